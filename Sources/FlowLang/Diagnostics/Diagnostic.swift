/// A problem found in source text, as a plain value.
///
/// The front end collects diagnostics in a list and never prints them itself;
/// `DiagnosticRenderer` turns them into text, `DiagnosticJSON` into JSON Lines.
public struct Diagnostic: Hashable, Sendable, Codable {
    public enum Severity: String, Hashable, Sendable, Codable {
        case error
        case warning
    }

    /// A related place: "first declared here", "to close this '{'".
    public struct Note: Hashable, Sendable, Codable {
        public var message: String
        public var path: String
        public var range: SourceRange

        public init(message: String, path: String, range: SourceRange) {
            self.message = message
            self.path = path
            self.range = range
        }
    }

    /// A suggested edit: replace `range` (in the diagnostic's file) by `replacement`.
    public struct FixIt: Hashable, Sendable, Codable {
        public var range: SourceRange
        public var replacement: String

        public init(range: SourceRange, replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }

    /// Stable identifier of the message (see `Messages.swift`); tests match on it.
    public var id: String
    public var severity: Severity
    public var message: String
    public var path: String
    public var range: SourceRange
    public var notes: [Note]
    /// A suggestion shown as `= help: …` ("did you mean 'RecipeDetail'?").
    public var help: String?
    public var fixIts: [FixIt]

    public init(
        _ message: Message,
        severity: Severity = .error,
        path: String,
        range: SourceRange,
        notes: [Note] = [],
        help: String? = nil,
        fixIts: [FixIt] = []
    ) {
        self.id = message.id
        self.severity = severity
        self.message = message.text
        self.path = path
        self.range = range
        self.notes = notes
        self.help = help
        self.fixIts = fixIts
    }

    public var isError: Bool { severity == .error }
}

/// A message's stable id and its text. Every message the front end can give is
/// built by a static function in `Messages.swift`, so wording changes in one place.
public struct Message: Hashable, Sendable {
    public var id: String
    public var text: String

    public init(id: String, text: String) {
        self.id = id
        self.text = text
    }
}
