import SwiftSyntax

// Controllers an enum makes for each of its cases. Apps list their tabs (or
// menu entries) as an enum whose member switches over `self`:
//
//     enum Tab: CaseIterable {
//         case home, settings
//         var viewController: UIViewController {
//             switch self {
//             case .home: return UINavigationController(rootViewController: HomeViewController())
//             case .settings: return SettingsViewController()
//             }
//         }
//     }
//     tabBarController.viewControllers = Tab.allCases.map { $0.viewController }
//     present(Tab.settings.viewController, animated: true)
//
// SwiftHub's `HomeTabBarItem.getController(with:navigator:)` is the same, its
// list a view model's (`tabBarItems.map { $0.getController(…) }`, the items
// known only at run time). The reader tags what such a member makes with the
// case it is under (`EnumCase.selfLabel`); `Tab.settings.viewController` is
// that member's result for `settings` (`Instantiation.selfCase`), followed
// through the enum's own members it calls (`getController` returning
// `controller(with:)`'s). A list mapped through the member is one controller
// per case: the cases written (`[Tab.home, .settings].map …`), else every case
// of the enum in declaration order (`allCases`, or a list whose cases the code
// does not show: the screens any run may list) — of a list the map does not
// write, only the cases the class lists somewhere (Twidere's `tabs`, set to one
// literal or another by the account: `[.homeList, .search, .me]`), when it
// lists any. The enum is the one the list names, else the one enum of the
// app's declaring a view-controller member of that name — none is guessed when
// two do. The closure may name locals on its way (`let root = tab.viewController;
// let navigation = NavigationController(rootViewController: root); return navigation`).

extension CodeTrigger.Instantiation {
    /// What member `member` of enum `type` makes for case `name`.
    static func enumMember(_ member: String, of type: String, case name: String) -> Self {
        var made = Self(storyboard: nil, identifier: nil, factory: "\(type).\(member)")
        made.selfCase = name
        return made
    }
}

extension CallReader {
    /// `Tab.home.viewController`, `Tab.home.makeController(…)`: what a view-controller member of
    /// an enum of the app's makes for the case written; nil for anything else.
    func enumCaseInstantiation(_ expression: ExprSyntax) -> CodeTrigger.Instantiation? {
        let expression = Self.unwrapped(expression)
        guard let member = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
                ?? expression.as(MemberAccessExprSyntax.self),
              let value = member.base?.as(MemberAccessExprSyntax.self),
              let type = value.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        let name = member.declName.baseName.text, declared = reader.declarations.app
        guard declared.controllerMembers[name]?.contains(type) == true,
              declared.isCase(value.declName.baseName.text, of: type) else { return nil }
        return .enumMember(name, of: type, case: value.declName.baseName.text)
    }

    /// The controllers a list mapped through an enum's view-controller member gives, one per case
    /// (`Tab.allCases.map { $0.viewController }`, `.map(\.viewController)`, `items.map {
    /// $0.getController(…) }`, or a local holding one), each in the navigation controller the
    /// closure makes around it; nil for any other expression.
    func enumCaseControllers(_ value: ExprSyntax) -> [CodeTrigger.Instantiation]? {
        let value = Self.unwrapped(value)
        if let reference = value.as(DeclReferenceExprSyntax.self) { return enumCaseLists[reference.baseName.text] }
        guard let call = value.as(FunctionCallExprSyntax.self), let mapping = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["map", "compactMap"].contains(mapping.declName.baseName.text), let list = mapping.base,
              let (member, inNavigation) = mappedMember(call) else { return controllersCarried(value) }
        let declared = reader.declarations.app
        // The enum the list names (`Tab.allCases`, `[Tab.home, .settings]`), else the one declaring the member.
        var written: [String]?
        var type = Self.unwrapped(list).as(MemberAccessExprSyntax.self).flatMap { all in
            all.declName.baseName.text == "allCases" ? all.base?.as(DeclReferenceExprSyntax.self)?.baseName.text : nil
        }
        if let array = Self.unwrapped(list).as(ArrayExprSyntax.self) {
            let elements = array.elements.compactMap { $0.expression.as(MemberAccessExprSyntax.self) }
            guard elements.count == array.elements.count else { return nil }
            written = elements.map(\.declName.baseName.text)
            type = elements.lazy.compactMap { $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text }.first
        }
        guard let type = type ?? declared.enumDeclaring(controllerMember: member),
              declared.controllerMembers[member]?.contains(type) == true, let cases = declared.enumCases[type] else {
            return controllersCarried(value)
        }
        let isEveryCase = written == nil && !Self.namesAllCases(list)
        return (written ?? cases).filter { declared.isCase($0, of: type) }.map { name in
            var made = CodeTrigger.Instantiation.enumMember(member, of: type, case: name)
            made.inNavigation = inNavigation
            made.isOneOfEveryCase = isEveryCase
            return made
        }
    }

