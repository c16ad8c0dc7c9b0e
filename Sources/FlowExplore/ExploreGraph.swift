import FlowRuntime

// The stored states and transitions. States are numbered in the order the
// breadth-first search stores them, so a state's parent always has a lower
// number, every path read back through parents is a shortest one, and the
// states expanded form a prefix: a state's transitions are one contiguous
// run (`edgeStart`). Per state: its parent, the action from the parent, the
// length of its presentation chain — ints in flat arrays, beside the
// visited set's 128-bit key.

/// The state graph an exploration stored.
public struct ExploreGraph: Sendable {
    /// The actions, by number.
    public internal(set) var actions: [ExploreAction] = []
    /// Each state's parent (-1 for the launch) and the action from it.
    var parent: [Int32] = []
    var via: [Int32] = []
    /// Each state's presentation chain length.
    var chain: [UInt8] = []
    /// Where each expanded state's transitions start in `edgeAction`/`edgeTarget`.
    var edgeStart: [Int32] = [0]
    var edgeAction: [Int32] = []
    var edgeTarget: [Int32] = []
    /// Segues and unwind actions fired by a transition (by transition number), when any.
    var edgeFired: [Int32: [Int32]] = [:]
    /// The first state of each breadth-first level.
    var levelStart: [Int] = [0]

    /// How many states are stored.
    public var stateCount: Int { parent.count }
    /// How many stored states were expanded.
    var expandedCount: Int { edgeStart.count - 1 }

    /// The actions from the launch to state `state`.
    public func path(to state: Int) -> [String] {
        var result: [String] = []
        var current = state
        while current > 0, current < parent.count {
            result.append(actions[Int(via[current])].text)
            current = Int(parent[current])
        }
        return result.reversed()
    }


    /// The bytes the stored states and transitions take, the visited set's
    /// entries (key, number, and the hash table's spare capacity) included.
    func storedBytes(visitedCapacity: Int) -> Int {
        let perState = MemoryLayout<Int32>.stride * 2 + MemoryLayout<UInt8>.stride + MemoryLayout<Int32>.stride
        let visited = visitedCapacity * (MemoryLayout<StateKey>.stride + MemoryLayout<Int32>.stride) + visitedCapacity / 8
        let edges = edgeAction.count * MemoryLayout<Int32>.stride * 2
        let fired = edgeFired.reduce(0) { $0 + 24 + $1.value.count * 4 }
        return parent.count * perState + visited + edges + fired
    }
}
