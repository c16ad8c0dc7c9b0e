import FlowFiles
import FoundationEssentials

/// A live app: a document's storyboard launched at a width class, driven a
/// piece of text at a time, as a REPL or an editor's preview drives it.
///
/// Text runs as a file's top-level items: its statements run at once, on the
/// app as it is; its declarations (a new scene, a changed one, a `var`, a
/// `test`) replace the session's declarations of the same name or extend them,
/// and take effect live. The session keeps every accepted input, so it can
/// undo, and save itself as a script (`script()`).
///
/// How declarations and undo work: after every input the session keeps a
/// checkpoint of the app and the variables (a value: `Interpreter.checkpoint()`).
/// Undo restores the one before the newest input, in O(the app's size). A
/// declaration that only adds (a new scene, `var` or `test`) cannot change
/// what earlier inputs did, so the app carries on from the current checkpoint
/// under the extended storyboard; an input of new scenes alone is checked
/// beside the declarations it names rather than the whole storyboard, and the
/// program catches up when something next needs it (a statement naming none of
/// the new scenes runs under it as it is), so declaring costs the input, not
/// the storyboard (Session+NewScenes.swift); an input of statements is checked
/// beside the declarations it names too, and runs under the program as it is
/// (Session+Statements.swift). A declaration that replaces one (a changed
/// scene, a redeclared `var`) may change what every earlier input did, so the
/// session relaunches a fresh app and replays its history silently (observers
/// see only what happens afterwards); the model is deterministic, so the
/// replayed app is in the state it would be in had the declarations been there
/// from the start. A `var` redeclared starts again from its new initial value
/// at the point where it was declared.
///
/// Threading: a session serialises its calls under a lock, so it may be used
/// from any thread; observers are called on the thread running the session,
/// in the middle of the call, and must not call back into it. Two sessions
/// share nothing and run in parallel.
public final class Session: @unchecked Sendable {
    /// How the app is launched and how statements are run.
    public struct Configuration: Sendable {
        /// The window's horizontal size class at launch.
        public var width: WidthClass
        /// The iOS major version whose rules apply (`12` for the pre-iOS 13 sheet
        /// rules); nil: what the document says (`platform iOS 12`), else current iOS.
        public var platformVersion: Int?
        /// The step limit, hook depth and `strict`, for each input.
        public var options: Interpreter.Options
        /// The scene the app launches, whatever the document's `initial` says
        /// (`flow repl --initial`); nil: the document's.
        public var initial: String?

        /// A configuration; by default compact width, the document's platform, default limits.
        public init(width: WidthClass = .compact, platformVersion: Int? = nil,
                    options: Interpreter.Options = Interpreter.Options()) {
            self.width = width
            self.platformVersion = platformVersion
            self.options = options
        }
    }

    /// The document the session was opened on.
    public let document: FlowDocument
    /// How the session launches and runs.
    public let configuration: Configuration

    let lock = SystemLock(recursive: true)
    let broadcaster = TraceBroadcaster()
    /// The declarations the session started from (the document's, and the configured platform).
    let baseDeclarations: [DeclarationChunk]
    /// The current declarations. Whoever changes them drops `statementChecks`
    /// (an observer comparing old and new copied the array at every change,
    /// which made adding a scene linear in the storyboard).
    var declarations: [DeclarationChunk]
    /// Where each declaration stands and the names written so far, for
    /// inputs of new scenes (Session+NewScenes.swift); nil until one needs it
    /// after a change it cannot follow.
    var names: SessionNames?
    /// Checks of statement-only inputs under the current declarations (StatementChecks.swift).
    var statementChecks = StatementChecks()
    /// While inputs of new scenes leave the program behind: what it lacks, for statements that need
    /// none of it (Session+NewScenes.swift); nil when the program matches or its lag is not known.
    var laggingScenes: LaggingScenes?
    /// Checks of statement-only inputs under the program `laggingScenes` describes.
    var laggingChecks = StatementChecks()
    /// Every accepted input, oldest first.
    var entries: [SessionEntry] = []
    /// After each entry of `entries`, the state to come back to on undo.
    var states: [SessionState] = []
    /// The state right after the launch, before any input.
    var launchState: SessionState?
    /// The first of `states` that may still hold its program (`forgetOlderPrograms`).
    var programsKeptFrom = 0
    /// The interpreter driving the current app.
    var interpreter: Interpreter
    /// The program of the current declarations (no statements), for tests and
    /// replays — or of fewer or more of them while `programLags`: call
    /// `catchUpProgram()` before reading what it declares.
    var declarationsProgram: Program {
        didSet { programGeneration += 1 }
    }
    /// Counts the programs `declarationsProgram` has held, so a state can say which one it ran under.
    var programGeneration = 0
    /// Whether the program may differ from the declarations: inputs of new
    /// scenes leave it behind, and undoing one leaves it ahead.
    var programLags = false
    /// What stopped the latest launch, if anything did.
    var lastLaunchError: RuntimeError?
    /// Work counters, for tests that prove undo and declarations cost no
    /// replay of the history: statements run again by replays, checkpoints
    /// restored, checks of the text composed with every declaration.
    var statementsReplayed = 0
    var statesRestored = 0
    var wholeChecks = 0
    /// Inputs given to `run`, accepted or not: the next is `<input N+1>` in diagnostics.
    var inputCount = 0
    /// Whether inputs of new scenes, and of statements, are checked beside what
    /// they depend on rather than against the whole storyboard
    /// (Session+NewScenes.swift, Session+Statements.swift); the fuzzing
    /// oracle turns it off to compare both ways.
    package var takesInputsQuickly = true
    /// Whether a declaration that breaks only tests goes through, the broken
    /// tests set aside (`dropsStaleTests`).
    var dropsStaleTestsValue = false

