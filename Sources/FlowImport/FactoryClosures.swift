import SwiftSyntax

// Closures an object is made with that make the controllers it shows. Threema's app coordinator makes
// its conversation list's coordinator with the closure that makes each destination's screen:
//
//     ConversationListCoordinator(…, viewControllerForDestination: { destination in
//         switch destination {
//         case .conversation: ChatViewController(for: conversation, …)
//         case .archivedConversationList: ArchivedConversationListViewController(…)
//         }
//     })
//
// and the coordinator keeps it and pushes what it returns (`let viewController =
// viewControllerForDestination(destination)`). Called in the coordinator, the closure reads as a
// factory of its own class (`ConversationListCoordinator.viewControllerForDestination`, what any
// call of a lower-case name the reader does not know already is); what it makes is known only where
// the object is made. So each controller such a closure returns is recorded there as made by that
// factory of the object's class, and the coordinator's push resolves to each (the chat and the
// archive). Before, the chat screen was never declared, and its 38 scenes never reached.

extension CallReader {
    /// `Coordinator(…, label: { … return Screen() … })`, an object of the app's (no controller, whose
    /// closures are its moves: ClosuresHandedToControllers.swift) made with labelled closures: what
    /// each returns, made by the factory `Coordinator.label`.
    func noteFactoryClosures(_ node: FunctionCallExprSyntax) {
        let (base, name) = Self.callee(node)
        guard base == nil, Self.isAppClass(name), !Self.namesController(name), name != owner else { return }
        for argument in node.arguments {
            guard let label = argument.label?.text, let closure = argument.expression.as(ClosureExprSyntax.self) else { continue }
            let location = "\(reader.file):\(reader.line(of: closure))"
            for (value, enumCase) in Self.returnedValues(of: closure) {
                guard let made = instantiation(of: value), made.isMadeInCode else { continue }
                triggers.append((name, CodeTrigger(method: label, action: .instantiate(made), location: location, enumCase: enumCase)))
            }
        }
    }

    /// What a closure returns: each `return`'s value, or its one expression's, each branch's of a
    /// `switch` or an `if` that is the whole body; under a `switch` over a parameter of the closure,
    /// with the case it is under (the parameter's label `_0`, as a call of the factory passes it on).
    static func returnedValues(of closure: ClosureExprSyntax) -> [(ExprSyntax, EnumCase?)] {
        if closure.statements.count == 1, let item = closure.statements.first?.item,
           let only = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression {
            if let node = unwrapped(only).as(SwitchExprSyntax.self) {
                let positions = Dictionary((closureParameterNames(closure) ?? []).enumerated().map { ($1, "_\($0)") },
                                           uniquingKeysWith: { first, _ in first })
                return node.cases.compactMap { element -> (ExprSyntax, EnumCase?)? in
                    guard let branch = element.as(SwitchCaseSyntax.self),
                          let value = branch.statements.last?.item.as(ExprSyntax.self) else { return nil }
                    return (value, EnumCase.of(branch, over: { positions[$0] }))
                }
            }
            return (branchValues(of: only) ?? [only]).map { ($0, nil) }
        }
        return ClosureReturns.all(of: closure).map { ($0, nil) }
    }
}
