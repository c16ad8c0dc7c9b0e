// UINavigationController: UIKitModel.md, Containment ("Navigation controller").
//
// One navigation controller's stack and its transitions: push, pop, pop to
// a controller or the root, and replacing the stack. While a push or pop
// animates (`App.animatingNavigations`), a push waits for it to end
// (`App.deferredPushes`) and a pop or a new stack is refused.

/// One navigation controller of an app. A view of the app's state for
/// `id`, made where it is needed (`App.navigation(_:)`); it holds nothing of
/// its own. Scripts and embedders call UIKit's verbs on it, as on a
/// `UINavigationController`: `try app.navigation(nav).push(detail, animated: true)`.
public struct NavigationController {
    /// Not held: a transition the clock holds keeps this view in its closure,
    /// and the app keeps the closure (`ViewController.app` says why the others hold it).
    unowned(unsafe) let app: App
    /// The navigation controller's instance.
    public let id: InstanceID

    /// Whether navigation controllers may be pushed onto this one: it is the primary of a
    /// collapsed split view. Collapsing sets UIKit's private `_allowNestedNavigationControllers`
    /// on the primary (`-[UISplitViewController _setAllowNestedNavigationControllers:]` on the
    /// primary for collapsing, else column 0, in UIKit's collapse), since it pushes the secondary
    /// navigation controller there; the app's own push or `setViewControllers` of one goes through
    /// then too. WireGuard's tunnel list, collapsed: `navController.setViewControllers([self,
    /// tunnelDetailNC], animated:)`. Anywhere else it is UIKit's exception, and so it is once the
    /// split has expanded again: whether UIKit clears the flag then is not documented.
    var allowsNestedNavigationControllers: Bool {
        guard let split = app.controllers.parent(of: id), app.controllers.kind(of: split) == .split,
              app.controllers[split]?.split.isCollapsed == true else { return false }
        return app.controllers.children(of: split).first == id
    }

