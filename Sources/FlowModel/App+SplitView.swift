// The app's split view controllers: the verbs scripts and embedders call,
// each handed to the split view's own type (SplitViewController.swift).

extension App {
    /// The split view controller `id`, as a type.
    func splitView(_ id: InstanceID) -> SplitViewController { SplitViewController(app: self, id: id) }

    /// `show column X [in Split]`: `UISplitViewController.show(_:)` (SplitViewController.show(column:)).
    public func showColumn(_ column: String, of split: InstanceID) throws { try splitView(split).show(column: column) }

    /// `hide column X [in Split]`: `UISplitViewController.hide(_:)` (SplitViewController.hide(column:)).
    public func hideColumn(_ column: String, of split: InstanceID) throws { try splitView(split).hide(column: column) }
}
