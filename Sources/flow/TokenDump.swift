import FlowKit

/// `--dump-tokens`: one token a line with its position, for debugging the lexer.
enum TokenDump {
    static func dump(_ source: SourceFile) -> String {
        let table = LineTable(source)
        var out = ""
        for token in Lexer.tokenize(source).tokens {
            let location = table.location(of: token.range.start)
            let keyword = token.keyword == nil ? "" : " keyword"
            let text = token.kind == .newline ? "" : " " + JSONValue.string(source.text(in: token.range)).rendered
            out += "\(location.line):\(location.column)\t\(token.kind)\(keyword)\(text)\n"
        }
        return out
    }
}
