import FlowLang

/// Builds the navigation graph of checked storyboards.
///
/// Every lookup is by dictionary (node ids, line tables, implementers by
/// action), so building is linear in scenes and segues, except the unwind
/// search (see `UnwindResolver`), which is linear per scene implementing an
/// action that some unwind segue uses.
public struct GraphBuilder {
    /// How much of each node and edge to fill in.
    public enum Detail: Sendable {
        /// Everything the renderers draw: titles, triggers, options, conditions, locations.
        case full
        /// What navigation needs — nodes, kinds, edges and their relationships —
        /// for the static checks, which build the graph on every `flow check`
        /// and draw nothing. Each unwind has one edge: to a scene that can take
        /// it, or to `nowhere` (`UnwindResolver.findsEveryDestination`); it
        /// carries no location or action, and where it is written is beside
        /// the edges (`buildIndexed`'s `IndexedGraph.unwindTriggers`).
        case navigation
    }

    private let detail: Detail
    /// Whether nodes carry their `Main.Name` ids and names, and edges their
    /// ends' ids: not for the static checks (`buildIndexed(_:detail:naming:)`).
    private let naming: Bool
    private var storyboards: [GraphStoryboard] = []
    private var nodes: [GraphNode] = []
    private var edges: [GraphEdge] = []
    /// The node positions of each edge's ends, beside `edges` (`EdgeEnds`).
    private var ends: [EdgeEnds] = []
    /// Where the checks' graph's unwinds are written (`IndexedGraph.unwindTriggers`).
    private var unwindTriggers: [UnwindTrigger] = []
    private var nodeIndex = NameTable<Int>()
    /// The type each node stands for, beside `nodes` (nil for `nowhere`).
    private var nodeTypes: [TypeReference?] = []
    /// The node of each type of the collected storyboards, in collection order.
    private var typeNodes = TypeNodes()
    private var lineTables: [String: LineTable] = [:]
    /// The line table `location` used last, and its file.
    private var lastTable: (path: String, table: LineTable)?
    private var sources: [String: SourceFile] = [:]

    /// The graph of the storyboards `results` checked, with everything they
    /// import, each storyboard once (the first file that declares a name wins).
    public static func build(_ results: [CheckResult], detail: Detail = .full) -> StoryboardGraph {
        buildIndexed(results, detail: detail, naming: true).graph
    }

    /// `build`, with the tables the builder makes anyway (`IndexedGraph`:
    /// each edge's end nodes, each type's node, each node's type), for the
    /// static checks, which would otherwise make them again.
    ///
    /// Without `naming`, no node has an id or a name and no edge names its
    /// ends (all are empty, but `nowhere`): the checks find nodes by their
    /// types' references and edges' ends by position, and name a view
    /// controller only in a message. Making and hashing every `Main.Name` id,
    /// and copying ids with every edge, was 4 % of `flow check` on the chain shape.
    package static func buildIndexed(_ results: [CheckResult], detail: Detail, naming: Bool) -> IndexedGraph {
        var builder = GraphBuilder(detail: detail, naming: naming)
        for result in results {
            for source in result.sources where builder.sources[source.path] == nil {
                builder.sources[source.path] = source
            }
        }
        let indexes = builder.collect(results.map(\.index))
        // Sized once: growing the node table rehashed every id about twice on the way.
        let types = indexes.reduce(0) { $0 + $1.0.types.count }
        if naming { builder.nodeIndex = NameTable(reservingCapacity: types) }
        builder.nodes.reserveCapacity(types + 1)
        builder.nodeTypes.reserveCapacity(types + 1)
        // Each view controller's node, made once for its node and its edges.
        for (index, _) in indexes {
            builder.typeNodes.add(index, typeNodes: builder.addNodes(of: index))
        }
        // The edges too: grown by doubling, their array (72 bytes an edge) was
        // left up to half empty, and both sizes were alive while it grew.
        var edgeCount = 0
        for (index, _) in indexes {
            for type in index.types.inOrder where type.kind.isViewController {
                edgeCount += type.children.count + type.segues.count
            }
        }
        builder.edges.reserveCapacity(edgeCount)
        builder.ends.reserveCapacity(edgeCount)
        var unwinds = UnwindResolver(findsEveryDestination: builder.detail == .full)
        for (storyboard, (index, _)) in indexes.enumerated() {
            let typeNodes = builder.typeNodes.nodes(ofStoryboard: storyboard)
            // Not `viewControllers`, which copies every declaration twice into new arrays.
            for (position, type) in index.types.inOrder.enumerated() where type.kind.isViewController {
                guard let node = typeNodes[position] else { continue }
                builder.addEdges(of: type, from: node, in: storyboard, index: index, unwinds: &unwinds)
                if let search = type.search, let results = search.results, let target = index.types[results] {
                    builder.addSearchEdge(from: node, to: index.reference(to: target), in: storyboard,
                                          member: search.range, path: index.path)
                }
            }
        }
        unwinds.resolve(edges: &builder.edges, ends: &builder.ends, nodeCount: builder.nodes.count)
        if builder.edges.contains(where: { $0.to == StoryboardGraph.nowhere }) {
            // No id of a view controller lacks a dot, so `nowhere` takes no node's place.
            let nowhere = builder.nodes.count
            builder.nodeIndex.insertFirst(StoryboardGraph.nowhere, nowhere)
            builder.nodes.append(GraphNode(id: StoryboardGraph.nowhere, storyboard: nil, name: StoryboardGraph.nowhere,
                                           kind: .nowhere, title: nil, isInitial: false, location: nil))
            builder.nodeTypes.append(nil)
            for position in builder.ends.indices where builder.ends[position].to == EdgeEnds.nowhere {
                builder.ends[position].to = nowhere
            }
        }
        let graph = StoryboardGraph(storyboards: builder.storyboards, nodes: builder.nodes, edges: builder.edges)
        return IndexedGraph(graph: graph, ends: builder.ends, typeNodes: builder.typeNodes, nodeTypes: builder.nodeTypes,
                            unwindTriggers: builder.unwindTriggers)
    }

