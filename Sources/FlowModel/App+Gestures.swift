// Interactive gestures: UIKitModel.md, Presentation ("Sheets") and Transitions and
// time ("Interactive"). The event orders are modelled here; the virtual clock
// that spreads them over time is part of the transitions work.
//
// A swipe that finishes has the order of its non-interactive transition. A
// cancelled one rolls appearance back and leaves the hierarchy as it was;
// UIKitModel.md lists only appearance callbacks for it, so no containment
// callbacks are emitted for a pop that did not happen (device logs agree on
// the appearance part: https://stackoverflow.com/questions/18927878).

extension App {
    /// `swipe back to P% then cancel|finish`: the system's interactive pop of
    /// the visible navigation controller, with one
    /// `Nav.updateInteractiveTransition(P)`. Nothing happens on a stack of one.
    public func swipeBack(progress: Double, finish: Bool) throws {
        guard let top = visible, let navigation = nearestNavigation(from: top),
              let stack = controllers[navigation]?.children, stack.count > 1 else {
            note("swipe back: nothing to pop")
            return
        }
        let leaving = stack[stack.count - 1]
        let revealed = stack[stack.count - 2]
        if animatingNavigations.contains(navigation) {
            warn("nested pop animation can result in corrupted navigation bar")
            return
        }
        note(finish ? "swipe back: pop \(name(leaving)) from \(name(navigation))" : "swipe back: cancelled")
        if finish { emit(.callback(eventName(leaving), "willMove", "nil")) }
        animatingNavigations.insert(navigation)
        openCoordinator()
        try beginAppearance(leaving, appearing: false, animated: true)
        try beginAppearance(revealed, appearing: true, animated: true)
        // The revealed view joins the hierarchy as the gesture starts.
        try layout(revealed)
        let alongside = try startAlongside()
        // The finger moves at the animation's pace; when it lets go the rest
        // of the animation (finish) or its way back (cancel) takes its time.
        time.now += progress * Self.navigationDuration
        emit(.callback(eventName(navigation), "updateInteractiveTransition", eventWord(Self.percent(progress))))
        func end() throws {
            animatingNavigations.remove(navigation)
            completeAlongside(alongside, cancelled: !finish)
            if finish {
                try endAppearance(leaving, appearing: false, animated: true)
                try endAppearance(revealed, appearing: true, animated: true)
                removeFromParent(leaving)
                free(leaving)
            } else {
                try beginAppearance(revealed, appearing: false, animated: true)
                try endAppearance(revealed, appearing: false, animated: true)
                try beginAppearance(leaving, appearing: true, animated: true)
                try endAppearance(leaving, appearing: true, animated: true)
            }
        }
        let remaining = (finish ? 1 - progress : progress) * Self.navigationDuration
        try finishOrHold("swipe back from \(name(leaving))", from: leaving, to: revealed, duration: remaining, end)
    }

