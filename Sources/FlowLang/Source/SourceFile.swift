/// One source text: its path as the user named it, and its bytes.
///
/// The front end works on UTF-8 bytes and never assumes they are valid; the
/// lexer reports invalid sequences as diagnostics.
public struct SourceFile: Sendable {
    /// The path as the user named it, used in diagnostics: `examples/recipes.flow`.
    public let path: String
    /// The file's contents, UTF-8 (not necessarily valid).
    public let bytes: [UInt8]
    /// Where its lines start, once someone asks (shared by every copy).
    let lineStartsCache = LineStarts()
    /// For a source composed of pieces of others (a session's storyboard), where
    /// each was written; nil for a file's own text.
    public let pieces: SourcePieces?

    /// A source of raw bytes, as read from disk.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        pieces = nil
    }

    /// A source composed of `pieces` of others, its text `text`, reported as `path`
    /// where no piece holds a place.
    public init(path: String, text: String, pieces: SourcePieces) {
        self.path = path
        bytes = Array(text.utf8)
        self.pieces = pieces.pieces.isEmpty ? nil : pieces
    }

    /// The byte offset at which each line starts, `[0, …]`: scanned on first
    /// use, then shared by every copy of this source and every `LineTable` of it.
    public var lineStarts: [UInt32] { lineStartsCache.of(bytes) }

    /// A source from text (the REPL, tests).
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The source text of `range`, with invalid UTF-8 replaced.
    public func text(in range: SourceRange) -> String {
        let start = min(Int(range.start), bytes.count)
        let end = min(Int(range.end), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The file's base name without directories or extension (`recipes` for `examples/recipes.flow`).
    public var baseName: String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = last.lastIndex(of: "."), dot != last.startIndex {
            return String(last[..<dot])
        }
        return last
    }
}