    /// When true, a declaration whose only errors are in tests it broke (a
    /// renamed control a test still taps) is accepted and those tests are
    /// set aside, each with a warning; when false (the default) it is
    /// refused, saying why. `:stale-tests drop` in the REPL.
    public var dropsStaleTests: Bool {
        get { lock.withLock { dropsStaleTestsValue } }
        set { lock.withLock { dropsStaleTestsValue = newValue } }
    }

    /// Opens a session on `document` and launches its app. Throws when the
    /// document has errors.
    public init(document: FlowDocument, configuration: Configuration = Configuration()) throws(SessionError) {
        guard !document.hasErrors else { throw SessionError(diagnostics: document.diagnostics.filter(\.isError)) }
        self.document = document
        var configuration = configuration
        configuration.options.files = document.filePolicy
        self.configuration = configuration
        let main = document.sources.first ?? SourceFile(path: document.path, bytes: [])
        var base = SessionSource.split(document.syntax, in: main).declarations
        base = SessionSource.merge(base, with: Self.declarations(of: configuration))
        baseDeclarations = base
        declarations = base
        let broadcaster = self.broadcaster
        let composed = SessionSource.compose("", base, path: document.path)
        let checked = check(composed, loader: document.files.sourceLoader(policy: document.filePolicy))
        guard !checked.hasErrors else {
            var places = WrittenPlaces(checked.sources)
            throw SessionError(diagnostics: checked.diagnostics.filter(\.isError).map { places.moved($0) })
        }
        declarationsProgram = Program(checked)
        interpreter = Interpreter(program: declarationsProgram, options: configuration.options) {
            broadcaster.send($0)
        }
        _ = interpreter.beginSession()
        lastLaunchError = Self.written(interpreter.launchSession(width: configuration.width).error, in: declarationsProgram)
        launchState = currentState()
    }

    /// The runtime error or UIKit exception that stopped the app's launch (at
    /// opening, or at the relaunch of an undo or a declaration), where it was
    /// written (the file's line, not the session's composition); nil when it launched.
    public var launchError: RuntimeError? {
        lock.withLock { lastLaunchError }
    }

    /// The session's history: every accepted input, oldest first.
    public var history: [SessionEntry] {
        lock.withLock { entries }
    }

    /// Runs `text` as a file's top-level items: declarations join the
    /// storyboard (replacing those of the same name), then statements run on
    /// the app as it is. Nothing changes when the text has errors, or when a
    /// declaration would make the session's earlier statements invalid.
    @discardableResult
    public func run(_ text: String) -> SessionResult {
        lock.withLock { runLocked(text) }
    }

    /// Runs top-level items given as syntax: `source` is the text their ranges point into.
    @discardableResult
    public func run(_ items: [TopLevelItem], in source: SourceFile) -> SessionResult {
        run(items.map(\.range), of: source)
    }

    /// Runs statements given as syntax (an array, a file's `statements`):
    /// `source` is the text their ranges point into.
    @discardableResult
    public func run(_ statements: some Collection<Statement>, in source: SourceFile) -> SessionResult {
        run(statements.map(\.range), of: source)
    }

