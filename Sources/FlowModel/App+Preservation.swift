// State preservation: UIKitModel.md, State preservation and restoration; Apple's
// guide, "Tagging View Controllers for Preservation" and "Encoding and
// Decoding Your View Controller's State".
//
// UIKit walks the hierarchy from the window's root. A controller with a
// restoration identifier gets `encodeRestorableState(with:)` and is saved
// with the children it encodes and what it presents; one without is skipped
// together with its children and presented controllers ("如果在这一层级中有一个
// view controller 没有 restoration identifier，那么这个 view controller 和它的
// child view controllers 以及 presented view controllers 都会被忽略"). The
// calls come in order down the chain (Neuburg, Programming iOS 9, pp. 386–387):
// a controller, its children in order, then what it presents.

extension App {
    /// `preserve`: archives the window's hierarchy, emitting
    /// `encodeRestorableState` for each preserved controller and a note for
    /// each one skipped. Returns the archive and how many controllers it holds.
    public func preserve() -> (archive: RestorationArchive, count: Int) {
        var walk = PreservationWalk(app: self)
        return walk.run()
    }

    /// The restoration identifier of an instance's scene.
    func restorationIdentifier(of id: InstanceID) -> String? {
        declared(id, \.restorationIdentifier)
    }
}

/// One `preserve`, with its own state: the restoration paths it assigned,
/// the ones taken, and how many controllers it archived.
struct PreservationWalk {
    unowned let app: App
    private var paths: [InstanceID: String] = [:]
    private var used: Set<String> = []
    private var count = 0

    init(app: App) {
        self.app = app
    }

    mutating func run() -> (archive: RestorationArchive, count: Int) {
        if let root = app.root { assignPaths(root, under: nil) }
        let node = app.root.flatMap { archive($0) }
        return (RestorationArchive(width: app.width, root: node), count)
    }

    /// Restoration paths of the controllers that will be preserved: their
    /// identifiers from the root down, unique (a duplicate gets `#2`, …, the
    /// way a navigation controller tells equal identifiers apart by position).
    private mutating func assignPaths(_ id: InstanceID, under parent: String?) {
        guard let controller = app.controllers[id], let identifier = app.restorationIdentifier(of: id) else { return }
        let base = parent.map { "\($0)/\(identifier)" } ?? identifier
        var path = base
        var suffix = 2
        while used.contains(path) {
            path = "\(base)#\(suffix)"
            suffix += 1
        }
        used.insert(path)
        paths[id] = path
        for child in controller.children { assignPaths(child, under: path) }
        if let presented = controller.presented { assignPaths(presented, under: path) }
    }

    /// One preserved controller and what hangs from it, or nil (and a note)
    /// when it has no restoration identifier.
    private mutating func archive(_ id: InstanceID) -> ArchivedController? {
        guard let controller = app.controllers[id] else { return nil }
        guard let identifier = app.restorationIdentifier(of: id), let path = paths[id] else {
            noteSkipped(id)
            return nil
        }
        app.emit(.callback(.instance(controller.instanceName), "encodeRestorableState"))
        count += 1
        var variables: [String: ArchivedValue] = [:]
        let paths = self.paths
        for (name, value) in controller.variables {
            variables[name] = ArchivedValue(value) { paths[$0] }
        }
        var children: [ArchivedController?] = []
        for child in controller.children { children.append(archive(child)) }
        var presented: ArchivedPresentation?
        if let presentedID = controller.presented, let child = app.controllers[presentedID],
           let node = archive(presentedID) {
            let style = child.presentation.style ?? .fullScreen
            presented = ArchivedPresentation(style: style, requestedStyle: child.presentation.requestedStyle ?? style,
                                             anchor: child.presentation.popoverAnchor, controller: node)
        }
        // A page view controller's one child is its page; its position in
        // the data source is not archived (restoring finds it by scene).
        let selects = controller.kind == .tabs
        return ArchivedController(scene: controller.scene, kind: controller.kind, restorationIdentifier: identifier,
                                  path: path, variables: variables, children: children,
                                  selectedIndex: selects ? controller.selectedIndex : nil,
                                  collapsed: controller.kind == .split ? controller.split.isCollapsed : nil,
                                  presented: presented)
    }

    /// Says which controller was skipped, why, and what went with it.
    private func noteSkipped(_ id: InstanceID) {
        let lost = descendants(of: id).map { app.name($0) }
        let with = lost.isEmpty ? "" : ", and with it \(lost.joined(separator: ", "))"
        app.note("not preserved: \(app.name(id)) has no restoration identifier\(with)")
    }

    /// Children and presented controllers below `id`, depth first.
    private func descendants(of id: InstanceID) -> [InstanceID] {
        guard let controller = app.controllers[id] else { return [] }
        var result: [InstanceID] = []
        for child in controller.children { result += [child] + descendants(of: child) }
        if let presented = controller.presented { result += [presented] + descendants(of: presented) }
        return result
    }
}
