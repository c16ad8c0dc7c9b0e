// State restoration: UIKitModel.md, State preservation and restoration; Apple's
// guide, "Restoring View Controllers at Launch Time".
//
// A relaunch in UIKit's order ("About the UI Restoration Process"; Neuburg,
// Programming iOS 9, pp. 386–387):
// 1. The default launch instantiates the initial hierarchy (the storyboard's
//    initial controller and its relationship children). Excluded
//    controllers stay as it made them: "它们依然会被创建", in their default
//    configuration.
// 2. UIKit locates or creates each archived controller, in order down the
//    chain: an existing controller with the same restoration path (the
//    guide's step 3), else a new instance of the scene the archive names
//    (step 4, the storyboard). Restoration classes and the app delegate
//    (steps 1–2) are not modelled. Views load as controllers are restored
//    (`viewDidLoad` comes before `decodeRestorableState`). Containers get
//    their stacks, tabs and presentations back without transitions, since
//    the window is not on screen yet.
// 3. `decodeRestorableState(with:)`, in order down the chain: the variables
//    come back here, after `viewDidLoad`.
// 4. `applicationFinishedRestoringState()`, in the same order, once every
//    controller has decoded (Apple: "Called on restored view controllers
//    after other object decoding is complete"; Neuburg's step 7). The app
//    delegate's `application(_:didDecodeRestorableStateWith:)` between the
//    two (his step 6) is not modelled: flow has no app delegate receiver.
// 5. The window becomes visible: what it shows appears, not animated.
//    Neuburg warns that the appearance callbacks' place is not guaranteed;
//    flow puts them last, where a visible window needs them.
//
// An archived controller whose scene no longer exists or changed kind or
// restoration identifier — the root and relationship children the launch
// made as much as pushed and presented ones — or whose path now leads to a
// controller of another scene (the guide: "交换了 view controller
// 之后的类并不会恢复所有的状态信息"), is skipped with a warning, with what
// hangs from it.

extension App {
    /// Relaunches and restores `archive`. Returns the instances that came
    /// back from it (those that decoded their state).
    public func restore(from archive: RestorationArchive) throws -> Set<InstanceID> {
        width = archive.width
        let rootID = try instantiateInitialHierarchy()
        var walk = RestorationWalk(app: self)
        if let node = archive.root { try walk.locate(node, at: rootID) }
        let restored = walk.restored

        var byPath: [String: InstanceID] = [:]
        for (id, node) in restored { byPath[node.path] = id }
        for (id, node) in restored {
            var values: [String: Value] = [:]
            for (name, archived) in node.variables {
                values[name] = archived.value { path in
                    byPath[path].flatMap { found in self.controllers.name(of: found).map { (found, $0) } }
                }
            }
            update(id) { controller in
                // Only variables the scene still declares; a removed one is dropped.
                for (name, value) in values where controller.variables[name] != nil {
                    controller.variables[name] = value
                }
            }
            emit(.callback(eventName(id), "decodeRestorableState"))
        }
        for (id, _) in restored {
            emit(.callback(eventName(id), "applicationFinishedRestoringState"))
        }

        try collapseSplitViewsIfCompact(in: rootID)
        let shown = windowChain(from: rootID)
        for id in shown { try viewController(id).beginAppearance(appearing: true, animated: false) }
        for id in shown { try viewController(id).layout() }
        for id in shown { try viewController(id).endAppearance(appearing: true, animated: false) }
        return Set(restored.map(\.0))
    }

    /// What the window shows, bottom up: the root, then each presented
    /// controller of the full-screen family, from the last one that hides
    /// what is under it. Current-context presentations appear with their host.
    func windowChain(from rootID: InstanceID) -> [InstanceID] {
        var chain = [rootID]
        while let last = chain.last, viewController(last).contextPresentation == nil,
              let next = controllers.presented(by: last) {
            chain.append(next)
        }
        let covering = chain.indices.last { index in
            index > 0 && presentations.removesPresenterViews(of: chain[index])
        }
        return Array(chain[(covering ?? 0)...])
    }
}

/// One restore's walk down the archive, with its own state: the instances
/// that came back, each with its archived node, in the order they decode.
struct RestorationWalk {
    unowned let app: App
    private(set) var restored: [(InstanceID, ArchivedController)] = []

    init(app: App) {
        self.app = app
    }

    /// Restores one archived controller into the instance at its path, then
    /// its children and what it presents; collects it for decoding.
    mutating func locate(_ node: ArchivedController, at id: InstanceID) throws {
        guard let controller = app.controllers[id] else { return }
        guard controller.scene == node.scene else {
            app.warn("cannot restore '\(node.path)': the archive has \(node.scene) there but the app now has \(controller.scene); its state is not decoded")
            return
        }
        // The launch made the root and relationship children from the
        // storyboard as it is now; a scene that changed kind or identifier
        // since is skipped as a pushed or presented one would be.
        guard isRestorable(node) else { return }
        restored.append((id, node))
        try app.viewController(id).loadViewIfNeeded()
        switch controller.kind {
        case .navigation:
            try restoreStack(node, in: id)
        case .tabs:
            try restoreChildren(node, in: id)
            if let index = node.selectedIndex { restoreSelection(index, of: node, in: id) }
        case .pages:
            try restorePage(node, in: id)
        case .split:
            if node.collapsed == true && app.width == .compact {
                // Collapsed when preserved: the secondary lives on the primary's stack in the archive.
                app.update(id) { $0.split.isCollapsed = true }
                for extra in app.controllers.children(of: id).dropFirst(node.children.count) {
                    app.update(id) { $0.children.removeAll { $0 == extra } }
                    app.free(extra)
                }
            }
            try restoreChildren(node, in: id)
        case .container:
            try restoreChildren(node, in: id)
        case .content, .search:
            break
        }
        if let presentation = node.presented { try restorePresentation(presentation, on: id) }
    }

