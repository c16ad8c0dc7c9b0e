import FlowVocabulary

/// The fixed words of the language that are not keywords: presentation and
/// transition styles, width classes, lifecycle hooks, event methods and query
/// functions. Semantic analysis checks names against these lists, and the
/// interpreter reads them from here too. The styles, width classes and hooks
/// are FlowVocabulary's enums, which the model runs on: one definition each.
public enum Vocabulary {
    /// `UIModalPresentationStyle` cases, as `style S` and `adapts S` spell them.
    public static let presentationStyles = PresentationStyle.allCases.map(\.rawValue)

    /// `set Nav.viewControllers = [A, B]`: the one property of a container a
    /// script sets, UINavigationController's `viewControllers`.
    public static let stackProperty = "viewControllers"

    /// `set Sheet.detent = large`: the sheet's `selectedDetentIdentifier`, set in code.
    public static let detentProperty = "detent"
    /// `set Nav.navigationBarHidden = true`: `setNavigationBarHidden(_:animated:)`; also the query
    /// `navigationBarHidden(Nav)`.
    public static let navigationBarHiddenProperty = "navigationBarHidden"
    /// `set Nav.toolbarHidden = false [animated true]`: setToolbarHidden(_:animated:).
    public static let toolbarHiddenProperty = "toolbarHidden"
    /// `set X.searching = false`: the scene's search controller's `isActive` set in code.
    public static let searchingProperty = "searching"
    /// `set X.horizontalSizeClass = regular|compact|nil`: X's `traitOverrides` set in code.
    public static let horizontalSizeClassProperty = "horizontalSizeClass"
    /// `set window.rootViewController = Main`: UIWindow's `rootViewController` set after launch, the one
    /// property of the window a script sets (`window`, the base, is the window in front).
    public static let rootViewControllerProperty = "rootViewController"
    /// The base of `set window.rootViewController = …`: the window in front.
    public static let windowName = "window"
    /// The base of `set navigationController.viewControllers = […]` when no scene has that name: the
    /// nearest navigation controller of the scene the code runs in (`self.navigationController`), else
    /// of the visible scene, as `push` and `pop` take it.
    public static let ownNavigationName = "navigationController"
    /// The properties `set X.p = v` hands to the model's setter rather than to a variable
    /// (the stack, `viewControllers`, is checked apart: it names scenes).
    static let modelProperties: Set<String> = [detentProperty, navigationBarHiddenProperty, toolbarHiddenProperty,
                                               searchingProperty, horizontalSizeClassProperty]
    /// The controllers UIKit adds to a tab bar of more than five tabs: the
    /// More navigation controller and the list at its root.
    public static let moreNames: Set<String> = [UIKitAddedControllers.more, UIKitAddedControllers.moreList]
    /// The More list's Edit button, and Done on the customizing sheet it opens: `tap edit`, `tap done`.
    public static let moreListButtons: Set<String> = [moreListEdit, moreListDone]
    /// The More list's Edit button.
    public static let moreListEdit = "edit"
    /// The customizing sheet's Done button.
    public static let moreListDone = "done"
    /// A page view controller's transition styles (`transition` on `pages`).
    public static let pageTransitionStyles = ["scroll", pageCurl]
    /// UIPageViewController.TransitionStyle.pageCurl.
    public static let pageCurl = "pageCurl"
    /// UISplitViewController.DisplayMode, `automatic` apart.
    public static let displayModes = SplitDisplayMode.allCases.map(\.rawValue)
    /// UISheetPresentationController's system detents, smallest first.
    public static let detents = ["medium", "large"]

    /// `UIAlertController.Style`, as `alert actionSheet "…"` spells it.
    public static let alertStyles = ["alert", "actionSheet"]

    /// `UIModalTransitionStyle` cases, as `transition T` spells them.
    public static let transitionStyles = TransitionStyle.allCases.map(\.rawValue)

    /// Horizontal size classes: `launch compact`, `size regular`.
    public static let widthClasses = WidthClass.allCases.map(\.rawValue)

    /// The lifecycle events a scene may hook with `on EVENT { … }`.
    public static let hookEvents = LifecycleMethod.allCases.map(\.rawValue)

