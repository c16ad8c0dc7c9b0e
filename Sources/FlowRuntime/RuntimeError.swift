import FlowLang

/// Why a script stopped: a runtime error or a UIKit exception, at a statement.
public struct RuntimeError: Error, Hashable, Sendable {
    /// What stopped the script.
    public enum Kind: String, Hashable, Sendable {
        /// A mistake the script made at run time (no instance, a bad operand, …).
        case error
        /// A UIKit exception (`NSInvalidArgumentException` and friends).
        case exception
        /// A UIKit warning under `--strict`.
        case warning
        /// The step limit or the hook depth was reached.
        case limit
        /// The person stopped the run (Ctrl-C): `Interpreter.Options.shouldStop`.
        case interrupted
    }

    /// Error, exception, strict-mode warning or limit.
    public var kind: Kind
    /// What went wrong, in a line (without the "UIKit exception: " prefix; see `text`).
    public var message: String
    /// The file and range of the statement (or declaration) that failed.
    public var path: String
    /// The statement's byte range in `path`.
    public var range: SourceRange

    /// An error of `kind` saying `message` at `range` in `path`.
    public init(kind: Kind, message: String, path: String, range: SourceRange) {
        self.kind = kind
        self.message = message
        self.path = path
        self.range = range
    }

    /// The message as reported: UIKit's exceptions say that they are one.
    public var text: String {
        kind == .exception ? "UIKit exception: \(message)" : message
    }

    /// As a diagnostic, for `DiagnosticRenderer`.
    public var diagnostic: Diagnostic {
        Diagnostic(Message(id: "runtime-\(kind.rawValue)", text: text), path: path, range: range)
    }
}

/// A failure raised below the statement level; the statement that was
/// running adds its position and turns it into a `RuntimeError`.
struct Failure: Error {
    var kind: RuntimeError.Kind
    var message: String
    /// A named scene or instance has no live instance (`exists` gives false then).
    var isMissingInstance = false

    init(_ message: String, kind: RuntimeError.Kind = .error, isMissingInstance: Bool = false) {
        self.kind = kind
        self.message = message
        self.isMissingInstance = isMissingInstance
    }
}