    private init(detail: Detail, naming: Bool) {
        self.detail = detail
        self.naming = naming
    }

    /// A node's id: `Main.RecipeList`.
    static func id(_ reference: TypeReference) -> String {
        reference.description
    }

    /// The files given, then their imports breadth first, each storyboard name once.
    private mutating func collect(_ given: [StoryboardIndex]) -> [(StoryboardIndex, Bool)] {
        var seen: Set<String> = []
        var ordered: [(StoryboardIndex, Bool)] = []
        var queue = given.map { ($0, false) }
        var position = 0
        while position < queue.count {
            let (index, imported) = queue[position]
            position += 1
            guard seen.insert(index.name).inserted else { continue }
            ordered.append((index, imported))
            queue += index.importOrder.compactMap { index.imports[$0] }.map { ($0, true) }
        }
        storyboards = ordered.map { index, imported in
            GraphStoryboard(name: index.name, path: index.path, isImported: imported, initial: index.initial.map(GraphBuilder.id))
        }
        return ordered
    }

    /// Adds a node for each view controller of `index`; returns the node of
    /// each of its types, by the type's position (nil for animators and
    /// presenters; a name declared before keeps its node).
    private mutating func addNodes(of index: StoryboardIndex) -> [Int?] {
        var typeNodes: [Int?] = []
        typeNodes.reserveCapacity(index.types.count)
        for type in index.types.inOrder {
            guard type.kind.isViewController, let kind = GraphBuilder.nodeKind(type.kind) else {
                typeNodes.append(nil)
                continue
            }
            let reference = index.reference(to: type)
            // Unnamed, no id is made: `collect` takes each storyboard name once
            // and an index each type name once, so no two nodes share one.
            let id = naming ? GraphBuilder.id(reference) : ""
            // The first storyboard declaring a name keeps it.
            guard !naming || nodeIndex.insertFirst(id, nodes.count) else {
                typeNodes.append(nodeIndex[id])
                continue
            }
            typeNodes.append(nodes.count)
            nodeTypes.append(reference)
            let drawn = detail == .full
            nodes.append(GraphNode(id: id, storyboard: index.name, name: naming ? type.name : "", kind: kind,
                                   title: drawn ? type.title : nil, isInitial: index.initial == reference,
                                   location: drawn ? location(type.nameRange, in: index.path) : nil))
        }
        return typeNodes
    }

