import FlowFiles
import FlowKit
import FoundationEssentials

/// The REPL's engine: a FlowKit session, rendered as `flow run` renders it.
public final class SessionEngine: REPLEngine {
    private var session: Session?
    private var path: String?
    private var lastItems: [TraceItem] = []
    private let useColor: Bool

    private let configuration: Session.Configuration

    /// `:stale-tests drop`, kept across `:load` and `:reload`.
    private var dropsStaleTests = false

    /// The editor `:edit` runs, as a shell command taking the file; nil: `$VISUAL`, else `$EDITOR`, else `vi`.
    public var editorCommand: String?

    /// The scene a loaded file launches, whatever its `initial` says (`flow repl --initial`).
    public var initial: String?

    /// The files the script at a path may use (`flow repl --allow-files`).
    private let filePolicy: @Sendable (String) -> FilePolicy

    /// An engine with no storyboard yet; `useColor` colours diagnostics;
    /// sessions open with `configuration` (the fuzzer lowers the step
    /// limit); a loaded file's script may use the files `filePolicy` allows.
    public init(useColor: Bool, configuration: Session.Configuration = Session.Configuration(),
                filePolicy: @escaping @Sendable (String) -> FilePolicy = { _ in .unrestricted }) {
        self.useColor = useColor
        self.configuration = configuration
        self.filePolicy = filePolicy
    }

    public var location: String { session?.visibleInstance ?? "flow" }

    /// An empty storyboard, for `flow repl` without a file.
    public func start() -> REPLOutput {
        open(FlowDocument.load(text: "", path: "repl.flow", filePolicy: filePolicy("repl.flow")))
    }

    public func execute(_ text: String) -> REPLOutput {
        guard let session else { return REPLOutput(errors: "error: no storyboard is loaded; ':load FILE'") }
        let collector = Collector()
        let observation = session.observe { collector.append($0) }
        let result = session.run(text)
        observation.cancel()
        var output = REPLOutput()
        if !result.accepted {
            output.outcome = .refused
        } else if result.error != nil {
            output.outcome = .stopped
        } else if !result.failures.isEmpty {
            output.outcome = .failedExpectation
        }
        if !result.diagnostics.isEmpty {
            output.errors += DiagnosticRenderer(files: result.sources, useColor: useColor).render(result.diagnostics)
        }
        lastItems = collector.items
        output.text = render(collector.items)
        if !result.declared.isEmpty && result.accepted {
            // Declaration keys read `type:Help`, `var:saved`: the name is what the user wrote.
            let names = result.declared.map { $0.split(separator: ":", maxSplits: 1).last.map(String.init) ?? $0 }
            output.text += "declared \(names.joined(separator: ", "))\n"
        }
        if let error = result.error {
            output.errors += DiagnosticRenderer(files: result.sources, useColor: useColor).render(error.diagnostic)
            output.errors += "the app is as it was before this input (:undo goes back further)\n"
            _ = session.undo()
        }
        return output
    }

    public func tree() -> REPLOutput {
        guard let session, let snapshot = session.snapshot() else { return REPLOutput(text: "no app\n") }
        let version = session.configuration.platformVersion ?? session.document.index.platform?.major ?? Program.currentIOSVersion
        return REPLOutput(text: TreeRenderer(platformVersion: version).render(snapshot).joined(separator: "\n") + "\n")
    }

    public func lastEvents() -> REPLOutput {
        REPLOutput(text: lastItems.isEmpty ? "no events\n" : render(lastItems))
    }

    public func load(_ path: String) -> REPLOutput {
        switch SourceFiles.read(path) {
        case .failure(let error):
            // Why, as `flow check` says it: no such file, a folder, no permission.
            return REPLOutput(errors: "\(path): error: \(error.reason)")
        case .success(let source):
            self.path = path
            let policy = filePolicy(path)
            let files = DiskFileProvider()
            var checked = check(source, loader: files.sourceLoader(policy: policy))
            // Checked here for the message; the session launches it by an `initial` of its own.
            if let initial { checked = checked.launching(initial) }
            return open(FlowDocument(checked: checked, files: files, filePolicy: policy))
        }
    }

    public func reload() -> REPLOutput {
        guard let path else { return REPLOutput(errors: "error: nothing to reload: no file was loaded") }
        return load(path)
    }

    public func reset() -> REPLOutput {
        guard let session else { return REPLOutput() }
        session.reset()
        lastItems = []
        return REPLOutput(text: "relaunched\n")
    }

    public func undo() -> REPLOutput {
        guard let session, session.undo() else { return REPLOutput(errors: "nothing to undo") }
        lastItems = []
        return REPLOutput(text: "undone; \(location) is visible\n")
    }

    public func save(_ path: String) -> REPLOutput {
        guard let session else { return REPLOutput(errors: "error: nothing to save") }
        do {
            try OutputFile.write(session.script(), to: path)
            return REPLOutput(text: "saved \(path): `flow run \(path)` replays this session\n")
        } catch {
            return REPLOutput(errors: "\(path): error: cannot write (\(ErrorText.describing(error)))")
        }
    }

