/// The static checks' unwinds (`GraphBuilder.Detail.navigation`): W103 asks
/// only whether an unwind has a destination, so each unwind edge is pointed,
/// in place, at one scene that can be asked first for it, or at `nowhere`.
///
/// One search per action. An action most scenes implement alone (`unwind
/// backToList`) is searched over scratch arrays made once for the graph and
/// marked with the action's number, so it costs what its search visits: a
/// set, a dictionary and arrays made for each action, and a copy of every
/// edge beside the edges, were a quarter of `flow check` on a storyboard
/// where each scene has an action of its own (issue 53, the `actions`
/// shape), and a third of its peak.
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

        var search = LoneImplementerSearch(nodeCount: nodeCount)
        var sources: [Int] = []
        for (number, noted) in implementers.enumerated() where starts[number] < starts[number + 1] {
            let unwinds = byAction[starts[number]..<starts[number + 1]]
            sources.removeAll(keepingCapacity: true)
            for position in unwinds { sources.append(ends[position].from) }
            let candidates = noted.filter { $0.position >= 0 && $0.position < nodeCount }
            switch candidates.count {
            case 0:
                for position in unwinds { Self.point(&edges[position], &ends[position], at: nil) }
            case 1:
                search.run(from: candidates[0].position, wanting: sources, mark: Int32(truncatingIfNeeded: number),
                           in: graph)
                for position in unwinds {
                    let found = search.hasReached(ends[position].from) ? candidates[0] : nil
                    Self.point(&edges[position], &ends[position], at: found)
                }
            default:
                let found = Self.someDestination(of: Set(sources), among: candidates, in: graph)
                for position in unwinds {
                    Self.point(&edges[position], &ends[position], at: found[ends[position].from]?.first)
                }
            }
        }
    }

    /// An unwind edge's destination: `implementer`, or `nowhere`.
    private static func point(_ edge: inout GraphEdge, _ ends: inout EdgeEnds, at implementer: Implementer?) {
        edge.to = implementer?.node ?? StoryboardGraph.nowhere
        ends.to = implementer?.position ?? EdgeEnds.nowhere
    }

    /// For each of `wanted` that an edge path reaches from the hosts of some
    /// implementer in `candidates`, one of those implementers: one search from
    /// all their hosts at once, each node labelled with an implementer it was
    /// met from. Where the drawn graph's searches stop at another
    /// implementer, this one goes on, and needs not stop: whatever lies
    /// beyond an implementer, that implementer's own search reaches, so both
    /// find a destination for the same sources. As there, a host's
    /// relationship to another of the same implementer's hosts reaches
    /// nothing (`NearestSearch`); a host shared by several implementers (a
    /// tab bar over two tabs that implement the action) leads to each child
    /// that holds only some of them, labelled with one it does not hold.
    private static func someDestination(of wanted: Set<Int>, among candidates: [Implementer], in graph: Adjacency)
        -> [Int: [Implementer]]
    {
        // Each implementer's hosts — the scene and the containers holding it — and who is under each host.
        var hostsOf: [Set<Int>] = []
        var under: [Int: [Int]] = [:]     // host → the candidates it holds, in their order
        var hostOrder: [Int] = []
        for (candidate, implementer) in candidates.enumerated() {
            let (ordered, hosts) = graph.hosts(of: implementer.position)
            for host in ordered {
                if under[host] == nil { hostOrder.append(host) }
                under[host, default: []].append(candidate)
            }
            hostsOf.append(hosts)
        }
        var label: [Int: Int] = [:]       // node an edge reached → a candidate whose search reaches it
        var queue: [Int] = []
        var reachedWanted = 0
        func reach(_ node: Int, from candidate: Int) {
            guard label[node] == nil else { return }
            label[node] = candidate
            queue.append(node)
            if wanted.contains(node) { reachedWanted += 1 }
        }
        for host in hostOrder {
            let held = under[host] ?? []
            for next in graph.forward[host] {
                // From a host to another host of the same implementer through their relationship: no
                // edge of its search; of another implementer's whose hosts hold this one only.
                let isContainment = under[next] != nil && graph.parents[next].contains(host)
                guard let candidate = isContainment ? held.first(where: { !hostsOf[$0].contains(next) }) : held.first
                else { continue }
                reach(next, from: candidate)
            }
        }
        var position = 0
        while position < queue.count, reachedWanted < wanted.count {
            let current = queue[position]
            position += 1
            let candidate = label[current] ?? 0
            for next in graph.forward[current] { reach(next, from: candidate) }
        }
        var found: [Int: [Implementer]] = [:]
        for node in wanted {
            if let candidate = label[node] { found[node] = [candidates[candidate]] }
        }
        return found
    }
}

/// `someDestination` for an action one scene implements, over arrays as wide
/// as the graph made once and reused by every action: each entry holds the
/// mark of the last action that set it, so no action clears them. The search
/// starts from the implementer's hosts (the scene and the containers holding
/// it), counts a node only when an edge reaches it, follows no relationship
/// from one host to another, and stops once every wanted node is reached.
private struct LoneImplementerSearch {
    /// The mark of the last search that reached each node, wanted it, or made it a host.
    private var reachedBy: [Int32]
    private var wantedBy: [Int32]
    private var hostOf: [Int32]
    private var hosts: [Int] = []
    private var queue: [Int] = []
    private var mark: Int32 = -1

    init(nodeCount: Int) {
        reachedBy = Array(repeating: -1, count: nodeCount)
        wantedBy = reachedBy
        hostOf = reachedBy
    }

    /// Searches from the hosts of `implementer` until every node of `wanted` is reached.
    /// `mark` is new to this search (the action's number).
    mutating func run(from implementer: Int, wanting wanted: [Int], mark: Int32, in graph: Adjacency) {
        self.mark = mark
        var wantedCount = 0
        for node in wanted where wantedBy[node] != mark {
            wantedBy[node] = mark
            wantedCount += 1
        }
        hosts.removeAll(keepingCapacity: true)
        hosts.append(implementer)
        hostOf[implementer] = mark
        var position = 0
        while position < hosts.count {
            for parent in graph.parents[hosts[position]] where hostOf[parent] != mark {
                hostOf[parent] = mark
                hosts.append(parent)
            }
            position += 1
        }
        queue.removeAll(keepingCapacity: true)
        var met = 0
        for host in hosts {
            for next in graph.forward[host] {
                if hostOf[next] == mark, graph.parents[next].contains(host) { continue }
                reach(next, met: &met)
            }
        }
        position = 0
        while position < queue.count, met < wantedCount {
            for next in graph.forward[queue[position]] { reach(next, met: &met) }
            position += 1
        }
    }

    /// Whether the last search reached `node` (by an edge).
    func hasReached(_ node: Int) -> Bool {
        reachedBy[node] == mark
    }

    private mutating func reach(_ node: Int, met: inout Int) {
        guard reachedBy[node] != mark else { return }
        reachedBy[node] = mark
        queue.append(node)
        if wantedBy[node] == mark { met += 1 }
    }
}
