import FlowKit
import FlowLang
import FoundationEssentials

// formatting: the file in `flow fmt`'s canonical layout, as one edit replacing
// the whole text (no edit when it is already canonical). A file with syntax
// errors is not formatted, as `flow fmt` refuses it: the request fails.

extension LanguageServer {
    func formatting(_ params: JSONObject) throws -> Any {
        let document = try document(params)
        let source = SourceFile(path: DocumentURI.path(of: document.uri), bytes: document.bytes)
        guard let text = format(source).text else {
            throw ResponseError(code: .requestFailed, message: "the file has syntax errors; fix them to format it")
        }
        guard Array(text.utf8) != document.bytes else { return [Any]() }
        let end = document.position(of: document.bytes.count)
        return [["range": ["start": Position(line: 0, character: 0).json, "end": end.json] as JSONObject,
                 "newText": text] as JSONObject]
    }
}
