import FlowLang
import FlowModel

/// What an interpreter reports as it runs, in order. The library never
/// prints: a renderer (`TraceRenderer`, `TraceJSON`) or a test runner turns
/// these into text.
public enum TraceItem: Hashable, Sendable {
    /// A statement is about to run (script and test statements; not the
    /// statements of hooks and segue blocks, whose effects appear under the
    /// statement that caused them).
    case statement(TraceStatement)
    /// Something the app did: a callback, a layout pass, a note, a warning.
    case event(Event)
    /// A line written by `print`.
    case output(String)
    /// An `expect` that did not hold.
    case failure(ExpectationFailure)
}

extension TraceItem {
    /// The event's kind, if the item is an event: what counting needs,
    /// read where a binding of the whole event copied its 128 bytes.
    public var eventKind: Event.Kind? {
        guard case .event(let event) = self else { return nil }
        return event.kind
    }
}

/// A statement as the trace shows it.
public struct TraceStatement: Hashable, Sendable {
    /// The statement's source on one line (`tap recipe`, `expect events { … }`).
    public var text: String
    /// The file the statement is in.
    public var path: String
    /// 1-based; 0 for the automatic launch, which has no source.
    public var line: Int
    /// 1-based; 0 for the automatic launch.
    public var column: Int
    /// The launch `flow` does by itself before the first statement that needs an app.
    public var isAutomatic: Bool

    /// A statement reading `text` at `line` and `column` of `path`.
    public init(text: String, path: String, line: Int, column: Int, isAutomatic: Bool = false) {
        self.text = text
        self.path = path
        self.line = line
        self.column = column
        self.isAutomatic = isAutomatic
    }
}

/// An expectation that failed: where, what, and the lines that explain it
/// (both sides of a comparison, a diff of event lists).
public struct ExpectationFailure: Hashable, Sendable {
    /// The file of the `expect`.
    public var path: String
    /// The `expect`'s 1-based line.
    public var line: Int
    /// The `expect`'s 1-based column.
    public var column: Int
    /// One line: `expect saved == 1` or the expectation's message.
    public var summary: String
    /// Explanation lines, without indentation.
    public var details: [String]

    /// A failure at `line` and `column` of `path`.
    public init(path: String, line: Int, column: Int, summary: String, details: [String]) {
        self.path = path
        self.line = line
        self.column = column
        self.summary = summary
        self.details = details
    }
}
