// didOpen, didChange, didSave, didClose: the client's copy of each open file
// kept in step, diagnostics published after each change. A notification with
// unusable params is ignored (notifications get no error response).

extension LanguageServer {
    func didOpen(_ params: JSONObject) {
        guard let item = params.object("textDocument"), let uri = item.string("uri"),
              let text = item.string("text") else { return }
        store.open(TextDocument(uri: uri, version: item.int("version") ?? 0, text: text))
        documentsChanged(uri)
    }

    func didChange(_ params: JSONObject) {
        guard let identifier = params.object("textDocument"), let uri = identifier.string("uri"),
              var document = store[uri], let changes = params.array("contentChanges") else { return }
        // All or nothing: the edits are relative to each other, so applying
        // the rest around a malformed one would leave a text the client does not have.
        var edits: [(range: (start: Position, end: Position)?, text: String)] = []
        for change in changes {
            guard let change = change as? JSONObject, let text = change.string("text") else { return }
            if let range = change.object("range") {
                guard let start = Position(json: range.object("start")),
                      let end = Position(json: range.object("end")) else { return }
                edits.append(((start, end), text))
            } else {
                edits.append((nil, text))
            }
        }
        for edit in edits { document.apply(range: edit.range, text: edit.text) }
        if let version = identifier.int("version") { document.version = version }
        store.update(document)
        documentsChanged(uri)
    }

    func didSave(_ params: JSONObject) {
        guard let uri = params.object("textDocument")?.string("uri"), store[uri] != nil else { return }
        // Files on disk that the open ones import may have changed with the save.
        store.invalidateAll()
        publishAllDiagnostics(first: uri)
    }

    func didClose(_ params: JSONObject) {
        guard let uri = params.object("textDocument")?.string("uri"), store[uri] != nil else { return }
        let imported = store.importedProblems[uri] ?? []
        store.close(uri)
        // A closed file's problems leave the Problems list with it, and those
        // of its imports that only it reported.
        sendNotification(method: "textDocument/publishDiagnostics", params: ["uri": uri, "diagnostics": [Any]()])
        clearImportedProblems(imported, ofAllBut: uri)
        store.invalidateAll()
        publishAllDiagnostics()
    }

    /// After `uri` changed, the documents that import it are checked again too.
    private func documentsChanged(_ uri: String) {
        for affected in store.invalidate(changed: uri) where store[affected] != nil {
            publishDiagnostics(affected)
        }
    }

    private func publishAllDiagnostics(first: String? = nil) {
        if let first { publishDiagnostics(first) }
        for uri in store.documents.keys.sorted() where uri != first {
            publishDiagnostics(uri)
        }
    }
}
