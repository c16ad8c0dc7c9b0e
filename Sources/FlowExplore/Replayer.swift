import FlowLang
import FlowModel
import FlowRuntime

// Reading a state back after the search: states are stored as keys, so
// what a report or a generated test says about one (the visible scene,
// the stacks) comes from running its path again on a fresh app. The model
// is deterministic, so the replay reaches the very state the search stored.

/// Runs paths of actions from the launch.
struct Replayer {
    let program: Program
    let width: WidthClass

    /// An interpreter in the state `path` leads to, with what each action did
    /// (nil when an action stopped with an error).
    func replay(_ path: [String], after each: (Interpreter, Int) -> Void = { _, _ in }) -> Interpreter? {
        let interpreter = Interpreter(program: program, options: Interpreter.Options(stepLimit: 10_000, hookDepthLimit: 50)) { _ in }
        _ = interpreter.beginSession()
        guard interpreter.launchSession(width: width).error == nil else { return nil }
        for (step, text) in path.enumerated() {
            let parsed = parse(SourceFile(path: "<explore>", text: text))
            let statements = parsed.file.items.compactMap { item -> Statement? in
                if case .statement(let statement) = item { return statement }
                return nil
            }
            if interpreter.runSessionStatements(statements, of: program).error != nil { return nil }
            each(interpreter, step)
        }
        return interpreter
    }

    /// The model name of the visible scene.
    static func visibleScene(_ interpreter: Interpreter) -> String? {
        guard let app = interpreter.app, let visible = app.visible else { return nil }
        return app.controllers.scene(of: visible)
    }

    /// The scene of the topmost presentation's root (what a person would dismiss).
    static func topPresentation(_ interpreter: Interpreter) -> String? {
        guard let app = interpreter.app, let top = app.topmostPresentation, top != app.root else { return nil }
        return app.controllers.scene(of: top)
    }
}
