// Unwind segues: UnwindSegue.swift owns UIKit's search and the way back; a
// container's part of the search, `allowedChildrenForUnwinding(from:)`, is
// its own.

extension ViewController {
    /// `allowedChildrenForUnwinding(from:)`: a navigation controller's stack
    /// from the top down; other containers' children in declaration order.
    public var allowedChildrenForUnwinding: [InstanceID] {
        guard let controller = app.controller(id) else { return [] }
        switch controller.kind {
        case .navigation: return controller.children.reversed()
        case .content, .tabs, .split, .container, .pages, .search: return controller.children
        }
    }
}
