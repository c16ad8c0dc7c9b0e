import SwiftSyntax

// Whether a method's dismissal and pop are alternatives or both happen. COVIDSafe's back button
// dismisses or pops by a flag (`if reauthenticating { dismiss(…) } else { pop… }`), GoMap's cancel
// pops or, when there is nothing to pop, dismisses (`if navigationController?.popViewController(…)
// == nil { dismiss(…) }`): either, which flow writes as a pop where the scene was pushed, else a
// dismissal (DeclarationMapper's `linkDismissalOrPop`). Tinode's cancel does one after the other
// (`navigationController?.popViewController(…)`, then `dismiss(…)`), and Simplenote's editor
// dismisses what it presents, then pops to the list: both, in turn. Each dismissal or pop keeps the
// parts of the `if`s, `guard`s, ternaries and `switch`es it is made in, `if@OFFSET:then`, `:else` (or
// after a body that leaves) or `:condition`, `guard@OFFSET:else` or `:after`, `ternary@OFFSET:then` or
// `:else`, `switch@OFFSET:CASE-OFFSET`, and last the body it is written in,
// `body@OFFSET`, a method's or a closure's (KeePassium's screens reach their coordinators' dismissals
// and pops in several methods: none in turn; xDrip's picker dismisses in its Cancel's closure and in
// its OK's, one dismissal either way, DeclarationMapper's `backSteps`).

extension CallReader {
    /// The parts of the choices around `node`, innermost first, up to its method.
    static func choices(around node: Syntax) -> [String] {
        var parts: [String] = []
        var child = node
        var current = node.parent
        while let parent = current {
            // The body it is written in, last: a method's, or a closure's, which runs when it is called
            // (an alert's action, a completion), so nothing outside it happens in turn with what it does.
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(ClosureExprSyntax.self)
                || parent.is(AccessorDeclSyntax.self) {
                parts.append("body@\(parent.position.utf8Offset)")
                break
            }
            if let choice = parent.as(IfExprSyntax.self) {
                let part = child.id == choice.body.id ? "then" : child.id == choice.elseBody?.id ? "else" : "condition"
                parts.append("if@\(choice.position.utf8Offset):\(part)")
            } else if let guarded = parent.as(GuardStmtSyntax.self), child.id == guarded.body.id {
                parts.append("guard@\(guarded.position.utf8Offset):else")
            } else if let switchCase = parent.as(SwitchCaseSyntax.self),
                      let choice = switchCase.parent?.parent?.as(SwitchExprSyntax.self) {
                // Each case of a `switch` one part (openhab's side menu dismissing in every case of its target).
                parts.append("switch@\(choice.position.utf8Offset):\(switchCase.position.utf8Offset)")
            } else if let ternary = parent.as(UnresolvedTernaryExprSyntax.self), child.id == ternary.thenExpression.id {
                // `isModal ? dismiss(…) : pop(…)`, unfolded: the condition, `? then :`, the other.
                parts.append("ternary@\(ternary.position.utf8Offset):then")
            } else if let list = parent.as(ExprListSyntax.self),
                      let index = list.firstIndex(where: { $0.id == child.id }), index != list.startIndex,
                      let ternary = list[list.index(before: index)].as(UnresolvedTernaryExprSyntax.self) {
                parts.append("ternary@\(ternary.position.utf8Offset):else")
            } else if let statements = parent.as(CodeBlockItemListSyntax.self) {
                // After an `if` whose body leaves (`if presented { dismiss(…); return }`): its `else`.
                // After a `guard`: the other part of its `else`, which leaves.
                for item in statements {
                    if item.id == child.id { break }
                    if let leaving = Self.ifThatLeaves(item) { parts.append("if@\(leaving.position.utf8Offset):else") }
                    if let guarded = item.item.as(GuardStmtSyntax.self) { parts.append("guard@\(guarded.position.utf8Offset):after") }
                }
            }
            child = parent
            current = parent.parent
        }
        return parts
    }

    /// The `if` a statement is, when it has no `else` and its body's last statement leaves the block
    /// (`return`, `throw`, `break`, `continue`).
    private static func ifThatLeaves(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
        let choice = item.item.as(IfExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
        guard let choice, choice.elseBody == nil, let last = choice.body.statements.last?.item else { return nil }
        return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) || last.is(BreakStmtSyntax.self)
            || last.is(ContinueStmtSyntax.self) ? choice : nil
    }
}

extension CodeTrigger {
    /// Whether this and `other`, of one method, happen one after the other when the method runs: written
    /// in the same body (not one of a router's methods the method's calls reach and another's, nor in
    /// separate closures) and not alternatives. Unknown bodies (moves gathered from elsewhere) are not.
    func isInTurn(with other: CodeTrigger) -> Bool {
        let file = location.split(separator: ":").first, otherFile = other.location.split(separator: ":").first
        guard let body = choices.last, body.hasPrefix("body@"), other.choices.last == body, file == otherFile else { return false }
        return !isAlternative(to: other)
    }

    /// Whether this and `other`, of one method, never both happen: they are in different parts of one
    /// `if` (its condition, its body, its `else` or what follows a body that leaves), of one ternary,
    /// cases of one `switch`, or one is in a `guard`'s `else`, which leaves, and the other after it.
    func isAlternative(to other: CodeTrigger) -> Bool {
        let parts = Dictionary(choices.map(Self.choice), uniquingKeysWith: { first, _ in first })
        let others = Dictionary(other.choices.map(Self.choice), uniquingKeysWith: { first, _ in first })
        return parts.contains { choice, part in others[choice].map { $0 != part } ?? false }
    }

    private static func choice(_ written: String) -> (String, Substring) {
        guard let colon = written.lastIndex(of: ":") else { return (written, "") }
        return (String(written[..<colon]), written[written.index(after: colon)...])
    }
}

extension CodeTrigger.Action {
    /// Whether it is a dismissal or a pop.
    var isBackStep: Bool {
        switch self {
        case .dismiss, .pop, .popToRoot: return true
        case .performSegue, .present, .show, .detail, .push, .instantiate, .addChild, .page, .handedOver, .replaceRoot,
             .searchResults, .selectTab:
            return false
        }
    }
}