    /// The node `reference` names and its id, seen from the storyboard
    /// added `current`-th (`TypeNodes`), else found by its id (a reference
    /// to no node gets -1; unnamed, every id is empty).
    private func node(of reference: TypeReference, from current: Int) -> (node: Int, id: String) {
        if let node = typeNodes.node(of: reference, near: current) { return (node, nodes[node].id) }
        guard naming else { return (-1, "") }
        let id = GraphBuilder.id(reference)
        return (nodeIndex[id] ?? -1, id)
    }

    private static func nodeKind(_ kind: TypeKind) -> GraphNodeKind? {
        switch kind {
        case .scene: return .scene
        case .navigation: return .navigation
        case .tabs: return .tabs
        case .split: return .split
        case .container: return .container
        case .pages: return .pages
        case .animator, .presenter: return nil
        }
    }

    /// A tab bar's groups (iOS 18's `UITabGroup`): each group's tabs, drawn
    /// from the group as a tab bar's are from the tab bar.
    private mutating func addTabGroupEdges(of type: DeclaredType, in storyboard: Int, index: StoryboardIndex) {
        for group in type.tabGroups {
            guard let groupTarget = index.resolveViewController(group.group) else { continue }
            let from = node(of: groupTarget, from: storyboard)
            for (offset, child) in group.children.enumerated() {
                guard let target = index.resolveViewController(child) else { continue }
                let to = node(of: target, from: storyboard)
                var edge = GraphEdge(kind: .relationship, from: from.id, to: to.id)
                edge.relationship = .tab
                edge.index = offset + 1
                if detail == .full { edge.location = location(child.range, in: index.path) }
                edges.append(edge)
                ends.append(EdgeEnds(from: from.node, to: to.node))
            }
        }
    }

    private mutating func addEdges(of type: DeclaredType, from fromNode: Int, in storyboard: Int, index: StoryboardIndex,
                                   unwinds: inout UnwindResolver) {
        let path = index.path
        let from = nodes[fromNode].id
        var counts: [Relationship.Kind: Int] = [:]
        for child in type.children {
            counts[child.kind, default: 0] += 1
            // A child that names nothing is a diagnostic; a graph is drawn only without errors.
            guard let target = child.target else { continue }
            let to = node(of: target, from: storyboard)
            var edge = GraphEdge(kind: .relationship, from: from, to: to.id)
            edge.relationship = child.kind
            switch child.kind {
            case .tab, .page, .embed: edge.index = counts[child.kind]
            case .root, .primary, .supplementary, .secondary, .compact: break
            }
            if detail == .full {
                edge.identifier = SegueOptions(child.options).identifier
                edge.location = location(child.destination.range, in: path)
            }
            edges.append(edge)
            ends.append(EdgeEnds(from: fromNode, to: to.node))
        }
        addTabGroupEdges(of: type, in: storyboard, index: index)
        for segue in type.segues {
            guard let kind = GraphBuilder.edgeKind(segue.kind) else {
                addActionEdges(of: segue, from: fromNode, in: storyboard, index: index, unwinds: &unwinds)
                continue
            }
            let to = segue.destination.map { node(of: $0, from: storyboard) } ?? (node: EdgeEnds.nowhere, id: StoryboardGraph.nowhere)
            var edge = GraphEdge(kind: kind, from: from, to: to.id)
            if detail == .full {
                edge.trigger = GraphBuilder.trigger(of: segue)
                SegueOptions(segue.writtenOptions).apply(to: &edge)
                edge.identifier = segue.identifier
                edge.segueClass = segue.segue.className?.value
            }
            if detail == .full { edge.location = location(segue.trigger.range, in: path) }
            if kind == .unwind {
                noteUnwind(&edge, action: segue.unwindAction, at: segue.trigger.range, in: storyboard, path: path,
                           unwinds: &unwinds)
            }
            edges.append(edge)
            ends.append(EdgeEnds(from: fromNode, to: to.node))
        }
        for (action, declared) in type.unwindActions {
            let condition = detail == .full ? declared.condition.map(ExpressionText.text(of:)) : nil
            let written = detail == .full ? location(declared.range, in: path) : nil
            unwinds.noteImplementer(from, node: fromNode, action: action, condition: condition,
                                    isConditional: declared.condition != nil, at: written)
        }
    }

