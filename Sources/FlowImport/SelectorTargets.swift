import SwiftSyntax

/// The methods code names as a target's: `#selector(update(_:))`, `#selector(self.update)`,
/// `#selector(SceneDelegate.update(_:))` in Swift (Objective-C's `@selector(update:)` is matched in
/// its text, LanguageScanners.swift). The system calls such a method — a notification's observer, a
/// control's or a timer's action — where no code of the app's does (LaunchAlternatives.swift).
enum SelectorTargets {
    /// The base names of the methods `body`'s `#selector`s name.
    static func swift(in body: CodeBlockSyntax) -> Set<String> {
        final class Finder: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.macroName.text == "selector", let argument = node.arguments.first?.expression else { return .visitChildren }
                // `update(_:)`, `self.update`, `Type.update(_:)`: the last name before the labels.
                let written = argument.trimmedDescription.prefix { $0 != "(" }
                if let name = written.split(separator: ".").last, !name.isEmpty { names.insert(String(name)) }
                return .skipChildren
            }
        }
        guard body.trimmedDescription.contains("#selector") else { return [] }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.names
    }
}
