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
    /// What the app's other files declare for every file (AppWideDeclarations.swift).
    var appWide = AppWideDeclarations()

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
    /// the file's SwiftUI views and representables, and the line the parse stopped at when the
    /// file nests deeper than `SwiftNesting.maximumLevel`.
    func scan() -> (classes: [ScannedClass], notUnderstood: [String], swiftUI: SwiftUIIndex, protocols: [String],
                    protocolParents: [String: [String]], lineCutShort: Int?) {
        let parsed = ParsedSwiftFile(text: text)
        let tree = parsed.tree
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        var declarations = VisibleDeclarations(own: parsed.constants, ownHelpers: parsed.helpers, app: appWide)
        declarations.ownControllerFunctions = parsed.controllerFunctions
        let reader = ClassReader(file: file, converter: converter, declarations: declarations,
                                 readsAdaptation: SourceIndex.mentions("PresentationController", in: text))
        reader.walk(tree)
        let swiftUI = SwiftUIReader(reader: reader)
        swiftUI.walk(tree)
        return (reader.order.compactMap { reader.classes[$0] }, reader.notUnderstood, swiftUI.index, reader.protocols,
                reader.protocolParents, SwiftNesting.lineCutShort(in: tree, converter: converter))
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

    /// `UIStoryboard` properties and class methods whose storyboard's name is a constant, by the
    /// accessor (`UIStoryboard.auction`): the constant's path (`StoryboardNames.Auction`), read
    /// when a call uses the accessor (`VisibleDeclarations.storyboard(_:)`), since the constant is
    /// often another file's.
    private(set) var storyboardConstants: [String: String] = [:]

    /// Records what accessor `name` of `UIStoryboard` is, from the first `UIStoryboard(name: …)`
    /// under `node`: a literal name, or a constant (`StoryboardNames.Auction.rawValue`).
    private func recordStoryboard(_ name: String, in node: Syntax) {
        if let call = node.as(FunctionCallExprSyntax.self), let argument = CallReader.storyboardNameArgument(of: call) {
            if let literal = argument.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
                values["UIStoryboard." + name] = literal
                return
            }
            var path = argument.trimmedDescription
            if path.hasSuffix(".rawValue") { path.removeLast(".rawValue".count) }
            if argument.is(MemberAccessExprSyntax.self), path.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
                storyboardConstants["UIStoryboard." + name] = path
            }
            return
        }
        for child in node.children(viewMode: .sourceAccurate) { recordStoryboard(name, in: child) }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // `class func auction() -> UIStoryboard { UIStoryboard(name: …) }` in an extension of
        // UIStoryboard, as the property below: `UIStoryboard.auction()` is that storyboard.
        if types.last == "UIStoryboard", node.signature.parameterClause.parameters.isEmpty,
           node.signature.returnClause?.type.trimmedDescription == "UIStoryboard", let body = node.body {
            recordStoryboard(node.name.text, in: Syntax(body))
        }
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        let raw = node.rawValue.flatMap { $0.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
        record(node.name.text, raw ?? node.name.text)
        return .skipChildren
    }

    /// The class properties that are the name of the class they are read on (`static var identifier:
    /// String { String(describing: self) }`), by name.
    private(set) var classNameProperties: Set<String> = []

    /// Records `node` among `classNameProperties` when it is one.
    private func noteClassNameProperty(_ node: VariableDeclSyntax) {
        guard node.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let accessor = binding.accessorBlock else { continue }
            let returned: ExprSyntax?
            switch accessor.accessors {
            case .getter(let statements):
                returned = statements.count == 1
                    ? statements.first.flatMap { $0.item.as(ExprSyntax.self) ?? $0.item.as(ReturnStmtSyntax.self)?.expression }
                    : nil
            case .accessors:
                returned = nil
            }
            if let returned, CallReader.isOwnClassName(returned.trimmedDescription.filter { !$0.isWhitespace }) {
                classNameProperties.insert(name)
            }
        }
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        noteClassNameProperty(node)
        // `static var settings: UIStoryboard { UIStoryboard(name: "Settings", bundle: nil) }` (or `= …`)
        // in an extension of UIStoryboard: `UIStoryboard.settings` is that storyboard.
        if types.last == "UIStoryboard" {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                recordStoryboard(name, in: Syntax(binding))
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
