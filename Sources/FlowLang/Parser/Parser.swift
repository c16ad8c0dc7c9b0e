// How the parser works
// --------------------
// A hand-written recursive-descent parser over a token stream it pulls from
// the lexer on demand (there is no token array, so a 10 MB file needs no
// memory for tokens). It looks at most three tokens ahead, which is all the
// contextual keywords need: `expect events {`, `pop to root`, `tap outside`.
//
// Every parse function is headed by its production in `grammar/flow.ebnf`.
// Errors are values: a function that cannot go on reports one diagnostic and
// throws `ParseError`; the loop over statements or members catches it and
// resynchronises at the next line, `;` or `}`, so one run reports all the
// independent errors of a file. Every loop checks that it made progress, and
// nesting is capped so that a pathological input is an error, not a stack
// overflow.

/// The result of parsing one file: the AST (always, even with errors) and the
/// diagnostics of the lexer and the parser.
public struct ParseResult: Sendable {
    /// The parsed file, always present; recovery skips what did not parse.
    public var file: FlowFile
    /// The lexer's and the parser's diagnostics, in the order found.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }
}

/// Parses a whole `.flow` file. A large one is parsed in two halves at once
/// (`SplitParse`), with the same result.
public func parse(_ source: SourceFile) -> ParseResult {
    parse(source, preparing: { _ in () }).result
}

/// `parse`, with `prepare` applied to the items by the thread that parsed
/// them when a large file is split (see `SplitParse.Outcome`); a file parsed
/// in one go is not prepared.
func parse<Prepared: Sendable>(_ source: SourceFile, preparing prepare: @escaping @Sendable ([TopLevelItem]) -> Prepared)
    -> SplitParse.Outcome<Prepared> {
    source.bytes.withUnsafeBufferPointer { buffer in
        if buffer.count >= SplitParse.minimumBytes, let split = SplitParse.point(in: buffer, near: buffer.count / 2) {
            return SplitParse.parse(buffer, path: source.path, at: split, preparing: prepare)
        }
        var parser = Parser(buffer: buffer, path: source.path)
        let file = parser.parseFile()
        parser.trimArenas()
        return SplitParse.Outcome(result: ParseResult(file: file, diagnostics: parser.allDiagnostics), joined: false, prepared: [])
    }
}

/// Thrown after a diagnostic has been reported, to unwind to a place where
/// parsing can resume.
struct ParseError: Error {}

struct Parser {
    /// How deeply blocks and expressions may nest. Real flows nest a handful
    /// of levels; the cap keeps recursion far from the stack's limit.
    static let maximumNesting = 100
    /// How many binary operators and member accesses an expression may chain
    /// (`1 + 1 + …`, `a.b.c`). A chain is flat to a reader, so it does not
    /// count as nesting; but the tree it makes is as deep as the chain is long
    /// and later passes walk it recursively, so it has a cap of its own,
    /// generous for any expression a person or a generator writes.
    static let maximumChain = 1_000

    let buffer: UnsafeBufferPointer<UInt8>
    let path: String
    var lexer: Lexer
    /// The current token.
    var token: Token
    /// Tokens after the current one, already read from the lexer.
    var lookahead: [Token] = []
    /// Where the previous token ended, for "expected X" at the end of a line.
    var previousEnd: UInt32 = 0
    var diagnostics: [Diagnostic] = []
    var nesting = 0
    /// Binary operators and `.` on the current path of the expression tree.
    var chainDepth = 0
    var reportedNesting = false
    /// Where this parser keeps the expressions it reads: one arena for the
    /// file (or for the half of it this parser reads), shared by every
    /// expression in it.
    let expressions: ExpressionArena
    /// Where it keeps the statements, blocks and options it reads, their
    /// names and literals in `expressions`.
    let statements: StatementArena
    /// Where it keeps the members of the type declarations it reads.
    let members: MemberArena
    /// The symbols of the names it has read.
    var names = NameCache()

    /// Gives back the room its arenas do not use, once it has read its part
    /// (a split parse's head trims again if it reads on).
    func trimArenas() {
        expressions.trim()
        statements.trim()
        members.trim()
    }

    init(buffer: UnsafeBufferPointer<UInt8>, path: String) {
        self.init(buffer: buffer, path: path, lexer: Lexer(bytes: buffer, path: path))
    }

    /// A parser of the top-level items from `offset`, a line start, to the end (`SplitParse`).
    init(buffer: UnsafeBufferPointer<UInt8>, path: String, from offset: Int) {
        self.init(buffer: buffer, path: path, lexer: Lexer(bytes: buffer, path: path, from: offset))
    }

