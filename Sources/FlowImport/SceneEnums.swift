import SwiftSyntax

// Scenes named by an enum. Some apps route every move through one coordinator
// that takes the destination and the way to get there as enum cases (Mastodon's
// `SceneCoordinator`):
//
//     enum Scene { case profile(viewModel: ProfileViewModel), thread(viewModel: ThreadViewModel), … }
//     enum Transition { case show, showDetail, modal(animated: Bool, completion: (() -> Void)?), … }
//
//     func present(scene: Scene, from sender: UIViewController?, transition: Transition) -> UIViewController? {
//         guard let viewController = get(scene: scene) else { return nil }
//         switch transition {
//         case .show: sender.show(viewController, sender: sender)
//         case .modal(let animated, _):
//             sender.present(UINavigationController(rootViewController: viewController), animated: animated)
//         …
//     }
//     func get(scene: Scene) -> UIViewController? {
//         switch scene {
//         case .profile(let viewModel): let profile = ProfileViewController(); profile.viewModel = viewModel; viewController = profile
//         …
//     }
//
//     // in ProfileViewController:
//     coordinator.present(scene: .thread(viewModel: model), from: self, transition: .show)
//
// The reader tags what a method does inside a `case` of a `switch` over one of
// its parameters with that case (`EnumCase`): a move under `case .show:` of
// `switch transition`, a controller assigned or returned under `case .profile`
// of `switch scene`. A controller made by a method of the class's own records
// which of the method's parameters it passes on, and under which label
// (`get(scene: scene)`: `Instantiation.forwarded`). A call records the enum
// cases it writes as arguments (`MethodCall.enumArguments`: `scene: thread`,
// `transition: show`). Following such a call (Coordinators.swift), a move whose
// case the call's argument does not match is not made, and the factory's result
// is the controller of the case the call names: `segue "…" -> show
// ThreadViewController`. A call whose argument is no enum literal (a variable)
// leaves the moves as they are and the factory's cases unresolved, rather than
// guess one.

/// The `case` of a `switch` over a method's parameter that code is under: `case .show:` of
/// `switch transition`, or the `default:` of one (every case the switch does not name).
struct EnumCase: Hashable, Sendable {
    /// The parameter's label, as callers write it (`_0` unlabelled).
    var label: String
    /// The cases named (`case .mention, .reblog:`); for a `default:`, the cases the switch names elsewhere.
    var cases: [String]
    var isDefault = false

    /// The label of a `switch self` in a member of an enum (EnumCaseControllers.swift): the case is
    /// the value the member is called on, not an argument.
    static let selfLabel = "self"

    /// Whether code under this case runs for an argument of case `name`.
    func matches(_ name: String) -> Bool { isDefault ? !cases.contains(name) : cases.contains(name) }

    /// The case a pattern names: `.show`, `.profile(let viewModel)`, `let .profile(viewModel)`,
    /// `.modal(animated: _, completion: _)`; nil for any other pattern.
    static func name(of pattern: PatternSyntax) -> String? {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return name(of: binding.pattern) }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        return literal(expression)
    }

    /// The case an expression writes without its type: `.show`, `.thread(viewModel: model)`;
    /// nil for anything else (a variable, `Scene.show`, a call).
    static func literal(_ expression: ExprSyntax) -> String? {
        var called = expression
        if let call = expression.as(FunctionCallExprSyntax.self) { called = call.calledExpression }
        guard let member = called.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return member.declName.baseName.text
    }

    /// The case `node` is, when its switch is over `parameter` (a parameter's name inside the method).
    static func of(_ node: SwitchCaseSyntax, over parameters: (String) -> String?) -> EnumCase? {
        guard let switchNode = node.parent?.parent?.as(SwitchExprSyntax.self),
              let subject = switchNode.subject.as(DeclReferenceExprSyntax.self),
              let label = parameters(subject.baseName.text) else { return nil }
        switch node.label {
        case .case:
            let named = names(node)
            return named.isEmpty ? nil : EnumCase(label: label, cases: named)
        case .default:
            let named = switchNode.cases.flatMap { element -> [String] in
                guard case .switchCase(let item) = element else { return [] }
                return names(item)
            }
            return EnumCase(label: label, cases: named, isDefault: true)
        }
    }

    /// The cases a `case` item names (`case .root, .custom:`); none for a `default:`.
    private static func names(_ item: SwitchCaseSyntax) -> [String] {
        guard case .case(let written) = item.label else { return [] }
        return written.caseItems.compactMap { name(of: $0.pattern) }
    }

    /// What runs after a switch over a parameter whose cases `return` (their last statement): the
    /// cases that do not, as a `default:` of the returning ones; nil when none returns, a `default:`
    /// returns, or the switch is over no parameter.
    static func afterSwitch(_ node: SwitchExprSyntax, over parameters: (String) -> String?) -> EnumCase? {
        guard let subject = node.subject.as(DeclReferenceExprSyntax.self), let label = parameters(subject.baseName.text)
        else { return nil }
        var returning: [String] = []
        for element in node.cases {
            guard case .switchCase(let item) = element, item.statements.last?.item.is(ReturnStmtSyntax.self) == true else { continue }
            let named = names(item)
            guard !named.isEmpty else { return nil }
            returning += named
        }
        return returning.isEmpty ? nil : EnumCase(label: label, cases: returning, isDefault: true)
    }
}

