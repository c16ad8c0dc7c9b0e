import FlowLang
import FlowModel

// Questions `:why-not` asks the interpreter about the app as it is, without
// running a statement: which instance a tap or an unwind would start from,
// the unwind search's path, the guard of a control's segue.
extension Interpreter {
    /// The instance a person tapping `control` would tap: the first of the
    /// tappable instances (on screen, not covered) whose scene declares it.
    public func instance(tapping control: String) -> InstanceID? {
        guard let app else { return nil }
        return app.tappableInstances.first { id in
            guard let scene = app.controllers.scene(of: id) else { return false }
            return program.scenes[scene]?.type.controls.contains(control) == true
        }
    }

    /// The unwind search for `action` from `source` (the visible instance
    /// when nil), as the model makes it: each controller asked, in UIKit's
    /// order, and its answer. Nil without an app. Asking runs the scenes'
    /// `when` guards, so use an interpreter whose app can be thrown away.
    public func unwindSearchPath(action: String, from source: InstanceID? = nil) -> (source: String, visits: [UnwindVisit])? {
        guard let app, let start = source ?? app.visible else { return nil }
        let visits = (try? UnwindSegue(in: app, action: action, from: start, responder: self).searchPath()) ?? []
        return (app.name(start), visits)
    }

    /// The segue `control` fires on the scene of `instance`, if it has one.
    public func segue(of control: String, on instance: InstanceID) -> DeclaredSegue? {
        guard let scene = app?.controllers.scene(of: instance), let type = program.scenes[scene]?.type else { return nil }
        return type.segues.first { segue in
            if case .control(_, let name, _) = segue.trigger { return name.name == control }
            return false
        }
    }

    /// The values a guard reads: the instance's own variables and the
    /// storyboard's globals named in `expression`'s text.
    public func valuesRead(by expressionText: String, on instance: InstanceID) -> [(name: String, value: Value)] {
        var names: [String] = []
        var current = ""
        for character in expressionText + " " {
            if character.isLetter || character == "_" || (character.isNumber && !current.isEmpty) {
                current.append(character)
            } else {
                if !current.isEmpty && !names.contains(current) { names.append(current) }
                current = ""
            }
        }
        let own = app?.controller(instance)?.variables ?? [:]
        let global = globalValues
        return names.compactMap { name in
            if let value = own[name] { return (name, value) }
            if let value = global[name] { return (name, value) }
            return nil
        }
    }
}
