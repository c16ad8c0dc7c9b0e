/// A problem found in source text, as a plain value.
///
/// The front end collects diagnostics in a list and never prints them itself;
/// `DiagnosticRenderer` turns them into text, `DiagnosticJSON` into JSON Lines.
@dynamicMemberLookup
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
        /// A note only the JSON output lists: the tail of a long list, which
        /// the text, SARIF and the editor sum up in the note before it ("and
        /// 11,998 more scenes implement 'done'") so that a warning stays a few
        /// lines however large the program.
        public var onlyInJSON: Bool
        /// The line, in a file flow does not read (`range` is then empty): the
        /// storyboard a declaration was imported from (`ImportProvenance`).
        public var line: Int?

        /// A note saying `message` at `range` in `path`.
        public init(message: String, path: String, range: SourceRange, onlyInJSON: Bool = false) {
            self.message = message
            self.path = path
            self.range = range
            self.onlyInJSON = onlyInJSON
        }

        /// A note saying `message` at `line` of `path`, a file flow does not read.
        public init(message: String, path: String, line: Int) {
            self.init(message: message, path: path, range: SourceRange(start: 0, end: 0))
            self.line = line
        }

        private enum CodingKeys: String, CodingKey {
            case message, path, range, onlyInJSON, line
        }

        /// A note read back from its encoding; `onlyInJSON` may be absent (false).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            message = try container.decode(String.self, forKey: .message)
            path = try container.decode(String.self, forKey: .path)
            range = try container.decode(SourceRange.self, forKey: .range)
            onlyInJSON = try container.decodeIfPresent(Bool.self, forKey: .onlyInJSON) ?? false
            line = try container.decodeIfPresent(Int.self, forKey: .line)
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

    /// What a diagnostic says, where, and how to fix it. Read and written on the diagnostic
    /// itself (`diagnostic.message`, `diagnostic.notes.append(note)`): they live in one shared,
    /// copy-on-write box (`SharedFields`), since a report passes each diagnostic through several
    /// lists, a sort and the renderer, and copying seven strings and arrays cost a retain and a
    /// release each (a 2 MB file with 6,000 warnings copied diagnostics about 80,000 times: 3.6 %
    /// of its check); copying the box costs one. In the order and under the names `Codable`
    /// writes: the JSON is this struct's.
    public struct Fields: Hashable, Sendable, Codable {
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
    }

    @usableFromInline var storage: SharedFields<Fields>

    /// A field of the diagnostic (`Fields`), read in place, and written in place when this
    /// diagnostic owns its box alone.
    @inlinable public subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { storage.fields[keyPath: field] }
        set { storage.fields[keyPath: field] = newValue }
        _modify { yield &storage.fields[keyPath: field] }
    }

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
        storage = SharedFields(Fields(id: message.id, severity: severity, message: message.text, path: path,
                                      range: range, notes: notes, help: help, fixIts: fixIts, code: code))
    }

    /// A diagnostic read from the plain struct's `Codable` form.
    public init(from decoder: any Decoder) throws {
        storage = SharedFields(try Fields(from: decoder))
    }

    /// The plain struct's `Codable` form: the fields under their names.
    public func encode(to encoder: any Encoder) throws {
        try storage.fields.encode(to: encoder)
    }

    /// Whether the severity is `.error`.
    public var isError: Bool { storage.fields.severity == .error }
}

extension Diagnostic: CustomReflectable {
    /// The fields, as the plain struct showed them (test failures, `dump`).
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: storage.fields).children, displayStyle: .struct)
    }
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
