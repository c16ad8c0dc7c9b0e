import FlowFiles
// How the interpreter works
// -------------------------
// An `Interpreter` executes the statements of one checked file against a
// `FlowModel.App`, the simulated UIKit. It walks the AST directly (there is
// no compilation step): `execute(_:in:next:)` takes one statement, wraps any
// failure below it into a `RuntimeError` carrying the statement's position,
// and hands the statement's kind to the executor for that kind
// (Interpreter+Statements.swift). Expressions are evaluated recursively
// (Interpreter+Expressions.swift) with Swift's arithmetic
// (ValueOperations.swift); names resolve as Language.md says
// (Interpreter+Names.swift).
//
// The model calls back into the interpreter — it is the app's
// `AppObserver` (Interpreter+Hooks.swift): every event is logged and passed
// on to the trace, and after each lifecycle callback the instance's hook
// runs *right there*, in the middle of the model's transition, with `self`
// bound to the instance. Hooks may drive the app again (present from
// `viewDidAppear`), so the interpreter keeps no state across a call into the
// model that a hook could invalidate, and bounds both the number of
// statements executed (the step limit, against endless `repeat`s and hooks
// that trigger each other) and the depth of nested hooks.
//
// Every statement that runs at the script level (not inside code UIKit
// calls) is reported as a `TraceItem.statement`; the events it causes
// follow it. The events are also kept in a log, numbered, so that an
// `expect events/order/no/warning` can look at the events of *the previous
// statement*: the last one that was not an `expect` or a `print` (an `if`,
// `repeat` or `timeline` counting as one). The log is cleared whenever such
// a statement starts, at any depth, unless a block around it will be read
// whole (Interpreter+EventLog.swift), so memory stays flat however long a
// run is.
//
// Segues are fired the way UIKit fires them (Interpreter+Segues.swift):
// `shouldPerformSegue`, instantiate, `prepare`, perform. An unwind segue's
// search and its way back are UIKit's, in the model (FlowModel's
// UnwindSegue.swift); the interpreter answers the model's questions as the
// app's code would, through `UnwindResponder` (Interpreter+Unwind.swift).
//
// Instance variables live in the model, with their instance. They are
// initialised from their declarations, in order, when the model reports the
// instance's creation (`AppObserver.app(_:didInstantiate:)`).

import FlowLang
import FlowModel

/// Runs a program's script or tests against the UIKit model.
///
/// The bookkeeping read on every statement and event (the app, the log,
/// counters) is `@exclusivity(unchecked)`, as in `App`: no access to it
/// overlaps another, and checking each one dynamically cost more than the
/// bookkeeping itself.
public final class Interpreter {
    /// Limits and switches.
    public struct Options: Sendable {
        /// Statements (and `repeat` iterations) one script or test may execute.
        public var stepLimit: Int
        /// How deeply hooks may nest (a hook whose statements cause callbacks
        /// whose hooks cause callbacks…).
        public var hookDepthLimit: Int
        /// `--strict`: a UIKit warning is an error unless the next statement
        /// is an `expect warning` for it.
        public var strict: Bool
        /// Whether the trace wants layout callbacks (`--verbose`). Without
        /// them the app does not produce them at all, unless the program's
        /// expectations may name one.
        public var layoutEvents: Bool
        /// Which files `preserve to` and `restore from` may use (the command
        /// line confines a script to its folder; `--allow-files` widens it).
        public var files: FilePolicy
        /// Asked every few statements: true stops the run with an
        /// `interrupted` error where it is (the command line's Ctrl-C).
        public var shouldStop: (@Sendable () -> Bool)?
        /// The width class of the automatic launch (a script or test that
        /// starts with `launch` picks its own): `flow run --matrix` runs one
        /// script in each.
        public var launchWidth: WidthClass = .compact

        /// Options with the given limits; the defaults are `flow`'s.
        public init(stepLimit: Int = 1_000_000, hookDepthLimit: Int = 100, strict: Bool = false,
                    layoutEvents: Bool = true, files: FilePolicy = .unrestricted,
                    shouldStop: (@Sendable () -> Bool)? = nil) {
            self.stepLimit = stepLimit
            self.hookDepthLimit = hookDepthLimit
            self.strict = strict
            self.layoutEvents = layoutEvents
            self.files = files
            self.shouldStop = shouldStop
        }
    }

    /// The result of running a script or a test.
    public struct Outcome: Sendable {
        /// Expectations that did not hold (the run went on after each).
        public var failures: [ExpectationFailure]
        /// What stopped the run, if anything did.
        public var error: RuntimeError?

        /// True when every expectation held and nothing stopped the run.
        public var succeeded: Bool { failures.isEmpty && error == nil }
    }

