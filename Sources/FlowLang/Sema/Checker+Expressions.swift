import FlowVocabulary

// Names in expressions and `set` targets (Language.md, "Names in bodies" and
// Expressions): a bare name is the scene's instance variable (in its hooks,
// unwind bodies and segue blocks), else a global, else a scene, a
// presentation or transition style, a width class, or the queries `visible`
// and `size`.
extension Checker {
    /// What a bare name means where it stands. Only what the checks read:
    /// every name of every expression is looked up here, and a meaning
    /// carrying the variable, the type's reference and the imported index
    /// inline was a value of a few hundred bytes, copied (`memcpy`) on every
    /// return — 4 % of `flow check` on long expressions.
    enum NameMeaning {
        case variable
        /// `destination` in `prepare`, `source` in an unwind action.
        case otherInstance
        case type(DeclaredType)
        /// An imported storyboard; boxed, since an index is a wide struct
        /// and a storyboard's name is the rarest meaning.
        indirect case storyboard(StoryboardIndex)
        /// A style, a width class or a name query.
        case value
    }

    // Inlined, as `isVariable` is: the checker is a struct of over 600
    // bytes, and a method handed it whole copied it, a `memcpy` per name.
    // Inlined, the lookups read the caller's fields in place.
    // Mutating: the meaning of a name read for the first time is kept (`names`).
    @inline(__always) mutating func meaning(of name: Identifier, in scope: Scope) -> NameMeaning? {
        // The scene's own variables first, as the rules have it (and, for
        // the usual name in a hook, one short list compared).
        if let owner = scope.owner, !owner.variables.isEmpty, owner.variables.contains(id: name.symbol.nameID) { return .variable }
        let global = globalMeaning(of: name)
        if case .variable = global { return .variable }
        let id = name.symbol.nameID
        if id == NameMeanings.destination, scope.place == .prepare { return .otherInstance }
        if id == NameMeanings.source, scope.allowsSource { return .otherInstance }
        switch global {
        case .type(let position): return .type(index.types[at: position])
        case .storyboard: return index.imports[name.name].map { .storyboard($0) }
        case .value: return .value
        case .variable, .unknown: return nil
        }
    }

    /// What `name` means in this file wherever it stands (NameMeanings.swift).
    @inline(__always) mutating func globalMeaning(of name: Identifier) -> NameMeanings.Meaning {
        names.meaning(of: name.symbol, in: index, controllersUIKitAdds: visible.controllersUIKitAdds)
    }

    /// Whether `name` is a controller UIKit adds at run time: the More
    /// navigation controller and its list, or a navigation controller a
    /// column-style split view wraps a column in (`RootPrimary`).
    func isControllerUIKitAdds(_ name: String) -> Bool {
        visible.controllersUIKitAdds.contains(name)
    }

    /// Whether this storyboard declares a type named `name`.
    @inline(__always) func isType(_ name: Identifier) -> Bool {
        index.types.position(of: name.symbol.nameID) != nil
    }

    /// Whether `name` is a variable where it stands: the scene's own or a global.
    @inline(__always) mutating func isVariable(_ name: Identifier, in scope: Scope) -> Bool {
        if let owner = scope.owner, !owner.variables.isEmpty, owner.variables.contains(id: name.symbol.nameID) { return true }
        if case .variable = globalMeaning(of: name) { return true }
        return false
    }

    mutating func checkExpression(_ expression: Expression, in scope: Scope) {
        // Operators and literals are walked by their tags alone: making every
        // node's `kind` nearly doubled the checker's time on long expressions.
        switch expression.tag {
        case .number, .string, .boolean, .nil:
            break
        case .unary, .parenthesized:
            checkExpression(expression.firstOperand, in: scope)
        case .binary:
            checkExpression(expression.firstOperand, in: scope)
            checkExpression(expression.secondOperand, in: scope)
        case .name:
            if let identifier = expression.plainName { checkName(identifier, in: scope) }
        case .member, .call, .list:
            switch expression.kind {
            case .member(let base, let name, _):
                checkMember(base: base, name: name, in: scope)
            case .call(let callee, let arguments, let range):
                checkCall(callee, arguments, range: range, in: scope)
            case .list(let elements, _):
                for element in elements { checkExpression(element, in: scope) }
            case .name, .number, .string, .boolean, .nil, .unary, .parenthesized, .binary:
                break  // walked above by tag
            }
        }
    }

