// The transition coordinator: UIKitModel.md, Transitions and time ("Hooks may run
// `alongside { … }`"); Apple, UIViewControllerTransitionCoordinator: "The
// blocks you register … are guaranteed to execute at the same time as the
// transition animations", and the completion "after the transition
// finishes".
//
// A transition opens a coordinator frame when it starts; what the hooks of
// its will-phase (`viewDidLoad`, `viewWillAppear`, `viewWillDisappear`)
// register with `animate(alongside:)` runs when its animations start — after
// the will-phase and the animator's `animateTransition` — and the
// coordinator reports each animation's completion when the transition
// ends (or is cancelled). Outside a transition `transitionCoordinator` is
// nil, so nothing registers.

/// Animations registered alongside one transition.
struct CoordinatorFrame {
    var animations: [() throws -> Void] = []
}

/// The transition coordinator of the transition being set up
/// (`UIViewController.transitionCoordinator`): a view of the app's state,
/// made where it is needed (`App.transitionCoordinator`).
public struct TransitionCoordinator {
    /// Not held: a transition the clock holds keeps this view in its closure,
    /// and the app keeps the closure (`ViewController.app` says why the others hold it).
    unowned(unsafe) let app: App

    /// `animate(alongsideTransition:completion:)`: false when no transition
    /// is being set up (UIKit's `transitionCoordinator` is nil).
    public func animate(alongside animation: @escaping () throws -> Void) -> Bool {
        guard !app.coordinatorFrames.isEmpty else { return false }
        app.coordinatorFrames[app.coordinatorFrames.count - 1].animations.append(animation)
        return true
    }

    /// A transition starts: its coordinator takes registrations.
    func open() {
        app.coordinatorFrames.append(CoordinatorFrame())
    }

    /// The transition's animations start: the registered ones run with
    /// them. Returns how many ran, for their completions.
    func startAnimations() throws -> Int {
        guard let frame = app.coordinatorFrames.popLast() else { return 0 }
        for animation in frame.animations {
            app.note("transition coordinator: alongside animation")
            try animation()
        }
        return frame.animations.count
    }

    /// The transition ended (or was cancelled): each alongside animation's completion.
    func complete(_ count: Int, cancelled: Bool = false) {
        for _ in 0..<count {
            app.note("transition coordinator: alongside completion\(cancelled ? " (cancelled)" : "")")
        }
    }
}

extension App {
    /// The coordinator of the transition being set up: `app.transitionCoordinator.animate(alongside:)`.
    public var transitionCoordinator: TransitionCoordinator { TransitionCoordinator(app: self) }
}
