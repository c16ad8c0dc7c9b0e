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
    let implementers: KeyedTable<NameID, [(reference: TypeReference, range: SourceRange, path: String)]>
    /// Whether the graph's unwind resolver found a destination for each unwind segue of this file, by its source and place.
    let unwindFindsDestination: [UnwindSite: Bool]
    /// The unwinds W103 reports, by their source's node, found once here.
    let unwindsNeverBelow: [Int: [CheckContext.UnwindNeverBelow]]
    /// For each unwind action, the first unwind to it that W103 reports: its
    /// warning lists every implementer in JSON, the others refer to it.
    let firstUnwindNeverBelow: [NameID: UnwindSite]
    /// For each node, the first tab bar or page view holding it.
    let singletonParent: [Int?]
    /// What each presented node's subtree offers, filled as presentations are checked.
    var subtrees = SubtreeFacts()

    init(_ context: CheckContext) {
        let index = context.index
        let facts = context.facts
        var placed = Array(repeating: false, count: facts.graph.nodes.count)
        for (destination, _) in context.syntax.statementDestinations {
            if let node = context.node(of: destination) { placed[node] = true }
        }
        placedByStatements = placed
        var implementers = KeyedTable<NameID, [(reference: TypeReference, range: SourceRange, path: String)]>()
        for storyboard in index.visibleStoryboards {
            for type in storyboard.types.inOrder {
                for declared in type.unwindActions.inOrder {
                    let implementer = (storyboard.reference(to: type), declared.range, storyboard.path)
                    if let position = implementers.position(of: declared.declaredName.id) {
                        implementers[at: position].append(implementer)
                    } else {
                        implementers.insertFirst(declared.declaredName.id, [implementer])
                    }
                }
            }
        }
        self.implementers = implementers
        var findsDestination: [UnwindSite: Bool] = [:]
        let inThisFile = facts.graph.storyboards.map { $0.path == index.path }
        for trigger in context.unwindTriggers where inThisFile[trigger.storyboard] {
            let ends = facts.ends[trigger.edge]
            let site = UnwindSite(source: ends.from, offset: trigger.offset)
            // An unwind no scene can take goes to the `nowhere` node.
            let found = ends.to >= 0 && facts.graph.nodes[ends.to].kind != .nowhere
            findsDestination[site] = found || findsDestination[site] == true
        }
        unwindFindsDestination = findsDestination
        // The first W103 of each action in the order the scenes are visited
        // lists every implementer (in JSON); decided here, not by the visit,
        // so that runs of scenes checked apart agree with one visit of all.
        var neverBelow: [Int: [CheckContext.UnwindNeverBelow]] = [:]
        var firstNeverBelow: [NameID: UnwindSite] = [:]
        for type in index.types.values where type.kind.isViewController {
            guard let node = context.node(of: index.reference(to: type)), facts.reachable[node], !placed[node] else {
                continue
            }
            let found = context.unwindsNeverBelow(type, placedAt: node, implementers: implementers,
                                                  findsDestination: findsDestination)
            guard !found.isEmpty else { continue }
            neverBelow[node, default: []] += found
            for unwind in found where firstNeverBelow[unwind.action.id] == nil {
                firstNeverBelow[unwind.action.id] = unwind.site
            }
        }
        unwindsNeverBelow = neverBelow
        firstUnwindNeverBelow = firstNeverBelow
        singletonParent = facts.graph.nodes.indices.map { node in
            facts.parents[node].first { parent in
                switch facts.graph.nodes[parent].kind {
                case .tabs, .pages: return true
                // A custom container makes its children as its code says (a SwiftUI representable's
                // host a new one each time), and the same class shown elsewhere is another screen of
                // that class, not the child selected again (Open Food Facts' scanner results embed
                // the product details its search pushes): there is nothing to select there.
                case .container, .navigation, .split, .scene, .nowhere: return false
                }
            }
        }
    }
}

/// An unwind segue's place: its source's node and where its trigger starts
/// in the file. A struct, where a `"source@line:column"` string was
/// interpolated for every unwind segue twice (once to record it, once to look it up).
struct UnwindSite: Hashable {
    var source: Int
    var offset: UInt32
}

/// What a presented controller and its relationship children offer, by its
/// reference, computed once per destination however many segues present it.
struct SubtreeFacts {
    struct Facts {
        /// Some controller in it says `modal in presentation`.
        var modalInPresentation: Bool
        /// Something in it fires a segue or an unwind, or runs a hook (which may dismiss it in code).
        var wayOut: Bool
    }

    private var known = KeyedTable<TypeReference, Facts>()

    mutating func facts(of target: CheckTarget, in context: CheckContext) -> Facts {
        if let facts = known[target.reference] { return facts }
        var modal = false
        var wayOut = false
        context.visitSubtree(of: target) { type in
            guard let type else {
                wayOut = true
                return
            }
            modal = modal || type.isModalInPresentation
            wayOut = wayOut || !type.segues.isEmpty || !type.hooks.isEmpty
        }
        let facts = Facts(modalInPresentation: modal, wayOut: wayOut)
        known[target.reference] = facts
        return facts
    }
}
