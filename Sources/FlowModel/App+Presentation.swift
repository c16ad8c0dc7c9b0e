// The app's presentations: the verbs scripts and embedders call, each handed
// to the presentation chain's own type (PresentationChain.swift).

extension App {
    /// The window's chain of presented controllers, as a type.
    var presentations: PresentationChain { PresentationChain(app: self) }

    /// `present(_:animated:completion:)` called on `receiver`. `style` is the
    /// segue's or statement's, else the presented scene's own, else
    /// `automatic`; `anchor` is a popover's source control. With
    /// `completion`, `receiver.presentCompletion` follows the transition.
    /// `animator` and `presenter` name the transitioning delegate's objects
    /// (CustomTransition.swift).
    public func present(_ presented: InstanceID, on receiver: InstanceID, style: PresentationStyle?,
                        transition: TransitionStyle?, animated: Bool, anchor: String?, completion: Bool,
                        animator: String? = nil, presenter presentationController: String? = nil) throws {
        try presentations.present(presented, on: receiver, style: style, transition: transition, animated: animated,
                                  anchor: anchor, completion: completion, animator: animator,
                                  presenter: presentationController)
    }

    /// `dismiss(animated:completion:)` called on `receiver` (PresentationChain.dismiss).
    public func dismiss(on receiver: InstanceID, animated: Bool, completion: Bool) throws {
        try presentations.dismiss(on: receiver, animated: animated, completion: completion)
    }

    /// A tap outside a popover shown as a popover dismisses it.
    public func tapOutside() throws { try presentations.tapOutside() }

    /// `swipe down to P% then cancel|finish` on the topmost presentation
    /// (PresentationChain+Gestures.swift).
    public func swipeDown(progress: Double, finish: Bool) throws {
        try presentations.swipeDown(progress: progress, finish: finish)
    }
}
