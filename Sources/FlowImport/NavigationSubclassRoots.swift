import SwiftSyntax

// An app's navigation controller subclass whose initializer takes its root under a label of its
// own and hands it to UIKit's: Aidoku's reader,
//
//     class ReaderNavigationController: UINavigationController {
//         init(readerViewController: ReaderViewController, mangaInfo: MangaInfo? = nil) {
//             super.init(rootViewController: readerViewController)
//
// so `ReaderNavigationController(readerViewController: reader)` is the reader in a navigation
// controller, as `UINavigationController(rootViewController: reader)` is (CodeNavigation). Read
// app-wide (AppWideDeclarations), since the class and its callers are in different files. Read,
// the reader's scenes were a plain `ReaderNavigationController` scene with nothing in it, and
// the reader and its pages unreached.

/// The argument label each navigation controller subclass's initializer takes its root under
/// (`ReaderNavigationController` → `readerViewController`), when it hands a parameter to
/// `super.init(rootViewController:)`.
final class NavigationSubclassRootCollector: SyntaxVisitor {
    private(set) var rootLabels: [String: String] = [:]
    /// The roots each subclass's initializers make for themselves (Lockwise's `convenience init()`
    /// loading its root from a storyboard), in declaration order.
    private(set) var madeRoots: [String: [NavigationInitRoot]] = [:]
    /// The app's classes that subclass a navigation controller, whatever their own name says
    /// (Zotero's `NavigationViewController: UINavigationController`), made empty and handed to the
    /// coordinators that root them as UIKit's is (Coordinators.swift).
    private(set) var subclasses: Set<String> = []
    private var classes: [(name: String, isNavigation: Bool)] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
        let isNavigation = CallReader.namesNavigationClass(inherited)
        if isNavigation { subclasses.insert(node.name.text) }
        classes.append((node.name.text, isNavigation))
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { classes.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let owner = classes.last, owner.isNavigation, node.name.text == "viewDidLoad", let body = node.body,
           let made = NavigationInitRoot(viewDidLoad: body) {
            madeRoots[owner.name, default: []].append(made)
        }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = classes.last, owner.isNavigation, let body = node.body else { return .skipChildren }
        // The parameters by the name the body uses, with the label a caller writes.
        var labels: [String: String] = [:]
        for parameter in node.signature.parameterClause.parameters where parameter.firstName.tokenKind != .wildcard {
            labels[(parameter.secondName ?? parameter.firstName).text] = parameter.firstName.text
        }
        if let made = NavigationInitRoot(node, body: body) { madeRoots[owner.name, default: []].append(made) }
        for statement in body.statements {
            guard let call = statement.item.as(FunctionCallExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?
                    .expression.as(FunctionCallExprSyntax.self),
                  let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
                  callee.base?.is(SuperExprSyntax.self) == true, callee.declName.baseName.text == "init",
                  let first = call.arguments.first, first.label?.text == "rootViewController",
                  let handed = first.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let label = labels[handed] else { continue }
            if rootLabels[owner.name] == nil { rootLabels[owner.name] = label }
        }
        return .skipChildren
    }
}

/// The root a navigation controller subclass's initializer makes and hands to UIKit's
/// (`self.init(rootViewController:)` or `super.init(rootViewController:)`), from a storyboard or in
/// code, its storyboard and identifier written there or taken from the initializer's parameters:
/// Lockwise's
///
///     convenience init(storyboardName: String = "ItemList", identifier: String = "itemlist") {
///         let listView = UIStoryboard(name: storyboardName, bundle: .main).instantiateViewController(withIdentifier: identifier)
///         self.init(rootViewController: listView)
///
/// so `MainNavigationController()` is the item list in a navigation controller. Read, its
/// navigation controllers were empty scenes, and every screen of the app unreached.
struct NavigationInitRoot: Hashable, Sendable {
    /// A text the initializer writes, or takes from its parameter (by the label a caller writes, with
    /// the parameter's default).
    enum Piece: Hashable, Sendable {
        case written(String)
        case parameter(label: String, default: String?)
    }

