import FlowLang
import FlowModel

// Unwind segues (UIKitModel.md, Unwind segues): search for the destination from
// the source's parent outwards, prepare on the source, run the action on the
// destination, then go back: dismiss what is presented above the
// destination's tree, and have the containers on the way pop or select.
//
// The order (search, prepare on the source, the destination's action, then
// the visual transition) is Apple's TN2298 "The Unwind Process"
// (developer.apple.com/library/content/technotes/tn2298). The transition
// dismisses first and then lets the containers unwind, as UIKitModel.md says: on
// a device the covered controller behind a full-screen modal reappears and
// is then popped (the dismissal and the pop are two animations), which is
// what the trace shows.
extension Interpreter {
    /// Fires the unwind segue for `action` from `source` (`segue` is the
    /// declared segue for a control-fired or performed one; nil for the
    /// `unwind` statement). `shouldPerformSegue` was already asked.
    func unwind(action: String, from source: InstanceID, segue: DeclaredSegue?, in context: Context) throws {
        let app = try requireApp()
        let id = segue.map { identifier(of: $0, destination: nil) } ?? action
        guard let destination = try findUnwindDestination(action: action, from: source) else {
            record(.note("unwind \(action): no view controller above \(app.name(source)) performs it"))
            return
        }
        record(.note("unwind \(EventSpelling.identifier(id)): \(app.name(source)) -> \(app.name(destination))"))
        record(.callback(app.name(source), "prepare", EventSpelling.identifier(id)))
        if let prepare = segue.map({ GatheredOptions($0.segue.options) })?.prepare {
            var prepareContext = context
            prepareContext.owner = source
            prepareContext.destination = destination
            try runCallback(prepare, in: prepareContext)
        }
        record(.callback(app.name(destination), "unwind", action))
        if let scene = app.controller(destination)?.scene, let info = program.scenes[scene],
           let body = info.type.unwindActions[action]?.body {
            let bodyContext = Context(path: info.path, storyboard: info.storyboard, owner: destination, source: source)
            try runCallback(body, in: bodyContext)
        }
        try transitionBack(to: destination, from: source)
    }

    /// The first controller, other than the source, that implements the
    /// action and can perform it: from the source's parent outwards (then the
    /// presenting controller), each visited container's allowed children —
    /// their own subtrees first — before the container itself.
    private func findUnwindDestination(action: String, from source: InstanceID) throws -> InstanceID? {
        guard let app else { return nil }
        var current = source
        for next in app.ancestors(of: source) {
            if let found = try search(next, excluding: current, action: action, source: source) { return found }
            current = next
        }
        return nil
    }

    private func search(_ id: InstanceID, excluding: InstanceID?, action: String, source: InstanceID) throws -> InstanceID? {
        for child in allowedChildrenForUnwinding(id) where child != excluding {
            if let found = try search(child, excluding: nil, action: action, source: source) { return found }
        }
        if id != source, try canPerform(action, on: id, source: source) { return id }
        return nil
    }

    /// `allowedChildrenForUnwinding`: a navigation controller's stack from
    /// the top down; other containers' children in declaration order.
    private func allowedChildrenForUnwinding(_ id: InstanceID) -> [InstanceID] {
        guard let controller = app?.controller(id) else { return [] }
        switch controller.kind {
        case .navigation: return controller.children.reversed()
        case .content, .tabs, .split, .container, .pages: return controller.children
        }
    }

    /// Asks an implementer `canPerformUnwindSegueAction`: its `when`, true without one.
    private func canPerform(_ action: String, on id: InstanceID, source: InstanceID) throws -> Bool {
        guard let app, let scene = app.controller(id)?.scene, let info = program.scenes[scene],
              let implementation = info.type.unwindActions[action] else { return false }
        record(.callback(app.name(id), "canPerformUnwindSegueAction", action))
        guard let condition = implementation.condition else { return true }
        let context = Context(path: info.path, storyboard: info.storyboard, owner: id, source: source, isCallback: true)
        let value = try evaluate(condition, in: context)
        guard case .boolean(let holds) = value else {
            throw Failure("an unwind action's 'when' needs a Bool, found \(ValueOperations.typeName(value)) \(value.quotedDescription)")
        }
        return holds
    }

    /// Back to the destination (UIKitModel.md, Unwind segues, step 4): the
    /// presentation above the destination's tree that holds the source is
    /// dismissed in one animated dismissal (the whole chain above it goes
    /// with it), then each container on the path from the source to the
    /// destination, outermost first, gets `unwind(for:towards:)`: a
    /// navigation controller pops to the child leading to the destination, a
    /// tab bar selects it. A current-context presentation the destination
    /// shows stays unless the source is inside it: only the presentation
    /// that holds the source is dismissed.
    private func transitionBack(to destination: InstanceID, from source: InstanceID) throws {
        let app = try requireApp()
        // Both are found before the dismissal frees the source's tree.
        let sourceAncestors = app.ancestors(of: source)
        let path = containerPath(to: destination, sourceAncestors: Set(sourceAncestors))
        if let presenter = presenterToDismiss(towards: destination, from: source, sourceAncestors: sourceAncestors) {
            try app.dismiss(on: presenter, animated: true, completion: false)
        }
        for (container, child) in path.reversed() {
            guard let controller = app.controller(container) else { continue }
            // Spelled with the destination (Language.md, Events:
            // `Browse.unwind(for: RecipeList)`); `towards` is `child`.
            record(.callback(controller.name, "unwind", app.name(destination), label: "for"))
            switch controller.kind {
            case .navigation:
                if controller.children.last != child { try app.pop(container, to: child, animated: true) }
            case .tabs:
                if let index = controller.children.firstIndex(of: child), index != controller.selectedIndex {
                    try app.select(tab: index, in: container)
                }
            case .content, .split, .container, .pages:
                break
            }
        }
    }

    /// The containers between the destination and the first controller it
    /// shares with the source's ancestry (parents and presenting
    /// controllers), each with its child leading to the destination, nearest
    /// first. Empty when the destination is itself an ancestor of the source
    /// (it presents the source's tree): nothing but the dismissal is needed.
    private func containerPath(to destination: InstanceID, sourceAncestors: Set<InstanceID>)
        -> [(container: InstanceID, child: InstanceID)] {
        guard let app else { return [] }
        var path: [(container: InstanceID, child: InstanceID)] = []
        var child = destination
        while !sourceAncestors.contains(child), let parent = app.controller(child)?.parent, path.count < 10_000 {
            path.append((parent, child))
            if sourceAncestors.contains(parent) { break }
            child = parent
        }
        return path
    }

    /// The controller whose presentation holds the source and is presented
    /// from the destination's tree: walking out from the source, the first
    /// presented controller whose presenting controller is in the
    /// destination's tree. Nil when the source is in that tree itself.
    private func presenterToDismiss(towards destination: InstanceID, from source: InstanceID,
                                    sourceAncestors: [InstanceID]) -> InstanceID? {
        guard let app else { return nil }
        let destinationTree = app.presentationRoot(of: destination)
        for id in [source] + sourceAncestors {
            guard let presenting = app.controller(id)?.presenting else { continue }
            if app.presentationRoot(of: presenting) == destinationTree { return presenting }
        }
        return nil
    }
}
