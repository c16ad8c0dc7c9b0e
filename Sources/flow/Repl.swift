import ArgumentParser
import FlowKit
import FlowREPL
import FoundationEssentials
import FlowFiles
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// `flow repl [FILE]`: explore a flow interactively.
struct Repl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Explore a flow interactively: tap through it, look at the tree, undo.",
        discussion: """
            On a terminal: line editing, Tab completion, a history kept in --history-file, Ctrl-C to \
            cancel the input, Ctrl-D to quit. With standard input not a terminal, lines are read \
            without prompts, so `printf 'tap add\\n:tree\\n' | flow repl app.flow` is scriptable, \
            and the session's exit code says how its inputs went, as `flow run`'s would: 70 when a \
            runtime error or UIKit exception stopped one, else 65 when one was refused (an error in \
            it, an unknown command, input that ends inside an open '{', '(' or '['), else 1 when an \
            expect failed, else 0. An interactive session exits 0.
            """
    )

    @Argument(help: "The .flow file to load (optional).")
    var file: String?

    @ArgumentParser.Option(name: .long, help: "Where the history is kept (default: ~/.flow_history).")
    var historyFile: String?

    @Flag(name: .long, help: "Write each input before its output (for piped input, which no terminal shows).")
    var echo = false

    @ArgumentParser.Option(name: .long, help: "Launch this scene, whatever the file's 'initial' says (for an app that picks its root in code).")
    var initial: String?

    @OptionGroup var output: OutputOptions

    @OptionGroup var fileAccess: FileOptions

    @OptionGroup var platform: PlatformOption

    func run() throws {
        let engine = SessionEngine(useColor: output.useColor(for: STDERR_FILENO),
                                   configuration: Session.Configuration(platformVersion: platform.version),
                                   filePolicy: fileAccess.policy)
        engine.initial = initial
        let opened = file.map { engine.load($0) } ?? engine.start()
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        if !opened.errors.isEmpty {
            Console.error(opened.errors.hasSuffix("\n") ? opened.errors : opened.errors + "\n")
            if file != nil { throw CommandStatus.dataError }
        }
        let reader: LineReader
        if interactive, let editor = EditLineReader(historyPath: historyFile ?? Repl.defaultHistoryPath) {
            reader = editor
        } else {
            reader = PlainLineReader()
        }
        let repl = REPL(reader: reader, engine: engine, interactive: interactive, echo: echo && !interactive,
                        write: { Console.out($0) }, writeError: { Console.error($0) })
        (reader as? EditLineReader)?.completer = { repl.completions(for: $0) }
        let ending = repl.run()
        if interactive { return }
        switch repl.worstOutcome {
        case .succeeded: if ending == .unfinishedInput { throw CommandStatus.dataError }
        case .failedExpectation: throw CommandStatus.failure
        case .refused: throw CommandStatus.dataError
        case .stopped: throw CommandStatus.runtimeError
        }
    }

    static var defaultHistoryPath: String? {
        ProcessInfo.processInfo.environment["HOME"].map { PathText.joined($0, ".flow_history") }
    }
}
