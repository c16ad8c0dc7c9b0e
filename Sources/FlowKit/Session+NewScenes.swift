import FlowLang
import FlowRuntime
import FlowVocabulary

// New scenes in time of their own size (issue 53).
//
// Checking a declaration as the whole storyboard composed with it, and making
// the whole program again, made every declaration cost the storyboard: 10,000
// `scene ExtraN { … }` lines took quadratic time. An input that only declares
// types of new names is checked instead beside the declarations it can
// depend on — those it names, the first scene declaring each control, unwind
// action or instance variable it names, and the file's `storyboard`,
// `platform`, `initial` and imports — and the program is left behind
// (`programLags`) until something needs it: a statement that names a new
// scene (one that names none runs under the program as it is,
// `runBesideNewScenes`), a query of the scenes, a dry run. Undoing such an
// input takes its scenes off the end.
//
// Why that check says what the whole one would. A new name cannot change what
// the declarations before it mean: none of them names it (it would have been
// an unknown name, or — when the name was written anywhere, even in a
// statement run before — it means something else, and the input goes the
// long way), and what scenes add to the tables shared across the storyboard
// (controls, unwind actions, instance variables) only ever answers a lookup
// that would have failed. The one table an addition can turn against an
// existing name — a tab bar of more than five tabs names `More` and
// `MoreList`; a search, a column-style split view or a tab group managing
// navigation names a controller UIKit adds — sends the input the long way. So an error the whole check would find
// is in the input, and what the input depends on is in the small check: a
// declaration it names, left out, would show as an unknown name in the input
// itself, which also sends it the long way; so does a warning in the input,
// whose "did you mean" looks among names the small check has only some of.
// Errors the small check finds elsewhere (a declaration it includes naming
// one it does not) are its own and are not the input's. Whatever goes the long way gets the whole check's
// exact diagnostics, refusals included. The fuzzing target of the REPL runs
// every input both ways and compares them (`SessionOracle.checkUndoAndNewScenes`).
extension Session {
    /// Takes an input of new types alone, checked beside what it depends on;
    /// nil when it is anything else, or has any error: then `runInput` checks it
    /// against the whole storyboard, as it does every other input.
    func takeNewScenes(_ split: SplitSource, of file: FlowFile, input: SourceFile, text: String,
                       inputName: String) -> SessionResult? {
        guard takesInputsQuickly, split.statements.isEmpty, !split.declarations.isEmpty,
              file.items.count == split.declarations.count else { return nil }
        var typeNames: Set<String> = []
        for item in file.items {
            guard case .declaration(.type(let node)) = item, !node.name.name.isEmpty,
                  typeNames.insert(node.name.name).inserted else { return nil }
        }
        guard let needed = declarationsNeeded(by: text, declaring: typeNames) else { return nil }
        guard let checked = checkBesideTheStoryboard(SessionSource.compose(input: input, needed, path: document.path)) else {
            return nil
        }
        let length = UInt32(input.bytes.count)
        let path = document.path
        let inInput = { (diagnostic: Diagnostic) in diagnostic.path == path && diagnostic.range.start <= length }
        // Anything said of the input goes the long way too: a warning's "did you mean" looks among
        // the whole storyboard's names, which the small check has only some of (`unwind bakk`
        // suggests the first scene implementing `back`, wherever it is: the REPL campaign on 1548e02).
        guard !checked.diagnostics.contains(where: { $0.isError && (inInput($0) || $0.path != path) }),
              ownDiagnostics(checked.diagnostics, input: input).isEmpty else { return nil }
        let added = checked.index.types.inOrder.filter { typeNames.contains($0.name) }
        guard added.count == typeNames.count, added.allSatisfy(Self.addsNoNameOfUIKit) else { return nil }

        let keys = split.declarations.map(\.key)
        if !programLags {
            // The program starts lagging: the checks kept under it still hold for statements that need none of the new.
            laggingScenes = LaggingScenes(programDeclarations: declarations.count)
            laggingChecks = statementChecks
        }
        laggingScenes?.names.formUnion(SessionNames.names(in: text))
        laggingScenes?.pending.append(PendingScenes(
            position: declarations.count, source: SourceFile(path: inputName, text: text),
            scenes: Program.newScenes(added.filter(\.kind.isViewController).map(\.name), checkedIn: checked,
                                      declaredIn: inputName),
            addsOnlyScenes: added.allSatisfy(\.kind.isViewController)))
        self.names?.append(split.declarations, after: declarations.count)
        for type in added { self.names?.own(type) }
        declarations.append(contentsOf: split.declarations)
        statementChecks.removeAll()
        programLags = true
        var change = DeclarationChange()
        change.appended = split.declarations.count
        entries.append(SessionEntry(text: text, statements: [], declared: keys, stoppedWithError: false,
                                    variables: [], declarationChange: change, inputName: inputName))
        states.append(currentState())
        forgetOlderPrograms()
        return SessionResult(diagnostics: ownDiagnostics(checked.diagnostics, input: input), sources: checked.sources,
                             accepted: true, declared: keys, failures: [], error: nil)
    }

