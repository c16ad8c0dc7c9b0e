import FlowKit
import FlowLang
import FlowModel
import FlowRuntime
import Foundation

/// The session behind one open page: a FlowKit `Session` on the studio's
/// file, the trace of the page's last action, and what the page needs to
/// draw (`StudioState`). When the file changes, the session is rebuilt on the
/// new version and the page's inputs are replayed, as far as they still run;
/// the rest are held back for the next version (`heldBackInputs`).
///
/// Threading: every call takes the page's lock; the server calls from its
/// connection tasks.
final class PageSession: @unchecked Sendable {
    let id: String
    private let lock = NSLock()
    private let width: WidthClass
    private var file: LoadedFile
    /// The session on the last version of the file that ran; kept while the
    /// file has errors, so that its inputs are replayed once it is fixed.
    private var session: Session?
    /// Why the session could not open on a version that checks (a launch that fails).
    private var openingProblem: String?
    /// The page's inputs the current version did not run: all of them while no session could open
    /// on it, or those from the first it refused (or that stopped with an error) on. A later version
    /// replays them after the session's own, until the person acts on the page: an editor that
    /// saves in place can show the watcher a half-written file that checks clean but lacks a scene,
    /// and the inputs naming it must come back with the next, whole version.
    private var heldBackInputs: [String] = []
    private var lastTrace: [String] = []
    private var listeners: [Int: @Sendable (Int) -> Void] = [:]
    private var nextListener = 0

    init(id: String, file: LoadedFile, width: WidthClass) {
        self.id = id
        self.width = width
        self.file = file
        open(replaying: [])
    }

    // MARK: Actions

    /// Runs statements (or declarations) the page sent.
    func run(_ text: String) -> StudioAction {
        lock.withLock {
            guard let session, file.problem == nil else { return refusedForProblem() }
            return act(on: session) { session in
                let result = session.run(text)
                guard result.accepted else {
                    return (false, DiagnosticRenderer(files: result.sources, useColor: false).render(result.diagnostics))
                }
                if let error = result.error {
                    // As the REPL does: the app stays as it was before an input that stopped with an error.
                    session.undo()
                    return (false, DiagnosticRenderer(files: result.sources, useColor: false).render(error.diagnostic)
                        + "the app is as it was before this input\n")
                }
                // The person acted on what the page shows: what this version held back is theirs no more.
                heldBackInputs = []
                // A failed `expect` is in the trace, where `flow run` prints it.
                let failed = result.failures.count
                return (true, failed == 0 ? nil : "\(failed) expectation\(failed == 1 ? "" : "s") did not hold: see the trace")
            }
        }
    }

    func undo() -> StudioAction {
        lock.withLock {
            guard let session, file.problem == nil else { return refusedForProblem() }
            let undone = session.undo()
            if undone { heldBackInputs = [] }
            lastTrace = []
            return StudioAction(accepted: undone, message: undone ? nil : "nothing to undo", trace: [], state: stateLocked())
        }
    }

    func reset() -> StudioAction {
        lock.withLock {
            guard let session, file.problem == nil else { return refusedForProblem() }
            session.reset()
            heldBackInputs = []
            lastTrace = []
            return StudioAction(accepted: true, message: nil, trace: [], state: stateLocked())
        }
    }

    /// `:why-not` on a statement: what it would do and why not the obvious, as text.
    func whyNot(_ text: String) -> String {
        lock.withLock {
            guard let session, file.problem == nil else { return file.problem ?? openingProblem ?? "" }
            let answer = session.whyNot(text)
            if !answer.diagnostics.isEmpty {
                return DiagnosticRenderer(files: answer.sources, useColor: false).render(answer.diagnostics)
            }
            return answer.text
        }
    }

    /// The version of the file the page's state is of.
    var version: Int {
        lock.withLock { file.version }
    }

    func state() -> StudioState {
        lock.withLock { stateLocked() }
    }

    // MARK: Reloading

    /// Takes a new version of the file: a new session on it, the old one's inputs replayed.
    func reload(_ newFile: LoadedFile) {
        let listeners: [@Sendable (Int) -> Void] = lock.withLock {
            file = newFile
            if newFile.problem == nil {
                open(replaying: (session?.history.map(\.text) ?? []) + heldBackInputs)
            }
            lastTrace = []
            return Array(self.listeners.values)
        }
        for listener in listeners { listener(newFile.version) }
    }

