import SwiftSyntax

// Storyboards named by an enum's cases: the "AppStoryboard" idiom many apps copy,
//
//     enum AppStoryboard: String {
//         case Main, Login
//         var instance: UIStoryboard { UIStoryboard(name: self.rawValue, bundle: .main) }
//         func viewController<T: UIViewController>(viewControllerClass: T.Type) -> T? {
//             let storyboardID = (viewControllerClass as UIViewController.Type).storyboardID
//             return instance.instantiateViewController(withIdentifier: storyboardID) as? T
//         }
//         func initialViewController() -> UIViewController? { instance.instantiateInitialViewController() }
//     }
//     extension UIViewController {
//         class var storyboardID: String { "\(self)" }
//         static func instantiate(fromAppStoryboard appStoryboard: AppStoryboard) -> Self {
//             appStoryboard.viewController(viewControllerClass: self)
//         }
//     }
//
//     AppStoryboard.Login.instance.instantiateViewController(withIdentifier: "SignUpViewController")
//     AppStoryboard.Login.viewController(viewControllerClass: SignUpViewController.self)
//     LoginViewController.instantiate(fromAppStoryboard: .Login)
//
// and Rocket.Chat's, whose case's storyboard is what a property switching over `self` returns:
//
//     enum Storyboard {
//         case chat, preferences
//         var name: String { switch self { case .chat: return "Chat"; case .preferences: return "Preferences" } }
//         func instantiate() -> UIStoryboard { UIStoryboard(name: name, bundle: Bundle.main) }
//         func initialViewController() -> UIViewController? { instantiate().instantiateInitialViewController() }
//     }
//
//     Storyboard.chat.initialViewController()
//
// Each file is read for the members that make a case's storyboard (`StoryboardEnum.storyboards`),
// the string properties switching over `self` (`caseValues`) and the methods instantiating from
// the case's storyboard (`makers`), app-wide, as constants are (AppWideDeclarations.swift): the
// enum and its helpers are usually in a file of their own. A call on a case (`Type.case.member`)
// reads the case's storyboard through them (`CallReader.storyboardName(of:)`,
// `CallReader.enumInstantiation(_:)`); a call on a parameter of the enum's type, in a class
// method made for any controller class (`appStoryboard.viewController(viewControllerClass: self)`),
// makes the class it is called on from the storyboard its caller names (the factory's placeholders,
// `CodeTrigger.Instantiation.ownClassName`).

/// What an enum of the app's declares about the storyboards its cases name.
struct StoryboardEnum: Sendable {
    /// Where a member's `UIStoryboard(name: …)` takes the name from.
    enum NameSource: Hashable, Sendable {
        /// `self.rawValue`: the case's raw value, or its name without one.
        case rawValue
        /// A string property of the enum's that switches over `self` (`name`).
        case property(String)
    }

    /// What an instantiating method's identifier is.
    enum Identifier: Hashable, Sendable {
        /// `instantiateInitialViewController()`.
        case initial
        /// Named by the class an argument is the metatype of (`viewControllerClass: T.Type`).
        case classArgument(Int)
        /// A string argument (`withIdentifier: identifier`).
        case stringArgument(Int)
    }

    /// A method instantiating from the case's storyboard, as its own member gives it.
    struct Maker: Hashable, Sendable {
        var storyboardMember: String
        var identifier: Identifier
    }

    /// Members giving the case's storyboard (`instance`, `instantiate()`), by name.
    var storyboards: [String: NameSource] = [:]
    /// String properties switching over `self`, by name: each case's value.
    var caseValues: [String: [String: String]] = [:]
    /// Methods instantiating from the case's storyboard, by name.
    var makers: [String: Maker] = [:]

    /// Takes in what another declaration of the type (an extension) says; what is known stays.
    mutating func merge(_ other: StoryboardEnum) {
        storyboards.merge(other.storyboards) { known, _ in known }
        caseValues.merge(other.caseValues) { known, _ in known }
        makers.merge(other.makers) { known, _ in known }
    }
}