    /// `pushViewController(_:animated:)`. Push of B over A (animated or not,
    /// same order): `B.willMove(Nav)`, `B.viewDidLoad`, `A.viewWillDisappear`,
    /// `B.viewWillAppear`, `A.viewDidDisappear`, `B.viewDidAppear`,
    /// `B.didMove(Nav)`. Off screen, only the containment callbacks.
    ///
    /// Source: UIKitModel.md; device logs agree, e.g. http://readke.com/c/0Z41505102021.html
    /// (B viewDidLoad, A viewWillDisappear, B viewWillAppear, A viewDidDisappear,
    /// B viewDidAppear). `didMove(toParent:)` comes when the transition is
    /// complete (Apple, UIViewController.didMove(toParent:): "after the
    /// transition to the new controller is complete or, if there is no
    /// transition, immediately after calling addChild").
    ///
    /// `announce: false` when the caller has said in the trace why and where
    /// it pushes (a `show` segue). `nesting: true` when a collapsed split view
    /// shows a detail: a navigation controller is pushed whole then, as
    /// collapsing pushes a secondary navigation controller onto the primary's
    /// (Apple, `collapseSecondaryViewController(_:for:)`: UINavigationController
    /// "responds by pushing the secondary view controller onto its navigation
    /// stack"), where any other push of one is UIKit's exception.
    public func push(_ child: InstanceID, animated: Bool, announce: Bool = true, nesting: Bool = false) throws {
        let navigation = id
        // An instance already on this stack (named `Detail#1`): UIKit's
        // NSInvalidArgumentException; the stack stays as it is.
        if app.controllers.children(of: navigation).contains(child) {
            throw UIKitException("Pushing the same view controller instance more than once is not supported (\(app.name(child)))")
        }
        if app.controllers.kind(of: child) == .navigation && !nesting && !allowsNestedNavigationControllers {
            app.free(child)
            throw UIKitException("Pushing a navigation controller is not supported")
        }
        // A split view controller is not pushed either, but without an exception: UIKit logs
        // "Split View Controllers cannot be pushed to a Navigation Controller" and the stack stays
        // as it was (apps wrap one in a plain container to push it: PushableSplitViewController).
        if app.controllers.kind(of: child) == .split {
            app.free(child)
            app.warn("Split View Controllers cannot be pushed to a Navigation Controller \(app.name(navigation))")
            return
        }
        // UIKit's navigation bar logs this since iOS 11 (its wording before: "…in corrupted navigation
        // bar"), and the push still happens once the running transition ends: `viewControllers` "isn't
        // updated synchronously" meanwhile (Open Radar 44091459), "several view controllers were pushed"
        // by fast taps (Open Radar 37068517), and a segue performed twice leaves the screen twice on the
        // stack, behind a back button that shows it again (the warning's usual story). A decompiled
        // `_UINavigationBarItemStack` (public GitHub text) logs it in `pushItem:` and still adds the
        // item; its `popItem:` logs "nested pop animation can result in a corrupted navigation bar".
        if app.animatingNavigations.contains(navigation) {
            app.warn("nested push animation can result in a corrupted navigation bar")
            app.deferredPushes[navigation, default: []].append(DeferredPush(child: child, animated: animated))
            return
        }
        if announce {
            app.note(.concatenation(["push ", app.name(child), " on ", app.name(navigation), app.viewController(child).isZoomed ? " (zoom)" : ""]))
        }
        let top = app.controllers.read(navigation) { $0.children.last } ?? nil
        let onScreen = isShowing(top: top)
        app.addChild(child, to: navigation)
        guard onScreen else {
            app.emit(.callback(app.eventName(child), "didMove", app.eventName(navigation)))
            return
        }
        // Named now: a hook of the push's rest may pop the child, not animated, and free it before
        // this last callback, which UIKit still sends it (its completion holds the controller); a
        // name read then was `nil.didMove(Nav)` (the twelfth session's review).
        let (childName, navigationName) = (app.eventName(child), app.eventName(navigation))
        app.transitionFlags.movingToParent.insert(child)
        try transition(from: top, to: child, animated: animated, loadsArriving: true, coordinated: true,
                       describedAs: "push \(app.name(child)) on \(app.name(navigation))") {
            app.transitionFlags.movingToParent.remove(child)
            app.emit(.callback(childName, "didMove", navigationName))
        }
    }

    /// Whether the navigation controller shows `top` for a transition to start from: it is in the
    /// window, and not still appearing with a top that has not begun to appear. A push from the
    /// top's `viewDidLoad` as the navigation controller first appears (at launch, or as it is
    /// presented) comes before its view is in the window: only the containment callbacks, and the
    /// pushed controller is what appears (`ViewController.beginAppearance`), not an animated push
    /// from a controller that never appeared.
    private func isShowing(top: InstanceID?) -> Bool {
        guard app.isInWindow(id) else { return false }
        guard app.controllers.appearance(of: id) == .appearing, let top else { return true }
        return app.controllers.appearance(of: top) != .disappeared
    }

    /// `popViewController(animated:)`: `B.willMove(nil)`, `B.viewWillDisappear`,
    /// `A.viewWillAppear`, `B.viewDidDisappear`, `A.viewDidAppear`,
    /// `B.didMove(nil)`. A stack of one does nothing.
    public func pop(animated: Bool) throws {
        let stack = app.controllers.children(of: id)
        guard stack.count > 1 else { return }
        try pop(to: stack[stack.count - 2], animated: animated)
    }

    /// `popToRootViewController(animated:)`.
    public func popToRoot(animated: Bool) throws {
        let stack = app.controllers.children(of: id)
        guard let first = stack.first, stack.count > 1 else { return }
        try pop(to: first, animated: animated)
    }

