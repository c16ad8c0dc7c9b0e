// Custom transitions: UIKitModel.md, Transitions and time; the guide's "The
// Transition Animation Sequence" (seed 002) and "The Custom Presentation
// Process" (seed 001).
//
// A presentation with an animator or a presentation controller adds their
// callbacks around the standard appearance callbacks:
//
//   B.presentationController(forPresented: B)      style custom only (seed 001, step 1)
//   B.animationController(forPresented: B)         an animator given (seed 002)
//   B.interactionControllerForPresentation         asked only with an animator: UIKit
//                                                  passes it that animator (seed 002, step 1)
//   P.presentationTransitionWillBegin              (seed 001, step 3) — dimming view added
//   A.viewWillDisappear, B.viewWillAppear          before animateTransition (UIKitModel.md)
//   X.transitionDuration, X.animateTransition      (seed 002, steps 2 and 3)
//   P.frameOfPresentedViewInContainerView          the animator asks the context for the
//                                                  presented view's final frame
//   P.containerViewWillLayoutSubviews / …Did…      during the animation (seed 001, step 5)
//   X.completeTransition(true)                     (seed 002, step 4)
//   B.viewDidAppear, A.viewDidDisappear            after completeTransition (UIKitModel.md)
//   P.presentationTransitionDidEnd(true)           (seed 001, step 6)
//   the completion handler, X.animationEnded(true) (seed 002, step 4; UIKitModel.md)
//
// Dismissal mirrors it with `animationController(forDismissed:)`,
// `interactionControllerForDismissal`, `dismissalTransitionWillBegin` and
// `dismissalTransitionDidEnd`. The transitioning delegate belongs to the
// presented controller, so its calls are the presented instance's; the
// animator's (`completeTransition` included: the animator makes that call)
// are the animator's name; the presentation controller's its name.
//
// Not sourced, chosen to match a device: a non-animated transition asks no
// animator (UIKit requests one only to animate); the presentation
// controller's will-begin comes before the appearance will-phase (it sets
// up the container the presented view is added to).

/// The objects taking part in one custom transition, and their calls
/// around the appearance callbacks.
struct CustomTransition {
    /// Not held: a transition the clock holds keeps this view in its closure,
    /// and the app keeps the closure (`ViewController.app` says why the others hold it).
    unowned(unsafe) let app: App
    /// The presented controller: the transitioning delegate's receiver.
    var presented: EventName
    /// The animator, when one animates this transition.
    var animator: AnimatorSpec?
    /// The custom presentation controller (style `custom`).
    var presenter: PresenterSpec?

    var isEmpty: Bool { animator == nil && presenter == nil }

    /// The transitioning delegate is asked for its objects, then the
    /// presentation controller's will-begin (and its dimming view).
    func begin(presenting: Bool) {
        let key: EventText = presenting ? "forPresented" : "forDismissed"
        if presenting, presenter != nil {
            app.emit(.callback(presented, "presentationController", presented, label: "forPresented"))
        }
        if animator != nil {
            app.emit(.callback(presented, "animationController", presented, label: key))
            app.emit(.callback(presented,
                               presenting ? "interactionControllerForPresentation" : "interactionControllerForDismissal"))
        }
        guard let presenter else { return }
        app.emit(.callback(app.eventWord(presenter.name),
                           presenting ? "presentationTransitionWillBegin" : "dismissalTransitionWillBegin"))
        if presenter.dims {
            app.note("\(presenter.name): dimming view fades \(presenting ? "in" : "out")")
        }
    }

    /// The animation: the animator's duration and `animateTransition`, the
    /// presented view's frame, the container's layout.
    func animate(presenting: Bool) {
        if let animator {
            app.emit(.callback(app.eventWord(animator.name), "transitionDuration"))
            app.emit(.callback(app.eventWord(animator.name), "animateTransition"))
        }
        guard let presenter else { return }
        if presenting {
            let frame = "\(Self.fraction(presenter.frame.width)) x \(Self.fraction(presenter.frame.height))"
            app.emit(.callback(app.eventWord(presenter.name), "frameOfPresentedViewInContainerView", app.eventWord(frame)))
        }
        guard app.emitsLayout else { return }
        let name = app.eventWord(presenter.name)
        app.emit(Event(kind: .layout, receiverName: name, methodName: "containerViewWillLayoutSubviews"))
        app.emit(Event(kind: .layout, receiverName: name, methodName: "containerViewDidLayoutSubviews"))
    }

    /// The animator's `completeTransition(completed)`.
    func complete(completed: Bool) {
        guard let animator else { return }
        app.emit(.callback(app.eventWord(animator.name), "completeTransition", completed ? "true" : "false"))
    }

    /// The presentation controller's did-end; a dimming view leaves with a
    /// finished dismissal or a cancelled presentation (seed 001's example).
    func end(presenting: Bool, completed: Bool) {
        guard let presenter else { return }
        app.emit(.callback(app.eventWord(presenter.name),
                           presenting ? "presentationTransitionDidEnd" : "dismissalTransitionDidEnd", completed ? "true" : "false"))
        if presenter.dims && presenting != completed {
            app.note("\(presenter.name): dimming view removed")
        }
    }

    /// The animator's `animationEnded(completed)`, after the completion handler.
    func finish(completed: Bool) {
        guard let animator else { return }
        app.emit(.callback(app.eventWord(animator.name), "animationEnded", completed ? "true" : "false"))
    }
}

extension PresentationChain {
    /// The custom transition of `presented`, from what its presentation
    /// recorded; `nil` when neither an animator nor a presenter takes part.
    func customTransition(of presented: InstanceID, animated: Bool) -> CustomTransition? {
        // Most presentations have neither: look at the two fields before anything else.
        guard let (animatorName, presenterName) = app.controllers.withSlot(presented, { controller in
            (controller.pointee.presentation.animator,
             controller.pointee.presentation.style == .custom ? controller.pointee.presentation.presentationController : nil)
        }), animatorName != nil || presenterName != nil else { return nil }
        let animator = animated ? animatorName.flatMap { app.storyboard.animators[$0] } : nil
        let presenter = presenterName.flatMap { app.storyboard.presenters[$0] }
        let transition = CustomTransition(app: app, presented: app.eventName(presented), animator: animator,
                                          presenter: presenter)
        return transition.isEmpty ? nil : transition
    }

    /// Whether a presentation with `style` and the presentation controller
    /// `presenter` removes the presenter's views when it ends (UIKitModel.md
    /// Presentation, rule 4): `custom` keeps them unless its presenter
    /// `removes presenter` — with no presenter of its own (an animator
    /// alone, or nothing) UIKit's base `UIPresentationController`, whose
    /// `shouldRemovePresentersView` is false, keeps them, so the presenter
    /// gets no appearance callbacks.
    func removesPresenterViews(style: PresentationStyle, presenter: String?) -> Bool {
        if style == .custom {
            return presenter.flatMap { app.storyboard.presenters[$0]?.removesPresenter } ?? false
        }
        return !style.keepsPresenterVisible
    }

    /// `removesPresenterViews` for the presentation `id` is the root of.
    func removesPresenterViews(of id: InstanceID) -> Bool {
        guard let style = app.controllers.presentationStyle(of: id) else { return false }
        return removesPresenterViews(style: style,
                                     presenter: app.controllers.read(id, { $0.presentation.presentationController }) ?? nil)
    }
}

extension CustomTransition {
    /// A fraction as a frame is written: `0.5`, `1`.
    static func fraction(_ value: Double) -> String {
        let rounded = value.rounded()
        return abs(value - rounded) < 1e-9 ? "\(Int(rounded))" : "\(value)"
    }
}
