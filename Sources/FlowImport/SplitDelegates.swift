import SwiftSyntax

// A split view's delegate discarding the secondary as the split collapses (the Master-Detail
// template, Sileo's sources split):
//
//     func splitViewController(_ splitViewController: UISplitViewController,
//                              collapseSecondary secondaryViewController: UIViewController,
//                              onto primaryViewController: UIViewController) -> Bool {
//         if secondaryViewController is UINavigationController { return false }
//         return true   // the placeholder: keep the primary alone
//     }
//
// On an iPhone the split starts collapsed, and UIKit asks this first; returning true keeps the primary
// alone, false (or no delegate) pushes the secondary onto it. A method that may return true (a `true`,
// or a value computed: WireGuard's `return isDetailEmpty`) is read as `discard secondary`: the template
// answers true while the detail shows nothing, as at launch, and such conditions (the detail's item)
// are code flow does not evaluate. One it can: a test answering false for a navigation controller
// (`if secondaryViewController is UINavigationController { return false }`, Objective-C's
// `isKindOfClass:[UINavigationController class]`) keeps a secondary that is one. Whose delegate it is:
// a split subclass's own method (its own delegate), an object the split keeps in a stored property,
// or the app's or scene's delegate, which the template makes the delegate of the split the app
// launches into (the launch storyboard's initial scene).

enum SplitDelegates {
    /// The delegate method's selector, as the class reader names it.
    static let collapseSecondary = "splitViewController(_:collapseSecondary:onto:)"

    /// Whether a body may return true: a `return` (or a body of one expression, returned) of anything
    /// but `false` (not in a closure of its own).
    static func mayReturnTrue(_ body: CodeBlockSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                if let value = node.expression, !SplitDelegates.isFalse(value) { found = true }
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        if body.statements.count == 1, let only = body.statements.first?.item.as(ExprSyntax.self) { return !isFalse(only) }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.found
    }

    /// Whether the body first answers false for a navigation controller: an `if` or `guard` testing
    /// `is UINavigationController` whose branch returns false.
    static func answersFalseForNavigation(_ body: CodeBlockSyntax) -> Bool {
        for statement in body.statements {
            if let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? statement.item.as(IfExprSyntax.self),
               expression.conditions.trimmedDescription.contains("is UINavigationController"),
               let first = expression.body.statements.first?.item.as(ReturnStmtSyntax.self)?.expression, isFalse(first) {
                return true
            }
        }
        return false
    }

    static func isFalse(_ expression: ExprSyntax) -> Bool {
        expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
    }

    /// The same of an Objective-C `splitViewController:collapseSecondaryViewController:ontoPrimaryViewController:`
    /// body: whether it may return `YES` (anything but `NO`), and whether it first answers `NO` for a
    /// navigation controller (`isKindOfClass:[UINavigationController class]`).
    static func objectiveC(body: String) -> (mayReturnTrue: Bool, answersFalseForNavigation: Bool) {
        let returns = body.matches(of: /\breturn\s+([^;]+);/).map { String($0.1).trimmingCharacters(in: .whitespacesAndNewlines) }
        let mayReturnTrue = returns.contains { $0 != "NO" && $0 != "false" }
        let navigationTest = body.firstMatch(of: /isKindOfClass:\s*\[\s*UINavigationController\s+class\s*\]\s*\]\s*\)\s*\{?\s*return\s+NO/) != nil
        return (mayReturnTrue, navigationTest)
    }
}

extension SourceIndex {
    /// Whether the split view of class `name` (nil: UIKit's own) discards its secondary as it collapses:
    /// it or a superclass answers so itself, or an object of a class it keeps in a property does, or
    /// — for the split the app launches into (`isLaunchRoot`) — the app's or the scene's delegate does.
    /// `secondaryIsNavigation`: the split's secondary is a navigation controller.
    func discardsSecondary(splitClass name: String?, isLaunchRoot: Bool, secondaryIsNavigation: Bool) -> Bool {
        let discards = { (scanned: ScannedClass) in
            scanned.discardsSecondaryOnCollapse && !(secondaryIsNavigation && scanned.keepsNavigationSecondary)
        }
        if let name {
            let lineage = lineage(of: name)
            if lineage.contains(where: discards) { return true }
            // (Stored properties only: a type the split's code casts to is no delegate of its.)
            if lineage.flatMap({ $0.properties.values }).contains(where: { held in classes[held].map(discards) ?? false }) { return true }
        }
        guard isLaunchRoot else { return false }
        // (Objective-C's conformances are not read: its `AppDelegate` is known by its name.)
        return classes.values.contains { discards($0) && ($0.name.hasSuffix("AppDelegate") || $0.name.hasSuffix("SceneDelegate")
            || $0.adoptsUIKitsDelegateProtocols) }
    }
}
