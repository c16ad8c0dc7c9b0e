import FlowLang
import FlowModel

// Running a session a piece at a time: an embedding session (FlowKit) starts
// an interpreter once, launches its app, then hands it statements as a person
// types them — each batch under the program current at that moment, which a
// new declaration may have replaced. Between batches nothing is reset but the
// step count and the failures, so the app and the variables carry on.
extension Interpreter {
    /// Starts a session: fresh state and globals, and no app until `launchSession`.
    public func beginSession() -> Outcome {
        reset()
        return finish { try initialiseGlobals() }
    }

    /// Launches (or relaunches) the app at `width`, reported as the automatic
    /// launch; globals keep their values.
    public func launchSession(width: WidthClass) -> Outcome {
        steps = 0
        failures = []
        return finish {
            do {
                try launch(width: width, automatic: true)
            } catch let failure as Failure {
                throw RuntimeError(kind: failure.kind, message: failure.message, path: program.path,
                                   range: .empty(at: 0))
            }
        }
    }

    /// Runs top-level statements of `program` (which must declare what the
    /// running program declares, or more): the app and variables carry on.
    /// Globals `program` declares that the session has no value for yet are
    /// initialised first, and so are those named in `reinitialising` (a
    /// redeclared `var` starts again from its new initial value).
    ///
    /// `eventsMayBeRead`: whether later input may read these statements' events (`expect
    /// events` typed next at the REPL). The explorer says no: each action it runs starts again
    /// from a checkpoint, so logging the events was a copy of every one that nothing read.
    public func runSessionStatements(_ statements: [Statement], of program: Program,
                                     reinitialising: Set<String> = [], eventsMayBeRead: Bool = true) -> Outcome {
        // A copy of the program it runs already shares its sources' box: assigning it again copied
        // every field, retained and released, at each of the explorer's actions.
        if self.program.sourceText !== program.sourceText { self.program = program }
        steps = 0
        hookDepth = 0
        blockDepth = 0
        retainingLog = 0
        endOfInputIsOpen = eventsMayBeRead
        failures = []
        return finish {
            try initialiseNewGlobals(reinitialising: reinitialising)
            try execute(statements, in: scriptContext)
        }
    }

    /// Controls a person can tap now, as (model scene name, control name), in
    /// on-screen order.
    public func tappableControls() -> [(scene: String, control: String)] {
        guard let app else { return [] }
        var result: [(scene: String, control: String)] = []
        for id in app.tappableInstances {
            guard let scene = app.controllers.scene(of: id), let info = program.scenes[scene] else { continue }
            for (control, _) in info.type.controls { result.append((scene, control)) }
        }
        return result
    }

    /// The declaration of the scene the model knows as `sceneName`.
    public func declaration(ofScene sceneName: String) -> DeclaredType? {
        program.scenes[sceneName]?.type
    }

    /// The model names of every view-controller scene, sorted.
    public var sceneNames: [String] { program.scenes.keys.sorted() }

    /// The global variables of the main storyboard and their current values.
    public var globalValues: [String: Value] { globals[program.index.name] ?? [:] }

    private func initialiseNewGlobals(reinitialising: Set<String>) throws {
        let name = program.index.name
        let context = scriptContext
        for (variableName, declaration) in program.index.globals {
            let known = globals[name]?[variableName] != nil
            guard !known || reinitialising.contains(variableName) else { continue }
            do {
                globals[name, default: [:]][variableName] = try evaluate(declaration.initialValue, in: context)
            } catch let failure as Failure {
                // A variable an earlier input declared, whose initial value failed then (`var m = m`):
                // that input said so, and the variable is unknown where it is used. Failing every later
                // input again (a new scene, a replayed entry) made the session answer otherwise than
                // its quick way, which runs nothing for a new scene (the REPL fuzz campaign on 3740377).
                guard reinitialising.contains(variableName) else { continue }
                throw RuntimeError(kind: failure.kind, message: failure.message, path: program.path,
                                   range: declaration.range)
            }
        }
    }
}
