import Dispatch
import FlowLang
import FlowModel
import FlowRuntime

// The search (issue 18): breadth first from the launch, so the first path
// found to anything is a shortest one. A level's frontier is expanded in
// chunks: the workers expand a chunk's states in parallel (each with its
// own interpreter, reading the visited set only to skip copying checkpoints
// of states already stored), then one thread merges the chunk's results in
// frontier order — storing new states, recording transitions and findings.
// The merge alone decides numbering and what is first, so the results are
// the same whatever the number of threads. Only the frontier keeps
// checkpoints; a stored state is its key, its parent and its action.

/// Explores every state a person can reach in a program's app.
public struct Explorer: Sendable {
    /// The program whose app is explored.
    public let program: Program
    /// Bounds and switches.
    public let options: ExploreOptions

    /// An explorer of `program`'s app.
    public init(program: Program, options: ExploreOptions = ExploreOptions()) {
        self.program = program
        self.options = options
    }

    /// The shortest sequence of actions (statements, as `flow explore`'s
    /// tests spell them) that makes each scene visible, from `options.start`
    /// (or the launch), by scene name; a scene the bounds did not reach is
    /// missing. Breadth first, so no path is longer than another to the same scene.
    public func shortestPathsToScenes() -> [String: [String]] {
        var (search, setup, catalog) = makeSearch()
        search.run(launching: setup)
        var paths: [String: [String]] = [:]
        for (scene, number) in catalog.sceneNumbers {
            if let state = search.firstShowing[number] { paths[scene] = search.graph.path(to: Int(state)) }
        }
        return paths
    }

    /// A search over a fresh interpreter of the program, and the catalog it numbers scenes by.
    private func makeSearch() -> (Search, Interpreter, CoverageCatalog) {
        let setup = Interpreter(program: program) { _ in }
        let catalog = CoverageCatalog(interpreter: setup)
        let context = SearchContext(
            actions: ActionTable(program: program, interpreter: setup, widths: options.widths),
            catalog: catalog,
            reader: StateReader(sceneNumbers: catalog.sceneNumbers, storyboard: program.storyboard,
                                scenesWithVariables: catalog.scenes.map { !(setup.declaration(ofScene: $0)?.variableOrder.isEmpty ?? true) },
                                maxStack: options.maxStack),
            options: options, visited: VisitedSet())
        return (Search(context: context, program: program), setup, catalog)
    }

    /// Runs the search to its end or its bounds.
    public func run() -> ExploreResult {
        let start = DispatchTime.now().uptimeNanoseconds
        var (search, setup, _) = makeSearch()
        search.run(launching: setup)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return search.result(seconds: seconds)
    }
}

/// What every worker reads. A class, so that handing it to a worker for each state it expands
/// is one reference: as a struct of five tables it was copied, every table retained and released,
/// for each state (Benchmarks.md, The explorer, has the count).
final class SearchContext: @unchecked Sendable {
    // @unchecked: the visited set is written only between parallel phases.
    let actions: ActionTable
    let catalog: CoverageCatalog
    let reader: StateReader
    let options: ExploreOptions
    let visited: VisitedSet

    init(actions: ActionTable, catalog: CoverageCatalog, reader: StateReader, options: ExploreOptions, visited: VisitedSet) {
        self.actions = actions
        self.catalog = catalog
        self.reader = reader
        self.options = options
        self.visited = visited
    }
}

/// The keys of the stored states and their numbers.
final class VisitedSet {
    var table: [StateKey: Int32] = [:]
    func contains(_ key: StateKey) -> Bool { table[key] != nil }
}

/// Per-thread workers, each used by one thread at a time.
final class WorkerPool: @unchecked Sendable {
    let workers: [Worker]
    init(_ workers: [Worker]) { self.workers = workers }
}

