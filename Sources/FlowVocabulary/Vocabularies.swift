// The words UIKit and the language share, defined once.
//
// The front end checks `style formSheet` against these, the model runs on
// them, and nothing converts between two lists that could drift apart: the
// enums below are the lists. FlowLang and FlowModel both depend on this
// module and never on each other (the module graph in Contributing.md, "Layout"); FlowModel
// re-exports it, so `import FlowModel` or `import FlowKit` sees these types.
// The UIKit behaviour of each word (which styles keep the presenter's views,
// which adapt) lives with the model, in FlowModel/Styles.swift.

/// `UIModalPresentationStyle`, as `style S` and `adapts S` spell it.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
    case automatic, fullScreen, overFullScreen, pageSheet, formSheet
    case currentContext, overCurrentContext, popover, custom, none
}

/// `UIModalTransitionStyle`, as `transition T` spells it.
public enum TransitionStyle: String, Hashable, Sendable, CaseIterable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
    /// iOS 18's zoom (`preferredTransition = .zoom(sourceViewProvider:)`): a
    /// view controller's own, for its presentations and its pushes alike,
    /// which a person may also dismiss or pop by swiping down. Before iOS 18
    /// the default transition runs.
    case zoom

    /// The first iOS with the zoom transition.
    public static let zoomSinceIOS = 18
}

/// The horizontal size class of the window: `launch compact`, `size regular`.
public enum WidthClass: String, Hashable, Sendable, CaseIterable {
    case compact, regular
}

/// The iOS releases flow models.
public enum IOSRelease {
    /// The current release: what an app runs on when neither a `platform`
    /// line nor `--platform` says otherwise.
    public static let current = 26
    /// iOS 12 (the pre-iOS 13 sheet rules) up to the current release;
    /// others are accepted with a warning.
    public static let supported = 12...current
}

/// The lifecycle callbacks that scene hooks can follow (`on viewWillAppear { … }`).
public enum LifecycleMethod: String, Hashable, Sendable, CaseIterable {
    case viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
    /// `traitCollectionDidChange(_:)`: deprecated in iOS 17, still called.
    case traitCollectionDidChange
    /// The handler a view controller registers with `registerForTraitChanges(_:handler:)`
    /// (iOS 17) for the horizontal size class, in its `viewDidLoad`: `on traitChange { … }`.
    case traitChange

    /// Whether UIKit calls the method on iOS `major`: `viewIsAppearing(_:)`
    /// came with iOS 17 and is back-deployed to iOS 13 (Apple,
    /// UIViewController.viewIsAppearing(_:), availability "iOS 13.0+").
    public func isCalled(onIOS major: Int) -> Bool {
        switch self {
        case .viewIsAppearing: return major >= 13
        case .traitChange: return major >= 17
        case .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .traitCollectionDidChange:
            return true
        }
    }
}

/// The names flow gives controllers UIKit adds on its own, shared by the
/// checker, which lets scripts name them, and the model, which makes them.
public enum UIKitAddedControllers {
    /// A tab bar's More navigation controller (`moreNavigationController`).
    public static let more = "More"
    /// The list at More's root.
    public static let moreList = "MoreList"

    /// The navigation controller a column-style split view wraps a column's
    /// view controller in: `RootPrimary` for the `primary` column of `Root`.
    public static func columnWrapper(split: String, column: String) -> String {
        split + column.prefix(1).uppercased() + column.dropFirst()
    }

    /// The managing navigation controller of a tab group (iOS 18's
    /// `UITabGroup.managingNavigationController`): `CollectionsNavigation`
    /// for the group `Collections`.
    public static func groupNavigation(group: String) -> String { group + "Navigation" }

    /// A scene's search controller (`search` in the scene: its navigation
    /// item's `UISearchController`): `RecipeListSearch` for `RecipeList`.
    public static func searchController(host: String) -> String { host + "Search" }

    /// The controllers `name` would be the name of, were UIKit to add one for
    /// them (`RecipeList` for `RecipeListSearch`, `Root` for `RootPrimary`,
    /// `Collections` for `CollectionsNavigation`); empty for a name of no such
    /// shape (`More` and `MoreList` are `Vocabulary.moreNames`'). A session's
    /// quick check of a new scene so named cannot see the clash with the
    /// controller UIKit adds for one of them, and sends it to the whole check
    /// when one is declared (the REPL campaign on 01cad08e: `scene ASearch` was
    /// taken beside a scene `A` with a search).
    public static func hosts(ofAddedName name: String) -> [String] {
        let suffixes = [searchController(host: ""), groupNavigation(group: "")]
            + SplitColumn.allCases.map { columnWrapper(split: "", column: $0.rawValue) }
        return suffixes.filter { name.count > $0.count && name.hasSuffix($0) }.map { String(name.dropLast($0.count)) }
    }

    /// The receiver of the scene delegate's events (`SceneDelegate.openURLContexts("…")`):
    /// not a view controller, the window scene's delegate (FlowModel's WindowScene.swift).
    public static let sceneDelegate = "SceneDelegate"

}

/// What a popover can be anchored to besides a control of the scene.
public enum PopoverAnchor {
    /// `anchor view` (`present D style popover from view`): the scene's own view, or a view in it
    /// that is no control (the storyboard's `popoverAnchorView`, the code's
    /// `popoverPresentationController?.sourceView = view`). A person cannot tap it; it gives UIKit
    /// the source a popover needs in regular width. A control of the scene named `view` is that
    /// control, as a name the scene declares comes first.
    public static let sceneView = "view"
}

/// A column of a column-style split view (`UISplitViewController.Column`), as the language writes it
/// (`show column primary`, `collapse to secondary`, the `primary` relationship).
public enum SplitColumn: String, Hashable, Sendable, CaseIterable {
    case primary, supplementary, secondary, compact

    /// The columns an expanded column-style split view lays side by side,
    /// in order: the supplementary only in a triple column.
    public static func expanded(hasSupplementary: Bool) -> [SplitColumn] {
        hasSupplementary ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    /// Whether UIKit wraps the column's view controller, when it is not a
    /// navigation controller, in one: the primary, supplementary and
    /// secondary columns, not the compact one, which it shows as assigned.
    public var isWrapped: Bool { self != .compact }
}
