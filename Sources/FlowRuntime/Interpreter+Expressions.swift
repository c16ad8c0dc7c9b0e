import FlowLang
import FlowModel

// Expressions: literals, names, members, lists, operators (with `&&` and
// `||` short-circuiting) and the queries (Language.md, Expressions).
extension Interpreter {
    func evaluate(_ expression: Expression, in context: Context) throws -> Value {
        switch expression.kind {
        case .number(let literal):
            if literal.isPercentage { return .decimal(literal.value) }
            switch literal.magnitude {
            case .integer(let value): return .integer(value)
            case .decimal(let value): return .decimal(value)
            }
        case .string(let literal):
            return .string(literal.value)
        case .boolean(let value, _):
            return .boolean(value)
        case .nil:
            return .nil
        case .name(let identifier):
            return try evaluateName(identifier, in: context)
        case .member(let base, let name, _):
            return try evaluateMember(base, name, in: context)
        case .call(let callee, let arguments, _):
            return try query(callee.name, arguments, in: context)
        case .list(let elements, _):
            return .list(try elements.map { try evaluate($0, in: context) })
        case .unary(let op, let operand, _):
            let value = try evaluate(operand, in: context)
            switch op {
            case .not: return try ValueOperations.not(value)
            case .negate: return try ValueOperations.negate(value)
            }
        case .binary(let op, let left, let right, _):
            let leftValue = try evaluate(left, in: context)
            if op == .and || op == .or {
                guard case .boolean(let holds) = leftValue else {
                    throw Failure("'\(op.rawValue)' needs Bool operands, found \(ValueOperations.typeName(leftValue)) \(leftValue.quotedDescription)")
                }
                if op == .and && !holds { return .boolean(false) }
                if op == .or && holds { return .boolean(true) }
            }
            return try ValueOperations.binary(op, leftValue, try evaluate(right, in: context))
        case .parenthesized(let inner, _):
            return try evaluate(inner, in: context)
        }
    }

    /// A variable, else `destination`/`source`, else a scene, else a style,
    /// transition or width class, else the queries `visible` and `size`.
    private func evaluateName(_ identifier: Identifier, in context: Context) throws -> Value {
        let name = identifier.name
        if identifier.instance != nil {
            return value(of: try instance(named: QualifiedName(identifier), in: context))
        }
        if let value = try variable(name, in: context) { return value }
        if name == "destination", let destination = context.destination { return value(of: destination) }
        if name == "source", let source = context.source { return value(of: source) }
        if let scene = sceneName(parts: [name], in: context) { return .word(scene) }
        if Vocabulary.presentationStyles.contains(name) || Vocabulary.transitionStyles.contains(name)
            || Vocabulary.widthClasses.contains(name) || Vocabulary.detents.contains(name) {
            return .word(name)
        }
        switch name {
        case "visible":
            return try requireApp().visible.map { value(of: $0) } ?? .nil
        case "size":
            return .word(try requireApp().width.rawValue)
        case "window":
            return .integer(try requireApp().windowNumber)
        case "windows":
            _ = try requireApp()
            return .integer(1 + windows.others.count)
        default:
            throw Failure("unknown name '\(name)'")
        }
    }

    /// `destination.x`, `source.x`, `Scene.x`, `Scene#2.x`, `Storyboard.Scene`, `Storyboard.x`.
    private func evaluateMember(_ base: Expression, _ name: Identifier, in context: Context) throws -> Value {
        if let first = base.plainName, first.instance == nil, !isVariable(first.name, in: context),
           first.name != "destination" || context.destination == nil,
           first.name != "source" || context.source == nil {
            if let scene = sceneName(parts: [first.name, name.name], in: context),
               program.storyboards[first.name] != nil, program.scenes[scene] != nil {
                if name.instance != nil {
                    let qualified = QualifiedName(parts: [first, name], range: base.range)
                    return value(of: try instance(named: qualified, in: context))
                }
                return .word(scene)
            }
            if first.name == context.storyboard, let global = globals[context.storyboard]?[name.name] {
                return global
            }
        }
        guard let id = try instanceReference(base, in: context) else {
            throw Failure("'\(name.name)' of nil")
        }
        return try instanceVariable(name.name, of: id)
    }

