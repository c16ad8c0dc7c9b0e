// An open document's text as UTF-8 bytes, with its line starts, and the
// conversion between LSP positions (line, UTF-16 code unit) and the front
// end's UTF-8 offsets.
//
// LSP counts characters in UTF-16 code units; the front end in UTF-8 bytes.
// A position is converted by walking the one line it is on, decoding scalars:
// U+10000 and above are two UTF-16 units and four bytes. Positions a client
// should not send are clamped rather than refused, as editors do: a character
// past the line's end means the line's end (before its CR LF), a line past the
// last means the end of the text, and a position between the two halves of a
// surrogate pair means the start of that character — so an edit can never
// split a UTF-8 sequence and leave half a character in the buffer.

import FlowLang

/// A zero-based LSP position: line and UTF-16 code unit within the line.
public struct Position: Hashable, Sendable {
    /// The line, from 0.
    public var line: Int
    /// The UTF-16 code unit within the line, from 0.
    public var character: Int

    /// The position at `line`, `character`.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// `{"line": …, "character": …}`.
    var json: JSONObject { ["line": line, "character": character] }

    /// The position an LSP object gives; nil when a field is missing or not a whole number.
    init?(json: JSONObject?) {
        guard let json, let line = json.int("line"), let character = json.int("character") else { return nil }
        self.init(line: line, character: character)
    }
}

/// An open document: its URI, version, text and line table.
public struct TextDocument: Sendable {
    /// The document's URI as the client named it.
    public let uri: String
    /// The client's version number, increased by every change.
    public var version: Int
    /// The text, UTF-8.
    public private(set) var bytes: [UInt8]
    /// Where each line starts, as the client counts lines.
    private var lines: ClientLines

    /// How many lines the text has (one more than its line feeds).
    public var lineCount: Int { lines.lineStarts.count }

    /// The byte offset line `line` starts at; line 0 starts at 0.
    public func lineStart(_ line: Int) -> Int { Int(lines.lineStarts[line]) }

    /// Every line's start, as a list (made anew on each read: for tests and tools, not loops).
    public var lineStarts: [Int] { lines.lineStarts.map(Int.init) }

    /// A document holding `text`.
    public init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        bytes = Array(text.utf8)
        lines = ClientLines(bytes)
    }

    /// A document holding `bytes` (a file read from disk, for positions in it).
    init(uri: String, version: Int, bytes: [UInt8]) {
        self.uri = uri
        self.version = version
        self.bytes = bytes
        lines = ClientLines(bytes)
    }

    /// The text as a string (invalid UTF-8 cannot occur: edits are whole characters).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Replaces the bytes between two positions by `text`; the whole text when `range` is nil.
    public mutating func apply(range: (start: Position, end: Position)?, text: String) {
        guard let range else {
            bytes = Array(text.utf8)
            lines = ClientLines(bytes)
            return
        }
        var start = offset(of: range.start)
        var end = offset(of: range.end)
        if end < start { swap(&start, &end) }
        bytes.replaceSubrange(start..<end, with: Array(text.utf8))
        lines = ClientLines(bytes)
    }

    /// The UTF-8 offset of an LSP position, clamped as the essay at the top explains.
    public func offset(of position: Position) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineCount else { return bytes.count }
        let lineEnd = contentEnd(ofLine: position.line)
        var offset = lineStart(position.line)
        var units = 0
        while offset < lineEnd && units < position.character {
            let (length, width) = TextDocument.scalar(at: offset, in: bytes)
            // Inside a surrogate pair: stay at the character's start.
            if units + width > position.character { break }
            units += width
            offset += length
        }
        return min(offset, lineEnd)
    }

    /// The LSP position of a UTF-8 offset (clamped to the text).
    public func position(of offset: Int) -> Position {
        let offset = max(0, min(offset, bytes.count))
        let line = lineIndex(of: offset)
        var cursor = lineStart(line)
        var units = 0
        while cursor < offset {
            let (length, width) = TextDocument.scalar(at: cursor, in: bytes)
            units += width
            cursor += length
        }
        return Position(line: line, character: units)
    }

    /// The line holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        lines.lineIndex(of: UInt32(clamping: max(0, offset)))
    }

    /// Where line `line`'s text ends: before its LF, CR LF or CR.
    func contentEnd(ofLine line: Int) -> Int {
        var end = line + 1 < lineCount ? lineStart(line + 1) - 1 : bytes.count
        if line + 1 < lineCount && end > lineStart(line) && bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return max(end, lineStart(line))
    }

    /// The text of line `line` up to `offset` (for completion's context).
    func linePrefix(upTo offset: Int) -> String {
        let start = lineStart(lineIndex(of: offset))
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// The byte length and UTF-16 width of the character at `offset`; an invalid
    /// byte counts as one byte and one unit, as its replacement character U+FFFD is.
    static func scalar(at offset: Int, in bytes: [UInt8]) -> (length: Int, width: Int) {
        let lead = bytes[offset]
        let length: Int
        switch lead {
        case 0..<0x80: return (1, 1)
        case 0xC2..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF5: length = 4
        default: return (1, 1)
        }
        guard offset + length <= bytes.count,
              bytes[offset + 1..<offset + length].allSatisfy({ $0 & 0xC0 == 0x80 })
        else { return (1, 1) }
        return (length, length == 4 ? 2 : 1)
    }
}

/// LSP positions of offsets that only grow, each counted on from the last
/// rather than from its line's start: semantic tokens ask for every token's,
/// and a line of thousands of tokens made that quadratic (one 119 KB line took 2.9 s).
struct PositionCursor {
    private var offset = 0
    private var line = 0
    private var character = 0

    /// The position of `target`; an offset behind the last, or on another
    /// line, is counted from its line's start.
    mutating func position(of target: Int, in document: TextDocument) -> Position {
        let target = max(0, min(target, document.bytes.count))
        let targetLine = document.lineIndex(of: target)
        if targetLine != line || target < offset {
            line = targetLine
            offset = document.lineStart(targetLine)
            character = 0
        }
        while offset < target {
            let (length, width) = TextDocument.scalar(at: offset, in: document.bytes)
            character += width
            offset += length
        }
        return Position(line: line, character: character)
    }
}

/// Line starts as LSP counts lines: a line ends at LF, CR LF or a CR alone.
/// (The front end's `LineTable` breaks at LF only, as `flow` reports lines;
/// a client that saw `scene A {}\rscene B {}` as two lines would otherwise
/// send edits for a line the server did not have.)
struct ClientLines: Sendable {
    private(set) var lineStarts: [UInt32] = [0]

    init(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                lineStarts.append(UInt32(index + 1))
            case UInt8(ascii: "\r") where index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n"):
                lineStarts.append(UInt32(index + 1))
            default:
                break
            }
            index += 1
        }
    }

    /// The line holding `offset` (the last line for an offset past the end).
    func lineIndex(of offset: UInt32) -> Int {
        var (low, high) = (0, lineStarts.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
