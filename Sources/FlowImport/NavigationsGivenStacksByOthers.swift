import SwiftSyntax

// A navigation controller made empty, handed to another object's method that gives it its stack, then
// presented. 2FAS's flow controllers each make one and have the next flow controller fill it:
//
//     let navi = ContentNavigationControllerFlow(flowController: flowController)
//     EncryptedByUserPasswordSyncFlowController.setAsRoot(in: navi, parent: flowController, …)
//     viewController.present(navi, animated: true, completion: nil)
//
// where `setAsRoot(in:…)` pushes (or sets) its screen onto the navigation controller it is handed. What
// is presented is that screen in the navigation controller. Before, the walk gave the presenting screen
// both a presentation of an empty screen of the subclass's name and a push of the filled screen onto its
// own stack, which it has none of: 2FAS's compose, news, PIN and backup screens each "pushed" from its
// token list.
//
// The reader marks the local (`Instantiation.navigation(stackGivenBy:selector:)`) and the call
// (`MethodCall.givesStack`); `prepare()` walks each such call once, as a coordinator's `start()` is
// walked (RoutersHandedToCoordinators.swift), for the first screen it pushes, shows or sets; resolving
// the mark gives that screen in a navigation controller (the walk is RootsGivenStacksByOthers.swift's
// `firstScreenPushed(by:)`, its controller as written). The walk from a screen does not follow the
// call: what it pushes is the presented stack, not the screen's moves. A window's root handed so is
// RootsGivenStacksByOthers.swift's. Where the walk finds no push, what the local held is what moves.

extension CallReader {
    /// `Flow.setAsRoot(in: navi, …)`, the call just noted as `methodCalls[index]`, handing an empty
    /// navigation controller made here (given no stack yet) to a method of another class: that
    /// navigation controller is what the call's walk pushes first, and the call gives a stack.
    func noteNavigationHandedForItsStack(_ node: FunctionCallExprSyntax, callAt index: Int) {
        guard let type = methodCalls[index].receiverType else { return }
        for argument in node.arguments {
            guard let variable = Self.unwrapped(argument.expression).as(DeclReferenceExprSyntax.self)?.baseName.text,
                  emptyNavigations.contains(variable), instantiated[variable]?.inNavigation != true,
                  rootsAwaitingStacks[variable] == nil else { continue }
            var marked = CodeTrigger.Instantiation.navigation(stackGivenBy: type, selector: methodCalls[index].calleeSelector)
            marked.given = instantiated[variable].map { [$0] } ?? []
            instantiated[variable] = marked
            methodCalls[index].givesStack = true
        }
    }
}

extension CodeTrigger.Instantiation {
    /// Ends the factory of `navigation(stackGivenBy:selector:)`; no method's selector ends so.
    static let stackGivenSuffix = "#stack"

    /// An empty navigation controller handed to `selector` of class `type`, which gives it its stack.
    static func navigation(stackGivenBy type: String, selector: String) -> CodeTrigger.Instantiation {
        CodeTrigger.Instantiation(storyboard: nil, identifier: nil, factory: "\(type).\(selector)\(stackGivenSuffix)",
                                  inNavigation: true)
    }
}

extension SourceIndex {
    /// The first controller each call handing an empty navigation controller pushes, shows or sets
    /// (`MethodCall.givesStack`), by `Type.selector`, as written (a factory's call not yet resolved): the
    /// first call of each met, the classes in name order. Worked out once by `prepare()`.
    func stackRootsGiven(propertyTypes: [String: String], moving: Set<String>) -> [String: CodeTrigger.Instantiation] {
        var roots: [String: CodeTrigger.Instantiation] = [:]
        var walked: Set<String> = []
        var tables: [String: ClassMethods] = [:]
        var implementers: [String: [String]] = [:]
        for (_, scanned) in classes.sorted(by: { $0.key < $1.key }) {
            for call in scanned.methodCalls where call.givesStack {
                guard let type = call.receiverType, walked.insert("\(type).\(call.calleeSelector)").inserted else { continue }
                roots["\(type).\(call.calleeSelector)"] = firstScreenPushed(
                    by: call, resolving: false, propertyTypes: propertyTypes, moving: moving, tables: &tables, implementers: &implementers)
            }
        }
        return roots
    }

    /// The root a marked navigation controller (`navigation(stackGivenBy:selector:)`, its factory's
    /// member `member`) is given by `owner`'s method; nil before `prepare()` or where its walk pushes none.
    func stackRootGiven(by owner: String, member: String) -> CodeTrigger.Instantiation? {
        guard member.hasSuffix(CodeTrigger.Instantiation.stackGivenSuffix) else { return nil }
        return stackRoots?["\(owner).\(member.dropLast(CodeTrigger.Instantiation.stackGivenSuffix.count))"]
    }
}
