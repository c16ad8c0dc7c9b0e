// The app's split view controllers: the verbs scripts and embedders call,
// each handed to the split view's own type (SplitViewController.swift).

extension App {
    /// The split view controller `id`, as UIKit's type: `try app.splitView(split).hide(column: .primary)`.
    public func splitView(_ id: InstanceID) -> SplitViewController { SplitViewController(app: self, id: id) }
}