    /// Children a container made itself (tabs, a split's columns, embeds):
    /// each archived child restores into the child at its position when that
    /// one has the same restoration identifier.
    private mutating func restoreChildren(_ node: ArchivedController, in id: InstanceID) throws {
        let existing = app.controllers.children(of: id)
        for (index, archived) in node.children.enumerated() {
            guard let archived else { continue }  // skipped when preserved: stays as the launch made it
            guard existing.indices.contains(index), app.restorationIdentifier(of: existing[index]) == archived.restorationIdentifier else {
                app.warn("cannot restore '\(archived.path)': \(app.name(id)) has no child with restoration identifier '\(archived.restorationIdentifier)' there")
                continue
            }
            try locate(archived, at: existing[index])
        }
    }

    /// A page view controller: the launch displays its first page; when the
    /// archive has another, the data source's `setViewControllers` shows it
    /// (before the window appears, so without appearance callbacks), then
    /// it restores as a child. An archive written when flow kept every page
    /// as a child names the displayed one by its selected index.
    private mutating func restorePage(_ node: ArchivedController, in id: InstanceID) throws {
        let index = node.selectedIndex ?? 0
        guard node.children.indices.contains(index), let archived = node.children[index] else { return }
        let displayed = app.controllers.children(of: id).first
        if displayed.flatMap({ app.controllers.scene(of: $0) }) != archived.scene {
            guard app.pageView(id).scenes.contains(archived.scene) else {
                app.warn("cannot restore '\(archived.path)': \(app.name(id)) serves no page \(archived.scene) now")
                return
            }
            try app.pageView(id).setPage(archived.scene)
        }
        guard let page = app.controllers.children(of: id).first,
              app.restorationIdentifier(of: page) == archived.restorationIdentifier else {
            app.warn("cannot restore '\(archived.path)': \(app.name(id)) has no child with restoration identifier '\(archived.restorationIdentifier)' there")
            return
        }
        try locate(archived, at: page)
    }

    /// The selected tab. The archive's index is one of its own
    /// children (reading checked that); when the app now has fewer, the
    /// launch's selection stays and a warning says so.
    private func restoreSelection(_ index: Int, of node: ArchivedController, in id: InstanceID) {
        let children = app.controllers.children(of: id)
        guard children.indices.contains(index) else {
            if !children.isEmpty || index != 0 {
                app.warn("cannot restore the selection of '\(node.path)': \(app.name(id)) has no child at index \(index) now; the selection stays as the launch made it")
            }
            return
        }
        guard index != app.controllers[id]?.selectedIndex else { return }
        app.update(id) { $0.selectedIndex = index }
        app.note("restore selection of \(app.name(children[index])) in \(app.name(id))")
        // A tab past the bar is shown on More (TabBarController.swift).
        app.tabBar(id).placeRestored(tab: index)
    }

    /// A navigation stack: the root the launch made, then the archived
    /// controllers above it, created from the storyboard and added without
    /// a transition (`setViewControllers` before the window is visible).
    private mutating func restoreStack(_ node: ArchivedController, in navigation: InstanceID) throws {
        let archived = node.children.compactMap { $0 }
        var stack: [(InstanceID, ArchivedController)] = []
        for (index, child) in archived.enumerated() {
            let existing = app.controllers.children(of: navigation)
            if index < existing.count {
                guard app.restorationIdentifier(of: existing[index]) == child.restorationIdentifier else {
                    app.warn("cannot restore '\(child.path)': \(app.name(navigation)) has no child with restoration identifier '\(child.restorationIdentifier)' there")
                    break
                }
                stack.append((existing[index], child))
                continue
            }
            guard isRestorable(child) else { break }
            guard child.kind != .navigation else {
                app.warn("cannot restore '\(child.path)': a navigation controller cannot be pushed")
                break
            }
            app.note("restore \(child.scene) on the stack of \(app.name(navigation))")
            let created = try app.instantiate(child.scene)
            app.addChild(created, to: navigation)
            app.emit(.callback(app.eventName(created), "didMove", app.eventName(navigation)))
            stack.append((created, child))
        }
        for (id, child) in stack { try locate(child, at: id) }
    }

    /// A presentation, made again without a transition: the presented
    /// controller from the storyboard, with the styles it had.
    private mutating func restorePresentation(_ presentation: ArchivedPresentation, on presenter: InstanceID) throws {
        guard isRestorable(presentation.controller) else { return }
        app.note("restore \(presentation.controller.scene) presented on \(app.name(presenter)) (\(presentation.style.rawValue))")
        let presented = try app.instantiate(presentation.controller.scene)
        app.update(presenter) { $0.presented = presented }
        app.update(presented) { controller in
            controller.presenting = presenter
            controller.presentation.requestedStyle = presentation.requestedStyle
            controller.presentation.style = presentation.style
            controller.presentation.popoverAnchor = presentation.anchor
        }
        try locate(presentation.controller, at: presented)
    }

    /// Whether the guide's step 4 can make the archived controller again:
    /// the storyboard still has its scene, of the same kind and with the
    /// same restoration identifier. If not, a warning says why it is skipped.
    private func isRestorable(_ node: ArchivedController) -> Bool {
        guard let scene = app.storyboard.scene(named: node.scene) else {
            app.warn("cannot restore '\(node.path)': the storyboard no longer has \(node.scene); skipped with what it holds")
            return false
        }
        guard scene.kind == node.kind, scene.restorationIdentifier == node.restorationIdentifier else {
            app.warn("cannot restore '\(node.path)': \(node.scene) changed since it was preserved; skipped with what it holds")
            return false
        }
        return true
    }
}
