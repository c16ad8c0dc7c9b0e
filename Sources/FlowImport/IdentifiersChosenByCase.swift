import SwiftSyntax

// Storyboard identifiers an enum's case chooses.
//
// A settings list keeps its rows in an enum whose computed property gives each row's storyboard
// identifier (Beam's `SettingsRowKey.viewControllerIdentifier`: `case .AboutBeam: return "about"`,
// `case .Donate: return "donation"`, … `default: return nil`), and the list instantiates what the
// selected row's identifier names (`if let identifier = selectedRow.key.viewControllerIdentifier,
// let viewController = self.storyboard?.instantiateViewController(withIdentifier: identifier)`,
// then `show(viewController, sender:)`). Which row a person picks is theirs, so the move is to each
// scene the property names: the import read the property's name as the identifier, which no scene
// has, and the eight settings screens were unreached. An enum's property of type `String` or
// `String?` whose body switches over `self` and returns string literals (or `nil`) is read so,
// app-wide, by its name; a name two enums declare so with other identifiers is left alone.

/// One value a property's or a method's `switch` returns: a literal, a constant (`StoryboardController.LOAD`,
/// known once every file is read), or what another such method returns (`getCurrentErrorStoryboardController()`).
enum StringChoice: Hashable, Sendable {
    case literal(String)
    case constant(String)
    case method(String)
}

/// Identifiers by property name (a method's by its name and `()`); a name declared twice with other
/// identifiers is dropped for good.
struct IdentifierChoices: Sendable {
    private(set) var byName: [String: [StringChoice]] = [:]
    private var ambiguous: Set<String> = []

    /// What property (or method, `name()`) `name` chooses among, if it is known and declared once.
    subscript(name: String) -> [StringChoice]? { byName[name] }

    /// The key a method's choices are kept under: its name and `()`, which no property's has.
    static func methodKey(_ name: String) -> String { name + "()" }

    mutating func add(_ name: String, _ choices: [StringChoice]) {
        guard !ambiguous.contains(name) else { return }
        if let known = byName[name], known != choices {
            byName[name] = nil
            ambiguous.insert(name)
        } else {
            byName[name] = choices
        }
    }

    /// Another file's, added name by name; what it found ambiguous stays so.
    mutating func add(_ other: IdentifierChoices) {
        for name in other.ambiguous {
            byName[name] = nil
            ambiguous.insert(name)
        }
        for (name, choices) in other.byName { add(name, choices) }
    }
}

/// Each enum's computed string properties whose cases return literals, by property name; and each
/// method of no parameters returning a string whose body is one `switch` (Raivo's state helper:
/// `func getCurrentStoryboardController() -> String { switch getCurrentStoryboard() { case
/// Storyboard.LOAD: return StoryboardController.LOAD … case Storyboard.ERROR: return
/// getCurrentErrorStoryboardController() … default: … } }`, its default case stopping the app), by
/// its name and `()`. Which case runs is the app's state; each value a case returns is one the call
/// may give.
final class IdentifierChoicesCollector: SyntaxVisitor {
    private(set) var choices = IdentifierChoices()
    private var enumDepth = 0

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enumDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { enumDepth -= 1 }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard enumDepth > 0, node.bindings.count == 1, let binding = node.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type.trimmedDescription, type == "String" || type == "String?",
              let accessor = binding.accessorBlock, case .getter(let body) = accessor.accessors,
              let switched = Self.onlySwitch(body), switched.subject.trimmedDescription == "self"
        else { return .skipChildren }
        let literals = Self.returnedChoices(switched).filter { if case .literal = $0 { true } else { false } }
        if !literals.isEmpty { choices.add(name, literals) }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.signature.parameterClause.parameters.isEmpty,
              let type = node.signature.returnClause?.type.trimmedDescription, type == "String" || type == "String?",
              let body = node.body else { return .visitChildren }
        guard let switched = Self.onlySwitch(body.statements) else {
            // Declared otherwise (another type's `storyboardID()` returning one literal): not one switch's.
            choices.add(IdentifierChoices.methodKey(node.name.text), [])
            return .visitChildren
        }
        let returned = Self.returnedChoices(switched)
        if !returned.isEmpty { choices.add(IdentifierChoices.methodKey(node.name.text), returned) }
        return .skipChildren
    }

    /// The `switch` a body is made of, alone.
    private static func onlySwitch(_ statements: CodeBlockItemListSyntax) -> SwitchExprSyntax? {
        guard statements.count == 1, let only = statements.first?.item else { return nil }
        return (only.as(ExpressionStmtSyntax.self)?.expression ?? only.as(ExprSyntax.self))?.as(SwitchExprSyntax.self)
    }

    /// What each case returns last, in order, once each: a literal, a constant's path, or a call of a
    /// method with no arguments (on `self` or nothing). A case returning anything else, or nothing
    /// (one stopping the app), gives none.
    private static func returnedChoices(_ switched: SwitchExprSyntax) -> [StringChoice] {
        var found: [StringChoice] = []
        for element in switched.cases {
            guard let value = element.as(SwitchCaseSyntax.self)?.statements.last?.item,
                  let returned = value.as(ReturnStmtSyntax.self)?.expression ?? value.as(ExprSyntax.self),
                  let choice = choice(returned), !found.contains(choice) else { continue }
            found.append(choice)
        }
        return found
    }

    private static func choice(_ returned: ExprSyntax) -> StringChoice? {
        if let literal = returned.as(StringLiteralExprSyntax.self)?.representedLiteralValue { return .literal(literal) }
        if let call = returned.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            let (base, name) = CallReader.callee(call)
            guard base.map(CallReader.isSelf) ?? true, name.first?.isLowercase == true else { return nil }
            return .method(name)
        }
        // A qualified constant (`StoryboardController.LOAD`, an enum case's `ID.main.rawValue`), not a
        // local or a property of the type's.
        var path = returned.trimmedDescription
        if path.hasSuffix(".rawValue") { path.removeLast(".rawValue".count) }
        guard returned.is(MemberAccessExprSyntax.self), path.first?.isUppercase == true,
              path.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return .constant(path)
    }
}