/// Finds, in one file, what each type declares about storyboards its cases name, and what the
/// enums among them declare: their cases in order and their members giving a view controller
/// (EnumCaseControllers.swift).
final class StoryboardEnumCollector: TypePathVisitor {
    private(set) var enums: [String: StoryboardEnum] = [:]
    /// The enums the file declares: only an enum's members name storyboards by its cases (a class's
    /// `shared.instance` is no case).
    private(set) var enumTypes: Set<String> = []
    /// Each enum's cases, in the order the file declares them.
    private(set) var enumCases: [String: [String]] = [:]
    /// The types declaring each member whose type is a view controller (`var viewController:
    /// UIViewController`, `func getController(…) -> UIViewController`), by the member's name.
    private(set) var controllerMembers: [String: Set<String>] = [:]
    /// The field each type's member returning a value carrying a controller carries it in, by the
    /// member's name and the type (ControllersCarriedByValues.swift).
    private(set) var carriedControllers: [String: [String: String]] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enumTypes.insert(node.name.text)
        return super.visit(node)
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = types.last { enumCases[type, default: []] += node.elements.map(\.name.text) }
        return .skipChildren
    }

    /// Whether a member's declared type is a view controller's (UIKit's or one of the app's, as its
    /// name says), optional or not.
    private static func isControllerType(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        return ClassReader.plainType(type.trimmedDescription).hasSuffix("Controller")
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = types.last else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if binding.accessorBlock != nil, Self.isControllerType(binding.typeAnnotation?.type) {
                controllerMembers[name, default: []].insert(type)
            } else if let accessor = binding.accessorBlock, binding.typeAnnotation != nil,
                      let field = Self.carriedField(in: Syntax(accessor)) {
                carriedControllers[name, default: [:]][type] = field
            }
            if let source = Self.storyboardSource(in: Syntax(binding)) { enums[type, default: .init()].storyboards[name] = source }
            if binding.typeAnnotation?.type.trimmedDescription == "String", let accessor = binding.accessorBlock {
                let values = Self.valuesBySelfCase(in: Syntax(accessor))
                if !values.isEmpty { enums[type, default: .init()].caseValues[name] = values }
            }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = types.last, let body = node.body else { return .skipChildren }
        let name = node.name.text
        if Self.isControllerType(node.signature.returnClause?.type) {
            controllerMembers[name, default: []].insert(type)
        } else if node.signature.returnClause != nil, let field = Self.carriedField(in: Syntax(body)) {
            carriedControllers[name, default: [:]][type] = field
        }
        let parameters = Array(node.signature.parameterClause.parameters)
        if parameters.isEmpty, node.signature.returnClause?.type.trimmedDescription == "UIStoryboard",
           let source = Self.storyboardSource(in: Syntax(body)) {
            enums[type, default: .init()].storyboards[name] = source
        }
        if let (maker, made) = Self.maker(in: body, parameters: parameters, named: name) {
            enums[type, default: .init()].makers[name] = maker
            // A storyboard the method makes itself (`let sb = UIStoryboard(name: rawValue, bundle: nil)`): a member of its own.
            if let made { enums[type, default: .init()].storyboards[maker.storyboardMember] = made }
        }
        return .skipChildren
    }

    /// Where the first `UIStoryboard(name: …)` under `node` takes its name from, when it is the
    /// enum's own (`self.rawValue`, `rawValue`, or a property of `self`).
    private static func storyboardSource(in node: Syntax) -> StoryboardEnum.NameSource? {
        for call in InstantiatingHelperCollector.calls(in: node) {
            guard let argument = CallReader.storyboardNameArgument(of: call) else { continue }
            var written = argument.trimmedDescription.filter { !$0.isWhitespace }
            if written.hasPrefix("self.") { written.removeFirst("self.".count) }
            if written == "rawValue" { return .rawValue }
            guard !written.isEmpty, written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return .property(written)
        }
        return nil
    }

    /// The string each case gives under a `switch self` (`case .chat: return "Chat"`, several
    /// cases to one item, or the literal alone as the case's only statement).
    private static func valuesBySelfCase(in node: Syntax) -> [String: String] {
        var values: [String: String] = [:]
        var pending = [node]
        while let next = pending.popLast() {
            guard let switchNode = next.as(SwitchExprSyntax.self) else {
                pending += next.children(viewMode: .sourceAccurate)
                continue
            }
            guard switchNode.subject.trimmedDescription == "self" else { continue }
            for item in switchNode.cases {
                guard let caseNode = item.as(SwitchCaseSyntax.self), case .case(let label) = caseNode.label,
                      let value = literalResult(of: caseNode) else { continue }
                for caseItem in label.caseItems {
                    if let name = EnumCase.name(of: caseItem.pattern) { values[name] = values[name] ?? value }
                }
            }
        }
        return values
    }

    /// The string literal a case's one statement returns or is.
    private static func literalResult(of caseNode: SwitchCaseSyntax) -> String? {
        guard caseNode.statements.count == 1, let item = caseNode.statements.first?.item else { return nil }
        let value = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        return value?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// The method's instantiation from the case's storyboard: the storyboard member it calls on,
    /// directly or through a local (`let storyboard = instantiate()`), and what names the identifier;
    /// with where the name comes from when the method makes the storyboard itself (a local
    /// `UIStoryboard(name: rawValue, …)`, known as the member `method#storyboard`).
    private static func maker(in body: CodeBlockSyntax, parameters: [FunctionParameterSyntax],
                              named method: String) -> (StoryboardEnum.Maker, StoryboardEnum.NameSource?)? {
        let locals = InstantiatingHelperCollector.locals(in: body)
        for call in InstantiatingHelperCollector.calls(in: Syntax(body)) {
            let (base, name) = CallReader.callee(call)
            guard name == "instantiateViewController" || name == "instantiateInitialViewController",
                  var receiver = base.map(CallReader.unwrapped) else { continue }
            if let local = receiver.as(DeclReferenceExprSyntax.self).flatMap({ locals[$0.baseName.text] }) {
                receiver = CallReader.unwrapped(local)
            }
            let made = storyboardSource(in: Syntax(receiver))
            guard let member = made != nil ? method + "#storyboard" : ownMember(receiver) else { continue }
            if name == "instantiateInitialViewController" { return (.init(storyboardMember: member, identifier: .initial), made) }
            guard let argument = call.arguments.first?.expression,
                  let identifier = identifier(argument, parameters: parameters, locals: locals) else { continue }
            return (.init(storyboardMember: member, identifier: identifier), made)
        }
        return nil
    }

    /// `instance`, `self.instance`, `instantiate()`, `self.instantiate()`: the member's name.
    private static func ownMember(_ expression: ExprSyntax) -> String? {
        var expression = expression
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            expression = call.calledExpression
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), CallReader.isSelf(member.base) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// Which argument names the identifier: a metatype parameter the expression (or the local it
    /// reads) mentions, or its generic type (`T.storyboardID` for `viewControllerClass: T.Type`);
    /// else a string parameter it reads (`identifier`, `identifier.rawValue`).
    private static func identifier(_ argument: ExprSyntax, parameters: [FunctionParameterSyntax],
                                   locals: [String: ExprSyntax]) -> StoryboardEnum.Identifier? {
        var words = tokens(of: Syntax(argument))
        for word in words { if let local = locals[word] { words.formUnion(tokens(of: Syntax(local))) } }
        for (position, parameter) in parameters.enumerated() {
            let name = (parameter.secondName ?? parameter.firstName).text
            let type = parameter.type.trimmedDescription
            if type.hasSuffix(".Type") {
                let generic = String(type.dropLast(".Type".count))
                if words.contains(name) || words.contains(generic) { return .classArgument(position) }
            } else if words.contains(name) {
                return .stringArgument(position)
            }
        }
        return nil
    }

    /// The identifiers written under `node`.
    private static func tokens(of node: Syntax) -> Set<String> {
        Set(node.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let text) = token.tokenKind { return text }
            return nil
        })
    }
}

