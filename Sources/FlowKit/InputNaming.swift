/// Names a session's input in what is reported about it: `<input 7>:1:5`,
/// not the loaded file's path and a line of the composed source that checking
/// and running use (the input first, then the declarations, under the file's
/// path so that relative imports resolve).
struct InputNaming {
    /// `<input N>`.
    let name: String
    /// The path the input was checked and run under.
    let composedPath: String
    let text: String

    /// The result with every diagnostic, failure and error that points into
    /// the input pointing at `name` instead, and the input among the sources
    /// (so renderers show its lines).
    func relabel(_ result: SessionResult) -> SessionResult {
        let length = UInt32(text.utf8.count)
        var relabelled = result
        // Statements run apart have their input's name already; the composed file then holds only the
        // declarations, from offset 0: a place there in a hook is the storyboard's, however small.
        func inInput(_ path: String, _ range: SourceRange) -> Bool {
            !result.ranApart && path == composedPath && range.start <= length
        }
        relabelled.diagnostics = result.diagnostics.map { diagnostic in
            guard inInput(diagnostic.path, diagnostic.range) else { return diagnostic }
            var moved = diagnostic
            moved.path = name
            moved.notes = diagnostic.notes.map { note in
                guard inInput(note.path, note.range) else { return note }
                var movedNote = note
                movedNote.path = name
                return movedNote
            }
            return moved
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        relabelled.failures = result.failures.map { failure in
            guard !result.ranApart, failure.path == composedPath, failure.line <= lines else { return failure }
            var moved = failure
            moved.path = name
            return moved
        }
        if let error = result.error, inInput(error.path, error.range) {
            relabelled.error?.path = name
        }
        relabelled.sources = [SourceFile(path: name, text: text)] + result.sources
        return relabelled
    }
}
