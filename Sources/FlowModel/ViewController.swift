// What every UIViewController can do, as UIKit has it on the class: the
// containment verbs custom containers call — `addChild(_:)` with the child's
// view and `didMove(toParent:)` (`embed D in C`),
// `transition(from:to:duration:options:animations:completion:)` (`replace A
// with B`), `removeFromParent()` (`unembed D`), the appearance a container
// forwards by hand (`beginAppearanceTransition(_:animated:)`,
// `endAppearanceTransition()`) — and `present`, `dismiss` and the
// presentation it is in; `show` and `showDetailViewController` are in
// ViewController+Show.swift, `allowedChildrenForUnwinding` in
// ViewController+Unwinding.swift, its place in the hierarchy (`outward`,
// `ancestors`, `presentationRoot`) in ViewController+Hierarchy.swift. UIKitModel.md, Containment ("Adding a
// child", "Removing").

/// One view controller of an app, with the verbs every `UIViewController` has. A view of the app's state for `id`, made where it
/// is needed (`App.viewController(_:)`); it holds nothing of its own:
/// `try app.viewController(shell).addChild(child)`.
public struct ViewController {
    /// The app, held strongly for the call the view is made for (a view is
    /// never kept): the compiler then reads the app's tables in place, where
    /// through an `unowned(unsafe)` reference, whose life it cannot see, it
    /// copied a table for every read (three retains and releases). The views whose
    /// transitions the clock may hold in a closure (NavigationController,
    /// PresentationChain, CustomTransition, TransitionCoordinator) keep theirs
    /// `unowned(unsafe)`, so that a transition in flight makes no cycle.
    let app: App
    /// The view controller's instance.
    public let id: InstanceID

    /// `addChild(_:)` of `child`, its view added, `didMove(toParent:)`. If
    /// this controller is on screen the child loads and appears in between;
    /// off screen with its view loaded (under a full-screen presentation, in a
    /// tab not selected), the child's view is still added to it, so it loads
    /// (seed 000, "Adding a Child View Controller to Your Content": `addChild`,
    /// `self.view.addSubview(content.view)`, `didMove`; Apple, `view`: reading it
    /// while nil calls `loadView()`) and appears with the container.
    public func addChild(_ child: InstanceID) throws {
        let container = id
        app.note("embed \(app.name(child)) in \(app.name(container))")
        app.addChild(child, to: container)
        if !app.isInWindow(container) && app.controllers.isViewLoaded(container) {
            try app.viewController(child).loadViewIfNeeded()
        } else if app.isInWindow(container) && app.viewController(container).forwardsAppearanceManually {
            // Its view joins the container's; appearing is the container's to say.
            try app.viewController(child).loadViewIfNeeded()
        } else if app.isInWindow(container) {
            try app.collapseSplitViewsIfCompact(in: child)
            try app.viewController(child).beginAppearance(appearing: true, animated: false)
            try app.viewController(child).layout()
            try app.viewController(child).endAppearance(appearing: true, animated: false)
        }
        app.emit(.callback(app.eventName(child), "didMove", app.eventName(container)))
    }

