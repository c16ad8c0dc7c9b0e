import FlowModel
import FlowRuntime

/// What an exploration found, and how far it went.
public struct ExploreResult: Sendable {
    /// The explored file's path.
    public var path: String
    /// States stored (each a distinct state a person can tell apart).
    public var states: Int
    /// Actions taken (every action from every expanded state).
    public var transitions: Int
    /// The deepest breadth-first level expanded.
    public var depth: Int
    /// What cut the search short; empty when it saw every reachable state.
    public var cuts: [ExploreCut]
    /// Findings, in a fixed order: by kind, then as found.
    public var findings: [ExploreFinding]
    /// How much of the storyboard the reachable states cover.
    public var coverage: ExploreCoverage
    /// Wall-clock seconds of the search.
    public var seconds: Double
    /// Bytes the stored states take (keys, parents, actions, transitions), per state.
    public var bytesPerState: Int
    /// The most states waiting on the frontier at once (each held as a checkpoint).
    public var peakFrontier: Int
    /// The stored graph (for the covering tests and `:paths-to`).
    public var graph: ExploreGraph
    /// The width class the app launched in.
    public var launchWidth: WidthClass
    /// Segues and unwind actions by coverage number, as reports name them.
    var coverageLabels: [String]

    /// True when nothing cut the search short.
    public var isComplete: Bool { cuts.isEmpty }

    /// States stored per second.
    public var statesPerSecond: Double { seconds > 0 ? Double(states) / seconds : 0 }
}

/// Coverage counts: reached or fired, of how many.
public struct ExploreCoverage: Hashable, Sendable, Codable {
    /// Scenes some state holds, of all view-controller scenes.
    public var scenes: Int
    /// All scenes.
    public var sceneTotal: Int
    /// Segues some action fired, of all.
    public var segues: Int
    /// All segues.
    public var segueTotal: Int
    /// Unwind actions some unwind reached, of all.
    public var unwinds: Int
    /// All unwind actions.
    public var unwindTotal: Int
    /// Controls some state offered to tap, of all.
    public var controls: Int
    /// All controls.
    public var controlTotal: Int
}

extension Search {
    /// The result: findings completed by the analyses that need the whole
    /// graph (undismissable presentations, what was never reached).
    func result(seconds: Double) -> ExploreResult {
        let catalog = context.catalog
        let replayer = Replayer(program: program, width: context.options.widths[0])
        var seenScenes = self.seenScenes
        for worker in pool.workers {
            for (index, seen) in worker.seen.enumerated() where seen { seenScenes[index] = true }
        }
        var list: [(ExploreFinding, Int)] = []
        // Dead ends are states, often many of one scene: one finding per
        // visible scene, at its shortest path, saying how many states.
        var deadEnds: [String: (index: Int, count: Int)] = [:]
        for (order, pending) in GrowthFolding.fold(findings.pending).enumerated() {
            var path = graph.path(to: pending.state)
            if let action = pending.action { path.append(graph.actions[action].text) }
            if pending.kind == .deadEnd {
                let scene = replayer.replay(path).flatMap(Replayer.visibleScene) ?? "?"
                if let known = deadEnds[scene] {
                    deadEnds[scene] = (known.index, known.count + 1)
                    continue
                }
                deadEnds[scene] = (list.count, 1)
                list.append((ExploreFinding(kind: .deadEnd, message: scene, path: path), order))
                continue
            }
            list.append((ExploreFinding(kind: pending.kind, message: pending.message, path: path), order))
        }
        for (scene, entry) in deadEnds {
            let states = entry.count == 1 ? "" : " (\(entry.count) states)"
            list[entry.index].0.message = "no action leads anywhere else from '\(scene)'\(states)"
        }
        for finding in undismissable(replayer: replayer) { list.append((finding, list.count)) }
        for (index, scene) in catalog.scenes.enumerated() where !seenScenes[index] {
            list.append((ExploreFinding(kind: .unreachedScene, message: "'\(scene)' is never reached", path: []), list.count))
        }
        for (index, segue) in catalog.segues.enumerated() where !firedItems.contains(Int32(index)) {
            list.append((ExploreFinding(kind: .unfiredSegue, message: "\(segue.label) never fires", path: []), list.count))
        }
        for (index, unwind) in catalog.unwinds.enumerated() where !firedItems.contains(Int32(catalog.segues.count + index)) {
            list.append((ExploreFinding(kind: .unfiredUnwind, message: "unwind \(unwind) is never performed", path: []), list.count))
        }
        for (index, control) in catalog.controls.enumerated() where !tappedControls.contains(index) {
            list.append((ExploreFinding(kind: .untappedControl, message: "'\(control)' is never on screen to tap", path: []), list.count))
        }
        let kinds = ExploreFinding.Kind.allCases
        list.sort { left, right in
            let leftKind = kinds.firstIndex(of: left.0.kind) ?? 0
            let rightKind = kinds.firstIndex(of: right.0.kind) ?? 0
            return leftKind != rightKind ? leftKind < rightKind : left.1 < right.1
        }
        let segueCount = catalog.segues.count
        let coverage = ExploreCoverage(
            scenes: seenScenes.filter { $0 }.count, sceneTotal: catalog.scenes.count,
            segues: firedItems.filter { $0 < segueCount }.count, segueTotal: segueCount,
            unwinds: firedItems.filter { $0 >= segueCount }.count, unwindTotal: catalog.unwinds.count,
            controls: tappedControls.count, controlTotal: catalog.controls.count)
        let capacity = context.visited.table.capacity
        let bytes = graph.storedBytes(visitedCapacity: capacity) + stateKeys.count * MemoryLayout<StateKey>.stride
        return ExploreResult(
            path: program.path, states: graph.stateCount, transitions: transitions, depth: graph.levelStart.count - 1,
            cuts: ExploreCut.allOrdered.filter { cuts.contains($0) }, findings: list.map(\.0), coverage: coverage,
            seconds: seconds, bytesPerState: graph.stateCount > 0 ? bytes / graph.stateCount : 0,
            peakFrontier: peakFrontier,
            graph: graph, launchWidth: context.options.widths[0],
            coverageLabels: catalog.segues.map(\.label) + catalog.unwinds.map { "unwind \($0)" })
    }

