import SwiftSyntax

// A shared instance a type keeps of another type, as ChatSecure's theme:
//
//     @objc public class GlobalTheme: NSObject {
//         @objc public static var shared: AppTheme = DefaultTheme()
//     }
//
// whose screens come from `GlobalTheme.shared.settingsViewController()`. The call is a method of
// the type the property is declared with (a protocol's, each conformer's: `SourceIndex.resolvingFactoryEach`),
// not of the type keeping it, which declares no such method. Read app-wide (AppWideDeclarations),
// by the keeping type and the property's name: its type annotation, else the type its initial value
// makes (`static let shared = DefaultTheme()`).

enum SharedInstances {
    /// The type each shared instance `tree`'s types keep is declared with, by `Type.property`.
    static func types(in tree: SourceFileSyntax) -> [String: String] {
        let collector = Collector()
        collector.walk(tree)
        return collector.kept
    }

    /// Whether a file may declare one (a quick look before parsing).
    static func mayDeclare(_ text: String) -> Bool {
        ["static var shared", "static let shared", "static var current", "static let current"].contains { SourceIndex.mentions($0, in: text) }
    }

    private final class Collector: TypePathVisitor {
        var kept: [String: String] = [:]

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let owner = types.last, node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else {
                return .skipChildren
            }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      CallReader.sharedInstanceNames.contains(where: name.lowercased().hasPrefix) else { continue }
                let declared = binding.typeAnnotation.map { ClassReader.plainType($0.type.trimmedDescription) }
                let made = binding.initializer.flatMap { CallReader.unwrapped($0.value).as(FunctionCallExprSyntax.self) }
                    .map { CallReader.callee($0) }.flatMap { base, called in base == nil ? called : nil }
                if let type = declared ?? made, type != owner, kept["\(owner).\(name)"] == nil {
                    kept["\(owner).\(name)"] = type
                }
            }
            return .skipChildren
        }
    }
}
