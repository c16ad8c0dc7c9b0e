// UISplitViewController: UIKitModel.md, Containment ("Split view controller").
//
// Regular width: expanded, primary and secondary both shown. Compact width:
// collapsed onto the primary; when the primary is a navigation controller
// the secondary is pushed onto it (UIKit's default
// `collapseSecondaryViewController(_:for:)`), so an iPhone app starts on the
// detail. Expanding separates it again: the top of the primary's stack goes
// back to the secondary column (`separateSecondaryViewController(for:)`).

/// One split view controller of an app, classic or column-style
/// (SplitViewController+Columns.swift): how it collapses, expands and
/// replaces its columns. A view of the app's state for `id`, made where it
/// is needed (`App.splitView(_:)`); it holds nothing of its own. Scripts
/// and embedders call UIKit's verbs on it: `try app.splitView(split).show(column: .primary)`.
public struct SplitViewController {
    /// Held strongly (`ViewController.app` says why).
    let app: App
    /// The split view controller's instance.
    public let id: InstanceID

    /// What a split view controller records (`Controller.split`).
    public struct State: Hashable, Sendable {
        /// Collapsed onto its primary (compact width).
        public internal(set) var isCollapsed = false
        /// A column-style split view's display mode after `show column`; nil for its preferred
        /// (or automatic) one.
        public internal(set) var displayMode: SplitDisplayMode?
        /// A column-style split view's compact column, once made (SplitViewController+Columns.swift).
        public internal(set) var compactColumn: InstanceID?
        /// A column-style split view collapsed without a compact column: how many controllers of
        /// the stacked primary belong to the primary and to the supplementary column, to give
        /// back when it expands.
        public internal(set) var columnCounts: [Int] = []
    }

    /// The navigation controller in a split view's primary column, if it is one.
    var primaryNavigation: InstanceID? {
        guard let primary = app.controllers.children(of: id).first, app.controllers.kind(of: primary) == .navigation else { return nil }
        return primary
    }

    /// Collapses an expanded split view (compact width).
    func collapse() throws {
        guard let controller = app.controllers[id], !controller.split.isCollapsed else { return }
        app.update(id) { $0.split.isCollapsed = true }
        if let layout = columnLayout { return try collapseColumns(layout) }
        guard controller.children.count > 1 else { return }
        let secondary = controller.children[1]
        let onScreen = app.isInWindow(id)
        if try app.listener?.app(app, collapsesSecondaryOf: id, secondary: secondary) == true {
            // The delegate handled it: the primary alone (the Master-Detail
            // template, with nothing in the detail). The secondary leaves.
            app.note("collapse \(app.name(id)): the delegate keeps \(app.name(controller.children[0])) alone; \(app.name(secondary)) is discarded")
            app.emit(.callback(app.eventName(secondary), "willMove", "nil"))
            if onScreen {
                try app.viewController(secondary).beginAppearance(appearing: false, animated: false)
                try app.viewController(secondary).endAppearance(appearing: false, animated: false)
            }
            app.removeFromParent(secondary)
            app.free(secondary)
            return
        }
        guard let navigation = primaryNavigation else {
            // A primary that is not a navigation controller just hides the secondary.
            if onScreen {
                try app.viewController(secondary).beginAppearance(appearing: false, animated: false)
                try app.viewController(secondary).endAppearance(appearing: false, animated: false)
            }
            return
        }
        app.note("collapse \(app.name(secondary)) onto \(app.name(navigation))")
        let covered = app.controllers[navigation]?.children.last
        app.update(id) { $0.children.removeAll { $0 == secondary } }
        app.addChild(secondary, to: navigation)
        if onScreen, let covered {
            try app.viewController(covered).beginAppearance(appearing: false, animated: false)
            try app.viewController(covered).endAppearance(appearing: false, animated: false)
        }
        app.emit(.callback(app.eventName(secondary), "didMove", app.eventName(navigation)))
    }

