import FlowLang

/// Where unwind segues can go, found statically.
///
/// At run time UIKit searches from the source up through its parents and
/// presenters, visiting each container's children on the way (UIKitModel.md,
/// "Unwind segues"). The static approximation: a scene T implementing the
/// action is a destination of an unwind from S when S is reachable, through
/// segues and relationships and by at least one edge, from T or from a
/// container holding T through relationships (so an unwind from one tab can
/// reach the root of another, as the search through a tab bar does). An
/// unwind with no such destination goes to `nowhere`.
///
/// Cost: one breadth-first search per implementing scene, resumed for each
/// unwind that asks about it and stopped as soon as the unwind's source is
/// reached, so at most O(implementers × (scenes + segues)) and, in the usual
/// storyboard where an unwind's source is a few segues from its destination,
/// close to linear (the static checks run this on every `flow check`); the
/// sets hold only the nodes each search meets.
struct UnwindResolver {
    private struct Implementer {
        var node: String
        /// `node`'s position in the graph's nodes.
        var position: Int
        var condition: String?
    }

    private var unwindEdges: [Int] = []
    private var implementers: [String: [Implementer]] = [:]

    /// The edge at `position` is an unwind segue whose `to` is still to be found.
    mutating func noteUnwind(at position: Int) {
        unwindEdges.append(position)
    }

    /// `node`, at `position` among the nodes, implements `action`,
    /// accepting when `condition` holds (nil: always).
    mutating func noteImplementer(_ node: String, node position: Int, action: String, condition: String?) {
        implementers[action, default: []].append(Implementer(node: node, position: position, condition: condition))
    }

    /// `edges` with each unwind segue replaced by one edge per destination,
    /// and their ends (`ends` holds those of `edges`, among `nodeCount` nodes).
    func resolve(edges: [GraphEdge], ends: [EdgeEnds], nodeCount: Int) -> ([GraphEdge], [EdgeEnds]) {
        guard !unwindEdges.isEmpty else { return (edges, ends) }
        let graph = Adjacency(edges: edges, ends: ends, count: nodeCount, followingUnwinds: false)
        // Each implementing scene's search, by its node's position, made on
        // first use. An array and a cursor over the unwind positions (noted
        // in order), where a dictionary of searches and a set of positions
        // hashed every edge and every question: 28.6 M instructions of the
        // taps shape's 816 M at 2 MB.
        var searches = [Search?](repeating: nil, count: nodeCount)
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
            var found = false
            let source = ends[position].from
            if source >= 0, let action = edge.action {
                for implementer in implementers[action] ?? [] {
                    let target = implementer.position
                    guard searches.indices.contains(target) else { continue }
                    // Taken out while it runs, so that it is changed in place, not copied.
                    var search = searches[target].take() ?? Search(hostsOf: target, in: graph)
                    let reaches = search.reaches(source, in: graph)
                    searches[target] = search
                    guard reaches else { continue }
                    var resolved = edge
                    resolved.to = implementer.node
                    resolved.acceptCondition = implementer.condition
                    out.append(resolved)
                    outEnds.append(EdgeEnds(from: source, to: target))
                    found = true
                }
            }
            if !found {
                var nowhere = edge
                nowhere.to = StoryboardGraph.nowhere
                out.append(nowhere)
                outEnds.append(EdgeEnds(from: source, to: EdgeEnds.nowhere))
            }
        }
        return (out, outEnds)
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
/// counts a node only when an edge reaches it, kept between questions so
/// each node and edge is visited once whatever is asked.
///
/// Its sets hold the nodes it has met, not a bit for every node of the
/// graph: a search is made for every implementing scene and kept until all
/// unwinds are resolved, and most stop a segue or two from where they
/// start. Bit sets as wide as the graph made the resolver quadratic in
/// time and memory (8 MB of the taps shape: 6,000 searches of two
/// 3 KB sets each, 152 M instructions against 26 M at 2 MB).
private struct Search {
    private var reached: Set<Int> = []
    private var queue: [Int]
    private var position = 0

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

    /// Whether an edge path from a host reaches `target`, searching on only as far as needed.
    mutating func reaches(_ target: Int, in graph: Adjacency) -> Bool {
        if reached.contains(target) { return true }
        while position < queue.count {
            let current = queue[position]
            position += 1
            // Every edge of a dequeued node is followed before answering, so a resumed search loses none.
            var found = false
            for next in graph.forward[current] where reached.insert(next).inserted {
                queue.append(next)
                if next == target { found = true }
            }
            if found { return true }
        }
        return false
    }
}