    private init(buffer: UnsafeBufferPointer<UInt8>, path: String, lexer: Lexer) {
        self.buffer = buffer
        self.path = path
        self.lexer = lexer
        expressions = ExpressionArena()
        statements = StatementArena(expressions: expressions)
        members = MemberArena()
        self.token = self.lexer.next()
    }

    var allDiagnostics: [Diagnostic] { lexer.diagnostics + diagnostics }

    // MARK: Tokens

    /// The token `offset` places after the current one (0 is the current one).
    mutating func peek(_ offset: Int) -> Token {
        if offset == 0 { return token }
        while lookahead.count < offset { lookahead.append(lexer.next()) }
        return lookahead[offset - 1]
    }

    @discardableResult
    mutating func advance() -> Token {
        let consumed = token
        if consumed.kind != .endOfFile { previousEnd = consumed.range.end }
        token = lookahead.isEmpty ? lexer.next() : lookahead.removeFirst()
        return consumed
    }

    func at(_ kind: TokenKind) -> Bool { token.kind == kind }

    func at(_ keyword: Keyword) -> Bool { token.isKeyword(keyword) }

    /// A word: a name or a keyword standing as a name.
    var atName: Bool { token.kind == .identifier || token.kind == .instance }

    /// True at a token that ends a statement or member.
    var atStatementEnd: Bool { isStatementEnd(token) }

    /// Whether `token` ends a statement or member: a line end, `;`, `}` or the end of file.
    func isStatementEnd(_ token: Token) -> Bool {
        switch token.kind {
        case .newline, .semicolon, .rightBrace, .endOfFile: return true
        default: return false
        }
    }

    mutating func consume(_ kind: TokenKind) -> Token? {
        at(kind) ? advance() : nil
    }

    mutating func consume(_ keyword: Keyword) -> Token? {
        at(keyword) ? advance() : nil
    }

    func text(_ token: Token) -> String {
        let start = Int(token.range.start)
        let end = Int(token.range.end)
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
    }

    /// How the current token is named in "expected X, found Y".
    var foundDescription: String {
        switch token.kind {
        case .identifier, .instance, .integer, .decimal, .percentage:
            return "'\(text(token))'"
        case .string:
            let spelled = text(token)
            return spelled.count > 24 ? "string \(spelled.prefix(20))…\"" : "string \(spelled)"
        case .invalid:
            return "'\(text(token))'"
        default:
            return token.kind.description
        }
    }

    /// Where to point when something is missing: at the current token, or just
    /// after the previous one when the current one is a line end.
    var missingRange: SourceRange {
        switch token.kind {
        case .newline, .endOfFile: return .empty(at: previousEnd)
        default: return token.range
        }
    }

    // MARK: Errors

    // Never inlined, like the lexer's: the parsing functions that may report
    // stay lean for the input that is right.
    @inline(never)
    mutating func report(_ message: Message, at range: SourceRange, help: String? = nil,
                         notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []) {
        diagnostics.append(Diagnostic(message, path: path, range: range, notes: notes, help: help, fixIts: fixIts))
    }

    @inline(never)
    mutating func warn(_ message: Message, at range: SourceRange, help: String? = nil) {
        diagnostics.append(Diagnostic(message, severity: .warning, path: path, range: range, help: help))
    }

    /// Reports "expected X, found Y" at the current token and throws.
    mutating func fail(expected: @autoclosure () -> String, help: String? = nil) throws -> Never {
        if token.kind == .invalid { throw ParseError() }  // the lexer has said why
        report(.expected(expected(), found: foundDescription), at: missingRange, help: help)
        throw ParseError()
    }

    /// "expected X, found 'wrod'" with "did you mean 'word'?" and a fix-it
    /// replacing the current word, when `near` is a close candidate.
    mutating func fail(expected: @autoclosure () -> String, suggesting near: String) throws -> Never {
        report(.expected(expected(), found: foundDescription), at: missingRange,
               help: "did you mean '\(near)'?",
               fixIts: [Diagnostic.FixIt(range: token.range, replacement: near)])
        throw ParseError()
    }

    /// Skips to the start of the next statement or member: past the next line
    /// end or `;` at this brace level, or up to the `}` that closes it.
    mutating func synchronize() {
        var depth = 0
        while true {
            switch token.kind {
            case .endOfFile:
                return
            case .newline, .semicolon:
                if depth == 0 {
                    advance()
                    return
                }
            case .rightBrace:
                if depth == 0 { return }
                depth -= 1
            case .leftBrace:
                depth += 1
            default:
                break
            }
            advance()
        }
    }

    mutating func skipNewlines() {
        while at(.newline) { advance() }
    }

    mutating func skipSeparators() {
        while at(.newline) || at(.semicolon) { advance() }
    }

