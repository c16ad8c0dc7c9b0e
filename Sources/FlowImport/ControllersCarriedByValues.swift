import SwiftSyntax

// Controllers an enum's member hands over inside a value of the app's. Some
// apps' tab enums return not the controller but a small struct carrying it with
// the tab's title and image, and the tab bar reads the controller out of each
// (Stepik's `StyledTabBarViewController`):
//
//     private struct TabBarItemInfo { var title: String; var controller: UIViewController; … }
//     enum TabController: String {
//         case home, profile
//         var itemInfo: TabBarItemInfo {
//             switch self {
//             case .home: return TabBarItemInfo(title: "Home", controller: StyledNavigationController(
//                             rootViewController: HomeAssembly().makeModule()), …)
//             case .profile: …
//             }
//         }
//     }
//     private lazy var items: [TabBarItemInfo] = {
//         var tabs = StepikApplicationsInfo.Modules.tabs?.compactMap { TabController(rawValue: $0)?.itemInfo } ?? []
//         return tabs
//     }()
//     override func viewDidLoad() {
//         let controllers = self.items.map { item -> UIViewController in
//             let controller = item.controller; controller.tabBarItem = item.makeTabBarItem(); return controller
//         }
//         self.setViewControllers(controllers, animated: false)
//     }
//
// A member whose every `return` is a value of a type made with an argument
// labelled as a controller (`controller:`, `viewController:`) is a carrier: the
// controller that argument is given is what the member makes for its case, as
// it would be were the member declared to return it (the reader already keeps,
// per case, the controllers a member makes and hands on). A list mapped through
// the carrier (`Tab.allCases.map(\.itemInfo)`, `compactMap { Tab(rawValue:
// $0)?.itemInfo }`: every case, the raw values coming from data) is a list of
// carriers; the list mapped through the carried field (`{ $0.controller }`), or
// the member and its field at once (`{ $0.itemInfo.controller }`), is one
// controller per case, as a list of the enum's controller members is
// (EnumCaseControllers.swift). A list kept in a lazy property made by a closure
// (`{ var tabs = …; return tabs }()`) is read as that closure's result.

/// A list of values an enum's carrier member gives, one per case, and the field each carries its
/// controller in (`controller`).
struct CarriedControllers {
    var made: [CodeTrigger.Instantiation]
    var field: String
}

extension StoryboardEnumCollector {
    /// The label of the argument that every value `body` returns is made with and that names a
    /// controller (`controller` in `return TabBarItemInfo(title: …, controller: navigation, …)`), each
    /// a type's initializer; nil when a return is anything else, or they disagree, or there is none.
    static func carriedField(in body: Syntax) -> String? {
        var field: String?
        var pending = [body]
        while let next = pending.popLast() {
            // A closure's returns are its own (an image made in a `{ … }()`).
            if next.is(ClosureExprSyntax.self) { continue }
            guard let returned = next.as(ReturnStmtSyntax.self) else {
                pending += next.children(viewMode: .sourceAccurate)
                continue
            }
            guard let call = returned.expression.map(CallReader.unwrapped)?.as(FunctionCallExprSyntax.self),
                  let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
                  !type.hasSuffix("Controller"),
                  let label = call.arguments.compactMap(\.label?.text).first(where: Self.namesController),
                  field == nil || field == label else { return nil }
            field = label
        }
        return field
    }

    /// Whether an argument label names a controller (`controller`, `viewController`, `rootController`).
    static func namesController(_ label: String) -> Bool {
        label == "controller" || label.hasSuffix("Controller")
    }
}