    /// `transition(from: old, to: new, …)` of this custom container, in the
    /// order containers use it — `old.willMove(toParent: nil)`, `addChild(new)`,
    /// then the transition: old's will-disappear and new's will-appear, the
    /// animation, new's did-appear and old's did-disappear; in its completion,
    /// `old.removeFromParent()` and `new.didMove(toParent:)`. Apple: the method
    /// "adds the second view controller's view to the view hierarchy and
    /// then performs the animations"; the from controller's view must be in
    /// the hierarchy and both must be children of the same container.
    /// Not animated, the transition takes no time; animated, its end — the
    /// did-phase and the completion — waits 0.3 s on the clock, held in
    /// flight inside a timeline as a push's is. (`replace A with B`.)
    public func transition(from old: InstanceID, to new: InstanceID, animated: Bool) throws {
        let container = id
        guard app.controllers.parent(of: old) == container, app.controllers.kind(of: container) == .container else {
            throw UIKitException("Children view controllers \(app.name(old)) and \(app.name(new)) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
        }
        app.note("replace \(app.name(old)) with \(app.name(new)) in \(app.name(container)) (transition(from:to:))")
        app.emit(.callback(app.eventName(old), "willMove", "nil"))
        // A child already (`replace A with B#1` of an embedded B): the app
        // added it before; no second addChild.
        let joins = app.controllers.parent(of: new) != container
        if joins { app.addChild(new, to: container) }
        let app = self.app
        // Named now: held in flight, the container may be dismissed and freed before the completion,
        // which UIKit still runs (its block holds the controllers); a name read then was `nil`, as a
        // push's was (NavigationController.push).
        let (oldName, newName, containerName) = (app.eventName(old), app.eventName(new), app.eventName(container))
        /// The completion: `old.removeFromParent()`, `new.didMove(toParent:)`.
        func complete() {
            // (A container freed meanwhile took its children with it: the block still tells them.
            // One already removed, by an earlier transition from it, hears nothing again.)
            if !app.controllers.contains(container) { app.emit(.callback(oldName, "didMove", "nil")) } else { app.removeFromParent(old) }
            app.free(old)
            if joins { app.emit(.callback(newName, "didMove", containerName)) }
        }
        let duration = animated ? Self.transitionDuration : 0
        let description = "replace \(app.name(old)) with \(app.name(new)) in \(app.name(container))"
        if !app.isInWindow(container) && app.controllers.isViewLoaded(container) {
            // Off screen, the new view still joins the container's (as `addChild` above).
            try app.viewController(new).loadViewIfNeeded()
            complete()
        } else if app.isInWindow(container) && app.viewController(container).forwardsAppearanceManually {
            try app.viewController(new).loadViewIfNeeded()
            try app.finishOrHold(description, from: old, to: new, duration: duration) { complete() }
        } else if app.isInWindow(container) {
            try app.collapseSplitViewsIfCompact(in: new)
            try app.viewController(old).beginAppearance(appearing: false, animated: animated)
            try app.viewController(new).beginAppearance(appearing: true, animated: animated)
            try app.viewController(new).layout()
            try app.finishOrHold(description, from: old, to: new, duration: duration) {
                // The incoming controller's did-appear comes first, as devices
                // log `transition(from:to:)` (a presentation's order, not a push's).
                try app.viewController(new).endAppearance(appearing: true, animated: animated)
                try app.viewController(old).endAppearance(appearing: false, animated: animated)
                complete()
            }
        } else {
            complete()
        }
    }

    /// The duration flow gives a container's animated `transition(from:to:)`
    /// (the app passes its own; 0.3 s is the common choice).
    static let transitionDuration = 0.3

    /// `removeFromParent()`: `willMove(toParent: nil)`, the view removed
    /// (disappearing if it was on screen), then the removal with its
    /// `didMove(toParent: nil)`. (`unembed D`.)
    public func removeFromParent() throws {
        let child = id
        guard let parent = app.controllers.parent(of: child) else { return }
        app.note("unembed \(app.name(child)) from \(app.name(parent))")
        app.emit(.callback(app.eventName(child), "willMove", "nil"))
        if app.isInWindow(child) && !app.viewController(parent).forwardsAppearanceManually {
            try app.viewController(child).beginAppearance(appearing: false, animated: false)
            try app.viewController(child).endAppearance(appearing: false, animated: false)
        }
        app.removeFromParent(child)
        app.free(child)
    }

    // MARK: Presentation

    /// `present(_:animated:completion:)` called on this controller. `style` is
    /// the segue's or statement's, else the presented scene's own, else
    /// `automatic`; `anchor` is a popover's source control. With
    /// `completion`, this controller's `presentCompletion` follows the
    /// transition. `animator` and `presenter` name the transitioning
    /// delegate's objects (CustomTransition.swift).
    public func present(_ presented: InstanceID, style: PresentationStyle?, transition: TransitionStyle?, animated: Bool,
                        anchor: String?, completion: Bool, animator: String? = nil,
                        presenter presentationController: String? = nil) throws {
        try app.presentations.present(presented, on: id, style: style, transition: transition, animated: animated,
                                      anchor: anchor, completion: completion, animator: animator,
                                      presenter: presentationController)
    }

    /// `dismiss(animated:completion:)` called on this controller (PresentationChain.dismiss).
    public func dismiss(animated: Bool, completion: Bool) throws {
        try app.presentations.dismiss(on: id, animated: animated, completion: completion)
    }

    /// `presentedViewController`: what this controller or one of its ancestors presents.
    public var presentedViewController: InstanceID? {
        var current: InstanceID? = id
        while let candidate = current, let step = app.controllers.read(candidate, { ($0.presented, $0.parent) }) {
            if let presented = step.0 { return presented }
            current = step.1
        }
        return nil
    }

    /// `presentingViewController`: the controller that actually presents the
    /// presentation this controller is in.
    public var presentingViewController: InstanceID? {
        app.controllers.presenting(presentationRoot)
    }

    /// The style the presentation this controller is in ended up with, after adaptation.
    public var presentationStyle: PresentationStyle? {
        app.controllers.presentationStyle(of: presentationRoot)
    }

    // MARK: Appearance forwarded by hand

    /// `beginAppearanceTransition(_:animated:)` (`begin appearing X` / `begin
    /// disappearing X`): this controller's will-phase (and its children's, as
    /// it forwards them). Called again before `endAppearanceTransition()` it
    /// is UIKit's "Unbalanced calls to begin/end appearance transitions"
    /// warning, and the callback is skipped if it would break the cycle.
    public func beginAppearanceTransition(_ appearing: Bool, animated: Bool) throws {
        if (app.controllers.read(id, { $0.pendingAppearanceTransition }) ?? nil) != nil { warnUnbalanced() }
        app.update(id) { $0.pendingAppearanceTransition = animated }
        try beginAppearance(appearing: appearing, animated: animated)
    }

    /// `endAppearanceTransition()` (`end appearance X`): the did-phase; without
    /// a begin before it, the unbalanced-calls warning and nothing else.
    public func endAppearanceTransition() throws {
        guard let animated = app.controllers.read(id, { $0.pendingAppearanceTransition }) ?? nil,
              let state = app.controllers.appearance(of: id) else {
            warnUnbalanced()
            return
        }
        app.update(id) { $0.pendingAppearanceTransition = nil }
        try endAppearance(appearing: state == .appearing, animated: animated)
    }

    /// `traitOverrides.horizontalSizeClass = width` (nil removes it), or the
    /// container's `setOverrideTraitCollection(_:forChild:)`: this controller
    /// and what it contains take `width`, and those whose size class changes
    /// are told (TraitHierarchy.swift).
    public func setWidthOverride(_ width: WidthClass?) throws {
        try TraitHierarchy(app: app).override(width, of: id)
    }

    private func warnUnbalanced() {
        app.warn("Unbalanced calls to begin/end appearance transitions for <\(app.name(id))>.")
    }
}

extension App {
    /// The view controller `id`, with UIKit's containment verbs:
    /// `try app.viewController(shell).addChild(child)`.
    public func viewController(_ id: InstanceID) -> ViewController { ViewController(app: self, id: id) }
}
