import FlowLang

/// What a control's action (`button cancel { if edited { present Discard } else { pop } }`)
/// does that a graph draws: each `present`, `show`, `detail` and `push` of a
/// scene, each `unwind` and each root the window is given
/// (`set window.rootViewController = Main`), in any branch, in source order. A graph shows
/// where a tap can lead, and the app's code may lead to each of them; a
/// `dismiss` or `pop` leads back to a scene the graph already joins to this one.
///
/// The walk follows the nesting of blocks, which the parser bounds
/// (`nesting-too-deep`), so a hostile file cannot exhaust the stack.
package struct ActionMoves {
    /// One place the action leads.
    package enum Move {
        case navigate(NavigateKind, QualifiedName)
        case unwind(Identifier)
        /// `set window.rootViewController = Main`.
        case root(QualifiedName)
    }

    package private(set) var moves: [Move] = []

    /// The moves of `body`.
    package init(_ body: Block) {
        walk(body)
    }

    private mutating func walk(_ block: Block) {
        for statement in block.statements { walk(statement) }
    }

    private mutating func walk(_ statement: Statement) {
        switch statement.kind {
        case .navigate(let navigate): moves.append(.navigate(navigate.kind, navigate.destination))
        case .unwind(let action): moves.append(.unwind(action))
        case .set(let target, let value, _):
            if target.namesRootViewController, let scene = value.sceneName {
                moves.append(.root(scene))
            }
            // `set navigationController.viewControllers = [Tabs]`: each scene it names joins the stack, as a push's.
            // (Not a named container's: a page view controller's page is no push.)
            if case .member(let base, let property, _) = target.kind, property.name == Vocabulary.stackProperty,
               base.plainName.map({ $0.name == Vocabulary.ownNavigationName && $0.instance == nil }) == true,
               case .list(let elements, _) = value.kind {
                for element in elements {
                    if let scene = element.plainName.map(QualifiedName.init) ?? element.sceneName { moves.append(.navigate(.push, scene)) }
                }
            }
        case .if(let node): walk(node)
        case .repeat(_, let body), .timeline(let body), .alongside(let body): walk(body)
        case .launch, .tap, .tapOutside, .back, .perform, .pop, .dismiss, .select, .size, .swipe, .embed, .unembed,
             .showColumn, .appearance, .replace, .preserve, .restore, .wait, .expect, .expectEvents, .expectWarning,
             .print, .printTree, .printEvents, .test, .search, .cancelSearch, .entryPoint, .open, .background,
             .foreground, .typeText, .drag, .window:
            break
        }
    }

    private mutating func walk(_ node: IfStatement) {
        walk(node.then)
        switch node.elseBranch {
        case .block(let block): walk(block)
        case .elseIf(let next, _): walk(next)
        case nil: break
        }
    }
}