extension CallReader {
    /// The enum case an expression names with the enum that declares storyboards through it:
    /// `AppStoryboard.Login` (its type written), or `.Login` when one such enum has the case.
    func storyboardCase(_ expression: ExprSyntax) -> (type: String, name: String)? {
        guard let member = Self.unwrapped(expression).as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard let base = member.base else { return reader.declarations.storyboardEnumDeclaring(case: name).map { ($0, name) } }
        let type = base.trimmedDescription
        guard reader.declarations.storyboardEnum(type) != nil else { return nil }
        return (type, name)
    }

    /// The storyboard the case names through its member `member`.
    func storyboard(of enumCase: (type: String, name: String), through member: String) -> String? {
        reader.declarations.storyboard(ofCase: enumCase.name, of: enumCase.type, through: member)
    }

    /// The storyboard the case names, through the first of its enum's members that gives one.
    func storyboard(of enumCase: (type: String, name: String)) -> String? {
        guard let declared = reader.declarations.storyboardEnum(enumCase.type) else { return nil }
        return declared.storyboards.keys.sorted().lazy.compactMap { self.storyboard(of: enumCase, through: $0) }.first
    }

    /// `AppStoryboard.Login.instance`, `Storyboard.chat.instantiate()`: the case's storyboard.
    func enumStoryboardName(_ expression: ExprSyntax) -> String? {
        guard let member = Self.unwrapped(expression).as(MemberAccessExprSyntax.self), let base = member.base,
              let enumCase = storyboardCase(base) else { return nil }
        return storyboard(of: enumCase, through: member.declName.baseName.text)
    }

