// The vocabularies themselves are FlowVocabulary's, shared with the front
// end; this file adds what UIKit does with them.
@_exported import FlowVocabulary

extension PresentationStyle {
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
}

