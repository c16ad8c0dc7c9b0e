import FlowVocabulary
import HashTreeCollections

/// What the model instantiates from: the storyboard's scenes, independent of
/// any syntax. The runtime builds it from the checked source.
public struct Storyboard: Sendable {
    /// Every scene by its model name (imported ones qualified: `Settings.Root`), as the
    /// storyboard was made: `scene(named:)` also finds those a session added (`adding(_:)`).
    public var scenes: [String: Scene] {
        didSet {
            numbering = SceneNumbering(scenes)
            added = nil
        }
    }
    /// Scenes added to the storyboard after it was made (`adding(_:)`): a persistent table, which
    /// each version shares with the one before, boxed so that a storyboard with none (every app
    /// `flow run` and `flow explore` make) copies with nothing more to retain.
    private var added: AddedScenes?
    /// The scenes by number, for packed checkpoints.
    private(set) var numbering: SceneNumbering

    /// The scenes' names by their numbers (`ControllerTable.sceneNumber(of:)`), first to last.
    package var sceneNamesByNumber: [String] { (0..<numbering.count).compactMap { numbering.scene($0)?.name } }
    /// The scene the window shows at launch.
    public var initialScene: String?
    /// `platform iOS 12`: the pre-iOS 13 sheet rules.
    public var usesPreSheetRules: Bool
    /// The iOS major version the app runs on (`platform iOS N`, else the
    /// current release): which callbacks UIKit makes (`LifecycleMethod.isCalled`).
    public var platformVersion: Int
    /// Declared animators (`animator X { … }`) by name.
    public var animators: [String: AnimatorSpec]
    /// Declared presentation controllers (`presenter X { … }`) by name.
    public var presenters: [String: PresenterSpec]

    /// A storyboard of `scenes`, launching into `initialScene`.
    public init(scenes: [String: Scene], initialScene: String?, usesPreSheetRules: Bool = false,
                platformVersion: Int = IOSRelease.current,
                animators: [String: AnimatorSpec] = [:], presenters: [String: PresenterSpec] = [:]) {
        self.scenes = scenes
        numbering = SceneNumbering(scenes)
        self.initialScene = initialScene
        self.usesPreSheetRules = usesPreSheetRules
        self.platformVersion = platformVersion
        self.animators = animators
        self.presenters = presenters
    }

    /// The scene named `name`, made with the storyboard or added since.
    public func scene(named name: String) -> Scene? {
        scenes[name] ?? added?.scenes[name]
    }

    /// The storyboard with `newScenes` added, in time of their number (and the logarithm of the
    /// scenes added before), not of the storyboard's: a session's new scenes join its program so
    /// (Session+NewScenes.swift). A name already taken keeps its scene.
    package func adding(_ newScenes: [Scene]) -> Storyboard {
        var storyboard = self
        var added = self.added?.scenes ?? [:]
        for scene in newScenes where storyboard.scene(named: scene.name) == nil && added[scene.name] == nil {
            added[scene.name] = scene
            storyboard.numbering = storyboard.numbering.adding(scene)
        }
        storyboard.added = AddedScenes(scenes: added)
        return storyboard
    }

    /// Whether UIKit calls `viewIsAppearing` on the app's platform (iOS 13 and later).
    var callsViewIsAppearing: Bool { LifecycleMethod.viewIsAppearing.isCalled(onIOS: platformVersion) }

    /// The release whose presentation rules apply (rules 1 and 3): the platform's, or iOS 12 when the
    /// storyboard asks for the rules from before sheets whatever its platform says.
    var presentationRulesRelease: Int { usesPreSheetRules ? min(platformVersion, 12) : platformVersion }

    /// Whether the app's platform has the zoom transition (iOS 18 and later).
    var hasZoomTransition: Bool { platformVersion >= TransitionStyle.zoomSinceIOS }
}

/// Scenes added to a storyboard after it was made (`Storyboard.adding(_:)`).
private final class AddedScenes: Sendable {
    let scenes: TreeDictionary<String, Scene>