/// Results written by several threads, each at its own indices.
final class ResultSlots: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Expansion>
    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: Expansion())
    }
    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }
    func set(_ index: Int, _ value: Expansion) { buffer[index] = value }
    func get(_ index: Int) -> Expansion { buffer[index] }
}

struct Search {
    let context: SearchContext
    let program: Program
    var graph = ExploreGraph()
    var findings = FindingCollector()
    var cuts = Set<ExploreCut>()
    var transitions = 0
    var peakFrontier = 1
    var seenScenes: [Bool]
    var tappedControls: Set<Int> = []
    var firedItems: Set<Int32> = []
    var launchCheckpoint: InterpreterCheckpoint?
    let pool: WorkerPool

    init(context: SearchContext, program: Program) {
        self.context = context
        self.program = program
        graph.actions = context.actions.actions
        seenScenes = Array(repeating: false, count: context.catalog.scenes.count)
        let count = context.options.threads
        // Each worker past the first runs a program of its own, built again from the check: the
        // storyboard's tables are read (retained and released) at every statement, and threads
        // sharing them fought over their reference counts.
        pool = WorkerPool((0..<count).map { position in
            Worker(program: position == 0 ? program : Program(program.checked), sceneCount: context.catalog.scenes.count,
                   actionMethods: context.catalog.actionMethods)
        })
    }

    mutating func run(launching interpreter: Interpreter) {
        let options = context.options
        _ = interpreter.beginSession()
        if let start = options.start {
            interpreter.restore(start)
        } else if let error = interpreter.launchSession(width: options.widths[0]).error {
            findings.add(ExploreFinding.Kind(error.kind), "launch: \(error.message)", state: 0, action: nil)
            return
        }
        guard let launched = interpreter.checkpoint()?.forgettingEvents() else { return }
        launchCheckpoint = launched
        let facts = context.reader.read(interpreter, seen: &seenScenes)
        store(facts, parent: -1, action: 0)
        var frontier: [FrontierEntry] = [FrontierEntry(state: 0, checkpoint: launched.packed(for: program))]
        var level = 0
        let started = DispatchTime.now().uptimeNanoseconds
        while !frontier.isEmpty {
            if level >= options.depth {
                cuts.insert(.depth)
                break
            }
            var next: [FrontierEntry] = []
            let chunkSize = 256 * options.threads
            // The level is taken from the end of a reversed copy, so each
            // chunk's checkpoints are freed as soon as it is merged: the
            // level being expanded shrinks while the next one grows, and the
            // two are never both whole in memory.
            var pending = Array(frontier.reversed())
            frontier = []
            while !pending.isEmpty {
                if options.shouldStop() {
                    cuts.insert(.interrupted)
                    return
                }
                let chunk = Array(pending.suffix(chunkSize).reversed())
                pending.removeLast(chunk.count)
                let results = expand(chunk)
                for (position, item) in chunk.enumerated() {
                    merge(results.get(position), from: Int(item.state), into: &next)
                }
                if let progress = options.progress {
                    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
                    // The workers are idle between chunks: what they have seen can be read.
                    let reached = seenScenes.indices.filter { index in
                        seenScenes[index] || pool.workers.contains { $0.seen[index] }
                    }.count
                    progress(ExploreProgress(states: graph.stateCount, frontier: pending.count + next.count,
                                             depth: level, seconds: seconds, scenes: reached, sceneTotal: seenScenes.count))
                }
                if cuts.contains(.maxStates) { return }
            }
            frontier = next
            peakFrontier = max(peakFrontier, frontier.count)
            level += 1
            if !frontier.isEmpty { graph.levelStart.append(graph.stateCount - frontier.count) }
        }
    }

