// Unwind segues (UIKitModel.md, Unwind segues): search for the destination
// from the source's parent outwards, prepare on the source, run the action on
// the destination, then go back: dismiss what is presented above the
// destination's tree, and have the containers on the way pop or select.
//
// The order (search, prepare on the source, the destination's action, then
// the visual transition) is Apple's TN2298 "The Unwind Process"
// (developer.apple.com/library/content/technotes/tn2298). The transition
// dismisses first and then lets the containers unwind, as UIKitModel.md says:
// on a device the covered controller behind a full-screen modal reappears and
// is then popped (the dismissal and the pop are two animations), which is
// what the trace shows.
//
// Which controllers implement an action, what their `canPerformUnwindSegueAction`
// answers, and what `prepare(for:sender:)` and the action itself do are the
// app's code: the model asks its observer (`UnwindResponder`), as it asks it
// to run lifecycle hooks.

/// The app's side of an unwind: what each controller implements and does.
public protocol UnwindResponder: AnyObject {
    /// Whether `instance` implements the unwind action `action` (an `@IBAction` taking a segue).
    func app(_ app: App, implementsUnwind action: String, on instance: InstanceID) -> Bool
    /// `canPerformUnwindSegueAction(_:from:sender:)` of an implementer.
    func app(_ app: App, canPerformUnwind action: String, on instance: InstanceID, from source: InstanceID) throws -> Bool
    /// `prepare(for:sender:)` on the source, once the destination is known.
    func app(_ app: App, prepareUnwind identifier: String, from source: InstanceID, to destination: InstanceID) throws
    /// The unwind action's body, on the destination.
    func app(_ app: App, performUnwind action: String, on destination: InstanceID, from source: InstanceID) throws
}

/// One controller the unwind search asked, and its answer.
public struct UnwindVisit: Hashable, Sendable {
    /// What it answered.
    public enum Answer: String, Hashable, Sendable {
        /// It does not implement the action.
        case doesNotImplement = "does not implement it"
        /// It implements it but `canPerformUnwindSegueAction` said no.
        case refuses = "implements it, but canPerformUnwindSegueAction returned false"
        /// It implements it and can perform it: the destination.
        case performs = "performs it: the destination"
        /// The source itself, which is never its own destination.
        case isSource = "is the source (never its own destination)"
    }

    /// The instance's name (`RecipeList`, `Detail#2`).
    public var instance: String
    /// Its answer.
    public var answer: Answer
}

/// One unwind segue being performed: its action, its source and the app's
/// code that answers for each controller (`UnwindResponder`). It owns
/// UIKit's search for the destination and the way back:
/// `try UnwindSegue(in: app, action: "done", from: editor, responder: code).perform(identifier: "save", animated: true)`.
public struct UnwindSegue {
    /// Held strongly (`ViewController.app` says why).
    let app: App
    /// The unwind action (`done`).
    public let action: String
    /// The controller the unwind starts from.
    public let source: InstanceID
    /// The app's code.
    let responder: UnwindResponder

    /// An unwind segue of `app` for `action` from `source`, the app's code being `responder`.
    public init(in app: App, action: String, from source: InstanceID, responder: UnwindResponder) {
        self.app = app
        self.action = action
        self.source = source
        self.responder = responder
    }

    /// Every controller the search asks, in UIKit's order, with its answer,
    /// up to the one that performs the action: what `:why-not` shows. It asks
    /// `canPerformUnwindSegueAction` as the real search does (the trace
    /// records it), so run it on an app that can be thrown away.
    public func searchPath() throws -> [UnwindVisit] {
        var visits: [UnwindVisit]? = []
        _ = try destination(visits: &visits)
        return visits ?? []
    }