    /// Runs the document's own top-level statements (its script), as one input.
    @discardableResult
    public func runDocumentScript() -> SessionResult {
        let main = document.sources.first ?? SourceFile(path: document.path, bytes: [])
        let split = SessionSource.split(document.syntax, in: main)
        return run(zip(split.statements, split.statementStarts).map { text, start in
            SourceRange(start: start, end: start + UInt32(text.utf8.count))
        }, of: main)
    }

    /// Runs the parts of `source` at `ranges`, one to a line, as one input whose places are
    /// reported where the parts were written: `source`'s lines, not a made-up `<input N>`'s.
    private func run(_ ranges: [SourceRange], of source: SourceFile) -> SessionResult {
        var text = ""
        var pieces = SourcePieces()
        for range in ranges {
            if !text.isEmpty { text += "\n" }
            pieces.append(start: UInt32(text.utf8.count), length: range.end - range.start, from: source, at: range.start)
            text += source.text(in: range)
        }
        return lock.withLock { runLocked(text, pieces: pieces) }
    }

    /// Runs `text` as the next input; `pieces` say where its parts were written when it was not typed.
    private func runLocked(_ text: String, pieces: SourcePieces = SourcePieces()) -> SessionResult {
        inputCount += 1
        let name = "<input \(inputCount)>"
        let named = SourceFile(path: name, text: text, pieces: pieces)
        return WrittenPlaces.relabel(runInput(text, named: named), input: named)
    }

    /// Runs `text`, the input the session calls `named` (`<input 3>`, its text and the name its
    /// places are reported in); checked and run under the document's path, so that relative
    /// imports resolve as the document's do.
    private func runInput(_ text: String, named named: SourceFile) -> SessionResult {
        let name = named.path
        let input = SourceFile(path: document.path, text: text)
        let parsed = parse(named)
        if parsed.hasErrors { return .refused(parsed.diagnostics, sources: [named]) }
        let split = SessionSource.split(parsed.file, in: input, origin: named)
        if let taken = takeNewScenes(split, of: parsed.file, input: input, text: text, inputName: name) { return taken }
        if let ran = runBesideItsNames(split, input: input, text: text, inputName: name) { return ran }
        if let ran = runBesideNewScenes(split, input: input, text: text, inputName: name) { return ran }
        if programLags {
            // A statement naming a new scene: the program catches up, and the statement is then checked beside what it names.
            catchUpProgram()
            if let ran = runBesideItsNames(split, input: input, text: text, inputName: name) { return ran }
        }
        let newKeys = Set(split.declarations.map(\.key))
        var change = DeclarationChange()
        var merged = SessionSource.merge(declarations, with: split.declarations, change: &change)
        let statementsOnly = split.declarations.isEmpty
        var kept = statementsOnly ? statementChecks.entry(for: text) : nil
        var checked = kept?.checked ?? checkWhole(SessionSource.compose(input: named, merged.filter { !newKeys.contains($0.key) },
                                                                        path: document.path))
        var dropped: [DeclarationChunk] = []
        if checked.hasErrors && dropsStaleTestsValue && !statementsOnly {
            // Only tests the new declarations broke: set them aside and go on.
            let others = merged.filter { !newKeys.contains($0.key) }
            if let stale = Self.staleTests(checked.diagnostics, prefix: text, declarations: others, path: document.path) {
                for (position, chunk) in merged.enumerated() where stale.contains(chunk.key) {
                    change.removed.append(DeclarationChange.Placed(position: position, chunk: chunk))
                    dropped.append(chunk)
                }
                merged.removeAll { stale.contains($0.key) }
                let composed = SessionSource.compose(input: named, merged.filter { !newKeys.contains($0.key) },
                                                     path: document.path)
                checked = checkWhole(composed)
            }
        }
        if statementsOnly && kept == nil {
            kept = StatementChecks.Entry(checked)
            kept.map { statementChecks.keep($0, for: text) }
        }
        if checked.hasErrors {
            // The input's own diagnostics and the errors it causes elsewhere; not the warnings of
            // the rest of the storyboard, which were said when it was loaded (and whose places here
            // are the composed text's, not the file's: line 4 of a file was shown as line 9).
            let length = UInt32(input.bytes.count)
            let relevant = checked.diagnostics.filter { diagnostic in
                diagnostic.isError || (diagnostic.path == document.path && diagnostic.range.start <= length
                                       && !Self.isAboutTheLaunch(diagnostic))
            }
            return .refused(explainingRefusal(relevant, input: input, split: split), sources: checked.sources)
        }
        if !split.declarations.isEmpty {
            let current = Set(declarations.map(\.key))
            let replaces = split.declarations.contains { current.contains($0.key) }
            // Undo goes back to the states the earlier inputs made under the
            // declarations they ran with: the replay's states are under the
            // new ones (and are the launch's, when a new initialiser fails).
            let earlier = (states, launchState)
            switch rebuild(declarations: merged, entries: entries, replaying: replaces) {
            case .failure(let refused):
                // The errors are in what earlier inputs ran, which the replay checks again (each statement
                // placed where it was typed); the input is not in that composition: it says so in its own name.
                let explanation = refusal(declaring: split, leaving: "what earlier inputs ran", at: name,
                                          length: UInt32(input.bytes.count))
                return .refused([explanation] + refused.result.diagnostics.filter(\.isError), sources: refused.result.sources)
            case .success: break
            }
            (states, launchState) = earlier
        }
        let presentedBefore = presentedInstances()
        // Declarations alone run nothing: the program the rebuild just made serves (making one of
        // this check too was a fifth of a declaration's time).
        // Its statements in a file of their own, `<input N>`, as the quick way runs them (the composed file
        // has the input first: the places are the same).
        let program = split.statements.isEmpty && !split.declarations.isEmpty
            ? declarationsProgram : (kept?.program ?? Program(checked)).running(SourceFile(path: name, text: text))
        let outcome = interpreter.runSessionStatements(checked.index.script, of: program, reinitialising: split.variables)
        let declared = split.declarations.map(\.key)
        // Statements alone leave the declarations (and the checks kept under them) as they are.
        if statementsOnly {
            names?.write(text)
        } else {
            declarations = merged
            statementChecks.removeAll()
            names = nil
        }
        if !split.statements.isEmpty || !split.declarations.isEmpty {
            entries.append(SessionEntry(text: text, statements: split.statements, declared: declared,
                                        stoppedWithError: outcome.error != nil, variables: split.variables,
                                        declarationChange: change,
                                        presented: presentedInstances().subtracting(presentedBefore),
                                        inputName: name, statementStarts: split.statementStarts))
            states.append(currentState())
            if !split.declarations.isEmpty { forgetOlderPrograms() }
        }
        var result = SessionResult(diagnostics: ownDiagnostics(checked.diagnostics, input: input), sources: checked.sources,
                                   accepted: true, declared: declared, failures: outcome.failures, error: outcome.error)
        result.ranUnder = program
        result.placedWhereWritten = dropped.map { setAside($0, input: named) }
        return result
    }
}