    /// Expands `chunk` on every worker thread; result `i` belongs to `chunk[i]`.
    private func expand(_ chunk: [FrontierEntry]) -> ResultSlots {
        let slots = ResultSlots(count: chunk.count)
        let threads = min(context.options.threads, chunk.count)
        let pool = self.pool
        let context = self.context
        let box = ChunkBox(chunk.map { ($0, stateKeys[Int($0.state)]) })
        if threads <= 1 {
            for (index, item) in box.items.enumerated() {
                slots.set(index, pool.workers[0].expand(item.entry.checkpoint, key: item.key,
                                                         context: context))
            }
            return slots
        }
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            let worker = pool.workers[thread]
            var index = thread
            while index < box.items.count {
                let item = box.items[index]
                slots.set(index, worker.expand(item.entry.checkpoint, key: item.key,
                                                 context: context))
                index += threads
            }
        }
        return slots
    }

    private mutating func merge(_ expansion: Expansion, from state: Int,
                                into next: inout [FrontierEntry]) {
        let ownKey = stateKeys[state]
        var leadsElsewhere = false
        for successor in expansion.successors {
            let action = Int(successor.action)
            transitions += 1
            if let tapped = successor.tapped { tappedControls.insert(Int(tapped)) }
            for warning in successor.warnings {
                findings.add(.warning, warning, state: state, action: action)
            }
            for note in successor.lostUnwinds {
                findings.add(.unwindWithoutDestination, note, state: state, action: action)
            }
            for item in successor.fired { firedItems.insert(item) }
            switch successor.outcome {
            case .error(let kind, let message):
                findings.add(ExploreFinding.Kind(kind), message, state: state, action: action)
            case .overflow(let facts):
                leadsElsewhere = true
                cuts.insert(facts.overflow != nil ? .maxStack : .nesting)
                findings.addGrowth(facts, maxStack: context.options.maxStack, state: state, action: action)
            case .state(let facts, let checkpoint):
                var target = context.visited.table[facts.key]
                if target == nil, let checkpoint {
                    if graph.stateCount >= context.options.maxStates {
                        cuts.insert(.maxStates)
                        continue
                    }
                    let number = store(facts, parent: Int32(state), action: Int32(action))
                    next.append(FrontierEntry(state: number, checkpoint: checkpoint))
                    target = number
                }
                guard let target else { continue }
                if facts.key != ownKey { leadsElsewhere = true }
                if context.options.recordsTransitions, facts.key != ownKey || !successor.fired.isEmpty {
                    if !successor.fired.isEmpty { graph.edgeFired[Int32(graph.edgeAction.count)] = successor.fired }
                    graph.edgeAction.append(Int32(action))
                    graph.edgeTarget.append(target)
                }
            }
        }
        graph.edgeStart.append(Int32(graph.edgeAction.count))
        if !leadsElsewhere { findings.add(.deadEnd, "", state: state, action: nil) }
    }

    /// The stored states' keys by number, for telling self-loops apart.
    var stateKeys: [StateKey] = []
    /// For each scene (by catalog number), the first state stored that shows
    /// it: breadth first, so the one its shortest path leads to.
    var firstShowing: [UInt64: Int32] = [:]

    @discardableResult
    private mutating func store(_ facts: StateFacts, parent: Int32, action: Int32) -> Int32 {
        let number = Int32(graph.stateCount)
        if let visible = facts.visible, firstShowing[visible] == nil { firstShowing[visible] = number }
        context.visited.table[facts.key] = number
        stateKeys.append(facts.key)
        graph.parent.append(parent)
        graph.via.append(action)
        graph.chain.append(UInt8(min(facts.chain, 255)))
        return number
    }
}

/// A chunk of the frontier, read by every worker thread.
final class ChunkBox: @unchecked Sendable {
    let items: [(entry: FrontierEntry, key: StateKey)]
    init(_ items: [(entry: FrontierEntry, key: StateKey)]) { self.items = items }
}

/// A stored state waiting to be expanded: its checkpoint, packed (some
/// hundred bytes where the checkpoint's tables took about 5 KB).
struct FrontierEntry {
    var state: Int32
    var checkpoint: PackedInterpreterCheckpoint
}
