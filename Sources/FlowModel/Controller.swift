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
    /// The style the presentation ended up with, after adaptation.
    public internal(set) var presentationStyle: PresentationStyle?
    /// The style asked for (segue, statement or the scene's own), before adaptation.
    public internal(set) var requestedStyle: PresentationStyle?
    /// The animator this controller's transitioning delegate hands out
    /// (`animator A`), kept for its dismissal.
    public internal(set) var animator: String?
    /// Its custom presentation controller (`presenter P`, style `custom`).
    public internal(set) var presentationController: String?
    /// A popover's anchor control.
    public internal(set) var popoverAnchor: String?
    /// A split view controller collapsed onto its primary (compact width).
    public internal(set) var isCollapsed = false
    /// A navigation controller whose navigation bar is hidden (`isNavigationBarHidden`).
    public internal(set) var isNavigationBarHidden = false
    /// A navigation controller whose toolbar is hidden (`isToolbarHidden`, true by default).
    public internal(set) var isToolbarHidden = true
    /// Between a `beginAppearanceTransition` and its `endAppearanceTransition`:
    /// the begin's `animated`; nil outside one.
    public internal(set) var pendingAppearanceTransition: Bool?
    /// Between `viewWillAppear` and `viewIsAppearing` (iOS 13 and later):
    /// the `animated` of the appearance; nil once it has been called, and
    /// outside an appearance.
    public internal(set) var pendingViewIsAppearing: Bool?
    /// A presented sheet's selected detent (`selectedDetentIdentifier`); nil
    /// for the smallest of its detents.
    public internal(set) var selectedDetent: Detent?
    /// A column-style split view's display mode after `show column`; nil
    /// for its preferred (or automatic) one.
    public internal(set) var displayMode: SplitDisplayMode?
    /// A column-style split view's compact column, once made (SplitViewController+Columns.swift).
    public internal(set) var compactColumn: InstanceID?
    /// A column-style split view collapsed without a compact column: how
    /// many controllers of the stacked primary belong to the primary and to
    /// the supplementary column, to give back when it expands.
    public internal(set) var columnCounts: [Int] = []
    /// A tab bar's More navigation controller (more than five tabs); not one of its tabs.
    public internal(set) var moreNavigation: InstanceID?
    /// A More navigation controller showing a navigation controller tab's
    /// stack: that tab (MoreNavigationController.swift).
    public internal(set) var redirectedNavigation: InstanceID?
    /// A controller More took from a navigation controller tab's stack: that tab.
    public internal(set) var redirectedFrom: InstanceID?
    /// The tab bar this controller is a tab of: a tab popped off More goes back to it.
    /// For a controller pushed above a grouped tab (iOS 18) and kept with it
    /// while its group shows another tab: that tab's controller.
    public internal(set) var tabBar: InstanceID?
    /// A grouped tab's controller while its group shows another tab: what was
    /// pushed above it, bottom first, which comes back with it
    /// (TabBarController+Groups.swift).
    public internal(set) var keptAbove: [InstanceID] = []
    /// A scene with a search field (`search`): its search controller, once
    /// made; UIKit keeps it, active or not, for as long as the scene lives.
    public internal(set) var searchController: InstanceID?
    /// A search controller: the controller whose navigation item holds it.
    public internal(set) var searchHost: InstanceID?
    /// A search controller: the text in its search field; nil when empty.
    public internal(set) var searchText: String?
    /// A search controller: its search bar's selectedScopeButtonIndex (0, the
    /// first, until a person taps another; kept when the search is cancelled).
    public internal(set) var searchScope = 0
    /// The width class its container gives it in place of the window's
    /// (`setOverrideTraitCollection(_:forChild:)`); nil to inherit.
    public internal(set) var overriddenWidth: WidthClass?
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
