import SwiftSyntax

// Names a method binds itself, which no app-wide constant answers.
//
// The constants the importer knows app-wide are found by their bare names too (a class's `static
// let identifier = "CellSubscription"`, an enum's `case identifier(String)` standing for its name),
// so that a method of the same type can write them unqualified. But a bare name the method binds
// itself is its own: Rocket.Chat's `StoryboardInitializable.fromStoryboard(name:bundle:identifier:)`
// instantiates `switch identifier { case .identifier(let identifier): return
// storyboard.instantiateViewController(withIdentifier: identifier) … }`, where `identifier` is the
// case's string, and the import read the enum's case name (or any cell's `identifier`) as the
// storyboard identifier: a false "no storyboard declares 'identifier'" on the scene.

enum LocalBindings {
    /// What binds a name where it is written.
    enum Binder {
        /// A parameter of the function or initializer the name is written in.
        case parameter
        /// A closure's parameter, a `case`'s, `if`'s, `guard`'s or `for`'s binding, or a local declaration.
        case local
    }

    /// Whether `name`, written at `node`, is bound by the function, closure, `case`, `if`, `guard`,
    /// `for` or local declaration around it, rather than by the type or the file.
    static func binds(_ name: String, at node: Syntax) -> Bool {
        binder(of: name, at: node) != nil
    }

    /// Whether `name`, written at `node`, is the parameter of the function or initializer around it,
    /// no binding nearer hiding it. An `if let` binds only in its body: Ello's
    /// `findTopMostViewController(_ controller:)` returns `controller` after `if let controller =
    /// controller as? AppViewController { … }`, the view controller its caller handed it, not the
    /// cast's.
    static func namesParameter(_ name: String, at node: Syntax) -> Bool {
        binder(of: name, at: node) == .parameter
    }

    /// What binds `name` at `node`, the nearest scope first; nil when nothing local does.
    static func binder(of name: String, at node: Syntax) -> Binder? {
        var child = node
        var current = node.parent
        while let scope = current {
            if let function = scope.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains { parameterName($0) == name } ? .parameter : nil
            }
            if let initializer = scope.as(InitializerDeclSyntax.self) {
                return initializer.signature.parameterClause.parameters.contains { parameterName($0) == name } ? .parameter : nil
            }
            if let closure = scope.as(ClosureExprSyntax.self), closureBinds(name, closure) { return .local }
            if let switchCase = scope.as(SwitchCaseSyntax.self), patternBinds(name, in: Syntax(switchCase.label)) { return .local }
            if let conditional = scope.as(IfExprSyntax.self), child.id == conditional.body.id,
               conditionsBind(name, conditional.conditions) { return .local }
            if let loop = scope.as(ForStmtSyntax.self), child.id == loop.body.id, patternBinds(name, in: Syntax(loop.pattern)) {
                return .local
            }
            if let statements = scope.as(CodeBlockItemListSyntax.self), earlierStatementsBind(name, in: statements, before: child) {
                return .local
            }
            // A type's member is not a local: the type's constants are the app-wide lookup's.
            if scope.is(MemberBlockSyntax.self) || scope.is(SourceFileSyntax.self) { return nil }
            child = scope
            current = scope.parent
        }
        return nil
    }

    private static func parameterName(_ parameter: FunctionParameterSyntax) -> String {
        (parameter.secondName ?? parameter.firstName).text
    }

    private static func closureBinds(_ name: String, _ closure: ClosureExprSyntax) -> Bool {
        guard let parameters = closure.signature?.parameterClause else { return false }
        switch parameters {
        case .simpleInput(let shorthand): return shorthand.contains { $0.name.text == name }
        case .parameterClause(let clause): return clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
        }
    }

    /// Whether a pattern (a `case` label, a `for` pattern, an optional binding's) declares `name`.
    private static func patternBinds(_ name: String, in node: Syntax) -> Bool {
        if let identifier = node.as(IdentifierPatternSyntax.self) { return identifier.identifier.text == name }
        // Not inside an expression's closure, whose bindings are its own.
        if node.is(ClosureExprSyntax.self) { return false }
        return node.children(viewMode: .sourceAccurate).contains { patternBinds(name, in: $0) }
    }

    private static func conditionsBind(_ name: String, _ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            switch element.condition {
            case .optionalBinding(let binding): return patternBinds(name, in: Syntax(binding.pattern))
            case .matchingPattern(let matching): return patternBinds(name, in: Syntax(matching.pattern))
            case .expression, .availability: return false
            }
        }
    }

    /// Whether a statement before `child` in `statements` declares `name`: a `let`/`var`, or a
    /// `guard`'s binding, which holds for the rest of the block.
    private static func earlierStatementsBind(_ name: String, in statements: CodeBlockItemListSyntax, before child: Syntax) -> Bool {
        for statement in statements {
            if statement.id == child.id { return false }
            if let variable = statement.item.as(VariableDeclSyntax.self),
               variable.bindings.contains(where: { patternBinds(name, in: Syntax($0.pattern)) }) { return true }
            if let guarded = statement.item.as(GuardStmtSyntax.self), conditionsBind(name, guarded.conditions) { return true }
        }
        return false
    }
}