    /// The program being run (a session swaps it as declarations arrive).
    /// It is read on every statement and event: kept in an immutable box, a
    /// read is one reference and a field, where a `var` of struct type would
    /// be copied whole under an exclusivity check each time. Reading yields
    /// the boxed value in place: a getter returned a copy, retaining every
    /// field, for each `program.x`.
    public internal(set) var program: Program {
        _read { yield programBox.program }
        set {
            programBox = ProgramBox(newValue)
            app?.emitsLayout = options.layoutEvents || newValue.mentionsLayoutCallbacks
        }
    }
    @exclusivity(unchecked) private var programBox: ProgramBox
    /// The limits and switches of every run.
    public let options: Options
    /// The app of the current run; nil before the first launch.
    ///
    /// The app this interpreter made holds it as its `driver`, unowned and
    /// unchecked (`App.driver`), so the interpreter lets go of it here: an
    /// app replaced (a new launch, a restore) is no longer driven by it, and
    /// `deinit` does the same for the last, so whoever still holds an app
    /// can never reach a freed interpreter through it.
    @exclusivity(unchecked) public internal(set) var app: App? {
        didSet {
            guard let oldValue, oldValue !== app, oldValue.driver === self else { return }
            oldValue.driver = nil
        }
    }

    let trace: (TraceItem) -> Void
    /// The app's windows behind `app`, the one in front (Interpreter+Windows.swift).
    var windows = WindowList()
    /// Globals by storyboard, then name.
    var globals: [String: [String: Value]] = [:]
    @exclusivity(unchecked) var steps = 0
    @exclusivity(unchecked) var hookDepth = 0
    /// How deeply blocks of script statements are nested (0: the top level of a script or test).
    @exclusivity(unchecked) var blockDepth = 0
    /// Events since the current statement started (Interpreter+EventLog.swift), numbered.
    @exclusivity(unchecked) var log: [(sequence: Int, event: Event)] = []
    @exclusivity(unchecked) var nextSequence = 0
    /// The sequence numbers of the previous statement's events.
    @exclusivity(unchecked) var previous: Range<Int> = 0..<0
    /// How many blocks being run have their events read whole afterwards:
    /// while any is, statements inside do not clear the log.
    @exclusivity(unchecked) var retainingLog = 0
    /// Whether the current statement's events may be read, and so are logged.
    @exclusivity(unchecked) var logsEvents = true
    /// True for session input (a REPL line), which the next input may follow
    /// with an `expect events` about its last statement.
    var endOfInputIsOpen = false
    /// Warnings an `expect warning` accounted for (under `--strict`).
    @exclusivity(unchecked) var excusedWarnings: Set<Int> = []
    var failures: [ExpectationFailure] = []
    /// Instance variables being initialised, against declarations that refer to each other.
    var initialising: Set<VariableKey> = []
    /// The in-memory archive and what the last `restore` brought back.
    var restoration = RestorationState()
    /// The `prepare { }` of the unwind segue being fired, with where it was
    /// fired from, for the model's `prepareUnwind` call (Interpreter+Unwind.swift).
    var pendingUnwindPrepare: (block: Block, context: Context)?

    /// An interpreter for `program`; `trace` receives everything it reports, in order.
    public init(program: Program, options: Options = Options(), trace: @escaping (TraceItem) -> Void) {
        self.programBox = ProgramBox(program)
        self.options = options
        self.trace = trace
    }

    deinit {
        // The app may outlive this interpreter (an embedder keeps it): it
        // must not keep an unowned reference to it (see `app`).
        if let app, app.driver === self { app.driver = nil }
    }

    /// `flow run`: launches the app (unless the script starts with `launch` or `open`),
    /// then runs the file's top-level statements.
    public func runScript() -> Outcome {
        reset()
        let script = program.index.script
        return finish {
            try initialiseGlobals()
            if !startsWithLaunch(script) {
                do {
                    try launch(width: options.launchWidth, automatic: true)
                } catch let failure as Failure {
                    throw RuntimeError(kind: failure.kind, message: failure.message, path: program.path,
                                       range: script.first?.range ?? .empty(at: 0))
                }
            }
            try execute(script, in: scriptContext)
        }
    }

    /// `flow test`: runs one test on a freshly launched app (launched lazily
    /// before the first statement that needs one) with fresh globals.
    public func runTest(_ test: DeclaredTest) -> Outcome {
        reset()
        return finish {
            try initialiseGlobals()
            try execute(test.body.statements, in: scriptContext)
        }
    }

    func reset() {
        app = nil
        windows = WindowList()
        globals = [:]
        steps = 0
        hookDepth = 0
        blockDepth = 0
        log = []
        retainingLog = 0
        logsEvents = true
        endOfInputIsOpen = false
        previous = nextSequence..<nextSequence
        excusedWarnings = []
        failures = []
        initialising = []
        restoration = RestorationState()
    }

    func finish(_ body: () throws -> Void) -> Outcome {
        do {
            try body()
            return Outcome(failures: failures, error: nil)
        } catch let error as RuntimeError {
            return Outcome(failures: failures, error: error)
        } catch {
            let failure = RuntimeError(kind: .error, message: "\(error)", path: program.path, range: .empty(at: 0))
            return Outcome(failures: failures, error: failure)
        }
    }

    /// Whether the script launches the app itself: with `launch`, or with an
    /// `open` that launches it with what it opens (a cold launch by a link).
    private func startsWithLaunch(_ statements: some Collection<Statement>) -> Bool {
        guard let first = statements.first else { return false }
        switch first.tag {
        case .launch, .open: return true
        default: return false
        }
    }

