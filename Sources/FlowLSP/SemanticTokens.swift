import FlowKit
import FlowLang
import FoundationEssentials

// semanticTokens/full: the lexer's tokens, with names coloured by what they
// declare or refer to (keywords are contextual, so `title` is a keyword only
// where it is not a declared name). Encoded as LSP's relative quintuples,
// lengths and columns in UTF-16 units; a token spanning lines is cut per line.

/// The token types the server reports, in legend order.
enum SemanticTokenType: String, CaseIterable {
    case keyword, type, variable, string, number, comment, `operator`, function, property
}

extension LanguageServer {
    func semanticTokens(_ params: JSONObject) throws -> Any {
        let document = try document(params)
        guard let analysis = store.analysis(of: document.uri) else { return ["data": [Int]()] as JSONObject }
        let path = DocumentURI.path(of: document.uri)
        let table = SymbolTable(analysis)
        let source = SourceFile(path: path, bytes: document.bytes)
        let tokens = Lexer.tokenize(source).tokens
        var spans: [(range: SourceRange, type: SemanticTokenType)] = []
        for (index, token) in tokens.enumerated() {
            let type: SemanticTokenType?
            switch token.kind {
            case .identifier:
                switch table.symbol(ofTokenAt: index, tokens: tokens, source: source)?.kind {
                case .type: type = .type
                case .control: type = .property
                case .unwindAction: type = .function
                case .variable: type = .variable
                case nil: type = token.keyword == nil ? nil : .keyword
                }
            case .instance: type = .type
            case .string: type = .string
            case .integer, .decimal, .percentage: type = .number
            case .arrow, .plus, .minus, .star, .slash, .percent, .equalEqual, .bangEqual, .less, .lessEqual,
                 .greater, .greaterEqual, .ampAmp, .pipePipe, .bang, .equal:
                type = .operator
            case .leftBrace, .rightBrace, .leftParen, .rightParen, .leftBracket, .rightBracket, .comma, .semicolon,
                 .dot, .colon, .newline, .endOfFile, .invalid:
                type = nil
            }
            if let type { spans.append((token.range, type)) }
        }
        spans += analysis.syntax.comments.map { ($0.range, .comment) }
        spans.sort { $0.range.start < $1.range.start }
        return ["data": encode(spans, in: document)] as JSONObject
    }

    private func encode(_ spans: [(range: SourceRange, type: SemanticTokenType)], in document: TextDocument) -> [Int] {
        var data: [Int] = []
        var previous = Position(line: 0, character: 0)
        var cursor = PositionCursor()
        let types = SemanticTokenType.allCases
        for span in spans {
            var start = Int(span.range.start)
            let end = min(Int(span.range.end), document.bytes.count)
            while start < end {
                let line = document.lineIndex(of: start)
                let pieceEnd = min(end, document.contentEnd(ofLine: line))
                let from = cursor.position(of: start, in: document)
                let to = cursor.position(of: pieceEnd, in: document)
                if to.character > from.character {
                    let deltaLine = from.line - previous.line
                    data += [deltaLine, deltaLine == 0 ? from.character - previous.character : from.character,
                             to.character - from.character, types.firstIndex(of: span.type) ?? 0, 0]
                    previous = from
                }
                guard line + 1 < document.lineCount else { break }
                start = max(pieceEnd, document.lineStart(line + 1))
            }
        }
        return data
    }
}