    enum Root: Hashable, Sendable {
        /// A storyboard's scene by identifier, or its initial scene (identifier nil).
        case storyboard(Piece, identifier: Piece?)
        /// One of the app's classes made in code (`self.init(rootViewController: WelcomeViewController())`).
        case madeInCode(String)
    }

    var root: Root
    /// The labels callers write, and those they must (no default).
    var labels: Set<String>
    var required: Set<String>
    /// Whether the root is given whichever initializer made the controller (set in `viewDidLoad`).
    var anyInitializer: Bool

    init?(_ node: InitializerDeclSyntax, body: CodeBlockSyntax) {
        var parameters: [String: Piece] = [:]
        var labels: Set<String> = []
        var required: Set<String> = []
        // Unlabelled ones by position (`_0`, `_1`), as a call hands them.
        for (position, parameter) in node.signature.parameterClause.parameters.enumerated() {
            let label = parameter.firstName.tokenKind == .wildcard ? "_\(position)" : parameter.firstName.text
            let literal = parameter.defaultValue.flatMap { Self.literal($0.value) }
            parameters[(parameter.secondName ?? parameter.firstName).text] = .parameter(label: label, default: literal)
            labels.insert(label)
            if parameter.defaultValue == nil { required.insert(label) }
        }
        guard let found = Self.root(madeIn: body, parameters: parameters) else { return nil }
        root = found
        self.labels = labels
        self.required = required
        anyInitializer = false
    }

    /// The root `viewDidLoad` gives the stack, whichever initializer made the controller (COVIDSafe's
    /// feedback flow's forms, audit S).
    init?(viewDidLoad body: CodeBlockSyntax) {
        guard let found = Self.root(madeIn: body, parameters: [:]) else { return nil }
        root = found
        labels = []
        required = []
        anyInitializer = true
    }

    /// Whether a call with the arguments labelled `written` gets this root.
    func matches(_ written: Set<String>) -> Bool {
        anyInitializer || (written.isSubset(of: labels) && required.isSubset(of: written))
    }

