import FlowLang

/// Where unwind segues can go, found statically.
///
/// At run time UIKit searches from the source up through its parents and
/// presenters, visiting each container's children on the way, and stops at
/// the first controller that implements the action and accepts it
/// (UIKitModel.md, "Unwind segues"). The static approximation: a scene T
/// implementing the action is a destination of an unwind from S when S is
/// reachable, through segues and relationships and by at least one edge,
/// from T or from a container holding T through relationships (so an unwind
/// from one tab can reach the root of another, as the search through a tab
/// bar does), along a path that passes through no other scene implementing
/// the action without a condition: that scene would be nearer to S, and
/// UIKit's search would stop there. An unwind with no destination goes to
/// `nowhere`.
///
/// Cost: per action, one search from each implementer, over the scenes it
/// can be the nearest implementer above (an implementer without a condition
/// ends every search that meets it), stopped once every source of an unwind
/// to that action has been met. A chain of scenes that each implement and
/// unwind to `done` resolves each unwind to the scene below it in constant
/// time, where a search per implementer resumed per unwind made the chain
/// quadratic in time, memory and edges (issue 53: 0.5 MB of it took 3.1 s
/// and 1.4 GB, with an edge from every scene to every scene above it). The
/// edges are as many as the destinations UIKit's search can stop at: each
/// unwind to an action every scene implements has one.
///
/// Scenes that accept an action only when a condition holds do not end a
/// search (UIKit asks the next one when they decline), so a chain of n
/// scenes each implementing `done when …` and unwinding to it has n²/2
/// destinations, all drawn by `flow graph`. The static checks ask only
/// whether an unwind has any (W103), which one search per action answers
/// (`findsEveryDestination` false): linear whatever the conditions (issue
/// 53: 0.4 MB of that chain took 6.4 s and 820 MB in `flow check`).
struct UnwindResolver {
    private struct Implementer {
        var node: String
        /// `node`'s position in the graph's nodes.
        var position: Int
        /// The condition's text, drawn on the edge (nil in the lean graph of the checks).
        var condition: String?
        /// Whether it accepts only when a condition holds: else UIKit's search stops at it.
        var isConditional: Bool
    }

    private var unwindEdges: [Int] = []
    private var implementers: [String: [Implementer]] = [:]
    /// Whether each unwind gets an edge to every scene that can take it (the
    /// drawn graph), or one edge to one of them (the checks' graph).
    private let findsEveryDestination: Bool

    init(findsEveryDestination: Bool) {
        self.findsEveryDestination = findsEveryDestination
    }

    /// The edge at `position` is an unwind segue whose `to` is still to be found.
    mutating func noteUnwind(at position: Int) {
        unwindEdges.append(position)
    }

    /// `node`, at `position` among the nodes, implements `action`,
    /// accepting always, or when a condition holds (`isConditional`; its
    /// text is `condition` when the graph draws it).
    mutating func noteImplementer(_ node: String, node position: Int, action: String, condition: String?,
                                  isConditional: Bool) {
        implementers[action, default: []].append(
            Implementer(node: node, position: position, condition: condition, isConditional: isConditional))
    }

    /// `edges` with each unwind segue replaced by one edge per destination,
    /// and their ends (`ends` holds those of `edges`, among `nodeCount` nodes).
    func resolve(edges: [GraphEdge], ends: [EdgeEnds], nodeCount: Int) -> ([GraphEdge], [EdgeEnds]) {
        guard !unwindEdges.isEmpty else { return (edges, ends) }
        let graph = Adjacency(edges: edges, ends: ends, count: nodeCount, followingUnwinds: false)
        let destinations = destinationsBySource(edges: edges, ends: ends, graph: graph)
        let unwindPositions = unwindEdges.sorted()
        var nextUnwind = 0
        var out: [GraphEdge] = []
        var outEnds: [EdgeEnds] = []
        out.reserveCapacity(edges.count)
        outEnds.reserveCapacity(edges.count)
        for (position, edge) in edges.enumerated() {
            while nextUnwind < unwindPositions.count, unwindPositions[nextUnwind] < position { nextUnwind += 1 }
            guard nextUnwind < unwindPositions.count, unwindPositions[nextUnwind] == position else {
                out.append(edge)
                outEnds.append(ends[position])
                continue
            }
            let source = ends[position].from
            let found = edge.action.flatMap { destinations[$0]?[source] } ?? []
            for implementer in found {
                var resolved = edge
                resolved.to = implementer.node
                resolved.acceptCondition = implementer.condition
                out.append(resolved)
                outEnds.append(EdgeEnds(from: source, to: implementer.position))
            }
            if found.isEmpty {
                var nowhere = edge
                nowhere.to = StoryboardGraph.nowhere
                out.append(nowhere)
                outEnds.append(EdgeEnds(from: source, to: EdgeEnds.nowhere))
            }
        }
        return (out, outEnds)
    }

