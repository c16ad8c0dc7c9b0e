/// A problem found in source text, as a plain value.
///
/// The front end collects diagnostics in a list and never prints them itself;
/// `DiagnosticRenderer` turns them into text, `DiagnosticJSON` into JSON Lines.
public struct Diagnostic: Hashable, Sendable, Codable {
    /// How bad it is: errors keep a file from running, warnings do not.
    public enum Severity: String, Hashable, Sendable, Codable {
        case error
        case warning
    }

    /// A related place: "first declared here", "to close this '{'".
    public struct Note: Hashable, Sendable, Codable {
        /// What the note says: `'RecipeDetail' declared here`.
        public var message: String
        /// The file the note points into, which may differ from the diagnostic's.
        public var path: String
        /// The place the note points at.
        public var range: SourceRange

        /// A note saying `message` at `range` in `path`.
        public init(message: String, path: String, range: SourceRange) {
            self.message = message
            self.path = path
            self.range = range
        }
    }

    /// A suggested edit: replace `range` (in the diagnostic's file) by `replacement`.
    public struct FixIt: Hashable, Sendable, Codable {
        /// The source to replace (empty to insert).
        public var range: SourceRange
        /// The text to put there (empty to delete).
        public var replacement: String

        /// A fix-it replacing `range` by `replacement`.
        public init(range: SourceRange, replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }

    /// Stable identifier of the message (see `Messages.swift`); tests match on it.
    public var id: String
    /// Error or warning.
    public var severity: Severity
    /// The message text: lowercase, no final period, names in single quotes.
    public var message: String
    /// The path of the file the diagnostic is in, as the user named it.
    public var path: String
    /// The source the caret underlines.
    public var range: SourceRange
    /// Related places, printed after the diagnostic.
    public var notes: [Note]
    /// A suggestion shown as `= help: …` ("did you mean 'RecipeDetail'?").
    public var help: String?
    /// Edits that would fix the problem, for editors.
    public var fixIts: [FixIt]
    /// The stable code of a static check (`W104`), shown as `warning[W104]`
    /// and explained by `flow explain W104`; nil for the front end's own
    /// diagnostics, which are known by `id` alone.
    public var code: String?

    /// A diagnostic giving `message` (its id and text) at `range` in `path`.
    public init(
        _ message: Message,
        severity: Severity = .error,
        path: String,
        range: SourceRange,
        notes: [Note] = [],
        help: String? = nil,
        fixIts: [FixIt] = [],
        code: String? = nil
    ) {
        self.id = message.id
        self.severity = severity
        self.message = message.text
        self.path = path
        self.range = range
        self.notes = notes
        self.help = help
        self.fixIts = fixIts
        self.code = code
    }

    /// Whether the severity is `.error`.
    public var isError: Bool { severity == .error }
}

/// A message's stable id and its text. Every message the front end can give is
/// built by a static function in `Messages.swift`, so wording changes in one place.
public struct Message: Hashable, Sendable {
    /// The stable id, `kebab-case`: tests and `--format json` match on it.
    public var id: String
    /// The wording shown to the user.
    public var text: String

    /// A message with id `id` and wording `text`.
    public init(id: String, text: String) {
        self.id = id
        self.text = text
    }
}
