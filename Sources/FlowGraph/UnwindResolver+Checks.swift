/// The static checks' unwinds (`GraphBuilder.Detail.navigation`): W103 asks
/// only whether an unwind has a destination, so each unwind edge is pointed,
/// in place, at one scene that can be asked first for it, or at `nowhere`.
///
/// One search per action (`DestinationSearch`), over arrays as wide as the
/// graph made once and marked with the action's number, so an action costs
/// what its search visits: a set, a dictionary and arrays made for each
/// action, and a copy of every edge beside the edges, were a quarter of `flow
/// check` on a storyboard where each scene has an action of its own (issue
/// 53, the `actions` shape) and a third of its peak; a set of hosts for each
/// implementer a tenth of the peak where every scene implements `done`.
extension UnwindResolver {
    func pointEachUnwind(edges: inout [GraphEdge], ends: inout [EdgeEnds], graph: Adjacency) {
        let nodeCount = graph.forward.count
        // The unwinds of each action, in one array ordered by action (a counting sort); an
        // unwind from no node, or naming no action, goes nowhere, and one to an action no scene
        // implements finds no candidate.
        var actionOfUnwind = [Int](repeating: -1, count: unwindEdges.count)
        var starts = [Int](repeating: 0, count: implementers.count + 1)
        for (unwind, position) in unwindEdges.enumerated() {
            let number = unwindActions[unwind]
            guard ends[position].from >= 0, number >= 0 else {
                Self.point(&edges[position], &ends[position], at: nil)
                continue
            }
            actionOfUnwind[unwind] = number
            starts[number + 1] += 1
        }
        for number in implementers.indices { starts[number + 1] += starts[number] }
        var next = Array(starts.dropLast())
        var byAction = [Int](repeating: 0, count: starts[implementers.count])
        for (unwind, position) in unwindEdges.enumerated() where actionOfUnwind[unwind] >= 0 {
            byAction[next[actionOfUnwind[unwind]]] = position
            next[actionOfUnwind[unwind]] += 1
        }

        var search = DestinationSearch(nodeCount: nodeCount)
        var sources: [Int] = []
        let isNode = { (implementer: Implementer) in implementer.position >= 0 && implementer.position < nodeCount }
        for (number, noted) in implementers.enumerated() where starts[number] < starts[number + 1] {
            let unwinds = byAction[starts[number]..<starts[number + 1]]
            let candidates = noted.allSatisfy(isNode) ? noted : noted.filter(isNode)
            guard !candidates.isEmpty else {
                for position in unwinds { Self.point(&edges[position], &ends[position], at: nil) }
                continue
            }
            sources.removeAll(keepingCapacity: true)
            for position in unwinds { sources.append(ends[position].from) }
            search.run(from: candidates.lazy.map(\.position), wanting: sources, mark: Int32(truncatingIfNeeded: number),
                       in: graph)
            for position in unwinds {
                let found = search.candidate(reaching: ends[position].from).map { candidates[$0] }
                Self.point(&edges[position], &ends[position], at: found)
            }
        }
    }

    /// An unwind edge's destination: `implementer`, or `nowhere`.
    private static func point(_ edge: inout GraphEdge, _ ends: inout EdgeEnds, at implementer: Implementer?) {
        edge.to = implementer?.node ?? StoryboardGraph.nowhere
        ends.to = implementer?.position ?? EdgeEnds.nowhere
    }
}

/// For each wanted node that an edge path reaches from the hosts of some
/// implementer of an action (the scene and the containers holding it), one
/// of those implementers: one search from all their hosts at once, each node
/// labelled with an implementer it was met from. Where the drawn graph's
/// searches (`NearestSearch`) stop at another implementer, this one goes on,
/// and needs not stop: whatever lies beyond an implementer, that
/// implementer's own search reaches, so both find a destination for the same
/// sources. As there, a host's relationship to another of the same
/// implementer's hosts reaches nothing; a host shared by several
/// implementers (a tab bar over two tabs that implement the action) leads to
/// each child that holds only some of them, labelled with one it does not
/// hold. The search stops once every wanted node is reached.
///
/// Its arrays are as wide as the graph, made once and reused by every
/// action: each entry holds the mark of the last search that set it, so no
/// search clears them, and an action costs what its search visits.
private struct DestinationSearch {
    /// The mark of the last search that reached each node, wanted it, or made it a host.
    private var reachedBy: [Int32]
    private var wantedBy: [Int32]
    private var hostBy: [Int32]
    /// The candidate each node was reached from, where `reachedBy` holds this search's mark.
    private var label: [Int32]
    /// Where each host's candidates are in `held`, where `hostBy` holds this search's mark.
    private var heldStart: [Int32]
    private var heldEnd: [Int32]
    /// The candidate whose hosts were walked last to reach each node: a candidate's walk meets a
    /// container above two of its own once.
    private var walkedBy: [Int]
    private var walks = 0
    /// Each host with each candidate it holds, by host, then by candidate.
    private var held: [(host: Int, candidate: Int)] = []
    /// The hosts in the order first met: the candidates in order, each one's nearest first.
    private var hostOrder: [Int] = []
    private var walk: [Int] = []
    private var queue: [Int] = []
    private var mark: Int32 = -1

