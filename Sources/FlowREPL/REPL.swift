import FlowFiles
import FlowKit

/// The read-eval-print loop of `flow repl`.
///
/// It reads a line, keeps reading continuation lines while a `{`, `(` or `[`
/// is open, and hands the input to the engine — or runs a meta-command
/// (`:help`, `:tree`, …). Nothing the user types ends the session but
/// `:quit` and Ctrl-D; Ctrl-C abandons the input being typed.
public final class REPL {
    private let reader: LineReader
    private let engine: REPLEngine
    private let write: (String) -> Void
    private let writeError: (String) -> Void
    /// Prompts are shown only on a terminal.
    private let interactive: Bool
    /// Piped input is not shown by a terminal: with `echo`, each input is
    /// written before its output (`> tap add`), so a transcript reads like a session.
    private let echo: Bool
    /// `:prompt path`: the prompt shows the whole container path
    /// (`Tabs (tabs: Browse) › Browse (navigation) › RecipeDetail> `), not just the visible scene.
    private var promptShowsPath = false

    /// A REPL reading from `reader`, running inputs on `engine`; `echo` writes
    /// each input before its output (for piped input, which no terminal shows).
    public init(reader: LineReader, engine: REPLEngine, interactive: Bool, echo: Bool = false,
                write: @escaping (String) -> Void, writeError: @escaping (String) -> Void) {
        self.reader = reader
        self.engine = engine
        self.interactive = interactive
        self.echo = echo
        self.writeError = writeError
        self.write = write
    }

    /// The worst outcome of the inputs so far (a piped session exits with it).
    public private(set) var worstOutcome = REPLOutcome.succeeded

    /// How a session ended.
    public enum Ending: Equatable, Sendable {
        /// `:quit`, or the end of input between inputs.
        case quit
        /// The input ended inside an open bracket; an error said so.
        case unfinishedInput
    }

    /// Runs until `:quit` or the end of input. Input left inside an open
    /// `{`, `(` or `[` when the input ends is reported, never dropped silently.
    @discardableResult
    public func run() -> Ending {
        if interactive { write("flow repl — :help for help, Ctrl-D to quit\n") }
        var pending: [String] = []
        var lineNumber = 0
        var pendingStart = 0
        while true {
            let prompt = interactive ? (pending.isEmpty ? "\(promptLocation)> " : "...> ") : ""
            switch reader.readLine(prompt: prompt) {
            case .endOfInput:
                if interactive { write("\n") }
                if !pending.isEmpty, let error = OpenDelimiters.unfinishedInputError(
                    pending.joined(separator: "\n"), firstLine: pendingStart) {
                    writeError(error)
                    worstOutcome = max(worstOutcome, .refused)
                    return .unfinishedInput
                }
                return .quit
            case .interrupted:
                pending = []
            case .line(let line):
                lineNumber += 1
                if pending.isEmpty, line.trimmingCharacters(in: " \t").isEmpty { continue }
                if pending.isEmpty { pendingStart = lineNumber }
                pending.append(line)
                let input = pending.joined(separator: "\n")
                if REPL.isIncomplete(input) { continue }
                pending = []
                // A completed word ends with a space: history keeps the line without it.
                reader.remember(input.trimmingCharacters(in: " \t"))
                if echo { write(input.split(separator: "\n", omittingEmptySubsequences: false).map { "> \($0)\n" }.joined()) }
                let trimmed = input.trimmingCharacters(in: " \t")
                if trimmed.hasPrefix(":") {
                    if !meta(trimmed) { return .quit }
                } else {
                    show(engine.execute(input))
                }
            }
        }
    }

    private func show(_ output: REPLOutput) {
        worstOutcome = max(worstOutcome, output.outcome)
        if !output.text.isEmpty { write(output.text.hasSuffix("\n") ? output.text : output.text + "\n") }
        if !output.errors.isEmpty { writeError(output.errors.hasSuffix("\n") ? output.errors : output.errors + "\n") }
    }

    /// The visible scene, or with `:prompt path` where it is.
    private var promptLocation: String {
        guard promptShowsPath else { return engine.location }
        let path = engine.whereabouts().text.trimmingWhitespaceAndNewlines()
        return path.isEmpty || path == "no app" ? engine.location : path
    }

    /// Runs a meta-command; false for `:quit`.
    private func meta(_ input: String) -> Bool {
        let words = input.split(separator: " ", maxSplits: 1).map(String.init)
        let command = words[0]
        let argument = words.count > 1 ? words[1].trimmingCharacters(in: " \t") : ""
        switch command {
        case ":quit", ":q", ":exit":
            return false
        case ":help", ":h":
            write(REPLHelp.text(for: argument))
        case ":tree":
            show(engine.tree())
        case ":events":
            show(engine.lastEvents())
        case ":history":
            show(engine.history())
        case ":where":
            show(engine.whereabouts())
        case ":prompt":
            switch argument {
            case "path": promptShowsPath = true
            case "scene": promptShowsPath = false
            case "": write("the prompt shows \(promptShowsPath ? "the container path" : "the visible scene"); "
                           + "':prompt path' or ':prompt scene' changes it\n")
            default: show(REPLOutput(errors: "error: ':prompt' takes 'path' (the containers around the scene) or 'scene'"))
            }
        case ":stale-tests":
            switch argument {
            case "drop": show(engine.staleTests(drop: true))
            case "refuse": show(engine.staleTests(drop: false))
            default: show(REPLOutput(errors: "error: ':stale-tests' takes 'drop' (set broken tests aside) or 'refuse'"))
            }
        case ":edit":
            show(argument.isEmpty ? REPLOutput(errors: "error: ':edit' needs a declaration: ':edit RecipeList'")
                                  : engine.edit(argument))
        case ":paths-to":
            show(argument.isEmpty ? REPLOutput(errors: "error: ':paths-to' needs a scene: ':paths-to Notes'")
                                  : engine.pathsTo(argument))
        case ":why-not":
            show(argument.isEmpty ? REPLOutput(errors: "error: ':why-not' needs a statement: ':why-not tap save'")
                                  : engine.whyNot(argument))
        case ":load":
            show(argument.isEmpty ? REPLOutput(errors: "error: ':load' needs a file: ':load app.flow'") : engine.load(argument))
        case ":reload":
            show(engine.reload())
        case ":reset":
            show(engine.reset())
        case ":undo":
            show(engine.undo())
        case ":save":
            show(argument.isEmpty ? REPLOutput(errors: "error: ':save' needs a file: ':save session.flow'") : engine.save(argument))
        default:
            let near = Suggestion.closest(to: command, among: REPLHelp.commands.map(\.name))
            show(REPLOutput(errors: "error: unknown command '\(command)'" + (near.map { "; did you mean '\($0)'?" } ?? "; :help lists them")))
        }
        return true
    }

    /// Words to complete with, meta-commands included.
    public func completions(for textBeforeCursor: String) -> [String] {
        let trimmed = textBeforeCursor.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix(":") && !trimmed.contains(" ") { return REPLHelp.commands.map(\.name) }
        return engine.completions(for: textBeforeCursor)
    }

    /// True while a `{`, `(` or `[` is open (outside strings and comments):
    /// the input continues on the next line.
    public static func isIncomplete(_ text: String) -> Bool {
        !OpenDelimiters.open(in: text).isEmpty
    }
}

extension String {
    func trimmingCharacters(in characters: String) -> String {
        let set = Set(characters)
        return String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
