import FlowLang
import FlowModel

// The interpreter is the app's observer: events go to the log and the trace,
// lifecycle callbacks run the instance's hook where UIKit calls it, and an
// embed segue's `prepare` runs on the container while its view loads.
extension Interpreter: AppObserver {
    /// Logs the event and passes it on to the trace.
    public func app(_ app: App, emitted event: Event) {
        log(event)
    }

    /// Runs the instance's hook for `method`, if its scene declares one, with `self` bound to it.
    public func app(_ app: App, didCall method: LifecycleMethod, on instance: InstanceID) throws {
        // Most scenes have no hooks: a cheap test before any lookup by name.
        guard program.hasHooks, let scene = app.controllers.scene(of: instance), let info = program.scenes[scene],
              !info.type.hooks.isEmpty, let hook = info.type.hooks[id: method.nameID] else { return }
        // Its `present`, `push`, `pop`, `dismiss` are `self`'s, whichever scene is on top (Language.md).
        var context = Context(path: info.path, storyboard: info.storyboard, owner: instance, isCallback: true)
        context.receiver = instance
        try runHook(hook.body, in: context)
    }

    /// Every new instance gets its declared variables at once, in
    /// declaration order (a declaration may use the ones before it).
    public func app(_ app: App, didInstantiate instance: InstanceID) throws {
        guard let scene = app.controllers.scene(of: instance), let info = program.scenes[scene],
              !info.type.variables.isEmpty else { return }
        for (name, _) in info.type.variables {
            _ = try instanceVariable(name, of: instance)
        }
    }

    /// Records the container's `prepare(for:sender:)` for the embed segue and runs the segue's `prepare` block, if any.
    public func app(_ app: App, prepareEmbed child: InstanceID, in container: InstanceID) throws {
        guard let scene = app.controllers.scene(of: container), let info = program.scenes[scene],
              let childScene = app.controllers.scene(of: child) else { return }
        // The k-th embed segue adds the container's k-th child.
        let embeds = info.type.children.filter { $0.kind == .embed }
        let position = app.controllers.children(of: container).count
        let relationship = embeds.indices.contains(position) ? embeds[position]
            : embeds.first { $0.target.map { modelName($0.storyboard, $0.name) } == childScene }
        let options = relationship?.resolvedOptions ?? ResolvedOptions([])
        let id = options.identifier ?? childScene
        record(.callback(app.eventName(container), "prepare", app.spelledIdentifier(id)))
        if let prepare = options.prepare {
            let context = Context(path: info.path, storyboard: info.storyboard, owner: container,
                                  destination: child, isCallback: true)
            try runHook(prepare, in: context)
        }
    }

    /// Runs code UIKit calls from inside a transition, bounding how deeply such calls nest: a
    /// transition a hook starts in another's rest runs after it (App+Clock.swift), its hooks as
    /// deep as that chain (`App.transitionChain`), so a `viewDidAppear` that pushes another of its
    /// scene stops here as it did when the push ran inside the hook.
    func runHook(_ block: Block, in context: Context) throws {
        guard hookDepth + (app?.transitionChain ?? 0) < options.hookDepthLimit else {
            throw RuntimeError(kind: .limit,
                               message: "hooks nested more than \(options.hookDepthLimit) deep "
                                   + "(a hook that causes the callback it hooks?)",
                               path: context.path, range: block.range)
        }
        hookDepth += 1
        defer { hookDepth -= 1 }
        try runCallback(block, in: context)
    }
}

extension Interpreter {
    /// `discard secondary [when …]` of the split view's scene: its delegate's
    /// `splitViewController(_:collapseSecondary:onto:)`, traced, and whether it returns true.
    public func app(_ app: App, collapsesSecondaryOf split: InstanceID, secondary: InstanceID) throws -> Bool? {
        guard let scene = app.controllers.scene(of: split), let info = program.scenes[scene],
              let rule = info.type.discardsSecondary else { return nil }
        record(.callback(app.eventName(split), "collapseSecondary", app.eventName(secondary)))
        guard let condition = rule.condition else { return true }
        let value = try evaluate(condition, in: Context(path: info.path, storyboard: info.storyboard, owner: split))
        guard case .boolean(let holds) = value else {
            throw Failure("'discard secondary when' needs a Bool, found \(ValueOperations.typeName(value)) \(value.quotedDescription)")
        }
        return holds
    }

    /// `dismiss when …` of the presented sheet, or of a controller it shows
    /// (its presentation controller's delegate, often the root of a
    /// presented navigation controller): `presentationControllerShouldDismiss`.
    public func app(_ app: App, shouldDismiss presented: InstanceID) throws -> Bool? {
        func info(of id: InstanceID) -> SceneInfo? { app.controllers.scene(of: id).flatMap { program.scenes[$0] } }
        guard let id = app.viewController(presented).firstShown(where: { info(of: $0)?.type.dismissGuard != nil }),
              let info = info(of: id), let condition = info.type.dismissGuard else { return nil }
        let value = try evaluate(condition, in: Context(path: info.path, storyboard: info.storyboard, owner: id))
        guard case .boolean(let holds) = value else {
            throw Failure("'dismiss when' needs a Bool, found \(ValueOperations.typeName(value)) \(value.quotedDescription)")
        }
        return holds
    }
}
