import SwiftSyntax

// A launch whose root is an empty navigation controller another object gives its first screen. Radar
// COVID's app delegate roots the window in an empty `UINavigationController()` and hands it to its router,
// whose method pushes the first screen onto what it is handed:
//
//     let navigationController = UINavigationController()
//     window?.rootViewController = navigationController
//     router?.route(to: .root, from: navigationController)     // → routeToRoot(context) → push RootViewController
//
// The root the launch shows is that first screen in the navigation controller. When the empty
// navigation controller is given no screen in the method that roots the window (a push or a stack
// there: CallReader+Containers.swift), the call handing it to another object's method is kept
// (`WindowRoot.stackGivenBy`), and `SourceIndex.windowRoot` walks it as a screen's call to a router is
// walked (Coordinators.swift): the first push it reaches, under the case the call names, is the root.
// Before, the app's launch was "not found" and every screen unreached.

extension CallReader {
    /// `router?.route(to: .root, from: navigationController)`, the call just noted as `call`, handing an
    /// empty navigation controller made here that roots the window: that root, given its stack by the call.
    func noteRootHandedToOthers(_ node: FunctionCallExprSyntax, call: MethodCall) {
        guard call.receiverType != nil else { return }
        for argument in node.arguments {
            guard let variable = Self.unwrapped(argument.expression).as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let (rooted, location) = rootsAwaitingStacks.removeValue(forKey: variable) else { continue }
            var set = WindowRoot(made: .windowNavigationGivenItsStack, location: location, method: method)
            set.stackGivenBy = call
            set.branches = branchPath(of: rooted)
            markDeviceChoice(&set, at: rooted)
            set.isUnderAStateCondition = isUnderAStateCondition(rooted)
            windowRoots.append(set)
        }
    }
}

extension CodeTrigger.Instantiation {
    /// What names an empty navigation controller at the window's root that another object's method gives
    /// its first screen, until `SourceIndex.windowRoot` walks the call (`WindowRoot.stackGivenBy`).
    static let windowNavigationGivenItsStack = CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName,
                                                                          identifier: "NavigationController")
}

extension SourceIndex {
    /// The first screen `call`'s walk pushes (or shows), in a navigation controller: the root of the one
    /// it was handed; nil when it pushes none.
    func firstScreenPushed(by call: MethodCall) -> CodeTrigger.Instantiation? {
        let propertyTypes = Self.propertyTypesByName(classes)
        var tables: [String: ClassMethods] = [:]
        var implementers: [String: [String]] = [:]
        return firstScreenPushed(by: call, resolving: true, propertyTypes: propertyTypes,
                                 moving: movingClasses ?? classesThatMove(propertyTypes: propertyTypes),
                                 tables: &tables, implementers: &implementers)
    }

    /// The same with the walk's tables given, for a caller walking many calls (NavigationsGivenStacksByOthers.swift),
    /// and the controller as written where `resolving` is false (a factory's call not yet resolved).
    func firstScreenPushed(by call: MethodCall, resolving: Bool, propertyTypes: [String: String], moving: Set<String>,
                           tables: inout [String: ClassMethods], implementers: inout [String: [String]])
        -> CodeTrigger.Instantiation? {
        guard let type = call.receiverType else { return nil }
        let reached = coordinatorMoves(reachedBy: call, on: type, boundTo: nil, resolving: resolving, moving: moving,
                                       tables: &tables, implementers: &implementers, propertyTypes: propertyTypes)
        for trigger in reached.triggers {
            switch trigger.action {
            case .push(let made), .show(let made):
                var rooted = made.withoutNavigation
                rooted.inNavigation = true
                return rooted
            case .present, .detail, .dismiss, .pop, .popToRoot, .replaceRoot, .performSegue, .instantiate, .addChild, .page,
                 .handedOver, .searchResults, .selectTab:
                continue
            }
        }
        return nil
    }
}
