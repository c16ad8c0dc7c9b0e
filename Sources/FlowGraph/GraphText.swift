/// Reads the canonical text (`TextRenderer`) back as records — what a line
/// is about (its key) and what it says about it (its fields) — so a baseline
/// and a fresh graph can be compared field by field. Unknown or malformed
/// lines are kept whole, as their own key, so a damaged baseline still diffs.
public enum GraphText {
    /// The sections of the text, in the order they are printed.
    public enum Section: String, CaseIterable, Hashable, Sendable {
        case storyboard, initial, node, relationship, segue, unwind
    }

    /// One line: its section, what identifies it, and its fields in order.
    public struct Record: Hashable, Sendable {
        /// The section the line belongs to (nil for a line that is none of them).
        public var section: Section?
        /// What stays the same when the line changes: `segue Main.List button add`.
        public var key: String
        /// Everything else, by name: `to`, `kind`, `style`, `when`, ….
        public var fields: [Field]
        /// The line as written.
        public var line: String
    }

    /// A field of a record: `style fullScreen`.
    public struct Field: Hashable, Sendable {
        /// `kind`, `to`, or the attribute's keyword.
        public var name: String
        /// The value as written (quoted strings stay quoted).
        public var value: String
    }

    /// The records of a text, comments and blank lines skipped; a key seen
    /// again gets ` #2`, ` #3`… so every record has its own.
    public static func records(_ text: String) -> [Record] {
        var seen: [String: Int] = [:]
        var out: [Record] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let line = String(line)
            if line.hasPrefix("#") || line.allSatisfy(\.isWhitespace) { continue }
            var record = parse(line)
            let count = (seen[record.key] ?? 0) + 1
            seen[record.key] = count
            if count > 1 { record.key += " #\(count)" }
            out.append(record)
        }
        return out
    }

    /// One line as a record.
    static func parse(_ line: String) -> Record {
        let tokens = tokenize(line)
        let whole = Record(section: nil, key: line, fields: [], line: line)
        guard let first = tokens.first, let section = Section(rawValue: first) else { return whole }
        let arrow = tokens.firstIndex(of: "->")
        let keyCount: Int
        let positional: [String]
        switch section {
        case .storyboard, .node:
            keyCount = 2
            positional = section == .node ? ["kind"] : []
        case .initial, .relationship:
            guard let arrow else { return whole }
            keyCount = arrow
            positional = ["to"]
        case .segue:
            guard let arrow else { return whole }
            keyCount = arrow
            positional = ["kind", "to"]
        case .unwind:
            guard let arrow else { return whole }
            keyCount = arrow + 2
            positional = []
        }
        guard tokens.count >= keyCount else { return whole }
        var rest = Array(tokens[keyCount...])
        if rest.first == "->" { rest.removeFirst() }
        var fields: [Field] = []
        for name in positional where !rest.isEmpty {
            fields.append(Field(name: name, value: rest.removeFirst()))
        }
        while !rest.isEmpty {
            let name = rest.removeFirst()
            // A lone flag (`imported`) has no value.
            fields.append(Field(name: name, value: rest.isEmpty ? "yes" : rest.removeFirst()))
        }
        return Record(section: section, key: tokens[..<keyCount].joined(separator: " "), fields: fields, line: line)
    }

    /// Words separated by spaces; a `"…"` string (with `\` escapes) or a
    /// `` `…` `` guard is one word, spaces and all.
    static func tokenize(_ line: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var closing: Character?
        var escaped = false
        for character in line {
            if let close = closing {
                current.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" && close == "\"" {
                    escaped = true
                } else if character == close {
                    closing = nil
                }
            } else if character == " " {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                if current.isEmpty && (character == "\"" || character == "`") { closing = character }
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }
}
