// Launch: MODEL.md, Containment ("Launch").

extension App {
    /// A new window: the initial scene and its relationship children are
    /// instantiated depth first in declaration order; what is shown loads and
    /// appears parent before child, not animated.
    public func launch() throws {
        controllers = [:]
        nextID = 1
        root = nil
        animatingNavigations = []
        presentationInProgress = false
        guard let initial = storyboard.initialScene else {
            throw UIKitException("Failed to instantiate the default view controller: the storyboard has no initial view controller")
        }
        let id = try instantiate(initial)
        root = id
        if width == .compact { collapseSplitViews(in: id) }
        try beginAppearance(id, appearing: true, animated: false)
        layout(id)
        try endAppearance(id, appearing: true, animated: false)
    }

    /// Split view controllers start collapsed in compact width (the split
    /// view behaviour itself is in App+Split).
    func collapseSplitViews(in id: InstanceID) {
        guard let controller = controllers[id] else { return }
        if controller.kind == .split { update(id) { $0.isCollapsed = true } }
        for child in controller.children { collapseSplitViews(in: child) }
    }
}