    /// `popToViewController(_:animated:)`: one transition. Only the top and
    /// the destination get appearance callbacks; the hidden ones in between
    /// only leave the container.
    public func pop(to destination: InstanceID, animated: Bool) throws {
        let navigation = id
        let stack = app.controllers.children(of: navigation)
        guard let index = stack.firstIndex(of: destination), index < stack.count - 1 else { return }
        if app.animatingNavigations.contains(navigation) {
            app.warn("nested pop animation can result in a corrupted navigation bar")
            return
        }
        let removed = Array(stack[(index + 1)...].reversed())
        if refusesWhileSearchIsPresented(over: removed) { return }
        let top = stack[stack.count - 1]
        var text = ["pop "]
        text.reserveCapacity(2 * removed.count + 3)
        app.appendNames(removed, to: &text)
        text += [" from ", app.name(navigation)]
        app.note(.concatenation(text))
        for id in removed { app.emit(.callback(app.eventName(id), "willMove", "nil")) }
        app.transitionFlags.movingFromParent.formUnion(removed)
        func finishRemoval() {
            app.transitionFlags.movingFromParent.subtract(removed)
            for id in removed {
                app.removeFromParent(id)
                app.free(id)
            }
        }
        guard app.isInWindow(navigation) else {
            finishRemoval()
            return
        }
        try transition(from: top, to: destination, animated: animated, loadsArriving: false, coordinated: true,
                       describedAs: "pop \(app.name(top)) from \(app.name(navigation))", completion: finishRemoval)
    }

    /// Whether the navigation controller presents the search controller of one of `leaving` (a
    /// scene with a search that does not define the presentation context, whose active search
    /// the navigation controller presents): UIKit leaves the stack as it is and logs it (a pop of
    /// such a scene, Stack Overflow's "UISearchController persisting after segue": "popToViewController:
    /// transition: called on <UINavigationController> while an existing transition or presentation
    /// is occurring; the navigation stack will not be updated"). flow says the same for a new stack
    /// that would leave the scene: either would take the presented search controller with it.
    private func refusesWhileSearchIsPresented(over leaving: [InstanceID]) -> Bool {
        guard let presented = app.controllers.presented(by: id),
              leaving.contains(where: { app.controllers.read($0, { $0.search.controller }) == presented }) else { return false }
        app.warn("popToViewController:transition: called on \(app.name(id)) while an existing transition or presentation "
                 + "is occurring; the navigation stack will not be updated")
        return true
    }

