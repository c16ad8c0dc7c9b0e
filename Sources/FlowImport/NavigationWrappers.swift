import SwiftSyntax

// An app's method that makes a navigation controller around what it is handed and returns it,
// declared in one type and called from another's file: OneBusAway's router,
//
//     public func buildNavigation(controller: UIViewController, prefersLargeTitles: Bool = false) -> UINavigationController {
//         let navigation = UINavigationController(rootViewController: controller)
//         …
//         return navigation
//     }
//
// which its tab bar's initializer calls for each tab: `application.viewRouter.buildNavigation(controller:
// self.mapController, prefersLargeTitles: false)`. Such a call is the controller it is handed, in a
// navigation controller made in code (CodeNavigation), as `UINavigationController(rootViewController:)`
// is. Read app-wide (AppWideDeclarations), by the method's name and the label of the parameter it
// wraps; only methods declared to return a navigation controller are read (an app's own wrappers
// returning a plain controller, Ello's `embed(_:)`, are the class's: ClassReader.wrapsInNavigation).

enum NavigationWrappers {
    /// The methods of `tree` declared to return a navigation controller made around one of their
    /// parameters, by name: the label a call hands that parameter under (`_` for none).
    static func labels(in tree: SourceFileSyntax) -> [String: String] {
        let collector = Collector()
        collector.walk(tree)
        return collector.labels
    }

    /// Whether a file may declare one (a quick look before parsing).
    static func mayDeclare(_ text: String) -> Bool { SourceIndex.mentions("NavigationController {", in: text) }

    /// The label of the parameter `function` makes a navigation controller around
    /// (`UINavigationController(rootViewController: controller)` in its body; `_` for none), or nil.
    static func wrappedLabel(of function: FunctionDeclSyntax) -> String? {
        guard let body = function.body else { return nil }
        let labels = Dictionary(function.signature.parameterClause.parameters.map { parameter in
            ((parameter.secondName ?? parameter.firstName).text, parameter.firstName.text)
        }, uniquingKeysWith: { first, _ in first })
        for call in InstantiatingHelperCollector.calls(in: Syntax(body))
        where CallReader.namesNavigationClass(CallReader.callee(call).1) && call.arguments.first?.label?.text == "rootViewController" {
            if let root = call.arguments.first.flatMap({ CallReader.unwrapped($0.expression).as(DeclReferenceExprSyntax.self) }),
               let label = labels[root.baseName.text] {
                return label
            }
        }
        return nil
    }

    private final class Collector: SyntaxVisitor {
        var labels: [String: String] = [:]

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let returned = node.signature.returnClause.map({ ClassReader.plainType($0.type.trimmedDescription) }),
                  CallReader.namesNavigationClass(returned), labels[node.name.text] == nil,
                  let label = NavigationWrappers.wrappedLabel(of: node) else { return .skipChildren }
            labels[node.name.text] = label
            return .skipChildren
        }
    }
}
