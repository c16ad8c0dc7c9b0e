import FlowRuntime

// Undo and declarations: how a session goes back, and how it takes a
// declaration live (the strategy is explained on `Session`). Replaying is
// the fallback: a fresh interpreter launches a fresh app under the given
// declarations and runs the history's statements, entry by entry, with the
// observers muted, keeping a checkpoint after each. All the history's
// statements are checked together first (one composed file, each entry's
// statements a segment of it), so a declaration that breaks an earlier
// statement is refused before anything changes.
extension Session {
    /// Whether there is an input to undo.
    public var canUndo: Bool {
        lock.withLock { !entries.isEmpty }
    }

    /// Undoes the newest input: its declarations and its statements. The app
    /// goes back to the checkpoint taken before it (relaunched and replayed
    /// only when there is none). Returns false when there is nothing to undo.
    @discardableResult
    public func undo() -> Bool {
        lock.withLock {
            guard !entries.isEmpty else { return false }
            let remaining = Array(entries.dropLast())
            let previous = entries.last.map { $0.declarationChange.undone(declarations) } ?? baseDeclarations
            let target = remaining.isEmpty ? launchState : states[remaining.count - 1]
            let undoesDeclarations = !(entries.last?.declared.isEmpty ?? true)
            if let target, let checkpoint = target.checkpoint,
               let program = undoesDeclarations ? target.program ?? self.program(of: previous) : declarationsProgram {
                if undoesDeclarations {
                    interpreter = makeInterpreter(program)
                    declarationsProgram = program
                }
                interpreter.restore(checkpoint)
                statesRestored += 1
            } else {
                guard case .success = rebuild(declarations: previous, entries: remaining, replaying: true) else {
                    return false
                }
            }
            entries = remaining
            states.removeLast(states.count - remaining.count)
            declarations = previous
            return true
        }
    }

    /// Forgets the whole history and relaunches the app on the session's first declarations.
    public func reset() {
        lock.withLock {
            guard case .success = rebuild(declarations: baseDeclarations, entries: [], replaying: true) else { return }
            entries = []
            states = []
            declarations = baseDeclarations
        }
    }

    /// Takes `declarations` for the storyboard, checking the history's
    /// statements against them. Replaying, it relaunches and replays
    /// `entries`; otherwise the app carries on from where it is, under the
    /// new program. On success the new interpreter and program are the session's.
    func rebuild(declarations: [DeclarationChunk], entries: [SessionEntry],
                 replaying: Bool) -> Result<Void, Refusal> {
        var text = ""
        var segments: [Range<UInt32>] = []
        for entry in entries {
            let start = UInt32(text.utf8.count)
            for statement in entry.statements { text += statement + "\n" }
            segments.append(start..<UInt32(text.utf8.count))
        }
        let composed = SessionSource.compose(text, declarations, path: document.path)
        let checked = check(composed, loader: document.files.sourceLoader(policy: document.filePolicy))
        if checked.hasErrors { return .failure(Refusal(result: .refused(checked.diagnostics, sources: checked.sources))) }
        let program = Program(checked)
        if !replaying, let checkpoint = interpreter.checkpoint() {
            let carried = makeInterpreter(program)
            carried.restore(checkpoint)
            interpreter = carried
            declarationsProgram = program
            return .success(())
        }
        let fresh = makeInterpreter(program)
        broadcaster.setMuted(true)
        defer { broadcaster.setMuted(false) }
        _ = fresh.beginSession()
        let launched = fresh.launchSession(width: configuration.width)
        launchState = SessionState(checkpoint: fresh.checkpoint(), program: program)
        var replayed: [SessionState] = []
        for (entry, segment) in zip(entries, segments) {
            let statements = checked.index.script.filter { segment.contains($0.range.start) }
            _ = fresh.runSessionStatements(statements, of: program, reinitialising: entry.variables)
            replayed.append(SessionState(checkpoint: fresh.checkpoint(), program: program))
            statementsReplayed += statements.count
        }
        interpreter = fresh
        states = replayed
        programsKeptFrom = 0
        lastLaunchError = launched.error
        declarationsProgram = program
        return .success(())
    }

    /// The program of `declarations` alone, as the session checked them when
    /// it accepted them; nil if they no longer check (an imported file changed).
    func program(of declarations: [DeclarationChunk]) -> Program? {
        let checked = check(SessionSource.compose("", declarations, path: document.path),
                            loader: document.files.sourceLoader(policy: document.filePolicy))
        return checked.hasErrors ? nil : Program(checked)
    }

    /// Undo points before the newest stop holding the program they ran under
    /// (each declaration makes a program of the whole storyboard, and 2,000
    /// declarations kept 2,000 of them: 1.9 GB, issue 53); an undo to one of
    /// them makes its program again from its declarations, in time linear in
    /// the storyboard, as the declaration itself took.
    func forgetOlderPrograms() {
        programsKeptFrom = min(programsKeptFrom, states.count)
        while programsKeptFrom < states.count - 1 {
            states[programsKeptFrom].program = nil
            programsKeptFrom += 1
        }
    }

    /// An interpreter for `program` whose trace goes to the session's observers.
    func makeInterpreter(_ program: Program) -> Interpreter {
        let broadcaster = self.broadcaster
        return Interpreter(program: program, options: configuration.options) { broadcaster.send($0) }
    }
}

/// What a session can go back to: the run's checkpoint after an input (nil
/// when a transition was still in flight), and the program it ran under —
/// nil once a later input declared something (`Session.forgetOlderPrograms`):
/// undo then makes it again from the declarations of that point.
struct SessionState {
    var checkpoint: InterpreterCheckpoint?
    var program: Program?
}

/// A replay that could not start: the result to hand back instead.
struct Refusal: Error {
    var result: SessionResult
}
