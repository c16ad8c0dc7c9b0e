// The vocabularies themselves are FlowVocabulary's, shared with the front
// end; this file adds what UIKit does with them.
@_exported import FlowVocabulary

extension PresentationStyle {
    /// Whether the presenting context's views stay on screen under the
    /// presented one (UIKitModel.md Presentation, rule 4): over-styles, popovers
    /// and sheets keep them; fullScreen and currentContext remove them.
    /// `custom` keeps them unless its presentation controller says otherwise
    /// (`App.removesPresenterViews`): the default `UIPresentationController`'s
    /// `shouldRemovePresentersView` is false (Apple: "The default
    /// implementation of this method returns false").
    public var keepsPresenterVisible: Bool {
        switch self {
        case .overFullScreen, .overCurrentContext, .popover, .pageSheet, .formSheet, .none, .custom: return true
        case .fullScreen, .currentContext, .automatic: return false
        }
    }

    /// Styles presented by the controller that defines the presentation context.
    public var usesCurrentContext: Bool {
        self == .currentContext || self == .overCurrentContext
    }
}

