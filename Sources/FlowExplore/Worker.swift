import FlowLang
import FlowModel
import FlowRuntime

// A worker expands states: for each action a person has in a state (listed
// when the state was first reached, while the worker was in it) it restores
// the state's checkpoint, runs the action's statement as `flow run` would,
// and reads what came of it: the new state's key, its own actions if it is
// new, warnings, errors, and the segues and unwinds it fired. Each worker owns an interpreter (they are not shared between threads);
// everything else it reads (the program, the action table, the catalog,
// the visited set between merges) is immutable while it works.

/// What one action did from a state.
struct Successor {
    enum Outcome {
        /// A settled state; the checkpoint (and the actions a person has
        /// there, listed while the worker is in it) are nil when the state
        /// was already stored.
        case state(StateFacts, PackedInterpreterCheckpoint?)
        /// The action stopped with a runtime error, a UIKit exception, or a limit.
        case error(RuntimeError.Kind, String)
        /// A stack or chain grew past `maxStack`.
        case overflow(StateFacts)
    }
    var action: Int32
    var outcome: Outcome
    /// The UIKit warnings the action logged.
    var warnings: [String]
    /// Segues and unwind actions it fired (`CoverageCatalog` numbers).
    var fired: [Int32]
    /// The control it tapped (`CoverageCatalog` number).
    var tapped: Int32?
    /// Unwind actions it fired that found no destination.
    var lostUnwinds: [String]
}

/// Every action's result from one state.
struct Expansion {
    var successors: [Successor] = []
}

/// Collects what the interpreter reports while one action runs.
final class EventSink {
    var events: [Event] = []
}

/// One thread's interpreter and scratch space.
final class Worker {
    let interpreter: Interpreter
    let sink: EventSink
    let program: Program
    var seen: [Bool]
    /// What each note text the interpreter wrote says for coverage (`CoverageCatalog.fired`).
    var notes: [String: CoverageCatalog.NoteReading] = [:]

    /// `actionMethods`: the callbacks of actions no control sends, which coverage counts (CoverageCatalog).
    init(program: Program, sceneCount: Int, actionMethods: Set<String> = []) {
        let sink = EventSink()
        self.sink = sink
        self.program = program
        let watched = Set(actionMethods.map { EventText(interning: $0) })
        interpreter = Interpreter(program: program, options: Interpreter.Options(stepLimit: 10_000, hookDepthLimit: 50)) { item in
            if case .event(let event) = item, event.kind == .note || event.kind == .warning
                || (event.kind == .callback && (event.methodName == "unwind" || watched.contains(event.methodName))) {
                sink.events.append(event)
            }
        }
        seen = Array(repeating: false, count: sceneCount)
    }

    /// The scene of an instance's name (`Settings.Root#2` → `Settings.Root`).
    static func scene(ofInstance name: String) -> String {
        // By bytes: a search by characters walks grapheme clusters.
        guard let hash = name.utf8.lastIndex(of: UInt8(ascii: "#")) else { return name }
        return String(Substring(name.utf8[..<hash]))
    }

    /// The actions a person has in the state the worker's interpreter is in.
    func available(_ context: SearchContext) -> [AvailableAction] {
        context.actions.available(in: interpreter, kinds: context.options.actions, widths: context.options.widths)
    }

    /// The successors of the state `packed` holds, one per action a person
    /// has there (listed here, from the state itself, rather than kept with
    /// every state waiting on the frontier).
    func expand(_ packed: PackedInterpreterCheckpoint, key: StateKey, context: SearchContext) -> Expansion {
        var expansion = Expansion()
        // Unpacked once, then restored for each action (the unpacked app's tables are shared, not copied).
        guard interpreter.restore(packed), let checkpoint = interpreter.checkpoint() else {
            expansion.successors.append(Successor(action: 0, outcome: .error(.error, "a stored state could not be read back"),
                                                  warnings: [], fired: [], tapped: nil, lostUnwinds: []))
            return expansion
        }
        let available = self.available(context)
        expansion.successors.reserveCapacity(available.count)
        for (position, entry) in available.enumerated() {
            let index = entry.index
            if position > 0 { interpreter.restore(checkpoint) }
            sink.events.removeAll(keepingCapacity: true)
            let action = context.actions.actions[index]
            let outcome = interpreter.runSessionStatements([context.actions.statements[index]], of: program, eventsMayBeRead: false)
            var warnings: [String] = []
            var lost: [String] = []
            for event in sink.events {
                if event.kind == .warning { warnings.append(event.method) }
                if event.kind == .note, event.method.hasPrefix("unwind "), event.method.contains(" performs it") {
                    lost.append(event.method)
                }
            }
            let tapped = entry.scene.flatMap { scene in
                entry.control.flatMap { context.catalog.controlNumber(scene: scene, control: $0) }
            }.map(Int32.init)
            let fired = context.catalog.fired(by: sink.events, scene: entry.scene, control: entry.control,
                                              notes: &notes) { name in
                let scene = Worker.scene(ofInstance: name)
                return context.catalog.sceneNumbers[scene] == nil ? nil : scene
            }
            let result: Successor.Outcome
            if let error = outcome.error {
                result = .error(error.kind, error.message)
            } else if let next = interpreter.checkpoint() {
                let facts = context.reader.read(interpreter, seen: &seen)
                if facts.overflow != nil || facts.nesting != nil {
                    result = .overflow(facts)
                } else if facts.key == key || context.visited.contains(facts.key) {
                    result = .state(facts, nil)
                } else {
                    result = .state(facts, next.forgettingEvents().packed(for: program))
                }
            } else {
                result = .error(.error, "the app did not settle after '\(action.text)'")
            }
            expansion.successors.append(Successor(action: Int32(index), outcome: result, warnings: warnings,
                                                  fired: fired, tapped: tapped, lostUnwinds: lost))
        }
        return expansion
    }
}
