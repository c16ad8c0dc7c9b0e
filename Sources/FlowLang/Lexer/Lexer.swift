/// Turns UTF-8 bytes into tokens, one at a time, on demand.
///
/// The lexer works on the raw bytes (never on `String`), keeps a stack of open
/// delimiters to decide which line ends are statement ends (none inside `( )`
/// and `[ ]`), records comments for the formatter, and reports lexical errors
/// as diagnostics while always producing a token, so the parser can go on.
///
/// It borrows the bytes: create it inside `withUnsafeBufferPointer`.
public struct Lexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let path: String
    private var index = 0
    /// Open `(`, `[` and `{`, innermost last.
    private var delimiters: [UInt8] = []

    /// The comments passed over so far, in source order, for the formatter.
    public private(set) var comments: [Comment] = []
    /// The lexical errors found so far (an invalid character, an unterminated string, …).
    public private(set) var diagnostics: [Diagnostic] = []

    /// A lexer over `bytes`, which must outlive it; `path` is for diagnostics.
    public init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = bytes
        self.path = path
        // A UTF-8 byte order mark is not part of the text.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    /// A lexer over `bytes` that starts at `offset`, the start of a line, as
    /// if everything before it had been read and left no delimiter open: the
    /// tail of a file parsed on its own (`SplitParse`). Ranges stay offsets
    /// into the whole of `bytes`.
    init(bytes: UnsafeBufferPointer<UInt8>, path: String, from offset: Int) {
        self.init(bytes: bytes, path: path)
        index = max(index, offset)
    }

    /// Whether every `(`, `[` and `{` read so far is closed: true between two
    /// top-level items of a file that lexed without errors.
    var isOutsideDelimiters: Bool { delimiters.isEmpty }

    /// All tokens of a file, ending with `.endOfFile` (for `--dump-tokens` and tests).
    public static func tokenize(_ file: SourceFile) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        file.bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer, path: file.path)
            var tokens: [Token] = []
            while true {
                let token = lexer.next()
                tokens.append(token)
                if token.kind == .endOfFile { break }
            }
            return (tokens, lexer.diagnostics)
        }
    }

    private var newlinesSuppressed: Bool {
        guard let innermost = delimiters.last else { return false }
        return innermost != UInt8(ascii: "{")
    }

    /// The next token. After `.endOfFile` it keeps returning `.endOfFile`.
    public mutating func next() -> Token {
        skipTrivia()
        guard index < bytes.count else {
            return Token(kind: .endOfFile, range: .empty(at: UInt32(bytes.count)))
        }
        let start = index
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
            index += 1
            skipTriviaAndNewlines()
            return make(.newline, from: start, to: start + 1)
        }
        if CharacterClass.isIdentifierStart(byte) { return lexName() }
        if CharacterClass.isDigit(byte) { return lexNumber() }
        if byte == UInt8(ascii: "\"") { return lexString() }
        return lexPunctuation()
    }

    // MARK: Trivia

    /// Skips spaces, tabs, carriage returns and comments; stops at a line end
    /// that ends a statement. Inlined into `next()`, as `lexName()` is: a
    /// call per token cost more than the work of most tokens.
    @inline(__always)
    private mutating func skipTrivia() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "):
                skipSpaces()
            case UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "\n") where newlinesSuppressed:
                index += 1
            case UInt8(ascii: "/") where peekByte(1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where peekByte(1) == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                return
            }
        }
    }

    /// A run of spaces, eight bytes at a time: indentation is most of the
    /// bytes of a nested file. The first byte that is not a space is found
    /// in a word by its trailing zero bits (the word is read little-endian).
    private mutating func skipSpaces() {
        let eightSpaces: UInt64 = 0x2020_2020_2020_2020
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let differing = word ^ eightSpaces
                guard differing == 0 else {
                    index += differing.trailingZeroBitCount / 8
                    return
                }
                index += 8
            }
        }
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    }

    /// After a statement-ending line end: folds the blank lines and comments
    /// that follow into it, so the parser sees one `.newline`.
    private mutating func skipTriviaAndNewlines() {
        while true {
            skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\n") else { return }
            index += 1
        }
    }

    private mutating func skipLineComment() {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] >= 0x80 { skipScalar() } else { index += 1 }
        }
        comments.append(Comment(kind: .line, range: range(start, index)))
    }

    /// `/* … */`, nesting as in Swift.
    private mutating func skipBlockComment() {
        let start = index
        index += 2
        var depth = 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), peekByte(1) == UInt8(ascii: "/") {
                index += 2
                depth -= 1
                if depth == 0 {
                    comments.append(Comment(kind: .block, range: range(start, index)))
                    return
                }
            } else if bytes[index] == UInt8(ascii: "/"), peekByte(1) == UInt8(ascii: "*") {
                index += 2
                depth += 1
            } else if bytes[index] >= 0x80 {
                skipScalar()
            } else {
                index += 1
            }
        }
        comments.append(Comment(kind: .block, range: range(start, index)))
        report(.unterminatedComment, at: range(start, start + 2),
               help: "add '*/' to close it; block comments nest, so each '/*' needs its own '*/'")
    }

    // MARK: Names and numbers

    @inline(__always)
    private mutating func lexName() -> Token {
        let start = index
        index += 1
        if let base = bytes.baseAddress {
            // Eight bytes at a time while a whole word remains (most names end in the first).
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let stops = CharacterClass.nonIdentifierBytes(word)
                guard stops == 0 else {
                    index += stops.trailingZeroBitCount / 8
                    break
                }
                index += 8
            }
        }
        if index + 8 > bytes.count {
            while index < bytes.count, CharacterClass.isIdentifierContinue(bytes[index]) { index += 1 }
        }
        let end = index
        // `RecipeDetail#2` is one token.
        if index < bytes.count, bytes[index] == UInt8(ascii: "#") {
            index += 1
            let digitsStart = index
            while index < bytes.count, CharacterClass.isDigit(bytes[index]) { index += 1 }
            if index == digitsStart {
                report(.expectedInstanceNumber, at: range(end, end + 1),
                       help: "instances are numbered from 2: 'RecipeDetail#2'")
                return make(.invalid, from: start, to: index)
            }
            return make(.instance, from: start, to: index)
        }
        return Token(kind: .identifier, keyword: Keyword.lookup(bytes, start, end), range: range(start, end))
    }

    private mutating func lexNumber() -> Token {
        let start = index
        skipDigits()
        var kind = TokenKind.integer
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), CharacterClass.isDigit(bytes[index + 1]) {
            index += 1
            skipDigits()
            kind = .decimal
        }
        // A number directly followed by `%` is a percentage; after a space `%` is the remainder.
        if index < bytes.count, bytes[index] == UInt8(ascii: "%") {
            index += 1
            kind = .percentage
        }
        return make(kind, from: start, to: index)
    }

    private mutating func skipDigits() {
        while index < bytes.count, CharacterClass.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") {
            index += 1
        }
    }

    // MARK: Strings

    /// `"…"` on one line, with `\"`, `\\`, `\n`, `\t`, `\r`, `\0`, `\'` and `\u{…}`.
    private mutating func lexString() -> Token {
        let start = index
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return make(.string, from: start, to: index)
            case UInt8(ascii: "\n"):
                report(.unterminatedString, at: range(start, index), help: "add '\"' at the end of the string")
                return make(.string, from: start, to: index)
            case UInt8(ascii: "\\"):
                lexEscape()
            case 0x80...:
                skipScalar()
            default:
                index += 1
            }
        }
        report(.unterminatedString, at: range(start, index), help: "add '\"' at the end of the string")
        return make(.string, from: start, to: index)
    }

    private mutating func lexEscape() {
        let start = index
        index += 1
        guard index < bytes.count else { return }
        switch bytes[index] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "t"),
             UInt8(ascii: "r"), UInt8(ascii: "0"), UInt8(ascii: "'"):
            index += 1
        case UInt8(ascii: "u"):
            lexUnicodeEscape(start: start)
        case UInt8(ascii: "\n"):
            report(.invalidEscape("\\"), at: range(start, index),
                   help: "strings end on their line; write '\\n' for a line break")
        default:
            let escapeEnd = index + (bytes[index] >= 0x80 ? max(1, utf8Length(at: index) ?? 1) : 1)
            let spelled = String(decoding: bytes[start..<escapeEnd], as: UTF8.self)
            index = escapeEnd
            report(.invalidEscape(spelled), at: range(start, escapeEnd),
                   help: "valid escapes are \\\" \\\\ \\n \\t \\r \\0 \\' and \\u{…}")
        }
    }

    /// `\u{1F600}`: one to eight hex digits naming a Unicode scalar.
    private mutating func lexUnicodeEscape(start: Int) {
        index += 1
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else {
            report(.invalidUnicodeEscape, at: range(start, index), help: "write it as '\\u{1F600}'")
            return
        }
        index += 1
        var value: UInt32 = 0
        var digits = 0
        while index < bytes.count, let digit = CharacterClass.hexValue(bytes[index]) {
            if digits < 9 { value = value &* 16 &+ UInt32(digit) }
            digits += 1
            index += 1
        }
        let closed = index < bytes.count && bytes[index] == UInt8(ascii: "}")
        if closed { index += 1 }
        if !closed || digits == 0 || digits > 8 || Unicode.Scalar(value) == nil {
            report(.invalidUnicodeEscape, at: range(start, index),
                   help: "'\\u{…}' takes 1 to 8 hex digits naming a Unicode scalar, such as '\\u{1F600}'")
        }
    }

    // MARK: Punctuation

    private mutating func lexPunctuation() -> Token {
        let start = index
        let byte = bytes[index]
        index += 1
        let next = index < bytes.count ? bytes[index] : 0
        func two(_ kind: TokenKind) -> Token {
            index += 1
            return make(kind, from: start, to: index)
        }
        switch byte {
        case UInt8(ascii: "{"):
            delimiters.append(byte)
            return make(.leftBrace, from: start, to: index)
        case UInt8(ascii: "}"):
            // Close whatever `(` and `[` were left open inside the block.
            while let innermost = delimiters.popLast(), innermost != UInt8(ascii: "{") {}
            return make(.rightBrace, from: start, to: index)
        case UInt8(ascii: "("), UInt8(ascii: "["):
            delimiters.append(byte)
            return make(byte == UInt8(ascii: "(") ? .leftParen : .leftBracket, from: start, to: index)
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
            let opener = byte == UInt8(ascii: ")") ? UInt8(ascii: "(") : UInt8(ascii: "[")
            if delimiters.last == opener { delimiters.removeLast() }
            return make(byte == UInt8(ascii: ")") ? .rightParen : .rightBracket, from: start, to: index)
        case UInt8(ascii: ","): return make(.comma, from: start, to: index)
        case UInt8(ascii: ";"): return make(.semicolon, from: start, to: index)
        case UInt8(ascii: "."): return make(.dot, from: start, to: index)
        case UInt8(ascii: ":"): return make(.colon, from: start, to: index)
        case UInt8(ascii: "+"): return make(.plus, from: start, to: index)
        case UInt8(ascii: "*"): return make(.star, from: start, to: index)
        case UInt8(ascii: "/"): return make(.slash, from: start, to: index)
        case UInt8(ascii: "%"): return make(.percent, from: start, to: index)
        case UInt8(ascii: "-"): return next == UInt8(ascii: ">") ? two(.arrow) : make(.minus, from: start, to: index)
        case UInt8(ascii: "="): return next == UInt8(ascii: "=") ? two(.equalEqual) : make(.equal, from: start, to: index)
        case UInt8(ascii: "!"): return next == UInt8(ascii: "=") ? two(.bangEqual) : make(.bang, from: start, to: index)
        case UInt8(ascii: "<"): return next == UInt8(ascii: "=") ? two(.lessEqual) : make(.less, from: start, to: index)
        case UInt8(ascii: ">"): return next == UInt8(ascii: "=") ? two(.greaterEqual) : make(.greater, from: start, to: index)
        case UInt8(ascii: "&") where next == UInt8(ascii: "&"): return two(.ampAmp)
        case UInt8(ascii: "|") where next == UInt8(ascii: "|"): return two(.pipePipe)
        default:
            index = start
            return lexUnexpected()
        }
    }

    /// A byte that starts no token: one diagnostic for the whole run of such bytes.
    private mutating func lexUnexpected() -> Token {
        let start = index
        if bytes[index] < 0x80 {
            let scalar = Unicode.Scalar(bytes[index])
            index += 1
            let shown = scalar.value < 0x20 || scalar.value == 0x7F
                ? "U+\(String(scalar.value, radix: 16, uppercase: true))" : "'\(Character(scalar))'"
            var help: String?
            switch scalar {
            case "&": help = "did you mean '&&'?"
            case "|": help = "did you mean '||'?"
            case "'": help = "strings use double quotes: \"…\""
            default: help = nil
            }
            report(.unexpectedCharacter(shown), at: range(start, index), help: help)
        } else if let length = utf8Length(at: index) {
            let text = String(decoding: bytes[index..<index + length], as: UTF8.self)
            index += length
            report(.unexpectedCharacter("'\(text)'"), at: range(start, index),
                   help: "names use ASCII letters, digits and '_'; other text goes in strings or comments")
        } else {
            while index < bytes.count, bytes[index] >= 0x80, utf8Length(at: index) == nil { index += 1 }
            report(.invalidUTF8, at: range(start, index), help: nil)
        }
        return make(.invalid, from: start, to: index)
    }

    // MARK: UTF-8

    /// Skips one scalar starting with a byte ≥ 0x80, reporting invalid UTF-8.
    private mutating func skipScalar() {
        if let length = utf8Length(at: index) {
            index += length
            return
        }
        let start = index
        while index < bytes.count, bytes[index] >= 0x80, utf8Length(at: index) == nil { index += 1 }
        report(.invalidUTF8, at: range(start, index), help: nil)
    }

    /// The length of the well-formed UTF-8 sequence starting at `position`, or
    /// nil (overlong forms, surrogates and values past U+10FFFF are ill-formed).
    private func utf8Length(at position: Int) -> Int? {
        let lead = bytes[position]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return nil
        }
        guard position + length <= bytes.count else { return nil }
        let second = bytes[position + 1]
        guard second >= low, second <= high else { return nil }
        for offset in 2..<length where bytes[position + offset] & 0xC0 != 0x80 { return nil }
        return length
    }

    // MARK: Helpers

    private func peekByte(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end))
    }

    private func make(_ kind: TokenKind, from start: Int, to end: Int) -> Token {
        Token(kind: kind, range: range(start, end))
    }

    // Never inlined: bad input is rare, and making a diagnostic inside the
    // scanning loop cost the loop registers, on every byte of good input too.
    @inline(never)
    private mutating func report(_ message: Message, at range: SourceRange, help: String?) {
        diagnostics.append(Diagnostic(message, path: path, range: range, help: help))
    }
}

