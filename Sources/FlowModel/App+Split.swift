// UISplitViewController: UIKitModel.md, Containment ("Split view controller").
//
// Regular width: expanded, primary and secondary both shown. Compact width:
// collapsed onto the primary; when the primary is a navigation controller
// the secondary is pushed onto it (UIKit's default
// `collapseSecondaryViewController(_:for:)`), so an iPhone app starts on the
// detail. Expanding separates it again: the top of the primary's stack goes
// back to the secondary column (`separateSecondaryViewController(for:)`).

extension App {
    /// The navigation controller in a split view's primary column, if it is one.
    func primaryNavigation(of split: InstanceID) -> InstanceID? {
        guard let primary = controllers.children(of: split).first, controllers.kind(of: primary) == .navigation else { return nil }
        return primary
    }

    /// Collapses an expanded split view (compact width).
    func collapse(_ split: InstanceID) throws {
        guard let controller = controllers[split], !controller.isCollapsed else { return }
        update(split) { $0.isCollapsed = true }
        if let layout = columnLayout(of: split) { return try collapseColumns(split, layout) }
        guard controller.children.count > 1 else { return }
        let secondary = controller.children[1]
        let onScreen = isInWindow(split)
        if try listener?.app(self, collapsesSecondaryOf: split, secondary: secondary) == true {
            // The delegate handled it: the primary alone (the Master-Detail
            // template, with nothing in the detail). The secondary leaves.
            note("collapse \(name(split)): the delegate keeps \(name(controller.children[0])) alone; \(name(secondary)) is discarded")
            emit(.callback(eventName(secondary), "willMove", "nil"))
            if onScreen {
                try beginAppearance(secondary, appearing: false, animated: false)
                try endAppearance(secondary, appearing: false, animated: false)
            }
            removeFromParent(secondary)
            free(secondary)
            return
        }
        guard let navigation = primaryNavigation(of: split) else {
            // A primary that is not a navigation controller just hides the secondary.
            if onScreen {
                try beginAppearance(secondary, appearing: false, animated: false)
                try endAppearance(secondary, appearing: false, animated: false)
            }
            return
        }
        note("collapse \(name(secondary)) onto \(name(navigation))")
        let covered = controllers[navigation]?.children.last
        update(split) { $0.children.removeAll { $0 == secondary } }
        addChild(secondary, to: navigation)
        if onScreen, let covered {
            try beginAppearance(covered, appearing: false, animated: false)
            try endAppearance(covered, appearing: false, animated: false)
        }
        emit(.callback(eventName(secondary), "didMove", eventName(navigation)))
    }

    /// Separates a collapsed split view (regular width): the top of the
    /// primary navigation stack (above its root) becomes the secondary again;
    /// with nothing to separate, a new instance of the secondary scene.
    func separate(_ split: InstanceID) throws {
        guard let controller = controllers[split], controller.isCollapsed else { return }
        update(split) { $0.isCollapsed = false }
        if let layout = columnLayout(of: split) { return try expandColumns(split, layout) }
        let onScreen = isInWindow(split)
        if controller.children.count > 1 {
            // The primary was not a navigation controller: the secondary shows again.
            if onScreen {
                try beginAppearance(controller.children[1], appearing: true, animated: false)
                try endAppearance(controller.children[1], appearing: true, animated: false)
            }
            return
        }
        var secondary: InstanceID?
        if let navigation = primaryNavigation(of: split), let stack = controllers[navigation]?.children, stack.count > 1 {
            let top = stack[stack.count - 1]
            let revealed = stack[stack.count - 2]
            note("separate \(name(top)) from \(name(navigation))")
            emit(.callback(eventName(top), "willMove", "nil"))
            update(navigation) { $0.children.removeLast() }
            update(top) { $0.parent = nil }
            emit(.callback(eventName(top), "didMove", "nil"))
            if onScreen {
                try beginAppearance(revealed, appearing: true, animated: false)
                try endAppearance(revealed, appearing: true, animated: false)
            }
            secondary = top
        } else if let scene = storyboard.scenes[controller.scene], scene.relationships.count > 1 {
            secondary = try instantiate(scene.relationships[1])
        }
        guard let secondary else { return }
        addChild(secondary, to: split)
        if onScreen {
            try beginAppearance(secondary, appearing: true, animated: false)
            try endAppearance(secondary, appearing: true, animated: false)
        }
        emit(.callback(eventName(secondary), "didMove", eventName(split)))
    }

    /// Show Detail in an expanded split view: the new secondary replaces the
    /// old one in one transition, ordered like a push.
    func replaceSecondary(of split: InstanceID, with destination: InstanceID) throws {
        try replaceColumn(1, of: split, with: destination)
    }

    /// `show(_:sender:)` in an expanded split view: the destination becomes
    /// the primary column ("Presents the specified view controller as the
    /// primary view controller", Apple's `UISplitViewController.show(_:sender:)`),
    /// in one transition ordered as the secondary's replacement.
    func replacePrimary(of split: InstanceID, with destination: InstanceID) throws {
        try replaceColumn(0, of: split, with: destination)
    }

    /// Replaces the split view's child at `column` (0 primary, 1 secondary).
    private func replaceColumn(_ column: Int, of split: InstanceID, with destination: InstanceID) throws {
        let old = controllers[split].flatMap { $0.children.count > column ? $0.children[column] : nil }
        let onScreen = isInWindow(split)
        addChild(destination, to: split)
        if let old {
            emit(.callback(eventName(old), "willMove", "nil"))
            // The new column takes the old one's place among the children.
            update(split) { controller in
                controller.children.removeAll { $0 == destination || $0 == old }
                controller.children.insert(destination, at: min(column, controller.children.count))
            }
        }
        if onScreen {
            try loadViewIfNeeded(destination)
            if let old { try beginAppearance(old, appearing: false, animated: false) }
            try beginAppearance(destination, appearing: true, animated: false)
            try layout(destination)
            if let old { try endAppearance(old, appearing: false, animated: false) }
            try endAppearance(destination, appearing: true, animated: false)
        }
        if let old {
            update(old) { $0.parent = nil }
            emit(.callback(eventName(old), "didMove", "nil"))
            free(old)
        }
        emit(.callback(eventName(destination), "didMove", eventName(split)))
    }
}
