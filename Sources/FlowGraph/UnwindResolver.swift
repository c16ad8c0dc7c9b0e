import FlowLang

/// Where unwind segues can go, found statically.
///
/// At run time UIKit searches from the source up through its parents and
/// presenters, visiting each container's children on the way, and asks each
/// controller that implements the action whether it accepts
/// (`canPerformUnwindSegueAction`); the first that does is the destination,
/// one that declines passes the search on (UIKitModel.md, "Unwind segues").
/// The static approximation: a scene T implementing the action can be asked
/// first by an unwind from S when S is reachable, through segues and
/// relationships and by at least one edge, from T or from a container
/// holding T through relationships (so an unwind from one tab can reach the
/// root of another, as the search through a tab bar does), along a path that
/// passes through no other scene implementing the action: that one would be
/// asked before T. An unwind with no such scene goes to `nowhere`.
///
/// The drawn graph (`findsEveryDestination`) has an edge from the unwind to
/// each scene asked first, and, from each of those that accepts only when a
/// condition holds, an edge for what UIKit asks next when it declines: the
/// scenes asked first by an unwind from it, the trigger `declines ACTION`.
/// So every scene the search can stop at is drawn once, however many
/// guarded implementers stand between it and the source: an edge from each
/// unwind to every such scene made a stack of n scenes each implementing
/// `done when …` n²/2 edges (issue 53: 0.4 MB took `flow graph` 22 s and
/// 3.4 GB). The static checks ask only whether an unwind has a destination
/// (W103), which one search per action answers (`findsEveryDestination`
/// false): one edge per unwind.
///
/// Cost: per action, one search from each implementer over the nodes it can
/// be asked first for, which ends at every other implementer and once every
/// node that wants an answer (a source, a guarded implementer) has been
/// met. A chain of scenes that each implement and unwind to `done` resolves
/// each unwind to the scene below it in constant time (issue 53: a search per
/// implementer resumed per unwind made it quadratic in time, memory and
/// edges).
struct UnwindResolver {
    struct Implementer {
        var node: String
        /// `node`'s position in the graph's nodes.
        var position: Int
        /// The condition's text, drawn on the edge (nil in the lean graph of the checks).
        var condition: String?
        /// Whether it accepts only when a condition holds: else UIKit's search stops at it.
        var isConditional: Bool
        /// Where its `unwind ACTION` is written: where a search it declines goes on from.
        var location: GraphLocation?
    }

    /// The positions of the unwind edges among the edges, in the order noted.
    private(set) var unwindEdges: [Int] = []
    /// The number of each unwind's action (`actionNumbers`), beside
    /// `unwindEdges`; -1 for an unwind that names none.
    private(set) var unwindActions: [Int] = []
    /// The actions unwound to or implemented, each numbered by its place in `implementers`.
    private(set) var actionNumbers: [String: Int] = [:]
    /// Each action's implementers, in the order noted (none for an action only unwound to).
    private(set) var implementers: [[Implementer]] = []
    /// Whether each unwind gets an edge to every scene that can be asked first,
    /// and guarded implementers theirs for when they decline (the drawn graph),
    /// or one edge to a scene that can take it (the checks' graph).
    private let findsEveryDestination: Bool

    init(findsEveryDestination: Bool) {
        self.findsEveryDestination = findsEveryDestination
    }

    /// The edge at `position` is an unwind segue to `action`, whose `to` is still to be found.
    mutating func noteUnwind(at position: Int, action: String?) {
        unwindEdges.append(position)
        unwindActions.append(action.map { number(of: $0) } ?? -1)
    }

    /// The number of `action`, given on first sight: by an unwind to it or a scene implementing it.
    private mutating func number(of action: String) -> Int {
        if let number = actionNumbers[action] { return number }
        actionNumbers[action] = implementers.count
        implementers.append([])
        return implementers.count - 1
    }

    /// `node`, at `position` among the nodes, implements `action`,
    /// accepting always, or when a condition holds (`isConditional`; its
    /// text is `condition` when the graph draws it), declared at `location`.
    mutating func noteImplementer(_ node: String, node position: Int, action: String, condition: String?,
                                  isConditional: Bool, at location: GraphLocation?) {
        implementers[number(of: action)].append(
            Implementer(node: node, position: position, condition: condition, isConditional: isConditional,
                        location: location))
    }

