import FlowKit

/// The brackets an input leaves open: they make the REPL read a continuation
/// line, and when the input ends inside one, they are what the error names.
enum OpenDelimiters {
    /// The `{`, `(` and `[` still open at the end of `text` (outside strings
    /// and comments), outermost first; empty when the input is complete. A
    /// closer with nothing open is ignored, as the parser will report it.
    static func open(in text: String) -> [Token] {
        let tokens = Lexer.tokenize(SourceFile(path: "repl", text: text)).tokens
        var depth = 0
        var open: [Token] = []
        for token in tokens {
            switch token.kind {
            case .leftBrace, .leftParen, .leftBracket:
                depth += 1
                open.append(token)
            case .rightBrace, .rightParen, .rightBracket:
                depth -= 1
                if !open.isEmpty { open.removeLast() }
            default:
                continue
            }
            // More closers than openers so far: what came before is not open.
            if depth <= 0 { open.removeAll() }
        }
        return open
    }

    /// `<stdin>:L:C: error: unfinished input: …` for input that ends inside
    /// a bracket; `firstLine` is the line of the session the input began on.
    static func unfinishedInputError(_ text: String, firstLine: Int) -> String? {
        guard let outermost = open(in: text).first else { return nil }
        let where_ = LineTable(SourceFile(path: "repl", text: text)).location(of: outermost.range.start)
        let line = firstLine + where_.line - 1
        let lastLine = firstLine + text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        let lines = lastLine == firstLine ? "line \(firstLine) was" : "lines \(firstLine)–\(lastLine) were"
        return "<stdin>:\(line):\(where_.column): error: unfinished input: \(outermost.kind.description) is not closed at the end of input, so \(lines) not run\n"
    }
}
