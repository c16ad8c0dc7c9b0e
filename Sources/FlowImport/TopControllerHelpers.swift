import SwiftSyntax

// Helpers that find the controller on top, by what they do rather than by name. Apps present over
// whatever is on screen through a helper of their own (PresentationsOverTheApp.swift), which the
// reader knew by its name only: `topViewController`, `topMostViewController`, `topController`.
// iMast calls its helper `UIApplication.viewController` (a walk up `presentedViewController` from
// the key window's root), so its quick action's new post, presented over it, was not linked. A
// function or computed property returning a controller (`-> UIViewController?`) whose body reads
// `presentedViewController` is such a helper, whatever its name; a name another declaration of the
// app uses for something else (`UIView.viewController`, up the responder chain) is not taken for one.

enum TopControllerHelpers {
    /// Whether a file's text may declare one (a quick look at its bytes, before parsing).
    static func mayDeclare(_ text: String) -> Bool {
        SourceIndex.mentions("presentedViewController", in: text)
    }

    /// The names of `tree`'s functions and computed properties returning a controller: those whose
    /// body reads `presentedViewController` (`helpers`), and the others (`others`).
    static func names(in tree: SourceFileSyntax) -> (helpers: Set<String>, others: Set<String>) {
        let finder = Finder()
        finder.walk(tree)
        return (finder.helpers, finder.others)
    }

    private final class Finder: SyntaxVisitor {
        var helpers: Set<String> = []
        var others: Set<String> = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if let type = node.signature.returnClause?.type, let body = node.body {
                note(node.name.text, type: type, body: Syntax(body))
            }
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type, let accessors = binding.accessorBlock else { continue }
                note(name, type: type, body: Syntax(accessors))
            }
            return .visitChildren
        }

        private func note(_ name: String, type: TypeSyntax, body: Syntax) {
            let written = ClassReader.plainType(type.trimmedDescription)
            guard written.hasSuffix("Controller") || written.hasSuffix("VC") else { return }
            if Self.reads("presentedViewController", in: body) { helpers.insert(name) } else { others.insert(name) }
        }

        private static func reads(_ name: String, in body: Syntax) -> Bool {
            body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
        }
    }
}
