import FlowKit
import FlowLang
import FoundationEssentials

// foldingRange: every `{ … }` spanning lines, and block comments and runs of
// line comments spanning lines. Braces are matched on tokens, so a brace in a
// string or a comment does not count; an unclosed brace folds nothing.

extension LanguageServer {
    func foldingRanges(_ params: JSONObject) throws -> Any {
        let document = try document(params)
        let source = SourceFile(path: DocumentURI.path(of: document.uri), bytes: document.bytes)
        let lexer = Lexer.tokenize(source)
        var result: [JSONObject] = []
        var open: [Int] = []
        for token in lexer.tokens {
            switch token.kind {
            case .leftBrace:
                open.append(document.lineIndex(of: Int(token.range.start)))
            case .rightBrace:
                guard let startLine = open.popLast() else { continue }
                // The closing line stays visible: the fold ends on the line before it.
                let endLine = document.lineIndex(of: Int(token.range.start)) - 1
                if endLine > startLine { result.append(["startLine": startLine, "endLine": endLine]) }
            default:
                break
            }
        }
        let comments = store.analysis(of: document.uri)?.syntax.comments ?? []
        var run: (start: Int, end: Int)?
        func flush() {
            if let current = run, current.end > current.start {
                result.append(["startLine": current.start, "endLine": current.end, "kind": "comment"])
            }
            run = nil
        }
        for comment in comments {
            let first = document.lineIndex(of: Int(comment.range.start))
            let last = document.lineIndex(of: max(Int(comment.range.start), Int(comment.range.end) - 1))
            if comment.kind == .block {
                flush()
                if last > first { result.append(["startLine": first, "endLine": last, "kind": "comment"]) }
                continue
            }
            if let current = run, current.end + 1 == first { run = (current.start, first) } else {
                flush()
                run = (first, first)
            }
        }
        flush()
        return result
    }
}