extension CallReader {
    /// The carriers a list gives (`Tab.allCases.map(\.itemInfo)`, `ids.compactMap { Tab(rawValue: $0)?.itemInfo }
    /// ?? []`, a local or a lazy property holding one); nil for anything else.
    func carriedControllers(_ value: ExprSyntax) -> CarriedControllers? {
        let value = Self.withoutEmptyDefault(Self.unwrapped(value))
        if let reference = value.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return carrierLists[name] ?? (parameters[name] == nil ? propertyCarriers(name) : nil)
        }
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base, Self.isSelf(base) {
            return propertyCarriers(member.declName.baseName.text)
        }
        guard let call = value.as(FunctionCallExprSyntax.self), let mapping = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["map", "compactMap"].contains(mapping.declName.baseName.text), let mapped = mappedPath(call), mapped.path.count == 1,
              let member = mapped.path.first else { return nil }
        let declared = reader.declarations.app
        guard let type = mapped.enumType ?? Self.allCasesType(mapping.base) ?? declared.enumDeclaring(carrier: member),
              let field = declared.carriedControllers[member]?[type], let cases = declared.enumCases[type] else { return nil }
        return CarriedControllers(made: cases.map { name in
            var made = CodeTrigger.Instantiation.enumMember(member, of: type, case: name)
            made.isOneOfEveryCase = true
            return made
        }, field: field)
    }

    /// The argument a value this method returns carries its controller in, when the method is a member
    /// of its type carrying one (`controller: navigation` of `TabBarItemInfo(title: …, controller: navigation)`).
    func carriedArgument(of value: ExprSyntax) -> ExprSyntax? {
        let name = method.split(separator: "(", maxSplits: 1).first.map(String.init) ?? method
        guard let field = reader.declarations.app.carriedControllers[name]?[owner],
              let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self) else { return nil }
        return call.arguments.first { $0.label?.text == field }?.expression
    }

    /// The controllers a list of carriers mapped through their field gives (`items.map { $0.controller }`),
    /// or a list mapped through an enum's carrier member and its field at once (`Tab.allCases.map {
    /// $0.itemInfo.controller }`), each in the navigation controller the closure makes around it; nil
    /// for anything else.
    func controllersCarried(_ value: ExprSyntax) -> [CodeTrigger.Instantiation]? {
        guard let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self),
              let mapping = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["map", "compactMap"].contains(mapping.declName.baseName.text), let list = mapping.base,
              let mapped = mappedPath(call) else { return nil }
        let listed: [CodeTrigger.Instantiation]
        if mapped.path.count == 1, let carriers = carriedControllers(list), carriers.field == mapped.path[0] {
            listed = carriers.made
        } else if mapped.path.count == 2 {
            let declared = reader.declarations.app
            let (member, field) = (mapped.path[0], mapped.path[1])
            guard let type = mapped.enumType ?? Self.allCasesType(list) ?? declared.enumDeclaring(carrier: member),
                  declared.carriedControllers[member]?[type] == field, let cases = declared.enumCases[type] else { return nil }
            listed = cases.map { name in
                var made = CodeTrigger.Instantiation.enumMember(member, of: type, case: name)
                made.isOneOfEveryCase = !Self.namesAllCases(list)
                return made
            }
        } else {
            return nil
        }
        return listed.map { made in
            var inNavigation = made
            inNavigation.inNavigation = made.inNavigation || mapped.inNavigation
            return inNavigation
        }
    }

    /// The controller a value made here carries, and the label it is given under, when the value is made
    /// by an initializer of a type that is no controller (`.init(viewController: blocks, view: …)`,
    /// `Submodule(viewController: blocks)`) with an argument named as a controller; nil otherwise.
    static func carriedByValue(_ value: ExprSyntax) -> (controller: ExprSyntax, field: String)? {
        guard let call = unwrapped(value).as(FunctionCallExprSyntax.self) else { return nil }
        let isInitializer: Bool
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            isInitializer = member.base == nil && member.declName.baseName.text == "init"
        } else if let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            isInitializer = isAppClass(type) && !type.hasSuffix("Controller")
        } else {
            isInitializer = false
        }
        guard isInitializer,
              let carried = call.arguments.first(where: { $0.label.map { StoryboardEnumCollector.namesController($0.text) } ?? false }),
              let field = carried.label?.text else { return nil }
        return (carried.expression, field)
    }

    /// The field of a parameter's value that `value` reads when it names a controller (`submodule.viewController`
    /// of `registerSubmodule(_ submodule: Submodule)`), or a local bound to one: as a parameter of its own,
    /// labelled with the parameter's label and the field (`_0.viewController`), which a caller's
    /// `carriedByValue` argument fills. Nil for anything else.
    func carriedByParameter(_ value: ExprSyntax) -> Parameter? {
        let value = Self.unwrapped(value)
        if let local = value.as(DeclReferenceExprSyntax.self)?.baseName.text { return controllersCarriedByParameters[local] }
        guard let member = value.as(MemberAccessExprSyntax.self), let base = member.base,
              StoryboardEnumCollector.namesController(member.declName.baseName.text),
              let parameter = parameter(named: base), !parameter.type.hasSuffix("Controller") else { return nil }
        return Parameter(name: parameter.name, label: parameter.label + "." + member.declName.baseName.text,
                         type: "UIViewController", method: parameter.method)
    }

    /// The carriers the initial value of the class's lazy property `name` gives: the list itself, or
    /// what the closure making it returns (`{ var tabs = …; #if DEBUG … #endif; return tabs }()`).
    private func propertyCarriers(_ name: String) -> CarriedControllers? {
        guard var value = reader.propertyList(name, in: owner) else { return nil }
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            guard let returned = Self.valueReturned(by: closure) else { return nil }
            value = returned
        }
        // (Not a name again: a property holding another property's list is not followed.)
        guard !Self.unwrapped(value).is(DeclReferenceExprSyntax.self) else { return nil }
        return carriedControllers(value)
    }

    /// `list` without a default for an absent list (`tabs?.map { … } ?? []`).
    static func withoutEmptyDefault(_ value: ExprSyntax) -> ExprSyntax {
        guard let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              let operation = Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self), operation.operator.text == "??",
              let fallback = sequence.elements.last?.as(ArrayExprSyntax.self), fallback.elements.isEmpty,
              let list = sequence.elements.first else { return value }
        return unwrapped(list)
    }

    /// The enum `Type.allCases` names; nil for any other list.
    static func allCasesType(_ list: ExprSyntax?) -> String? {
        guard let list, let all = unwrapped(list).as(MemberAccessExprSyntax.self), all.declName.baseName.text == "allCases" else {
            return nil
        }
        return all.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}

extension AppWideDeclarations {
    /// The one enum of the app's declaring `member` as a carrier of a controller; nil when none or several do.
    func enumDeclaring(carrier member: String) -> String? {
        guard let declaring = carriedControllers[member]?.keys.filter(enumTypes.contains), declaring.count == 1 else { return nil }
        return declaring.first
    }
}
