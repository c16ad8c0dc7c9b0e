import SwiftSyntax

// A pop right before a push. Apps open a screen "in place of" the current
// ones by popping first (Tinode's `presentChatReplacingCurrentVC`):
//
//     navController.popToRootViewController(animated: false)
//     let chat = … ; chat.topicName = topicName
//     navController.pushViewController(chat, animated: true)
//
// Without the pop, each chat opened piled on the last, a stack growing for
// ever that the app never grows. A pop counts when it is a statement of the
// push's own block, before it: one in another branch (GoMap's feature picker
// pops to the root in one `case` and pushes in another) or in a closure (a
// callback that pops later) is not a step of the push.

extension CallReader {
    /// The pop a statement of `push`'s block makes before it, the last one; nil for none.
    static func popBefore(_ push: FunctionCallExprSyntax) -> PopBeforePush? {
        var node = Syntax(push)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) {
            // A push inside a closure or another call's argument is not a statement of a block.
            if parent.is(ClosureExprSyntax.self) || parent.is(LabeledExprSyntax.self) { return nil }
            node = parent
        }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let block = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return nil }
        var found: PopBeforePush?
        for statement in block {
            if statement.id == item.id { return found }
            if let pop = popStatement(statement) { found = pop }
        }
        return nil
    }

    /// The pop a statement is, when it is one call (`navigationController?.popViewController(animated: true)`,
    /// `_ = nav.popToRootViewController(animated: false)`).
    private static func popStatement(_ statement: CodeBlockItemSyntax) -> PopBeforePush? {
        var expression: ExprSyntax?
        switch statement.item {
        case .expr(let written): expression = written
        case .stmt(let written): expression = written.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
        // `_ = nav.popViewController(…)`: the call after the discarding assignment.
        if let sequence = expression?.as(SequenceExprSyntax.self), let last = sequence.elements.last { expression = last }
        guard let call = expression.map(unwrapped)?.as(FunctionCallExprSyntax.self),
              call.arguments.first?.label?.text == "animated" else { return nil }
        switch callee(call).1 {
        case "popViewController": return .pop
        case "popToRootViewController": return .popToRoot
        default: return nil
        }
    }
}
