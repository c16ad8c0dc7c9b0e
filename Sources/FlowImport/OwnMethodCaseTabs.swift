import SwiftSyntax

// Tabs a container gives itself through a method of its own that switches over an enum
// (SwissCovid's tab bar):
//
//     enum Tab: Int, CaseIterable { case homescreen, info, statics }
//     func viewControler(for tab: Tab) -> NSViewController {
//         switch tab {
//         case .homescreen: return homescreen
//         case .info: return info
//         case .statics: return statistics
//         }
//     }
//     viewControllers = Tab.allCases.map(viewControler(for:))
//
// Each element is that method's result for one case, in the enum's order (every case, as
// `allCases` says), or for the case a call writes (`[viewControler(for: .homescreen), …]`): a
// factory of the class's own with the case its argument names (`Instantiation.argumentCases`),
// resolved once every file is read as a call naming that case is (SceneEnums.swift).

extension CallReader {
    /// The controllers a list of a method of the class's own gives, one per case of the enum it is
    /// handed: `E.allCases.map(method(label:))`, `E.allCases.map { method(label: $0) }`, or a list of
    /// calls each writing a case (`[method(label: .a), method(label: .b)]`); nil for anything else.
    func ownMethodCaseControllers(_ value: ExprSyntax) -> [CodeTrigger.Instantiation]? {
        let value = Self.unwrapped(value)
        if let array = value.as(ArrayExprSyntax.self) {
            let each = array.elements.compactMap { ownMethodCall($0.expression) }
            return !each.isEmpty && each.count == array.elements.count ? each : nil
        }
        guard let call = value.as(FunctionCallExprSyntax.self), let mapping = call.calledExpression.as(MemberAccessExprSyntax.self),
              mapping.declName.baseName.text == "map", let list = mapping.base,
              let all = Self.unwrapped(list).as(MemberAccessExprSyntax.self), all.declName.baseName.text == "allCases",
              let type = all.base.flatMap({ Self.unwrapped($0).as(DeclReferenceExprSyntax.self)?.baseName.text }),
              let cases = reader.declarations.app.enumCases[type], !cases.isEmpty,
              let (method, label) = mappedOwnMethod(call) else { return nil }
        return cases.map { ownMethodResult(method, label: label, case: $0) }
    }

    /// What the class's own method `method` returns when handed enum case `name` under `label`, resolved once
    /// every file is read as a call naming that case is (SceneEnums.swift).
    func ownMethodResult(_ method: String, label: String, case name: String) -> CodeTrigger.Instantiation {
        var made = CodeTrigger.Instantiation(storyboard: nil, identifier: nil, factory: "\(owner).\(method)")
        made.argumentCases = [label: name]
        return made
    }

    /// `method(label: element)`: a call of a function by its name alone, handing it only `element`; its name and
    /// the label (`_0` for none).
    static func callHanding(_ element: String, in expression: ExprSyntax) -> (method: String, label: String)? {
        guard let call = unwrapped(expression).as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              let method = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let argument = call.arguments.first,
              unwrapped(argument.expression).as(DeclReferenceExprSyntax.self)?.baseName.text == element else { return nil }
        return (method, argument.label?.text ?? "_0")
    }

    /// The method of the class's own a `map` hands each element to, and the label it is handed as:
    /// `map(viewControler(for:))`, `map { viewControler(for: $0) }`, `map { tab in viewControler(for: tab) }`.
    private func mappedOwnMethod(_ call: FunctionCallExprSyntax) -> (String, String)? {
        if call.trailingClosure == nil, let reference = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
           let names = reference.argumentNames?.arguments, names.count == 1, let only = names.first {
            let label = only.name.text
            return (reference.baseName.text, label == "_" ? "_0" : label)
        }
        guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              closure.statements.count == 1, let body = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
        return Self.callHanding(Self.onlyParameter(of: closure) ?? "$0", in: body)
    }

    /// `viewControler(for: .homescreen)`, a call of a method of the class's own writing one enum case:
    /// that method's result for the case; nil for anything else.
    private func ownMethodCall(_ expression: ExprSyntax) -> CodeTrigger.Instantiation? {
        guard let call = Self.unwrapped(expression).as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              let method = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              method.first?.isLowercase == true, let argument = call.arguments.first,
              let name = EnumCase.literal(argument.expression) else { return nil }
        return ownMethodResult(method, label: argument.label?.text ?? "_0", case: name)
    }
}