    /// The implementers of `action`, in the order noted.
    private func implementers(of action: String) -> [Implementer] {
        actionNumbers[action].map { implementers[$0] } ?? []
    }

    /// Each unwind segue of `edges` replaced by one edge per destination, and
    /// the guarded implementers' edges for when they decline added after
    /// them; or, for the checks (not `findsEveryDestination`), each unwind
    /// pointed at one destination, in place. `ends` holds the ends of
    /// `edges`, among `nodeCount` nodes, and is kept beside them.
    func resolve(edges: inout [GraphEdge], ends: inout [EdgeEnds], nodeCount: Int) {
        guard !unwindEdges.isEmpty else { return }
        let graph = Adjacency(edges: edges, ends: ends, count: nodeCount, followingUnwinds: false)
        guard findsEveryDestination else {
            pointEachUnwind(edges: &edges, ends: &ends, graph: graph)
            return
        }
        (edges, ends) = everyDestination(edges: edges, ends: ends, graph: graph)
    }

    /// The drawn graph's edges: one from each unwind to each scene that can
    /// be asked first, then those for when a guarded implementer declines.
    private func everyDestination(edges: [GraphEdge], ends: [EdgeEnds], graph: Adjacency) -> ([GraphEdge], [EdgeEnds]) {
        let destinations = askedFirst(edges: edges, ends: ends, graph: graph)
        let unwindPositions = unwindEdges.sorted()
        var nextUnwind = 0
        var out: [GraphEdge] = []
        var outEnds: [EdgeEnds] = []
        out.reserveCapacity(edges.count)
        outEnds.reserveCapacity(edges.count)
        /// The guarded implementers some unwind asks, by action, in the order first asked.
        var declining: [String: [Implementer]] = [:]
        var asked: [String: Set<Int>] = [:]
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
                // Set only when there is one: setting nil copies the edge's box of details for nothing.
                if implementer.condition != nil { resolved.acceptCondition = implementer.condition }
                out.append(resolved)
                outEnds.append(EdgeEnds(from: source, to: implementer.position))
                if implementer.isConditional, let action = edge.action,
                   asked[action, default: []].insert(implementer.position).inserted {
                    declining[action, default: []].append(implementer)
                }
            }
            if found.isEmpty {
                var nowhere = edge
                nowhere.to = StoryboardGraph.nowhere
                out.append(nowhere)
                outEnds.append(EdgeEnds(from: source, to: EdgeEnds.nowhere))
            }
        }
        for action in declining.keys.sorted() {
            var queue = declining[action] ?? []
            var next = 0
            while next < queue.count {
                let declined = queue[next]
                next += 1
                // UIKit goes on from the decliner's parent or presenter, not from the
                // decliner: it is not asked again (its own container reaches it, which
                // is no path from it).
                for implementer in destinations[action]?[declined.position] ?? []
                    where implementer.position != declined.position {
                    var edge = GraphEdge(kind: .unwind, from: declined.node, to: implementer.node)
                    edge.trigger = GraphTrigger(kind: GraphTrigger.declines, name: action)
                    edge.action = action
                    edge.acceptCondition = implementer.condition
                    edge.location = declined.location
                    out.append(edge)
                    outEnds.append(EdgeEnds(from: declined.position, to: implementer.position))
                    if implementer.isConditional, asked[action, default: []].insert(implementer.position).inserted {
                        queue.append(implementer)
                    }
                }
            }
        }
        return (out, outEnds)
    }

    /// For each action some unwind goes to, the implementers that can be asked
    /// first by an unwind from each node that wants to know — every source
    /// and every guarded implementer — in the implementers' order.
    private func askedFirst(edges: [GraphEdge], ends: [EdgeEnds], graph: Adjacency) -> [String: [Int: [Implementer]]] {
        var sources: [String: Set<Int>] = [:]
        for position in unwindEdges {
            let source = ends[position].from
            guard source >= 0, let action = edges[position].action else { continue }
            sources[action, default: []].insert(source)
        }
        var destinations: [String: [Int: [Implementer]]] = [:]
        for (action, unwindSources) in sources {
            let candidates = implementers(of: action).filter { $0.position >= 0 && $0.position < graph.forward.count }
            let stops = Set(candidates.lazy.map(\.position))
            let wanted = unwindSources.union(candidates.lazy.filter(\.isConditional).map(\.position))
            var found: [Int: [Implementer]] = [:]
            for implementer in candidates {
                var search = NearestSearch(hostsOf: implementer.position, in: graph)
                // A guarded implementer that is no source wants to know what UIKit asks after it declines,
                // which is never itself (the edges of those it declines to skip it): its own search need not go on until it
                // meets itself. It went on through the whole graph, for each action (issue 53: `flow
                // graph` on 4 MB of the taps shape, where each list implements an action of its own
                // under a condition, took 2.9 s against 0.3 s for 1 MB).
                let itselfWanted = wanted.contains(implementer.position) && !unwindSources.contains(implementer.position)
                let wantedHere = wanted.count - (itselfWanted ? 1 : 0)
                var met = 0
                while met < wantedHere, let node = search.next(in: graph, stoppingAt: stops) {
                    guard wanted.contains(node) else { continue }
                    found[node, default: []].append(implementer)
                    if !(itselfWanted && node == implementer.position) { met += 1 }
                }
            }
            destinations[action] = found
        }
        return destinations
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
/// node UIKit's search would ask before it (another implementer): the nodes
/// it yields are those below which this implementer can be asked first.
///
/// Its set holds the nodes it has met, not a bit for every node of the
/// graph: most searches stop a segue or two from where they start. Bit sets
/// as wide as the graph made the resolver quadratic in time and memory.
///
/// A host's relationship to another host is not such an edge: the scene's own
/// containers lead down to it, but an unwind from it starts above it (UIKit's
/// search asks every controller "other than" the source, UIKitModel.md,
/// "Unwind segues", after Apple's TN2298, "How an Unwind Segue Determines its
/// Destination View Controller"): the root of a navigation controller that implements
/// `done` and unwinds to it finds nothing, as the model's trace says.
private struct NearestSearch {
    private var reached: Set<Int> = []
    private var queue: [Int]
    private var position = 0
    /// The scene and its containers, the first `hosts.count` of `queue`.
    private let hosts: Set<Int>
    /// The nodes met, in the order met, and how many of them were yielded.
    private var met: [Int] = []
    private var yielded = 0

    /// A search from `node` and the containers that hold it, directly or not.
    init(hostsOf node: Int, in graph: Adjacency) {
        // The hosts start the search unmarked: a node counts only when an edge reaches it.
        (queue, hosts) = graph.hosts(of: node)
    }

    /// The next node an edge path reaches, each once; nil when there is none.
    /// A node in `nearest` is yielded but not searched beyond.
    mutating func next(in graph: Adjacency, stoppingAt nearest: Set<Int>) -> Int? {
        while yielded == met.count {
            guard position < queue.count else { return nil }
            let current = queue[position]
            let isHost = position < hosts.count
            position += 1
            for next in graph.forward[current] {
                if isHost, Self.isContainment(from: current, to: next, hosts: hosts, in: graph) { continue }
                guard reached.insert(next).inserted else { continue }
                met.append(next)
                if !nearest.contains(next) { queue.append(next) }
            }
        }
        yielded += 1
        return met[yielded - 1]
    }

    /// Whether the edge from host `from` to `to` is a relationship between two of `hosts`.
    private static func isContainment(from: Int, to: Int, hosts: Set<Int>, in graph: Adjacency) -> Bool {
        hosts.contains(to) && graph.parents[to].contains(from)
    }
}

extension Adjacency {
    /// `node` and every container holding it through relationships, directly
    /// or not: nearest first, and as a set.
    func hosts(of node: Int) -> (ordered: [Int], set: Set<Int>) {
        var hosts: Set<Int> = [node]
        var ordered = [node]
        var position = 0
        while position < ordered.count {
            let current = ordered[position]
            position += 1
            for parent in parents[current] where hosts.insert(parent).inserted { ordered.append(parent) }
        }
        return (ordered, hosts)
    }
}
