import SwiftSyntax

// Children a helper adds to the controller it is handed. Some apps build their
// whole hierarchy in "flow controllers" — objects that are no view controller,
// whose static helpers make a screen and add it as a child of the controller
// they are given (2FAS):
//
//     final class MainFlowController: FlowController {
//         static func showAsRoot(in viewController: UIViewController, parent: MainFlowControllerParent) {
//             let view = MainViewController()
//             …
//             viewController.addChild(view)
//             viewController.view.addSubview(view.view)
//             view.didMove(toParent: viewController)
//         }
//     }
//     extension RootFlowController {
//         var viewController: RootViewController { … }   // the kept controller, cast to its class
//         func toMain() { MainFlowController.showAsRoot(in: viewController, parent: self) }
//     }
//
// The reader records a child added to a parameter as a presentation on a
// parameter is (`ParameterPresentation`, `isChild`), by the helper's selector
// and the parameter's label, and each call handing the helper a property of
// the caller's declared with one of the app's view controller classes
// (`SelfHandedOver.heldType`, `RootViewController` here), as a view controller
// handing itself is. Whichever class hands it — the controller itself, or an
// object keeping it — the child is that class's (`SourceIndex.presentationsOnSelf(of:)`):
// RootViewController embeds MainViewController, as UIKit has it once `toMain()`
// runs. What such an object presents on the property it hands is left to the
// walk through coordinators, which knows the view controller whose call it was.

extension CallReader {
    /// `viewController.addChild(view)` on a parameter of the method: recorded as what the method adds
    /// to that parameter, and no move of the class's own. False for anything else.
    func noteChildAddedToParameter(_ node: FunctionCallExprSyntax, on base: ExprSyntax?, at location: String) -> Bool {
        guard let base, let parameter = parameter(named: base), let first = node.arguments.first,
              let made = instantiation(of: first.expression) ?? heldController(first.expression, storedFirst: true) else { return false }
        parameterPresentations.append(ParameterPresentation(slot: PresenterSlot(selector: selector, label: parameter.label),
                                                            made: made, location: location, isChild: true,
                                                            parameterType: parameter.type))
        return true
    }

    /// The view controller class of the app's a property of the class's own is declared with, when
    /// `value` names it (`viewController`, `self.viewController`) and no parameter or local hides it; nil
    /// otherwise.
    func heldControllerType(_ value: ExprSyntax) -> String? {
        let value = Self.unwrapped(value)
        let name: String
        if let reference = value.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            guard parameters[name] == nil, !boundLocals.contains(name) else { return nil }
        } else if let member = value.as(MemberAccessExprSyntax.self), let base = member.base, Self.isSelf(base) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard let type = reader.propertyType(name, in: owner), Self.isAppClass(type), type.hasSuffix("Controller") else { return nil }
        return type
    }
}

extension ClassReader {
    /// The types of the computed properties an extension declares (`var viewController: RootViewController
    /// { … }`), for the class it extends: a declaration in the class's body is kept first.
    func noteComputedPropertyTypes(_ members: MemberBlockSyntax, of owner: String) {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock != nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type else { continue }
                notePropertyType(Self.plainType(type.trimmedDescription), of: name, in: owner)
            }
        }
    }
}