    /// Separates a collapsed split view (regular width): the top of the
    /// primary navigation stack (above its root) becomes the secondary again;
    /// with nothing to separate, a new instance of the secondary scene.
    func separate() throws {
        guard let controller = app.controllers[id], controller.split.isCollapsed else { return }
        app.update(id) { $0.split.isCollapsed = false }
        if let layout = columnLayout { return try expandColumns(layout) }
        let onScreen = app.isInWindow(id)
        if controller.children.count > 1 {
            // The primary was not a navigation controller: the secondary shows again.
            if onScreen {
                try app.viewController(controller.children[1]).beginAppearance(appearing: true, animated: false)
                try app.viewController(controller.children[1]).endAppearance(appearing: true, animated: false)
            }
            return
        }
        var secondary: InstanceID?
        if let navigation = primaryNavigation, let stack = app.controllers[navigation]?.children, stack.count > 1 {
            let top = stack[stack.count - 1]
            let revealed = stack[stack.count - 2]
            app.note("separate \(app.name(top)) from \(app.name(navigation))")
            app.emit(.callback(app.eventName(top), "willMove", "nil"))
            app.update(navigation) { $0.children.removeLast() }
            app.update(top) { $0.parent = nil }
            app.emit(.callback(app.eventName(top), "didMove", "nil"))
            if onScreen {
                try app.viewController(revealed).beginAppearance(appearing: true, animated: false)
                try app.viewController(revealed).endAppearance(appearing: true, animated: false)
            }
            secondary = top
        } else if let scene = app.storyboard.scene(named: controller.scene), scene.relationships.count > 1 {
            secondary = try app.instantiate(scene.relationships[1])
        }
        guard let secondary else { return }
        app.addChild(secondary, to: id)
        if onScreen {
            try app.viewController(secondary).beginAppearance(appearing: true, animated: false)
            try app.viewController(secondary).endAppearance(appearing: true, animated: false)
        }
        app.emit(.callback(app.eventName(secondary), "didMove", app.eventName(id)))
    }

    /// Show Detail in an expanded split view: the new secondary replaces the
    /// old one in one transition, ordered like a push.
    func replaceSecondary(with destination: InstanceID) throws {
        try replaceColumn(1, with: destination)
    }

    /// `show(_:sender:)` in an expanded split view: the destination becomes
    /// the primary column ("Presents the specified view controller as the
    /// primary view controller", Apple's `UISplitViewController.show(_:sender:)`),
    /// in one transition ordered as the secondary's replacement.
    func replacePrimary(with destination: InstanceID) throws {
        try replaceColumn(0, with: destination)
    }

    /// Whether `destination` already is the primary (or the secondary) that `replacePrimary`
    /// (or `replaceSecondary`) would set: they do nothing then.
    public func holds(_ destination: InstanceID, asPrimary: Bool) -> Bool {
        child(inColumn: asPrimary ? 0 : 1) == destination
    }

    /// The split view's child at `column` (0 primary, 1 secondary), if it has one.
    private func child(inColumn column: Int) -> InstanceID? {
        let children = app.controllers.children(of: id)
        return children.count > column ? children[column] : nil
    }

    /// `showDetailViewController(_:sender:)` of a navigation controller in an expanded
    /// column-style split: it takes the place of `column`, the secondary column's navigation
    /// controller (UIKit's wrapper or the app's), as `setViewController(_:for: .secondary)` of a
    /// navigation controller does; one that is none is pushed there instead
    /// (`ViewController.showDetailRoute(showing:)`).
    func replaceColumnController(_ column: InstanceID, with destination: InstanceID) throws {
        guard let position = app.controllers.children(of: id).firstIndex(of: column) else { return }
        try replaceColumn(position, with: destination)
    }

    /// Replaces the split view's child at `column` (0 primary, 1 secondary; a column-style
    /// split's children are its columns in order).
    private func replaceColumn(_ column: Int, with destination: InstanceID) throws {
        let old = child(inColumn: column)
        // "If you specify nil for this parameter or if this view controller is the same as the one it
        // would replace, this method does nothing" (Apple, `showDetailViewController(_:sender:)`).
        if old == destination { return }
        let onScreen = app.isInWindow(id)
        app.addChild(destination, to: id)
        if let old {
            app.emit(.callback(app.eventName(old), "willMove", "nil"))
            // The new column takes the old one's place among the children.
            app.update(id) { controller in
                controller.children.removeAll { $0 == destination || $0 == old }
                controller.children.insert(destination, at: min(column, controller.children.count))
            }
        }
        if onScreen {
            try app.viewController(destination).loadViewIfNeeded()
            if let old { try app.viewController(old).beginAppearance(appearing: false, animated: false) }
            try app.viewController(destination).beginAppearance(appearing: true, animated: false)
            try app.viewController(destination).layout()
            if let old { try app.viewController(old).endAppearance(appearing: false, animated: false) }
            try app.viewController(destination).endAppearance(appearing: true, animated: false)
        }
        if let old {
            app.update(old) { $0.parent = nil }
            app.emit(.callback(app.eventName(old), "didMove", "nil"))
            app.free(old)
        }
        app.emit(.callback(app.eventName(destination), "didMove", app.eventName(id)))
    }
}