extension Session {
    /// What `configuration` declares (`platform iOS 12`, `initial Settings`): written nowhere,
    /// so a place in it is reported in a file of its own, `<configuration>`, one line each.
    static func declarations(of configuration: Configuration) -> [DeclarationChunk] {
        var lines: [(key: String, text: String)] = []
        if let version = configuration.platformVersion { lines.append(("platform", "platform iOS \(version)")) }
        if let initial = configuration.initial { lines.append(("initial", "initial \(initial)")) }
        let source = SourceFile(path: "<configuration>", text: lines.map(\.text).joined(separator: "\n"))
        var start: UInt32 = 0
        return lines.map { line in
            defer { start += UInt32(line.text.utf8.count) + 1 }
            return DeclarationChunk(key: line.key, text: line.text, origin: (source, start))
        }
    }

    /// `error`, a launch's under `program`, where it was written (`WrittenPlaces`).
    static func written(_ error: RuntimeError?, in program: Program) -> RuntimeError? {
        var places = WrittenPlaces(program.checked.sources)
        return error.map { places.moved($0) }
    }

    /// What an accepted input is told: the warnings in its own text, but not
    /// that the storyboard has no `initial` — the app launched long ago, and
    /// the scene that warning names is only the input's, which the check composes first.
    func ownDiagnostics(_ diagnostics: [Diagnostic], input: SourceFile) -> [Diagnostic] {
        diagnostics.filter { diagnostic in
            diagnostic.path == document.path && Int(diagnostic.range.start) < input.bytes.count
                && !Self.isAboutTheLaunch(diagnostic)
        }
    }

    /// Whether a diagnostic is the storyboard's "no 'initial'" warning: not an input's to hear (the
    /// app launched long ago, and the scene it names is only the input's, composed first).
    static func isAboutTheLaunch(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.id == "missing-initial"
    }

    /// The names of the instances presented now, anywhere in the window.
    func presentedInstances() -> Set<String> {
        guard let root = interpreter.app?.snapshot().root else { return [] }
        var names: Set<String> = []
        func walk(_ node: HierarchySnapshot.Node) {
            for child in node.children { walk(child) }
            if let presented = node.presented {
                names.insert(presented.node.name)
                walk(presented.node)
            }
        }
        walk(root)
        return names
    }

