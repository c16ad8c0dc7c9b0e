import SwiftSyntax

// An app's own helper that instantiates what its arguments name (issue 52),
// as DuckDuckGo's settings provider does:
//
//     private func instantiate(_ identifier: String, fromStoryboard name: String) -> UIViewController {
//         let storyboard = UIStoryboard(name: name, bundle: nil)
//         return storyboard.instantiateViewController(withIdentifier: identifier)
//     }
//     var appIcon: UIViewController { instantiate("AppIcon", fromStoryboard: StoryboardName.settings) }
//
// The helper's own call names a parameter, which says nothing; each call of
// the helper, read with its arguments, says which controller it makes.

/// Which of a helper's arguments are the storyboard identifier and the storyboard's name.
struct InstantiatingHelper: Sendable {
    /// How a helper shows the controller it makes itself (FreeOTP's `next(_ name: String, …)`
    /// instantiates `name` and pushes it: `next("scan", …)` pushes the scan screen).
    enum Shows: Sendable {
        case push, present, show
    }

    /// The position of the argument that is the identifier.
    var identifierArgument: Int
    /// The position of the argument that is the storyboard's name; nil when the helper names it itself.
    var storyboardArgument: Int?
    /// The storyboard the helper names itself, as written (a literal or a constant), if any.
    var storyboard: ExprSyntax?
    /// Whether the helper is a storyboard's own method (`extension UIStoryboard`), instantiating
    /// from the storyboard it is called on: `storyboard.viewController(withID: .detail)`.
    var storyboardIsReceiver = false
    /// The identifier parameter's type when it is not `String` (an enum of the app's whose raw
    /// values are the identifiers), so that `.detail` reads as `ViewControllerID.detail`.
    var identifierType: String?
    /// How the helper shows what it makes, when it does (the variable it keeps it in is pushed,
    /// presented or shown in its body); nil when it hands it back.
    var shows: Shows?
    /// The type declaring it (an extension's extended type), nil at a file's top level, and whether
    /// it is the type's own (`static`, `class`): a call on a type is of that type's method.
    var declaringType: String?
    var isTypeMethod = false

    /// Whether a call on the type `type` (`UIStoryboard.controller(from:identifier:)`), or at top
    /// level with `type` nil, is of this helper, not of a method of the same name elsewhere.
    func isCalled(on type: String?) -> Bool {
        guard let type else { return declaringType == nil }
        return isTypeMethod && declaringType == type
    }
}

/// Finds, in one file, the functions that instantiate the controller their parameters name.
final class InstantiatingHelperCollector: TypePathVisitor {
    private(set) var helpers: [String: InstantiatingHelper] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = node.body else { return .skipChildren }
        let declared = Array(node.signature.parameterClause.parameters)
        let parameters = declared.map { ($0.secondName ?? $0.firstName).text }
        guard !parameters.isEmpty else { return .skipChildren }
        let storyboards = Self.locals(in: body)  // local variables holding `UIStoryboard(name: …)`, among others
        for call in Self.calls(in: Syntax(body)) {
            let (base, name) = CallReader.callee(call)
            guard name == "instantiateViewController",
                  let first = call.arguments.first, ["withIdentifier", "identifier"].contains(first.label?.text ?? ""),
                  let identifier = Self.parameterReference(first.expression),
                  let identifierArgument = parameters.firstIndex(of: identifier) else { continue }
            var storyboardExpression = base.map(CallReader.unwrapped)
            if let reference = storyboardExpression?.as(DeclReferenceExprSyntax.self) {
                storyboardExpression = storyboards[reference.baseName.text].map(CallReader.unwrapped)
            }
            var helper = InstantiatingHelper(identifierArgument: identifierArgument)
            helper.shows = Self.howShown(call, in: Syntax(body))
            let identifierType = declared[identifierArgument].type.trimmedDescription
            if identifierType != "String", identifierType.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
                helper.identifierType = identifierType
            }
            helper.storyboardIsReceiver = types.last == "UIStoryboard" && (base.map(CallReader.isSelf) ?? true)
            helper.declaringType = types.last
            helper.isTypeMethod = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
            if let made = storyboardExpression?.as(FunctionCallExprSyntax.self),
               CallReader.callee(made).1 == "UIStoryboard", let named = made.arguments.first?.expression {
                if let parameter = named.as(DeclReferenceExprSyntax.self)?.baseName.text,
                   let position = parameters.firstIndex(of: parameter) {
                    helper.storyboardArgument = position
                } else {
                    helper.storyboard = named
                }
            }
            helpers[node.name.text] = helpers[node.name.text] ?? helper
        }
        return .skipChildren
    }

    /// How the body shows the controller `instantiation` makes, when it is kept in a variable
    /// (`let ret = storyboard?.instantiateViewController(withIdentifier: name)`, then cast) that a
    /// presenting call then takes (`navigationController?.pushViewController(ret, animated: true)`).
    private static func howShown(_ instantiation: FunctionCallExprSyntax, in body: Syntax) -> InstantiatingHelper.Shows? {
        var node = Syntax(instantiation).parent
        while let current = node, !current.is(PatternBindingSyntax.self), !current.is(CodeBlockItemSyntax.self) {
            node = current.parent
        }
        guard let binding = node?.as(PatternBindingSyntax.self),
              let variable = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        for call in calls(in: body) {
            guard let first = call.arguments.first,
                  CallReader.unwrapped(first.expression).as(DeclReferenceExprSyntax.self)?.baseName.text == variable else { continue }
            switch CallReader.callee(call).1 {
            case "pushViewController": return .push
            case "present": return .present
            case "show", "showDetailViewController": return .show
            default: continue
            }
        }
        return nil
    }

    /// The parameter an identifier argument names: `identifier`, or `identifier.rawValue` of an enum.
    private static func parameterReference(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue" else {
            return nil
        }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The locals a body's own statements declare with a value, by name.
    static func locals(in body: CodeBlockSyntax) -> [String: ExprSyntax] {
        var locals: [String: ExprSyntax] = [:]
        for item in body.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                   let value = binding.initializer?.value { locals[name] = value }
            }
        }
        return locals
    }

    /// Every call under `node`.
    static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
        var found: [FunctionCallExprSyntax] = []
        var pending = [node]
        while let next = pending.popLast() {
            if let call = next.as(FunctionCallExprSyntax.self) { found.append(call) }
            pending += next.children(viewMode: .sourceAccurate)
        }
        return found
    }
}
