/// What the model instantiates from: the storyboard's scenes, independent of
/// any syntax. The runtime builds it from the checked source.
public struct Storyboard: Sendable {
    public var scenes: [String: Scene]
    /// The scene the window shows at launch.
    public var initialScene: String?
    /// `platform iOS 12`: the pre-iOS 13 sheet rules.
    public var usesPreSheetRules: Bool

    public init(scenes: [String: Scene], initialScene: String?, usesPreSheetRules: Bool = false) {
        self.scenes = scenes
        self.initialScene = initialScene
        self.usesPreSheetRules = usesPreSheetRules
    }
}

/// The kinds of view controller.
public enum ControllerKind: String, Hashable, Sendable {
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

    public var isContainer: Bool { self != .content }
}

/// One scene of the storyboard: a view-controller class and its configuration.
public struct Scene: Hashable, Sendable {
    public var name: String
    public var kind: ControllerKind
    /// Relationship children instantiated with the controller: a navigation
    /// controller's root, a tab bar's or page view controller's children in
    /// order, a split view's primary then secondary.
    public var relationships: [String]
    /// Children added by embed segues while the container's view loads.
    public var embeds: [String]
    public var title: String?
    public var restorationIdentifier: String?
    public var definesPresentationContext: Bool
    public var providesPresentationContextTransitionStyle: Bool
    public var modalPresentationStyle: PresentationStyle?
    public var modalTransitionStyle: TransitionStyle?
    public var preferredContentSize: (width: Double, height: Double)?
    /// The adaptive presentation delegate's style for compact width; `.none`
    /// means "do not adapt".
    public var adaptiveStyle: PresentationStyle?
    public var isModalInPresentation: Bool

    public init(name: String, kind: ControllerKind, relationships: [String] = [], embeds: [String] = [],
                title: String? = nil, restorationIdentifier: String? = nil,
                definesPresentationContext: Bool = false, providesPresentationContextTransitionStyle: Bool = false,
                modalPresentationStyle: PresentationStyle? = nil, modalTransitionStyle: TransitionStyle? = nil,
                preferredContentSize: (width: Double, height: Double)? = nil, adaptiveStyle: PresentationStyle? = nil,
                isModalInPresentation: Bool = false) {
        self.name = name
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
            && lhs.embeds == rhs.embeds && lhs.title == rhs.title
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
