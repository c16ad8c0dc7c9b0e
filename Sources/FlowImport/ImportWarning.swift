/// Something in a storyboard that flow cannot express, or that the importer
/// skipped: the output carries it as a comment, and `flow import` prints it
/// on standard error.
public struct ImportWarning: Hashable, Sendable, CustomStringConvertible {
    /// The storyboard's path (or name) as given.
    public var file: String
    /// The XML element concerned (`segue`, `hostingController`).
    public var element: String
    /// The element's line in the storyboard, 1-based.
    public var line: Int
    /// What was lost or skipped, lowercase, no final period.
    public var message: String

    /// A warning about `element` at `line` of `file`.
    public init(file: String, element: String, line: Int, message: String) {
        self.file = file
        self.element = element
        self.line = line
        self.message = message
    }

    /// `Main.storyboard:42: warning: <segue>: …`, the form compilers use.
    public var description: String {
        "\(file):\(line): warning: <\(element)>: \(message)"
    }
}

/// Why a file could not be imported at all.
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of refusal.
    public enum Kind: Hashable, Sendable {
        /// The XML is malformed.
        case malformedXML
        /// Well-formed XML, but not an Interface Builder storyboard.
        case notAStoryboard
        /// A storyboard for a platform flow does not model (macOS, watchOS).
        case unsupportedPlatform
        /// Two inputs would give the same storyboard name.
        case duplicateName
        /// The importer's own output did not parse or check: a bug in flow.
        case internalError
    }

    /// Why the file was refused.
    public var kind: Kind
    /// The storyboard's path as given (`flow` for an internal error).
    public var file: String
    /// The line concerned, 1-based (1 when the whole file is).
    public var line: Int
    /// What went wrong, lowercase, no final period.
    public var message: String

    /// An error of `kind` at `line` of `file`.
    public init(kind: Kind, file: String, line: Int, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.message = message
    }

    /// `Main.storyboard:3: error: …`
    public var description: String {
        "\(file):\(line): error: \(message)"
    }
}
