// The window's root replaced after launch: UIKitModel.md, Containment ("Replacing the window's root").

extension App {
    /// `window.rootViewController = new`, set while the window shows: a new
    /// instance of `scene` (its relationship children with it) becomes the
    /// window's root, and the old root's hierarchy leaves the window and is
    /// released. Apple, UIWindow.rootViewController: assigning a view
    /// controller "installs the view controller's view as the content view of
    /// the window … If the window has an existing view hierarchy, the old
    /// views are removed before the new ones are installed." The callbacks
    /// come as a push without animation logs them: the new root loads, the old
    /// one will disappear, the new one will appear (and is laid out), the old
    /// one did disappear, the new one did appear; the window animates nothing
    /// (an app's `UIView.transition(with: window, …)` cross-dissolve is a
    /// snapshot, no callback's `animated`).
    ///
    /// What the old root presents is not dismissed: UIKit leaves the presented
    /// view controller's view in the window, over the new root, and the old
    /// root alive behind it (apps remove the lingering `UITransitionView` by
    /// hand, or dismiss before they switch). flow releases it with the old
    /// hierarchy, telling no one, and warns: the app should dismiss first.
    /// Transitions in flight end first (`settle`).
    @discardableResult
    public func replaceRoot(with scene: String) throws -> InstanceID {
        try settle()
        let old = root
        note("window.rootViewController = \(scene)" + (old.map { " (was \(name($0)))" } ?? ""))
        let new = try instantiate(scene)
        if let old, let presented = topmostPresentation, presented != old {
            warn("the window's root was replaced while \(name(presented)) is presented: UIKit leaves its view in the "
                 + "window over \(name(new)), and \(name(old)) alive behind it; dismiss it before replacing the root")
        }
        try show(newRoot: new, replacing: old)
        return new
    }

    /// The appearance of a replaced root: `old`'s hierarchy out, `new`'s in.
    private func show(newRoot new: InstanceID, replacing old: InstanceID?) throws {
        try collapseSplitViewsIfCompact(in: new)
        try viewController(new).loadViewIfNeeded()
        if let old { try viewController(old).beginAppearance(appearing: false, animated: false) }
        root = new
        try viewController(new).beginAppearance(appearing: true, animated: false)
        try viewController(new).layout()
        if let old { try viewController(old).endAppearance(appearing: false, animated: false) }
        try viewController(new).endAppearance(appearing: true, animated: false)
        if let old { free(old) }
    }
}
