// What a view controller's appearance callbacks can ask of the transition that runs them:
// UIViewController's `isMovingToParent`, `isMovingFromParent`, `isBeingPresented` and
// `isBeingDismissed`. Apps read them in `viewWillDisappear` to tell a pop (the back button, a
// swipe back) from another disappearance — a swipe back that is cancelled answers true too, as it
// began the pop (the alpha-wallet-ios pull request 5146 found its coordinator removed by one) —
// and in `viewWillAppear` to tell a first presentation from a return. Apple's pages: each
// "returns true only when called from inside" the appear (or disappear) methods.

/// The controllers each kind of transition moves while it runs (`App.transitionFlags`).
struct TransitionFlags {
    var movingToParent: Set<InstanceID> = []
    var movingFromParent: Set<InstanceID> = []
    var beingPresented: Set<InstanceID> = []
    var beingDismissed: Set<InstanceID> = []
}

extension ViewController {
    /// `isMovingToParent`: pushed (or joining a new stack) while its appearance runs.
    public var isMovingToParent: Bool { app.transitionFlags.movingToParent.contains(id) }
    /// `isMovingFromParent`: popped (or leaving a stack, or swiped back) while its disappearance runs.
    public var isMovingFromParent: Bool { app.transitionFlags.movingFromParent.contains(id) }
    /// `isBeingPresented`: the root of a presentation while its appearance runs.
    public var isBeingPresented: Bool { app.transitionFlags.beingPresented.contains(id) }
    /// `isBeingDismissed`: a presented controller while its dismissal runs.
    public var isBeingDismissed: Bool { app.transitionFlags.beingDismissed.contains(id) }
}