extension CallReader {
    /// The identifiers `expression` chooses among: a local holding one an enum's property gives
    /// (`identifier`), or that property read (`selectedRow.key.viewControllerIdentifier`); nil for
    /// anything else.
    func identifierChoices(of expression: ExprSyntax) -> [String]? {
        let expression = Self.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return localIdentifierChoices[reference.baseName.text] }
        // `isRoom ? "RoomNav" : "ChatNav"` (or an `if`/`switch` expression): each branch's identifier.
        if let values = Self.branchValues(of: expression), values.count > 1 {
            let choices = values.compactMap(string(of:))
            return choices.count == values.count ? choices : nil
        }
        // A method choosing its value by a `switch` (`StateHelper.shared.getCurrentStoryboardController()`).
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            return reader.declarations.identifierChoices(IdentifierChoices.methodKey(Self.callee(call).1))
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base != nil else { return nil }
        return reader.declarations.identifierChoices(member.declName.baseName.text)
    }

    /// `storyboard.instantiateViewController(withIdentifier: identifier)` with an identifier chosen by
    /// case: each scene it names, of that storyboard; nil for any other expression.
    func instantiationsByChoice(of value: ExprSyntax) -> [CodeTrigger.Instantiation]? {
        guard let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self) else { return nil }
        let (base, name) = Self.callee(call)
        // An app's instantiating helper handed such an identifier (Raivo's `StoryboardHelper.shared
        // .getCachedStoryboardController(storyboard, controllerName)`): each scene it names.
        if name.first?.isLowercase == true, let helper = reader.declarations.helper(name), helper.identifierArgument < call.arguments.count {
            let argument = Array(call.arguments)[helper.identifierArgument].expression
            guard string(of: argument) == nil, let choices = identifierChoices(of: argument), !choices.isEmpty else { return nil }
            return choices.compactMap { instantiation(through: helper, call, on: base, identifier: $0) }
        }
        guard name == "instantiateViewController", label(call, 0) == "withIdentifier" || label(call, 0) == "identifier",
              let first = call.arguments.first, let choices = identifierChoices(of: first.expression), !choices.isEmpty
        else { return nil }
        let storyboard = base.flatMap(storyboardName(of:))
        return choices.map { CodeTrigger.Instantiation(storyboard: storyboard, identifier: $0) }
    }

    /// `identifier = "RoomNav"` in a branch, `identifier` a local declared above with no value (Siskin's
    /// chat list: `var identifier: String!`, one scene's identifier per case, then one
    /// `instantiateViewController(withIdentifier: identifier)`): one more identifier it may hold.
    func noteIdentifierAssigned(to local: String, _ value: ExprSyntax) {
        // (Declared `String`, it is one of the locals typed with a class: `typedLocals`.)
        let declaredWithoutValue = declaredLocals.contains(local) && instantiated[local] == nil
            || typedLocals.contains(local) && instantiated[local]?.ofClass == "String"
        guard declaredWithoutValue, let identifier = string(of: value) else { return }
        let unwrappedValue = Self.unwrapped(value)
        guard unwrappedValue.is(StringLiteralExprSyntax.self) || unwrappedValue.is(MemberAccessExprSyntax.self) else { return }
        if localIdentifierChoices[local]?.contains(identifier) != true { localIdentifierChoices[local, default: []].append(identifier) }
    }
}