    /// `viewControllers = stack` (`setViewControllers(_:animated: false)`):
    /// one transition to the new top, not animated. Controllers joining get
    /// `willMove(toParent:)` first and `didMove(toParent:)` last; those
    /// leaving get `willMove(toParent: nil)` first and `didMove(toParent: nil)`
    /// last, and are freed. When the top changes, it is a push's order when
    /// the new top was not on the stack and a pop's when it was — the same
    /// callbacks here, since neither is animated: the old top's
    /// `viewWillDisappear`, the new top's `viewWillAppear`, `viewDidDisappear`,
    /// `viewDidAppear`. Apple, setViewControllers(_:animated:): "If the view
    /// controller is currently in the stack, but is not the topmost item, this
    /// method uses a pop transition; if it is the topmost item, no transition
    /// is performed. If the view controller is not on the stack, this method
    /// uses a push transition."
    /// Animated (`setViewControllers(_:animated: true)`), the same order with
    /// `animated` true, the transition taking the navigation controller's
    /// 0.35 s on the clock (held like a push's), the joining and leaving
    /// controllers' did-moves at its end.
    public func setViewControllers(_ stack: [InstanceID], animated: Bool = false) throws {
        let navigation = id
        if Set(stack).count != stack.count {
            throw UIKitException("All view controllers in a navigation controller must be distinct")
        }
        if !allowsNestedNavigationControllers, stack.contains(where: { app.controllers.kind(of: $0) == .navigation }) {
            throw UIKitException("Pushing a navigation controller is not supported")
        }
        if app.animatingNavigations.contains(navigation) {
            app.warn("nested push animation can result in a corrupted navigation bar")
            return
        }
        let old = app.controllers.children(of: navigation)
        let leaving = old.filter { !stack.contains($0) }
        if refusesWhileSearchIsPresented(over: leaving) { return }
        let joining = stack.filter { !old.contains($0) }
        app.note("set \(app.name(navigation)) viewControllers [\(stack.map { app.name($0) }.joined(separator: ", "))]")
        for id in leaving { app.emit(.callback(app.eventName(id), "willMove", "nil")) }
        for id in joining { app.emit(.callback(app.eventName(id), "willMove", app.eventName(navigation))) }
        app.update(navigation) { $0.children = stack }
        for id in joining { app.update(id) { $0.parent = navigation } }
        let oldTop = old.last
        let newTop = stack.last
        app.transitionFlags.movingFromParent.formUnion(leaving)
        app.transitionFlags.movingToParent.formUnion(joining)
        func finishContainment() {
            app.transitionFlags.movingFromParent.subtract(leaving)
            app.transitionFlags.movingToParent.subtract(joining)
            for id in leaving {
                app.update(id) { $0.parent = nil }
                app.emit(.callback(app.eventName(id), "didMove", "nil"))
                app.free(id)
            }
            for id in joining { app.emit(.callback(app.eventName(id), "didMove", app.eventName(navigation))) }
        }
        guard app.isInWindow(navigation), oldTop != newTop, let newTop else { return finishContainment() }
        // Not animated, the setter has no transition coordinator: no alongside animations run.
        try transition(from: oldTop, to: newTop, animated: animated, loadsArriving: true, coordinated: animated,
                       describedAs: "set \(app.name(navigation)) viewControllers", completion: finishContainment)
    }

    /// The transition every change of the stack on screen makes, a push's, a pop's or a new
    /// stack's: the leaving top's will-disappear and the arriving one's will-appear, the layout
    /// pass, the alongside animations of a coordinated transition, then, when the animation ends
    /// (the clock holds it for 0.35 s when animated, App+Clock.swift, and refuses a nested push or
    /// pop meanwhile), the did-phase and `completion`, the containment callbacks that come last.
    private func transition(from leaving: InstanceID?, to arriving: InstanceID, animated: Bool, loadsArriving: Bool,
                            coordinated: Bool, describedAs description: @autoclosure () -> String,
                            completion: @escaping () throws -> Void) throws {
        let navigation = id
        if animated { app.animatingNavigations.insert(navigation) }
        if coordinated { app.transitionCoordinator.open() }
        if loadsArriving { try app.viewController(arriving).loadViewIfNeeded() }
        if let leaving { try app.viewController(leaving).beginAppearance(appearing: false, animated: animated) }
        try app.viewController(arriving).beginAppearance(appearing: true, animated: animated)
        try app.viewController(arriving).layout()
        let alongside = coordinated ? try app.transitionCoordinator.startAnimations() : nil
        func finish() throws {
            app.animatingNavigations.remove(navigation)
            if let alongside { app.transitionCoordinator.complete(alongside) }
            if let leaving { try app.viewController(leaving).endAppearance(appearing: false, animated: animated) }
            try app.viewController(arriving).endAppearance(appearing: true, animated: animated)
            try completion()
            try runDeferredPushes()
        }
        try app.finishOrHold(description(), from: leaving, to: arriving, duration: animated ? App.navigationDuration : 0, finish)
    }

    /// The pushes asked for while the transition that just ended ran, in order: each waits for the
    /// transition the one before it starts (its end runs the rest), without a second warning. After
    /// an exception the rest are dropped, as the app would have stopped.
    private func runDeferredPushes() throws {
        while !app.animatingNavigations.contains(id), var pushes = app.deferredPushes[id], !pushes.isEmpty {
            let next = pushes.removeFirst()
            app.deferredPushes[id] = pushes.isEmpty ? nil : pushes
            do {
                try push(next.child, animated: next.animated)
            } catch {
                for dropped in app.deferredPushes.removeValue(forKey: id) ?? [] { app.free(dropped.child) }
                throw error
            }
        }
    }

