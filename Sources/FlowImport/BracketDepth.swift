// A guard in front of the Swift parser. swift-syntax's parser decides whether
// `[` starts a type by looking ahead, and for each `[` nested in another it
// tries two readings (an inline array `[N x T]`, then an array or dictionary
// type), each of which looks ahead through the brackets inside: time doubles
// with each level (swift-syntax 603, `Lookahead.canParseCollectionTypeBody`).
// Real code nests a few levels; a file nested 24 deep takes seconds, 30 deep
// minutes (found by the `app` fuzz target: a stray run of 95 `[`). A file
// nested deeper than `BracketDepth.limit` is not read, and the import says so.
//
// The count must see the brackets the parser reads as code and no others
// (brackets in comments and strings are common, and unbalanced). A scanner of
// our own that told code from comments and strings fell out of step with the
// Swift lexer three times, each found by fuzzing as a hang: an unclosed `#"`, an
// unclosed `"`, and a raw identifier (`` `a="b` ``, Swift 6.2) holding a quote.
// So the count reads the tokens of swift-syntax's own lexer, the one the parser
// reads (its `Lexer.tokenize`, an SPI of swift-syntax's tests; the package pins
// swift-syntax 603). Two guards cover what the lexer alone cannot know:
// - The parser may end an interpolation the lexer thinks still open (`"\(a "x`:
//   the lexer starts a string at the second quote, the parser takes it for the
//   first string's end, and reads on as code). Inside an interpolation every `[`
//   counts, in strings and comments too.
// - A run of more than `limit` `[` with only spaces, line breaks and `(` between
//   is not read wherever it stands: no Swift file holds one, and the fuzzer's
//   stray runs are the likeliest way into the parser's lookahead.

@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

// A third guard stands here, beside the run of brackets: swift-syntax 603's parser stops the
// program (a `precondition` in `reclassifyNewlineOfLastSegmentAsTrivia`, StringLiterals.swift) on
// `"\(@`, a line break, then `""""""V O"""` (found by the `app` fuzz target; swift-syntax's issue
// 3113 was another shape of it, fixed before 603). The lexer alone does not show it (the parser ends
// the interpolation the lexer keeps open). No Swift file holds six quotes in a row outside a raw
// string (`""""""`: an empty multi-line string closed on the line it opens, which Swift refuses), so
// a file with a run of `quoteRunLimit` or more is not read.

/// How deep a Swift file nests square brackets the parser reads.
enum BracketDepth {
    /// The deepest nesting read: 2^12 lookahead steps at most, a millisecond.
    static let limit = 12

    /// The line where the nesting first passes the limit, or nil when it never does.
    static func lineBeyondLimit(in text: String) -> Int? { refusal(in: text)?.line }

    /// Where and why `text` is not read, or nil when it is.
    static func refusal(in text: String) -> (line: Int, reason: String)? {
        let bytes = Array(text.utf8)
        if let line = lineOfQuoteRun(in: bytes) {
            return (line, "\(quoteRunLimit) or more quotes in a row, a broken string literal the Swift parser (swift-syntax 603) "
                + "may stop the program on")
        }
        guard let line = lineOfLongRun(in: bytes) ?? lineOfDeepNesting(in: bytes) else { return nil }
        return (line, "square brackets nested more than \(limit) deep, which the Swift parser takes exponential time to read")
    }

    /// The shortest run of quotes refused (above).
    static let quoteRunLimit = 6

    /// The line of the first run of `quoteRunLimit` or more `"` in a row, but after `//` on its line
    /// (a comment about strings of quotes: Session's lint script's).
    static func lineOfQuoteRun(in bytes: [UInt8]) -> Int? {
        var line = 1
        var run = 0
        var inComment = false
        var previous: UInt8 = 0
        for byte in bytes {
            defer { previous = byte }
            if byte == UInt8(ascii: "\"") {
                run += 1
                if run >= quoteRunLimit, !inComment { return line }
                continue
            }
            run = 0
            if byte == UInt8(ascii: "\n") {
                line += 1
                inComment = false
            } else if byte == UInt8(ascii: "/"), previous == UInt8(ascii: "/") {
                inComment = true
            }
        }
        return nil
    }

    /// The line of the first run of more than `limit` `[` with only spaces, line breaks and `(`
    /// between them, anywhere in the file.
    static func lineOfLongRun(in bytes: [UInt8]) -> Int? {
        var line = 1
        var run = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "["):
                run += 1
                if run > limit { return line }
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "("):
                break
            default:
                run = 0
            }
        }
        return nil
    }

    /// The line where the `[` tokens swift-syntax's lexer makes of `bytes` first nest more than
    /// `limit` deep, counting every `[` inside an interpolation.
    static func lineOfDeepNesting(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard !buffer.isEmpty else { return nil }
            var tracker = LookaheadTracker()
            return withUnsafeMutablePointer(to: &tracker) { tracker in
                var counter = Counter()
                for lexeme in Lexer.tokenize(buffer, lookaheadTracker: tracker, experimentalFeatures: []) {
                    if lexeme.rawTokenKind == .endOfFile { return nil }
                    if let line = counter.read(lexeme) { return line }
                }
                return nil
            }
        }
    }

    /// The nesting, line and open interpolations as the tokens go by.
    private struct Counter {
        var line = 1
        var depth = 0
        /// Parentheses open, interpolations' own included.
        var parentheses = 0
        /// For each interpolation open: the parentheses open before its `(`, and the depth there.
        var interpolations: [(parentheses: Int, depth: Int)] = []
        /// Whether the last token was a backslash (and the `#` of a raw string's escape after it).
        var afterBackslash = false

        /// Reads one token; the line where the depth passes the limit, if it does.
        mutating func read(_ lexeme: Lexer.Lexeme) -> Int? {
            let whole = lexeme.wholeText
            let text = lexeme.textRange
            if let line = bytes(whole[whole.startIndex..<(whole.startIndex + text.lowerBound)]) { return line }
            let kind = lexeme.rawTokenKind
            switch kind {
            case .leftSquare:
                if enter() { return line }
            case .rightSquare:
                depth = max(0, depth - 1)
            case .leftParen:
                if afterBackslash { interpolations.append((parentheses, depth)) }
                parentheses += 1
            case .rightParen:
                parentheses = max(0, parentheses - 1)
                if let open = interpolations.last, open.parentheses == parentheses {
                    interpolations.removeLast()
                    depth = open.depth
                }
            default:
                if let line = bytes(whole[(whole.startIndex + text.lowerBound)..<(whole.startIndex + text.upperBound)]) {
                    return line
                }
            }
            afterBackslash = kind == .backslash || (afterBackslash && kind == .rawStringPoundDelimiter)
            return bytes(whole[(whole.startIndex + text.upperBound)...])
        }

        /// Counts the lines of text that is no bracket token, and, inside an interpolation, its `[`
        /// and `]` too. The line where the depth passes the limit, if it does.
        private mutating func bytes(_ text: SyntaxText.SubSequence) -> Int? {
            for byte in text {
                switch byte {
                case UInt8(ascii: "\n"):
                    line += 1
                case UInt8(ascii: "[") where !interpolations.isEmpty:
                    if enter() { return line }
                case UInt8(ascii: "]") where !interpolations.isEmpty:
                    depth = max(0, depth - 1)
                default:
                    break
                }
            }
            return nil
        }

        /// One level deeper; whether that passes the limit.
        private mutating func enter() -> Bool {
            depth += 1
            return depth > BracketDepth.limit
        }
    }
}
