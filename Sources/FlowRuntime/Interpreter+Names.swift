import FlowLang
import FlowModel

// Names (Language.md, "Names in bodies", Rules): a scene named in a
// statement or query means its newest live instance; `RecipeDetail#2` one
// instance; bare names in code UIKit calls reach the instance's own
// variables before the globals; `destination` and `source` the segue's
// other instance.
extension Interpreter {
    /// The model's name of a scene of `storyboard`.
    func modelName(_ storyboard: String, _ name: String) -> String {
        storyboard == program.index.name ? name : "\(storyboard).\(name)"
    }

    /// The scene a (possibly qualified) name stands for, as the model names it.
    func sceneName(of name: QualifiedName, in context: Context) throws -> String {
        // A plain name, nearly every one, makes one array, not two.
        let parts = name.rest.isEmpty ? [name.first.name] : name.parts.map(\.name)
        if let scene = sceneName(parts: parts, in: context) { return scene }
        throw Failure("unknown scene '\(parts.joined(separator: "."))'")
    }

    /// Resolves `Scene`, `Storyboard` (its launch scene) or `Storyboard.Scene` in the context's storyboard.
    func sceneName(parts: [String], in context: Context) -> String? {
        // The main storyboard's index without a lookup in the table of
        // storyboards, which hashed the storyboard's name (SipHash) on every
        // statement that names a scene. It is still copied to be passed on
        // (a struct of twenty fields): neither the `borrowing` parameter nor
        // reading it from the program's box avoided that.
        if context.storyboard == program.checked.index.name {
            return sceneName(parts: parts, seenFrom: program.checked.index)
        }
        guard let storyboard = program.storyboards[context.storyboard] else { return nil }
        return sceneName(parts: parts, seenFrom: storyboard)
    }

    private func sceneName(parts: [String], seenFrom storyboard: borrowing StoryboardIndex) -> String? {
        switch parts.count {
        case 1:
            let name = parts[0]
            if let type = storyboard.types[name], type.kind.isViewController { return modelName(storyboard.name, name) }
            // A scene a session added to the program is one of the main storyboard's types, which come before
            // the imports' (Program.adding): not in the index, in the program's scenes.
            if program.scenes.isAdded(name), storyboard.name == program.index.name { return name }
            if let imported = storyboard.imports[name] {
                return imported.launchScene.map { modelName($0.storyboard, $0.name) }
            }
            for importName in storyboard.importOrder {
                if let imported = storyboard.imports[importName], imported.types[name]?.kind.isViewController == true {
                    return modelName(imported.name, name)
                }
            }
            // Controllers UIKit adds: the More navigation controller and its
            // list (TabBarController.swift), a column-style split's column wrappers.
            if program.storyboard.scene(named: name) != nil, storyboard.types[name] == nil { return name }
            return nil
        case 2:
            // This storyboard apart from its imports: choosing between the two
            // in one expression copied the whole index.
            if parts[0] == storyboard.name {
                // A scene a session added to the program is in its scenes, not in the index (Program.adding).
                guard storyboard.types[parts[1]]?.kind.isViewController == true
                        || storyboard.name == program.index.name && program.scenes[parts[1]] != nil else { return nil }
                return modelName(storyboard.name, parts[1])
            }
            guard let owner = storyboard.imports[parts[0]], owner.types[parts[1]]?.kind.isViewController == true else {
                return nil
            }
            return modelName(owner.name, parts[1])
        default:
            return nil
        }
    }

    /// The scene's newest live instance; a runtime error if none is alive.
    func newestInstance(ofScene scene: String) throws -> InstanceID {
        guard let id = try requireApp().newestInstance(of: scene) else {
            throw Failure("no instance of '\(scene)' is alive", isMissingInstance: true)
        }
        return id
    }

    /// The live instance named `RecipeDetail#2` (or `Settings.Root#2`), if
    /// any. `#1` is the first, the one the trace names without a number
    /// (`push RecipeDetail#1` pushes that instance again, as code holding it would).
    func liveInstance(of scene: String, number: Int) -> InstanceID? {
        guard let app, number >= 1 else { return nil }
        return app.instance(of: scene, ordinal: number)
    }

    /// The instance a statement names: `X` (the newest live instance of scene
    /// X), `X#2`, `Storyboard.X`.
    func instance(named name: QualifiedName, in context: Context) throws -> InstanceID {
        _ = try requireApp()
        let last = name.last
        if let number = last.instance {
            let scene = try sceneName(of: name, in: context)
            guard let id = liveInstance(of: scene, number: number) else {
                throw Failure("no instance '\(scene)#\(number)' is alive", isMissingInstance: true)
            }
            return id
        }
        return try newestInstance(ofScene: try sceneName(of: name, in: context))
    }

    /// The scene on top; a runtime error when the window is empty.
    func visibleInstance() throws -> InstanceID {
        guard let id = try requireApp().visible else { throw Failure("no scene is visible") }
        return id
    }

    /// An instance as a value.
    func value(of id: InstanceID) -> Value {
        .instance(id, name: app?.name(id) ?? "nil")
    }

    // MARK: Variables

    /// Whether `name` is a variable where `context` stands: the owner's, else a global.
    func isVariable(_ name: String, in context: Context) -> Bool {
        context.captured?.values[name] != nil || ownerDeclares(name, in: context)
            || globals[context.storyboard]?[name] != nil
    }

