import FlowKit
import FlowLang
import FoundationEssentials

// codeAction: one quick fix per diagnostic with fix-its that touches the
// requested range, applying all of that diagnostic's fix-its at once. Its
// title is the diagnostic's help when there is one ("did you mean 'X'?").

extension LanguageServer {
    func codeActions(_ params: JSONObject) throws -> Any {
        let document = try document(params)
        guard let range = params.object("range"), let start = Position(json: range.object("start")),
              let end = Position(json: range.object("end")) else { throw ResponseError.invalidParams("missing range") }
        guard let analysis = store.analysis(of: document.uri) else { return [Any]() }
        let low = document.offset(of: start)
        let high = document.offset(of: end)
        let path = DocumentURI.path(of: document.uri)
        return analysis.diagnostics.filter {
            $0.path == path && !$0.fixIts.isEmpty && Int($0.range.start) <= high && low <= Int($0.range.end)
        }.map { diagnostic -> JSONObject in
            let edits: [JSONObject] = diagnostic.fixIts.map {
                ["range": lspRange($0.range, in: document), "newText": $0.replacement]
            }
            let title = diagnostic.help.map { "Fix: \($0)" } ?? "Fix: \(diagnostic.message)"
            return ["title": title, "kind": "quickfix", "isPreferred": diagnostic.fixIts.count == 1,
                    "diagnostics": [lspDiagnostic(diagnostic, in: document, analysis: analysis)],
                    "edit": ["changes": [document.uri: edits]] as JSONObject]
        }
    }
}
