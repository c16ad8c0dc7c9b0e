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
    func allows(_ code: String, at offset: UInt32) -> Bool {
        if fileWide.contains(code) { return true }
        let line = table.lineIndex(of: offset)
        // A trailing comment on the finding's own line, so an allow never shifts the lines below.
        let own = Suppressions.text(of: table.lineRange(line), in: source)
        if let comment = Suppressions.trailingComment(in: own), Suppressions.codes(in: comment).contains(code) {
            return true
        }
        guard line > 0 else { return false }
        let previous = Suppressions.text(of: table.lineRange(line - 1), in: source)
        return Suppressions.codes(in: previous.drop { $0 == " " || $0 == "\t" }).contains(code)
    }

    /// The `//` comment that ends `line`, if any: from its first `//` outside a string.
    private static func trailingComment(in line: Substring) -> Substring? {
        var inString = false
        var escaped = false
        var previous: Character = " "
        for position in line.indices {
            let character = line[position]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/", previous == "/" {
                return line[line.index(before: position)...]
            }
            previous = inString ? " " : character
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

    /// A line's text, at most a few hundred bytes of it: an allow comment is short,
    /// and a huge line must not make every lookup slow.
    private static func text(of range: Range<Int>, in source: SourceFile) -> Substring {
        let end = min(range.upperBound, range.lowerBound + 400)
        return Substring(String(decoding: source.bytes[range.lowerBound..<end], as: UTF8.self))
    }
}