    func ownerDeclares(_ name: String, in context: Context) -> Bool {
        // The scene's name alone: `app.controller(owner)` copied the whole
        // controller for every bare name a hook reads or sets.
        guard let owner = context.owner, let scene = app?.controllers.scene(of: owner) else { return false }
        return program.scenes[scene]?.type.variables.contains(name) == true
    }

    /// A bare variable: the owner's, else a global.
    func variable(_ name: String, in context: Context) throws -> Value? {
        if let captured = context.captured?.values[name] { return captured }
        if ownerDeclares(name, in: context), let owner = context.owner {
            return try instanceVariable(name, of: owner)
        }
        return globals[context.storyboard]?[name]
    }

    /// An instance variable, initialised from its declaration on first access.
    func instanceVariable(_ name: String, of id: InstanceID) throws -> Value {
        // Three fields read in place, not a copy of the controller with all its variables.
        guard let app, let (current, scene, instanceName) = app.controllers.withSlot(id, { controller in
            (controller.pointee.variables[name], controller.pointee.scene, controller.pointee.instanceName)
        }) else { throw Failure("the instance is no longer alive") }
        if let current { return current }
        guard let info = program.scenes[scene], let declaration = info.type.variables[name] else {
            throw Failure("'\(instanceName.text)' has no variable '\(name)'")
        }
        let key = VariableKey(instance: id.raw, name: name)
        guard !initialising.contains(key) else {
            throw Failure("the initial value of '\(instanceName.text).\(name)' depends on itself")
        }
        initialising.insert(key)
        defer { initialising.remove(key) }
        let context = Context(path: info.path, storyboard: info.storyboard, owner: id)
        let value = try evaluate(declaration.initialValue, in: context)
        app.setVariable(name, to: value, in: id)
        return value
    }

    /// Sets an instance variable the instance's scene declares.
    func setInstanceVariable(_ name: String, of id: InstanceID, to value: Value) throws {
        guard let app, let scene = app.controllers.scene(of: id) else { throw Failure("the instance is no longer alive") }
        guard program.scenes[scene]?.type.variables.contains(name) == true else {
            throw Failure("'\(app.name(id))' has no variable '\(name)'")
        }
        app.setVariable(name, to: value, in: id)
    }

    /// `set TARGET = value`.
    func assign(_ value: Value, to target: Expression, in context: Context) throws {
        switch target.kind {
        case .name(let identifier):
            if let captured = context.captured, captured.values[identifier.name] != nil {
                captured.values[identifier.name] = value
            } else if ownerDeclares(identifier.name, in: context), let owner = context.owner {
                try setInstanceVariable(identifier.name, of: owner, to: value)
            } else if globals[context.storyboard]?[identifier.name] != nil {
                globals[context.storyboard]?[identifier.name] = value
            } else {
                throw Failure("unknown variable '\(identifier.text)'")
            }
        case .member(let base, let name, _):
            guard let id = try instanceReference(base, in: context) else {
                if let storyboardName = base.plainName, storyboardName.name == context.storyboard,
                   globals[context.storyboard]?[name.name] != nil {
                    globals[context.storyboard]?[name.name] = value
                    return
                }
                throw Failure("cannot assign to a member of nil")
            }
            try setInstanceVariable(name.name, of: id, to: value)
        case .parenthesized(let inner, _):
            try assign(value, to: inner, in: context)
        case .number, .string, .boolean, .nil, .call, .list, .unary, .binary:
            throw Failure("cannot assign to this expression")
        }
    }

    /// The instance an expression designates where an instance is expected
    /// (`destination`, `RecipeDetail`, `RecipeDetail#2`, `Settings.Root`, a
    /// variable holding an instance); nil when it evaluates to nil.
    func instanceReference(_ expression: Expression, in context: Context) throws -> InstanceID? {
        switch expression.kind {
        case .name(let identifier) where identifier.instance == nil:
            if isVariable(identifier.name, in: context) {
                return try instance(from: try evaluate(expression, in: context))
            }
            if identifier.name == "destination", let destination = context.destination { return destination }
            if identifier.name == "source", let source = context.source { return source }
            if let scene = sceneName(parts: [identifier.name], in: context) { return try newestInstance(ofScene: scene) }
            return try instance(from: try evaluate(expression, in: context))
        case .member(let base, let second, _):
            if let first = base.plainName, first.instance == nil, !isVariable(first.name, in: context),
               sceneName(parts: [first.name, second.name], in: context) != nil {
                let name = QualifiedName(parts: [first, second], range: expression.range)
                return try instance(named: name, in: context)
            }
            return try instance(from: try evaluate(expression, in: context))
        case .name, .number, .string, .boolean, .nil, .call, .list, .unary, .binary, .parenthesized:
            return try instance(from: try evaluate(expression, in: context))
        }
    }

    /// An instance value's identity (checked alive), a scene word's newest instance, nil for nil.
    func instance(from value: Value) throws -> InstanceID? {
        switch value {
        case .instance(let id, let name):
            guard app?.controllers.contains(id) == true else { throw Failure("'\(name)' is no longer alive", isMissingInstance: true) }
            return id
        case .word(let word):
            guard program.scenes[word] != nil else { throw Failure("'\(word)' is not a scene") }
            return try newestInstance(ofScene: word)
        case .nil:
            return nil
        case .integer, .decimal, .string, .boolean, .list:
            throw Failure("expected a view controller, found \(ValueOperations.typeName(value)) \(value.quotedDescription)")
        }
    }
}