    /// Runs an input of statements alone while inputs of new scenes leave the program behind, under
    /// that program, when the input names none of what those inputs wrote and none of the statements
    /// that find scenes by what they declare (a link, a shortcut, an activity, an archive restored);
    /// nil when it is anything else, or has anything to say: then it catches the program up and is
    /// checked the long way. Such an input cannot tell the two programs apart: the app holds no
    /// new scene (only naming one makes it), and what the new scenes add to the shared tables only
    /// answers lookups that name them. Its check is kept for as long as the program lags, so a
    /// session alternating new scenes and statements it repeats (`print visible`, `tap next`)
    /// costs each input its own size, not the storyboard's (issue 53).
    func runBesideNewScenes(_ split: SplitSource, input: SourceFile, text: String, inputName: String) -> SessionResult? {
        // Once new scenes joined the program the app may hold them, and only that program runs it.
        guard takesInputsQuickly, programLags, split.declarations.isEmpty, !split.statements.isEmpty,
              let lagging = laggingScenes, !lagging.joined else { return nil }
        let written = SessionNames.names(in: text)
        guard written.isDisjoint(with: lagging.names), written.isDisjoint(with: Self.scenesFoundByWhatTheyDeclare) else { return nil }
        let kept = laggingChecks.entry(for: text)
            ?? StatementChecks.Entry(checkWhole(SessionSource.compose(input: input,
                                                                    Array(declarations.prefix(lagging.programDeclarations)),
                                                                    path: document.path)))
        guard !kept.checked.hasErrors, ownDiagnostics(kept.checked.diagnostics, input: input).isEmpty,
              let program = kept.program else { return nil }
        if laggingChecks.entry(for: text) == nil { laggingChecks.keep(kept, for: text) }
        let outcome = runStatements(kept.checked.index.script, of: program, split: split, text: text, inputName: inputName)
        var result = SessionResult(diagnostics: [], sources: [], accepted: true, declared: [],
                                   failures: outcome.failures, error: outcome.error)
        result.ranUnder = program
        return result
    }

    /// The words of the statements that find a scene by what it declares rather than by its name:
    /// an input with one is run under the whole program.
    static let scenesFoundByWhatTheyDeclare: Set<String> = ["open", "shortcut", "activity", "restore", "launch", "window",
                                                            "link", "preserve"]

    /// The declarations a check of `text`, declaring the types `typeNames`, needs beside it; nil when
    /// a name is taken or already written (a separate function, so no copy of the session's names
    /// outlives it: one alive while they grow would copy them all at each input).
    private func declarationsNeeded(by text: String, declaring typeNames: Set<String>) -> [DeclarationChunk]? {
        let names = currentNames()
        let storyboards = declarationsProgram.index.visibleStoryboards.map(\.name)
        for name in typeNames {
            guard names.positions["type:" + name] == nil, names.positions["var:" + name] == nil,
                  !names.written.contains(name), !Vocabulary.moreNames.contains(name),
                  !storyboards.contains(name) else { return nil }
            // Named as UIKit names a controller it adds for a declared one: only the whole check sees the clash.
            for host in UIKitAddedControllers.hosts(ofAddedName: name)
            where names.positions["type:" + host] != nil || typeNames.contains(host) || names.written.contains(host) {
                return nil
            }
        }
        return names.neededPositions(for: SessionNames.names(in: text)).map { declarations[$0] }
    }

