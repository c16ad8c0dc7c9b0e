import SwiftParser
import SwiftSyntax

// Swift read as Swift (issue 52): the importer parses each file with the
// compiler's own parser (swift-syntax) rather than matching text, so a call
// in a comment or a string is no call, a method's calls come in the order
// they run (arguments before the call), and each is understood with what it
// is made on:
//
// - `performSegue(withIdentifier:sender:)` with a literal, a `let`/`static
//   let` constant, an enum case or its `rawValue` (SwiftGen's
//   `StoryboardSegue.Main.showDetail`, also through its `perform(segue:)`),
//   on `self` or on a property whose type is another scene's class (the
//   segue is then that class's);
// - `instantiateViewController(withIdentifier:)` (or iOS 13's `identifier:`)
//   and `instantiateInitialViewController()` on `UIStoryboard(name:bundle:)`,
//   a variable holding one, a `UIStoryboard` property (`UIStoryboard.settings`),
//   or the controller's own `storyboard`; an app's helper that instantiates
//   by class (`instantiateController(ofType: X.self)`: identifier `X`);
//   SwiftGen's `StoryboardScene.Main.x.instantiate()`; then `present`, `show`,
//   `showDetailViewController`, `pushViewController` and
//   `setViewControllers` of what was instantiated (by variable, else the
//   latest), through `UINavigationController(rootViewController:)`; a
//   `UIHostingController(rootView: SettingsView())` (or a variable holding
//   the view) is a controller of the app's SwiftUI screens (SwiftUIScreens); a
//   presentation on a property whose class is the app's (a coordinator's
//   `rootSplitViewController.present`) belongs to that class;
// - `dismiss(animated:)`, `popViewController(animated:)`;
// - `@IBAction` unwind actions (a `UIStoryboardSegue` parameter) and the
//   `shouldPerformSegue` / `canPerformUnwindSegueAction` overrides.

/// Reads one Swift file into the classes it declares or extends.
struct SwiftSourceReader {
    let text: String
    let file: String

    /// Swift's argument labels that become a selector piece as they are
    /// (`unwind(for:)` → `unwindFor:`); other labels get `With` (`withBar:`).
    static let prepositions: Set<String> = [
        "with", "for", "to", "from", "in", "on", "at", "by", "of", "into", "onto", "after", "before", "using",
    ]

    /// The selectors `func name(label param: UIStoryboardSegue)` may have, the likeliest first.
    static func selectors(name: String, label: String, hasParameterName: Bool) -> [String] {
        if label == "_" && hasParameterName { return [name + ":"] }
        let capital = (label.first.map { String($0).uppercased() } ?? "") + label.dropFirst()
        let preposition = name + capital + ":"
        let with = name + "With" + capital + ":"
        let forms = prepositions.contains(label) ? [preposition, with] : [with, preposition]
        return forms + [name + ":"]
    }

    /// The classes, the calls that move between scenes but could not be placed,
    /// and the file's SwiftUI views and representables.
    func scan() -> (classes: [ScannedClass], notUnderstood: [String], swiftUI: SwiftUIIndex, protocols: [String]) {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let constants = ConstantCollector(viewMode: .sourceAccurate)
        constants.walk(tree)
        let helpers = InstantiatingHelperCollector()
        helpers.walk(tree)
        let reader = ClassReader(file: file, converter: converter, constants: constants.values, helpers: helpers.helpers)
        reader.walk(tree)
        let swiftUI = SwiftUIReader(reader: reader)
        swiftUI.walk(tree)
        return (reader.order.compactMap { reader.classes[$0] }, reader.notUnderstood, swiftUI.index, reader.protocols)
    }
}

/// A visitor that knows the types around the node it reads, outermost
/// first: the names of the enclosing structs, classes and enums, and the
/// extended type of an enclosing extension.
class TypePathVisitor: SyntaxVisitor {
    private(set) var types: [String] = []

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }
}

/// String constants (`let x = "a"`, `static let x = "a"`) and enum cases with
/// their raw values (`case showDetail = "detail"`, or the case name), each by
/// its own name and qualified by the types around it (`Segue.showDetail`).
final class ConstantCollector: TypePathVisitor {
    private(set) var values: [String: String] = [:]

    private func record(_ name: String, _ value: String) {
        values[name] = values[name] ?? value
        for depth in 1...max(1, types.count) where !types.isEmpty {
            values[types.suffix(depth).joined(separator: ".") + "." + name] = value
        }
    }

    /// The name in the first `UIStoryboard(name: "X", …)` under `node`, if any.
    static func storyboardCall(in node: Syntax) -> String? {
        if let call = node.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIStoryboard",
           call.arguments.first?.label?.text == "name",
           let name = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
            return name
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = storyboardCall(in: child) { return found }
        }
        return nil
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        let raw = node.rawValue.flatMap { $0.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
        record(node.name.text, raw ?? node.name.text)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // `static var settings: UIStoryboard { UIStoryboard(name: "Settings", bundle: nil) }` (or `= …`)
        // in an extension of UIStoryboard: `UIStoryboard.settings` is that storyboard.
        if types.last == "UIStoryboard" {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let storyboard = Self.storyboardCall(in: Syntax(binding)) else { continue }
                values["UIStoryboard." + name] = storyboard
            }
        }
        guard node.bindingSpecifier.tokenKind == .keyword(.let) else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue else { continue }
            record(name, value)
        }
        return .skipChildren
    }
}
