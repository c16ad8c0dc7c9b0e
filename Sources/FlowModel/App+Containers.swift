// Custom containers: `embed D in C` / `unembed D`. UIKitModel.md, Containment
// ("Adding a child", "Removing").

extension App {
    /// `addChild(_:)`, the child's view added, `didMove(toParent:)`. If the
    /// container is on screen the child loads and appears in between.
    public func embed(_ child: InstanceID, in container: InstanceID) throws {
        note("embed \(name(child)) in \(name(container))")
        addChild(child, to: container)
        if isInWindow(container) && forwardsAppearanceManually(container) {
            // Its view joins the container's; appearing is the container's to say.
            try loadViewIfNeeded(child)
        } else if isInWindow(container) {
            try collapseSplitViewsIfCompact(in: child)
            try beginAppearance(child, appearing: true, animated: false)
            try layout(child)
            try endAppearance(child, appearing: true, animated: false)
        }
        emit(.callback(eventName(child), "didMove", eventName(container)))
    }

    /// `replace A with B`: the custom container's
    /// `transition(from:to:duration:options:animations:completion:)` in the
    /// order containers use it — `A.willMove(toParent: nil)`, `addChild(B)`,
    /// then the transition: A's will-disappear and B's will-appear, the
    /// animation, B's did-appear and A's did-disappear; in its completion,
    /// `A.removeFromParent()` and `B.didMove(toParent:)`. Apple: the method
    /// "adds the second view controller's view to the view hierarchy and
    /// then performs the animations"; the from controller's view must be in
    /// the hierarchy and both must be children of the same container.
    /// Not animated, the transition takes no time.
    public func replace(_ old: InstanceID, with new: InstanceID, animated: Bool) throws {
        guard let container = controllers.parent(of: old), controllers.kind(of: container) == .container else {
            throw UIKitException("Children view controllers \(name(old)) and \(name(new)) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
        }
        note("replace \(name(old)) with \(name(new)) in \(name(container)) (transition(from:to:))")
        emit(.callback(eventName(old), "willMove", "nil"))
        // A child already (`replace A with B#1` of an embedded B): the app
        // added it before; no second addChild.
        let joins = controllers.parent(of: new) != container
        if joins { addChild(new, to: container) }
        if isInWindow(container) && forwardsAppearanceManually(container) {
            try loadViewIfNeeded(new)
            time.now += animated ? Self.containerTransitionDuration : 0
        } else if isInWindow(container) {
            try collapseSplitViewsIfCompact(in: new)
            try beginAppearance(old, appearing: false, animated: animated)
            try beginAppearance(new, appearing: true, animated: animated)
            try layout(new)
            time.now += animated ? Self.containerTransitionDuration : 0
            // The incoming controller's did-appear comes first, as devices
            // log `transition(from:to:)` (a presentation's order, not a push's).
            try endAppearance(new, appearing: true, animated: animated)
            try endAppearance(old, appearing: false, animated: animated)
        }
        removeFromParent(old)
        free(old)
        if joins { emit(.callback(eventName(new), "didMove", eventName(container))) }
    }

    /// The duration flow gives a container's animated `transition(from:to:)`
    /// (the app passes its own; 0.3 s is the common choice).
    static let containerTransitionDuration = 0.3

    /// `willMove(toParent: nil)`, the view removed (disappearing if it was on
    /// screen), `removeFromParent()` with its `didMove(toParent: nil)`.
    public func unembed(_ child: InstanceID) throws {
        guard let parent = controllers.parent(of: child) else { return }
        note("unembed \(name(child)) from \(name(parent))")
        emit(.callback(eventName(child), "willMove", "nil"))
        if isInWindow(child) && !forwardsAppearanceManually(parent) {
            try beginAppearance(child, appearing: false, animated: false)
            try endAppearance(child, appearing: false, animated: false)
        }
        removeFromParent(child)
        free(child)
    }

    // MARK: Appearance forwarded by hand

    /// `begin appearing X` / `begin disappearing X`:
    /// `beginAppearanceTransition(_:animated:)`, X's will-phase (and its
    /// children's, as X forwards them). Called again before `end appearance`
    /// it is UIKit's "Unbalanced calls to begin/end appearance transitions"
    /// warning, and the callback is skipped if it would break the cycle.
    public func beginAppearanceTransition(_ id: InstanceID, appearing: Bool, animated: Bool) throws {
        if (controllers.read(id, { $0.pendingAppearanceTransition }) ?? nil) != nil { warnUnbalanced(id) }
        update(id) { $0.pendingAppearanceTransition = animated }
        try beginAppearance(id, appearing: appearing, animated: animated)
    }

    /// `end appearance X`: `endAppearanceTransition()`, X's did-phase; without
    /// a begin before it, the unbalanced-calls warning and nothing else.
    public func endAppearanceTransition(_ id: InstanceID) throws {
        guard let animated = controllers.read(id, { $0.pendingAppearanceTransition }) ?? nil,
              let state = controllers.appearance(of: id) else {
            warnUnbalanced(id)
            return
        }
        update(id) { $0.pendingAppearanceTransition = nil }
        try endAppearance(id, appearing: state == .appearing, animated: animated)
    }

    private func warnUnbalanced(_ id: InstanceID) {
        warn("Unbalanced calls to begin/end appearance transitions for <\(name(id))>.")
    }
}
