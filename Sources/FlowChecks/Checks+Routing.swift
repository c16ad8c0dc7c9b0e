import FlowGraph
import FlowLang

extension CheckContext {
    /// W108, W116, W117 for a control's code (`segue "m" { push Nav }`, what `flow import` writes
    /// for a method's pushViewController) run inside a navigation stack: a `push` or `show` of a
    /// navigation controller, a tab bar or a split view meets UIKit's refusal as a show segue does.
    private mutating func checkPushes(in body: Block, placement: NavigationFacts.Placement) {
        for case .navigate(let kind, let destination) in ActionMoves(body).moves where kind == .push || kind == .show {
            guard let reference = index.resolvedType(destination), let pushed = node(of: reference) else { continue }
            reportPushOfContainer(facts.graph.nodes[pushed].kind, display(reference), by: kind, at: destination.range,
                                  splitAt: destination.range, placement: placement)
        }
    }

    /// W108, W116, W117: `shown`, of `kind`, pushed by `verb` from inside a navigation stack, said at
    /// `range` (W117 at `splitAt`, with `fixIts`); a scene, a custom container or pages is no finding,
    /// nor a navigation controller pushed only onto split views' primaries (`placement` says).
    private mutating func reportPushOfContainer(_ kind: GraphNodeKind, _ shown: String, by verb: NavigateKind,
                                                at range: SourceRange, splitAt splitRange: SourceRange,
                                                placement: NavigationFacts.Placement, fixIts: [Diagnostic.FixIt] = []) {
        switch kind {
        case .navigation where !placement.contains(.plainNavigation):
            break
        // A navigation controller declines to push one by `show`, and UIKit presents it instead
        // (FlowModel's showRoute(showing:)): only `pushViewController` raises.
        case .navigation where verb == .show:
            break
        case .navigation:
            report(.pushNavigationController(shown, by: verb), code: .w108, at: range,
                   help: "write 'present' to present '\(shown)' modally")
        case .tabs:
            report(.tabBarNotRoot(shown, "is put on a navigation stack (pushed, or set in its viewControllers)"), code: .w116, at: range)
        case .split:
            report(.pushSplitView(shown, by: verb), code: .w117, at: splitRange,
                   help: "write 'present' to present it, or push a container scene that embeds it", fixIts: fixIts)
        case .scene, .container, .pages, .nowhere:
            break
        }
    }