    /// The context of script and test statements.
    var scriptContext: Context {
        Context(path: program.scriptPath, storyboard: program.index.name)
    }

    /// Evaluates every storyboard's globals in declaration order, the main file's first.
    func initialiseGlobals() throws {
        var order = [program.index.name]
        order += program.storyboards.keys.filter { $0 != program.index.name }.sorted()
        for name in order {
            guard let storyboard = program.storyboards[name] else { continue }
            globals[name] = globals[name] ?? [:]
            let context = Context(path: storyboard.path, storyboard: name)
            for (variableName, declaration) in storyboard.globals {
                do {
                    let value = try evaluate(declaration.initialValue, in: context)
                    globals[name, default: [:]][variableName] = value
                } catch let failure as Failure {
                    throw RuntimeError(kind: failure.kind, message: failure.message, path: storyboard.path,
                                       range: declaration.range)
                }
            }
        }
    }

    // MARK: Launch

    /// A new window and app: instance numbering starts again; globals stay.
    ///
    /// A file that declares an entry point (`link`, `activity`, `shortcut`)
    /// has a scene delegate that matters: its launches tell it, with what
    /// opened the app (`opening`) when an `open` launched it.
    func launch(width: WidthClass, automatic: Bool, opening: String? = nil, restoring: SessionActivity? = nil,
                whileConnecting: (() throws -> Void)? = nil) throws {
        if automatic {
            report(.statement(TraceStatement(text: "launch \(width.rawValue)", path: program.path,
                                             line: 0, column: 0, isAutomatic: true)))
        }
        if blockDepth == 0 { clearLog() }
        // A statement that needs no app (`print tree`) may be followed by an
        // `expect events` about the launch made for it: log it whatever.
        let logged = logsEvents
        if automatic { logsEvents = true }
        defer { logsEvents = logged }
        let start = nextSequence
        let app = makeApp(width: width)
        self.app = app
        windows = WindowList()  // a new process: the other windows went with the old one
        do {
            let hasEntryPoints = !program.index.entryPoints.isEmpty
            let connection = restoring.map { SceneConnection(option: $0.type, restoresState: true) }
                ?? (hasEntryPoints || opening != nil ? SceneConnection(option: opening) : nil)
            try app.launch(connecting: connection, whileConnecting: whileConnecting)
        } catch let exception as UIKitException {
            throw Failure(exception.message, kind: .exception)
        } catch let limit as HierarchyTooDeep {
            throw Failure(limit.message, kind: .limit)
        }
        if automatic { previous = start..<nextSequence }
    }

    /// A new app observed by this interpreter, with layout callbacks only if
    /// the trace shows them or an expectation may read them.
    func makeApp(width: WidthClass, restoring checkpoint: AppCheckpoint? = nil) -> App {
        let app = checkpoint.map { App(storyboard: program.storyboard, restoring: $0) }
            ?? App(storyboard: program.storyboard, width: width)
        app.driver = self
        app.emitsLayout = options.layoutEvents || program.mentionsLayoutCallbacks
        return app
    }

    /// The app, launched by itself when there is none yet.
    func requireApp() throws -> App {
        if let app { return app }
        try launch(width: options.launchWidth, automatic: true)
        guard let app else { throw Failure("the app could not be launched") }
        return app
    }

    // MARK: Reporting

    /// Passes an item to the trace.
    func report(_ item: TraceItem) {
        trace(item)
    }
}

/// Where statements and expressions run: which file and storyboard, and the
/// instances names reach (`self` of a hook, `destination`, `source`).
struct Context {
    var path: String
    /// The storyboard whose globals and scene names bare names see.
    var storyboard: String
    /// The instance whose variables bare names reach: a hook's instance, a
    /// segue's source in `when`/`prepare`/`perform`, an unwind destination.
    var owner: InstanceID?
    /// `destination` in `prepare` and `perform` blocks.
    var destination: InstanceID?
    /// `source` in unwind conditions and bodies.
    var source: InstanceID?
    /// Who `present`, `show`, `dismiss`… are called on when no `on X` says:
    /// the segue's source in a custom segue's `perform`; else the visible scene.
    var receiver: InstanceID?
    /// Code UIKit calls: its statements are not reported, and under
    /// `--strict` the script statement that caused it answers for its warnings.
    var isCallback = false
    /// In an alert action's handler: the alert's variables (its text
    /// fields' text among them) as they were when the action was tapped.
    var captured: CapturedVariables?
}

/// An alert's variables kept for its action's handler: UIKit calls the
/// handler once the alert is dismissed, and the handler reads the fields
/// through the alert it captured (`alert.textFields?.first?.text`).
final class CapturedVariables {
    var values: [String: Value]

    init(_ values: [String: Value]) {
        self.values = values
    }
}

/// An immutable program behind a reference (see `Interpreter.program`).
final class ProgramBox {
    let program: Program

    init(_ program: Program) {
        self.program = program
    }
}

/// An instance variable being initialised (no string built for it: every
/// new instance initialises each of its variables).
struct VariableKey: Hashable {
    let instance: Int
    let name: String
}
