import FlowKit
import FlowLang
import FoundationEssentials

// documentSymbol: the outline of the open file — scenes, containers,
// animators and presenters with their controls, unwind actions and variables
// as children, then global variables and tests.

extension LanguageServer {
    func documentSymbols(_ params: JSONObject) throws -> Any {
        let document = try document(params)
        guard let analysis = store.analysis(of: document.uri) else { return [Any]() }
        let index = analysis.index
        func symbol(_ name: String, kind: Int, detail: String, range: SourceRange, selection: SourceRange,
                    children: [JSONObject] = []) -> JSONObject {
            ["name": name, "kind": kind, "detail": detail, "range": lspRange(range.union(selection), in: document),
             "selectionRange": lspRange(selection, in: document), "children": children]
        }
        var result: [JSONObject] = index.orderedTypes.map { type in
            var children: [JSONObject] = type.controls.values.map {
                symbol($0.name, kind: 8, detail: $0.kind.rawValue, range: $0.range, selection: $0.range)
            }
            children += type.unwindActions.values.map {
                symbol($0.name, kind: 6, detail: "unwind action", range: $0.range, selection: $0.range)
            }
            children += type.variables.values.map {
                symbol($0.name, kind: 13, detail: "var", range: $0.range, selection: $0.range)
            }
            let kind: Int
            switch type.kind {
            case .scene: kind = 5  // Class
            case .navigation, .tabs, .split, .container, .pages: kind = 2  // Module: it holds scenes
            case .animator, .presenter: kind = 19  // Object
            }
            return symbol(type.name, kind: kind, detail: type.kind.rawValue + (type.title.map { " \"\($0)\"" } ?? ""),
                          range: type.declaration.range, selection: type.nameRange, children: children)
        }
        result += index.globals.values.map {
            symbol($0.name, kind: 13, detail: "var", range: $0.range, selection: $0.range)
        }
        result += index.tests.map {
            symbol($0.name, kind: 12, detail: "test", range: $0.body.range, selection: $0.range)
        }
        return result
    }
}
