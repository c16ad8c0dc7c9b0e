// Presentation and dismissal: UIKitModel.md, Presentation and Dismissal.
//
// Who presents is decided by the presentation-context walk; the style by
// `automatic` resolution and adaptation to the width class; whether the
// presenter's views go away by the resolved style (rule 4). The callback
// orders are UIKit's and differ from a push: the presented controller's
// `viewDidAppear` comes before the presenter's `viewDidDisappear`.

/// How a controller is presented, recorded on the root of a presented tree (`Controller.presentation`):
/// what `present` asked, what adaptation made of it, and the objects the presentation keeps for its
/// dismissal. Who presents it is `Controller.presenting`.
public struct PresentationState: Hashable, Sendable {
    /// The style the presentation ended up with, after adaptation.
    public internal(set) var style: PresentationStyle?
    /// The style asked for (segue, statement or the scene's own), before adaptation.
    public internal(set) var requestedStyle: PresentationStyle?
    /// The animator its transitioning delegate hands out (`animator A`), kept for its dismissal.
    public internal(set) var animator: String?
    /// Its custom presentation controller (`presenter P`, style `custom`).
    public internal(set) var presentationController: String?
    /// A popover's anchor control.
    public internal(set) var popoverAnchor: String?
    /// A sheet's selected detent (`selectedDetentIdentifier`); nil for the smallest of its detents.
    public internal(set) var selectedDetent: Detent?
}

/// The window's chain of presented view controllers: what UIViewController's
/// `present(_:animated:completion:)` and `dismiss(animated:completion:)` do,
/// and the gestures that dismiss a sheet (PresentationChain+Gestures.swift).
/// A view of the app's state, made where it is needed (`App.presentations`);
/// it holds nothing of its own: each controller records what it presents and
/// who presents it (`Controller.presented`, `.presenting`).
struct PresentationChain {
    /// Not held: a transition the clock holds keeps this view in its closure,
    /// and the app keeps the closure (`ViewController.app` says why the others hold it).
    unowned(unsafe) let app: App

