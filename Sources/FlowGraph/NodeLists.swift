/// A list of numbers for each node, all in one array: `lists[node]` is the
/// node's list, in the order its pairs were given. Built in two passes over
/// the pairs (count, then place), where an array per node grew one append at
/// a time: two allocations a node, on every `flow check`. The static checks'
/// navigation facts and the unwind resolver keep their edges so.
package struct NodeLists: Sendable {
    /// Where each node's list starts in `members`; the last entry is the end.
    @usableFromInline let starts: [Int]
    @usableFromInline let members: [Int]

    /// Lists for `count` nodes holding each pair's `member` under its `node`.
    @inlinable package init(count: Int, pairs: [(node: Int, member: Int)]) {
        var starts = Array(repeating: 0, count: count + 1)
        for pair in pairs { starts[pair.node + 1] += 1 }
        for node in 0..<count { starts[node + 1] += starts[node] }
        var next = Array(starts.dropLast())
        var members = Array(repeating: 0, count: pairs.count)
        for pair in pairs {
            members[next[pair.node]] = pair.member
            next[pair.node] += 1
        }
        self.starts = starts
        self.members = members
    }

    /// How many nodes there are.
    @inlinable package var count: Int { starts.count - 1 }

    /// The list of `node`; inlined where it is read (the navigation facts
    /// read a list for every node they visit, from another module).
    @inlinable package subscript(node: Int) -> ArraySlice<Int> { members[starts[node]..<starts[node + 1]] }
}

/// Each node's forward edges and relationship parents, as `NodeLists` (two
/// allocations in all, where an array per node's edges and one per node's
/// parents were two a node): what the unwind resolver searches, before the
/// unwinds are resolved, and what the static checks' navigation facts
/// follow, after.
package struct Adjacency {
    /// The nodes each node's edges lead to, in the edges' order.
    package let forward: NodeLists
    /// The containers holding each node by a relationship.
    package let parents: NodeLists

    /// The adjacency of `count` nodes joined by `edges`, whose end nodes are
    /// `ends`; an end that is no node (or `nowhere`, not yet a node) leads
    /// nowhere. Unwind edges lead forward only when `followingUnwinds`.
    package init(edges: [GraphEdge], ends: [EdgeEnds], count: Int, followingUnwinds: Bool) {
        var forward: [(node: Int, member: Int)] = []
        var parents: [(node: Int, member: Int)] = []
        forward.reserveCapacity(edges.count)
        for (edge, ends) in zip(edges, ends) where followingUnwinds || edge.kind != .unwind {
            let (from, to) = (ends.from, ends.to)
            guard from >= 0, to >= 0 else { continue }
            forward.append((from, to))
            if edge.kind == .relationship { parents.append((to, from)) }
        }
        self.forward = NodeLists(count: count, pairs: forward)
        self.parents = NodeLists(count: count, pairs: parents)
    }
}