    /// A bare name used as a value.
    private mutating func checkName(_ identifier: Identifier, in scope: Scope) {
        guard !identifier.isEmpty else { return }
        if identifier.instance != nil {
            resolveViewController(QualifiedName(identifier), allowInstance: true)
            return
        }
        switch meaning(of: identifier, in: scope) {
        case .variable, .otherInstance, .storyboard, .value:
            break
        case .type:
            resolveViewController(QualifiedName(identifier), allowInstance: true)
        case .none:
            reportUnknownName(identifier, in: scope)
        }
    }

    private mutating func reportUnknownName(_ identifier: Identifier, in scope: Scope,
                                            message: Message? = nil, variablesOnly: Bool = false) {
        switch identifier.name {
        case "destination" where !variablesOnly:
            error(.destinationOutsidePrepare, at: identifier.range)
            return
        case "source" where !variablesOnly:
            error(.sourceOutsideUnwind, at: identifier.range)
            return
        default:
            break
        }
        // An imported storyboard's scene, unqualified: say how to qualify it.
        if !variablesOnly, case .unqualifiedImport = index.lookupType(QualifiedName(identifier)) {
            resolveViewController(QualifiedName(identifier), allowInstance: true)
            return
        }
        if let owner = visible.variableOwners[identifier.symbol.nameID],
           owner.name != scope.owner?.name {
            let variable = owner.variables[id: identifier.symbol.nameID]
            error(message ?? .unknownName(identifier.name), at: identifier.range,
                  help: "'\(identifier.name)' is an instance variable of '\(owner.name)': write '\(owner.name).\(identifier.name)'",
                  notes: variable.map { [note("'\(identifier.name)' declared here", at: $0.range)] } ?? [])
            return
        }
        let (index, path) = (self.index, self.path)
        reportUnknown(message ?? .unknownName(identifier.name), at: identifier.range, name: identifier.name, among: {
            var candidates = (scope.owner?.variableOrder ?? []) + index.globalOrder
            if !variablesOnly {
                candidates += index.viewControllers.map(\.name) + Vocabulary.presentationStyles
                    + Vocabulary.transitionStyles + Vocabulary.widthClasses + Vocabulary.nameQueries
            }
            return candidates
        }, declaration: { match in
            if let variable = scope.owner?.variables[match] ?? index.globals[match] { return (variable.range, path) }
            return index.types[match].map { ($0.nameRange, path) }
        })
    }

    /// `destination.x`, `source.x`, `Scene.x`, `Storyboard.Scene`, `Storyboard.Scene.x`.
    private mutating func checkMember(base: Expression, name: Identifier, in scope: Scope) {
        guard !name.isEmpty else { return }
        switch base.kind {
        case .name(let identifier) where identifier.instance == nil && !identifier.isEmpty:
            switch meaning(of: identifier, in: scope) {
            case .variable, .value:
                return  // a value's member: known only at run time
            case .otherInstance:
                checkOtherInstanceVariable(base: identifier, name: name, in: scope)
            case .type:
                guard let reference = resolveViewController(QualifiedName(identifier), allowInstance: true),
                      let type = index.type(reference) else { return }
                checkInstanceVariable(name, of: type, path: index.path(of: reference))
            case .storyboard(let storyboard):
                checkStoryboardMember(storyboard, name)
            case .none:
                if identifier.name == index.name {
                    checkStoryboardMember(index, name)  // `Main.root`: this storyboard's name qualifies
                } else {
                    reportUnknownName(identifier, in: scope)
                }
            }
        case .name(let identifier) where identifier.instance != nil:
            guard let reference = resolveViewController(QualifiedName(identifier), allowInstance: true),
                  let type = index.type(reference) else { return }
            checkInstanceVariable(name, of: type, path: index.path(of: reference))
        case .member(let inner, let sceneName, _):
            guard let storyboardName = inner.plainName, storyboardName.instance == nil,
                  !isVariable(storyboardName, in: scope), !isType(storyboardName),
                  index.storyboard(named: storyboardName.name) != nil else {
                checkExpression(base, in: scope)
                return
            }
            let qualified = QualifiedName(parts: [storyboardName, sceneName],
                                          range: storyboardName.range.union(sceneName.range))
            guard let reference = resolveViewController(qualified, allowInstance: true),
                  let type = index.type(reference) else { return }
            checkInstanceVariable(name, of: type, path: index.path(of: reference))
        case .name, .number, .string, .boolean, .nil, .call, .list, .unary, .binary, .parenthesized:
            checkExpression(base, in: scope)
        }
    }

    /// `Storyboard.X`: a type of that storyboard, or (this storyboard) a global.
    private mutating func checkStoryboardMember(_ storyboard: StoryboardIndex, _ name: Identifier) {
        if storyboard.name == index.name, index.globals.contains(id: name.symbol.nameID) { return }
        let storyboardName = Identifier(name: storyboard.name, range: .empty(at: name.range.start))
        resolveViewController(QualifiedName(parts: [storyboardName, name], range: name.range), allowInstance: true)
    }

