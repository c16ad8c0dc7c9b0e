import FlowFiles
import FlowLang
import FlowRuntime

// Statements in time of their own size (issue 53).
//
// An input of statements was checked as its text composed with every
// declaration, and run under a program made of that check: each new text cost
// the storyboard twice (100 inputs `print 1` … `print 100` on a 3,000-scene
// file took 3.3 s, where the same input typed 100 times took 0.1 s, its check
// kept). Its check does not need the storyboard: it is checked beside the
// declarations it names, as an input of new scenes is (Session+NewScenes.swift,
// which says why such a check says what the whole one would, and the same
// holds here: a statement can only name what is declared, and what it names
// is in the check), and it runs under the session's program as it is, in
// which every scene is, with the input as a file of its own (`<input N>`,
// `Program.running(_:)`), since the program's composed file holds the
// declarations where the input's check had the input. Anything the small
// check says of the input, an error or a warning, sends it the long way, for
// the whole check's exact words.
extension Session {
    /// Runs an input of statements alone, checked beside the declarations it names, under the
    /// session's program; nil when it is anything else, or has anything to say, or needs what the
    /// program lacks: then it goes the long way.
    func runBesideItsNames(_ split: SplitSource, input: SourceFile, text: String, inputName: String) -> SessionResult? {
        guard let checked = checkBesideItsNames(split, input: input, text: text) else { return nil }
        let outcome = runStatements(checked.index.script, of: declarationsProgram, split: split, text: text, inputName: inputName)
        // No diagnostics: the error and the failures point into the program's sources, or the input.
        var result = SessionResult(diagnostics: [], sources: [], accepted: true, declared: [],
                                   failures: outcome.failures, error: outcome.error)
        result.ranUnder = declarationsProgram
        return result
    }

    /// Runs `script`, an input's statements checked apart from the program's composed file, under
    /// `program` with the input as a file of its own (`inputName`), and keeps the input in the
    /// history with the state it leaves: the quick ways' run of an input of statements alone.
    func runStatements(_ script: [Statement], of program: Program, split: SplitSource, text: String,
                       inputName: String) -> Interpreter.Outcome {
        let presentedBefore = presentedInstances()
        let outcome = interpreter.runSessionStatements(script, of: program.running(SourceFile(path: inputName, text: text)),
                                                       reinitialising: split.variables)
        names?.write(text)
        entries.append(SessionEntry(text: text, statements: split.statements, declared: [], stoppedWithError: outcome.error != nil,
                                    variables: split.variables, declarationChange: DeclarationChange(),
                                    presented: presentedInstances().subtracting(presentedBefore),
                                    inputName: inputName, statementStarts: split.statementStarts))
        states.append(currentState())
        return outcome
    }

    /// The check of an input of statements alone beside the declarations it names, to run under
    /// the session's program; nil when it is anything else, says anything of the input, or needs
    /// what the program lacks.
    func checkBesideItsNames(_ split: SplitSource, input: SourceFile, text: String) -> CheckResult? {
        guard takesInputsQuickly, split.declarations.isEmpty, !split.statements.isEmpty else { return nil }
        let written = SessionNames.names(in: text)
        guard written.isDisjoint(with: Self.scenesFoundByWhatTheyDeclare), !Self.mentionsLayoutCallbacks(text) else {
            return nil
        }
        // (First: made again, the names may bring the program up to the declarations.)
        let positions = currentNames().neededPositions(for: written, strings: SessionNames.strings(in: text))
        // While inputs of new scenes leave the program behind, what it has, or what they add to it.
        if programLags && laggingScenes == nil { return nil }
        let namesNewScenes = laggingScenes.map { !written.isDisjoint(with: $0.names) } ?? false
        let programDeclarations = laggingScenes?.programDeclarations ?? declarations.count
        let needsNewScenes = namesNewScenes || positions.contains { $0 >= programDeclarations }
        guard let checked = checkBesideTheStoryboard(SessionSource.compose(input: input, positions.map { declarations[$0] },
                                                                           path: document.path)) else { return nil }
        let length = UInt32(input.bytes.count)
        let path = document.path
        // Errors in the declarations beside it are the small check's own (one naming a scene left out).
        let inInput = { (diagnostic: Diagnostic) in diagnostic.path == path && diagnostic.range.start <= length }
        guard !checked.diagnostics.contains(where: { $0.isError && (inInput($0) || $0.path != path) }),
              ownDiagnostics(checked.diagnostics, input: input).isEmpty else { return nil }
        guard !needsNewScenes || addPendingScenesToProgram() else { return nil }
        return checked
    }

    /// Checks `composed`, a text composed with some of the declarations, taking the storyboards
    /// they import from the session's program, not parsed nor checked again: such a check costs its
    /// text, not the imports (an app imported whole is a storyboard per file). Each import is still
    /// read, and compared with what the program was made of: nil when one changed on disk since,
    /// and the input goes the long way, which reads it anew (as `:reload` does).
    func checkBesideTheStoryboard(_ composed: SourceFile) -> CheckResult? {
        let known = declarationsProgram.checked.importedIndexes
        guard !known.isEmpty else {
            return check(composed, loader: document.files.sourceLoader(policy: document.filePolicy))
        }
        let made = declarationsProgram.checked.sources
        let files = document.files
        let read = files.sourceLoader(policy: document.filePolicy)
        let changed = ChangedImports()
        let loader: SourceLoader = { written, importer throws(ImportRefusal) in
            let source = try read(written, importer)
            if let source, known[source.path] != nil, made.first(where: { $0.path == source.path })?.bytes != source.bytes {
                changed.note()
            }
            return source
        }
        let checked = check(composed, loader: loader, known: known)
        return changed.any ? nil : checked
    }

    /// Whether `text` names a layout callback: a program made with it logs layout events for its
    /// `expect events`, which the session's program may not (`Program.mentionsLayoutCallbacks`).
    static func mentionsLayoutCallbacks(_ text: String) -> Bool {
        text.contains("LayoutSubviews")
    }
}

/// Whether a check read an import that is not what the session's program was made of.
private final class ChangedImports: @unchecked Sendable {
    private let lock = SystemLock()
    private var changed = false

    func note() { lock.withLock { changed = true } }
    var any: Bool { lock.withLock { changed } }
}
