import FlowLang
import FlowModel

// Unwind segues: the search and the way back are UIKit's, in FlowModel
// (UnwindSegue.swift). The interpreter answers the model's questions as the
// app's code would (`UnwindResponder`): which scenes implement an action
// (`unwind action` members), what their `when` says, what the segue's
// `prepare { }` and the action's body do.
extension Interpreter: UnwindResponder {
    /// Fires the unwind segue for `action` from `source` (`segue` is the
    /// declared segue for a control-fired or performed one; nil for the
    /// `unwind` statement). `shouldPerformSegue` was already asked.
    func unwind(action: String, from source: InstanceID, segue: DeclaredSegue?, in context: Context) throws {
        let app = try requireApp()
        let identifier = segue.map { self.identifier(of: $0, destination: nil) } ?? action
        pendingUnwindPrepare = segue.flatMap { $0.options.prepare }.map { ($0, context) }
        defer { pendingUnwindPrepare = nil }
        try UnwindSegue(in: app, action: action, from: source, responder: self)
            .perform(identifier: identifier, animated: segue?.options.animated ?? true)
    }

    /// An instance implements an action when its scene declares `unwind action`.
    public func app(_ app: App, implementsUnwind action: String, on instance: InstanceID) -> Bool {
        unwindAction(action, of: instance) != nil
    }

    /// The action's `when` condition, evaluated on the implementer with `source` bound; true without one.
    public func app(_ app: App, canPerformUnwind action: String, on instance: InstanceID,
                    from source: InstanceID) throws -> Bool {
        guard let (implementation, info) = unwindAction(action, of: instance) else { return false }
        guard let condition = implementation.condition else { return true }
        let context = Context(path: info.path, storyboard: info.storyboard, owner: instance, source: source,
                              isCallback: true)
        let value = try evaluate(condition, in: context)
        guard case .boolean(let holds) = value else {
            throw Failure("an unwind action's 'when' needs a Bool, found \(ValueOperations.typeName(value)) \(value.quotedDescription)")
        }
        return holds
    }

    /// The unwind segue's `prepare { }` block, run on the source with `destination` bound.
    public func app(_ app: App, prepareUnwind identifier: String, from source: InstanceID,
                    to destination: InstanceID) throws {
        guard let (prepare, context) = pendingUnwindPrepare else { return }
        var prepareContext = context
        prepareContext.owner = source
        prepareContext.destination = destination
        try runCallback(prepare, in: prepareContext)
    }

    /// The unwind action's body, run on the destination with `source` bound.
    public func app(_ app: App, performUnwind action: String, on destination: InstanceID,
                    from source: InstanceID) throws {
        guard let (implementation, info) = unwindAction(action, of: destination), let body = implementation.body
        else { return }
        // Called on the destination, whichever scene is on top while the unwind runs (Language.md).
        var bodyContext = Context(path: info.path, storyboard: info.storyboard, owner: destination, source: source)
        bodyContext.receiver = destination
        try runCallback(body, in: bodyContext)
    }

    /// The declaration of `action` in the scene `instance` was made from, if it implements it.
    private func unwindAction(_ action: String, of instance: InstanceID)
        -> (DeclaredUnwindAction, SceneInfo)? {
        guard let scene = app?.controllers.scene(of: instance), let info = program.scenes[scene],
              let implementation = info.type.unwindActions[action] else { return nil }
        return (implementation, info)
    }
}