    init(scenes: TreeDictionary<String, Scene>) {
        self.scenes = scenes
    }
}

/// A custom animator: an object adopting `UIViewControllerAnimatedTransitioning`
/// (and, when interactive, `UIViewControllerInteractiveTransitioning`).
public struct AnimatorSpec: Hashable, Sendable {
    /// Its declared name: the receiver of its calls in traces.
    public var name: String
    /// What `transitionDuration(using:)` returns, in seconds.
    public var duration: Double
    /// Whether the transitioning delegate also hands out an interactive animator.
    public var isInteractive: Bool

    /// UIKit's own modal animation lasts about half a second; an animator
    /// without `duration` is given the same.
    public static let defaultDuration = 0.5

    /// An animator; without `duration` it takes `defaultDuration`.
    public init(name: String, duration: Double? = nil, isInteractive: Bool = false) {
        self.name = name
        self.duration = duration ?? Self.defaultDuration
        self.isInteractive = isInteractive
    }
}

/// A custom `UIPresentationController`.
public struct PresenterSpec: Hashable, Sendable {
    /// Its declared name: the receiver of its calls in traces.
    public var name: String
    /// The presented view's share of the container, width then height
    /// (`frameOfPresentedViewInContainerView`); the whole container by default.
    public var frame: (width: Double, height: Double)
    /// Whether it adds a dimming view behind the presented view.
    public var dims: Bool
    /// `shouldRemovePresentersView` (false by default, as in UIKit).
    public var removesPresenter: Bool

    /// A presentation controller; without `frame` it fills the container.
    public init(name: String, frame: (width: Double, height: Double)? = nil, dims: Bool = false,
                removesPresenter: Bool = false) {
        self.name = name
        self.frame = frame ?? (width: 1, height: 1)
        self.dims = dims
        self.removesPresenter = removesPresenter
    }

    public static func == (lhs: PresenterSpec, rhs: PresenterSpec) -> Bool {
        lhs.name == rhs.name && lhs.frame.width == rhs.frame.width && lhs.frame.height == rhs.frame.height
            && lhs.dims == rhs.dims && lhs.removesPresenter == rhs.removesPresenter
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}

/// The kinds of view controller.
public enum ControllerKind: String, Hashable, Sendable, CaseIterable {
    /// A content view controller (`scene`).
    case content
    /// `UINavigationController`
    case navigation
    /// `UITabBarController`
    case tabs
    /// `UISplitViewController`
    case split
    /// A custom container with embed segues (`container`).
    case container
    /// `UIPageViewController`
    case pages
    /// `UISearchController`: a scene's search field (its navigation item's
    /// `searchController`), presented while a search is active, with the
    /// results controller as its child (SearchController.swift).
    case search

