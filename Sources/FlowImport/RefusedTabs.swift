import SwiftSyntax

// A tab a tab bar controller never selects: the "centre button" tab, a placeholder whose tap opens
// something else (iNaturalist's Observe tab opens the media picker):
//
//     func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
//         if let vcs = tabBarController.viewControllers, vcs.firstIndex(of: viewController) == 2 {
//             DispatchQueue.main.async { self.triggerNewObservationFlow() }
//             return false
//         }
//         return true
//     }
//
// UIKit asks the delegate before a person's tap selects a tab, and false keeps the tab on screen
// (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)).
// A `return false` under conditions that only name the tab — its position (`firstIndex(of:) == 2`,
// `viewController == viewControllers?[2]`) or its class (`viewController is ObserveViewController`,
// or the root of the navigation controller it is) — is `select Observe when false` on the tab bar
// that is its own delegate (a tab bar controller subclass with the method); the explorer no longer
// shows the placeholder. A refusal under any other condition (the person signed in) is not read.

/// A tab a tab bar's delegate refuses: by position, or by the class of the controller it is (or roots).
enum RefusedTab: Hashable, Sendable {
    case index(Int)
    case ofClass(String)
}

enum RefusedTabs {
    /// The delegate method's selector, as the class reader names it.
    static let shouldSelect = "tabBarController(_:shouldSelect:)"

    /// The tabs `body` refuses whatever else holds: each `return false` whose enclosing `if`s test only
    /// the tab (`tab`, the parameter's name) and bind the tab bar's controllers.
    static func refused(in body: CodeBlockSyntax, tab: String) -> [RefusedTab] {
        final class Finder: SyntaxVisitor {
            var returns: [ReturnStmtSyntax] = []
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                if let value = node.expression, SplitDelegates.isFalse(value) { returns.append(node) }
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        var refused: [RefusedTab] = []
        for node in finder.returns {
            guard let found = refusedTab(returning: node, in: body, tab: tab), !refused.contains(found) else { continue }
            refused.append(found)
        }
        return refused
    }

    /// The tab the `if`s around `node` name, when they name one and test nothing else; nil otherwise
    /// (or when `node` is in an `else`).
    private static func refusedTab(returning node: ReturnStmtSyntax, in body: CodeBlockSyntax, tab: String) -> RefusedTab? {
        var found: RefusedTab?
        var current = Syntax(node)
        while let parent = current.parent, parent.id != body.id {
            if let ifExpression = parent.as(IfExprSyntax.self) {
                // In the `if`'s body, not its `else`.
                guard current.id == ifExpression.body.id else { return nil }
                for condition in ifExpression.conditions {
                    switch condition.condition {
                    case .optionalBinding:
                        continue
                    case .expression(let expression):
                        guard let named = tabNamed(by: expression, tab: tab), found == nil || found == named else { return nil }
                        found = named
                    default:
                        return nil
                    }
                }
            } else if parent.is(GuardStmtSyntax.self) || parent.is(SwitchExprSyntax.self) || parent.is(ForStmtSyntax.self)
                        || parent.is(WhileStmtSyntax.self) {
                return nil
            }
            current = parent
        }
        return found
    }

    /// The tab a condition names: `vcs.firstIndex(of: tab) == 2`, `tab == viewControllers?[2]`,
    /// `tab is X`, `(tab as? UINavigationController)?.topViewController is X` (or `.viewControllers.first`).
    private static func tabNamed(by expression: ExprSyntax, tab: String) -> RefusedTab? {
        let text = expression.trimmedDescription.filter { !$0.isWhitespace }
        if let match = text.wholeMatch(of: /[\w.?]*(?:firstIndex|index)\(of:(\w+)\)==(\d{1,3})/), match.1 == tab {
            return Int(match.2).map(RefusedTab.index)
        }
        if let match = text.wholeMatch(of: /(\w+)==[\w.?]*viewControllers\??\[(\d{1,3})\]/), match.1 == tab {
            return Int(match.2).map(RefusedTab.index)
        }
        if let match = text.wholeMatch(of: /(\w+)is(\w+)/), match.1 == tab { return .ofClass(String(match.2)) }
        if let match = text.wholeMatch(of: /\((\w+)as\?UINavigationController\)\?\.(?:topViewController|viewControllers\.first)is(\w+)/),
           match.1 == tab {
            return .ofClass(String(match.2))
        }
        return nil
    }
}
