import SwiftSyntax

// Closures a method keeps in a local and calls by name. Session's launch keeps what it does once
// the first screen is made in a closure and calls it from each branch of its onboarding state:
//
//     let rootViewControllerSetupComplete: (UIViewController) -> () = { [weak self] rootViewController in
//         let target = TopBannerController(child: StyledNavigationController(rootViewController: rootViewController))
//         self?.window?.rootViewController = target
//     }
//     switch Onboarding.State.current {
//     case .newUser: rootViewControllerSetupComplete(SessionHostingViewController(rootView: LandingScreen(…)))
//     case .completed: rootViewControllerSetupComplete(HomeVC(using: dependencies))
//     }
//
// Read where it is written, the closure's parameter is nothing the import knows, and the window's
// root was a banner container with no child. So such a closure is read where it is called, once per
// call, with each parameter bound to the call's argument, as if the call were its body: the root is
// the banner around the home screen's navigation controller in one branch, around the landing
// screen's in the other. A closure no call of the method names is read where it is written, as
// before (a completion handler, an action).

extension CallReader {
    /// The local a closure is the value of (`let setUp: (UIViewController) -> Void = { root in … }`),
    /// when it takes parameters and a later statement of the same block calls it by that name.
    func localClosureName(_ closure: ClosureExprSyntax) -> String? {
        guard let parameters = Self.closureParameterNames(closure), !parameters.isEmpty,
              let binding = closure.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
              let item = declaration.parent?.as(CodeBlockItemSyntax.self),
              let block = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        var isLater = false
        for statement in block {
            if statement.id == item.id { isLater = true; continue }
            // A cheap test of the text first; the syntax says whether it is a call of the local.
            if isLater, statement.trimmedDescription.contains(name + "("), LocalClosureCalls.calls(name, in: statement) {
                return name
            }
        }
        return nil
    }

    /// The names a closure's parameters bind, in order (`root`, `_` for one it ignores); nil for a
    /// closure that declares none.
    static func closureParameterNames(_ closure: ClosureExprSyntax) -> [String]? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let shorthand): return shorthand.map(\.name.text)
        case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return nil
        }
    }

    /// A call of a local closure (`setUp(home)`): its body read here, each parameter the argument
    /// the call hands it, and what those names held before given back afterwards.
    func readLocalClosure(called call: FunctionCallExprSyntax) {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self) != nil,
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let closure = localClosures[name], let parameters = Self.closureParameterNames(closure),
              parameters.count == call.arguments.count,
              // A closure that calls itself through another is read once at a time.
              !localClosuresBeingRead.contains(name) else { return }
        localClosuresBeingRead.insert(name)
        let calledBefore = localClosureCallsBeingRead[closure.id]
        localClosureCallsBeingRead[closure.id] = Syntax(call)
        let held = parameters.map { instantiated[$0] }
        for (parameter, argument) in zip(parameters, call.arguments) where parameter != "_" {
            instantiated[parameter] = nil
            bindLocal(parameter, to: argument.expression)
        }
        walk(closure.statements)
        for (parameter, before) in zip(parameters, held) where parameter != "_" { instantiated[parameter] = before }
        localClosureCallsBeingRead[closure.id] = calledBefore
        localClosuresBeingRead.remove(name)
    }
}

extension CallReader {
    /// The calls of the method's local closures inside a closure the reader does not read as the
    /// method's own (one handed to a controller), each read as a call.
    func readLocalClosureCalls(in closure: ClosureExprSyntax) {
        let calls = LocalClosureCalls(Set(localClosures.keys))
        calls.walk(closure)
        for call in calls.found { readLocalClosure(called: call) }
    }
}

/// The calls of locals by name in a statement or a closure.
private final class LocalClosureCalls: SyntaxVisitor {
    let names: Set<String>
    var found: [FunctionCallExprSyntax] = []

    init(_ names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    static func calls(_ name: String, in statement: CodeBlockItemSyntax) -> Bool {
        let visitor = LocalClosureCalls([name])
        visitor.walk(statement)
        return !visitor.found.isEmpty
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, names.contains(name) {
            found.append(node)
        }
        return .visitChildren
    }
}
