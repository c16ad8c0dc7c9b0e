// A guard in front of the Swift parser. swift-syntax's parser decides whether
// `[` starts a type by looking ahead, and for each `[` nested in another it
// tries two readings (an inline array `[N x T]`, then an array or dictionary
// type), each of which looks ahead through the brackets inside: time doubles
// with each level (swift-syntax 603, `Lookahead.canParseCollectionTypeBody`).
// Real code nests a few levels; a file nested 24 deep takes seconds, 30 deep
// minutes (found by the `app` fuzz target: a stray run of 95 `[`). A file
// nested deeper than `BracketDepth.limit` is not read, and the import says so.
//
// The count skips what the parser does not read as code — comments and string
// literals — and so must end each where the Swift lexer ends it, or brackets
// the parser reads go uncounted: a one-line string, raw or not, ends with its
// line when nothing closes it (an unclosed `#"` once hid a run of 95), and an
// interpolation `\(…)` is code, counted as such.

/// How deep a Swift file nests square brackets outside comments and string literals.
enum BracketDepth {
    /// The deepest nesting read: 2^12 lookahead steps at most, a millisecond.
    static let limit = 12

    /// The deepest nesting of interpolations in string literals in interpolations read; past it
    /// the file is not read either (each level is a level of this count's recursion).
    static let interpolationLimit = 16

    /// The line where the nesting first passes a limit, or nil when it never does.
    static func lineBeyondLimit(in text: String) -> Int? { refusal(in: text)?.line }

    /// Where and why `text` is not read, or nil when it is.
    static func refusal(in text: String) -> (line: Int, reason: String)? {
        var scanner = Scanner(bytes: Array(text.utf8)[...])
        scanner.code(interpolationDepth: 0)
        guard let line = scanner.lineBeyondLimit else { return nil }
        return scanner.depth > limit
            ? (line, "square brackets nested more than \(limit) deep, which the Swift parser takes exponential time to read")
            : (line, "string interpolations nested more than \(interpolationLimit) deep")
    }

    /// A walk over a file's bytes, as the Swift lexer tells code from comments and strings.
    private struct Scanner {
        var bytes: ArraySlice<UInt8>
        var line = 1
        var depth = 0
        /// Set once the nesting passes a limit; the walk then stops.
        var lineBeyondLimit: Int?

        private static let quote = UInt8(ascii: "\"")

        /// Code, to the end of the file or, inside an interpolation (`interpolationDepth` > 0),
        /// to the `)` that closes it.
        mutating func code(interpolationDepth: Int) {
            var parentheses = 0
            while lineBeyondLimit == nil, let byte = bytes.popFirst() {
                switch byte {
                case UInt8(ascii: "\n"):
                    line += 1
                case UInt8(ascii: "["):
                    depth += 1
                    if depth > BracketDepth.limit { lineBeyondLimit = line }
                case UInt8(ascii: "]"):
                    depth = max(0, depth - 1)
                case UInt8(ascii: "("):
                    parentheses += 1
                case UInt8(ascii: ")"):
                    if parentheses == 0 && interpolationDepth > 0 { return }
                    parentheses = max(0, parentheses - 1)
                case UInt8(ascii: "/") where bytes.first == UInt8(ascii: "/"):
                    while let next = bytes.first, next != UInt8(ascii: "\n") { bytes.removeFirst() }
                case UInt8(ascii: "/") where bytes.first == UInt8(ascii: "*"):
                    bytes.removeFirst()
                    blockComment()
                case Self.quote:
                    string(hashes: 0, interpolationDepth: interpolationDepth)
                case UInt8(ascii: "#") where bytes.first == UInt8(ascii: "#") || bytes.first == Self.quote:
                    // A raw string, `#"…"#` (or `##"…"##`, multi-line `#"""`): it ends at a quote
                    // followed by as many `#` as opened it, and `\#(…)` interpolates.
                    var hashes = 1
                    while bytes.first == UInt8(ascii: "#") { bytes.removeFirst(); hashes += 1 }
                    guard bytes.first == Self.quote else { break }
                    bytes.removeFirst()
                    string(hashes: hashes, interpolationDepth: interpolationDepth)
                default:
                    break
                }
            }
        }

        /// Past a block comment (nested ones included), counting its lines.
        private mutating func blockComment() {
            var open = 1
            while open > 0, let byte = bytes.popFirst() {
                if byte == UInt8(ascii: "\n") { line += 1 }
                if byte == UInt8(ascii: "*"), bytes.first == UInt8(ascii: "/") { bytes.removeFirst(); open -= 1 }
                if byte == UInt8(ascii: "/"), bytes.first == UInt8(ascii: "*") { bytes.removeFirst(); open += 1 }
            }
        }

        /// Past a string literal whose opening quote (after `hashes` `#` for a raw one) was just
        /// read: one line, or `"""` to `"""`. An escape is `\` followed by `hashes` `#`; an
        /// escaped `(` opens an interpolation, read as code.
        private mutating func string(hashes: Int, interpolationDepth: Int) {
            let isMultiline = bytes.starts(with: [Self.quote, Self.quote])
            if isMultiline { bytes.removeFirst(2) }
            let contents = bytes
            while lineBeyondLimit == nil, let byte = bytes.popFirst() {
                switch byte {
                case UInt8(ascii: "\n"):
                    guard isMultiline else {
                        // Unterminated, the line ends it, as the Swift lexer has it, and its text is
                        // read again as code: counted, as the parser may read it (storyboard XML
                        // pasted into a file, `id="sg2"/>[[[[…` after an odd number of quotes, hid a
                        // run of 37 the parser took minutes over: the twelfth session's `app` fuzzing).
                        // Stricter only for a file that does not compile.
                        bytes = contents
                        return
                    }
                    line += 1
                case UInt8(ascii: "\\") where escapes(hashes):
                    bytes.removeFirst(hashes)
                    guard let escaped = bytes.popFirst() else { return }
                    if escaped == UInt8(ascii: "\n") {
                        line += 1
                    } else if escaped == UInt8(ascii: "(") {
                        guard interpolationDepth < BracketDepth.interpolationLimit else {
                            lineBeyondLimit = line
                            return
                        }
                        code(interpolationDepth: interpolationDepth + 1)
                    }
                case Self.quote:
                    if isMultiline {
                        guard bytes.starts(with: [Self.quote, Self.quote]) else { continue }
                        bytes.removeFirst(2)
                    }
                    var closing = 0
                    while closing < hashes, bytes.first == UInt8(ascii: "#") { bytes.removeFirst(); closing += 1 }
                    if closing == hashes { return }
                default:
                    break
                }
            }
        }

        /// Whether `hashes` `#` follow, making the `\` just read an escape.
        private func escapes(_ hashes: Int) -> Bool {
            hashes == 0 || bytes.prefix(hashes).allSatisfy { $0 == UInt8(ascii: "#") } && bytes.count >= hashes
        }
    }
}
