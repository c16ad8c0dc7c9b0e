/// Where a view controller is in the appearance cycle (UIKitModel.md Lifecycle):
/// disappeared → appearing → appeared → disappearing → disappeared. A
/// callback that would break the cycle is not emitted.
public enum AppearanceState: String, Hashable, Sendable, CaseIterable {
    case disappeared, appearing, appeared, disappearing
}

/// One view-controller instance: what UIKit knows about it.
public struct Controller: Hashable, Sendable {
    /// Its identity, unique within the app run.
    public let id: InstanceID
    /// The scene it instantiates (`RecipeDetail`, `Settings.Root`).
    public let scene: String
    /// Its name in traces: the scene's name, or `RecipeDetail#2` when another
    /// instance of the scene was alive when it was created. Never changes.
    /// Kept as its parts and written when read (EventName.swift).
    public let instanceName: InstanceName
    /// What kind of view controller it is: content or one of the containers.
    public let kind: ControllerKind
    /// The scene's number in the storyboard it was made from (`Storyboard.numbering`), -1 for
    /// none: what a packed state writes and the explorer's key hashes, with no lookup by name.
    package let sceneNumber: Int32
    /// The number in its name: 1 for the bare scene name, N for `Scene#N`.
    var ordinal: Int { Int(instanceName.ordinal) }

    /// Whether `viewDidLoad` has run (`isViewLoaded`).
    public internal(set) var isViewLoaded = false
    /// Where it is in the appearance cycle.
    public internal(set) var appearance = AppearanceState.disappeared
    /// Its container (`parent`); nil for the window's root and presented controllers.
    public internal(set) var parent: InstanceID?
    /// Children in order: a navigation stack bottom to top, tabs in tab
    /// order, a split view's primary then secondary, a container's embeds.
    public internal(set) var children: [InstanceID] = []
    /// A tab bar's selected child; for a page view controller, the position
    /// of the page it displays among the pages its data source serves.
    public internal(set) var selectedIndex = 0
    /// The controller this one presents (`presentedViewController`, direct).
    public internal(set) var presented: InstanceID?
    /// The controller presenting this one, when it is the root of a presented tree.
    public internal(set) var presenting: InstanceID?
    /// How it is presented, when it is the root of a presented tree: its style, its transitioning
    /// delegate's objects, a popover's anchor, a sheet's detent (PresentationChain.swift).
    public internal(set) var presentation = PresentationState()
    /// Between a `beginAppearanceTransition` and its `endAppearanceTransition`:
    /// the begin's `animated`; nil outside one.
    public internal(set) var pendingAppearanceTransition: Bool?
    /// Between `viewWillAppear` and `viewIsAppearing` (iOS 13 and later):
    /// the `animated` of the appearance; nil once it has been called, and
    /// outside an appearance.
    public internal(set) var pendingViewIsAppearing: Bool?
    /// The width class its container gives it in place of the window's
    /// (`setOverrideTraitCollection(_:forChild:)`); nil to inherit.
    public internal(set) var overriddenWidth: WidthClass?
    /// The width class its traits last reported, when a change passed it by while its view was out
    /// of the window (iOS 13 and later); nil while its traits are current. It catches up as it
    /// next appears (`TraitHierarchy.catchUp`).
    public internal(set) var missedWidth: WidthClass?

    // What each container records, each group its container's (a content controller's are as a new
    // controller has them): its type's file says what the fields mean and owns the rules that set them.

    /// A navigation controller's bars (NavigationController.swift).
    public internal(set) var navigation = NavigationController.State()
    /// A split view controller's collapse and columns (SplitViewController.swift).
    public internal(set) var split = SplitViewController.State()
    /// A tab bar's More interface, and a controller's place among a tab bar's tabs (TabBarController.swift).
    public internal(set) var tabs = TabBarController.State()
    /// A scene's search controller, and a search controller's host and field (SearchController.swift).
    public internal(set) var search = SearchController.State()

    /// The selected child of a tab bar, if its index is valid, or the page a
    /// page view controller displays (its one child).
    public var selectedChild: InstanceID? {
        Controller.selectedChild(kind: kind, children: children, selectedIndex: selectedIndex)
    }

    /// `selectedChild` from the fields it reads, for the readers that take
    /// them from the slot in place (calling the property on a controller in
    /// the table copied the whole controller).
    static func selectedChild(kind: ControllerKind, children: [InstanceID], selectedIndex: Int) -> InstanceID? {
        if kind == .pages { return children.first }
        return children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
    }
    /// The instance's own variables.
    public var variables: [String: Value] = [:]

    /// Its name as traces write it: `RecipeDetail`, `RecipeDetail#2`.
    public var name: String { Controller.name(scene: scene, ordinal: instanceName.ordinal) }

    /// `Scene`, or `Scene#N` for ordinals past 1.
    static func name(scene: String, ordinal: Int32) -> String {
        ordinal > 1 ? scene + "#" + String(ordinal) : scene
    }

    init(id: InstanceID, scene: String, sceneName: EventText, sceneNumber: Int?, ordinal: Int, kind: ControllerKind) {
        self.id = id
        self.scene = scene
        self.sceneNumber = sceneNumber.map(Int32.init) ?? -1
        self.instanceName = InstanceName(id: id, scene: sceneName, ordinal: ordinal)
        self.kind = kind
    }
}