    /// Fires the unwind segue `identifier` for `action` from `source` (its
    /// `shouldPerformSegue` already asked): the search, `prepare`, the
    /// action, the way back — animated unless the segue says not (Interface
    /// Builder's "Animates" box on an exit segue, `animated false` here).
    /// Returns the destination; nil when no controller performs the action
    /// (UIKit then does nothing; the trace says so).
    @discardableResult
    public func perform(identifier: String, animated: Bool = true) throws -> InstanceID? {
        var visits: [UnwindVisit]?
        guard let destination = try destination(visits: &visits) else {
            app.emit(.note("unwind \(action): no view controller above \(app.name(source)) performs it"))
            return nil
        }
        app.emit(.note("unwind \(app.spelledIdentifier(identifier)): \(app.name(source)) -> \(app.name(destination))"))
        app.emit(.callback(app.eventName(source), "prepare", app.spelledIdentifier(identifier)))
        try responder.app(app, prepareUnwind: identifier, from: source, to: destination)
        app.emit(.callback(app.eventName(destination), "unwind", app.eventWord(action)))
        try responder.app(app, performUnwind: action, on: destination, from: source)
        try transitionBack(to: destination, animated: animated)
        return destination
    }

    /// The first controller, other than the source, that implements the
    /// action and can perform it: from the source's parent outwards (then the
    /// presenting controller), each visited container's allowed children —
    /// their own subtrees first — before the container itself. Every
    /// controller asked goes to `visits`, when it is not nil.
    func destination(visits: inout [UnwindVisit]?) throws -> InstanceID? {
        // UIKit asks the source itself first, as devices log it (its
        // `canPerformUnwindSegueAction` is called with itself as
        // `fromViewController`); the default answer for its own unwind is
        // no, so the search goes on outwards. Only an implementer is asked,
        // as everywhere in flow's search.
        if responder.app(app, implementsUnwind: action, on: source) {
            app.emit(.callback(app.eventName(source), "canPerformUnwindSegueAction", app.eventWord(action)))
            visits?.append(UnwindVisit(instance: app.name(source), answer: .isSource))
        }
        var current = source
        for next in app.viewController(source).ancestors {
            if let found = try search(next, excluding: current, visits: &visits) {
                return found
            }
            current = next
        }
        return nil
    }

    private func search(_ id: InstanceID, excluding: InstanceID?, visits: inout [UnwindVisit]?) throws -> InstanceID? {
        for child in app.viewController(id).allowedChildrenForUnwinding where child != excluding {
            if let found = try search(child, excluding: nil, visits: &visits) {
                return found
            }
        }
        guard id != source, responder.app(app, implementsUnwind: action, on: id) else {
            visits?.append(UnwindVisit(instance: app.name(id), answer: id == source ? .isSource : .doesNotImplement))
            return nil
        }
        app.emit(.callback(app.eventName(id), "canPerformUnwindSegueAction", app.eventWord(action)))
        let can = try responder.app(app, canPerformUnwind: action, on: id, from: source)
        visits?.append(UnwindVisit(instance: app.name(id), answer: can ? .performs : .refuses))
        return can ? id : nil
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
    private func transitionBack(to destination: InstanceID, animated: Bool) throws {
        // Both are found before the dismissal frees the source's tree.
        let sourceAncestors = app.viewController(source).ancestors
        let path = containerPath(to: destination, sourceAncestors: Set(sourceAncestors))
        if let presenter = presenterToDismiss(towards: destination, sourceAncestors: sourceAncestors) {
            try app.viewController(presenter).dismiss(animated: animated, completion: false)
        }
        for (container, child) in path.reversed() {
            guard let controller = app.controller(container) else { continue }
            // `unwind(for:towards:)` names its `subsequentVC`: "the view
            // controller closest to the current controller that represents
            // the transition direction" (Apple) — the container's own child
            // on the path (a tab bar's tab, not the controller inside it),
            // spelled `Tabs.unwind(for: MailNav)` (Language.md, Events).
            app.emit(.callback(.instance(controller.instanceName), "unwind", app.eventName(child), label: "for"))
            switch controller.kind {
            case .navigation:
                if controller.children.last != child { try app.navigation(container).pop(to: child, animated: animated) }
            case .tabs:
                if let index = controller.children.firstIndex(of: child), index != controller.selectedIndex {
                    try app.tabBar(container).select(tab: index)
                }
            case .content, .split, .container, .pages, .search:
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
    private func presenterToDismiss(towards destination: InstanceID, sourceAncestors: [InstanceID]) -> InstanceID? {
        let destinationTree = app.viewController(destination).presentationRoot
        for id in [source] + sourceAncestors {
            guard let presenting = app.controller(id)?.presenting else { continue }
            if app.viewController(presenting).presentationRoot == destinationTree { return presenting }
        }
        return nil
    }
}
