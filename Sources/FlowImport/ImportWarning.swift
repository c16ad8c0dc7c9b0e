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
    public var message: String

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

    public var kind: Kind
    public var file: String
    public var line: Int
    public var message: String

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