    init(nodeCount: Int) {
        reachedBy = Array(repeating: -1, count: nodeCount)
        wantedBy = reachedBy
        hostBy = reachedBy
        label = reachedBy
        heldStart = reachedBy
        heldEnd = reachedBy
        walkedBy = Array(repeating: -1, count: nodeCount)
    }

    /// Searches from the hosts of the candidates (their nodes, in order)
    /// until every node of `wanted` is reached. `mark` is new to this search.
    mutating func run(from candidates: some Sequence<Int>, wanting wanted: [Int], mark: Int32, in graph: Adjacency) {
        self.mark = mark
        var wantedCount = 0
        for node in wanted where wantedBy[node] != mark {
            wantedBy[node] = mark
            wantedCount += 1
        }
        findHosts(of: candidates, in: graph)
        queue.removeAll(keepingCapacity: true)
        var met = 0
        for host in hostOrder {
            let holding = Int(heldStart[host])..<Int(heldEnd[host])
            for next in graph.forward[host] {
                // From a host to another host through their relationship: no edge of the search of
                // a candidate both hold; of one that `host` holds and `next` does not.
                let isContainment = hostBy[next] == mark && graph.parents[next].contains(host)
                guard let candidate = isContainment ? firstHeld(in: holding, notHeldBy: next) : held[holding.lowerBound].candidate
                else { continue }
                reach(next, from: candidate, met: &met)
            }
        }
        var position = 0
        while position < queue.count, met < wantedCount {
            let current = queue[position]
            position += 1
            for next in graph.forward[current] { reach(next, from: Int(label[current]), met: &met) }
        }
    }

    /// The candidate, by its place among the last search's candidates, whose hosts an edge path reached `node` from.
    func candidate(reaching node: Int) -> Int? {
        reachedBy[node] == mark ? Int(label[node]) : nil
    }

    /// Each candidate's hosts — its node and every container holding it
    /// through relationships, nearest first — into `held` and `hostOrder`.
    private mutating func findHosts(of candidates: some Sequence<Int>, in graph: Adjacency) {
        held.removeAll(keepingCapacity: true)
        hostOrder.removeAll(keepingCapacity: true)
        for (candidate, node) in candidates.enumerated() {
            walks += 1
            walk.removeAll(keepingCapacity: true)
            walk.append(node)
            walkedBy[node] = walks
            var position = 0
            while position < walk.count {
                let host = walk[position]
                position += 1
                for parent in graph.parents[host] where walkedBy[parent] != walks {
                    walkedBy[parent] = walks
                    walk.append(parent)
                }
                if hostBy[host] != mark {
                    hostBy[host] = mark
                    hostOrder.append(host)
                }
                held.append((host, candidate))
            }
        }
        // By host, each host's candidates in order (each candidate holds a host once).
        held.sort { $0.host != $1.host ? $0.host < $1.host : $0.candidate < $1.candidate }
        var start = 0
        while start < held.count {
            var end = start + 1
            while end < held.count, held[end].host == held[start].host { end += 1 }
            heldStart[held[start].host] = Int32(truncatingIfNeeded: start)
            heldEnd[held[start].host] = Int32(truncatingIfNeeded: end)
            start = end
        }
    }

    /// The first candidate of `holding` (a host's, in `held`) that host `next` does not hold.
    private func firstHeld(in holding: Range<Int>, notHeldBy next: Int) -> Int? {
        var other = Int(heldStart[next])
        let otherEnd = Int(heldEnd[next])
        for position in holding {
            let candidate = held[position].candidate
            while other < otherEnd, held[other].candidate < candidate { other += 1 }
            if other == otherEnd || held[other].candidate != candidate { return candidate }
        }
        return nil
    }

    private mutating func reach(_ node: Int, from candidate: Int, met: inout Int) {
        guard reachedBy[node] != mark else { return }
        reachedBy[node] = mark
        label[node] = Int32(truncatingIfNeeded: candidate)
        queue.append(node)
        if wantedBy[node] == mark { met += 1 }
    }
}