    /// `swipe down to P% then cancel|finish` on the topmost presentation, a
    /// sheet (iOS 13 and later). A scene that is modal in presentation
    /// refuses: `presentationControllerDidAttemptToDismiss`. Otherwise
    /// `presentationControllerShouldDismiss`, `…WillDismiss`,
    /// `viewWillDisappear`, then either `viewDidDisappear` and
    /// `presentationControllerDidDismiss` (finish), or `viewWillAppear` and
    /// `viewDidAppear` again (cancel). The presenter's views stay, so it gets
    /// no callbacks. A programmatic `dismiss` calls none of these delegate methods.
    public func swipeDown(progress: Double, finish: Bool) throws {
        if let presented = topmostPresentation, presented != root,
           let animator = controllers[presented]?.animator.flatMap({ storyboard.animators[$0] }), animator.isInteractive {
            try swipeDownInteractively(presented, animator: animator, progress: progress, finish: finish)
            return
        }
        guard let sheet = topmostPresentation, sheet != root,
              let style = controllers[sheet]?.presentationStyle, style.isSheet,
              !storyboard.usesPreSheetRules, let presenter = controllers.presenting(sheet) else {
            note("swipe down: no sheet to dismiss")
            return
        }
        let sheetName = eventName(sheet)
        // Above its smallest detent a sheet settles lower instead (SheetPresentationController.swift).
        if self.sheet(sheet).swipeDownToSmallerDetent(finish: finish) { return }
        if let modal = modalInPresentation(within: sheet) {
            note("swipe down: \(name(modal)) is modal in presentation")
            emit(.callback(sheetName, "presentationControllerDidAttemptToDismiss"))
            return
        }
        if presentationInProgress {
            warn("Attempt to dismiss from view controller \(sheetName.text) while a presentation or dismiss is in progress")
            return
        }
        // The delegate's presentationControllerShouldDismiss: false refuses,
        // and UIKit tells it the person tried (Apple: "If the delegate
        // returns false, UIKit calls presentationControllerDidAttemptToDismiss").
        if try listener?.app(self, shouldDismiss: sheet) == false {
            note("swipe down: \(sheetName.text)'s delegate refuses (presentationControllerShouldDismiss)")
            emit(.callback(sheetName, "presentationControllerShouldDismiss"))
            emit(.callback(sheetName, "presentationControllerDidAttemptToDismiss"))
            return
        }
        note(finish ? "swipe down: dismiss \(sheetName.text) from \(name(presenter))" : "swipe down: cancelled")
        emit(.callback(sheetName, "presentationControllerShouldDismiss"))
        emit(.callback(sheetName, "presentationControllerWillDismiss"))
        try beginAppearance(sheet, appearing: false, animated: true)
        // On the clock: the finger drags P of the sheet's 0.5 s animation,
        // then the sheet goes the rest of the way or back. The sheet's own
        // gesture is not held by a timeline: it ends within the statement.
        time.now += progress * Self.modalDuration
        if finish {
            time.now += (1 - progress) * Self.modalDuration
            try endAppearance(sheet, appearing: false, animated: true)
            emit(.callback(sheetName, "presentationControllerDidDismiss"))
            update(presenter) { $0.presented = nil }
            free(sheet)
        } else {
            try beginAppearance(sheet, appearing: true, animated: true)
            time.now += progress * Self.modalDuration
            try endAppearance(sheet, appearing: true, animated: true)
        }
    }

    /// The controller on screen in the presented sheet that refuses its
    /// interactive dismissal: the sheet itself or any child it shows (a
    /// navigation controller's top, a tab bar's selected tab). UIKit honours
    /// `isModalInPresentation` of a view controller "while it is onscreen"
    /// (Apple's `isModalInPresentation`), which is how the compose sheet of
    /// WWDC19's "Modernizing Your UI for iOS 13" holds: its root inside the
    /// presented navigation controller sets it.
    func modalInPresentation(within sheet: InstanceID) -> InstanceID? {
        firstShown(within: sheet) { controllers[$0].flatMap({ storyboard.scenes[$0.scene] })?.isModalInPresentation == true }
    }

    /// The first controller on screen within `root` (itself, then the
    /// children each shows, depth first) that `matches`: where a sheet's
    /// delegate-like answers are looked for, as the root of a presented
    /// navigation controller gives them.
    public func firstShown(within root: InstanceID, where matches: (InstanceID) throws -> Bool) rethrows -> InstanceID? {
        var pending = [root]
        while let id = pending.popLast() {
            if try matches(id) { return id }
            pending.append(contentsOf: shownChildren(id).reversed())
        }
        return nil
    }

    /// A progress as events spell it: `40%`.
    static func percent(_ progress: Double) -> String {
        let value = progress * 100
        let rounded = value.rounded()
        return abs(value - rounded) < 1e-9 ? "\(Int(rounded))%" : "\(value)%"
    }
}
