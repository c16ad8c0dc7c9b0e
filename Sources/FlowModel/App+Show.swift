// `show(_:sender:)` and `showDetailViewController(_:sender:)`: MODEL.md, Segues.

/// How `show` / `showDetail` was routed.
public enum ShowRoute: Hashable, Sendable {
    /// Pushed on this navigation controller.
    case push(InstanceID)
    /// Replaced this split view controller's secondary column.
    case replaceSecondary(InstanceID)
    /// Presented modally from the source.
    case present
}

extension App {
    /// `show(_:sender:)` from `source`: `targetViewController(forAction:)`
    /// walks up from the source through parents; a navigation controller
    /// pushes; a collapsed split view shows in its primary column's
    /// navigation controller; otherwise the destination is presented modally
    /// from the source with its own (or the automatic) style.
    @discardableResult
    public func show(_ destination: InstanceID, from source: InstanceID, animated: Bool) throws -> ShowRoute {
        var current: InstanceID? = source
        while let candidate = current, let controller = controllers[candidate] {
            if controller.kind == .navigation {
                try push(destination, onto: candidate, animated: animated)
                return .push(candidate)
            }
            if controller.kind == .split, controller.isCollapsed, let navigation = primaryNavigation(of: candidate) {
                try push(destination, onto: navigation, animated: animated)
                return .push(navigation)
            }
            current = controller.parent
        }
        try present(destination, on: source, style: nil, transition: nil, animated: animated, anchor: nil, completion: false)
        return .present
    }

    /// `showDetailViewController(_:sender:)` from `source`: a split view
    /// replaces its secondary when expanded and pushes onto the primary's
    /// navigation controller when collapsed; elsewhere it is presented modally.
    @discardableResult
    public func showDetail(_ destination: InstanceID, from source: InstanceID, animated: Bool) throws -> ShowRoute {
        var current: InstanceID? = source
        while let candidate = current, let controller = controllers[candidate] {
            if controller.kind == .split {
                if controller.isCollapsed {
                    if let navigation = primaryNavigation(of: candidate) {
                        try push(destination, onto: navigation, animated: animated)
                        return .push(navigation)
                    }
                } else {
                    try replaceSecondary(of: candidate, with: destination)
                    return .replaceSecondary(candidate)
                }
            }
            current = controller.parent
        }
        try present(destination, on: source, style: nil, transition: nil, animated: animated, anchor: nil, completion: false)
        return .present
    }

    /// Sets an instance variable (the runtime owns their meaning; the model
    /// keeps them with the instance so they live and die with it).
    public func setVariable(_ name: String, to value: Value, in instance: InstanceID) {
        update(instance) { $0.variables[name] = value }
    }

    /// Frees an instance that was instantiated but never joined the
    /// hierarchy (a segue whose perform did not happen).
    public func discard(_ instance: InstanceID) {
        guard !isAttached(instance) else { return }
        free(instance)
    }
}
