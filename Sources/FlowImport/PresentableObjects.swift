import SwiftSyntax

// Objects that stand for a controller (whole apps: Element). Some apps move coordinators, not
// controllers: a protocol gives every object that can be shown the controller that shows it, and
// UIKit's view controller conforms by giving itself —
//
//     protocol Presentable { func toPresentable() -> UIViewController }
//     extension UIViewController: Presentable { public func toPresentable() -> UIViewController { return self } }
//
//     final class NavigationRouter: NavigationRouterType {
//         private let navigationController: UINavigationController
//         func push(_ module: Presentable, animated: Bool) {
//             let controller = module.toPresentable()
//             navigationController.pushViewController(controller, animated: animated)
//         }
//         func toPresentable() -> UIViewController { return navigationController }
//     }
//
//     final class BackupCoordinator: Presentable {
//         private let navigationRouter: NavigationRouterType = NavigationRouter(navigationController: …)
//         func start() { navigationRouter.setRootModule(BackupIntroViewController.instantiate()) }
//         func toPresentable() -> UIViewController { return self.navigationRouter.toPresentable() }
//         func showPassphrase() { navigationRouter.push(PassphraseCoordinator(…)) }  // its own controller
//     }
//     // a helper handed the presenter:
//     viewController.present(backupCoordinator.toPresentable(), animated: true); backupCoordinator.start()
//
// The method is the one an extension of UIViewController declares returning `self`
// (SelfReturningMethods.swift, known app-wide). Called on a parameter, it is the parameter: a
// router moving `module.toPresentable()` moves what it is handed. An object of the app's that is no
// view controller, moved where a controller goes, moves what its own method of that name returns —
// a controller it keeps in a property, or another object's (its router's) —, and a router's
// navigation controller, which no `start()` of the router's fills, is rooted by the `start()` of the
// object keeping the router (Coordinators.swift, `rootStarted(for:member:)`).

extension CallReader {
    /// What `x.toPresentable()` is called on: the receiver of a call, with no arguments, of a method
    /// returning `self` on view controllers; nil for any other expression.
    func presentableReceiver(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = Self.unwrapped(expression).as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              case (let base?, let name) = Self.callee(call), reader.declarations.returnsSelf(name) else { return nil }
        return base
    }

    /// The parameter `value` gives through a method returning `self` on a view controller
    /// (`module.toPresentable()`), or a local holding that; nil for any other expression.
    func presentableParameter(_ value: ExprSyntax) -> Parameter? {
        if let reference = Self.unwrapped(value).as(DeclReferenceExprSyntax.self) {
            return presentablesOfParameters[reference.baseName.text].flatMap { parameters[$0] }
        }
        return presentableReceiver(value).flatMap { parameter(named: $0) }
    }

    /// The local `value` names when it is an object of the app's made here, given as its controller
    /// (`coordinator.toPresentable()`); nil for any other expression.
    func presentableObjectMadeHere(_ value: ExprSyntax) -> String? {
        guard let local = presentableReceiver(value).flatMap({ Self.unwrapped($0).as(DeclReferenceExprSyntax.self) })?.baseName.text,
              madeObjectType(local) != nil else { return nil }
        return local
    }

    /// What `x.toPresentable()` gives when `x` is one of the class's properties holding an object of
    /// the app's that is no view controller (a router, a child coordinator): what the class keeps
    /// there, read as that object's controller once every file is (`SourceIndex.controllerKept`).
    /// Nil for any other expression.
    func presentableOfProperty(_ call: FunctionCallExprSyntax) -> CodeTrigger.Instantiation? {
        guard let base = presentableReceiver(ExprSyntax(call)), !Self.isSelf(base),
              let property = Self.ownName(base), parameters[property] == nil,
              instantiated[property] == nil, localTypes[property] == nil,
              let type = reader.propertyType(property, in: owner),
              Self.isAppClass(type) || Self.isAppComposition(type), !type.hasSuffix("Controller") else { return nil }
        return .kept(property, by: owner)
    }