    /// Whether it is a container view controller: everything but `content`.
    public var isContainer: Bool { self != .content }
}

/// One scene of the storyboard: a view-controller class and its configuration.
public struct Scene: Hashable, Sendable {
    /// The scene's name, the model's name for its class.
    public var name: String {
        didSet { internedName = EventText(interning: name) }
    }
    /// `name`, interned: what its instances' events carry (EventName.swift).
    package private(set) var internedName: EventText
    /// What kind of view controller it instantiates.
    public var kind: ControllerKind
    /// Relationship children instantiated with the controller: a navigation
    /// controller's root, a tab bar's or page view controller's children in
    /// order, a split view's primary then secondary.
    public var relationships: [String]
    /// Children added by embed segues while the container's view loads.
    public var embeds: [String]
    /// For each embed, the width class the container gives that child
    /// (`embed Split size regular`: `setOverrideTraitCollection(_:forChild:)`);
    /// empty or nil where the child inherits the window's.
    public var embedWidths: [WidthClass?] = []
    /// The view controller's `title`.
    public var title: String?
    /// `restorationIdentifier`: without one it is not preserved.
    public var restorationIdentifier: String?
    /// `definesPresentationContext`: a current-context presentation from inside it covers it.
    public var definesPresentationContext: Bool
    /// `providesPresentationContextTransitionStyle`: its transition style replaces a current-context presentation's own.
    public var providesPresentationContextTransitionStyle: Bool
    /// `modalPresentationStyle`; nil for UIKit's default (`automatic`).
    public var modalPresentationStyle: PresentationStyle?
    /// `modalTransitionStyle`; nil for UIKit's default (`coverVertical`).
    public var modalTransitionStyle: TransitionStyle?
    /// `preferredContentSize`, as a popover or form sheet asks for it.
    public var preferredContentSize: (width: Double, height: Double)?
    /// The adaptive presentation delegate's style for compact width; `.none`
    /// means "do not adapt".
    public var adaptiveStyle: PresentationStyle?
    /// `isModalInPresentation`: a sheet the user cannot swipe down to dismiss.
    public var isModalInPresentation: Bool
    /// Its sheet's detents (`medium`, `large`); empty for UIKit's default, large only.
    public var detents: [Detent] = []
    /// Its sheet's `largestUndimmedDetentIdentifier`; nil dims at every detent.
    public var largestUndimmedDetent: Detent?
    /// Its own `traitOverrides.horizontalSizeClass` (iOS 17), for it and what it contains.
    public var widthOverride: WidthClass?
    /// A page view controller whose transition style is page curl (else scroll).
    public var isPageCurl = false
    /// A split view of iOS 14's column style; nil for the classic split view.
    public var columns: ColumnLayout?
    /// `hidesBottomBarWhenPushed`: the tab bar hides while it is pushed.
    public var hidesBottomBarWhenPushed = false
    /// A navigation controller whose bar is hidden from the start (`isNavigationBarHidden`).
    public var hidesNavigationBar = false
    /// A navigation controller whose toolbar is shown from the start (`isToolbarHidden` false).
    public var showsToolbar = false
    /// A `UIHostingController`'s SwiftUI root view (`hosting "SettingsView"`);
    /// nil for any other view controller. Its content is opaque to flow.
    public var hostedView: String?
    /// A `UIAlertController` (`alert "…"`) of this style; nil for any other scene.
    public var alertStyle: AlertStyle?
    /// Its view controller registers a handler for horizontal size class
    /// changes when its view loads (`on traitChange`: iOS 17's
    /// `registerForTraitChanges(_:handler:)`).
    public var registersForTraitChanges = false
    /// The scene of its navigation item's search controller (`search`), a
    /// scene of kind `search` UIKit adds (`RecipeListSearch`); nil without one.
    public var searchController: String?
    /// Its search bar's scope buttons (`search scopes "All", "Mine"`), in
    /// order; empty for no scope bar.
    public var searchScopes: [String] = []
    /// A custom container whose `shouldAutomaticallyForwardAppearanceMethods`
    /// is false: its hooks drive its children's appearance.
    public var forwardsAppearanceManually = false
    /// A tab bar made of iOS 18's `UITab`s: its mode and its groups
    /// (TabBarController+Groups.swift); nil for one of view controllers.
    public var tabObjects: TabObjects?

    /// A scene; everything but its name and kind defaults to UIKit's defaults.
    public init(name: String, kind: ControllerKind, relationships: [String] = [], embeds: [String] = [],
                title: String? = nil, restorationIdentifier: String? = nil,
                definesPresentationContext: Bool = false, providesPresentationContextTransitionStyle: Bool = false,
                modalPresentationStyle: PresentationStyle? = nil, modalTransitionStyle: TransitionStyle? = nil,
                preferredContentSize: (width: Double, height: Double)? = nil, adaptiveStyle: PresentationStyle? = nil,
                isModalInPresentation: Bool = false) {
        self.name = name
        self.internedName = EventText(interning: name)
        self.kind = kind
        self.relationships = relationships
        self.embeds = embeds
        self.title = title
        self.restorationIdentifier = restorationIdentifier
        self.definesPresentationContext = definesPresentationContext
        self.providesPresentationContextTransitionStyle = providesPresentationContextTransitionStyle
        self.modalPresentationStyle = modalPresentationStyle
        self.modalTransitionStyle = modalTransitionStyle
        self.preferredContentSize = preferredContentSize
        self.adaptiveStyle = adaptiveStyle
        self.isModalInPresentation = isModalInPresentation
    }