    /// A call of an instantiating method of a storyboard enum: on a case, the controller it names
    /// from the case's storyboard; on a parameter of the enum's type, with the class it is called
    /// on (`self` in a class method), that class from the storyboard the method's caller names.
    func enumInstantiation(_ call: FunctionCallExprSyntax) -> CodeTrigger.Instantiation? {
        let (base, name) = Self.callee(call)
        guard let base else { return nil }
        let arguments = Array(call.arguments)
        if let enumCase = storyboardCase(base) {
            guard let maker = reader.declarations.storyboardEnum(enumCase.type)?.makers[name],
                  let storyboard = storyboard(of: enumCase, through: maker.storyboardMember) else { return nil }
            switch maker.identifier {
            case .initial:
                return CodeTrigger.Instantiation(storyboard: storyboard, identifier: nil)
            case .classArgument(let position):
                guard position < arguments.count, let type = Self.metatype(arguments[position].expression) else { return nil }
                return CodeTrigger.Instantiation(storyboard: storyboard, identifier: type)
            case .stringArgument(let position):
                guard position < arguments.count, let identifier = string(of: arguments[position].expression) else { return nil }
                return CodeTrigger.Instantiation(storyboard: storyboard, identifier: identifier)
            }
        }
        guard let parameter = parameter(named: base), let maker = reader.declarations.storyboardEnum(parameter.type)?.makers[name]
        else { return nil }
        var made: CodeTrigger.Instantiation
        switch maker.identifier {
        case .initial:
            made = CodeTrigger.Instantiation(storyboard: nil, identifier: nil)
        case .classArgument(let position):
            guard position < arguments.count else { return nil }
            let argument = Self.unwrapped(arguments[position].expression)
            if argument.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                // A class method made for any controller class: the caller's factory call names both,
                // or the storyboard is the one of the case the parameter defaults to (Amperfy's
                // `instantiateFromAppStoryboard(appStoryboard: AppStoryboard = .Main)`, called bare).
                let ownClass = CodeTrigger.Instantiation.ownClassName
                let byDefault = parameter.defaultCase.flatMap { storyboard(of: (parameter.type, $0), through: maker.storyboardMember) }
                return CodeTrigger.Instantiation(storyboard: byDefault ?? ownClass, identifier: ownClass)
            }
            guard let type = Self.metatype(argument) else { return nil }
            made = CodeTrigger.Instantiation(storyboard: nil, identifier: type)
        case .stringArgument(let position):
            guard position < arguments.count, let identifier = string(of: arguments[position].expression) else { return nil }
            made = CodeTrigger.Instantiation(storyboard: nil, identifier: identifier)
        }
        made.storyboardParameter = CodeTrigger.StoryboardParameter(label: parameter.label, type: parameter.type,
                                                                   member: maker.storyboardMember)
        return made
    }
}

extension SourceIndex {
    /// `made` from the storyboard the case `enumArguments` writes for its storyboard parameter names;
    /// `made` itself when it has none; nil when no case is written for it, or names no storyboard.
    func withStoryboardCase(_ made: CodeTrigger.Instantiation, from enumArguments: [String: String]) -> CodeTrigger.Instantiation? {
        guard let parameter = made.storyboardParameter else { return made }
        guard let name = enumArguments[parameter.label],
              let storyboard = appWide.storyboard(ofCase: name, of: parameter.type, through: parameter.member,
                                                  constant: { appWide.constants[$0] }) else { return nil }
        var resolved = made
        resolved.storyboard = storyboard
        resolved.storyboardParameter = nil
        return resolved
    }

    /// The same for what a trigger makes, reached by `call`.
    func withStoryboardCase(_ trigger: CodeTrigger, under call: MethodCall) -> CodeTrigger? {
        guard let made = trigger.action.made, made.storyboardParameter != nil else { return trigger }
        guard let resolved = withStoryboardCase(made, from: call.enumArguments) else { return nil }
        var named = trigger
        named.action = trigger.action.replacingMade(with: resolved)
        return named
    }
}