    /// For each action some unwind goes to, the implementers each unwind
    /// source can reach, in the implementers' order.
    private func destinationsBySource(edges: [GraphEdge], ends: [EdgeEnds], graph: Adjacency)
        -> [String: [Int: [Implementer]]]
    {
        var sources: [String: Set<Int>] = [:]
        for position in unwindEdges {
            let source = ends[position].from
            guard source >= 0, let action = edges[position].action else { continue }
            sources[action, default: []].insert(source)
        }
        var destinations: [String: [Int: [Implementer]]] = [:]
        for (action, wanted) in sources {
            let candidates = (implementers[action] ?? []).filter { $0.position >= 0 && $0.position < graph.forward.count }
            guard findsEveryDestination else {
                destinations[action] = Self.someDestination(of: wanted, among: candidates, in: graph)
                continue
            }
            let nearest = Set(candidates.lazy.filter { !$0.isConditional }.map(\.position))
            var found: [Int: [Implementer]] = [:]
            for implementer in candidates {
                var search = NearestSearch(hostsOf: implementer.position, in: graph)
                var met = 0
                while met < wanted.count, let node = search.next(in: graph, stoppingAt: nearest) {
                    guard wanted.contains(node) else { continue }
                    found[node, default: []].append(implementer)
                    met += 1
                }
            }
            destinations[action] = found
        }
        return destinations
    }

    /// For each of `wanted` that an edge path reaches from the hosts of some
    /// implementer in `candidates`, one of those implementers: one search from
    /// all their hosts at once, each node labelled with the implementer whose
    /// hosts it was first met from. Where the full search stops at an
    /// implementer without a condition, this one goes on, and needs not stop:
    /// whatever the full search reaches beyond such a scene, that scene's own
    /// search reaches, so both find a destination for the same sources.
    private static func someDestination(of wanted: Set<Int>, among candidates: [Implementer], in graph: Adjacency)
        -> [Int: [Implementer]]
    {
        var origin: [Int: Int] = [:]      // queued node → the candidate it was met from
        var queue: [Int] = []
        for (candidate, implementer) in candidates.enumerated() {
            var position = queue.count
            if origin[implementer.position] == nil {
                origin[implementer.position] = candidate
                queue.append(implementer.position)
            }
            // The containers holding it, directly or not, start the search too.
            while position < queue.count {
                let current = queue[position]
                position += 1
                for parent in graph.parents[current] where origin[parent] == nil {
                    origin[parent] = candidate
                    queue.append(parent)
                }
            }
        }
        // The hosts start unmarked: a node counts only when an edge reaches it.
        var reached: [Int: Implementer] = [:]
        var position = 0
        while position < queue.count, reached.count < wanted.count {
            let current = queue[position]
            position += 1
            let from = origin[current] ?? 0
            for next in graph.forward[current] {
                if wanted.contains(next), reached[next] == nil { reached[next] = candidates[from] }
                if origin[next] == nil {
                    origin[next] = from
                    queue.append(next)
                }
            }
        }
        return reached.mapValues { [$0] }
    }
}

/// The node positions of an edge's ends among its graph's nodes: -1 for an
/// end that is no node; `nowhere` for an unwind no scene implements, until
/// the builder adds that node (`GraphBuilder.buildIndexed`).
package struct EdgeEnds: Sendable {
    package var from: Int
    package var to: Int

    /// The end of an unwind that goes nowhere, before `nowhere` is a node.
    static let nowhere = -2

    init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }
}

/// A breadth-first search from the hosts of one implementing scene — the
/// scene and every container holding it through relationships — that
/// counts a node only when an edge reaches it, and goes no further than a
/// node where UIKit's search would stop first (another implementer without a
/// condition): the nodes it yields are those below which this implementer
/// can be the nearest.
///
/// Its set holds the nodes it has met, not a bit for every node of the
/// graph: most searches stop a segue or two from where they start. Bit sets
/// as wide as the graph made the resolver quadratic in time and memory.
private struct NearestSearch {
    private var reached: Set<Int> = []
    private var queue: [Int]
    private var position = 0
    /// The nodes met, in the order met, and how many of them were yielded.
    private var met: [Int] = []
    private var yielded = 0

    /// A search from `node` and the containers that hold it, directly or not.
    init(hostsOf node: Int, in graph: Adjacency) {
        var hosts: Set<Int> = [node]
        var queue = [node]
        var position = 0
        while position < queue.count {
            let current = queue[position]
            position += 1
            for parent in graph.parents[current] where hosts.insert(parent).inserted { queue.append(parent) }
        }
        // The hosts start the search unmarked: a node counts only when an edge reaches it.
        self.queue = queue
    }

    /// The next node an edge path reaches, each once; nil when there is none.
    /// A node in `nearest` is yielded but not searched beyond.
    mutating func next(in graph: Adjacency, stoppingAt nearest: Set<Int>) -> Int? {
        while yielded == met.count {
            guard position < queue.count else { return nil }
            let current = queue[position]
            position += 1
            for next in graph.forward[current] where reached.insert(next).inserted {
                met.append(next)
                if !nearest.contains(next) { queue.append(next) }
            }
        }
        yielded += 1
        return met[yielded - 1]
    }
}
