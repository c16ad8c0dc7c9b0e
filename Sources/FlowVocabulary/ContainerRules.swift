/// UIKit's rules for its containers, named once for the model, the static
/// checks, the checker and the importer (as `PresentationAdaptation` is for
/// presentations), so that no module keeps its own literal.

/// `UITabBarController`'s tab bar.
public enum TabBarRules {
    /// The tabs a tab bar shows before the rest go to More: "If you add more
    /// than five items to the viewControllers property, the tab bar
    /// controller automatically inserts a special view controller (called
    /// the More view controller)" (UITabBarController, "The More navigation
    /// controller"). More takes the fifth place: four tabs and More.
    public static let visibleTabs = 5

    /// Whether a tab bar of `count` tabs has a More navigation controller.
    public static func hasMore(tabs count: Int) -> Bool { count > visibleTabs }

    /// The position of the first tab that lives in More's list, in a bar of `count` tabs that fits
    /// `capacity` items: More takes the last place, so that tab and those after it go there; nil
    /// when every tab fits.
    public static func firstTabInMore(tabs count: Int, capacity: Int = visibleTabs) -> Int? {
        count > capacity ? capacity - 1 : nil
    }

    /// The items a tab bar fits in `width`: five in compact width; in
    /// regular width (an iPad's full screen) the bar is wide enough for eight
    /// before More takes the last place (flow's model of iPadOS's bar).
    public static func capacity(in width: WidthClass) -> Int {
        switch width {
        case .compact: return visibleTabs
        case .regular: return 8
        }
    }
}

/// `UITabBarController.Mode` (iOS 18): whether a tab bar made of `UITab`s
/// may become a sidebar. Apple, UITabBarController.Mode.automatic: "On
/// iPad, if the tabs array contains one or more UITabGroup items, the system
/// displays the content as either a tab bar or a sidebar … Otherwise, it only
/// displays the content only as a tab bar"; tabSidebar: "On iPhone … the
/// system displays the platform's regular tab bar".
public enum TabBarMode: String, Hashable, Sendable, CaseIterable {
    case automatic, tabBar, tabSidebar

    /// The first iOS with `UITab`, `UITabGroup` and the mode.
    public static let firstRelease = 18

    /// Whether a person has the sidebar, in `width`, of a tab bar in this
    /// mode: regular width (an iPad), and `tabSidebar`, or `automatic` with
    /// a group among the tabs.
    public func showsSidebar(in width: WidthClass, hasGroup: Bool) -> Bool {
        guard width == .regular else { return false }
        switch self {
        case .automatic: return hasGroup
        case .tabBar: return false
        case .tabSidebar: return true
        }
    }
}

/// `UISplitViewController.Style` (iOS 14), `unspecified` apart (nil stands
/// for the classic split view): `columns double` or `columns triple`.
public enum SplitColumnStyle: String, Hashable, Sendable, CaseIterable {
    /// `.doubleColumn`: a primary and a secondary column.
    case double
    /// `.tripleColumn`: a supplementary column between them.
    case triple
}

/// `UISplitViewController.DisplayMode`, `automatic` apart (nil stands for
/// it): how many of a column-style split view's other columns it shows with
/// the secondary, and how.
public enum SplitDisplayMode: String, Hashable, Sendable, CaseIterable {
    case secondaryOnly, oneBesideSecondary, oneOverSecondary
    case twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary

    /// How the other columns sit by the secondary.
    public enum Arrangement: Hashable, Sendable {
        /// Side by side with it, which narrows it.
        case beside
        /// Over it, which it stays under at full width.
        case over
        /// Beside it, pushing it partly off screen (two columns only).
        case displace
    }

    /// The columns shown with the secondary: 0, 1 or 2.
    public var columnsWithSecondary: Int {
        switch self {
        case .secondaryOnly: return 0
        case .oneBesideSecondary, .oneOverSecondary: return 1
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return 2
        }
    }

    /// How they sit; `beside` for `secondaryOnly`, which shows none.
    public var arrangement: Arrangement {
        switch self {
        case .secondaryOnly, .oneBesideSecondary, .twoBesideSecondary: return .beside
        case .oneOverSecondary, .twoOverSecondary: return .over
        case .twoDisplaceSecondary: return .displace
        }
    }

    /// The mode showing `columns` (1 or 2) other columns arranged so; one
    /// column cannot displace the secondary, so it goes beside it.
    public init(showing columns: Int, _ arrangement: Arrangement) {
        switch (columns >= 2, arrangement) {
        case (false, .beside), (false, .displace): self = .oneBesideSecondary
        case (false, .over): self = .oneOverSecondary
        case (true, .beside): self = .twoBesideSecondary
        case (true, .over): self = .twoOverSecondary
        case (true, .displace): self = .twoDisplaceSecondary
        }
    }
}

/// A sheet's detent (`UISheetPresentationController.Detent`): the system's
/// medium and large, or a custom height in points (`.custom`, iOS 16),
/// written `detents 200, large`.
public enum Detent: Hashable, Sendable {
    case medium, large
    /// A height in points.
    case custom(points: Double)

    /// The detent a program writes: `medium`, `large`, or a number of points; nil for anything else.
    public init?(_ text: String) {
        switch text {
        case "medium": self = .medium
        case "large": self = .large
        default:
            guard let points = Double(text), points.isFinite, points >= 0 else { return nil }
            self = .custom(points: points)
        }
    }

    /// As a program and the trace write it: `medium`, `large`, `200`, `120.5`.
    public var text: String {
        switch self {
        case .medium: return "medium"
        case .large: return "large"
        case .custom(let points):
            return points == points.rounded() && abs(points) < 1e15 ? String(Int(points)) : String(points)
        }
    }

    /// Its height on an iPhone-sized screen (844 points; medium is half of
    /// it, large all of it), to order detents.
    public var height: Double {
        switch self {
        case .medium: return 422
        case .large: return 844
        case .custom(let points): return points
        }
    }

    /// The first release with `UISheetPresentationController` and its detents.
    public static let firstRelease = 15
    /// The first release with custom heights (`UISheetPresentationController.Detent.custom`).
    public static let customFirstRelease = 16

    /// Whether iOS `major` has this detent.
    public func exists(onIOS major: Int) -> Bool {
        switch self {
        case .medium, .large: return major >= Self.firstRelease
        case .custom: return major >= Self.customFirstRelease
        }
    }
}
