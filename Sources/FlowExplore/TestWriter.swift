import FlowLang
import FlowModel
import FlowRuntime

// `--tests OUT.flow` (issue 18): tests that together fire every reachable
// segue and unwind action at least once. An edge-covering walk, greedy: a
// test starts at the launch and, while something is left to fire, walks
// the shortest way (breadth first over the stored transitions) to the
// nearest transition that fires something not yet fired, takes it, and goes
// on from where it lands; it ends when nothing is left within reach or it
// is `maxSteps` long, and the next test starts at the launch again. Every
// step is followed by `expect`s on what a person then sees: the visible
// scene and each navigation stack, read from a replay of the test.

/// The file `--tests` writes, and what its tests cover.
public struct GeneratedTests: Sendable {
    /// The whole file, formatted as `flow fmt` prints it.
    public var text: String
    /// How many tests, and steps (actions) in all.
    public var tests: Int
    /// Actions in all the tests.
    public var steps: Int
    /// Segues the tests fire, of those the search fired.
    public var segues: Int
    /// Segues the search fired.
    public var reachableSegues: Int
    /// Unwind actions the tests reach, of those the search reached.
    public var unwinds: Int
    /// Unwind actions the search reached.
    public var reachableUnwinds: Int
    /// Distinct scenes visible at some step, and distinct states the tests pass through.
    public var scenes: Int
    /// Distinct stored states the tests pass through (the launch included).
    public var states: Int
}

/// Writes the covering tests of an exploration.
public struct TestWriter {
    /// The longest test the walk makes before starting another.
    public var maxSteps: Int
    /// How an `import` path of the explored file is written in the tests
    /// (they may be written to another folder); nil: as it is.
    public var importPath: (@Sendable (String) -> String)?

    /// A writer whose tests take at most `maxSteps` actions, its imports through `importPath`.
    public init(maxSteps: Int = 24, importPath: (@Sendable (String) -> String)? = nil) {
        self.maxSteps = max(1, maxSteps)
        self.importPath = importPath
    }

    /// The test file for `result`, explored from `program`: the program's
    /// declarations (its script and its own tests left out), then the tests.
    public func write(_ result: ExploreResult, program: Program) -> GeneratedTests {
        let graph = result.graph
        var uncovered = Set(graph.edgeFired.values.flatMap { $0 })
        let reachable = uncovered
        var walks: [[Int]] = []
        var visitedStates: Set<Int> = [0]
        while !uncovered.isEmpty {
            var current = 0
            var steps: [Int] = []
            while steps.count < maxSteps, let route = nearest(from: current, firing: uncovered, in: graph) {
                for edge in route {
                    steps.append(edge)
                    current = Int(graph.edgeTarget[edge])
                    visitedStates.insert(current)
                    for item in graph.edgeFired[Int32(edge)] ?? [] { uncovered.remove(item) }
                }
            }
            guard !steps.isEmpty else { break }
            walks.append(steps)
        }
        var text = declarations(of: program)
        var scenes = Set<String>()
        let replayer = Replayer(program: program, width: result.launchWidth)
        for (number, walk) in walks.enumerated() {
            let actions = walk.map { graph.actions[Int(graph.edgeAction[$0])].text }
            var body: [String] = []
            if result.launchWidth != .compact { body.append("launch \(result.launchWidth.rawValue)") }
            _ = replayer.replay(actions) { interpreter, step in
                body.append(actions[step])
                if let visible = Replayer.visibleScene(interpreter) {
                    scenes.insert(visible)
                    body.append("expect visible == \(visible)")
                }
                body.append(contentsOf: TestWriter.stackExpectations(interpreter))
            }
            let fired = walk.flatMap { graph.edgeFired[Int32($0)] ?? [] }
            let first = fired.first.map { result.coverageLabels[Int($0)] } ?? ""
            text += "\ntest \"covering walk \(number + 1): \(TestWriter.escaped(first))\" {\n"
            for line in body { text += "    \(line)\n" }
            text += "}\n"
        }
        let formatted = format(SourceFile(path: "tests.flow", text: text)).text ?? text
        let segueTotal = result.coverage.segueTotal
        let covered = reachable.subtracting(uncovered)
        return GeneratedTests(
            text: formatted, tests: walks.count, steps: walks.reduce(0) { $0 + $1.count },
            segues: covered.filter { $0 < segueTotal }.count, reachableSegues: reachable.filter { $0 < segueTotal }.count,
            unwinds: covered.filter { $0 >= segueTotal }.count, reachableUnwinds: reachable.filter { $0 >= segueTotal }.count,
            scenes: scenes.count, states: visitedStates.count)
    }

    /// The transitions from `start` to the nearest one that fires something in `wanted`, breadth first.
    private func nearest(from start: Int, firing wanted: Set<Int32>, in graph: ExploreGraph) -> [Int]? {
        var cameBy: [Int: Int] = [start: -1]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            guard state + 1 < graph.edgeStart.count else { continue }
            for edge in Int(graph.edgeStart[state])..<Int(graph.edgeStart[state + 1]) {
                if let fired = graph.edgeFired[Int32(edge)], fired.contains(where: wanted.contains) {
                    var route = [edge]
                    var at = state
                    while let previous = cameBy[at], previous >= 0 {
                        route.append(previous)
                        at = TestWriter.source(of: previous, in: graph)
                    }
                    return route.reversed()
                }
                let target = Int(graph.edgeTarget[edge])
                if cameBy[target] == nil {
                    cameBy[target] = edge
                    queue.append(target)
                }
            }
        }
        return nil
    }

    /// The state a transition leaves (transitions are stored by source, in order).
    static func source(of edge: Int, in graph: ExploreGraph) -> Int {
        var low = 0
        var high = graph.edgeStart.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(graph.edgeStart[middle]) <= edge { low = middle } else { high = middle - 1 }
        }
        // Several states may start at `edge` when some had no transitions: the last of them owns it.
        return low
    }

    /// `expect stack(Nav) == [A, B]` for each navigation controller in the
    /// hierarchy that is its scene's newest instance (the one `stack(Nav)` reads).
    static func stackExpectations(_ interpreter: Interpreter) -> [String] {
        guard let app = interpreter.app, let root = app.root else { return [] }
        var lines: [String] = []
        var pending = [root]
        while let id = pending.popLast() {
            guard let controller = app.controller(id) else { continue }
            if controller.kind == .navigation, app.newestInstance(of: controller.scene) == id {
                let stack = controller.children.compactMap { app.controllers.scene(of: $0) }
                lines.append("expect stack(\(controller.scene)) == [\(stack.joined(separator: ", "))]")
            }
            if let presented = controller.presented { pending.append(presented) }
            pending.append(contentsOf: controller.children.reversed())
        }
        return lines
    }

    /// The program's declarations as written, without its script and tests;
    /// each `import` through `importPath`, so that the tests find the files
    /// from wherever they are written.
    private func declarations(of program: Program) -> String {
        var text = "// Generated by flow explore: tests that fire every reachable segue and unwind.\n"
        for item in program.checked.syntax.items {
            guard case .declaration(let declaration) = item else { continue }
            if case .import(let node) = declaration, let importPath {
                text += "import " + EventSpelling.quoted(importPath(node.path.value)) + "\n"
                continue
            }
            text += program.text(of: declaration.range, in: program.path) + "\n"
        }
        return text
    }

    static func escaped(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    }
}