    /// Whether `type` adds no name to those UIKit gives controllers: a tab bar
    /// with a More tab adds `More` and `MoreList`, a search its search
    /// controller, a column-style split view the navigation controllers it
    /// wraps columns in, a tab group that manages navigation the navigation
    /// controller UIKit builds its stack in.
    private static func addsNoNameOfUIKit(_ type: DeclaredType) -> Bool {
        switch type.kind {
        case .tabs: return !TabBarRules.hasMore(tabs: type.children.count) && !type.tabGroups.contains(where: \.managesNavigation)
        case .split: return !type.isColumnStyle
        case .scene, .navigation, .container, .pages, .animator, .presenter: return type.search == nil
        }
    }

    /// The session's names, made again when a change left them behind: its
    /// program must be of its declarations then (the owners are read from it).
    func currentNames() -> SessionNames {
        if let names { return names }
        catchUpProgram()
        let made = SessionNames(declarations: declarations, statements: entries.lazy.flatMap(\.statements),
                                index: declarationsProgram.index)
        names = made
        return made
    }

    /// Adds the scenes of the inputs of new scenes the program lacks to it, in time of their size,
    /// the app carried on (Program.adding): what a statement naming one needs. False when one
    /// cannot join so (an animator, a scene that brings one UIKit adds, a transition in flight):
    /// the program is then made again, whole (`catchUpProgram`). The program still lags in
    /// that it is not the check of the declarations: what reads those (tests, the explorer,
    /// completions) still catches it up.
    func addPendingScenesToProgram() -> Bool {
        guard programLags, var lagging = laggingScenes else { return false }
        guard !lagging.pending.isEmpty else { return true }
        var program = declarationsProgram
        for pending in lagging.pending {
            guard pending.addsOnlyScenes, let scenes = pending.scenes,
                  let joined = program.adding(scenes, declaredIn: pending.source) else { return false }
            program = joined
        }
        guard let checkpoint = interpreter.checkpoint() else { return false }
        let carried = makeInterpreter(program)
        carried.restore(checkpoint)
        interpreter = carried
        declarationsProgram = program
        lagging.pending = []
        lagging.joined = true
        laggingScenes = lagging
        laggingChecks.removeAll()
        if states.isEmpty {
            launchState?.program = program
            launchState?.generation = programGeneration
        } else {
            states[states.count - 1].program = program
            states[states.count - 1].generation = programGeneration
        }
        return true
    }

    /// Brings the program to the declarations when inputs of new scenes (or
    /// their undoing) left it behind: one check of the whole storyboard and one
    /// program, the app carried on. Whatever reads the program's scenes calls it first.
    func catchUpProgram() {
        guard programLags else { return }
        // (rebuild forgets `laggingScenes` and its checks: the program no longer lags.)
        guard case .success = rebuild(declarations: declarations, entries: entries, replaying: false) else { return }
        if states.isEmpty {
            launchState?.program = declarationsProgram
            launchState?.generation = programGeneration
            launchState?.programMatches = true
        } else {
            states[states.count - 1].program = declarationsProgram
            states[states.count - 1].generation = programGeneration
            states[states.count - 1].programMatches = true
        }
    }
}

/// What a program left behind by inputs of new scenes lacks: the declarations appended after its
/// first `programDeclarations`, and every name their texts wrote (Session.runBesideNewScenes);
/// those inputs' scenes not yet added to it (Session.addPendingScenesToProgram).
struct LaggingScenes {
    /// How many of the session's declarations the program was made of.
    let programDeclarations: Int
    /// The names written in the inputs of new scenes since.
    var names: Set<String> = []
    /// The inputs of new scenes whose scenes the program lacks, oldest first.
    var pending: [PendingScenes] = []
    /// Whether the scenes of some of them joined the program: the app may hold them since.
    var joined = false
}

/// An input of new scenes whose scenes are not yet in the session's program.
struct PendingScenes {
    /// The position of its first declaration in the session's.
    let position: Int
    /// Its text, under its name (`<input N>`): the new scenes' source.
    let source: SourceFile
    /// Its scenes made ready to join the program; nil when they cannot join so.
    let scenes: [NewScene]?
    /// Whether it declared scenes alone (no animator or presenter, which the program keeps apart).
    let addsOnlyScenes: Bool
}