    /// The member a `map`'s closure reads of each element (`{ $0.viewController }`, `{ tab in
    /// tab.makeController() }`, `(\.viewController)`), and whether it makes a navigation controller
    /// around it (`{ UINavigationController(rootViewController: $0.viewController) }`).
    private func mappedMember(_ call: FunctionCallExprSyntax) -> (String, Bool)? {
        guard let mapped = mappedPath(call), mapped.path.count == 1, mapped.enumType == nil, let member = mapped.path.first else {
            return nil
        }
        return (member, mapped.inNavigation)
    }

    /// The members a `map`'s closure reads of each element, outermost last (`{ $0.itemInfo.controller }`:
    /// `itemInfo`, `controller`; `(\.viewController)`), whether it makes a navigation controller around
    /// what they give, and the enum the element is made into when the closure makes it from a raw value
    /// (`{ TabController(rawValue: $0)?.itemInfo }`: `TabController`, the elements being raw values).
    func mappedPath(_ call: FunctionCallExprSyntax) -> (path: [String], inNavigation: Bool, enumType: String?)? {
        if let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self), call.trailingClosure == nil {
            let names = keyPath.components.compactMap { $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text }
            guard keyPath.root == nil, !names.isEmpty, names.count == keyPath.components.count, names.count <= 2 else { return nil }
            return (names, false, nil)
        }
        guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              var body = Self.valueReturned(by: closure) else { return nil }
        let element = Self.onlyParameter(of: closure) ?? "$0"
        var inNavigation = false
        if let wrapper = Self.unwrapped(body).as(FunctionCallExprSyntax.self), Self.namesNavigationClass(Self.callee(wrapper).1),
           label(wrapper, 0) == "rootViewController", let root = wrapper.arguments.first?.expression {
            body = Self.localValue(root, in: closure) ?? root
            inNavigation = true
        }
        // From the outermost member in, to the element (or the enum case made of it).
        var path: [String] = []
        var current = Self.unwrapped(body)
        while path.count < 2 {
            guard let member = current.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
                    ?? current.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            path.insert(member.declName.baseName.text, at: 0)
            let inner = Self.unwrapped(base)
            if inner.as(DeclReferenceExprSyntax.self)?.baseName.text == element { return (path, inNavigation, nil) }
            // `TabController(rawValue: $0)`: the enum case the raw value names.
            if let made = inner.as(FunctionCallExprSyntax.self), label(made, 0) == "rawValue", made.arguments.count == 1,
               let argument = made.arguments.first,
               Self.unwrapped(argument.expression).as(DeclReferenceExprSyntax.self)?.baseName.text == element,
               let type = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               reader.declarations.app.enumTypes.contains(type) {
                return (path, inNavigation, type)
            }
            current = inner
        }
        return nil
    }

    /// What a `map`'s closure gives for each element: its one expression, or the local its last
    /// statement returns, as that local was made (Zebra's tabs: `{ item in let viewController =
    /// NavigationController(rootViewController: item.viewController); viewController.delegate = self;
    /// …; return viewController }`).
    static func valueReturned(by closure: ClosureExprSyntax) -> ExprSyntax? {
        let statements = Array(closure.statements)
        if statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self) { return only }
        guard let returned = statements.last?.item.as(ReturnStmtSyntax.self)?.expression else { return nil }
        guard returned.is(DeclReferenceExprSyntax.self) else { return returned }
        return localValue(returned, in: closure)
    }

    /// The value a local of the closure's top level that `expression` names was made with (Twidere's
    /// tabs: `let rootViewController = tab.viewController(…)`, then `NavigationController(
    /// rootViewController: rootViewController)`); nil for anything else.
    static func localValue(_ expression: ExprSyntax, in closure: ClosureExprSyntax) -> ExprSyntax? {
        guard let local = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        for statement in closure.statements {
            guard let declaration = statement.item.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == local {
                return binding.initializer?.value
            }
        }
        return nil
    }

    /// Whether `list` is `Type.allCases`.
    static func namesAllCases(_ list: ExprSyntax) -> Bool {
        unwrapped(list).as(MemberAccessExprSyntax.self)?.declName.baseName.text == "allCases"
    }

    /// An array literal of the cases of one of the app's enums (`[.homeList, .search, .me]`,
    /// `[Tab.home, .settings]`): noted as listed by the class (`ScannedClass.enumCasesListed`).
    func noteEnumCasesListed(_ node: ArrayExprSyntax) {
        guard Self.isAListsValue(node) else { return }
        reader.noteEnumCases(listedBy: node, in: owner)
    }

    /// Whether an array literal is a value a list is given: a variable's initial value, the right of
    /// an assignment, or what a body returns (Twidere's `{ switch … case .twitter: return [.homeList,
    /// .search, .me] … }()`) — not one a test reads (`[.home].contains(tab)`).
    static func isAListsValue(_ array: ArrayExprSyntax) -> Bool {
        guard let parent = array.parent else { return false }
        if parent.is(InitializerClauseSyntax.self) || parent.is(ReturnStmtSyntax.self) { return true }
        // A closure's or a getter's one expression.
        if parent.is(CodeBlockItemSyntax.self) { return true }
        // `list = [...]`: a sequence of the target, `=` and the value.
        guard let sequence = parent.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        return elements.count == 3 && elements[1].is(AssignmentExprSyntax.self) && elements[2].id == array.id
    }

    /// The enum whose cases every element of `array` names, and those cases; nil for any other
    /// array, or when no one enum of the app's has them all.
    static func enumCases(listedBy array: ArrayExprSyntax, in declared: AppWideDeclarations) -> (String, [String])? {
        let elements = array.elements.compactMap { $0.expression.as(MemberAccessExprSyntax.self) }
        guard !elements.isEmpty, elements.count == array.elements.count else { return nil }
        let names = elements.map(\.declName.baseName.text)
        let written = elements.lazy.compactMap { $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text }.first
        let candidates = written.map { [$0] } ?? declared.enumTypes.sorted()
        let matching = candidates.filter { type in names.allSatisfy { declared.isCase($0, of: type) } }
        guard matching.count == 1, let type = matching.first else { return nil }
        return (type, names)
    }
}

