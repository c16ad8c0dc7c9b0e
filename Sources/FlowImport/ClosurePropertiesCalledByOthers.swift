import SwiftSyntax

// Closures a screen installs on another object, which that object calls with the
// controller to show. A screen hosting SwiftUI settings gives its view model a
// closure that pushes what it is handed, and the view model calls it with the
// screens its rows open (DuckDuckGo's settings):
//
//     final class SettingsHostingController: UIHostingController<SettingsRootView> {
//         init(viewModel: SettingsViewModel, …) {
//             …
//             viewModel.onRequestPushLegacyView = { [weak self] vc in
//                 self?.navigationController?.pushViewController(vc, animated: true)
//             }
//         }
//     }
//     final class SettingsViewModel {
//         var onRequestPushLegacyView: ((UIViewController) -> Void)?
//         func openSync() { onRequestPushLegacyView?(legacyViewProvider.syncSettings(source: nil)) }
//     }
//
// The reader notes each closure of one parameter a class assigns to a property of
// an object of the app's type (`ClosurePropertyMove`: the object's type, the
// property, and how the closure moves its parameter), and each call a class makes
// of its own closure property with a controller (a `MethodCall` of that name,
// handing what it makes). Each such call is then a move of the screen that
// installed the closure, named after the method making the call (`segue
// "openSync" { push SyncSettingsViewController }`).

/// A closure a class installs on a property of another object of the app's, which moves what it is
/// handed (`viewModel.onRequestPush = { vc in …pushViewController(vc, animated: true) }`).
struct ClosurePropertyMove: Hashable, Sendable {
    /// The type of the object holding the property (`SettingsViewModel`).
    var holderType: String
    /// The property (`onRequestPush`).
    var property: String
    /// How the closure moves its parameter: itself, or through a method of the class's own it hands it to
    /// (`{ [weak self] vc in self?.pushLegacyViewController(vc) }`), whose move of it is that method's.
    var kind: ParameterMove.Kind?
    var throughMethod: String?
    /// `File.swift:12`: where the closure is installed.
    var location: String
}

extension CallReader {
    /// `object.property = { controller in … push or present controller … }`, `object` one of the app's
    /// types the class keeps or made: noted as a move of what `object` hands the closure.
    func noteClosurePropertyMove(_ target: ExprSyntax, _ value: ExprSyntax, at location: String) {
        guard let closure = Self.unwrapped(value).as(ClosureExprSyntax.self),
              let member = target.as(MemberAccessExprSyntax.self), let base = member.base, !Self.isSelf(base),
              let holder = Self.ownName(base),
              let type = localTypes[holder] ?? madeObjectType(holder) ?? reader.propertyType(holder, in: owner),
              Self.isAppClass(type), !type.hasSuffix("Controller"),
              let parameter = Self.onlyParameter(of: closure) else { return }
        let kind = Self.move(of: parameter, in: closure)
        let throughMethod = kind == nil ? Self.ownMethod(handed: parameter, in: closure) : nil
        guard kind != nil || throughMethod != nil else { return }
        closurePropertyMoves.append(ClosurePropertyMove(holderType: type, property: member.declName.baseName.text, kind: kind,
                                                        throughMethod: throughMethod, location: location))
    }

    /// The method of the class's own a closure's body hands its parameter `name` to, first
    /// (`self?.pushLegacyViewController(vc)`, `show(vc)`).
    static func ownMethod(handed name: String, in closure: ClosureExprSyntax) -> String? {
        var pending = [Syntax(closure.statements)]
        while let next = pending.popLast() {
            if let call = next.as(FunctionCallExprSyntax.self), let first = call.arguments.first, first.label == nil,
               unwrapped(first.expression).as(DeclReferenceExprSyntax.self)?.baseName.text == name {
                let (base, called) = callee(call)
                if base.map({ isSelf(unwrapped($0)) }) ?? true, !called.isEmpty { return called }
            }
            pending += next.children(viewMode: .sourceAccurate).reversed()
        }
        return nil
    }

    /// The name of a closure's one parameter (`{ [weak self] vc in … }`), nil for none or several.
    static func onlyParameter(of closure: ClosureExprSyntax) -> String? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: return names.count == 1 ? names.first?.name.text : nil
        case .parameterClause(let clause)?: return clause.parameters.count == 1 ? clause.parameters.first?.firstName.text : nil
        case nil: return nil
        }
    }

    /// How a closure's body moves its parameter `name`: the first push, presentation or `show` of it.
    static func move(of name: String, in closure: ClosureExprSyntax) -> ParameterMove.Kind? {
        var pending = [Syntax(closure.statements)]
        while let next = pending.popLast() {
            if let call = next.as(FunctionCallExprSyntax.self), let first = call.arguments.first,
               unwrapped(first.expression).as(DeclReferenceExprSyntax.self)?.baseName.text == name {
                switch callee(call).1 {
                case "pushViewController": return .push
                case "present": return .present
                case "show": return .show
                default: break
                }
            }
            pending += next.children(viewMode: .sourceAccurate).reversed()
        }
        return nil
    }
}

extension SourceIndex {
    /// The moves class `name` makes through closures it installs on other objects: each call those
    /// objects make of the property with a controller, named after the method making the call.
    func closurePropertyTriggers(of name: String) -> [CodeTrigger] {
        let lineage = lineage(of: name)
        return lineage.flatMap(\.closurePropertyMoves).flatMap { move -> [CodeTrigger] in
            // Through a method of the screen's own: how that method moves its first parameter.
            let through = move.throughMethod.flatMap { method in
                lineage.flatMap(\.parameterMoves).first { Self.baseName($0.method) == method && $0.label == "_0" }
            }
            guard let kind = move.kind ?? through?.kind else { return [] }
            // What the holder's methods hand the closure, themselves or through their own methods passing
            // their parameter on (`pushViewController(_ view:)` calling `onRequestPushLegacyView?(view)`).
            let slot = [ChildParameter(method: move.property, label: "_0"): kind]
            return Self.handedOn(to: slot, in: handedArguments(in: self.lineage(of: move.holderType))).map { argument, made, kind in
                CodeTrigger(method: argument.caller, action: through?.action(moving: made) ?? kind.action(moving: made),
                            location: argument.location)
            }
        }
    }
}