    /// Every callback the model reports, by the method's base name (Language.md,
    /// Events; UIKitModel.md). `expect events/order/no` patterns must name one of these.
    public static let eventMethods = [
        // Loading, appearance, layout
        "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        // Containment
        "willMove", "didMove",
        // Traits and size
        "willTransition", "viewWillTransition", "traitCollectionDidChange", "traitChange",
        // Segues
        "shouldPerformSegue", "prepare", "unwind", "canPerformUnwindSegueAction",
        // Completion handlers
        "presentCompletion", "dismissCompletion",
        // Animators and interactive transitions
        "transitionDuration", "animateTransition", "startInteractiveTransition",
        "updateInteractiveTransition", "completeTransition", "animationEnded",
        // Transitioning delegate
        "animationController", "interactionControllerForPresentation", "interactionControllerForDismissal",
        "presentationController",
        // Presentation controllers
        "presentationTransitionWillBegin", "presentationTransitionDidEnd",
        "dismissalTransitionWillBegin", "dismissalTransitionDidEnd",
        "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
        "frameOfPresentedViewInContainerView",
        // Sheet delegate
        "presentationControllerShouldDismiss", "presentationControllerWillDismiss",
        "presentationControllerDidDismiss", "presentationControllerDidAttemptToDismiss", "navigationBar",
        "sheetPresentationControllerDidChangeSelectedDetentIdentifier",
        // Popover delegate before iOS 13
        "popoverPresentationControllerShouldDismissPopover", "popoverPresentationControllerDidDismissPopover",
        // Page view controller delegate
        "willTransitionTo", "didFinishAnimating",
        // Scene delegate (receiver SceneDelegate)
        "willConnectTo", "sceneWillEnterForeground", "sceneDidBecomeActive", "sceneWillResignActive",
        "sceneDidEnterBackground", "openURLContexts", "continue", "performActionFor", "stateRestorationActivity",
        // Search controller delegate and results updater
        "willPresentSearchController", "didPresentSearchController", "willDismissSearchController",
        "didDismissSearchController", "updateSearchResults", "selectedScopeButtonIndexDidChange",
        // Tab bar and split view delegates
        "shouldSelect", "willBeginCustomizing", "willEndCustomizing", "didEndCustomizing", "collapseSecondary", "splitViewControllerDidCollapse", "splitViewControllerDidExpand",
        "willShowColumn", "willHideColumn",
        // State restoration
        "encodeRestorableState", "decodeRestorableState", "applicationFinishedRestoringState",
    ]

    /// Query functions of expressions; each takes exactly one argument.
    public static let queryFunctions = [
        "presented", "presenting", "stack", "selected", "children", "count", "exists", "style", "restored",
        "detent", navigationBarHiddenProperty, toolbarHiddenProperty, "searching", "searchText",
        "searchScope", "movingToParent", "movingFromParent", "beingPresented", "beingDismissed", ownNavigationName,
    ]

    /// Query functions whose argument names a view controller (all but `count`).
    public static let sceneQueryFunctions = queryFunctions.filter { $0 != "count" }

    /// `visible`: the controller a person sees, the query UI tests wait on.
    public static let visibleQuery = "visible"
    /// Queries written as a bare name: `window` is the number of the window in
    /// front, `windows` how many the app has open (Interpreter+Windows.swift).
    public static let nameQueries = [visibleQuery, "size", "window", "windows"]

    /// Every name a variable would shadow: `size`, `visible` and the query functions.
    public static let queryNames = nameQueries + queryFunctions

    /// `hookEvents` by their name ids: every `on EVENT` is checked by its identifier's id.
    static let hookEventIDs = nameIDs(of: hookEvents)

    /// `queryNames` by their name ids: every variable declared is looked up
    /// in it by its identifier's id, with no string made or hashed.
    static let queryNameIDs = nameIDs(of: queryNames)

    /// The ids of `names`, interned, as a set.
    private static func nameIDs(of names: [String]) -> KeyedTable<NameID, Void> {
        var set = KeyedTable<NameID, Void>(reservingCapacity: names.count)
        for name in names { set.insert(Symbol(name).nameID) }
        return set
    }

    /// The platform versions flow models: iOS 12 (the pre-iOS 13 sheet rules)
    /// up to the current release. Others are accepted with a warning.
    public static let supportedPlatformVersions = IOSRelease.supported
}

extension LifecycleMethod {
    /// The id of the method's name, which a scene's hooks are found by
    /// (`on viewDidLoad`): interned once, so that finding an instance's hook
    /// on every callback compares integers, not names.
    public var nameID: NameID {
        switch self {
        case .viewDidLoad: return Self.nameIDs[0]
        case .viewWillAppear: return Self.nameIDs[1]
        case .viewIsAppearing: return Self.nameIDs[2]
        case .viewDidAppear: return Self.nameIDs[3]
        case .viewWillDisappear: return Self.nameIDs[4]
        case .viewDidDisappear: return Self.nameIDs[5]
        case .traitCollectionDidChange: return Self.nameIDs[6]
        case .traitChange: return Self.nameIDs[7]
        }
    }

    /// Each method's name id, in the order `nameID` reads them.
    private static let nameIDs = [viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear,
                                  traitCollectionDidChange, traitChange]
        .map { Symbol($0.rawValue).nameID }
}

extension Relationship.Kind {
    /// The split view column this relationship fills (`primary`, `supplementary`, `secondary`,
    /// `compact`); nil for the others.
    public var splitColumn: SplitColumn? { SplitColumn(rawValue: rawValue) }
}
