// Custom containers: `embed D in C` / `unembed D`. UIKitModel.md, Containment
// ("Adding a child", "Removing").

extension App {
    /// `addChild(_:)`, the child's view added, `didMove(toParent:)`. If the
    /// container is on screen the child loads and appears in between.
    public func embed(_ child: InstanceID, in container: InstanceID) throws {
        note("embed \(name(child)) in \(name(container))")
        addChild(child, to: container)
        if isInWindow(container) {
            try collapseSplitViewsIfCompact(in: child)
            try beginAppearance(child, appearing: true, animated: false)
            layout(child)
            try endAppearance(child, appearing: true, animated: false)
        }
        emit(.callback(name(child), "didMove", name(container)))
    }

    /// `willMove(toParent: nil)`, the view removed (disappearing if it was on
    /// screen), `removeFromParent()` with its `didMove(toParent: nil)`.
    public func unembed(_ child: InstanceID) throws {
        guard let parent = controllers[child]?.parent else { return }
        note("unembed \(name(child)) from \(name(parent))")
        emit(.callback(name(child), "willMove", "nil"))
        if isInWindow(child) {
            try beginAppearance(child, appearing: false, animated: false)
            try endAppearance(child, appearing: false, animated: false)
        }
        removeFromParent(child)
        free(child)
    }
}
