import FlowKit
import FlowLang
import Foundation

// publishDiagnostics: every error and warning of a document, with its message
// id as the code, its help appended to the message, and its notes as related
// information (which may point into imported files). A document shows its own
// diagnostics; an imported file's show when it is opened.

extension LanguageServer {
    func publishDiagnostics(_ uri: String) {
        guard let document = store[uri], let analysis = store.analysis(of: uri) else { return }
        let path = DocumentURI.path(of: uri)
        let diagnostics = analysis.diagnostics.filter { $0.path == path }.map {
            lspDiagnostic($0, in: document, analysis: analysis)
        }
        sendNotification(method: "textDocument/publishDiagnostics",
                         params: ["uri": uri, "version": document.version, "diagnostics": diagnostics])
    }

    func lspDiagnostic(_ diagnostic: Diagnostic, in document: TextDocument, analysis: CheckResult) -> JSONObject {
        var message = diagnostic.message
        if let help = diagnostic.help { message += "\nhelp: \(help)" }
        var result: JSONObject = [
            "range": lspRange(diagnostic.range, in: document),
            "severity": diagnostic.isError ? 1 : 2,
            "code": diagnostic.id,
            "source": "flow",
            "message": message,
        ]
        let related: [JSONObject] = diagnostic.notes.map { note in
            ["location": location(path: note.path, range: note.range, analysis: analysis),
             "message": note.message]
        }
        if !related.isEmpty { result["relatedInformation"] = related }
        return result
    }

    /// An LSP range of a byte range in `document`.
    func lspRange(_ range: SourceRange, in document: TextDocument) -> JSONObject {
        ["start": document.position(of: Int(range.start)).json, "end": document.position(of: Int(range.end)).json]
    }

    /// An LSP location of a byte range in `path`, which is the open document, another
    /// open document or a file the check read (its text comes from the check's sources).
    func location(path: String, range: SourceRange, analysis: CheckResult) -> JSONObject {
        let uri = DocumentURI.uri(of: path)
        let document = store.documents.values.first { DocumentURI.path(of: $0.uri) == path }
            ?? TextDocument(uri: uri, version: 0,
                            text: analysis.sources.first { $0.path == path }.map { $0.text(in: SourceRange(
                                start: 0, end: UInt32(clamping: $0.bytes.count))) } ?? "")
        return ["uri": document.uri, "range": lspRange(range, in: document)]
    }
}
