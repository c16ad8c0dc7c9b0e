import ArgumentParser
import FlowKit
import FlowREPL
import Foundation

/// `flow repl [FILE]`: explore a flow interactively.
struct Repl: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explore a flow interactively: tap through it, look at the tree, undo.",
        discussion: """
            On a terminal: line editing, Tab completion, a history kept in --history-file, Ctrl-C to \
            cancel the input, Ctrl-D to quit. With standard input not a terminal, lines are read \
            without prompts, so `printf 'tap add\\n:tree\\n' | flow repl app.flow` is scriptable; \
            input that ends inside an open '{', '(' or '[' is reported and exits 65.
            """
    )

    @Argument(help: "The .flow file to load (optional).")
    var file: String?

    @ArgumentParser.Option(name: .long, help: "Where the history is kept (default: ~/.flow_history).")
    var historyFile: String?

    @OptionGroup var output: OutputOptions

    func run() throws {
        let engine = SessionEngine(useColor: output.useColor(for: STDERR_FILENO))
        let opened = file.map { engine.load($0) } ?? engine.start()
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        if !opened.errors.isEmpty {
            Console.error(opened.errors.hasSuffix("\n") ? opened.errors : opened.errors + "\n")
            if file != nil { throw ExitStatus.dataError }
        }
        let reader: LineReader
        if interactive, let editor = EditLineReader(historyPath: historyFile ?? Repl.defaultHistoryPath) {
            reader = editor
        } else {
            reader = PlainLineReader()
        }
        let repl = REPL(reader: reader, engine: engine, interactive: interactive,
                        write: { Console.out($0) }, writeError: { Console.error($0) })
        (reader as? EditLineReader)?.completer = { repl.completions(for: $0) }
        if repl.run() == .unfinishedInput { throw ExitStatus.dataError }
    }

    static var defaultHistoryPath: String? {
        ProcessInfo.processInfo.environment["HOME"].map { ($0 as NSString).appendingPathComponent(".flow_history") }
    }
}

/// The REPL's engine: a FlowKit session, rendered as `flow run` renders it.
final class SessionEngine: REPLEngine {
    private var session: Session?
    private var path: String?
    private var lastItems: [TraceItem] = []
    private let useColor: Bool
    private let renderer = TraceRenderer()

    init(useColor: Bool) {
        self.useColor = useColor
    }

    var location: String { session?.visibleInstance ?? "flow" }

    /// An empty storyboard, for `flow repl` without a file.
    func start() -> REPLOutput {
        open(FlowDocument.load(text: "", path: "repl.flow"))
    }

    func execute(_ text: String) -> REPLOutput {
        guard let session else { return REPLOutput(errors: "error: no storyboard is loaded; ':load FILE'") }
        let collector = Collector()
        let observation = session.observe { collector.append($0) }
        let result = session.run(text)
        observation.cancel()
        var output = REPLOutput()
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

    func tree() -> REPLOutput {
        guard let session, let snapshot = session.snapshot() else { return REPLOutput(text: "no app\n") }
        let version = session.document.index.platform?.major ?? Program.currentIOSVersion
        return REPLOutput(text: TreeRenderer(platformVersion: version).render(snapshot).joined(separator: "\n") + "\n")
    }

    func lastEvents() -> REPLOutput {
        REPLOutput(text: lastItems.isEmpty ? "no events\n" : render(lastItems))
    }

    func load(_ path: String) -> REPLOutput {
        do {
            let document = try FlowDocument.load(path: path)
            self.path = path
            return open(document)
        } catch {
            return REPLOutput(errors: "\(path): error: cannot be read")
        }
    }

    func reload() -> REPLOutput {
        guard let path else { return REPLOutput(errors: "error: nothing to reload: no file was loaded") }
        return load(path)
    }

    func reset() -> REPLOutput {
        guard let session else { return REPLOutput() }
        session.reset()
        lastItems = []
        return REPLOutput(text: "relaunched\n")
    }

    func undo() -> REPLOutput {
        guard let session, session.undo() else { return REPLOutput(errors: "nothing to undo") }
        lastItems = []
        return REPLOutput(text: "undone; \(location) is visible\n")
    }

    func save(_ path: String) -> REPLOutput {
        guard let session else { return REPLOutput(errors: "error: nothing to save") }
        do {
            try Data(session.script().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return REPLOutput(text: "saved \(path): `flow run \(path)` replays this session\n")
        } catch {
            return REPLOutput(errors: "\(path): error: cannot write (\(error.localizedDescription))")
        }
    }

    func completions(for textBeforeCursor: String) -> [String] {
        session?.completions(forLine: textBeforeCursor).map(\.text) ?? []
    }

    private func open(_ document: FlowDocument) -> REPLOutput {
        if document.hasErrors {
            return REPLOutput(errors: document.renderedDiagnostics(useColor: useColor))
        }
        do {
            let session = try Session(document: document)
            self.session = session
            lastItems = []
            return REPLOutput()
        } catch {
            return REPLOutput(errors: "\(error)")
        }
    }

    /// The items as `flow run` shows them, without the statement lines (the
    /// user has just typed them).
    private func render(_ items: [TraceItem]) -> String {
        var out = ""
        for item in items {
            if case .statement = item { continue }
            for line in renderer.lines(for: item) { out += line + "\n" }
        }
        return out
    }
}

/// Collects trace items during one input; the session calls the observer
/// synchronously on the thread running the input.
private final class Collector: @unchecked Sendable {
    private(set) var items: [TraceItem] = []
    func append(_ item: TraceItem) { items.append(item) }
}
