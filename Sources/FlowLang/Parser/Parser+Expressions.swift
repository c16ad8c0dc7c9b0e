// Expressions are parsed by precedence climbing: one function for all binary
// operators, so a deeply parenthesised input costs three stack frames a level.
extension Parser {
    /// expression = unary { binaryOperator { NEWLINE } unary } ;   (Swift precedence)
    mutating func parseExpression() throws -> Expression {
        try parseBinary(minimumPrecedence: 1)
    }

    private mutating func parseBinary(minimumPrecedence: Int) throws -> Expression {
        var left = try parseUnary()
        var previousComparison: SourceRange?
        // Each operator deepens the tree by one (a chain is left-nested):
        // it counts toward the chain cap, not the nesting cap (`enterChain`).
        var levels = 0
        defer { chainDepth -= levels }
        while let op = binaryOperator(token.kind), op.precedence >= minimumPrecedence {
            let operatorToken = advance()
            try enterChain(at: operatorToken.range)
            levels += 1
            if op.isComparison, let previous = previousComparison {
                try failAt(operatorToken.range, .nonAssociativeComparison,
                           help: "use '&&' to combine comparisons, or parentheses",
                           note: Diagnostic.Note(message: "previous comparison here", path: path, range: previous))
            }
            // A line end after a binary operator continues the expression.
            skipNewlines()
            let right = try parseBinary(minimumPrecedence: op.precedence + 1)
            left = expressions.binary(op, left, right, left.range.union(right.range))
            if op.isComparison { previousComparison = operatorToken.range }
        }
        return left
    }

    private func binaryOperator(_ kind: TokenKind) -> BinaryOperator? {
        switch kind {
        case .pipePipe: return .or
        case .ampAmp: return .and
        case .equalEqual: return .equal
        case .bangEqual: return .notEqual
        case .less: return .less
        case .lessEqual: return .lessOrEqual
        case .greater: return .greater
        case .greaterEqual: return .greaterOrEqual
        case .plus: return .add
        case .minus: return .subtract
        case .star: return .multiply
        case .slash: return .divide
        case .percent: return .remainder
        default: return nil
        }
    }

    /// unary = ( "!" | "-" ) unary | postfix ;
    private mutating func parseUnary() throws -> Expression {
        let op: UnaryOperator
        switch token.kind {
        case .bang: op = .not
        case .minus: op = .negate
        default: return try parsePostfixExpression()
        }
        let operatorToken = advance()
        try enterNesting(at: operatorToken.range, op == .not ? "'!'" : "'-'")
        defer { nesting -= 1 }
        let operand = try parseUnary()
        return expressions.unary(op, operand, operatorToken.range.union(operand.range))
    }

    /// postfix = primary { "." name } | name "(" [ expression { "," expression } ] ")" { "." name } ;
    mutating func parsePostfixExpression() throws -> Expression {
        var expression = try parsePrimaryExpression()
        if let callee = expression.plainName, callee.instance == nil, at(.leftParen) {
            let open = advance()
            try enterNesting(at: open.range, "call")
            defer { nesting -= 1 }
            let (arguments, close) = try parseExpressionList(closing: .rightParen, what: "')'", open: open)
            expression = expressions.call(callee: callee, arguments: arguments, range: callee.range.union(close))
        }
        var levels = 0
        defer { chainDepth -= levels }
        while at(.dot) {
            let dot = advance()
            try enterChain(at: dot.range)
            levels += 1
            let name = try parseName("name after '.'")
            expression = expressions.member(base: expression, name: name, range: expression.range.union(name.range))
        }
        return expression
    }

    /// primary = NUMBER | PERCENTAGE | STRING | "true" | "false" | "nil" | name
    ///         | "[" [ expression { "," expression } [ "," ] ] "]" | "(" expression ")" ;
    mutating func parsePrimaryExpression() throws -> Expression {
        switch token.kind {
        case .integer, .decimal, .percentage:
            return expressions.number(numberLiteral(advance()))
        case .string:
            return expressions.string(try parseString("string"))
        case .identifier where token.keyword == .true:
            return expressions.boolean(true, advance().range)
        case .identifier where token.keyword == .false:
            return expressions.boolean(false, advance().range)
        case .identifier where token.keyword == .nil:
            return expressions.nilLiteral(advance().range)
        case .identifier, .instance:
            return expressions.name(try parseName("name"))
        case .leftBracket:
            let open = advance()
            try enterNesting(at: open.range, "'['")
            defer { nesting -= 1 }
            let (elements, close) = try parseExpressionList(closing: .rightBracket, what: "']'", open: open)
            return expressions.list(elements, open.range.union(close))
        case .leftParen:
            let open = advance()
            try enterNesting(at: open.range, "'('")
            defer { nesting -= 1 }
            let inner = try parseExpression()
            guard let close = consume(.rightParen) else {
                try failUnclosed(expected: "')'", open: open)
            }
            return expressions.parenthesized(inner, open.range.union(close.range))
        default:
            try fail(expected: "expression")
        }
    }

    /// Elements separated by commas up to `closing`, a trailing comma allowed.
    private mutating func parseExpressionList(closing: TokenKind, what: String, open: Token) throws -> ([Expression], SourceRange) {
        var elements: [Expression] = []
        while !at(closing) {
            elements.append(try parseExpression())
            if consume(.comma) == nil { break }
        }
        guard let close = consume(closing) else {
            try failUnclosed(expected: elements.isEmpty ? "expression or \(what)" : "',' or \(what)", open: open)
        }
        return (elements, close.range)
    }

    /// "expected ')', found …" with a note at the opening delimiter.
    private mutating func failUnclosed(expected: String, open: Token) throws -> Never {
        if token.kind == .invalid { throw ParseError() }
        let spelled = open.kind == .leftParen ? "'('" : "'['"
        report(.expected(expected, found: foundDescription), at: missingRange,
               notes: [Diagnostic.Note(message: "to match this \(spelled)", path: path, range: open.range)])
        throw ParseError()
    }

    /// Counts one level of nesting opened by `what` (`'('`, `call`, …); past
    /// the cap, reports once and throws.
    mutating func enterNesting(at range: SourceRange, _ what: String) throws {
        nesting += 1
        if nesting > Parser.maximumNesting { try nestingTooDeep(at: range, what) }
    }

    /// Counts one more operator or `.` in a chain; past the cap, reports once and throws.
    mutating func enterChain(at range: SourceRange) throws {
        chainDepth += 1
        if chainDepth > Parser.maximumChain { try chainTooLong(at: range) }
    }

    // The caps' reports are functions of their own, never inlined, so that
    // the counting above (once per operand) stays small enough to inline.
    @inline(never)
    private mutating func nestingTooDeep(at range: SourceRange, _ what: String) throws -> Never {
        nesting -= 1
        try reportLimitOnce(.nestingTooDeep(what, Parser.maximumNesting), at: range)
    }

    @inline(never)
    private mutating func chainTooLong(at range: SourceRange) throws -> Never {
        chainDepth -= 1
        try reportLimitOnce(.chainTooLong(Parser.maximumChain), at: range)
    }

    private mutating func reportLimitOnce(_ message: Message, at range: SourceRange) throws -> Never {
        if !reportedNesting {
            reportedNesting = true
            report(message, at: range)
        }
        throw ParseError()
    }

    mutating func failAt(_ range: SourceRange, _ message: Message, help: String?, note: Diagnostic.Note) throws -> Never {
        report(message, at: range, help: help, notes: [note])
        throw ParseError()
    }
}