    public static func == (lhs: Scene, rhs: Scene) -> Bool {
        lhs.name == rhs.name && lhs.kind == rhs.kind && lhs.relationships == rhs.relationships
            && lhs.embeds == rhs.embeds && lhs.embedWidths == rhs.embedWidths && lhs.title == rhs.title
            && lhs.detents == rhs.detents && lhs.largestUndimmedDetent == rhs.largestUndimmedDetent
            && lhs.forwardsAppearanceManually == rhs.forwardsAppearanceManually && lhs.columns == rhs.columns
            && lhs.isPageCurl == rhs.isPageCurl && lhs.widthOverride == rhs.widthOverride
            && lhs.alertStyle == rhs.alertStyle && lhs.hidesBottomBarWhenPushed == rhs.hidesBottomBarWhenPushed
            && lhs.searchController == rhs.searchController && lhs.registersForTraitChanges == rhs.registersForTraitChanges
            && lhs.searchScopes == rhs.searchScopes
            && lhs.hostedView == rhs.hostedView && lhs.hidesNavigationBar == rhs.hidesNavigationBar
            && lhs.showsToolbar == rhs.showsToolbar && lhs.tabObjects == rhs.tabObjects
            && lhs.restorationIdentifier == rhs.restorationIdentifier
            && lhs.definesPresentationContext == rhs.definesPresentationContext
            && lhs.providesPresentationContextTransitionStyle == rhs.providesPresentationContextTransitionStyle
            && lhs.modalPresentationStyle == rhs.modalPresentationStyle
            && lhs.modalTransitionStyle == rhs.modalTransitionStyle
            && lhs.preferredContentSize?.width == rhs.preferredContentSize?.width
            && lhs.preferredContentSize?.height == rhs.preferredContentSize?.height
            && lhs.adaptiveStyle == rhs.adaptiveStyle && lhs.isModalInPresentation == rhs.isModalInPresentation
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(kind)
    }
}

/// `UIAlertController.Style`.
public enum AlertStyle: String, Hashable, Sendable {
    /// A modal alert in the middle of the screen.
    case alert
    /// A sheet of actions: from the bottom in compact width, a popover in regular width.
    case actionSheet
}

/// A column-style split view's columns beyond `relationships` (primary,
/// then supplementary when there is one, then secondary, each a navigation
/// controller): SplitViewController+Columns.swift.
public struct ColumnLayout: Hashable, Sendable {
    /// A triple-column split view: its second relationship is the supplementary column.
    public var hasSupplementary: Bool
    /// The compact column's scene (a navigation controller), shown instead of
    /// the others when the split view is collapsed; nil to collapse them onto the primary.
    public var compact: String?
    /// `preferredDisplayMode` (`oneOverSecondary`…); nil for automatic.
    public var displayMode: SplitDisplayMode?
    /// The delegate's `topColumnForCollapsingToProposedTopColumn`
    /// (`collapse to primary`): the position of the column on top when it
    /// collapses without a compact column (0 primary, then supplementary,
    /// secondary); nil when the delegate does not say (UIKit proposes the secondary).
    public var topColumnForCollapsing: Int?

    /// A layout with or without a supplementary column, its compact column and display mode.
    public init(hasSupplementary: Bool, compact: String?, displayMode: SplitDisplayMode? = nil) {
        self.hasSupplementary = hasSupplementary
        self.compact = compact
        self.displayMode = displayMode
    }
}
