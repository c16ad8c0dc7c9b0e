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
        // The block's calls by name, read once however many closures it keeps (the last statement
        // calling each name, by position).
        let calls = localCallsByBlock[block.id] ?? {
            var last: [String: Int] = [:]
            for (position, statement) in block.enumerated() {
                for called in LocalClosureCalls.names(in: statement) { last[called] = position }
            }
            localCallsByBlock[block.id] = last
            return last
        }()
        guard let position = block.firstIndex(where: { $0.id == item.id }).map({ block.distance(from: block.startIndex, to: $0) }),
              let lastCall = calls[name], lastCall > position else { return nil }
        localClosureBlocks[closure.id] = block.id
        return name
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

    /// How many bodies of local closures one method reads at its calls: a chain of closures each
    /// calling the one before twice doubles the reading at each link, and is read no further.
    static let localClosureReadsPerMethod = 256

    /// A call of a local closure (`setUp(home)`), inside the block that keeps it: its body read here,
    /// each parameter the argument the call hands it (a trailing closure counts), and what those names
    /// held before given back afterwards. A call whose arguments do not match the parameters reads
    /// the body with none bound, as where it is written. What two calls make alike is made once.
    func readLocalClosure(called call: FunctionCallExprSyntax) {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let closure = localClosures[name], let parameters = Self.closureParameterNames(closure),
              let block = localClosureBlocks[closure.id], Self.isInside(Syntax(call), block: block),
              // A closure that calls itself through another is read once at a time.
              !localClosuresBeingRead.contains(name), localClosureReads < Self.localClosureReadsPerMethod else { return }
        localClosureReads += 1
        localClosuresBeingRead.insert(name)
        let calledBefore = localClosureCallsBeingRead[closure.id]
        localClosureCallsBeingRead[closure.id] = Syntax(call)
        var arguments = call.arguments.map(\.expression)
        if let trailing = call.trailingClosure { arguments.append(ExprSyntax(trailing)) }
        arguments += call.additionalTrailingClosures.map { ExprSyntax($0.closure) }
        let bound = parameters.count == arguments.count
            ? zip(parameters, arguments).filter { parameter, argument in
                // (`setRoot(viewController)` for a parameter `viewController`: bound already.)
                parameter != "_" && argument.as(DeclReferenceExprSyntax.self)?.baseName.text != parameter
            } : []
        let held = bound.map { instantiated[$0.0] }
        // What else the names held, given back too: a local of the method named like a parameter reads
        // its own value after the call, not the argument's (a string, a type, a choice of branches).
        let facts = bound.map { parameter, _ in
            (localStrings[parameter], localIdentifierChoices[parameter], otherBranchValues[parameter], branches[parameter],
             localTypes[parameter], castLocals[parameter], closureResultLocals[parameter])
        }
        // Every argument read before any parameter is bound (`f(b, a)` for parameters `a, b`).
        let values = bound.map { instantiation(of: $0.1) }
        for ((parameter, argument), value) in zip(bound, values) {
            instantiated[parameter] = nil
            bindLocal(parameter, to: argument)
            if let value { instantiated[parameter] = value }
        }
        let before = triggers.count
        walk(closure.statements)
        // What an earlier call of the closure made already is not made again.
        var kept: [(String, CodeTrigger)] = []
        for (owner, trigger) in triggers[before...] where localClosureTriggers.insert(OwnedTrigger(owner: owner, trigger: trigger)).inserted {
            kept.append((owner, trigger))
        }
        triggers.removeSubrange(before...)
        triggers += kept
        for ((parameter, _), value) in zip(bound, held) { instantiated[parameter] = value }
        for ((parameter, _), fact) in zip(bound, facts) {
            (localStrings[parameter], localIdentifierChoices[parameter], otherBranchValues[parameter], branches[parameter],
             localTypes[parameter], castLocals[parameter], closureResultLocals[parameter]) = fact
        }
        localClosureCallsBeingRead[closure.id] = calledBefore
        localClosuresBeingRead.remove(name)
    }

    /// Whether `node` is inside the block `block` (the method's local is in scope there).
    static func isInside(_ node: Syntax, block: SyntaxIdentifier) -> Bool {
        var current = node.parent
        while let next = current {
            if next.id == block { return true }
            if next.is(FunctionDeclSyntax.self) || next.is(InitializerDeclSyntax.self) { return false }
            current = next.parent
        }
        return false
    }
}

/// A trigger with the class it is made on, to tell two alike apart.
struct OwnedTrigger: Hashable {
    var owner: String
    var trigger: CodeTrigger
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
    let names: Set<String>?
    var found: [FunctionCallExprSyntax] = []
    var called: Set<String> = []

    init(_ names: Set<String>?) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    /// The names a statement calls (`setUp(home)`: `setUp`).
    static func names(in statement: CodeBlockItemSyntax) -> Set<String> {
        let visitor = LocalClosureCalls(nil)
        visitor.walk(statement)
        return visitor.called
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if let names {
                if names.contains(name) { found.append(node) }
            } else {
                called.insert(name)
            }
        }
        return .visitChildren
    }
}