    /// The unwind edge about to be added, to `action`, written at `range`:
    /// noted for the resolver, which finds where it goes, and in the drawn
    /// graph given its action, in the checks' graph a trigger beside it.
    private mutating func noteUnwind(_ edge: inout GraphEdge, action: String?, at range: SourceRange, in storyboard: Int,
                                     path: String, unwinds: inout UnwindResolver) {
        unwinds.noteUnwind(at: edges.count, action: action)
        switch detail {
        case .full: edge.action = action
        case .navigation: unwindTriggers.append(UnwindTrigger(edge: edges.count, storyboard: storyboard, offset: range.start))
        }
    }

    /// A control's action (`button cancel { if edited { present Discard } else { pop } }`):
    /// an edge for each scene its code presents, shows or pushes and each
    /// unwind it fires (`ActionMoves`), labelled with the control.
    private mutating func addActionEdges(of segue: DeclaredSegue, from fromNode: Int, in storyboard: Int,
                                         index: StoryboardIndex, unwinds: inout UnwindResolver) {
        guard let body = segue.options.perform else { return }
        for move in ActionMoves(body).moves {
            var edge: GraphEdge
            var to = (node: EdgeEnds.nowhere, id: StoryboardGraph.nowhere)
            switch move {
            case .navigate(let kind, let destination):
                if let target = index.resolvedType(destination) { to = node(of: target, from: storyboard) }
                let edgeKind: GraphEdgeKind
                switch kind {
                case .present: edgeKind = .present
                case .show, .push: edgeKind = .show
                case .detail: edgeKind = .detail
                }
                edge = GraphEdge(kind: edgeKind, from: nodes[fromNode].id, to: to.id)
                if detail == .full { edge.location = location(destination.range, in: index.path) }
            case .root(let destination):
                if let target = index.resolvedType(destination) { to = node(of: target, from: storyboard) }
                edge = GraphEdge(kind: .root, from: nodes[fromNode].id, to: to.id)
                if detail == .full { edge.location = location(destination.range, in: index.path) }
            case .unwind(let action):
                edge = GraphEdge(kind: .unwind, from: nodes[fromNode].id, to: to.id)
                if detail == .full { edge.location = location(action.range, in: index.path) }
                noteUnwind(&edge, action: action.name, at: action.range, in: storyboard, path: index.path,
                           unwinds: &unwinds)
            }
            if detail == .full {
                edge.trigger = GraphBuilder.trigger(of: segue)
                edge.inCode = true
            }
            edges.append(edge)
            ends.append(EdgeEnds(from: fromNode, to: to.node))
        }
    }

    /// A scene's search results controller (`search results R`): shown in
    /// the search controller UIKit presents over the scene.
    private mutating func addSearchEdge(from fromNode: Int, to results: TypeReference, in storyboard: Int,
                                        member: SourceRange, path: String) {
        let to = node(of: results, from: storyboard)
        var edge = GraphEdge(kind: .search, from: nodes[fromNode].id, to: to.id)
        if detail == .full { edge.location = location(member, in: path) }
        edges.append(edge)
        ends.append(EdgeEnds(from: fromNode, to: to.node))
    }

    /// The control, or the manual identifier, that fires `segue`.
    private static func trigger(of segue: DeclaredSegue) -> GraphTrigger {
        switch segue.trigger {
        case .control(let control, let name, _): return GraphTrigger(kind: control.rawValue, name: name.name)
        case .manual(let literal, _): return GraphTrigger(kind: "segue", name: literal.value)
        }
    }

    /// The edge a segue of `kind` draws; nil for a control's action, which
    /// draws the moves its code makes (`addActionEdges`).
    private static func edgeKind(_ kind: SegueKind) -> GraphEdgeKind? {
        switch kind {
        case .action: return nil
        case .show: return .show
        case .detail: return .detail
        case .present: return .present
        case .popover: return .popover
        case .custom: return .custom
        case .unwind: return .unwind
        }
    }

    /// The printable location of `range` in `path`; line tables are made once per file.
    private mutating func location(_ range: SourceRange, in path: String) -> GraphLocation? {
        // Every node and edge asks, nearly always about the file asked about last.
        if lastTable?.path != path {
            if lineTables[path] == nil, let source = sources[path] { lineTables[path] = LineTable(source) }
            lastTable = lineTables[path].map { (path, $0) }
        }
        guard let table = lastTable?.table else { return nil }
        let position = table.location(of: range.start)
        return GraphLocation(file: path, line: position.line, column: position.column)
    }
}
