// `:paths-to SCENE`: the shortest sequence of statements that makes a scene
// visible from where the session is. The explorer searches breadth first
// from a checkpoint of the session's app (its own copy: the session is not
// touched), within bounds, and keeps for each scene the first state that
// shows it.

/// What `Session.path(to:)` found.
public struct PathAnswer: Sendable {
    /// The scene asked about, as the storyboard names it.
    public var scene: String
    /// The statements, in order; empty when the scene is visible already;
    /// nil when no path within the bounds reaches it.
    public var statements: [String]?
    /// How many actions deep the search looked.
    public var depth: Int

    /// The answer as the REPL prints it.
    public var text: String {
        guard let statements else {
            return "no sequence of up to \(depth) actions from here makes \(scene) visible\n"
        }
        if statements.isEmpty { return "\(scene) is visible now\n" }
        let count = statements.count
        return "\(count) \(count == 1 ? "statement makes" : "statements make") \(scene) visible (none shorter):\n"
            + statements.map { "  \($0)\n" }.joined()
    }
}

/// Why `Session.path(to:)` could not search.
public struct PathRefusal: Error, Sendable, CustomStringConvertible {
    /// What is wrong, in a line.
    public var description: String
}

extension Session {
    /// The shortest sequence of statements (taps, back, dismissals, tab
    /// selections, swipes) that makes `scene` visible from the app as it is,
    /// looking at most `depth` actions deep and `maxStates` states wide.
    /// Changes nothing.
    public func path(to scene: String, depth: Int = 12, maxStates: Int = 50_000) -> Result<PathAnswer, PathRefusal> {
        lock.withLock {
            catchUpProgram()
            let scenes = interpreter.sceneNames
            guard scenes.contains(scene) else {
                let near = Suggestion.closest(to: scene, among: scenes).map { "; did you mean '\($0)'?" } ?? ""
                return .failure(PathRefusal(description: "no scene is named '\(scene)'\(near)"))
            }
            guard let app = interpreter.app else {
                return .failure(PathRefusal(description: "the app has not launched"))
            }
            if let visible = app.visible, app.controller(visible)?.scene == scene {
                return .success(PathAnswer(scene: scene, statements: [], depth: depth))
            }
            guard let checkpoint = interpreter.checkpoint() else {
                return .failure(PathRefusal(description: "a transition is in flight; 'wait' finishes it, then ask again"))
            }
            var options = ExploreOptions(depth: depth, maxStates: maxStates, widths: [app.width], threads: 1)
            options.start = checkpoint
            let paths = Explorer(program: declarationsProgram, options: options).shortestPathsToScenes()
            return .success(PathAnswer(scene: scene, statements: paths[scene], depth: depth))
        }
    }
}
