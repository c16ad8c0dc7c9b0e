import FlowGraph
import FlowLang

/// The lookups the per-scene checks share, each built in one pass before the
/// scenes are visited, so no check scans every name (as VisibleNames does for
/// the front end).
struct CheckTables {
    /// Nodes a statement instantiates, by node position: where they are is
    /// unknown, so the routing checks leave them alone.
    let placedByStatements: [Bool]
    /// Every scene implementing each unwind action, in this file and its direct imports.
    let implementers: [String: [(id: String, range: SourceRange, path: String)]]
    /// Where the graph's unwind resolver sent each unwind segue of this file, by its source and place.
    let unwindDestinations: [UnwindSite: [String]]
    /// For each node, the first tab bar, page view or custom container holding it.
    let singletonParent: [Int?]
    /// What each presented node's subtree offers, filled as presentations are checked.
    var subtrees = SubtreeFacts()

    init(_ context: CheckContext) {
        let index = context.index
        let facts = context.facts
        var placed = Array(repeating: false, count: facts.graph.nodes.count)
        for destination in context.syntax.statementDestinations {
            if let node = context.graphNode(of: destination).node { placed[node] = true }
        }
        placedByStatements = placed
        var implementers: [String: [(id: String, range: SourceRange, path: String)]] = [:]
        for storyboard in index.visibleStoryboards {
            for (_, type) in storyboard.types {
                for (action, declared) in type.unwindActions {
                    implementers[action, default: []].append(
                        (CheckContext.id(storyboard.reference(to: type)), declared.range, storyboard.path))
                }
            }
        }
        self.implementers = implementers
        var destinations: [UnwindSite: [String]] = [:]
        for edge in facts.graph.edges where edge.kind == .unwind {
            guard let location = edge.location, location.file == index.path else { continue }
            destinations[UnwindSite(source: edge.from, line: location.line, column: location.column), default: []]
                .append(edge.to)
        }
        unwindDestinations = destinations
        singletonParent = facts.graph.nodes.indices.map { node in
            facts.parents[node].first { parent in
                switch facts.graph.nodes[parent].kind {
                case .tabs, .pages, .container: return true
                case .navigation, .split, .scene, .nowhere: return false
                }
            }
        }
    }
}

/// An unwind segue's place: its source's node id and where its trigger is
/// written. A struct, where a `"source@line:column"` string was interpolated
/// for every unwind segue twice (once to record it, once to look it up).
struct UnwindSite: Hashable {
    var source: String
    var line: Int
    var column: Int
}

/// What a presented controller and its relationship children offer, by node id,
/// computed once per destination however many segues present it.
struct SubtreeFacts {
    struct Facts {
        /// Some controller in it says `modal in presentation`.
        var modalInPresentation: Bool
        /// Something in it fires a segue or an unwind, or runs a hook (which may dismiss it in code).
        var wayOut: Bool
    }

    private var known = NameTable<Facts>()

    mutating func facts(of id: String, in context: CheckContext) -> Facts {
        if let facts = known[id] { return facts }
        var modal = false
        var wayOut = false
        context.visitSubtree(of: id) { type in
            guard let type else {
                wayOut = true
                return
            }
            modal = modal || type.isModalInPresentation
            wayOut = wayOut || !type.segues.isEmpty || !type.hooks.isEmpty
        }
        let facts = Facts(modalInPresentation: modal, wayOut: wayOut)
        known[id] = facts
        return facts
    }
}
