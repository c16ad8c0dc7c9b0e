import FlowKit
import FlowLang
import FoundationEssentials

// publishDiagnostics: every error and warning of a document, with its message
// id as the code, its help appended to the message, and its notes as related
// information (which may point into imported files). Problems of an
// imported file that is not open are published under that file's URI, as
// `flow check` reports them, so they show in the editor's problem list; an
// open file publishes its own.

extension LanguageServer {
    func publishDiagnostics(_ uri: String) {
        guard let document = store[uri], let analysis = store.analysis(of: uri) else { return }
        let path = DocumentURI.path(of: uri)
        let diagnostics = analysis.diagnostics.filter { $0.path == path }.map {
            lspDiagnostic($0, in: document, analysis: analysis)
        }
        sendNotification(method: "textDocument/publishDiagnostics",
                         params: ["uri": uri, "version": document.version, "diagnostics": diagnostics])
        publishImportedDiagnostics(of: uri, analysis: analysis)
    }

    /// Publishes the problems of `uri`'s imports that are not open, and clears
    /// those it published before that are gone.
    private func publishImportedDiagnostics(of uri: String, analysis: CheckResult) {
        let openPaths = Set(store.documents.keys.map(DocumentURI.path(of:)))
        var byPath: [String: [Diagnostic]] = [:]
        for diagnostic in analysis.diagnostics where !openPaths.contains(diagnostic.path) {
            byPath[diagnostic.path, default: []].append(diagnostic)
        }
        let published = Set(byPath.keys)
        clearImportedProblems((store.importedProblems[uri] ?? []).subtracting(published), ofAllBut: uri)
        for (path, diagnostics) in byPath.sorted(by: { $0.key < $1.key }) {
            let document = TextDocument(uri: DocumentURI.uri(of: path), version: 0,
                                        bytes: analysis.sources.first { $0.path == path }?.bytes ?? [])
            sendNotification(method: "textDocument/publishDiagnostics", params: [
                "uri": document.uri,
                "diagnostics": diagnostics.map { lspDiagnostic($0, in: document, analysis: analysis) },
            ])
        }
        store.importedProblems[uri] = published
    }

    /// Clears the problems published for `paths` (imports that are not open)
    /// that no open document but `uri` reports: another file importing the
    /// same one still shows them.
    func clearImportedProblems(_ paths: Set<String>, ofAllBut uri: String) {
        let openPaths = Set(store.documents.keys.map(DocumentURI.path(of:)))
        let stillReported = store.importedProblems.filter { $0.key != uri }.values.reduce(into: Set<String>()) {
            $0.formUnion($1)
        }
        for path in paths.sorted() where !openPaths.contains(path) && !stillReported.contains(path) {
            sendNotification(method: "textDocument/publishDiagnostics",
                             params: ["uri": DocumentURI.uri(of: path), "diagnostics": [Any]()])
        }
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
        let related: [JSONObject] = diagnostic.notes.filter { !$0.onlyInJSON }.map { note in
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
            ?? TextDocument(uri: uri, version: 0, bytes: analysis.sources.first { $0.path == path }?.bytes ?? [])
        return ["uri": document.uri, "range": lspRange(range, in: document)]
    }
}