    /// What a method returns when it returns one of the class's own properties (`self.viewController`,
    /// or `viewController` where no parameter or local known here is named so): what the class keeps
    /// there (a coordinator's controller made in its initializer, `return self.viewController`); nil for
    /// any other expression.
    /// Not in a method handed a coder (an `@IBSegueAction`, DuckDuckGo's `createJSAlertController(coder:…)`
    /// returning the property it stored `JSAlertController(coder: coder)` in): that is the storyboard's
    /// own scene, decoded.
    func keptPropertyReturned(_ expression: ExprSyntax) -> CodeTrigger.Instantiation? {
        guard !parameters.values.contains(where: { $0.type == "NSCoder" }),
              let name = Self.ownName(expression), parameters[name] == nil, instantiated[name] == nil,
              localTypes[name] == nil, reader.propertyType(name, in: owner) != nil else { return nil }
        return .kept(name, by: owner)
    }
}

extension SourceIndex {
    /// What `made` stands for when it is an object of the app's that is no view controller, made in
    /// code or known by its class, kept by `holder` (by itself when nil); nil for anything else.
    func presentedObject(standingFor made: CodeTrigger.Instantiation, heldBy holder: String? = nil) -> CodeTrigger.Instantiation? {
        guard made.factory == nil, let type = made.knownClass, type != CodeTrigger.Instantiation.ownClassName,
              !CodeScreens.isViewController(type, in: self) else { return nil }
        return presentedObject(ofType: type, heldBy: holder ?? type)
    }

    /// What an object of class (or protocol) `type`, kept by `holder`, gives when moved as a
    /// controller: what its method returning `self` on view controllers returns in its class (the
    /// first class conforming, for a protocol), unresolved. A navigation controller the class keeps
    /// and no `start()` of its own fills is the one the holder's `start()` roots. Nil when `type` is
    /// a view controller or declares no such method.
    func presentedObject(ofType type: String, heldBy holder: String) -> CodeTrigger.Instantiation? {
        guard !appWide.selfReturningMethods.isEmpty else { return nil }
        let candidates = protocols.contains(type) ? (conformers[type] ?? []).sorted() : [type]
        for candidate in candidates where !CodeScreens.isViewController(candidate, in: self) {
            let lineage = lineage(of: candidate)
            guard let returned = lineage.lazy.compactMap({ self.presentableReturn(of: $0) }).first else { continue }
            if let property = returned.keptProperty,
               lineage.lazy.compactMap({ $0.properties[property] }).first?.hasSuffix("NavigationController") == true,
               rootStarted(for: candidate, member: CodeTrigger.Instantiation.coordinatorStart) == nil {
                return .navigation(startedBy: holder)
            }
            return returned
        }
        return nil
    }

    /// What `scanned`'s method returning `self` on view controllers returns (its first return), from
    /// the table `prepare()` made, else read again.
    private func presentableReturn(of scanned: ScannedClass) -> CodeTrigger.Instantiation? {
        if let table = presentableReturns { return table[scanned.name] }
        return Self.presentableReturn(of: scanned, methods: appWide.selfReturningMethods)
    }

    private static func presentableReturn(of scanned: ScannedClass, methods: Set<String>) -> CodeTrigger.Instantiation? {
        for trigger in scanned.codeTriggers where methods.contains(trigger.method) {
            if case .instantiate(let returned) = trigger.action { return returned }
        }
        return nil
    }

    /// `presentableReturns`, of every class: worked out once per index, not at each object moved.
    func workOutPresentableReturns() -> [String: CodeTrigger.Instantiation] {
        let methods = appWide.selfReturningMethods
        guard !methods.isEmpty else { return [:] }
        var table: [String: CodeTrigger.Instantiation] = [:]
        for scanned in classes.values {
            if let returned = Self.presentableReturn(of: scanned, methods: methods) { table[scanned.name] = returned }
        }
        return table
    }
}

extension CodeTrigger {
    /// Whether it is a method returning what its class keeps in a property (`return self.viewController`):
    /// the answer of a call of the method as a factory, made where it is kept, not a controller the
    /// method makes and hands on.
    var returnsWhatItKeeps: Bool {
        guard case .instantiate(let made) = action else { return false }
        return made.keptProperty != nil
    }
}
