import FlowGraph
import FlowLang
import FlowVocabulary

/// What UIKit can make of each view controller, predicted from the navigation
/// graph (`FlowGraph`, the same graph `flow graph` draws, its unwinds resolved
/// by the same `UnwindResolver`): which scenes can be reached from launch, and
/// which can ever sit inside a navigation controller or a split view.
///
/// Built once per check in time linear in nodes and edges: every table is
/// indexed by node position, and each fixpoint only ever adds flags, at most
/// two per node, so each node is revisited a bounded number of times.
struct NavigationFacts {
    /// Where a controller can be, as flags a node gains and never loses.
    struct Placement: OptionSet, Hashable {
        let rawValue: UInt8
        /// Somewhere below a navigation controller: `show` pushes.
        static let navigation = Placement(rawValue: 1)
        /// Somewhere below a split view controller: `detail` is routed by it.
        static let split = Placement(rawValue: 2)
        /// Somewhere below a navigation controller that is no split view's primary: pushing a
        /// navigation controller is UIKit's exception there. A collapsed split view's primary takes
        /// one (UIKit sets its `_allowNestedNavigationControllers` as it collapses, to push the
        /// secondary onto it; NavigationController.swift, `allowsNestedNavigationControllers`).
        static let plainNavigation = Placement(rawValue: 4)
    }

    let graph: StoryboardGraph
    /// Each edge's end nodes, beside `graph.edges` (`EdgeEnds`).
    let ends: [EdgeEnds]
    /// Relationship parents of each node (the containers that hold it).
    private(set) var parents: NodeLists
    /// Nodes reached from the initial scene by relationships and segues (and statements).
    private(set) var reachable: [Bool]
    /// For each node no path reaches, the unreached node W101 reports it with: itself when no
    /// other unreached node leads to it (or, in a ring of them, the first declared), else the one
    /// whose finding implies it; -1 for a reached node.
    private(set) var unreachedRoot: [Int]
    /// For each such root, the other unreached nodes reached only through it, in the order found.
    private(set) var reachedOnlyThrough: NodeLists
    /// Where each node can be placed.
    private(set) var placement: [Placement]

    /// Facts about `graph`, whose edges' ends are at `ends` (as
    /// `GraphBuilder.buildIndexed` gives them); `launch` is the initial
    /// scene's node, and `statementRoots` the nodes a statement
    /// instantiates, of which the checks cannot know the context (so they are
    /// taken to be anywhere). `columnStyleSplits`: the nodes of split views of
    /// the column style, whose columns UIKit wraps in navigation controllers.
    /// `managedTabGroups`: the nodes of tab groups (iOS 18) that manage
    /// navigation, whose controller and grouped tabs UIKit stacks in a
    /// navigation controller of its own.
    init(graph: StoryboardGraph, ends: [EdgeEnds], launch: Int?, statementRoots roots: [Int],
         columnStyleSplits: Set<Int> = [], managedTabGroups: Set<Int> = []) {
        self.graph = graph
        self.ends = ends
        let count = graph.nodes.count
        // Unwinds followed too: resolved, they lead back up to what was reached already.
        let adjacency = Adjacency(edges: graph.edges, ends: ends, count: count, followingUnwinds: true)
        parents = adjacency.parents
        reachable = NavigationFacts.reach(from: (launch.map { [$0] } ?? []) + roots,
                                          forward: adjacency.forward)
        (unreachedRoot, reachedOnlyThrough) = NavigationFacts.unreachedRoots(reachable: reachable, forward: adjacency.forward)
        placement = Array(repeating: [], count: count)
        placement = placements(ends: ends, statementRoots: roots, columnStyleSplits: columnStyleSplits,
                               managedTabGroups: managedTabGroups)
    }

