// The gestures that dismiss a presentation: UIKitModel.md, Presentation ("Sheets",
// "Popover") and Transitions and time ("Interactive"): a swipe down a sheet, a tap
// outside a popover. A swipe that finishes has the order
// of its non-interactive dismissal; a cancelled one rolls appearance back and
// leaves the chain as it was.
//
// An interactive dismissal driven by a custom interactive animator (seed 002,
// "Adding Interactivity to Your Transitions"): the app's gesture calls
// `dismiss`, the transitioning delegate hands out the animator and, for
// `interactionControllerForDismissal`, the same object as its interactive
// animator, which UIKit starts with `startInteractiveTransition` in place of
// `animateTransition`. The gesture reports `updateInteractiveTransition(P)`.
// Finished, the order is that of the non-interactive dismissal; cancelled, the
// animator calls `completeTransition(false)`, appearance rolls back (the
// presenter, if it was coming back, disappears again; the presented controller
// appears again), then `dismissalTransitionDidEnd(false)` and
// `animationEnded(false)` — and no completion handler: the gesture's dismissal
// has none. Time: the finger moves at the animation's pace, so the update comes
// P of the animator's duration after the start; the rest (finish) or the way
// back (cancel) takes the remaining time.

extension PresentationChain {
    /// `swipe down to P% then cancel|finish` on the topmost presentation, a
    /// sheet (iOS 13 and later). A scene that is modal in presentation
    /// refuses: `presentationControllerDidAttemptToDismiss`. Otherwise
    /// `presentationControllerShouldDismiss`, `…WillDismiss`,
    /// `viewWillDisappear`, then either `viewDidDisappear` and
    /// `presentationControllerDidDismiss` (finish), or `viewWillAppear` and
    /// `viewDidAppear` again (cancel). The presenter's views stay, so it gets
    /// no callbacks. A programmatic `dismiss` calls none of these delegate methods.
    func swipeDown(progress: Double, finish: Bool) throws {
        if let presented = app.topmostPresentation, presented != app.root,
           let animator = app.controllers[presented]?.presentation.animator.flatMap({ app.storyboard.animators[$0] }), animator.isInteractive {
            try swipeDownInteractively(presented, animator: animator, progress: progress, finish: finish)
            return
        }
        // A controller pushed with the zoom transition (iOS 18) is popped by a downward pan as by the swipe back.
        if let visible = app.visible, app.viewController(visible).isZoomed, let navigation = app.controllers.parent(of: visible),
           app.controllers.kind(of: navigation) == .navigation, app.controllers.children(of: navigation).last == visible,
           app.viewController(navigation).presentationRoot == app.topmostPresentation {
            try app.navigation(navigation).swipeBack(progress: progress, finish: finish, gesture: "swipe down (zoom)")
            return
        }
        // A sheet, or a presentation with the zoom transition in any style.
        guard let sheet = app.topmostPresentation, sheet != app.root,
              let style = app.controllers[sheet]?.presentation.style,
              (style.isSheet && !app.storyboard.usesPreSheetRules) || app.viewController(sheet).isZoomed,
              let presenter = app.controllers.presenting(sheet) else {
            app.note("swipe down: no sheet to dismiss")
            return
        }
        let sheetName = app.eventName(sheet)
        // Above its smallest detent a sheet settles lower instead (SheetPresentationController.swift).
        if app.sheet(sheet).swipeDownToSmallerDetent(finish: finish) { return }
        if refusesAsModal(sheet, gesture: "swipe down") { return }
        if app.presentationInProgress {
            app.warn("Attempt to dismiss from view controller \(sheetName.text) while a presentation or dismiss is in progress")
            return
        }
        if try delegateRefuses(sheet, gesture: "swipe down") { return }
        app.note(finish ? "swipe down: dismiss \(sheetName.text) from \(app.name(presenter))" : "swipe down: cancelled")
        app.emit(.callback(sheetName, "presentationControllerShouldDismiss"))
        app.emit(.callback(sheetName, "presentationControllerWillDismiss"))
        // A zoomed full-screen presentation removed the presenter's views: they come back.
        let presenterReturn = PresenterReturn(presenter, in: app)
        let reappears = presenterReturn == .reappears
        app.transitionFlags.beingDismissed.insert(sheet)
        defer { app.transitionFlags.beingDismissed.remove(sheet) }
        try app.viewController(sheet).beginAppearance(appearing: false, animated: true)
        if reappears {
            try app.viewController(presenter).beginAppearance(appearing: true, animated: true, followPresentations: false)
        }
        // On the clock: the finger drags P of the sheet's 0.5 s animation,
        // then the sheet goes the rest of the way or back. The sheet's own
        // gesture is not held by a timeline: it ends within the statement.
        app.time.now += progress * App.modalDuration
        if finish {
            app.time.now += (1 - progress) * App.modalDuration
            if reappears {
                try app.viewController(presenter).endAppearance(appearing: true, animated: true, followPresentations: false)
            }
            try app.viewController(sheet).endAppearance(appearing: false, animated: true)
            app.emit(.callback(sheetName, "presentationControllerDidDismiss"))
            if presenterReturn == .returnsUntold { app.viewController(presenter).rejoinWindowUntold() }
            app.update(presenter) { $0.presented = nil }
            app.free(sheet)
        } else {
            // Coming back, the sheet is no longer being dismissed.
            app.transitionFlags.beingDismissed.remove(sheet)
            if reappears {
                try app.viewController(presenter).beginAppearance(appearing: false, animated: true, followPresentations: false)
                try app.viewController(presenter).endAppearance(appearing: false, animated: true, followPresentations: false)
            }
            try app.viewController(sheet).beginAppearance(appearing: true, animated: true)
            app.time.now += progress * App.modalDuration
            try app.viewController(sheet).endAppearance(appearing: true, animated: true)
        }
    }

