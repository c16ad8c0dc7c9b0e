// UINavigationController: UIKitModel.md, Containment ("Navigation controller").

extension App {
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
    public func push(_ child: InstanceID, onto navigation: InstanceID, animated: Bool) throws {
        try push(child, onto: navigation, animated: animated, announce: true)
    }

    /// A push; `announce: false` when the caller has said in the trace why
    /// and where it pushes (a `show` segue).
    func push(_ child: InstanceID, onto navigation: InstanceID, animated: Bool, announce: Bool) throws {
        // An instance already on this stack (named `Detail#1`): UIKit's
        // NSInvalidArgumentException; the stack stays as it is.
        if controllers.children(of: navigation).contains(child) {
            throw UIKitException("Pushing the same view controller instance more than once is not supported (\(name(child)))")
        }
        if controllers.kind(of: child) == .navigation {
            free(child)
            throw UIKitException("Pushing a navigation controller is not supported")
        }
        if animatingNavigations.contains(navigation) {
            free(child)
            warn("nested push animation can result in corrupted navigation bar")
            return
        }
        if announce { note(.concatenation(["push ", name(child), " on ", name(navigation)])) }
        let top = controllers.read(navigation) { $0.children.last } ?? nil
        let onScreen = isInWindow(navigation)
        addChild(child, to: navigation)
        guard onScreen else {
            emit(.callback(eventName(child), "didMove", eventName(navigation)))
            return
        }
        if animated { animatingNavigations.insert(navigation) }
        openCoordinator()
        try loadViewIfNeeded(child)
        if let top { try beginAppearance(top, appearing: false, animated: animated) }
        try beginAppearance(child, appearing: true, animated: animated)
        try layout(child)
        let alongside = try startAlongside()
        // The animation takes its time (App+Clock.swift); a nested push or
        // pop is refused until it ends.
        func finish() throws {
            animatingNavigations.remove(navigation)
            completeAlongside(alongside)
            if let top { try endAppearance(top, appearing: false, animated: animated) }
            try endAppearance(child, appearing: true, animated: animated)
            emit(.callback(eventName(child), "didMove", eventName(navigation)))
        }
        let duration = animated ? Self.navigationDuration : 0
        try finishOrHold("push \(name(child)) on \(name(navigation))", from: top, to: child, duration: duration, finish)
    }

    /// `popViewController(animated:)`: `B.willMove(nil)`, `B.viewWillDisappear`,
    /// `A.viewWillAppear`, `B.viewDidDisappear`, `A.viewDidAppear`,
    /// `B.didMove(nil)`. A stack of one does nothing.
    public func pop(_ navigation: InstanceID, animated: Bool) throws {
        let stack = controllers.children(of: navigation)
        guard stack.count > 1 else { return }
        try pop(navigation, to: stack[stack.count - 2], animated: animated)
    }

    /// `popToRootViewController(animated:)`.
    public func popToRoot(_ navigation: InstanceID, animated: Bool) throws {
        let stack = controllers.children(of: navigation)
        guard let first = stack.first, stack.count > 1 else { return }
        try pop(navigation, to: first, animated: animated)
    }

    /// `popToViewController(_:animated:)`: one transition. Only the top and
    /// the destination get appearance callbacks; the hidden ones in between
    /// only leave the container.
    public func pop(_ navigation: InstanceID, to destination: InstanceID, animated: Bool) throws {
        let stack = controllers.children(of: navigation)
        guard let index = stack.firstIndex(of: destination), index < stack.count - 1 else { return }
        if animatingNavigations.contains(navigation) {
            warn("nested pop animation can result in corrupted navigation bar")
            return
        }
        let removed = Array(stack[(index + 1)...].reversed())
        let top = stack[stack.count - 1]
        var text = ["pop "]
        text.reserveCapacity(2 * removed.count + 3)
        appendNames(removed, to: &text)
        text += [" from ", name(navigation)]
        note(.concatenation(text))
        for id in removed { emit(.callback(eventName(id), "willMove", "nil")) }
        func finishRemoval() {
            for id in removed {
                removeFromParent(id)
                free(id)
            }
        }
        guard isInWindow(navigation) else {
            finishRemoval()
            return
        }
        if animated { animatingNavigations.insert(navigation) }
        openCoordinator()
        try beginAppearance(top, appearing: false, animated: animated)
        try beginAppearance(destination, appearing: true, animated: animated)
        try layout(destination)
        let alongside = try startAlongside()
        func finish() throws {
            animatingNavigations.remove(navigation)
            completeAlongside(alongside)
            try endAppearance(top, appearing: false, animated: animated)
            try endAppearance(destination, appearing: true, animated: animated)
            finishRemoval()
        }
        let duration = animated ? Self.navigationDuration : 0
        try finishOrHold("pop \(name(top)) from \(name(navigation))", from: top, to: destination, duration: duration, finish)
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
    public func setViewControllers(_ stack: [InstanceID], of navigation: InstanceID, animated: Bool = false) throws {
        if Set(stack).count != stack.count {
            throw UIKitException("All view controllers in a navigation controller must be distinct")
        }
        if stack.contains(where: { controllers.kind(of: $0) == .navigation }) {
            throw UIKitException("Pushing a navigation controller is not supported")
        }
        if animatingNavigations.contains(navigation) {
            warn("nested push animation can result in corrupted navigation bar")
            return
        }
        let old = controllers.children(of: navigation)
        let leaving = old.filter { !stack.contains($0) }
        let joining = stack.filter { !old.contains($0) }
        note("set \(name(navigation)) viewControllers [\(stack.map { name($0) }.joined(separator: ", "))]")
        for id in leaving { emit(.callback(eventName(id), "willMove", "nil")) }
        for id in joining { emit(.callback(eventName(id), "willMove", eventName(navigation))) }
        update(navigation) { $0.children = stack }
        for id in joining { update(id) { $0.parent = navigation } }
        let oldTop = old.last
        let newTop = stack.last
        func finishContainment() {
            for id in leaving {
                update(id) { $0.parent = nil }
                emit(.callback(eventName(id), "didMove", "nil"))
                free(id)
            }
            for id in joining { emit(.callback(eventName(id), "didMove", eventName(navigation))) }
        }
        guard isInWindow(navigation), oldTop != newTop, let newTop else { return finishContainment() }
        if animated {
            animatingNavigations.insert(navigation)
            openCoordinator()
        }
        try loadViewIfNeeded(newTop)
        if let oldTop { try beginAppearance(oldTop, appearing: false, animated: animated) }
        try beginAppearance(newTop, appearing: true, animated: animated)
        try layout(newTop)
        let alongside = animated ? try startAlongside() : nil
        func finish() throws {
            if animated { animatingNavigations.remove(navigation) }
            if let alongside { completeAlongside(alongside) }
            if let oldTop { try endAppearance(oldTop, appearing: false, animated: animated) }
            try endAppearance(newTop, appearing: true, animated: animated)
            finishContainment()
        }
        let duration = animated ? Self.navigationDuration : 0
        try finishOrHold("set \(name(navigation)) viewControllers", from: oldTop, to: newTop, duration: duration, finish)
    }

    /// The navigation controller nearest to `id`: itself, or its closest ancestor.
    public func nearestNavigation(from id: InstanceID) -> InstanceID? {
        var current: InstanceID? = id
        while let candidate = current, let kind = controllers.kind(of: candidate) {
            if kind == .navigation { return candidate }
            current = controllers.parent(of: candidate)
        }
        return nil
    }
}