    /// `presented(X)`, `presenting(X)`, `stack(Nav)`, `selected(Tabs)`,
    /// `children(C)`, `count(list)`, `exists(X)`, `style(X)`, `restored(X)`.
    private func query(_ function: String, _ arguments: ExpressionList, in context: Context) throws -> Value {
        guard let argument = arguments.first, arguments.count == 1 else {
            throw Failure("'\(function)' takes one argument")
        }
        switch function {
        case "count":
            let value = try evaluate(argument, in: context)
            switch value {
            case .list(let elements): return .integer(elements.count)
            case .string(let text): return .integer(text.count)
            case .nil: return .integer(0)
            case .integer, .decimal, .boolean, .instance, .word:
                throw Failure("'count' needs a list, found \(ValueOperations.typeName(value)) \(value.quotedDescription)")
            }
        case "exists":
            return .boolean(try softInstance(argument, in: context) != nil)
        case "restored":
            return .boolean(try softInstance(argument, in: context).map(isRestored) ?? false)
        default:
            break
        }
        let app = try requireApp()
        guard let id = try instanceReference(argument, in: context) else { return .nil }
        // The fields a query reads, one at a time: `app.controller(id)` copied
        // the whole controller for every query an `if` or `expect` asks.
        guard let kind = app.controllers.kind(of: id) else { return .nil }
        switch function {
        case "presented":
            return app.viewController(id).presentedViewController.map { value(of: $0) } ?? .nil
        case "presenting":
            return app.viewController(id).presentingViewController.map { value(of: $0) } ?? .nil
        case "stack":
            guard kind == .navigation else {
                throw Failure("'stack' needs a navigation controller; '\(app.name(id))' is not one")
            }
            return .list(app.controllers.children(of: id).map { value(of: $0) })
        case "selected":
            guard kind == .tabs || kind == .pages else {
                throw Failure("'selected' needs a tab bar or page view controller; '\(app.name(id))' is not one")
            }
            return app.tabBar(id).selectedViewController.map { value(of: $0) } ?? .nil
        case "children":
            return .list(app.controllers.children(of: id).map { value(of: $0) })
        case "style":
            return app.viewController(id).presentationStyle.map { .word($0.rawValue) } ?? .nil
        case Vocabulary.navigationBarHiddenProperty:
            guard kind == .navigation else {
                throw Failure("'navigationBarHidden' needs a navigation controller; '\(app.name(id))' is not one")
            }
            return .boolean(app.navigation(id).isNavigationBarHidden)
        case Vocabulary.toolbarHiddenProperty:
            guard kind == .navigation else {
                throw Failure("'toolbarHidden' needs a navigation controller; '\(app.name(id))' is not one")
            }
            return .boolean(app.navigation(id).isToolbarHidden)
        case "searching", "searchText", "searchScope":
            guard app.controllers.scene(of: id).flatMap({ app.storyboard.scene(named: $0)?.searchController }) != nil else {
                throw Failure("'\(function)' needs a scene with a search field ('search'); '\(app.name(id))' has none")
            }
            if function == "searching" { return .boolean(app.search(of: id).isActive) }
            if function == "searchScope" { return .string(app.search(of: id).scope ?? "") }
            return .string(app.search(of: id).text ?? "")
        case Vocabulary.ownNavigationName:
            // UIKit's `navigationController`: the nearest ancestor that is one (a navigation controller's is the
            // one around it), nil for none.
            return app.controllers.parent(of: id).flatMap(app.nearestNavigation(from:)).map { value(of: $0) } ?? .nil
        case "movingToParent":
            return .boolean(app.viewController(id).isMovingToParent)
        case "movingFromParent":
            return .boolean(app.viewController(id).isMovingFromParent)
        case "beingPresented":
            return .boolean(app.viewController(id).isBeingPresented)
        case "beingDismissed":
            return .boolean(app.viewController(id).isBeingDismissed)
        case "detent":
            // A system detent by name, a custom one by its height in points.
            guard let detent = app.sheet(id).selectedDetent else { return .nil }
            switch detent {
            case .medium, .large: return .word(detent.text)
            case .custom(let points):
                return points == points.rounded() && abs(points) < 1e15 ? .integer(Int(points)) : .decimal(points)
            }
        default:
            throw Failure("unknown query '\(function)'")
        }
    }

    /// For `exists` and `restored`: a scene or instance without a live
    /// instance gives nil instead of a runtime error.
    private func softInstance(_ expression: Expression, in context: Context) throws -> InstanceID? {
        do {
            return try instanceReference(expression, in: context)
        } catch let failure as Failure where failure.isMissingInstance {
            return nil
        }
    }
}
