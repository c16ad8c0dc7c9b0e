import FlowLang
import FlowModel

// Firing a segue the way UIKit does (UIKitModel.md, Segues): for a control,
// `shouldPerformSegue(withIdentifier:)` on the source (its `when` guard
// deciding; false cancels silently), then the destination is instantiated,
// `prepare(for:sender:)` runs on the source with `destination` bound, and the
// segue performs: show, show detail, present, popover or custom. The trace
// says in words what the segue did, before the transition's callbacks.
extension Interpreter {
    /// The identifier events show: the `id`, else an unwind segue's action,
    /// else the destination scene's name.
    func identifier(of segue: DeclaredSegue, destination: String?) -> String {
        if let identifier = segue.identifier { return identifier }
        if let action = segue.unwindAction { return action }
        return destination ?? segue.writtenDestination.text
    }

    /// Fires `segue` of the instance `source` (`info` is its scene).
    func fire(_ segue: DeclaredSegue, from source: InstanceID, info: SceneInfo, trigger: String?,
              consultShouldPerform: Bool) throws {
        let app = try requireApp()
        let context = Context(path: info.path, storyboard: info.storyboard, owner: source)
        if segue.kind == .action {
            return try runAction(segue, of: source, trigger: trigger, in: context)
        }
        let options = segue.options
        let destinationScene = segue.destination.map { modelName($0.storyboard, $0.name) }
        let id = identifier(of: segue, destination: destinationScene)
        if consultShouldPerform {
            record(.callback(app.eventName(source), "shouldPerformSegue", app.spelledIdentifier(id)))
            if let guardExpression = options.when {
                let allowed = try evaluate(guardExpression, in: context)
                guard case .boolean(let holds) = allowed else {
                    throw Failure("a segue's 'when' needs a Bool, found \(ValueOperations.typeName(allowed)) \(allowed.quotedDescription)")
                }
                if !holds { return }
            }
        }
        if segue.kind == .unwind {
            try unwind(action: segue.unwindAction ?? id, from: source, segue: segue, in: context)
            return
        }
        guard let destinationScene else { throw Failure("the segue's destination is unknown") }
        let destination = try app.instantiate(destinationScene)
        defer { app.discard(destination) }
        var blockContext = context
        blockContext.destination = destination
        blockContext.isCallback = true
        record(.callback(app.eventName(source), "prepare", app.spelledIdentifier(id)))
        if let prepare = options.prepare {
            try runCallback(prepare, in: blockContext)
        }
        try perform(segue, kind: segue.kind, id: id, options: options, source: source, destination: destination,
                    trigger: trigger, context: blockContext)
    }

    private func perform(_ segue: DeclaredSegue, kind: SegueKind, id: String, options: ResolvedOptions,
                         source: InstanceID, destination: InstanceID, trigger: String?, context: Context) throws {
        let app = try requireApp()
        let animated = options.animated ?? true
        let words = "segue \(app.spelledIdentifier(id)): \(app.name(source)) -> \(app.name(destination))"
        switch kind {
        case .show, .detail:
            let route = kind == .show ? app.viewController(source).showRoute(showing: destination)
                : app.viewController(source).showDetailRoute(showing: destination)
            record(.note("\(words) (\(describe(route, showing: destination)))"))
            if kind == .show {
                try app.viewController(source).show(destination, animated: animated)
            } else {
                try app.viewController(source).showDetailViewController(destination, animated: animated)
            }
        case .present, .popover:
            let style = kind == .popover ? .popover : presentationStyle(options)
            // A popover segue is anchored on its control unless it names another; a
            // present segue in the popover style only where it names one (UIKit's
            // presentation segue sets no source view of its own).
            let anchor = kind == .popover ? (options.anchor ?? trigger) : options.anchor
            let how = kind == .popover ? "popover" + (anchor.map { " from \($0)" } ?? "") : "present"
            record(.note("\(words) (\(how))"))
            try app.viewController(source).present(destination, style: style, transition: options.transition,
                            animated: animated, anchor: anchor, completion: false,
                            animator: options.animator, presenter: options.presenter)
        case .custom:
            let className = segue.segue.className?.value ?? "custom"
            record(.note("\(words) (custom \(className))"))
            if let body = options.perform {
                var performContext = context
                performContext.receiver = source
                try runCallback(body, in: performContext)
            } else {
                try app.viewController(source).present(destination, style: presentationStyle(options),
                                transition: options.transition, animated: options.animated ?? false,
                                anchor: nil, completion: false,
                                animator: options.animator, presenter: options.presenter)
            }
        case .unwind, .action:
            break
        }
    }

    /// A control's action (`button done { dismiss }`): UIKit sends the
    /// control's action message to its target, the scene's controller
    /// (`sendAction(_:to:from:for:)`; traced as `Editor.done`, the method it
    /// calls), which runs the app's code: no `shouldPerformSegue`, no
    /// `prepare`. The code is the controller's own, so `dismiss`, `present X`,
    /// `show X` and `pop` without `on` are called on it
    /// (`self.dismiss(animated:)`, `self.navigationController?.popViewController`),
    /// not on the scene on top.
    private func runAction(_ segue: DeclaredSegue, of source: InstanceID, trigger: String?, in context: Context) throws {
        let app = try requireApp()
        let name = trigger ?? segue.identifier ?? ""
        record(.callback(app.eventName(source), EventText(interning: name)))
        guard let body = segue.options.perform else { return }
        var actionContext = context
        actionContext.receiver = source
        try runHook(body, in: actionContext)
    }

    /// How `route` shows `destination`, for the trace's note.
    func describe(_ route: ShowRoute, showing destination: InstanceID) -> String {
        guard let app else { return "" }
        // The column's own controller again: UIKit does nothing (SplitViewController.holds).
        func column(of split: InstanceID, primary: Bool) -> String {
            let name = primary ? "primary" : "secondary"
            return app.splitView(split).holds(destination, asPrimary: primary)
                ? "already the \(name) of \(app.name(split)): nothing happens" : "replace the \(name) of \(app.name(split))"
        }
        switch route {
        case .push(let navigation): return "push on \(app.name(navigation))"
        case .replaceSecondary(let split): return column(of: split, primary: false)
        case .replacePrimary(let split): return column(of: split, primary: true)
        case .setSecondaryColumn(let column): return "set the secondary column \(app.name(column))"
        case .present: return "present"
        }
    }

    /// `perform "ID" [from Scene]`: a segue of the visible scene (or of
    /// `receiver`) with that identifier, without asking `shouldPerformSegue`.
    func performSegue(identifier: String, on receiver: InstanceID? = nil, in context: Context) throws {
        let app = try requireApp()
        let source = try receiver ?? visibleInstance()
        guard let scene = app.controllers.scene(of: source), let info = program.scenes[scene],
              let segue = info.type.segue(identifier: identifier) else {
            throw UIKitException("Receiver (\(app.name(source))) has no segue with identifier '\(identifier)'")
        }
        try fire(segue, from: source, info: info, trigger: nil, consultShouldPerform: false)
    }

    /// Runs a block UIKit calls (a segue's `prepare` or `perform`, an unwind body).
    func runCallback(_ block: Block, in context: Context) throws {
        var callbackContext = context
        callbackContext.isCallback = true
        try nested { try execute(block.statements, in: callbackContext) }
    }
}
