// Looking at a session: the hierarchy, the variables, the tests, the script
// that would replay it.
extension Session {
    /// The view-controller hierarchy now, as a `Codable` value; nil before launch.
    public func snapshot() -> HierarchySnapshot? {
        lock.withLock { interpreter.app?.snapshot() }
    }

    /// The instance on top of the hierarchy (`RecipeDetail`, `RecipeDetail#2`); nil before launch.
    public var visibleInstance: String? {
        lock.withLock {
            guard let app = interpreter.app, let visible = app.visible else { return nil }
            return app.name(visible)
        }
    }

    /// The scene of the instance on top of the hierarchy (`RecipeDetail`).
    public var visibleScene: String? {
        lock.withLock {
            guard let app = interpreter.app, let visible = app.visible else { return nil }
            return app.controller(visible)?.scene
        }
    }

    /// The main storyboard's global variables and their values now.
    public var globals: [String: Value] {
        lock.withLock { interpreter.globalValues }
    }

    /// Runs the `test` blocks of the session's storyboard as it is now (those
    /// declared in the session included) whose name contains `filter`, each on
    /// a fresh app of its own: the session's app is not touched.
    public func runTests(filter: String? = nil) -> [TestResult] {
        let program = lock.withLock {
            catchUpProgram()
            return declarationsProgram
        }
        var places = WrittenPlaces(program.checked.sources)
        return TestRunner.run(program, filter: filter, options: configuration.options).map {
            places.moved($0, in: program.checked.sources)
        }
    }

    /// The file a place the session reported is in, for a renderer (`DiagnosticRenderer`): the
    /// loaded file or one it imports, an input (`<input 3>`), `<configuration>`; nil for a path the
    /// session has no file of. `runTests()` and `launchError` report places in these and carry no
    /// files of their own.
    public func source(at path: String) -> SourceFile? {
        lock.withLock {
            if let source = document.sources.first(where: { $0.path == path }) { return source }
            if let number = Self.inputNumber(path) {
                // Entries are in the order typed, so by input number: found in log time.
                var (low, high) = (0, entries.count)
                while low < high {
                    let middle = (low + high) / 2
                    if Self.inputNumber(entries[middle].inputName) ?? 0 < number { low = middle + 1 } else { high = middle }
                }
                guard low < entries.count, entries[low].inputName == path else { return nil }
                return SourceFile(path: path, text: entries[low].text)
            }
            if let configured = Self.declarations(of: configuration).first?.origin?.source, configured.path == path {
                return configured
            }
            return declarationsProgram.source(at: path).flatMap { $0.pieces == nil ? $0 : nil }
        }
    }

    /// N of an input's name, `<input N>`; nil for any other path.
    static func inputNumber(_ path: String) -> Int? {
        guard path.hasPrefix("<input "), path.hasSuffix(">") else { return nil }
        return Int(path.dropFirst("<input ".count).dropLast())
    }

    /// A `.flow` file that replays the session: the storyboard's declarations
    /// as they are now, then every accepted input's statements in order.
    /// `flow run` on it ends where the session is (launching in compact width
    /// unless the session's configuration says otherwise).
    public func script() -> String {
        lock.withLock {
            var text = declarations.map(\.text).joined(separator: "\n\n") + "\n"
            let statements = entries.flatMap(\.statements)
            if configuration.width != .compact || !statements.isEmpty {
                text += "\n"
                if configuration.width != .compact { text += "launch \(configuration.width.rawValue)\n" }
                for statement in statements { text += statement + "\n" }
            }
            // In the canonical layout, so that the saved file passes `flow fmt --check`.
            return format(SourceFile(path: document.path, text: text)).text ?? text
        }
    }
}

/// A control a person can tap now, and the scene it is on.
public struct TappableControl: Hashable, Sendable {
    /// The scene's model name (`RecipeList`, `Settings.Root`).
    public var scene: String
    /// The control's name (`add`).
    public var name: String

    /// `tap Scene.control`: the statement that taps it even when another visible scene has a control of that name.
    public var qualifiedTap: String { "tap \(scene).\(name)" }
}

extension Session {
    /// The controls a person can tap now, in on-screen order: what a
    /// crawler or a completion menu offers.
    public var tappableControls: [TappableControl] {
        lock.withLock { interpreter.tappableControls().map { TappableControl(scene: $0.scene, name: $0.control) } }
    }
}

extension Session {
    /// The text of the declaration named `name` as the session has it now
    /// (a scene or container, a `var`, a test by its name, or `initial`,
    /// `platform`, `storyboard`): what `:edit NAME` opens. Nil when none has it.
    public func declarationText(named name: String) -> String? {
        lock.withLock {
            let keys = ["type:" + name, "var:" + name, "test:" + name, name]
            return declarations.first { keys.contains($0.key) }?.text
        }
    }
}

extension Session {
    /// The declaration of the scene the model knows as `scene` (`RecipeList`,
    /// `Settings.Root`), as the session has it now (its own declarations included).
    public func declaration(ofScene scene: String) -> DeclaredType? {
        lock.withLock {
            catchUpProgram()
            return interpreter.declaration(ofScene: scene)
        }
    }
}
