// A guard in front of the Swift parser. swift-syntax's parser decides whether
// `[` starts a type by looking ahead, and for each `[` nested in another it
// tries two readings (an inline array `[N x T]`, then an array or dictionary
// type), each of which looks ahead through the brackets inside: time doubles
// with each level (swift-syntax 603, `Lookahead.canParseCollectionTypeBody`).
// Real code nests a few levels; a file nested 24 deep takes seconds, 30 deep
// minutes (found by the `app` fuzz target: a stray run of 95 `[`). A file
// nested deeper than `BracketDepth.limit` is not read, and the import says so.

/// How deep a Swift file nests square brackets outside comments and string literals.
enum BracketDepth {
    /// The deepest nesting read: 2^12 lookahead steps at most, a millisecond.
    static let limit = 12

    /// The line where the nesting first passes `limit`, or nil when it never does.
    static func lineBeyondLimit(in text: String) -> Int? {
        var depth = 0
        var line = 1
        var bytes = Array(text.utf8)[...]
        while let byte = bytes.popFirst() {
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: "["):
                depth += 1
                if depth > limit { return line }
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "/") where bytes.first == UInt8(ascii: "/"):
                while let next = bytes.first, next != UInt8(ascii: "\n") { bytes.removeFirst() }
            case UInt8(ascii: "/") where bytes.first == UInt8(ascii: "*"):
                bytes.removeFirst()
                skipBlockComment(&bytes, line: &line)
            case UInt8(ascii: "\""):
                skipString(&bytes, line: &line)
            case UInt8(ascii: "#") where bytes.first == UInt8(ascii: "#") || bytes.first == UInt8(ascii: "\""):
                // A raw string, `#"…"#` (or `##"…"##`, multi-line `#"""`): no escapes, it ends at a
                // quote followed by as many `#` as opened it.
                var hashes = 1
                while bytes.first == UInt8(ascii: "#") { bytes.removeFirst(); hashes += 1 }
                guard bytes.first == UInt8(ascii: "\"") else { break }
                bytes.removeFirst()
                skipRawString(&bytes, hashes: hashes, line: &line)
            default:
                break
            }
        }
        return nil
    }

    /// Past a block comment (nested ones included), counting its lines.
    private static func skipBlockComment(_ bytes: inout ArraySlice<UInt8>, line: inout Int) {
        var open = 1
        while open > 0, let byte = bytes.popFirst() {
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == UInt8(ascii: "*"), bytes.first == UInt8(ascii: "/") { bytes.removeFirst(); open -= 1 }
            if byte == UInt8(ascii: "/"), bytes.first == UInt8(ascii: "*") { bytes.removeFirst(); open += 1 }
        }
    }

    /// Past a raw string whose opening `#…#"` was just read: to a quote and `hashes` `#`. A
    /// one-line raw string ends at its line's end if nothing closed it, as the Swift lexer has
    /// it: read on, an unclosed `#"` in a mangled file hid every bracket after it from this
    /// count, and the parser took minutes over the 95 `[` it hid (the `app` fuzz target,
    /// `Corpus/app/regressions/unclosed-raw-string`).
    private static func skipRawString(_ bytes: inout ArraySlice<UInt8>, hashes: Int, line: inout Int) {
        let quote = UInt8(ascii: "\"")
        let isMultiline = bytes.starts(with: [quote, quote])
        if isMultiline { bytes.removeFirst(2) }
        while let byte = bytes.popFirst() {
            if byte == UInt8(ascii: "\n") {
                line += 1
                if !isMultiline { return }
            }
            guard byte == quote else { continue }
            if isMultiline {
                guard bytes.starts(with: [quote, quote]) else { continue }
                bytes.removeFirst(2)
            }
            var closing = 0
            while closing < hashes, bytes.first == UInt8(ascii: "#") { bytes.removeFirst(); closing += 1 }
            if closing == hashes { return }
        }
    }

    /// Past a string literal whose opening quote was just read: one line, or `"""` to `"""`.
    /// (Interpolations are skipped with the text: brackets inside them are not counted.)
    private static func skipString(_ bytes: inout ArraySlice<UInt8>, line: inout Int) {
        let quote = UInt8(ascii: "\"")
        if bytes.starts(with: [quote, quote]) {
            bytes.removeFirst(2)
            while let byte = bytes.popFirst() {
                if byte == UInt8(ascii: "\n") { line += 1 }
                if byte == UInt8(ascii: "\\") { _ = bytes.popFirst(); continue }
                if byte == quote, bytes.starts(with: [quote, quote]) { bytes.removeFirst(2); return }
            }
            return
        }
        while let byte = bytes.popFirst() {
            if byte == UInt8(ascii: "\\") { _ = bytes.popFirst(); continue }
            if byte == quote { return }
            if byte == UInt8(ascii: "\n") { line += 1; return }  // unterminated: the line ends it
        }
    }
}
