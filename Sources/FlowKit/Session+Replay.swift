// Replaying: the way a session takes a declaration live and undoes. A fresh
// interpreter launches a fresh app under the given declarations and runs the
// history's statements, entry by entry, with the observers muted; then it
// becomes the session's interpreter. All the history's statements are checked
// together first (one composed file, each entry's statements a segment of
// it), so a declaration that breaks an earlier statement is refused before
// anything changes.
extension Session {
    /// Whether there is an input to undo.
    public var canUndo: Bool {
        lock.withLock { !entries.isEmpty }
    }

    /// Undoes the newest input: its declarations and its statements. The app
    /// is relaunched and the rest of the history replayed silently. Returns
    /// false when there is nothing to undo.
    @discardableResult
    public func undo() -> Bool {
        lock.withLock {
            guard !entries.isEmpty else { return false }
            let remaining = Array(entries.dropLast())
            let previous = remaining.last?.declarationsAfter ?? baseDeclarations
            guard case .success = rebuild(declarations: previous, entries: remaining) else { return false }
            entries = remaining
            declarations = previous
            return true
        }
    }

    /// Forgets the whole history and relaunches the app on the session's first declarations.
    public func reset() {
        lock.withLock {
            guard case .success = rebuild(declarations: baseDeclarations, entries: []) else { return }
            entries = []
            declarations = baseDeclarations
        }
    }

    /// Relaunches under `declarations` and replays `entries`; on success the
    /// new interpreter and program are the session's.
    func rebuild(declarations: [DeclarationChunk], entries: [SessionEntry]) -> Result<Void, Refusal> {
        var text = ""
        var segments: [Range<UInt32>] = []
        for entry in entries {
            let start = UInt32(text.utf8.count)
            for statement in entry.statements { text += statement + "\n" }
            segments.append(start..<UInt32(text.utf8.count))
        }
        let composed = SessionSource.compose(text, declarations, path: document.path)
        let checked = check(composed, loader: document.files.sourceLoader)
        if checked.hasErrors { return .failure(Refusal(result: .refused(checked.diagnostics, sources: checked.sources))) }
        let replay = Program(checked)
        let broadcaster = self.broadcaster
        let fresh = Interpreter(program: replay, options: configuration.options) { broadcaster.send($0) }
        broadcaster.setMuted(true)
        defer { broadcaster.setMuted(false) }
        _ = fresh.beginSession()
        let launched = fresh.launchSession(width: configuration.width)
        for (entry, segment) in zip(entries, segments) {
            let statements = checked.index.script.filter { segment.contains($0.range.start) }
            _ = fresh.runSessionStatements(statements, of: replay, reinitialising: entry.variables)
        }
        interpreter = fresh
        lastLaunchError = launched.error
        declarationsProgram = replay
        return .success(())
    }
}

/// A replay that could not start: the result to hand back instead.
struct Refusal: Error {
    var result: SessionResult
}
