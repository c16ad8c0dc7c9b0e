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
// alone, false (or no delegate) pushes the secondary onto it. A method that may return true is read
// as `discard secondary`: the template answers true while the detail shows nothing, as at launch, and
// the condition (a type test, the detail's item) is code flow does not evaluate. Whose delegate it is:
// a split subclass's own method (its own delegate), an object the split keeps in a property, or the
// app's or scene's delegate, which the template makes the delegate of the window's split.

enum SplitDelegates {
    /// The delegate method's selector, as the class reader names it.
    static let collapseSecondary = "splitViewController(_:collapseSecondary:onto:)"

    /// Whether a body returns `true` somewhere (not in a closure of its own).
    static func mayReturnTrue(_ body: CodeBlockSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                if node.expression?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) { found = true }
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.found
    }
}

extension SourceIndex {
    /// Whether the split view of class `name` (nil: UIKit's own) discards its secondary as it collapses:
    /// it or a superclass answers so itself, or an object of a class it keeps in a property does, or
    /// — for the split the app launches into (`isLaunchRoot`) — the app's or the scene's delegate does.
    func discardsSecondary(splitClass name: String?, isLaunchRoot: Bool) -> Bool {
        if let name {
            let lineage = lineage(of: name)
            if lineage.contains(where: \.discardsSecondaryOnCollapse) { return true }
            if lineage.flatMap(\.holds).contains(where: { held in classes[held]?.discardsSecondaryOnCollapse ?? false }) { return true }
        }
        guard isLaunchRoot else { return false }
        return classes.values.contains { $0.discardsSecondaryOnCollapse && $0.name.hasSuffix("Delegate")
            && ($0.conformances.contains("UIApplicationDelegate") || $0.conformances.contains("UIWindowSceneDelegate")) }
    }
}