    /// `swipe back to P% then cancel|finish`: the system's interactive pop,
    /// with one `Nav.updateInteractiveTransition(P)`. Nothing happens on a stack of one.
    ///
    /// `gesture` is how the trace names it: a downward pan pops a controller
    /// pushed with the zoom transition (iOS 18) the same way.
    func swipeBack(progress: Double, finish: Bool, gesture: String = "swipe back") throws {
        let navigation = id
        let stack = app.controllers.children(of: navigation)
        guard stack.count > 1 else {
            app.note("\(gesture): nothing to pop")
            return
        }
        let leaving = stack[stack.count - 1]
        let revealed = stack[stack.count - 2]
        if app.animatingNavigations.contains(navigation) {
            app.warn("nested pop animation can result in a corrupted navigation bar")
            return
        }
        app.note(finish ? "\(gesture): pop \(app.name(leaving)) from \(app.name(navigation))" : "\(gesture): cancelled")
        // The gesture begins the pop (the navigation bar's delegate is asked as it starts, onegray/
        // UIViewController-BackButtonHandler#5), so the leaving controller hears willMove(nil) before
        // anyone knows how the swipe ends, a cancelled one too: only didMove(nil) waits for the end
        // (FeatherweightLabs/FeatherweightRouter#9: every callback but didMove "fires before the view is
        // fully swiped away", falsely when the person does not swipe it away in the end).
        app.emit(.callback(app.eventName(leaving), "willMove", "nil"))
        app.transitionFlags.movingFromParent.insert(leaving)
        app.animatingNavigations.insert(navigation)
        app.transitionCoordinator.open()
        try app.viewController(leaving).beginAppearance(appearing: false, animated: true)
        try app.viewController(revealed).beginAppearance(appearing: true, animated: true)
        // The revealed view joins the hierarchy as the gesture starts.
        try app.viewController(revealed).layout()
        let alongside = try app.transitionCoordinator.startAnimations()
        // The finger moves at the animation's pace; when it lets go the rest
        // of the animation (finish) or its way back (cancel) takes its time.
        app.time.now += progress * App.navigationDuration
        app.emit(.callback(app.eventName(navigation), "updateInteractiveTransition", app.eventWord(EventSpelling.percent(progress))))
        func end() throws {
            defer { app.transitionFlags.movingFromParent.remove(leaving) }
            // Cancelled, it stays: no longer moving from its parent as it reappears.
            if !finish { app.transitionFlags.movingFromParent.remove(leaving) }
            app.animatingNavigations.remove(navigation)
            app.transitionCoordinator.complete(alongside, cancelled: !finish)
            if finish {
                try app.viewController(leaving).endAppearance(appearing: false, animated: true)
                try app.viewController(revealed).endAppearance(appearing: true, animated: true)
                app.removeFromParent(leaving)
                app.free(leaving)
            } else {
                try app.viewController(revealed).beginAppearance(appearing: false, animated: true)
                try app.viewController(revealed).endAppearance(appearing: false, animated: true)
                try app.viewController(leaving).beginAppearance(appearing: true, animated: true)
                try app.viewController(leaving).endAppearance(appearing: true, animated: true)
            }
            try runDeferredPushes()
        }
        let remaining = (finish ? 1 - progress : progress) * App.navigationDuration
        try app.finishOrHold("swipe back from \(app.name(leaving))", from: leaving, to: revealed, duration: remaining, end)
    }
}

/// A push asked for while its navigation controller's transition ran (`App.deferredPushes`).
struct DeferredPush {
    let child: InstanceID
    let animated: Bool
}
