// The hierarchy as scripts see it: Language.md, Expressions and "Rules that
// decide what you see".

extension App {
    /// The scene on top: from the window's root, into what a controller
    /// presents, else into the child a container shows — a navigation
    /// controller's top, a tab bar's selected child, an expanded split view's
    /// secondary, a custom container's last child.
    public var visible: InstanceID? {
        guard var current = root else { return nil }
        while let step = viewController(current).stepInward {
            switch step {
            case .presented(let next), .shown(let next): current = next
            }
        }
        return current
    }

    /// The topmost presented controller, or the window's root.
    public var topmostPresentation: InstanceID? {
        guard var current = root else { return nil }
        while let presented = viewController(current).deepestPresented { current = presented }
        return current
    }

    /// The tab bar controller `select N` picks from `id`, the controller on top: the nearest above it
    /// (UIKit's `tabBarController`), else the one tab bar controller on screen in the topmost
    /// presentation. A custom container shows every child it holds, so a tab bar controller one of
    /// them is sits on screen beside the last, and a person taps its bar as any control there
    /// (Metatext's root view holds its tab bar and an account screen). Nil for none, or several.
    public func tabBarToSelect(from id: InstanceID) -> InstanceID? {
        if let nearest = ([id] + viewController(id).ancestors).first(where: { controllers.kind(of: $0) == .tabs }) {
            return nearest
        }
        guard let top = topmostPresentation else { return nil }
        var found: InstanceID?
        var pending = [top]
        while let next = pending.popLast() {
            guard isInWindow(next) else { continue }
            if controllers.kind(of: next) == .tabs {
                guard found == nil else { return nil }
                found = next
            }
            pending.append(contentsOf: shownChildren(next))
        }
        return found
    }

    /// Instances whose controls a person can tap: those on screen in the
    /// topmost presentation's tree.
    /// Parents before children, so the last is the innermost on screen;
    /// under a sheet resting at or below its largest undimmed detent, what it
    /// was presented over takes touches too, listed
    /// before the sheet's own (SheetPresentationController.swift).
    public var tappableInstances: [InstanceID] {
        guard var top = topmostPresentation else { return [] }
        var trees: [[InstanceID]] = []
        while true {
            var tree: [InstanceID] = []
            var pending = [top]
            while let id = pending.popLast() {
                guard isInWindow(id) else { continue }
                tree.append(id)
                pending.append(contentsOf: shownChildren(id).reversed())
            }
            trees.append(tree)
            // An active search showing no results controller leaves what is under it in use.
            let underneathInteractive = controllers.kind(of: top) == .search
                ? shownChildren(top).isEmpty : sheet(top).leavesPresenterInteractive
            guard underneathInteractive, let presenter = controllers.presenting(top) else { break }
            top = viewController(presenter).presentationRoot
        }
        return trees.reversed().flatMap { $0 }
    }
}

/// One step in from a controller toward what is on screen.
private enum InwardStep {
    /// What the controller presents.
    case presented(InstanceID)
    /// The child a container shows.
    case shown(InstanceID)
}

extension ViewController {
    /// What this controller presents, else the child it shows; nil for a
    /// content controller presenting nothing (or one not alive).
    ///
    /// The controller's fields are read in place (`inwardFields`), and only
    /// then are the tab bar's and the split view's own queries asked.
    fileprivate var stepInward: InwardStep? {
        guard let fields = app.controllers.inwardFields(of: id) else { return nil }
        if let presented = fields.presented { return .presented(presented) }
        let shown: InstanceID?
        switch fields.kind {
        case .content: shown = nil
        case .navigation, .container: shown = fields.lastChild
        case .tabs: shown = app.tabBar(id).shownTab
        case .pages: shown = fields.selectedChild
        case .search: shown = app.shownChildren(id).first
        case .split:
            if app.splitView(id).columnLayout != nil {
                shown = app.splitView(id).shownColumns.last
            } else {
                shown = fields.isCollapsed ? fields.firstChild : fields.lastChild
            }
        }
        return shown.map(InwardStep.shown)
    }

    /// What a controller in the tree rooted here presents, following the
    /// shown path (a presentation in a hidden tab is not on top).
    fileprivate var deepestPresented: InstanceID? {
        var current = id
        while let step = app.viewController(current).stepInward {
            switch step {
            case .presented(let presented): return presented
            case .shown(let child): current = child
            }
        }
        return nil
    }
}
