import SwiftSyntax

// Controllers a dependency-injection container makes. Apps that inject their
// dependencies ask a container for their screens (Swinject, the most used;
// Radar COVID's router):
//
//     container.register(DetailViewController.self) { _ in
//         UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail") as? DetailViewController
//     }
//     container.register(SettingsViewController.self) { _ in SettingsViewController() }
//     …
//     let detail = injection.resolve(DetailViewController.self)!
//     navigationController?.pushViewController(detail, animated: true)
//
// `resolve(X.self)` gives what the closure registered for X returns: the
// storyboard's scene it instantiates, or X made in code. The registrations are
// read app-wide before any class (AppWideDeclarations.swift), the first for
// each type winning; a type registered nowhere the reader sees (registered by
// a library's autoregistration, or in Objective-C) is X made in code, as
// `X.init` would. Before, such a call made nothing, silently: every screen of
// Radar COVID was unreached.
// https://github.com/Swinject/Swinject/blob/master/Documentation/DIContainer.md

/// The closures `register(X.self) { … }` calls give a container, by the type they register: what each
/// returns first.
final class DependencyRegistrationCollector: SyntaxVisitor {
    private(set) var registrations: [String: ExprSyntax] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard CallReader.callee(node).1 == "register", let type = CallReader.metatype(node.arguments.first?.expression),
              CallReader.isAppClass(type), registrations[type] == nil else { return .visitChildren }
        let closure = node.trailingClosure
            ?? node.arguments.lazy.compactMap { $0.expression.as(ClosureExprSyntax.self) }.first
        if let closure, let returned = ClosureReturns.first(of: closure) {
            registrations[type] = Self.initialValue(of: returned, in: closure) ?? returned
        }
        return .visitChildren
    }

    /// A local the closure returns, read back to what it was made with: `let vc = makeScene(…) as? X ?? X()`,
    /// configured, then `return vc` (Radar COVID's every registration). Nil for anything else.
    private static func initialValue(of returned: ExprSyntax, in closure: ClosureExprSyntax) -> ExprSyntax? {
        guard let name = CallReader.unwrapped(returned).as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        for item in closure.statements {
            guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.initializer?.value
            }
        }
        return nil
    }

    /// Whether a file's text may register anything, so that most files are not walked for it.
    static func mayDeclare(_ text: String) -> Bool { text.contains("register(") }
}

extension CallReader {
    /// `container.resolve(X.self)` (`resolve(X.self, name: …)`, `resolve(X.self, argument: …)`): what the
    /// closure registered for X returns, else X made in code. Nil when X is not one of the app's types.
    func containerResolution(_ call: FunctionCallExprSyntax) -> CodeTrigger.Instantiation? {
        guard let type = Self.metatype(call.arguments.first?.expression), Self.isAppClass(type) else { return nil }
        // (A registration resolving another type, or itself, is read once: no recursion through them.)
        if !readingRegistration, let registered = reader.declarations.app.registrations[type] {
            readingRegistration = true
            defer { readingRegistration = false }
            if let made = instantiation(of: registered) { return made }
        }
        return CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: type)
    }
}
