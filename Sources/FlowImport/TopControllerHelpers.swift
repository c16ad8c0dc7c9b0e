import SwiftSyntax

// Helpers that find the controller on top, by what they do rather than by name. Apps present over
// whatever is on screen through a helper of their own (PresentationsOverTheApp.swift), which the
// reader knew by its name only: `topViewController`, `topMostViewController`, `topController`.
// iMast calls its helper `UIApplication.viewController` (a walk up `presentedViewController` from
// the key window's root), so its quick action's new post, presented over it, was not linked. A
// function or computed property returning a controller (`-> UIViewController?`) whose body reads
// `presentedViewController` from the window's root (`rootViewController`, `keyWindow`, `windows`)
// is such a helper, whatever its name; a name another declaration of the
// app uses for something else (`UIView.viewController`, up the responder chain) is not taken for one,
// but where the receiver is the application (`application.viewController`, `UIApplication.shared.…`)
// and the helper is the application's: iMast declares both.

enum TopControllerHelpers {
    /// Whether a file's text may declare one (a quick look at its bytes, before parsing).
    static func mayDeclare(_ text: String) -> Bool {
        SourceIndex.mentions("presentedViewController", in: text)
    }

    /// What one file declares: the names of its functions and computed properties returning a
    /// controller whose body reads `presentedViewController` (`helpers`; those of `UIApplication`'s
    /// extensions also in `onApplication`), and of the others (`others`).
    struct Declared {
        var helpers: Set<String> = []
        var onApplication: Set<String> = []
        var others: Set<String> = []
    }

    /// What `tree` declares. A function reading the window's root and handing it to one of the
    /// file's that walks up `presentedViewController` is a helper too (ruby-china's
    /// `UIApplication.currentViewController()` returns `findBestViewController(keyWindow!.rootViewController!)`,
    /// the recursion in the other function).
    static func names(in tree: SourceFileSyntax) -> Declared {
        let finder = Finder()
        finder.walk(tree)
        for (name, candidate) in finder.rootReaders where !candidate.calls.isDisjoint(with: finder.walkers) {
            finder.declared.others.remove(name)
            finder.declared.helpers.insert(name)
            if candidate.isOnApplication { finder.declared.onApplication.insert(name) }
        }
        return finder.declared
    }

    private final class Finder: TypePathVisitor {
        var declared = Declared()
        /// The functions returning a controller that walk up `presentedViewController` without reading the
        /// window's root, and those reading the root without walking up, with the names their bodies use.
        var walkers: Set<String> = []
        var rootReaders: [String: (calls: Set<String>, isOnApplication: Bool)] = [:]

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
            // From the window's root up (`keyWindow?.rootViewController`, `windows.first`…): not a
            // coordinator's own presenter (`navigationController.presentedViewController ?? navigationController`,
            // KeePassium's `_presenterForModals`), which is on top of its own stack only.
            let walksUp = Self.reads("presentedViewController", in: body)
            let readsRoot = ["rootViewController", "keyWindow", "windows"].contains(where: { Self.reads($0, in: body) })
            guard walksUp, readsRoot else {
                declared.others.insert(name)
                if walksUp { walkers.insert(name) }
                if readsRoot {
                    let used = Set(body.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                        if case .identifier(let text) = token.tokenKind { return text }
                        return nil
                    })
                    rootReaders[name] = (used, types.last == "UIApplication")
                }
                return
            }
            declared.helpers.insert(name)
            if types.last == "UIApplication" { declared.onApplication.insert(name) }
        }

        private static func reads(_ name: String, in body: Syntax) -> Bool {
            body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
        }
    }
}