    /// Whether a person's dismissal of `presented` by `gesture` is refused because it, or a controller
    /// it shows, is modal in presentation: UIKit tells the delegate the person tried.
    private func refusesAsModal(_ presented: InstanceID, gesture: String) -> Bool {
        guard let modal = modalInPresentation(within: presented) else { return false }
        app.note("\(gesture): \(app.name(modal)) is modal in presentation")
        app.emit(.callback(app.eventName(presented), "presentationControllerDidAttemptToDismiss"))
        return true
    }

    /// Whether the delegate's presentationControllerShouldDismiss refuses a person's dismissal of
    /// `presented` by `gesture`; UIKit then tells it the person tried (Apple: "If the delegate
    /// returns false, UIKit calls presentationControllerDidAttemptToDismiss").
    private func delegateRefuses(_ presented: InstanceID, gesture: String) throws -> Bool {
        guard try app.listener?.app(app, shouldDismiss: presented) == false else { return false }
        let name = app.eventName(presented)
        app.note("\(gesture): \(name.text)'s delegate refuses (presentationControllerShouldDismiss)")
        app.emit(.callback(name, "presentationControllerShouldDismiss"))
        app.emit(.callback(name, "presentationControllerDidAttemptToDismiss"))
        return true
    }

    /// The controller on screen in the presented sheet that refuses its
    /// interactive dismissal: the sheet itself or any child it shows (a
    /// navigation controller's top, a tab bar's selected tab). UIKit honours
    /// `isModalInPresentation` of a view controller "while it is onscreen"
    /// (Apple's `isModalInPresentation`), which is how the compose sheet of
    /// WWDC19's "Modernizing Your UI for iOS 13" holds: its root inside the
    /// presented navigation controller sets it.
    func modalInPresentation(within sheet: InstanceID) -> InstanceID? {
        app.viewController(sheet).firstShown { app.declared($0, \.isModalInPresentation) == true }
    }

    private func swipeDownInteractively(_ presented: InstanceID, animator: AnimatorSpec, progress: Double,
                                finish: Bool) throws {
        guard let presenter = app.controllers.presenting(presented) else { return }
        if app.presentationInProgress {
            app.warn("Attempt to dismiss from view controller \(app.name(presented)) while a presentation or dismiss is in progress")
            return
        }
        let presentedName = app.name(presented)
        // The animator is the one the presentation recorded (App+Gestures), so this finds it.
        guard let custom = customTransition(of: presented, animated: true) else { return }
        app.note(finish ? "swipe down: dismiss \(presentedName) from \(app.name(presenter)) (interactive)" : "swipe down: cancelled")
        let presenterReturn = PresenterReturn(presenter, in: app)
        let reappears = presenterReturn == .reappears
        app.presentationInProgress = true
        app.transitionCoordinator.open()
        app.transitionFlags.beingDismissed.insert(presented)
        do {
            custom.begin(presenting: false)
            try app.viewController(presented).beginAppearance(appearing: false, animated: true)
            if reappears {
                try app.viewController(presenter).beginAppearance(appearing: true, animated: true, followPresentations: false)
            }
        } catch {
            app.presentationInProgress = false
            app.coordinatorFrames.removeAll()
            throw error
        }
        app.emit(.callback(app.eventWord(animator.name), "transitionDuration"))
        app.emit(.callback(app.eventWord(animator.name), "startInteractiveTransition"))
        // The animator puts the presenter's view back as it starts.
        if reappears { try app.viewController(presenter).layout() }
        let alongside = try app.transitionCoordinator.startAnimations()
        app.time.now += progress * animator.duration
        app.emit(.callback(app.eventWord(animator.name), "updateInteractiveTransition", app.eventWord(EventSpelling.percent(progress))))

        func end() throws {
            defer { app.transitionFlags.beingDismissed.remove(presented) }
            // Cancelled, it comes back: no longer being dismissed as it reappears.
            if !finish { app.transitionFlags.beingDismissed.remove(presented) }
            app.presentationInProgress = false
            custom.complete(completed: finish)
            app.transitionCoordinator.complete(alongside, cancelled: !finish)
            if finish {
                if reappears {
                    try app.viewController(presenter).endAppearance(appearing: true, animated: true, followPresentations: false)
                }
                try app.viewController(presented).endAppearance(appearing: false, animated: true)
                custom.end(presenting: false, completed: true)
                if presenterReturn == .returnsUntold { app.viewController(presenter).rejoinWindowUntold() }
                app.update(presenter) { $0.presented = nil }
                app.free(presented)
            } else {
                if reappears {
                    try app.viewController(presenter).beginAppearance(appearing: false, animated: true, followPresentations: false)
                    try app.viewController(presenter).endAppearance(appearing: false, animated: true, followPresentations: false)
                }
                try app.viewController(presented).beginAppearance(appearing: true, animated: true)
                try app.viewController(presented).endAppearance(appearing: true, animated: true)
                custom.end(presenting: false, completed: false)
            }
            custom.finish(completed: finish)
        }
        let remaining = (finish ? 1 - progress : progress) * animator.duration
        try app.finishOrHold("swipe down from \(presentedName)", from: presented, to: presenter, duration: remaining, end)
    }

