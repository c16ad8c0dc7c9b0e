import FlowKit
import FlowLang
import FlowVocabulary
import FoundationEssentials

// completion, context-aware as the REPL's is, but from the storyboard's
// declarations rather than a running app: keywords where a form starts (the
// form depends on the enclosing braces: a declaration or statement at the top,
// a member in a scene's body, a statement in a test, hook or block), scenes
// after show/present/push/…, controls after `tap`, styles after `style`,
// unwind actions after `unwind`, segue identifiers after `perform`. Each item
// replaces exactly the word being typed (`Session.completionWord`).

extension LanguageServer {
    /// Where the cursor is, by the braces around it.
    enum CompletionContext {
        case topLevel, member, statement
    }

    func completion(_ params: JSONObject) throws -> Any {
        let (document, offset) = try documentAndOffset(params)
        let line = document.linePrefix(upTo: offset)
        let word = Session.completionWord(in: line)
        // Only the words of the form the cursor is in: what follows the last `{`, `}` or `;`.
        let form = line.dropLast(word.count).split(omittingEmptySubsequences: false, whereSeparator: { "{};".contains($0) })
            .last ?? ""
        let words = form.split(whereSeparator: { " \t([,".contains($0) }).map(String.init)
        let context = completionContext(document, offset: offset)
        let symbols = store.analysis(of: document.uri).map { SymbolTable($0) }
        var items: [(label: String, kind: Int, detail: String)] = []
        func add(_ labels: [String], kind: Int, detail: String) {
            items += labels.map { ($0, kind, detail) }
        }
        let previous = words.last
        if previous == nil {
            switch context {
            case .topLevel: add(keywords(Keyword.declarationStarts + Keyword.statementStarts), kind: 14, detail: "keyword")
            case .member: add(keywords(Keyword.memberStarts), kind: 14, detail: "keyword")
            case .statement: add(keywords(Keyword.statementStarts), kind: 14, detail: "keyword")
            }
        } else if let previous, let table = symbols {
            switch previous {
            case "tap":
                add(unique(table.allIndexes.flatMap { $0.orderedTypes.flatMap(\.controlOrder) }), kind: 5, detail: "control")
            case "show", "present", "push", "detail", "popover", "embed", "unembed", "to", "initial", "root",
                 "primary", "secondary", "in", "from":
                add(sceneNames(table), kind: 7, detail: "scene")
            case "on" where context == .member:
                add(Vocabulary.hookEvents, kind: 23, detail: "lifecycle event")
            case "on":
                add(sceneNames(table), kind: 7, detail: "scene")
            case "style", "adapts":
                add(Vocabulary.presentationStyles, kind: 20, detail: "presentation style")
            case "transition":
                add(Vocabulary.transitionStyles, kind: 20, detail: "transition style")
            case "mode" where context == .member:
                add(TabBarMode.allCases.map(\.rawValue), kind: 20, detail: "tab bar mode")
            case "group" where context == .member, "select" where context == .member:
                add(sceneNames(table), kind: 7, detail: "tab")
            case "launch", "size":
                add(Vocabulary.widthClasses, kind: 20, detail: "width class")
            case "unwind":
                add(unique(table.allIndexes.flatMap { $0.orderedTypes.flatMap(\.unwindActionOrder) }).sorted(),
                    kind: 2, detail: "unwind action")
            case "perform":
                add(unique(table.allIndexes.flatMap { $0.orderedTypes.flatMap { $0.segues.compactMap(\.identifier) } })
                    .map { "\"\($0)\"" }, kind: 12, detail: "segue identifier")
            case "->":
                add(SegueKind.allCases.map(\.rawValue), kind: 14, detail: "segue kind")
            default:
                add(Vocabulary.queryNames, kind: 3, detail: "query")
                add(variableNames(table), kind: 6, detail: "variable")
                add(sceneNames(table), kind: 7, detail: "scene")
            }
        }
        let start = document.position(of: offset - word.utf8.count)
        let end = document.position(of: offset)
        return items.filter { $0.label.hasPrefix(word) }.map { item -> JSONObject in
            ["label": item.label, "kind": item.kind, "detail": item.detail,
             "textEdit": ["range": ["start": start.json, "end": end.json] as JSONObject, "newText": item.label] as JSONObject]
        }
    }

    /// Which form a word at `offset` would start, by the braces before it.
    func completionContext(_ document: TextDocument, offset: Int) -> CompletionContext {
        let tokens = Lexer.tokenize(SourceFile(path: "", bytes: Array(document.bytes[0..<offset]))).tokens
        var stack: [Bool] = []  // true for a type declaration's body
        var formStart = 0
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .leftBrace:
                let opener = tokens[formStart]
                let typeKeywords: [Keyword] = [.scene, .navigation, .tabs, .split, .container, .pages, .animator, .presenter]
                stack.append(stack.isEmpty && typeKeywords.contains { opener.isKeyword($0) })
                formStart = index + 1
            case .rightBrace:
                _ = stack.popLast()
                formStart = index + 1
            case .newline, .semicolon:
                formStart = index + 1
            default:
                break
            }
            if formStart >= tokens.count { formStart = tokens.count - 1 }
        }
        guard let innermost = stack.last else { return .topLevel }
        return innermost ? .member : .statement
    }

    private func keywords(_ list: [Keyword]) -> [String] {
        unique(list.map(\.rawValue))
    }

    /// Scenes and containers: this storyboard's by name, its imports' as `Settings.Root`.
    private func sceneNames(_ table: SymbolTable) -> [String] {
        let main = table.analysis.index
        return main.viewControllers.map(\.name) + main.importOrder.flatMap { name in
            (main.imports[name]?.viewControllers ?? []).map { "\(name).\($0.name)" }
        }
    }

    private func variableNames(_ table: SymbolTable) -> [String] {
        let main = table.analysis.index
        return unique(main.globalOrder + main.orderedTypes.flatMap(\.variableOrder))
    }

    private func unique(_ texts: [String]) -> [String] {
        var seen = Set<String>()
        return texts.filter { seen.insert($0).inserted }
    }
}