    /// `destination.x` in `prepare`; `source.x` in an unwind action.
    private mutating func checkOtherInstanceVariable(base: Identifier, name: Identifier, in scope: Scope) {
        if base.name == "destination" {
            guard let reference = scope.destination, let type = index.type(reference) else { return }
            checkInstanceVariable(name, of: type, path: index.path(of: reference))
            return
        }
        // The unwind segue's source can be any scene: the variable must exist in one.
        if visible.instanceVariables.position(of: name.symbol.nameID) != nil { return }
        let (index, path) = (self.index, self.path)
        reportUnknown(.unknownVariable("source.\(name.name)"), at: name.range, name: name.name, among: {
            index.visibleStoryboards.flatMap(\.orderedTypes).flatMap(\.variableOrder)
        }, declaration: { [visible] match in visible.instanceVariables[Symbol(match).nameID].map { ($0.range, path) } })
    }

    private mutating func checkInstanceVariable(_ name: Identifier, of type: DeclaredType, path: String) {
        guard !type.variables.contains(id: name.symbol.nameID) else { return }
        reportUnknown(.unknownInstanceVariable(name.name, type.name), at: name.range, name: name.name,
                      among: { type.variableOrder }, declaration: { match in
            type.variables[match].map { ($0.range, path) }
        })
    }

    /// `presented(X)` and the other queries: one argument; the scene queries'
    /// argument names a view controller unless it is a variable or a query.
    private mutating func checkCall(_ callee: Identifier, _ arguments: ExpressionList, range: SourceRange, in scope: Scope) {
        guard Vocabulary.queryFunctions.contains(callee.name) else {
            if !callee.name.isEmpty {
                reportUnknown(.unknownFunction(callee.name), at: callee.range, name: callee.name,
                              among: { Vocabulary.queryFunctions },
                              otherwise: "the queries are \(Vocabulary.queryFunctions.joined(separator: ", "))")
            }
            for argument in arguments { checkExpression(argument, in: scope) }
            return
        }
        guard arguments.count == 1, let argument = arguments.first else {
            error(.queryArity(callee.name, arguments.count), at: range)
            for argument in arguments { checkExpression(argument, in: scope) }
            return
        }
        guard Vocabulary.sceneQueryFunctions.contains(callee.name) else {
            checkExpression(argument, in: scope)
            return
        }
        switch argument.kind {
        case .name(let identifier) where identifier.instance == nil:
            switch meaning(of: identifier, in: scope) {
            case .variable, .otherInstance, .storyboard, .type:
                checkName(identifier, in: scope)
            case .value where identifier.name == "visible":
                break
            case .value, .none:
                resolveViewController(QualifiedName(identifier), allowInstance: true)
            }
        case .name, .member, .number, .string, .boolean, .nil, .call, .list, .unary, .binary, .parenthesized:
            checkExpression(argument, in: scope)
        }
    }

    /// `set TARGET = …`: a variable, `destination.x`, `source.x` or `Scene.x`.
    mutating func checkAssignment(to target: Expression, in scope: Scope) {
        if let identifier = target.plainName, identifier.instance == nil {
            guard !identifier.isEmpty else { return }
            switch meaning(of: identifier, in: scope) {
            case .variable:
                break
            case .otherInstance, .type, .storyboard, .value:
                error(.notAssignable(identifier.name), at: identifier.range,
                      help: "'set' assigns to a variable declared with 'var'")
            case .none:
                reportUnknownName(identifier, in: scope, message: .unknownVariable(identifier.name), variablesOnly: true)
            }
        } else if target.tag == .member {
            checkExpression(target, in: scope)
        } else {
            error(.notAssignable(describe(target)), at: target.range,
                  help: "'set' assigns to a variable declared with 'var'")
        }
    }

    /// `set window.rootViewController = Main`: the window in front's root replaced by a new instance
    /// of a scene (a view controller, a container of any kind).
    mutating func checkRootAssignment(base: Expression, value: Expression, in scope: Scope) {
        let example = "set window.rootViewController = Main"
        guard let window = base.plainName, window.name == Vocabulary.windowName, window.instance == nil else {
            error(.make("root-needs-window", "only the window has a 'rootViewController' a script sets"),
                  at: base.range, help: example)
            return
        }
        guard let scene = value.sceneName else {
            error(.make("root-needs-scene", "the window's root is a new instance of a scene"), at: value.range, help: example)
            return
        }
        // An unknown scene is said with the names it may have meant.
        resolveViewController(scene, allowInstance: false)
    }