    /// Calls `listener` with the new version after every reload; returns a key for `removeListener`.
    func addListener(_ listener: @escaping @Sendable (Int) -> Void) -> Int {
        lock.withLock {
            nextListener += 1
            listeners[nextListener] = listener
            return nextListener
        }
    }

    /// Removes a listener; returns how many are left.
    @discardableResult
    func removeListener(_ key: Int) -> Int {
        lock.withLock {
            listeners.removeValue(forKey: key)
            return listeners.count
        }
    }

    // MARK: Internals

    /// Opens a session on the current file and runs `inputs` again, stopping
    /// at the first the new version refuses or that stops with an error.
    private func open(replaying inputs: [String]) {
        guard let document = file.document, file.problem == nil else { return }
        do {
            let opened = try Session(document: document, configuration: Session.Configuration(width: width))
            var replayed = 0
            for input in inputs {
                let result = opened.run(input)
                if !result.accepted { break }
                if result.error != nil {
                    opened.undo()
                    break
                }
                replayed += 1
            }
            session = opened
            heldBackInputs = Array(inputs.dropFirst(replayed))
            openingProblem = opened.launchError.map { "the app did not launch: \($0.text)" }
        } catch {
            // No session on this version: actions are refused with the
            // problem, not run on the old version's session; its inputs wait.
            heldBackInputs = inputs
            session = nil
            openingProblem = "\(error)"
        }
    }

    private func refusedForProblem() -> StudioAction {
        StudioAction(accepted: false, message: file.problem ?? openingProblem ?? "no session", trace: [], state: stateLocked())
    }

    /// Runs `body` on the session with its trace collected; the trace becomes the page's last.
    private func act(on session: Session, _ body: (Session) -> (accepted: Bool, message: String?)) -> StudioAction {
        let collector = TraceCollector()
        let observation = session.observe { collector.append($0) }
        let outcome = body(session)
        observation.cancel()
        let trace = collector.renderedLines()
        lastTrace = trace
        return StudioAction(accepted: outcome.accepted, message: outcome.message, trace: trace, state: stateLocked())
    }

    private func stateLocked() -> StudioState {
        var state = StudioState(
            id: id, file: file.document?.path ?? "", version: file.version, width: width.rawValue,
            diagnostics: file.problem, canUndo: false, history: [], lastTrace: lastTrace, tree: "",
            widthSwitch: nil, graph: nil, screen: nil)
        guard file.problem == nil, let session, let document = file.document,
              let snapshot = session.snapshot() else {
            if file.problem == nil { state.diagnostics = openingProblem }
            return state
        }
        state.width = snapshot.width.rawValue
        state.canUndo = session.canUndo
        state.history = session.history.map(\.text)
        let version = document.index.platform?.major ?? Program.currentIOSVersion
        state.tree = TreeRenderer(platformVersion: version).render(snapshot).joined(separator: "\n") + "\n"
        let other = snapshot.width == .regular ? WidthClass.compact : WidthClass.regular
        state.widthSwitch = StudioCommand(label: other.rawValue, statement: "size \(other.rawValue)")
        let picture = Picture(session: session, mainStoryboard: document.name, graph: file.graph)
        let drawn = picture.draw(snapshot)
        state.screen = drawn.screen
        state.graph = drawn.highlight
        return state
    }
}

/// Trace items of one action, rendered as `flow run` prints them; the
/// session calls the observer synchronously on the thread running the action.
private final class TraceCollector: @unchecked Sendable {
    private var items: [TraceItem] = []

    func append(_ item: TraceItem) { items.append(item) }

    func renderedLines() -> [String] {
        let stream = ReportStream.memory(useColor: false)
        let writer = TraceWriter(format: .text, stream: stream)
        for item in items {
            // The page's own input has no place in the file: the statement without `file:line`.
            if case .statement(let statement) = item {
                stream.writeLine(statement.text)
            } else {
                writer.write(item)
            }
        }
        stream.flush()
        return stream.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }
}