    /// The input that presented `instance`, if the history still holds it.
    func inputThatPresented(_ instance: String) -> String? {
        entries.last { $0.presented.contains(instance) }?.text
    }

    /// The warning that `test` was set aside, at its first line where it was written (the file's,
    /// or the input's that typed it), with that file; at the input when no one wrote it.
    private func setAside(_ test: DeclarationChunk, input: SourceFile) -> (diagnostic: Diagnostic, source: SourceFile) {
        let name = String(test.key.dropFirst("test:".count))
        let message = Message(id: "stale-test-dropped", text: "set aside the test '\(name)': it no longer "
                              + "checks against the new declarations (':stale-tests refuse' to refuse instead)")
        guard let (origin, start) = test.origin else {
            return (Diagnostic(message, severity: .warning, path: input.path, range: SourceRange(start: 0, end: 0)), input)
        }
        // The chunk starts at the comments above the test: the warning, at its `test` keyword's line.
        let text = SourceFile(path: origin.path, text: test.text)
        let keyword = Lexer.tokenize(text).tokens.first { $0.kind != .newline }?.range.start ?? 0
        let lineEnd = text.bytes[Int(keyword)...].firstIndex(of: UInt8(ascii: "\n")).map(UInt32.init) ?? UInt32(text.bytes.count)
        var (source, range) = (origin, SourceRange(start: start + keyword, end: start + lineEnd))
        // Typed in an input made of a file's parts (`run(_:in:)`): where in the file.
        if let inFile = origin.pieces?.origin(of: range) { (source, range) = (inFile.source, inFile.range) }
        return (Diagnostic(message, severity: .warning, path: source.path, range: range), source)
    }

    /// The keys of the test declarations that hold every error of a check of
    /// `compose(prefix, declarations)`; nil when an error is anywhere else
    /// (in the input, another declaration, an import).
    static func staleTests(_ diagnostics: [Diagnostic], prefix: String, declarations: [DeclarationChunk],
                           path: String) -> Set<String>? {
        var offset = prefix.utf8.count + (!prefix.isEmpty && !prefix.hasSuffix("\n") ? 1 : 0)
        var spans: [(range: Range<Int>, key: String)] = []
        for chunk in declarations {
            offset += 1
            spans.append((offset..<(offset + chunk.text.utf8.count), chunk.key))
            offset += chunk.text.utf8.count + 1
        }
        var stale: Set<String> = []
        for diagnostic in diagnostics where diagnostic.isError {
            guard diagnostic.path == path,
                  let span = spans.first(where: { $0.range.contains(Int(diagnostic.range.start)) }),
                  span.key.hasPrefix("test:") else { return nil }
            stale.insert(span.key)
        }
        return stale.isEmpty ? nil : stale
    }

    /// When an input's declarations are fine but make the rest of the
    /// storyboard invalid (a test or another scene that named what they
    /// replace), the errors are all elsewhere: an error at the input says that
    /// it was refused, and why, before them.
    func explainingRefusal(_ diagnostics: [Diagnostic], input: SourceFile, split: SplitSource) -> [Diagnostic] {
        let length = UInt32(input.bytes.count)
        let inInput = diagnostics.contains { $0.isError && $0.path == document.path && $0.range.start <= length }
        guard !inInput, !split.declarations.isEmpty else { return diagnostics }
        // At the input's start, composed first.
        return [refusal(declaring: split, leaving: "the storyboard", at: document.path, length: length)] + diagnostics
    }

    /// The error at the start of an input of `split` saying that its declarations were refused, as they
    /// would leave `invalid` with errors: placed at `path` (the composition the input is first in, or the input).
    func refusal(declaring split: SplitSource, leaving invalid: String, at path: String, length: UInt32) -> Diagnostic {
        let names = split.declarations.map { $0.key.split(separator: ":", maxSplits: 1).last.map(String.init) ?? $0.key }
        let message = Message(
            id: "declaration-refused",
            text: "refused: declaring \(names.map { "'\($0)'" }.joined(separator: ", ")) would leave \(invalid) "
                + "with the errors below, so the session keeps what it had")
        return Diagnostic(message, path: path, range: SourceRange(start: 0, end: min(length, 1)),
                          help: "change the declaration, or the tests and scenes the errors point at; when only "
                              + "tests are broken, the session can set them aside (the REPL's ':stale-tests drop')")
    }
}