    /// `set Nav.viewControllers = [List, Detail#1]`: UINavigationController's
    /// `viewControllers` setter (`setViewControllers(_:animated: false)`).
    /// The base names a navigation controller, or is `navigationController`, the nearest one of the
    /// scene the code runs in; the list names the scenes of the new stack, bottom first (an imported
    /// storyboard's too: `Code.Tabs`), none of them a navigation controller.
    mutating func checkStackAssignment(base: Expression, value: Expression, in scope: Scope) {
        let example = "set Nav.viewControllers = [List, Detail]"
        // The base's meaning, looked up once for both kinds of container.
        var container: DeclaredType?
        var isOwnNavigation = false
        if let name = base.plainName, name.instance == nil {
            if case .type(let type)? = meaning(of: name, in: scope) {
                container = type
            } else {
                isOwnNavigation = name.name == Vocabulary.ownNavigationName
            }
        }
        if let container, container.kind == .pages {
            checkPageAssignment(of: container, value: value, in: scope)
            return
        }
        guard isOwnNavigation || container?.kind == .navigation else {
            error(.make("stack-needs-navigation", "'viewControllers' can be set only on a navigation or page view controller"),
                  at: base.range, help: "name one: \(example)")
            return
        }
        guard case .list(let elements, _) = value.kind, !elements.isEmpty else {
            error(.make("stack-needs-scenes", "a navigation stack is a list of scenes, bottom first"),
                  at: value.range, help: example)
            return
        }
        for element in elements {
            if let qualified = element.sceneName, qualified.parts.count > 1 {
                // An imported storyboard's scene, a new instance (`Code.Tabs`).
                guard resolveViewController(qualified, allowInstance: false) != nil else { continue }
                if case .type(_, let type) = index.lookupType(qualified), type.kind == .navigation {
                    error(.make("stack-holds-navigation", "'\(qualified)' is a navigation controller: it cannot be on a navigation stack"),
                          at: qualified.range, help: "UIKit raises 'Pushing a navigation controller is not supported'")
                }
                continue
            }
            guard let identifier = element.plainName,
                  case .type(let scene)? = meaning(of: identifier, in: scope), scene.kind.isViewController else {
                error(.make("stack-needs-scenes", "a navigation stack is a list of scenes, bottom first"),
                      at: element.range, help: example)
                continue
            }
            if scene.kind == .navigation {
                error(.make("stack-holds-navigation", "'\(identifier.name)' is a navigation controller: it cannot be on a navigation stack"),
                      at: identifier.range, help: "UIKit raises 'Pushing a navigation controller is not supported'")
            }
        }
    }

    /// `set Pages.viewControllers = [Page]`: UIPageViewController's
    /// `setViewControllers(_:direction:animated:)` with one page, one of
    /// those the page view controller lists.
    private mutating func checkPageAssignment(of pages: DeclaredType, value: Expression, in scope: Scope) {
        let served = pages.children.compactMap { $0.target?.name }
        let example = "set \(pages.name).viewControllers = [\(served.first ?? "Page")]"
        guard case .list(let elements, _) = value.kind, elements.count == 1, let identifier = elements[0].plainName,
              identifier.instance == nil else {
            error(.make("page-needs-one-scene", "a page view controller displays one page: a list of one of its pages"),
                  at: value.range, help: example)
            return
        }
        guard case .type(let scene)? = meaning(of: identifier, in: scope), served.contains(scene.name) else {
            error(.make("not-a-page", "'\(identifier.name)' is not a page of '\(pages.name)'"),
                  at: identifier.range, help: "its pages are \(served.joined(separator: ", "))")
            return
        }
    }

    /// A variable named like a query shadows it.
    mutating func checkShadowing(_ name: Identifier) {
        guard Vocabulary.queryNameIDs.contains(name.symbol.nameID) else { return }
        warning(.shadowedQuery(name.name), at: name.range, help: "rename the variable to keep using the query")
    }

    private func describe(_ expression: Expression) -> String {
        switch expression.kind {
        case .name(let identifier): return identifier.text
        case .member(let base, let name, _): return "\(describe(base)).\(name.text)"
        case .call(let callee, _, _): return "\(callee.text)(…)"
        case .number(let literal): return literal.text
        case .string(let literal): return "\"\(literal.value)\""
        case .boolean(let value, _): return value ? "true" : "false"
        case .nil: return "nil"
        case .list: return "[…]"
        case .unary(let op, let operand, _): return op.rawValue + describe(operand)
        case .binary(let op, _, _, _): return "… \(op.rawValue) …"
        case .parenthesized(let inner, _): return "(\(describe(inner)))"
        }
    }
}