    public func whereabouts() -> REPLOutput {
        REPLOutput(text: (session?.whereabouts() ?? "no app") + "\n")
    }

    /// Writes the declaration to a temporary file, runs the person's editor
    /// on it (`$VISUAL`, else `$EDITOR`, else `vi`, through the shell so
    /// `code --wait` works) and, when the text changed, runs it as an input.
    public func edit(_ name: String) -> REPLOutput {
        guard let session else { return REPLOutput(errors: "error: no storyboard is loaded; ':load FILE'") }
        guard let text = session.declarationText(named: name) else {
            return REPLOutput(errors: "error: no declaration is named '\(name)' (a scene, container, var or test)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-edit-\(UUID().uuidString)")
        let file = folder.appendingPathComponent("\(name.filter { $0.isLetter || $0.isNumber || $0 == "_" }).flow")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try OutputFile.write(text + "\n", to: file.path)
        } catch {
            return REPLOutput(errors: "error: cannot write a file to edit: \(error)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ProcessInfo.processInfo.environment
        let editor = editorCommand ?? environment["VISUAL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["EDITOR"].flatMap { $0.isEmpty ? nil : $0 } ?? "vi"
        let status: Int32
        do {
            // The editor has the terminal: flow's own input and output.
            status = try ChildProcess.run("/bin/sh", ["-c", editor + " \"$1\"", "sh", file.path], input: .inherit,
                                          output: .inherit, errors: .inherit).status
        } catch {
            return REPLOutput(errors: "error: cannot run the editor '\(editor)': \(error.reason)")
        }
        guard status == 0 else {
            return REPLOutput(errors: "error: the editor '\(editor)' exited \(status); nothing changed")
        }
        guard let edited = try? String(contentsOf: file, encoding: .utf8) else {
            return REPLOutput(errors: "error: the edited file cannot be read; nothing changed")
        }
        let trimmed = edited.trimmingWhitespaceAndNewlines()
        if trimmed == text.trimmingWhitespaceAndNewlines() { return REPLOutput(text: "\(name) unchanged\n") }
        return execute(trimmed)
    }

    public func staleTests(drop: Bool) -> REPLOutput {
        dropsStaleTests = drop
        session?.dropsStaleTests = drop
        return REPLOutput(text: drop ? "declarations that break only tests go through; the tests are set aside\n"
                                     : "declarations that break tests are refused\n")
    }

    public func pathsTo(_ scene: String) -> REPLOutput {
        guard let session else { return REPLOutput(errors: "error: no storyboard is loaded; ':load FILE'") }
        switch session.path(to: scene) {
        case .success(let answer): return REPLOutput(text: answer.text)
        case .failure(let refusal): return REPLOutput(errors: "error: \(refusal)")
        }
    }

    public func whyNot(_ statement: String) -> REPLOutput {
        guard let session else { return REPLOutput(errors: "error: no storyboard is loaded; ':load FILE'") }
        let answer = session.whyNot(statement)
        if !answer.diagnostics.isEmpty {
            return REPLOutput(errors: DiagnosticRenderer(files: answer.sources, useColor: useColor).render(answer.diagnostics))
        }
        return REPLOutput(text: answer.text)
    }

    public func history() -> REPLOutput {
        guard let session, !session.history.isEmpty else { return REPLOutput(text: "no inputs yet\n") }
        var out = ""
        for (number, entry) in session.history.enumerated() {
            let lines = entry.text.split(separator: "\n", omittingEmptySubsequences: false)
            out += Printf.string("%4d  ", number + 1) + lines.joined(separator: "\n      ") + "\n"
        }
        return REPLOutput(text: out)
    }

    public func completions(for textBeforeCursor: String) -> [String] {
        session?.completions(forLine: textBeforeCursor).map(\.text) ?? []
    }

    /// Opens a session on `document` (`:load` reads it from a file first).
    public func open(_ document: FlowDocument) -> REPLOutput {
        if document.hasErrors {
            return REPLOutput(errors: document.renderedDiagnostics(useColor: useColor))
        }
        do {
            var configuration = self.configuration
            configuration.initial = initial
            let session = try Session(document: document, configuration: configuration)
            session.dropsStaleTests = dropsStaleTests
            self.session = session
            lastItems = []
            return REPLOutput()
        } catch {
            return REPLOutput(errors: "\(error)")
        }
    }

    /// The items as `flow run` shows them (through its writer, coloured on a
    /// terminal), without the statement lines: the user has just typed them.
    private func render(_ items: [TraceItem]) -> String {
        let stream = ReportStream.memory(useColor: useColor)
        let trace = TraceWriter(format: .text, stream: stream)
        for item in items {
            if case .statement = item { continue }
            trace.write(item)
        }
        return stream.text
    }
}

/// Collects trace items during one input; the session calls the observer
/// synchronously on the thread running the input.
private final class Collector: @unchecked Sendable {
    private(set) var items: [TraceItem] = []
    func append(_ item: TraceItem) { items.append(item) }
}
