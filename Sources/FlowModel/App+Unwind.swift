// Unwind segues: the verbs scripts and embedders call, each handed to the
// unwind segue's own type (UnwindSegue.swift), and the containers' part of
// the search.

extension App {
    /// Fires the unwind segue `identifier` for `action` from `source` (its
    /// `shouldPerformSegue` already asked): the search, `prepare`, the
    /// action, the way back — animated unless the segue says not (Interface
    /// Builder's "Animates" box on an exit segue, `animated false` here).
    /// Returns the destination; nil when no controller performs the action
    /// (UIKit then does nothing; the trace says so).
    @discardableResult
    public func unwind(action: String, identifier: String, from source: InstanceID, animated: Bool = true,
                       responder: UnwindResponder) throws -> InstanceID? {
        try UnwindSegue(app: self, action: action, source: source, responder: responder)
            .perform(identifier: identifier, animated: animated)
    }

    /// The first controller, other than the source, that implements the
    /// action and can perform it: from the source's parent outwards (then the
    /// presenting controller), each visited container's allowed children —
    /// their own subtrees first — before the container itself.
    public func unwindDestination(action: String, from source: InstanceID,
                                  responder: UnwindResponder) throws -> InstanceID? {
        var visits: [UnwindVisit]?
        return try UnwindSegue(app: self, action: action, source: source, responder: responder)
            .destination(visits: &visits)
    }

    /// Every controller the search asks, in UIKit's order, with its answer,
    /// up to the one that performs the action: what `:why-not` shows. It asks
    /// `canPerformUnwindSegueAction` as the real search does (the trace
    /// records it), so run it on an app that can be thrown away.
    public func unwindSearchPath(action: String, from source: InstanceID,
                                 responder: UnwindResponder) throws -> [UnwindVisit] {
        var visits: [UnwindVisit]? = []
        _ = try UnwindSegue(app: self, action: action, source: source, responder: responder)
            .destination(visits: &visits)
        return visits ?? []
    }

    /// `allowedChildrenForUnwinding(from:)`: a navigation controller's stack
    /// from the top down; other containers' children in declaration order.
    public func allowedChildrenForUnwinding(_ id: InstanceID) -> [InstanceID] {
        guard let controller = controller(id) else { return [] }
        switch controller.kind {
        case .navigation: return controller.children.reversed()
        case .content, .tabs, .split, .container, .pages, .search: return controller.children
        }
    }
}