    /// `present(_:animated:completion:)` called on `receiver`. `style` is the
    /// segue's or statement's, else the presented scene's own, else
    /// `automatic`; `anchor` is a popover's source control. With
    /// `completion`, `receiver.presentCompletion` follows the transition.
    /// `animator` and `presenter` name the transitioning delegate's objects
    /// (CustomTransition.swift).
    ///
    /// `label` is what the trace says in place of the style (`search` for a
    /// search controller, whose presentation is UIKit's own);
    /// `afterWillPhase` runs once the will-phase is over, as the animation
    /// starts, and `afterAppearing` once the presented controller has
    /// appeared, before the completion (a search controller's results
    /// updater and delegate are told then).
    func present(_ presented: InstanceID, on receiver: InstanceID, style: PresentationStyle?,
                 transition: TransitionStyle?, animated: Bool, anchor: String?, completion: Bool,
                 animator: String? = nil, presenter presentationController: String? = nil,
                 label: String? = nil, afterWillPhase: (() throws -> Void)? = nil,
                 afterAppearing: (() throws -> Void)? = nil) throws {
        let scene = app.declaration(of: presented)
        let presentedName = app.name(presented)
        // An instance that is already on screen (named `Detail#1`): UIKit's
        // NSInvalidArgumentException, before anything else. Nothing is freed:
        // the instance stays where it is.
        if let presenting = app.controllers.presenting(presented) {
            throw UIKitException("Application tried to present modally a view controller \(presentedName) that is "
                                 + "already being presented by \(app.name(presenting)).")
        }
        if app.isAttached(presented) {
            throw UIKitException("Application tried to present modally an active controller \(presentedName).")
        }
        let alertStyle = scene?.alertStyle
        let requested = alertStyle.map(alertPresentationStyle) ?? style ?? scene?.modalPresentationStyle ?? .automatic
        let presenter = presentationContext(for: receiver, style: requested)

        // Rule 1: one presentation at a time, from a controller not already presenting.
        if app.presentationInProgress {
            app.discard(presented)
            app.warn("Attempt to present \(presentedName) on \(refusedOn(presenter, from: receiver, before14: receiver)) while a presentation is in progress")
            return
        }
        // Rule 6: the receiver's view must be in the window, which in its `viewWillAppear` it is not yet.
        // Asked before rule 1's "already presenting": a controller a full-screen presentation took
        // out of the window is told it is not in the window hierarchy, as devices log it
        // (velog.io/@jaewoong0624: `navigationController.present(…)` under a `.fullScreen`
        // presentation; fulldecent/FDTake#5: a tab bar controller with a modal up); one whose view a
        // sheet leaves in the window is "already presenting".
        guard app.isInWindow(receiver), !app.isAboutToJoinWindow(receiver) else {
            app.discard(presented)
            app.warn("Attempt to present \(presentedName) on \(refusedOn(presenter, from: receiver, before14: receiver)) whose view is not in the window hierarchy")
            return
        }
        if let busy = [receiver, presenter].first(where: { app.controllers.presented(by: $0) != nil }),
           let current = app.controllers.presented(by: busy) {
            app.discard(presented)
            app.warn("Attempt to present \(presentedName) on \(refusedOn(busy, from: receiver, before14: busy)) which is already presenting \(app.name(current))")
            return
        }

        let resolved = adapt(resolve(requested), for: presented)
        // `none` only answers an adaptive delegate ("Do not use this style to present a view
        // controller", Apple): UIKit finds no presentation controller for it and raises.
        if resolved == .none {
            app.discard(presented)
            throw UIKitException("The specified modal presentation style doesn't have a corresponding presentation controller.")
        }
        if resolved == .popover && anchor == nil && alertStyle == .actionSheet {
            app.discard(presented)
            throw UIKitException("Your application has presented a UIAlertController (\(presentedName)) of style "
                                 + "UIAlertControllerStyleActionSheet from \(app.name(receiver)). The modalPresentationStyle of a "
                                 + "UIAlertController with this style is UIModalPresentationPopover. You must provide location "
                                 + "information for this popover through the alert controller's popoverPresentationController. "
                                 + "You must provide either a sourceView and sourceRect or a barButtonItem.  If this "
                                 + "information is not known when you present the alert controller, you may provide it in "
                                 + "the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.")
        }
        if resolved == .popover && anchor == nil {
            app.discard(presented)
            // Raised only when the popover is shown as a popover: in compact width it adapts first.
            throw UIKitException("UIPopoverPresentationController (\(presentedName)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
        }
        var transitionStyle = alertStyle == nil ? transition ?? scene?.modalTransitionStyle : nil
        // Before iOS 18 there is no zoom: the default transition runs.
        if transitionStyle == .zoom && !app.storyboard.hasZoomTransition { transitionStyle = nil }
        if requested.usesCurrentContext, let contextScene = app.declaration(of: presenter),
           contextScene.providesPresentationContextTransitionStyle {
            transitionStyle = contextScene.modalTransitionStyle ?? transitionStyle
        }
        // Apple, UIModalTransitionStyle.partialCurl: "supported only if … you use the fullScreen modal
        // presentation style … a different presentation style triggers an exception" (its text as
        // apps report it: react-native-inappbrowser issue 130, a page sheet on iOS 13).
        if transitionStyle == .partialCurl && resolved != .fullScreen {
            app.discard(presented)
            throw UIKitException("Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller \(presentedName).")
        }

        app.note(.concatenation(["present ", app.name(presented), " on ", app.name(presenter), " (",
                             label ?? Self.styleText(resolved, alert: alertStyle),
                             transitionStyle.map { ", " + $0.rawValue } ?? "", ")"]))
        app.noteJoining(presented, under: presenter, as: "presenting", "on",
                    hint: " (a 'repeat' that presents without dismissing?)")
        app.update(presenter) { $0.presented = presented }
        app.update(presented) { controller in
            controller.presenting = presenter
            controller.presentation.requestedStyle = requested
            controller.presentation.style = resolved
            controller.presentation.popoverAnchor = anchor
            controller.presentation.animator = animator
            controller.presentation.presentationController = presentationController
        }
        let removesPresenter = removesPresenterViews(style: resolved, presenter: presentationController)
        let custom = customTransition(of: presented, animated: animated)

        // Rule 5: B.viewDidLoad, A.viewWillDisappear, B.viewWillAppear,
        // B.viewDidAppear, A.viewDidDisappear, then the completion; a custom
        // transition's callbacks around them (CustomTransition.swift).
        app.transitionFlags.beingPresented.insert(presented)
        let alongside = try beginTransition({
            try app.viewController(presented).loadViewIfNeeded()
            try app.collapseSplitViewsIfCompact(in: presented)
            if let custom { custom.begin(presenting: true) }
            if removesPresenter {
                try app.viewController(presenter).beginAppearance(appearing: false, animated: animated, followPresentations: false)
            }
            try app.viewController(presented).beginAppearance(appearing: true, animated: animated)
            if let custom { custom.animate(presenting: true) }
            try app.viewController(presented).layout()
        }, afterAnimationsStart: afterWillPhase)
        let duration = Self.duration(of: custom, animated: animated)
        func finish() throws {
            completeTransition(custom, alongside: alongside)
            try app.viewController(presented).endAppearance(appearing: true, animated: animated)
            app.transitionFlags.beingPresented.remove(presented)
            if removesPresenter {
                try app.viewController(presenter).endAppearance(appearing: false, animated: animated, followPresentations: false)
            }
            if let custom { custom.end(presenting: true, completed: true) }
            try afterAppearing?()
            if completion { app.emit(.callback(app.eventName(receiver), "presentCompletion")) }
            if let custom { custom.finish(completed: true) }
        }
        try app.finishOrHold("present \(presentedName) on \(app.name(presenter))", from: presenter, to: presented, duration: duration, finish)
    }

    /// The will phase of a presentation or a dismissal, run with UIKit's "presentation in progress"
    /// set and the transition coordinator open, then its animations started (and `afterAnimationsStart`,
    /// a caller's own step); the count of alongside animations started. On an error the flag drops
    /// and the coordinator's frames go before it is thrown on.
    private func beginTransition(_ willPhase: () throws -> Void,
                                 afterAnimationsStart: (() throws -> Void)? = nil) throws -> Int {
        app.presentationInProgress = true
        app.transitionCoordinator.open()
        do {
            try willPhase()
            let alongside = try app.transitionCoordinator.startAnimations()
            try afterAnimationsStart?()
            return alongside
        } catch {
            app.presentationInProgress = false
            app.coordinatorFrames.removeAll()
            throw error
        }
    }

    /// How long a presentation's or a dismissal's animation takes (App+Clock.swift): its custom
    /// animator's duration, else UIKit's modal one; UIKit refuses another presentation until it ends.
    private static func duration(of custom: CustomTransition?, animated: Bool) -> Double {
        animated ? custom?.animator?.duration ?? App.modalDuration : 0
    }

    /// The first steps of a presentation's or a dismissal's end: the flag drops, the custom
    /// transition completes, the coordinator's alongside animations complete.
    private func completeTransition(_ custom: CustomTransition?, alongside: Int) {
        app.presentationInProgress = false
        if let custom { custom.complete(completed: true) }
        app.transitionCoordinator.complete(alongside)
    }

    /// How UIKit's warning about a refused presentation names its controllers: `on` the controller
    /// that would present, `(from …)` the one `present` was called on. Device logs since iOS 14 say
    /// both, "[Presentation] Attempt to present <B> on <UINavigationController> (from <A>) which is
    /// already presenting <C>."; iOS 13's said "on <A>" alone ("Warning: Attempt to present <B> on
    /// <A> whose view is not in the window hierarchy!"): `before14` is the controller named then.
    private func refusedOn(_ presenter: InstanceID, from receiver: InstanceID, before14: InstanceID) -> String {
        guard app.storyboard.presentationRulesRelease >= Self.namesTheCallerSinceIOS else { return app.name(before14) }
        return "\(app.name(presenter)) (from \(app.name(receiver)))"
    }

    /// The first release whose presentation warnings name the caller, `(from …)`.
    static let namesTheCallerSinceIOS = 14

    /// `dismiss(animated:completion:)` called on `receiver`: if it (or an
    /// ancestor) presents, what it presents goes; otherwise the presentation
    /// it is in. A chain above goes with it: only the top animates, the ones
    /// between that were on screen (sheets under a sheet) disappear without
    /// animation after it, the covered ones leave without callbacks, and the
    /// controller that becomes visible appears again only if its content had
    /// been removed.
    ///
    /// `afterDisappearing` runs once the dismissed controllers have
    /// disappeared, before the completion (a search controller's delegate is told then).
    func dismiss(on receiver: InstanceID, animated: Bool, completion: Bool,
                 afterDisappearing: (() throws -> Void)? = nil) throws {
        let receiverName = app.eventName(receiver)
        let presenter: InstanceID
        if let direct = app.viewController(receiver).presentedViewController, let owner = app.controllers.presenting(direct) {
            presenter = owner
        } else if let owner = app.viewController(receiver).presentingViewController {
            presenter = owner
        } else {
            return  // nothing presented: nothing happens
        }
        if app.presentationInProgress {
            app.warn("Attempt to dismiss from view controller \(app.name(receiver)) while a presentation or dismiss is in progress")
            return
        }
        guard let first = app.controllers.presented(by: presenter) else { return }
        var chain = [first]
        while let next = app.controllers.presented(by: chain[chain.count - 1]) { chain.append(next) }
        let top = chain[chain.count - 1]
        var text = ["dismiss "]
        text.reserveCapacity(2 * chain.count + 3)
        app.appendNames(chain.reversed(), to: &text)
        text += [" from ", app.name(presenter)]
        app.note(.concatenation(text))

        let presenterReturn = PresenterReturn(presenter, in: app)
        let reappears = presenterReturn == .reappears
        let custom = customTransition(of: top, animated: animated)
        // The sheets under the top that show: "simply removed from the stack" (Apple), each told.
        let shownBetween = chain.dropLast().reversed().filter { app.isInWindow($0) }
        // B.viewWillDisappear, A.viewWillAppear, A.viewDidAppear, B.viewDidDisappear, then the completion.
        app.transitionFlags.beingDismissed.formUnion(chain)
        let alongside = try beginTransition({
            if let custom { custom.begin(presenting: false) }
            try app.viewController(top).beginAppearance(appearing: false, animated: animated)
            for id in shownBetween {
                try app.viewController(id).beginAppearance(appearing: false, animated: false, followPresentations: false)
            }
            if reappears {
                try app.viewController(presenter).beginAppearance(appearing: true, animated: animated, followPresentations: false)
            }
            if let custom { custom.animate(presenting: false) }
            if reappears { try app.viewController(presenter).layout() }
        })
        let duration = Self.duration(of: custom, animated: animated)
        func finish() throws {
            completeTransition(custom, alongside: alongside)
            if reappears {
                try app.viewController(presenter).endAppearance(appearing: true, animated: animated, followPresentations: false)
            }
            try app.viewController(top).endAppearance(appearing: false, animated: animated)
            for id in shownBetween {
                try app.viewController(id).endAppearance(appearing: false, animated: false, followPresentations: false)
            }
            if let custom { custom.end(presenting: false, completed: true) }
            if presenterReturn == .returnsUntold { app.viewController(presenter).rejoinWindowUntold() }
            app.update(presenter) { $0.presented = nil }
            app.free(first)
            app.transitionFlags.beingDismissed.subtract(chain)
            try afterDisappearing?()
            if completion { app.emit(.callback(receiverName, "dismissCompletion")) }
            if let custom { custom.finish(completed: true) }
        }
        try app.finishOrHold("dismiss \(app.name(top)) from \(app.name(presenter))", from: top, to: presenter, duration: duration, finish)
    }
}

/// How the presenter of a presentation being dismissed comes back to the window.
enum PresenterReturn: Equatable {
    /// It never left (a sheet, a popover, an over-full-screen presentation kept its views).
    case stayed
    /// It appears again, with its callbacks.
    case reappears
    /// It is back without a callback: it is inside a popover (`ViewController.rejoinWindowUntold`).
    case returnsUntold

    init(_ presenter: InstanceID, in app: App) {
        if app.isInWindow(presenter) {
            self = .stayed
        } else {
            self = app.viewController(presenter).isInsidePopover ? .returnsUntold : .reappears
        }
    }
}
