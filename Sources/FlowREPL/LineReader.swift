/// Where the REPL's lines come from. The loop talks only to this protocol,
/// so it can be tested without a terminal; `EditLineReader` is the real
/// thing (libedit), `PlainLineReader` reads piped input.
public protocol LineReader: AnyObject {
    /// Shows `prompt` (when interactive) and reads one line, without its line end.
    func readLine(prompt: String) -> LineInput
    /// Remembers a line the user entered, for history recall.
    func remember(_ line: String)
}

/// What reading a line gave.
public enum LineInput: Equatable, Sendable {
    case line(String)
    /// Ctrl-C: the current input is cancelled.
    case interrupted
    /// Ctrl-D on an empty line, or the end of piped input.
    case endOfInput
}

/// Completion candidates for the text before the cursor: the REPL answers
/// with the words that may follow, given what was typed.
public typealias Completer = (_ textBeforeCursor: String) -> [String]

/// Lines from standard input without prompts or escape codes, so that
/// `printf 'tap add\n:tree\n' | flow repl app.flow` is scriptable.
public final class PlainLineReader: LineReader {
    public init() {}

    public func readLine(prompt: String) -> LineInput {
        guard let line = Swift.readLine(strippingNewline: true) else { return .endOfInput }
        return .line(line)
    }

    public func remember(_ line: String) {}
}