    /// W104, W105, W108, W115, W116, W117: where `show` and `detail` go, by UIKit's
    /// routing (`targetViewController(forAction:)`, the model's `showRoute(showing:)`
    /// and `showDetailRoute`) predicted on the graph.
    mutating func checkRouting(_ subject: CheckSubject) {
        let (type, source) = (subject.type, subject.target)
        // An unreachable scene's place is unknown (W101 says so); a statement's destination may be anywhere.
        guard let node = subject.placedNode(in: facts) else { return }
        // `targetViewController(forAction:)` asks the source itself first: a navigation controller's own
        // `show` pushes onto it (Loop's app manager sets its root navigation controller's stack,
        // `rootNavigationController?.setViewControllers([status], …)`); a split view controller's own
        // `show` and `showDetailViewController` it handles (Nextcloud Talk's split shows each chat as
        // its detail). FlowModel's showRoute(showing:) and showDetailRoute.
        let handledBySource: NavigationFacts.Placement = switch type.kind {
        case .navigation: .navigation
        case .split: .split
        case .scene, .tabs, .container, .pages, .animator, .presenter: []
        }
        let placement = facts.placement[node].union(handledBySource)
        // W121: a search field is in a navigation bar (UIKitModel.md, Search); a split view's
        // column may be wrapped in a navigation controller, so only a scene outside both is told.
        if let search = type.search, type.kind == .scene || type.kind == .container,
           placement.isDisjoint(with: [.navigation, .split]) {
            report(.searchWithoutNavigationBar(type.name), code: .w121, at: search.range,
                   help: "embed '\(type.name)' in a navigation controller")
        }
        // A custom container is a custom class, the usual place to override show(_:sender:)
        // or targetViewController(forAction:sender:) (Delta's pause menu pushes onto the
        // navigation controller it embeds): its routing cannot be known from the storyboard.
        let routesItself = type.kind == .container
        for (segue, target) in zip(type.segues, subject.destinations) {
            // A control's code has no destination of its own: what it pushes is in its body.
            if segue.kind == .action, placement.contains(.navigation), let body = segue.options.perform {
                checkPushes(in: body, placement: placement)
            }
            guard let target else { continue }
            let written = segue.writtenDestination
            switch segue.kind {
            // A split view handles `show` itself (FlowModel's ViewController+Show.swift, showRoute(showing:)): expanded, the destination
            // becomes its primary column; only outside both does UIKit present.
            // A navigation controller shown from outside any is presented, as it can only be: no push
            // was meant (the storyboard's idiom for a modal screen with its own bar), so no W104.
            case .show where placement.isDisjoint(with: [.navigation, .split]) && !routesItself
                    && target.node.map({ facts.graph.nodes[$0].kind }) != .navigation:
                report(.showPresentsModally(type.name, display(target)), code: .w104, at: segue.kindRange,
                       notes: declarationNote(node: source.node, "'\(type.name)' is declared here").map { [$0] } ?? [],
                       help: "embed '\(type.name)' in a navigation controller, or write 'present' to say what UIKit does",
                       fixIts: [Diagnostic.FixIt(range: segue.kindRange, replacement: "present")])
            case .show:
                // Only a push throws or grows a stack; a custom container's own routing is unknown.
                guard placement.contains(.navigation) else { break }
                if let pushed = target.node {
                    reportPushOfContainer(facts.graph.nodes[pushed].kind, display(target), by: .show, at: written.range,
                                          splitAt: segue.kindRange, placement: placement,
                                          fixIts: [Diagnostic.FixIt(range: segue.kindRange, replacement: "present")])
                }
                if target == source, let identifier = segue.identifier, case .manual = segue.trigger,
                   performsUnconditionally(identifier, in: type) {
                    report(.unboundedSelfPush(type.name), code: .w115, at: written.range,
                           help: "perform it under an 'if' that stops the pushes")
                }
            case .detail where !placement.contains(.split) && !routesItself:
                report(.detailPresentsModally(type.name, display(target)), code: .w105, at: segue.kindRange,
                       notes: declarationNote(node: source.node, "'\(type.name)' is declared here").map { [$0] } ?? [],
                       help: "put '\(type.name)' in a split view controller, or write 'present' to say what UIKit does",
                       fixIts: [Diagnostic.FixIt(range: segue.kindRange, replacement: "present")])
            case .detail, .present, .popover, .custom, .unwind, .action:
                break
            }
        }
        // A tab bar held by another container (W116), but for iOS 14's column-style split view's
        // compact column: "the view controller that's shown when the split view controller is
        // collapsed" (UISplitViewController.Column.compact), the iPhone interface of an app whose
        // iPad one is a sidebar, and commonly a tab bar controller: the window's root interface there.
        // Nor a hosting controller's: a SwiftUI `TabView` is a tab bar controller inside the hosting
        // controller that shows the view, which is where SwiftUI puts it (`flow import` writes so).
        let heldByHosting = facts.parents[node].contains { self.type(node: $0)?.hostedView != nil }
        let heldAsCompactColumn = facts.parents[node].contains { parent in
            self.type(node: parent)?.children.contains { child in
                child.kind == .compact && child.target.flatMap { self.node(of: $0) } == node
            } ?? false
        }
        if type.kind == .tabs, !heldAsCompactColumn, !heldByHosting, let parent = facts.parents[node].first {
            let container = facts.graph.nodes[parent]
            let shownContainer = display(node: parent)
            report(.tabBarNotRoot(type.name, "is a child of the \(container.kind.description) '\(shownContainer)'"),
                   code: .w116, at: type.nameRange,
                   notes: declarationNote(node: parent, "'\(shownContainer)' holds it").map { [$0] } ?? [])
        }
    }

    /// Whether a lifecycle hook of `type` performs the manual segue `identifier`
    /// outside any `if`: each appearance of the pushed copy performs it again.
    /// (A `when` on a manual segue is never consulted, so only an `if` bounds it.)
    private func performsUnconditionally(_ identifier: String, in type: DeclaredType) -> Bool {
        func performs(_ statements: some Sequence<Statement>) -> Bool {
            statements.contains { statement in
                // By kind first: only the statements that may perform are made.
                switch statement.tag {
                case .perform, .timeline, .alongside:
                    switch statement.kind {
                    // `from` another scene performs that scene's segue, not this one's.
                    case .perform(let literal, let source): return source == nil && literal.value == identifier
                    case .timeline(let block), .alongside(let block): return performs(block.statements)
                    default: return false
                    }
                // An `if` bounds it; other statements perform nothing.
                case .launch, .tap, .tapOutside, .back, .navigate, .pop, .dismiss, .unwind, .select, .size, .swipe,
                     .embed, .unembed, .replace, .appearance, .showColumn, .preserve, .restore, .wait, .expect, .expectEvents, .expectWarning, .set,
                     .if, .repeat, .print, .printTree, .printEvents, .test, .search, .cancelSearch,
                     .entryPoint, .open, .background, .foreground, .typeText, .drag, .window:
                    return false
                }
            }
        }
        return type.hooks.contains { performs($0.value.body.statements) }
    }
}