    /// Breadth first over every edge (unwinds only lead back up, to what was reached already).
    private static func reach(from roots: [Int], forward: NodeLists) -> [Bool] {
        var seen = Array(repeating: false, count: forward.count)
        var queue: [Int] = []
        for root in roots where !seen[root] {
            seen[root] = true
            queue.append(root)
        }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in forward[node] where !seen[next] {
                seen[next] = true
                queue.append(next)
            }
        }
        return seen
    }

    /// The roots of what no path reaches: the unreached nodes no other unreached node leads to,
    /// then, in declaration order, one of each ring of unreached nodes that lead only to each
    /// other; each covers, breadth first, the unreached nodes it leads to that no earlier root
    /// covered. Linear: each node is covered once and each edge looked at twice.
    private static func unreachedRoots(reachable: [Bool], forward: NodeLists) -> (roots: [Int], covered: NodeLists) {
        let count = reachable.count
        var ledTo = Array(repeating: false, count: count)
        for node in 0..<count where !reachable[node] {
            for next in forward[node] where next != node { ledTo[next] = true }
        }
        var root = Array(repeating: -1, count: count)
        var covered: [(node: Int, member: Int)] = []
        var queue: [Int] = []
        func cover(from start: Int) {
            root[start] = start
            queue.removeAll(keepingCapacity: true)
            queue.append(start)
            var head = 0
            while head < queue.count {
                let node = queue[head]
                head += 1
                for next in forward[node] where !reachable[next] && root[next] < 0 {
                    root[next] = start
                    covered.append((start, next))
                    queue.append(next)
                }
            }
        }
        for node in 0..<count where !reachable[node] && !ledTo[node] && root[node] < 0 { cover(from: node) }
        for node in 0..<count where !reachable[node] && root[node] < 0 { cover(from: node) }
        return (root, NodeLists(count: count, pairs: covered))
    }

    /// UIKit's routing, forward: a container's children are where it is,
    /// plus inside it; `show` from inside a navigation stack pushes onto it,
    /// and from inside a split view replaces a column (the destination is
    /// where the source is); `detail` from inside a split
    /// view replaces its secondary or, collapsed, pushes; a presentation
    /// starts a new tree. A split view whose primary column is a navigation
    /// controller makes every scene in it pushable when collapsed.
    ///
    /// `ends` holds each edge's node positions (-1 when an end is not a node).
    /// Nodes keep the positions of their edges, not copies of them: an edge
    /// carries a dozen strings, and a storyboard has a few edges a scene.
    private func placements(ends: [EdgeEnds], statementRoots: [Int],
                            columnStyleSplits: Set<Int>, managedTabGroups: Set<Int>) -> [Placement] {
        let nodes = graph.nodes
        let edges = graph.edges
        var placement = Array(repeating: Placement(), count: nodes.count)
        var outgoingPairs: [(node: Int, member: Int)] = []
        outgoingPairs.reserveCapacity(edges.count)
        for (offset, edge) in edges.enumerated() where edge.kind != .unwind && ends[offset].from >= 0 {
            outgoingPairs.append((ends[offset].from, offset))
        }
        let outgoing = NodeLists(count: nodes.count, pairs: outgoingPairs)
        // What a container gives its children, beyond its own placement.
        var gives = Array(repeating: Placement(), count: nodes.count)
        var splitPrimaries = Set<Int>()
        for (offset, node) in nodes.enumerated() where node.kind == .split {
            for position in outgoing[offset] where edges[position].kind == .relationship
                && edges[position].relationship == .primary && ends[position].to >= 0 {
                splitPrimaries.insert(ends[position].to)
            }
        }
        for (offset, node) in nodes.enumerated() {
            switch node.kind {
            case .navigation: gives[offset] = splitPrimaries.contains(offset) ? .navigation : [.navigation, .plainNavigation]
            case .split:
                gives[offset] = .split
                let primaryIsNavigation = outgoing[offset].contains { position in
                    edges[position].kind == .relationship && edges[position].relationship == .primary
                        && ends[position].to >= 0 && nodes[ends[position].to].kind == .navigation
                }
                // A column-style split wraps every column in a navigation controller.
                let columnStyle = columnStyleSplits.contains(offset)
                if primaryIsNavigation || columnStyle { gives[offset].insert(.navigation) }
            case .scene, .tabs, .container, .pages, .nowhere: break
            }
            if managedTabGroups.contains(offset) { gives[offset] = [.navigation, .plainNavigation] }
        }
        // A tab bar of six tabs or more: past the fourth, its tabs live in More, a
        // navigation controller, in compact width (TabBarController.swift).
        let firstTabInMore = nodes.indices.map { offset -> Int? in
            guard nodes[offset].kind == .tabs else { return nil }
            return TabBarRules.firstTabInMore(tabs: outgoing[offset].count(where: { edges[$0].relationship == .tab }))
        }
        var queue: [Int] = []
        // Containers start the flow of flags; statement destinations may be anywhere.
        for offset in nodes.indices where !gives[offset].isEmpty || firstTabInMore[offset] != nil { queue.append(offset) }
        for root in statementRoots {
            placement[root] = [.navigation, .plainNavigation, .split]
            queue.append(root)
        }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            let here = placement[node]
            for position in outgoing[node] {
                let to = ends[position].to
                guard to >= 0 else { continue }
                let edge = edges[position]
                let added: Placement
                switch edge.kind {
                // A tab past the fourth of six or more lives in More, a navigation
                // controller, in compact width (TabBarController.swift).
                case .relationship where edge.relationship == .tab
                        && firstTabInMore[node].map({ (edge.index ?? 0) >= $0 }) == true:
                    added = here.union(gives[node]).union([.navigation, .plainNavigation])
                // A tab group that manages navigation is the root of UIKit's navigation controller.
                case .relationship where managedTabGroups.contains(to):
                    added = here.union(gives[node]).union([.navigation, .plainNavigation])
                case .relationship: added = here.union(gives[node])
                // A navigation controller's own `show` pushes onto it; a split view controller's own
                // `show` and `detail` it handles: inside it.
                case .show where nodes[node].kind == .navigation || nodes[node].kind == .split,
                     .detail where nodes[node].kind == .split:
                    added = here.union(gives[node])
                // A navigation controller shown from a stack: presented, as the stack declines it
                // (FlowModel's showRoute(showing:)), but where a split view above takes it.
                case .show where nodes[to].kind == .navigation: added = here.contains(.split) ? here : []
                // Pushed, or (in an expanded split view) made its primary column: where the source is.
                case .show: added = here.isDisjoint(with: [.navigation, .split]) ? [] : here
                case .detail: added = here.contains(.split) ? here : []
                // A search results controller: `show` from it is routed through the scene
                // whose search controller holds it (SearchController.swift), so it is where that scene is.
                case .search: added = here
                // Presented, or made the window's root: inside nothing of the source's.
                case .present, .popover, .custom, .unwind, .root: added = []
                }
                guard !added.isSubset(of: placement[to]) else { continue }
                placement[to].formUnion(added)
                queue.append(to)
            }
        }
        return placement
    }
}

/// `FlowGraph.NodeLists`, by the name the checks' tests use.
typealias NodeLists = FlowGraph.NodeLists