    /// After a statement or member: a line end, `;`, `}` or the end of file.
    mutating func expectStatementEnd() throws {
        if at(.newline) || at(.semicolon) {
            advance()
        } else if !at(.rightBrace) && !at(.endOfFile) {
            try fail(expected: "end of line")
        }
    }

    // MARK: Common productions

    /// name = IDENTIFIER | INSTANCE ;  (any word, keywords included)
    mutating func parseName(_ what: @autoclosure () -> String) throws -> Identifier {
        switch token.kind {
        case .identifier:
            let word = advance()
            // Interned from the source's bytes: a `String` is made only for
            // a name's first occurrence in the process.
            return Identifier(symbol: names.symbol(at: word.range, in: buffer), range: word.range)
        case .instance:
            let word = advance()
            let spelled = text(word)
            let parts = spelled.split(separator: "#", maxSplits: 1)
            let number = parts.count == 2 ? Int(parts[1]).flatMap { $0 <= Identifier.largestInstance ? $0 : nil } : nil
            if number == nil {
                report(.integerTooLarge(spelled), at: word.range)
            }
            return Identifier(name: String(parts[0]), instance: number ?? 0, range: word.range)
        default:
            try fail(expected: what())
        }
    }

    /// qualifiedName = name { "." name } ;
    mutating func parseQualifiedName(_ what: @autoclosure () -> String) throws -> QualifiedName {
        var name = QualifiedName(try parseName(what()))
        while at(.dot) {
            advance()
            let part = try parseName("name after '.'")
            name.rest.append(part)
            name.range = name.range.union(part.range)
        }
        return name
    }

    /// A plain name, not an instance (`RecipeDetail#2` is refused).
    mutating func parsePlainName(_ what: @autoclosure () -> String) throws -> Identifier {
        let name = try parseName(what())
        if name.instance != nil {
            report(.instanceNotAllowed(name.text), at: name.range, help: "write the plain name, '\(name.name)'")
        }
        return name
    }

    mutating func parseString(_ what: @autoclosure () -> String) throws -> StringLiteral {
        guard at(.string) else { try fail(expected: what()) }
        let literal = advance()
        return StringLiteral(value: decodeString(literal.range), range: literal.range)
    }

    /// number = [ "-" ] ( INTEGER | DECIMAL | PERCENTAGE ) ;
    /// A sign is accepted so that semantic analysis can say why a negative
    /// number does not fit (`wait -1`), rather than the parser refusing it.
    mutating func parseNumber(_ what: @autoclosure () -> String) throws -> NumberLiteral {
        if at(.minus), [.integer, .decimal, .percentage].contains(peek(1).kind) {
            let minus = advance()
            var literal = numberLiteral(advance())
            switch literal.magnitude {
            case .integer(let value): literal.magnitude = .integer(-value)
            case .decimal(let value): literal.magnitude = .decimal(-value)
            }
            literal.range = minus.range.union(literal.range)
            return literal
        }
        switch token.kind {
        case .integer, .decimal, .percentage:
            return numberLiteral(advance())
        default:
            try fail(expected: what())
        }
    }

    mutating func keyword(_ keyword: Keyword, _ what: @autoclosure () -> String) throws -> SourceRange {
        guard at(keyword) else { try fail(expected: what()) }
        return advance().range
    }

    // MARK: Literals

    /// The value of a number token, read from its bytes (digits and `_`,
    /// an optional fraction, an optional `%`).
    mutating func numberLiteral(_ literal: Token) -> NumberLiteral {
        let isPercentage = literal.kind == .percentage
        let start = Int(literal.range.start)
        let end = Int(literal.range.end) - (isPercentage ? 1 : 0)
        let magnitude: NumberLiteral.Magnitude
        if literal.kind == .decimal || buffer[start..<end].contains(UInt8(ascii: ".")) {
            var digits = ""
            for byte in buffer[start..<end] where byte != UInt8(ascii: "_") {
                digits.unicodeScalars.append(Unicode.Scalar(byte))
            }
            magnitude = .decimal(Double(digits) ?? 0)
        } else {
            var value = 0
            var overflow = false
            for byte in buffer[start..<end] where byte != UInt8(ascii: "_") {
                let (times10, o1) = value.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(Int(byte &- 0x30))
                overflow = overflow || o1 || o2
                value = sum
            }
            if overflow {
                report(.integerTooLarge(text(literal)), at: literal.range)
                value = 0
            }
            magnitude = .integer(value)
        }
        return NumberLiteral(magnitude: magnitude, isPercentage: isPercentage, range: literal.range)
    }