/// The values a closure returns, for one called where it is written (`let navigation:
/// UINavigationController = { if onboarding { return OnboardingNavigationController(rootViewController:
/// vc) } … }()`): its first `return`'s (or its one expression), or every `return`'s, not looking
/// into closures inside it.
final class ClosureReturns: SyntaxVisitor {
    private(set) var value: ExprSyntax?

    static func first(of closure: ClosureExprSyntax) -> ExprSyntax? {
        if closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self) { return only }
        let finder = ClosureReturns(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.value
    }

    /// Every value the closure returns, in order, not looking into closures inside it.
    static func all(of closure: ClosureExprSyntax) -> [ExprSyntax] {
        let finder = ClosureReturns(viewMode: .sourceAccurate)
        finder.collectsAll = true
        finder.walk(closure.statements)
        return finder.values
    }

    private var collectsAll = false
    private var values: [ExprSyntax] = []

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if value == nil { value = node.expression }
        if collectsAll, let returned = node.expression { values.append(returned) }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension SourceIndex {
    /// The cases a call binds in the factory a move's controller comes from: the factory's label
    /// → the case the call writes for the caller's parameter the factory is handed
    /// (`present(scene: .thread(…))` → `get(scene: scene)`: `scene` → `thread`).
    static func factoryCases(of trigger: CodeTrigger, under call: MethodCall) -> [String: String] {
        guard let made = trigger.action.made else { return [:] }
        var cases: [String: String] = [:]
        for (factoryLabel, callerLabel) in made.forwarded {
            if let name = call.enumArguments[callerLabel] { cases[factoryLabel] = name }
        }
        return cases
    }

    /// Whether a move under `trigger.enumCase` is made for `call`: always, unless the call writes a
    /// case for that parameter the move's case does not match.
    static func runs(_ trigger: CodeTrigger, for call: MethodCall) -> Bool {
        runs(under: trigger.enumCase, for: call)
    }

    /// The same for what is under `condition`.
    static func runs(under condition: EnumCase?, for call: MethodCall) -> Bool {
        guard let condition, let written = call.enumArguments[condition.label] else { return true }
        return condition.matches(written)
    }

    /// Whether a method reached by `call` goes on into `next`, a call it makes: under a case, when
    /// `call` names that case, or names none and `next` is not made on an object made there
    /// (`MethodCall.enumCase`) — or is under every case but some, as code after a switch whose other
    /// cases return is (Stopp Corona's questionnaire starting the child coordinator a step's case
    /// chose, after the case that starts one of its own and returns): for a value the call does not
    /// name, that code runs for most of them, where one case of a factory runs for one.
    static func follows(_ next: MethodCall, for call: MethodCall) -> Bool {
        // What a call giving an empty navigation controller its stack pushes is that one's stack.
        guard !next.givesStack else { return false }
        guard let condition = next.enumCase else { return true }
        return call.enumArguments[condition.label].map(condition.matches) ?? (!next.isOnObjectMadeHere || condition.isDefault)
    }
}

extension CallReader {
    /// A case written with its enum's name (`router.route(to: Routes.detail, from: self)`, Radar COVID's
    /// thirteen calls), an enum the app declares: the case, as `.detail` is (`EnumCase.literal`). A static
    /// property of any other type (`UIColor.red`) is none.
    func qualifiedEnumCase(_ argument: ExprSyntax) -> String? {
        var called = Self.unwrapped(argument)
        if let call = called.as(FunctionCallExprSyntax.self) { called = call.calledExpression }
        guard let member = called.as(MemberAccessExprSyntax.self),
              let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              reader.declarations.app.enumTypes.contains(type)
        else { return nil }
        return member.declName.baseName.text
    }
}
