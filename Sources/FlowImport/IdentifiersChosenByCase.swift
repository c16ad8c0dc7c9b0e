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

/// Identifiers by property name; a name declared twice with other identifiers is dropped for good.
struct IdentifierChoices: Sendable {
    private(set) var byName: [String: [String]] = [:]
    private var ambiguous: Set<String> = []

    /// The identifiers property `name` chooses among, if it is known and declared once.
    subscript(name: String) -> [String]? { byName[name] }

    mutating func add(_ name: String, _ identifiers: [String]) {
        guard !ambiguous.contains(name) else { return }
        if let known = byName[name], known != identifiers {
            byName[name] = nil
            ambiguous.insert(name)
        } else {
            byName[name] = identifiers
        }
    }

    /// Another file's, added name by name; what it found ambiguous stays so.
    mutating func add(_ other: IdentifierChoices) {
        for name in other.ambiguous {
            byName[name] = nil
            ambiguous.insert(name)
        }
        for (name, identifiers) in other.byName { add(name, identifiers) }
    }
}

/// Each enum's computed string properties whose cases return literals, by property name.
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
              let accessor = binding.accessorBlock, case .getter(let body) = accessor.accessors
        else { return .skipChildren }
        let statements = Array(body)
        let switched = statements.count == 1 ? (statements[0].item.as(ExpressionStmtSyntax.self)?.expression
            ?? statements[0].item.as(ExprSyntax.self))?.as(SwitchExprSyntax.self) : nil
        guard let switched, switched.subject.trimmedDescription == "self" else { return .skipChildren }
        var literals: [String] = []
        for element in switched.cases {
            guard let value = element.as(SwitchCaseSyntax.self)?.statements.last?.item else { continue }
            let returned = value.as(ReturnStmtSyntax.self)?.expression ?? value.as(ExprSyntax.self)
            guard let text = returned?.as(StringLiteralExprSyntax.self)?.representedLiteralValue else { continue }
            if !literals.contains(text) { literals.append(text) }
        }
        if !literals.isEmpty { choices.add(name, literals) }
        return .skipChildren
    }
}

extension CallReader {
    /// The identifiers `expression` chooses among: a local holding one an enum's property gives
    /// (`identifier`), or that property read (`selectedRow.key.viewControllerIdentifier`); nil for
    /// anything else.
    func identifierChoices(of expression: ExprSyntax) -> [String]? {
        let expression = Self.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return localIdentifierChoices[reference.baseName.text] }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base != nil else { return nil }
        return reader.declarations.identifierChoices(member.declName.baseName.text)
    }

    /// `storyboard.instantiateViewController(withIdentifier: identifier)` with an identifier chosen by
    /// case: each scene it names, of that storyboard; nil for any other expression.
    func instantiationsByChoice(of value: ExprSyntax) -> [CodeTrigger.Instantiation]? {
        guard let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self) else { return nil }
        let (base, name) = Self.callee(call)
        guard name == "instantiateViewController", label(call, 0) == "withIdentifier" || label(call, 0) == "identifier",
              let first = call.arguments.first, let choices = identifierChoices(of: first.expression), !choices.isEmpty
        else { return nil }
        let storyboard = base.flatMap(storyboardName(of:))
        return choices.map { CodeTrigger.Instantiation(storyboard: storyboard, identifier: $0) }
    }
}
