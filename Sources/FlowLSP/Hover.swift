import FlowKit
import FlowLang
import FoundationEssentials

// hover: on a scene or container, its summary (kind, title, children,
// controls, segues out and in, the unwind actions it implements); on a
// control, unwind action or variable, which scenes declare it; on a keyword
// that starts a form, its one-line help and an example (the REPL's `:help`).

extension LanguageServer {
    func hover(_ params: JSONObject) throws -> Any {
        let (document, offset) = try documentAndOffset(params)
        guard let analysis = store.analysis(of: document.uri) else { return JSONNull() }
        let table = SymbolTable(analysis)
        let path = DocumentURI.path(of: document.uri)
        if let (symbol, range) = table.symbol(at: offset, inFile: path), let text = hoverText(symbol, table: table) {
            return hoverResult(text, range: lspRange(range, in: document))
        }
        guard let (source, tokens) = table.tokens(inFile: path),
              let token = tokens.first(where: {
                  $0.kind == .identifier && $0.range.start <= UInt32(clamping: offset) && UInt32(clamping: offset) <= $0.range.end
              }),
              let help = KeywordHelp.help(for: source.text(in: token.range))
        else { return JSONNull() }
        let text = "```flow\n\(help.usage)\n```\n\(help.summary)\n\nExample: `\(help.example)`"
        return hoverResult(text, range: lspRange(token.range, in: document))
    }

    private func hoverResult(_ markdown: String, range: JSONObject) -> JSONObject {
        ["contents": ["kind": "markdown", "value": markdown] as JSONObject, "range": range]
    }

    private func hoverText(_ symbol: Symbol, table: SymbolTable) -> String? {
        switch symbol.kind {
        case .type(let storyboard):
            guard let index = table.allIndexes.first(where: { $0.name == storyboard }),
                  let type = index.types[symbol.name] else { return nil }
            return typeSummary(type, storyboard: index, table: table)
        case .control:
            return declaredIn(table, "control", symbol.name) { type in
                type.controls[symbol.name].map { "`\($0.kind.rawValue) \($0.name)`" }
            }
        case .unwindAction:
            return declaredIn(table, "unwind action", symbol.name) { type in
                type.unwindActions[symbol.name].map { _ in "`unwind \(symbol.name)`" }
            }
        case .variable:
            var lines = table.allIndexes.filter { $0.globals[symbol.name] != nil }.map { "global in \($0.name)" }
            if let scenes = declaredIn(table, "variable", symbol.name, { $0.variables[symbol.name].map { _ in "var" } }) {
                return ([scenes] + lines).joined(separator: "\n\n")
            }
            lines.insert("**variable** `\(symbol.name)`", at: 0)
            return lines.joined(separator: "\n\n")
        }
    }

    private func declaredIn(_ table: SymbolTable, _ what: String, _ name: String,
                            _ describe: (DeclaredType) -> String?) -> String? {
        let owners = table.allIndexes.flatMap { index in
            index.orderedTypes.compactMap { type in describe(type).map { "- \(type.name): \($0)" } }
        }
        guard !owners.isEmpty else { return nil }
        return "**\(what)** `\(name)`, declared by:\n" + owners.joined(separator: "\n")
    }

    /// `scene RecipeDetail — "Recipe"`, then its controls, segues, unwind actions and children.
    func typeSummary(_ type: DeclaredType, storyboard: StoryboardIndex, table: SymbolTable) -> String {
        var lines = ["**\(type.kind.rawValue)** `\(type.name)`" + (type.title.map { " — \"\($0)\"" } ?? "")]
        lines[0] += " (storyboard \(storyboard.name))"
        if !type.children.isEmpty {
            lines.append("Children: " + type.children.map { "\($0.kind.rawValue) \($0.destination.text)" }
                .joined(separator: ", "))
        }
        if !type.controls.isEmpty {
            lines.append("Controls: " + type.controls.values
                .map { "\($0.kind.rawValue) `\($0.name)`" }.joined(separator: ", "))
        }
        if !type.segues.isEmpty {
            let segues = type.segues.map { segue -> String in
                let trigger = segue.controlName ?? segue.identifier.map { "segue \"\($0)\"" } ?? "segue"
                if segue.kind == .action { return "- `\(trigger)` → its action (the app's code)" }
                let target = segue.kind == .unwind ? (segue.unwindAction ?? "?")
                    : (segue.destination?.name ?? segue.writtenDestination.text)
                let identifier = segue.controlName != nil ? segue.identifier.map { " (id \"\($0)\")" } ?? "" : ""
                return "- `\(trigger)` → \(segue.kind.rawValue) \(target)\(identifier)"
            }
            lines.append("Segues out:\n" + segues.joined(separator: "\n"))
        }
        let reference = TypeReference(storyboard: storyboard.name, name: type.name)
        let sources = table.allIndexes.flatMap { index in
            index.orderedTypes.filter { $0.segues.contains { $0.destination == reference } }.map(\.name)
        }
        if !sources.isEmpty {
            lines.append("Segues in from: " + sources.map { "`\($0)`" }.joined(separator: ", "))
        }
        if !type.unwindActionOrder.isEmpty {
            lines.append("Implements unwind: " + type.unwindActionOrder.map { "`\($0)`" }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n\n")
    }
}
