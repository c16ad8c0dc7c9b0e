import SwiftSyntax

// A screen replacing its navigation controller's whole stack: COVIDSafe's onboarding, done, does
//
//     let tabVC = MainTabBarViewController()
//     navigationController?.setViewControllers([tabVC], animated: true)
//
// so the onboarding screens leave the stack and the tab bar is all of it. Read as a push of the
// last controller, the onboarding stayed below the tab bar (a false way back), each round of
// "change postcode → registered → tab bar" added three controllers (six false growth findings, the
// search cut short), and W116 said the tab bar was pushed. The push keeps the list it sets
// (`CodeTrigger.setsStack`); DeclarationMapper writes
// `set navigationController.viewControllers = [Code.MainTabBarViewController] animated true`.

extension CallReader {
    /// The whole stack a call or an assignment gives the class's own navigation controller
    /// (`navigationController?.setViewControllers(list, animated:)`, `self.navigationController?.viewControllers =
    /// list`), when `list` is written there and every controller in it is known; nil otherwise, where
    /// the push of the last one stands for it.
    func wholeStack(of base: ExprSyntax?, _ list: ExprSyntax?, animated: Bool) -> StackSet? {
        guard let base, Self.ownName(base) == "navigationController", let list,
              let array = Self.unwrapped(list).as(ArrayExprSyntax.self), !array.elements.isEmpty else { return nil }
        let known = array.elements.compactMap { instantiation(of: $0.expression) ?? heldController($0.expression, storedFirst: true) }
        guard known.count == array.elements.count else { return nil }
        return StackSet(controllers: known, animated: animated)
    }

    /// Whether a call's `animated:` argument is `true` written so.
    static func isAnimated(_ node: FunctionCallExprSyntax) -> Bool {
        node.arguments.first { $0.label?.text == "animated" }?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind
            == .keyword(.true)
    }
}
