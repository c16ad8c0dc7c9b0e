import SwiftSyntax

// A window's helper of the app's that sets its root and then dismisses what the old root presented,
// the snippet many apps copy (Rocket.Chat's `UIWindowExtensions.swift`, after a Stack Overflow answer):
//
//     extension UIWindow {
//         func set(rootViewController newRootViewController: UIViewController, withTransition transition: CATransition? = nil) {
//             let previousViewController = rootViewController
//             rootViewController = newRootViewController
//             previousViewController?.dismiss(animated: false) { previousViewController.view.removeFromSuperview() }
//         }
//     }
//
// A call of it (`view.window?.set(rootViewController: login)`, a settings sheet's sign-out) is read as the
// assignment it makes (`CallReader.noteWindowRootHelper`), and, as the helper closes what was presented,
// as one that dismisses first: `{ dismiss; set window.rootViewController = Login }`. Without it, the
// explorer warned that the root was replaced under a presentation, which UIKit leaves in the window.
// (The helper dismisses after replacing; the language's `set window.rootViewController` ends what the old
// root showed, so the dismissal is written first, with the same outcome.)

enum WindowRootHelpers {
    /// The names of `tree`'s methods of `UIWindow`'s extensions that set the root and dismiss.
    static func dismissing(in tree: SourceFileSyntax) -> Set<String> {
        let collector = Collector()
        collector.walk(tree)
        return collector.names
    }

    /// Whether a file may declare one (a quick look before parsing).
    static func mayDeclare(_ text: String) -> Bool {
        SourceIndex.mentions("extension UIWindow", in: text) && SourceIndex.mentions("dismiss", in: text)
    }

    private final class Collector: TypePathVisitor {
        var names: Set<String> = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let firstLabel = node.signature.parameterClause.parameters.first?.firstName.text ?? ""
            guard types.last == "UIWindow", let body = node.body,
                  (node.name.text + firstLabel).lowercased().contains("rootviewcontroller") else { return .skipChildren }
            if InstantiatingHelperCollector.calls(in: Syntax(body)).contains(where: { CallReader.callee($0).1 == "dismiss" }) {
                names.insert(node.name.text)
            }
            return .skipChildren
        }
    }
}