    /// Presentations no sequence of actions can dismiss: states whose chain
    /// is longer than that of every state they can reach. Reported once per
    /// presented scene, at its shortest path. States not expanded (cut by a
    /// bound) are assumed able to go back, so a bound makes no false finding.
    private func undismissable(replayer: Replayer) -> [ExploreFinding] {
        guard context.options.recordsTransitions, graph.stateCount > 1 else { return [] }
        let count = graph.stateCount
        var reverseStart = [Int32](repeating: 0, count: count + 1)
        for target in graph.edgeTarget { reverseStart[Int(target) + 1] += 1 }
        for index in 0..<count { reverseStart[index + 1] += reverseStart[index] }
        var fill = reverseStart
        var reverse = [Int32](repeating: 0, count: graph.edgeTarget.count)
        for source in 0..<graph.expandedCount {
            for edge in Int(graph.edgeStart[source])..<Int(graph.edgeStart[source + 1]) {
                let target = Int(graph.edgeTarget[edge])
                reverse[Int(fill[target])] = Int32(source)
                fill[target] += 1
            }
        }
        var result: [ExploreFinding] = []
        var reported = Set<String>()
        let longest = Int(graph.chain.max() ?? 0)
        guard longest > 0 else { return [] }
        for length in 1...longest {
            // States that can reach a shorter chain (or were never expanded).
            var canGoBack = [Bool](repeating: false, count: count)
            var queue: [Int] = []
            for state in 0..<count where Int(graph.chain[state]) < length || state >= graph.expandedCount {
                canGoBack[state] = true
                queue.append(state)
            }
            var head = 0
            while head < queue.count {
                let state = queue[head]
                head += 1
                for index in Int(reverseStart[state])..<Int(reverseStart[state + 1]) {
                    let source = Int(reverse[index])
                    if !canGoBack[source] {
                        canGoBack[source] = true
                        queue.append(source)
                    }
                }
            }
            for state in 0..<count where Int(graph.chain[state]) == length && !canGoBack[state] {
                // Only where a person enters the trap: its parent could still go back.
                let parent = Int(graph.parent[state])
                if parent >= 0, Int(graph.chain[parent]) == length, !canGoBack[parent] { continue }
                let path = graph.path(to: state)
                let scene = replayer.replay(path).flatMap(Replayer.topPresentation) ?? "?"
                guard reported.insert(scene).inserted else { continue }
                result.append(ExploreFinding(kind: .undismissable,
                                             message: "'\(scene)' is presented and can no longer be dismissed", path: path))
            }
        }
        return result
    }
}

extension ExploreCut {
    /// The cuts in the order reports list them.
    static let allOrdered: [ExploreCut] = [.depth, .maxStates, .maxStack, .nesting, .interrupted]
}
