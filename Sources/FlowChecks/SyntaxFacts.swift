import FlowLang

/// What the checks need from the statements and expressions of one
/// storyboard, gathered in a single walk over everything the index holds
/// (script, tests, hooks, unwind bodies and guards, segue and embed options,
/// variable initializers), so no check walks the syntax again.
///
/// Recursion follows the nesting of blocks and expressions, which the parser
/// already bounds (`nesting-too-deep`), so a hostile file cannot exhaust the stack.
struct SyntaxFacts {
    /// Scenes a `present`, `show`, `detail`, `push` or `embed` statement
    /// instantiates, in the order first met (by their ids' own hash, not SipHash).
    /// Not those a control's action leads to (`button b { push X }`, `segue "m" { present X }`):
    /// the graph has an edge from the action's scene to each (FlowGraph's ActionMoves), so they
    /// are reached, and placed, where that scene is, not anywhere.
    private(set) var statementDestinations = KeyedTable<TypeReference, Void>()
    /// Names read anywhere: `x`, and the member name of `destination.x`,
    /// `source.x`, `S.x`; by their ids, so no name is hashed as a `String`.
    private(set) var namesRead = KeyedTable<NameID, Void>()
    /// Names assigned anywhere by `set` (`set x = …`, `set destination.x = …`).
    private(set) var namesWritten = KeyedTable<NameID, Void>()

    private let index: StoryboardIndex
    /// In a control's action: its moves are the graph's edges (ActionMoves), not statement roots.
    private var inControlAction = false

    /// Walks everything `index` declares.
    init(_ index: StoryboardIndex) {
        self.index = index
        for variable in index.globals.inOrder { read(variable.initialValue) }
        walk(index.script)
        for test in index.tests { walk(test.body) }
        for entry in index.entryPoints { walk(entry.body) }
        for type in index.types.inOrder {
            for declared in type.variables.inOrder { read(declared.initialValue) }
            for hook in type.hooks.inOrder { walk(hook.body) }
            for action in type.unwindActions.inOrder {
                if let condition = action.condition { read(condition) }
                if let body = action.body { walk(body) }
            }
            for segue in type.segues {
                inControlAction = segue.kind == .action
                walk(segue.writtenOptions)
                inControlAction = false
            }
            for child in type.children { walk(child.options) }
            for rule in type.selectGuards.values { read(rule.condition) }
            // `back when` and `dismiss when` read theirs too (W113 called such a variable never read).
            if let condition = type.backGuard { read(condition) }
            if let condition = type.dismissGuard { read(condition) }
            for action in type.alertActions {
                if let condition = action.enabledWhen { read(condition) }
                if let body = action.body { walk(body) }
            }
            if let condition = type.discardsSecondary?.condition { read(condition) }
        }
    }

    private mutating func walk(_ block: Block) { walk(block.statements) }

    private mutating func walk(_ statements: some Sequence<Statement>) {
        for statement in statements { walk(statement) }
    }

    private mutating func walk(_ options: OptionList) {
        for position in options.indices {
            // By kind first: only the options that hold code are made.
            let tag = options.tag(at: position)
            guard tag == .when || tag == .prepare || tag == .perform else { continue }
            switch options[position].kind {
            case .when(let expression): read(expression)
            case .prepare(let block), .perform(let block): walk(block)
            case .identifier, .style, .transition, .animator, .presenter, .animated, .anchor, .from, .on, .size: break
            }
        }
    }

    private mutating func walk(_ statement: Statement) {
        // By kind first: a statement that names no scene and holds no code or expression is not made.
        switch statement.tag {
        case .launch, .tap, .tapOutside, .back, .perform, .unwind, .select, .size, .swipe, .unembed, .appearance, .showColumn, .preserve,
             .restore, .wait, .expectEvents, .expectWarning, .printTree, .printEvents, .search, .cancelSearch,
             .open, .background, .foreground, .typeText, .drag, .window:
            return
        case .navigate, .embed, .replace, .pop, .dismiss, .timeline, .alongside, .expect, .set, .if, .repeat, .print, .test,
             .entryPoint:
            break
        }
        switch statement.kind {
        case .navigate(let navigate):
            if !inControlAction, let reference = index.resolvedType(navigate.destination) { statementDestinations.insert(reference) }
            walk(navigate.options)
        case .embed(let child, _), .replace(_, let child, _):
            if let reference = index.resolvedType(child) { statementDestinations.insert(reference) }
        case .pop(let pop): walk(pop.options)
        case .dismiss(_, let options): walk(options)
        case .timeline(let block), .alongside(let block): walk(block)
        case .expect(let condition, _): read(condition)
        case .set(let target, let value, _):
            // `set Nav.viewControllers = [A, B]` instantiates what it names, as a push would.
            if case .member(_, let name, _) = target.kind, name.name == Vocabulary.stackProperty,
               case .list(let elements, _) = value.kind {
                for case let scene? in elements.lazy.map({ $0.plainName.map(QualifiedName.init) ?? $0.sceneName }) {
                    if let reference = index.resolvedType(scene) { statementDestinations.insert(reference) }
                }
                return
            }
            // `set window.rootViewController = Main` instantiates its scene too.
            if target.namesRootViewController {
                if !inControlAction, let scene = value.sceneName, let reference = index.resolvedType(scene) {
                    statementDestinations.insert(reference)
                }
                return
            }
            write(target)
            read(value)
        case .if(let statement): walk(statement)
        case .repeat(let count, let body):
            read(count)
            walk(body)
        case .print(let expression): read(expression)
        case .test(_, let body): walk(body)
        case .entryPoint(let entry): walk(entry.body)
        case .launch, .tap, .tapOutside, .back, .perform, .unwind, .select, .size, .swipe, .unembed, .appearance, .showColumn, .preserve,
             .restore, .wait, .expectEvents, .expectWarning, .printTree, .printEvents, .search, .cancelSearch,
             .open, .background, .foreground, .typeText, .drag, .window:
            break
        }
    }

    private mutating func walk(_ statement: IfStatement) {
        read(statement.condition)
        walk(statement.then)
        switch statement.elseBranch {
        case .block(let block): walk(block)
        case .elseIf(let nested, _): walk(nested)
        case nil: break
        }
    }

    /// The assigned variable's name; the base of `destination.x` is read, not written.
    private mutating func write(_ target: Expression) {
        // A plain name, nearly every target, is read without making `kind`.
        if let identifier = target.plainName {
            namesWritten.insert(identifier.symbol.nameID)
            return
        }
        switch target.kind {
        case .name: break  // taken above
        case .member(let base, let name, _):
            namesWritten.insert(name.symbol.nameID)
            read(base)
        case .parenthesized(let inner, _): write(inner)
        case .number, .string, .boolean, .nil, .call, .list, .unary, .binary: read(target)
        }
    }

    private mutating func read(_ expression: Expression) {
        expression.forEachNameRead { namesRead.insert($0.nameID) }
    }

    /// Whether `expression` is made of literals only: its value never changes.
    static func isConstant(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .number, .string, .boolean, .nil: return true
        case .name, .member, .call: return false
        case .list(let elements, _): return elements.allSatisfy(isConstant)
        case .unary(_, let operand, _), .parenthesized(let operand, _): return isConstant(operand)
        case .binary(_, let left, let right, _): return isConstant(left) && isConstant(right)
        }
    }
}
