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
            guard let entry = entries.last else { return false }
            let remaining = entries.count - 1
            let target = remaining == 0 ? launchState : states[remaining - 1]
            if entry.onlyAddsScenes, let target, let checkpoint = target.checkpoint {
                undoNewScenes(entry, to: target, checkpoint: checkpoint)
                return true
            }
            let previous = entry.declarationChange.undone(declarations)
            let undoesDeclarations = !entry.declared.isEmpty
            if let target, let checkpoint = target.checkpoint,
               let restored = undoesDeclarations ? program(at: target, of: previous) : (declarationsProgram, !programLags) {
                if undoesDeclarations {
                    interpreter = makeInterpreter(restored.program)
                    declarationsProgram = restored.program
                    programLags = !restored.matches
                    forgetLaggingScenes()
                }
                interpreter.restore(checkpoint)
                lastLaunchError = target.launchError
                statesRestored += 1
            } else {
                guard case .success = rebuild(declarations: previous, entries: Array(entries.dropLast()),
                                              replaying: true) else {
                    return false
                }
            }
            entries.removeLast()
            states.removeLast(states.count - remaining)
            if undoesDeclarations {
                declarations = previous
                statementChecks.removeAll()
                names = nil
            }
            return true
        }
    }

    /// Undoes an input that only added scenes, in time independent of the
    /// storyboard: the scenes leave the end of the declarations, the app goes
    /// back to its checkpoint (the same app: declaring ran nothing), and the
    /// program stays — one with more scenes than the declarations runs the
    /// app as well, and is brought to them when something needs it.
    private func undoNewScenes(_ entry: SessionEntry, to target: SessionState, checkpoint: InterpreterCheckpoint) {
        interpreter.restore(checkpoint)
        lastLaunchError = target.launchError
        statesRestored += 1
        declarations.removeLast(min(entry.declarationChange.appended, declarations.count))
        let wasPending = laggingScenes?.pending.contains { $0.position >= declarations.count } ?? false
        laggingScenes?.pending.removeAll { $0.position >= declarations.count }
        // Scenes that joined the program stay in it (a program with more scenes runs the app as well), but the
        // quick ways must not run under it: what it says of its scenes (a control's owners) is no longer true.
        if laggingScenes?.joined == true && !wasPending { forgetLaggingScenes() }
        names?.forget(entry.declared)
        statementChecks.removeAll()
        programLags = !(target.generation == programGeneration && target.programMatches)
        // Below the program's own declarations, the program is ahead of them, not behind.
        if !programLags || declarations.count < laggingScenes?.programDeclarations ?? 0 { forgetLaggingScenes() }
        entries.removeLast()
        states.removeLast()
    }

    /// Forgets the whole history and relaunches the app on the session's first declarations.
    public func reset() {
        lock.withLock {
            guard case .success = rebuild(declarations: baseDeclarations, entries: [], replaying: true) else { return }
            entries = []
            states = []
            // Often the same declarations (the same array, compared by identity first): the kept checks still
            // hold, unless a declaration typed again word for word stands where the file's did (its places
            // were the input's).
            if declarations != baseDeclarations || !SessionSource.writtenAlike(declarations, baseDeclarations) {
                statementChecks.removeAll()
                names = nil
            }
            declarations = baseDeclarations
        }
    }

    /// Takes `declarations` for the storyboard, checking the history's
    /// statements against them. Replaying, it relaunches and replays
    /// `entries`; otherwise the app carries on from where it is, under the
    /// new program. On success the new interpreter and program are the session's.
    func rebuild(declarations: [DeclarationChunk], entries: [SessionEntry],
                 replaying: Bool) -> Result<Void, Refusal> {
        // A line of its own first: a place at the composition's start (a launch's failure) is in no statement.
        var text = "\n"
        var segments: [Range<UInt32>] = []
        // Each statement a piece of the input that typed it: a declaration refused because an earlier
        // statement no longer checks says where that statement was typed (`<input 2>:1:5`).
        var pieces = SourcePieces()
        for entry in entries {
            let start = UInt32(text.utf8.count)
            let typed = entry.inputName.isEmpty || entry.statements.isEmpty ? nil : SourceFile(path: entry.inputName, text: entry.text)
            for (position, statement) in entry.statements.enumerated() {
                if let typed, position < entry.statementStarts.count {
                    pieces.append(start: UInt32(text.utf8.count), length: UInt32(statement.utf8.count), from: typed,
                                  at: entry.statementStarts[position])
                }
                text += statement + "\n"
            }
            segments.append(start..<UInt32(text.utf8.count))
        }
        let checked = checkWhole(SessionSource.compose(text, declarations, path: document.path, prefixPieces: pieces))
        if checked.hasErrors { return .failure(Refusal(result: .refused(checked.diagnostics, sources: checked.sources))) }
        let program = Program(checked)
        programLags = false
        forgetLaggingScenes()
        if !replaying, let checkpoint = interpreter.checkpoint() {
            let carried = makeInterpreter(program)
            carried.restore(checkpoint)
            interpreter = carried
            declarationsProgram = program
            return .success(())
        }
        let fresh = makeInterpreter(program)
        declarationsProgram = program
        broadcaster.setMuted(true)
        defer { broadcaster.setMuted(false) }
        _ = fresh.beginSession()
        let launched = fresh.launchSession(width: configuration.width)
        let launchError = Self.written(launched.error, in: program)
        func state() -> SessionState {
            SessionState(checkpoint: fresh.checkpoint(), program: program, generation: programGeneration, programMatches: true,
                         launchError: launchError)
        }
        launchState = state()
        var replayed: [SessionState] = []
        for (entry, segment) in zip(entries, segments) {
            let statements = checked.index.script.filter { segment.contains($0.range.start) }
            _ = fresh.runSessionStatements(statements, of: program, reinitialising: entry.variables)
            replayed.append(state())
            statementsReplayed += statements.count
        }
        interpreter = fresh
        states = replayed
        programsKeptFrom = 0
        lastLaunchError = launchError
        return .success(())
    }

    /// The program `state` ran under, and whether it was of `declarations`
    /// exactly; made again from them when the state let its program go.
    private func program(at state: SessionState, of declarations: [DeclarationChunk]) -> (program: Program, matches: Bool)? {
        if let program = state.program { return (program, state.programMatches) }
        return program(of: declarations).map { ($0, true) }
    }

    /// The program of `declarations` alone, as the session checked them when
    /// it accepted them; nil if they no longer check (an imported file changed).
    func program(of declarations: [DeclarationChunk]) -> Program? {
        let checked = checkWhole(SessionSource.compose("", declarations, path: document.path))
        return checked.hasErrors ? nil : Program(checked)
    }

    /// Checks `composed`, a text composed with every declaration, counting it (`wholeChecks`).
    func checkWhole(_ composed: SourceFile) -> CheckResult {
        wholeChecks += 1
        return check(composed, loader: document.files.sourceLoader(policy: document.filePolicy))
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

    /// Forgets what a lagging program lacked, and the checks kept under it: the program changed.
    func forgetLaggingScenes() {
        laggingScenes = nil
        laggingChecks.removeAll()
    }

    /// The state to come back to: the app as it is, under the current program.
    func currentState() -> SessionState {
        SessionState(checkpoint: interpreter.checkpoint(), program: declarationsProgram,
                     generation: programGeneration, programMatches: !programLags, launchError: lastLaunchError)
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
    /// Which of the session's programs it ran under (`Session.programGeneration`), kept when `program` is let go.
    var generation: Int
    /// Whether that program was of the declarations of that point exactly
    /// (not one an input of new scenes left behind, `Session.programLags`).
    var programMatches: Bool
    /// What stopped the launch the state's app came from (`Session.launchError`): an undo
    /// back to the state says it again, not what a later declaration's relaunch said.
    var launchError: RuntimeError?
}

/// A replay that could not start: the result to hand back instead.
struct Refusal: Error {
    var result: SessionResult
}
