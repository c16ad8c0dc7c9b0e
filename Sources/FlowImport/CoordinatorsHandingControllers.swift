import SwiftSyntax

// Coordinators handing a controller they keep to a helper that presents on it.
// A view controller's call reaches a coordinator (Coordinators.swift), which has a
// static helper present a new screen on the controller it keeps, not on `self`
// (2FAS's flow controllers, about forty calls):
//
//     func toAddService() {        // TokensPlainFlowController, reached from the tokens list's "+"
//         guard let mainSplitViewController, … else { return }
//         AddingServiceFlowController.present(on: mainSplitViewController, parent: self)
//     }
//     static func present(on viewController: UIViewController, parent: …) {
//         let view = AddingServiceViewController(); …; viewController.present(view, animated: true)
//     }
//
// The reader notes, per call, which arguments name a property or local of the
// caller's (`MethodCall.presenterLabels`); the walk through coordinators takes
// what the helper presents on such an argument — followed as a view controller
// handing `self` is (PresentersHandedIn.swift) — as a move of the view controller
// whose call it walks, as it takes the coordinator's own presentations on the
// controller it keeps. Which controller the property holds is not known; the
// presentation is on screen over the one whose call started it, as UIKit shows it.

extension CallReader {
    /// Whether an argument names a property or a local of the caller's, neither `self` nor a parameter
    /// (`mainSplitViewController`, `self.viewController`, `_viewController`): a controller a helper may
    /// present on.
    func isHeldPresenter(_ argument: ExprSyntax) -> Bool {
        let value = Self.unwrapped(argument)
        if let reference = value.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.tokenKind != .keyword(.self) && parameters[reference.baseName.text] == nil
                && reference.baseName.text.first?.isUppercase != true
        }
        guard let member = value.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return Self.isSelf(base)
    }
}

extension SourceIndex {
    /// The presentations a coordinator's call `call` makes by handing a controller it keeps to a helper
    /// presenting on it, as moves of the method making the call.
    func presentationsThroughHandedControllers(_ call: MethodCall, in caller: String,
                                              propertyTypes: [String: String]) -> [CodeTrigger] {
        guard !call.presenterLabels.isEmpty else { return [] }
        let receiverClass = receiverType(of: call, in: caller, propertyTypes: propertyTypes)
        return call.presenterLabels.flatMap { label in
            moves(ofControllerHandedTo: PresenterSlot(selector: call.calleeSelector, label: label), calledOn: receiverClass)
                .compactMap { action -> CodeTrigger? in
                    guard case .present = action else { return nil }
                    return CodeTrigger(method: call.caller, action: action, location: call.location)
                }
        }
    }
}
