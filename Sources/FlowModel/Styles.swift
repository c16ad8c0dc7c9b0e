/// `UIModalPresentationStyle`, as Language.md spells it.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
    case automatic, fullScreen, overFullScreen, pageSheet, formSheet
    case currentContext, overCurrentContext, popover, custom, none

    /// Whether the presenting context's views stay on screen under the
    /// presented one (UIKitModel.md Presentation, rule 4): over-styles, popovers
    /// and sheets keep them; fullScreen and currentContext remove them.
    public var keepsPresenterVisible: Bool {
        switch self {
        case .overFullScreen, .overCurrentContext, .popover, .pageSheet, .formSheet, .none: return true
        case .fullScreen, .currentContext, .automatic, .custom: return false
        }
    }

    /// Styles presented by the controller that defines the presentation context.
    public var usesCurrentContext: Bool {
        self == .currentContext || self == .overCurrentContext
    }

    /// The sheet styles, `pageSheet` and `formSheet`.
    public var isSheet: Bool { self == .pageSheet || self == .formSheet }
}

/// `UIModalTransitionStyle`.
public enum TransitionStyle: String, Hashable, Sendable, CaseIterable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// The horizontal size class of the window.
public enum WidthClass: String, Hashable, Sendable, CaseIterable {
    case compact, regular
}
