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