    /// The first root the body's statements give the stack: UIKit's initializer given it
    /// (`self.init(rootViewController:)`, `super.init(rootViewController:)`), the stack set
    /// (`viewControllers = [x]`, `setViewControllers([x], animated:)`) or a first push, of a
    /// controller made there, in a local or in a property the body assigned first.
    private static func root(madeIn body: CodeBlockSyntax, parameters: [String: Piece]) -> Root? {
        var values: [String: ExprSyntax] = [:]
        func resolved(_ expression: ExprSyntax) -> Root? {
            var expression = expression
            if let name = Self.assignedName(expression), let value = values[name] { expression = value }
            return root(of: expression, parameters: parameters)
        }
        for statement in body.statements {
            if let declaration = statement.item.as(VariableDeclSyntax.self) {
                for binding in declaration.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                       let value = binding.initializer?.value { values[name] = value }
                }
                continue
            }
            let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
            // `target = value` (a property, `self.property`, or the stack itself).
            // (Unfolded: `target`, `=`, the value, and a cast's two pieces when it is cast.)
            if let elements = expression?.as(SequenceExprSyntax.self).map({ Array($0.elements) }),
               elements.count == 3 || elements.count == 5 && elements[3].is(UnresolvedAsExprSyntax.self),
               let target = Self.assignedName(elements[0]), elements[1].is(AssignmentExprSyntax.self) {
                let value = elements[2]
                if target == "viewControllers" {
                    if let first = value.as(ArrayExprSyntax.self)?.elements.first?.expression { return resolved(first) }
                } else {
                    values[target] = value
                }
                continue
            }
            guard let call = expression?.as(FunctionCallExprSyntax.self), let first = call.arguments.first else { continue }
            let called: String
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                guard let base = member.base, base.is(SuperExprSyntax.self) || Self.assignedName(base) == "self" else { continue }
                called = member.declName.baseName.text
            } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                called = reference.baseName.text
            } else {
                continue
            }
            switch (called, first.label?.text) {
            case ("init", "rootViewController"), ("pushViewController", nil):
                return resolved(first.expression)
            case ("setViewControllers", nil):
                if let element = first.expression.as(ArrayExprSyntax.self)?.elements.first?.expression { return resolved(element) }
            default:
                continue
            }
        }
        return nil
    }

    /// The name an assignment's target or a reference gives (`feedback`, `self.feedback`).
    private static func assignedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return member.declName.baseName.text }
        return nil
    }

    /// `UIStoryboard(name: N, bundle: …).instantiateViewController(withIdentifier: I)` (cast or
    /// unwrapped), its `instantiateInitialViewController()`, or `SomeController()`.
    private static func root(of expression: ExprSyntax, parameters: [String: Piece]) -> Root? {
        var expression = expression
        // A cast (`x as? T`, or forced) unfolded, as a binding's value is.
        if let elements = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3,
           elements[1].is(UnresolvedAsExprSyntax.self) {
            expression = elements[0]
        }
        while true {
            if let cast = expression.as(AsExprSyntax.self) { expression = cast.expression }
            else if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrapped.expression }
            else if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
            else { break }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return type.first?.isUppercase == true && !type.hasPrefix("UI") ? .madeInCode(type) : nil
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let storyboard = member.base?.as(FunctionCallExprSyntax.self),
              storyboard.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIStoryboard",
              let nameArgument = storyboard.arguments.first(where: { $0.label?.text == "name" }),
              let name = piece(nameArgument.expression, parameters) else { return nil }
        switch member.declName.baseName.text {
        case "instantiateInitialViewController":
            return .storyboard(name, identifier: nil)
        case "instantiateViewController":
            guard let argument = call.arguments.first, ["withIdentifier", "identifier"].contains(argument.label?.text),
                  let identifier = piece(argument.expression, parameters) else { return nil }
            return .storyboard(name, identifier: identifier)
        default:
            return nil
        }
    }

    private static func piece(_ expression: ExprSyntax, _ parameters: [String: Piece]) -> Piece? {
        if let text = literal(expression) { return .written(text) }
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text { return parameters[name] }
        return nil
    }

    private static func literal(_ expression: ExprSyntax) -> String? {
        guard let string = expression.as(StringLiteralExprSyntax.self), string.segments.count == 1,
              let segment = string.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }
}

extension CallReader {
    /// A navigation controller subclass made with an initializer that makes its own root
    /// (`MainNavigationController(storyboardName: "ItemList", identifier: "itemlist")`): that root in a
    /// navigation controller, its texts the call's arguments or the parameters' defaults; nil when
    /// no initializer matches the call's labels or a text is not known.
    func navigationInitRoot(_ call: FunctionCallExprSyntax, of roots: [NavigationInitRoot]) -> CodeTrigger.Instantiation? {
        let arguments = Dictionary(call.arguments.enumerated().map { position, argument in
            (argument.label?.text ?? "_\(position)", argument.expression)
        }, uniquingKeysWith: { first, _ in first })
        let written = Set(arguments.keys)
        guard let matching = roots.first(where: { $0.matches(written) }) else { return nil }
        func text(_ piece: NavigationInitRoot.Piece) -> String? {
            switch piece {
            case .written(let text): return text
            case .parameter(let label, let fallback): return arguments[label].map { string(of: $0) } ?? fallback
            }
        }
        var made: CodeTrigger.Instantiation
        switch matching.root {
        case .storyboard(let storyboard, let identifier):
            guard let name = text(storyboard) else { return nil }
            if let identifier {
                guard let scene = text(identifier) else { return nil }
                made = CodeTrigger.Instantiation(storyboard: name, identifier: scene)
            } else {
                made = CodeTrigger.Instantiation(storyboard: name, identifier: nil)
            }
        case .madeInCode(let type):
            guard Self.isAppClass(type) else { return nil }
            made = CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: type)
        }
        made.inNavigation = true
        return made
    }
}
