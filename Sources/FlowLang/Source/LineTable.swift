/// Maps byte offsets to 1-based lines and columns, built once per file when a
/// diagnostic needs printing.
public struct LineTable: Sendable {
    /// The byte offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [UInt32]
    private let bytes: [UInt8]

    /// The lines of `file`, scanned once per file however many tables are
    /// made of it (`SourceFile.lineStarts`).
    public init(_ file: SourceFile) {
        bytes = file.bytes
        lineStarts = file.lineStarts
    }

    /// Scans `bytes` once for their line starts (an editor's buffer, say).
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = LineStarts.scan(bytes)
    }

    /// The 0-based index of the line holding `offset`.
    public func lineIndex(of offset: UInt32) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The 1-based line and column of `offset`; the column counts Unicode
    /// scalars, so it matches what an editor shows for non-ASCII text.
    public func location(of offset: UInt32) -> SourceLocation {
        let line = lineIndex(of: offset)
        let start = Int(lineStarts[line])
        let end = min(Int(offset), bytes.count)
        var column = 1
        if start < end {
            // Count scalar starts: every byte that is not a UTF-8 continuation byte.
            for index in start..<end where bytes[index] & 0xC0 != 0x80 { column += 1 }
        }
        return SourceLocation(line: line + 1, column: column, offset: offset)
    }

    /// The offset of the 1-based `line` and `column` (in Unicode scalars, as
    /// `location(of:)` counts them); nil for a line the file does not have,
    /// the line's end for a column past it.
    public func offset(line: Int, column: Int) -> UInt32? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let range = lineRange(line - 1)
        var offset = range.lowerBound
        var scalars = 1
        while offset < range.upperBound, scalars < column {
            offset += 1
            // A scalar ends where the next byte is no UTF-8 continuation byte.
            while offset < range.upperBound, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            scalars += 1
        }
        return UInt32(offset)
    }

    /// The bytes of the 0-based line `index`, without its line terminator.
    public func lineRange(_ index: Int) -> Range<Int> {
        let start = Int(lineStarts[index])
        var end = index + 1 < lineStarts.count ? Int(lineStarts[index + 1]) - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<max(start, end)
    }

    /// The number of lines: one more than the number of line feeds.
    public var lineCount: Int { lineStarts.count }
}

/// A printable position: 1-based line and column, and the byte offset it came from.
public struct SourceLocation: Hashable, Sendable, Codable {
    /// The line, 1-based.
    public var line: Int
    /// The column, 1-based, in Unicode scalars.
    public var column: Int
    /// The UTF-8 byte offset the location was computed from.
    public var offset: UInt32
}