    /// A tap outside a popover shown as a popover dismisses it (UIKit's
    /// dimming view), as a person's dismissal the delegate is told of; so does
    /// a tap on the dimmed area beside a page or form sheet in regular width
    /// (iOS 13's sheets on an iPad: Apple, isModalInPresentation, "UIKit
    /// ignores events outside the view controller's bounds" when it is true).
    func tapOutside() throws {
        guard let top = app.topmostPresentation, top != app.root,
              let style = app.controllers[top]?.presentation.style,
              style == .popover || (style.isSheet && app.width == .regular && !app.storyboard.usesPreSheetRules)
                || showsDimmingAbove(top),
              let presenter = app.controllers.presenting(top) else { return }
        // A person's dismissal, as a swipe down a sheet is (iOS 13's presentation controller delegate;
        // Apple deprecated popoverPresentationControllerShouldDismissPopover for
        // presentationControllerShouldDismiss): `modal in presentation` ignores the tap ("UIKit
        // ignores events outside the view controller's bounds", isModalInPresentation), and the
        // delegate may refuse.
        let name = app.eventName(top)
        if app.storyboard.usesPreSheetRules {
            try tapOutsidePopoverBeforeIOS13(top, presenter: presenter)
            return
        }
        if try refusesAsModal(top, gesture: "tap outside") || delegateRefuses(top, gesture: "tap outside") { return }
        app.emit(.callback(name, "presentationControllerShouldDismiss"))
        app.emit(.callback(name, "presentationControllerWillDismiss"))
        try dismiss(on: presenter, animated: true, completion: false)
        app.emit(.callback(name, "presentationControllerDidDismiss"))
    }

    /// Whether `top` is a sheet resting below full height in compact width at a dimmed detent
    /// (`detents medium, large`, shown at medium): the dimming view above it takes a tap and
    /// dismisses it, as a person's dismissal (SwiftUIBackports' `presentationUndimmed`: with it,
    /// "touches will no longer dismiss the sheet automatically when tapping outside of the
    /// sheet"; danielsaidi's "Undimmed presentation detents in SwiftUI", 2022: a map under a
    /// small sheet "will hide the sheet when you tap on it"). At full height (large) flow keeps
    /// the sheet, as before: no source says a tap on the strip above a full sheet dismisses it.
    /// At or below an undimmed detent the presenter takes the tap (`leavesPresenterInteractive`).
    private func showsDimmingAbove(_ top: InstanceID) -> Bool {
        let sheet = app.sheet(top)
        guard let current = sheet.selectedDetent, !sheet.leavesPresenterInteractive else { return false }
        return current.height < Detent.large.height
    }

    /// A tap outside a popover before iOS 13, whose presentation controller delegate has none of
    /// the `presentationController…Dismiss` methods ("iOS 13.0+"): the popover's delegate is asked
    /// `popoverPresentationControllerShouldDismissPopover(_:)` ("called in response to
    /// user-initiated attempts to dismiss the popover", iOS 8.0–13.0) and, once the popover is
    /// gone, told `popoverPresentationControllerDidDismissPopover(_:)`; a refusal tells it
    /// nothing more (no "did attempt" then). `modal in presentation` stands for what the app set
    /// then, `isModalInPopover`: "the popover controller ignores interactions outside its bounds",
    /// without asking the delegate.
    private func tapOutsidePopoverBeforeIOS13(_ popover: InstanceID, presenter: InstanceID) throws {
        let name = app.eventName(popover)
        if let modal = modalInPresentation(within: popover) {
            app.note("tap outside: \(app.name(modal)) is modal in popover")
            return
        }
        let refuses = try app.listener?.app(app, shouldDismiss: popover) == false
        if refuses { app.note("tap outside: \(name.text)'s delegate refuses (popoverPresentationControllerShouldDismissPopover)") }
        app.emit(.callback(name, "popoverPresentationControllerShouldDismissPopover"))
        if refuses { return }
        try dismiss(on: presenter, animated: true, completion: false)
        app.emit(.callback(name, "popoverPresentationControllerDidDismissPopover"))
    }
}
