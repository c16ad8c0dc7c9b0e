import FlowLang

/// `// flow: allow W104` comments: on the line before a finding, or at the end
/// of its line, they silence that finding; in the file's header (the comments before its first
/// declaration), they silence the codes for the whole file. Codes may be
/// separated by commas or spaces: `// flow: allow W101, W113`.
struct Suppressions {
    private let fileWide: Set<String>
    private let source: SourceFile
    private let table: LineTable

    init(_ source: SourceFile) {
        self.source = source
        table = LineTable(source)
        var header: Set<String> = []
        var line = 0
        // The header: blank lines and `//` comments from the top.
        while line < table.lineCount {
            let text = Suppressions.text(of: table.lineRange(line), in: source)
            let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            if trimmed.isEmpty {
                line += 1
                continue
            }
            guard trimmed.hasPrefix("//") else { break }
            header.formUnion(Suppressions.codes(in: trimmed))
            line += 1
        }
        fileWide = header
    }

    /// Whether a finding of `code` starting at `offset` is allowed.
    ///
    /// The lines are searched as bytes, and text is made only of a comment
    /// found: a file of 6,000 findings spent 6 % of its check making each
    /// finding's line a `String` and walking its `Character`s.
    func allows(_ code: String, at offset: UInt32) -> Bool {
        if fileWide.contains(code) { return true }
        let line = table.lineIndex(of: offset)
        // A trailing comment on the finding's own line, so an allow never shifts the lines below.
        let own = Suppressions.firstBytes(of: table.lineRange(line))
        if let comment = Suppressions.trailingComment(in: source.bytes[own]),
           Suppressions.codes(in: Suppressions.text(source.bytes[comment])).contains(code) {
            return true
        }
        guard line > 0 else { return false }
        let previous = source.bytes[Suppressions.firstBytes(of: table.lineRange(line - 1))]
        guard let start = previous.firstIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }),
              previous[start...].starts(with: "//".utf8) else { return false }
        return Suppressions.codes(in: Suppressions.text(previous[start...])).contains(code)
    }

    /// Where the `//` comment that ends `line` starts, if it has one: its first `//` outside a string.
    /// The quote, backslash and slash are ASCII, and no byte of a multi-byte
    /// UTF-8 sequence is, so the bytes are searched as the lexer reads them: a
    /// `"` followed by a combining mark opens a string here as it does there
    /// (walking `Character`s, as this once did, saw one grapheme and no quote).
    private static func trailingComment(in line: ArraySlice<UInt8>) -> Range<Int>? {
        var inString = false
        var escaped = false
        var previous = UInt8(ascii: " ")
        for position in line.indices {
            let byte = line[position]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "/"), previous == UInt8(ascii: "/") {
                return (position - 1)..<line.endIndex
            }
            previous = inString ? UInt8(ascii: " ") : byte
        }
        return nil
    }

    /// The codes a `// flow: allow …` comment names; none for any other line.
    private static func codes(in line: Substring) -> Set<String> {
        guard line.hasPrefix("//") else { return [] }
        let words = line.dropFirst(2).split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\r" })
        guard words.count >= 3, words[0] == "flow:", words[1] == "allow" else { return [] }
        return Set(words.dropFirst(2).map { $0.uppercased() })
    }

    /// The first few hundred bytes of a line: an allow comment is short, and a
    /// huge line must not make every lookup slow.
    private static func firstBytes(of range: Range<Int>) -> Range<Int> {
        range.lowerBound..<min(range.upperBound, range.lowerBound + 400)
    }

    /// Bytes of the source as text.
    private static func text(_ bytes: ArraySlice<UInt8>) -> Substring {
        Substring(String(decoding: bytes, as: UTF8.self))
    }

    /// A line's text, at most a few hundred bytes of it (`firstBytes`).
    private static func text(of range: Range<Int>, in source: SourceFile) -> Substring {
        text(source.bytes[firstBytes(of: range)])
    }
}