    /// The value of a string token. The lexer has already diagnosed bad
    /// escapes; here they decode to U+FFFD.
    func decodeString(_ range: SourceRange) -> String {
        var start = Int(range.start) + 1
        var end = Int(range.end)
        if end > start, buffer[end - 1] == UInt8(ascii: "\"") { end -= 1 }
        if end < start { end = start }
        let content = UnsafeBufferPointer(rebasing: buffer[start..<end])
        if !content.contains(UInt8(ascii: "\\")) {
            return String(decoding: content, as: UTF8.self)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(end - start)
        while start < end {
            let byte = buffer[start]
            guard byte == UInt8(ascii: "\\"), start + 1 < end else {
                bytes.append(byte)
                start += 1
                continue
            }
            let escaped = buffer[start + 1]
            start += 2
            switch escaped {
            case UInt8(ascii: "n"): bytes.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): bytes.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): bytes.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "0"): bytes.append(0)
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"): bytes.append(escaped)
            case UInt8(ascii: "u"):
                var value: UInt32 = 0
                var digits = 0
                if start < end, buffer[start] == UInt8(ascii: "{") {
                    start += 1
                    while start < end, let digit = CharacterClass.hexValue(buffer[start]) {
                        if digits < 9 { value = value &* 16 &+ UInt32(digit) }
                        digits += 1
                        start += 1
                    }
                    if start < end, buffer[start] == UInt8(ascii: "}") { start += 1 }
                }
                let scalar = digits > 0 && digits <= 8 ? Unicode.Scalar(value) : nil
                bytes.append(contentsOf: Array(String(Character(scalar ?? "\u{FFFD}")).utf8))
            default:
                bytes.append(contentsOf: Array("\u{FFFD}".utf8))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Blocks and bodies

    /// The `{` of a block, which stands on the line of its header.
    mutating func parseOpenBrace(after header: @autoclosure () -> String) throws -> Token {
        if at(.newline), peek(1).kind == .leftBrace {
            let lineEnd = token.range
            report(.braceOnNextLine(header()), at: peek(1).range,
                   help: "move '{' to the end of the line before",
                   fixIts: [Diagnostic.FixIt(range: SourceRange(start: lineEnd.start, end: peek(1).range.start), replacement: " ")])
            advance()
            return advance()
        }
        guard at(.leftBrace) else { try fail(expected: "'{' after \(header())") }
        return advance()
    }

    /// Parses elements up to the `}` matching `open`, which is already
    /// consumed; each element ends at a line end or `;`. Returns the elements
    /// and the range of the whole body. An element that keeps itself
    /// elsewhere returns nil (a block's statements, a declaration's members).
    mutating func parseBody<Element>(
        open: Token,
        _ element: (inout Parser) throws -> Element?
    ) -> ([Element], SourceRange) {
        var elements: [Element] = []
        nesting += 1
        defer { nesting -= 1 }
        if nesting > Parser.maximumNesting {
            if !reportedNesting {
                reportedNesting = true
                report(.nestingTooDeep("'{'", Parser.maximumNesting), at: open.range)
            }
            return ([], open.range.union(skipBalancedBody()))
        }
        while true {
            skipSeparators()
            if at(.rightBrace) {
                return (elements, open.range.union(advance().range))
            }
            if at(.endOfFile) {
                report(.expected("'}'", found: "end of file"), at: missingRange,
                       notes: [Diagnostic.Note(message: "to match this '{'", path: path, range: open.range)])
                return (elements, open.range.union(.empty(at: previousEnd)))
            }
            let before = token.range.start
            do {
                if let parsed = try element(&self) { elements.append(parsed) }
                try expectStatementEnd()
            } catch {
                synchronize()
            }
            // Progress guard: an element that consumed nothing must not loop.
            if token.range.start == before && !at(.rightBrace) && !at(.endOfFile) { advance() }
        }
    }

    /// After too deep a nesting: skips to the `}` that closes the current
    /// body, iteratively, and returns its range.
    mutating func skipBalancedBody() -> SourceRange {
        var depth = 1
        while !at(.endOfFile) {
            if at(.leftBrace) { depth += 1 }
            if at(.rightBrace) {
                depth -= 1
                if depth == 0 { return advance().range }
            }
            advance()
        }
        return .empty(at: previousEnd)
    }

    /// block = "{" { statement separator } "}" ;
    mutating func parseBlock(after header: @autoclosure () -> String) throws -> Block {
        let open = try parseOpenBrace(after: header())
        // The statements' positions wait on the arena's stack (a nested
        // block's above them) and become the block's run at its end.
        // (`Never?`: each statement keeps itself, so no array is made.)
        let mark = statements.stackMark
        let (_, range) = parseBody(open: open) { parser -> Never? in
            parser.statements.push(try parser.parseStatement().index)
            return nil
        }
        return statements.block(ofStackFrom: mark, range: range)
    }
}
