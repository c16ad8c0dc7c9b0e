// An interactive dismissal driven by a custom interactive animator: UIKitModel.md,
// Transitions and time ("Interactive"); seed 002, "Adding Interactivity to
// Your Transitions".
//
// `swipe down to P% then finish|cancel` on a presentation whose animator is
// `interactive`: the app's gesture calls `dismiss`, the transitioning
// delegate hands out the animator and, for `interactionControllerForDismissal`,
// the same object as its interactive animator, which UIKit starts with
// `startInteractiveTransition` in place of `animateTransition`. The gesture
// reports `updateInteractiveTransition(P)`. Finished, the order is that of
// the non-interactive dismissal; cancelled, the animator calls
// `completeTransition(false)`, appearance rolls back (the presenter, if it
// was coming back, disappears again; the presented controller appears
// again), then `dismissalTransitionDidEnd(false)` and `animationEnded(false)`
// — and no completion handler: the gesture's dismissal has none.
//
// Time: the finger moves at the animation's pace, so the update comes P of
// the animator's duration after the start; the rest (finish) or the way
// back (cancel) takes the remaining time.

extension App {
    func swipeDownInteractively(_ presented: InstanceID, animator: AnimatorSpec, progress: Double,
                                finish: Bool) throws {
        guard let presenter = controllers.presenting(presented) else { return }
        if presentationInProgress {
            warn("Attempt to dismiss from view controller \(name(presented)) while a presentation or dismiss is in progress")
            return
        }
        let presentedName = name(presented)
        // The animator is the one the presentation recorded (App+Gestures), so this finds it.
        guard let custom = customTransition(of: presented, animated: true) else { return }
        note(finish ? "swipe down: dismiss \(presentedName) from \(name(presenter)) (interactive)" : "swipe down: cancelled")
        let reappears = !isInWindow(presenter)
        presentationInProgress = true
        openCoordinator()
        do {
            custom.begin(presenting: false)
            try beginAppearance(presented, appearing: false, animated: true)
            if reappears { try beginAppearance(presenter, appearing: true, animated: true, followPresentations: false) }
        } catch {
            presentationInProgress = false
            coordinatorFrames.removeAll()
            throw error
        }
        emit(.callback(eventWord(animator.name), "transitionDuration"))
        emit(.callback(eventWord(animator.name), "startInteractiveTransition"))
        // The animator puts the presenter's view back as it starts.
        if reappears { try layout(presenter) }
        let alongside = try startAlongside()
        time.now += progress * animator.duration
        emit(.callback(eventWord(animator.name), "updateInteractiveTransition", eventWord(Self.percent(progress))))

        func end() throws {
            presentationInProgress = false
            custom.complete(completed: finish)
            completeAlongside(alongside, cancelled: !finish)
            if finish {
                if reappears { try endAppearance(presenter, appearing: true, animated: true, followPresentations: false) }
                try endAppearance(presented, appearing: false, animated: true)
                custom.end(presenting: false, completed: true)
                update(presenter) { $0.presented = nil }
                free(presented)
            } else {
                if reappears {
                    try beginAppearance(presenter, appearing: false, animated: true, followPresentations: false)
                    try endAppearance(presenter, appearing: false, animated: true, followPresentations: false)
                }
                try beginAppearance(presented, appearing: true, animated: true)
                try endAppearance(presented, appearing: true, animated: true)
                custom.end(presenting: false, completed: false)
            }
            custom.finish(completed: finish)
        }
        let remaining = (finish ? 1 - progress : progress) * animator.duration
        try finishOrHold("swipe down from \(presentedName)", from: presented, to: presenter, duration: remaining, end)
    }
}