/// Byte classes for the lexer's hot loops, as arithmetic and bit masks (a
/// static table would cost a lazy-initialisation check on every byte).
enum CharacterClass {
    /// `[A-Za-z_]` as bits of the bytes 64…127 (bit n is byte 64 + n).
    private static let identifierStartsAbove64: UInt64 = 0x07FF_FFFE_87FF_FFFE
    /// `[0-9]` as bits of the bytes 0…63.
    private static let digitsBelow64: UInt64 = 0x03FF_0000_0000_0000

    @inline(__always)
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x40 && (identifierStartsAbove64 >> (byte & 63)) & 1 != 0
    }

    /// `[A-Za-z0-9_]`: one shift and one test, whichever half of ASCII the byte is in.
    @inline(__always)
    static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        let mask: UInt64 = byte & 0xC0 == 0x40 ? identifierStartsAbove64 : byte < 0x40 ? digitsBelow64 : 0
        return (mask >> (byte & 63)) & 1 != 0
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// The high bit of each byte of `word` that is not `[A-Za-z0-9_]`, the
    /// other bits zero: eight `isIdentifierContinue`s at once. Each test adds
    /// a constant to the low seven bits of every byte, so no byte carries into
    /// the next, and reads the byte's high bit as "at least the bound".
    @inline(__always)
    static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        let low = word & 0x7F7F_7F7F_7F7F_7F7F
        let lower = low | 0x2020_2020_2020_2020
        // 0x61 ≤ lowercased ≤ 0x7A (`A`–`Z` and `a`–`z`; `|0x20` sends nothing else there).
        let letters = (lower &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(lower &+ 0x0505_0505_0505_0505)
        // 0x30 ≤ byte ≤ 0x39.
        let digits = (low &+ 0x5050_5050_5050_5050) & ~(low &+ 0x4646_4646_4646_4646)
        // byte == 0x5F: the exact zero-byte test of `low ^ 0x5F…` (no false positives).
        let differing = low ^ 0x5F5F_5F5F_5F5F_5F5F
        let underscores = ~((differing &+ 0x7F7F_7F7F_7F7F_7F7F) | differing)
        let identifier = (letters | digits | underscores) & ~word & high
        return ~identifier & high
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }
}