extension SourceIndex {
    /// `listed` without what a list of every case adds for a case the class `owner` never lists
    /// (Twidere's tab bar maps `tabs`, which its initializer sets to `[.homeList, .search, .me]` or
    /// `[.home, .notification, .search, .me]` by the account: those five of `TabBarItem`'s nine),
    /// when it lists some of that enum's cases; everything else as it is.
    func keepingCasesWritten(_ listed: [CodeTrigger.Instantiation], by owner: String) -> [CodeTrigger.Instantiation] {
        guard listed.contains(where: \.isOneOfEveryCase) else { return listed }
        let lineage = lineage(of: owner)
        return listed.filter { made in
            guard made.isOneOfEveryCase, let selfCase = made.selfCase,
                  let type = made.factory?.split(separator: ".").first.map(String.init) else { return true }
            let written = lineage.compactMap { $0.enumCasesListed[type] }
            return written.isEmpty || written.contains { $0.contains(selfCase) }
        }
    }
}

extension ClassReader {
    /// The cases of one of the app's enums `array` lists, noted as `owner`'s (`ScannedClass.enumCasesListed`).
    func noteEnumCases(listedBy array: ArrayExprSyntax, in owner: String) {
        guard let (type, cases) = CallReader.enumCases(listedBy: array, in: declarations.app) else { return }
        update(owner) { $0.enumCasesListed[type, default: []].formUnion(cases) }
    }
}
