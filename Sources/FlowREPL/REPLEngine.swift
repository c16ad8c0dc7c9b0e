/// What the REPL drives: a live session of a loaded storyboard. The command
/// line adapts the embedding API's session to it; tests use a fake.
public protocol REPLEngine: AnyObject {
    /// Where the user is: the visible scene's name, shown in the prompt.
    var location: String { get }
    /// Runs what was typed: statements run at once, declarations change the
    /// loaded storyboard. Errors never end the session.
    func execute(_ text: String) -> REPLOutput
    /// `:tree`
    func tree() -> REPLOutput
    /// `:events`: the last statement's events again.
    func lastEvents() -> REPLOutput
    /// `:load FILE`
    func load(_ path: String) -> REPLOutput
    /// `:reload`
    func reload() -> REPLOutput
    /// `:reset`: a relaunch.
    func reset() -> REPLOutput
    /// `:undo`: back to the state before the last statement.
    func undo() -> REPLOutput
    /// `:save FILE`: the session's statements as a script that replays it.
    func save(_ path: String) -> REPLOutput
    /// `:history`: the inputs accepted so far.
    func history() -> REPLOutput
    /// `:where`: the visible scene and its chain of containers and presenters, in one line.
    func whereabouts() -> REPLOutput
    /// `:why-not STATEMENT`: what the statement would do from here and why
    /// not the obvious, without running it.
    func whyNot(_ statement: String) -> REPLOutput
    /// `:paths-to SCENE`: the shortest statements from here that show the scene.
    func pathsTo(_ scene: String) -> REPLOutput
    /// `:edit NAME`: the declaration's text in the person's editor; saved
    /// changed, it replaces the declaration as if typed.
    func edit(_ name: String) -> REPLOutput
    /// `:stale-tests drop|refuse`: whether a declaration that breaks only
    /// tests goes through, the tests set aside.
    func staleTests(drop: Bool) -> REPLOutput
    /// Words that may follow the text before the cursor.
    func completions(for textBeforeCursor: String) -> [String]
}

/// Text for the user: what to print on standard output, and on standard
/// error, and how the input went (what a piped session's exit code says).
public struct REPLOutput: Equatable, Sendable {
    public var text: String
    public var errors: String
    public var outcome: REPLOutcome

    /// `outcome` defaults to `.refused` when there are errors to print, else `.succeeded`.
    public init(text: String = "", errors: String = "", outcome: REPLOutcome? = nil) {
        self.text = text
        self.errors = errors
        self.outcome = outcome ?? (errors.isEmpty ? .succeeded : .refused)
    }
}

/// How one input went, from the least to the most serious; a piped session
/// exits with its worst (`flow help repl`), as `flow run` would.
public enum REPLOutcome: Int, Comparable, Sendable {
    /// It ran, or it was a question answered.
    case succeeded
    /// An `expect` did not hold (exit 1).
    case failedExpectation
    /// It was refused: a syntax or semantic error, an unknown command, a file
    /// that could not be loaded or written (exit 65).
    case refused
    /// A runtime error or UIKit exception stopped it (exit 70).
    case stopped

    public static func < (lhs: REPLOutcome, rhs: REPLOutcome) -> Bool { lhs.rawValue < rhs.rawValue }
}
