import SwiftSyntax

// CallReader (CallReader.swift): the containers a method fills and the controllers its values
// hold — `viewControllers = [a, b]`, arrays and branches that choose a controller, the window's
// root, a controller presenting itself, casts.

extension CallReader {
    /// `x.viewControllers = [a, b]`, each what the code makes: the class's own (a tab bar or split
    /// subclass's), the tabs of UIKit's tab bar controller made here, what a container the class
    /// keeps in a property shows, or a navigation controller's stack.
    /// A navigation controller made here given its stack (`navigation.viewControllers = [list]`, or
    /// blink's `navCtrl.setViewControllers([vc], animated: false)`): presenting it presents its top.
    func giveStack(endingWith top: CodeTrigger.Instantiation, toNavigationMadeHere variable: String) {
        var wrapped = top
        wrapped.inNavigation = true
        instantiated[variable] = wrapped
        noteStackGivenToRoot(variable)
    }

    /// `setViewControllers(list, animated:)` sent to a navigation controller made here and empty:
    /// its stack given, not a push. Whether it was one.
    func noteStackSet(on base: ExprSyntax?, _ node: FunctionCallExprSyntax) -> Bool {
        guard let base, let variable = Self.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text,
              emptyNavigations.contains(variable), let first = node.arguments.first,
              let (array, inNavigation) = controllerList(first.expression) else { return false }
        guard var top = array.compactMap(containedController).last else { return true }
        top.inNavigation = top.inNavigation || inNavigation
        giveStack(endingWith: top, toNavigationMadeHere: variable)
        return true
    }

    func noteViewControllers(_ elements: [ExprSyntax]) {
        let target = Self.unwrapped(elements[0])
        // The class's own (`viewControllers = [a, b]`, `self.viewControllers = …`, `[a, b].map {
        // UINavigationController(rootViewController: $0) }`): a tab bar subclass's tabs.
        // (Or its `tabs`, iOS 18's, each standing for its provider's controller (UITabs.swift): UIKit's
        // property, not a local or a property of the class's own of that name.)
        let listNames = isUIKitsTabs("tabs") ? ["viewControllers", "tabs"] : ["viewControllers"]
        if target.as(DeclReferenceExprSyntax.self).map({ listNames.contains($0.baseName.text) }) == true
            || target.as(MemberAccessExprSyntax.self).map({ listNames.contains($0.declName.baseName.text) && Self.isSelf($0.base) }) == true {
            noteOwnViewControllers(elements[2])
            // (A navigation controller subclass's own stack, as it loads: its root.)
            if let top = listedControllers(elements[2]).last { noteStackForRoot(on: nil, elements[2], top: top, at: elements[0]) }
            return
        }
        // UIKit's tab bar controller the class keeps, given one tab per case of an enum (Zebra's split
        // column, `realTabBarController.viewControllers = AppTab.allCases.map { … }`).
        if let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "viewControllers",
           let base = member.base, case let variable = Self.variableName(base.trimmedDescription), tabBars[variable] == nil,
           heldKind(of: variable) == .tabBar, let listed = enumCaseControllers(elements[2]) {
            noteHeld(variable, .tabBar, listing: listed)
            return
        }
        // The list written there, or a local holding it (built by appends, `appendedToList`).
        guard let (array, inNavigation) = controllerList(elements[2]) else { return }
        let contained = { (expression: ExprSyntax) -> CodeTrigger.Instantiation? in
            guard var made = self.containedController(expression) else { return nil }
            made.inNavigation = made.inNavigation || inNavigation
            return made
        }
        guard let member = target.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "viewControllers", let base = member.base else { return }
        let variable = Self.variableName(base.trimmedDescription)
        // A navigation controller given a parameter as its stack (Element's split coordinator:
        // `detailNavigationController.viewControllers = [detailPresentable.toPresentable()]`, then shown
        // as the split's detail): moved, it moves what the callers hand, in a navigation controller,
        // as one made around the parameter does (`movedParameter`).
        if array.count == 1, let only = array.first, let moved = movedParameter(only), !moved.inNavigation,
           !Self.isSelf(base), tabBars[variable] == nil, splits[variable] == nil {
            navigationsAroundParameters[variable] = moved.parameter.name
        }
        if tabBars[variable] != nil {
            tabBars[variable] = array.compactMap { instantiation(of: $0) }
        } else if splits[variable] != nil {
            splits[variable]?.viewControllers = array.compactMap(contained)
        } else if let kind = heldKind(of: variable) {
            // UIKit's container the class keeps in a property (ContainersInProperties.swift).
            noteHeld(variable, kind, listing: array.compactMap(contained))
        } else if let type = appContainerClass(of: variable), viewControllersOfOthers[type] == nil {
            // Only a list whose every controller is known: a classic split's columns are by position
            // (Eurofurence's splits, each given a module's navigation controller handed to a closure).
            // An empty list empties it (Threema's `reset()` as the account is deleted): no set-up.
            let known = array.compactMap(contained)
            if !array.isEmpty, known.count == array.count { viewControllersOfOthers[type] = known }
        } else if let top = array.compactMap(contained).last {
            if emptyNavigations.contains(variable) {
                giveStack(endingWith: top, toNavigationMadeHere: variable)
            } else if variable == "navigationController" || reader.propertyType(variable, in: owner)?.hasSuffix("NavigationController") == true {
                // The controller's own navigation controller, or one the class keeps (a coordinator's):
                // its stack set by assignment is a push of the top, as `setViewControllers(_:animated:)` is.
                noteStack(of: variable, listed: array.compactMap(contained))
                var push = CodeTrigger(method: method, action: .push(top), location: "\(reader.file):\(reader.line(of: elements[0]))",
                                       enumCase: enumCases.last)
                push.setsStack = wholeStack(of: member.base, elements[2], animated: false)
                push.stackOfNavigation = navigationStack(on: member.base, elements[2], pushesOtherwise: true)
                triggers.append((owner, push))
            } else {
                // A storyboard's navigation controller a local holds, or one of a class of the app's: the root
                // it may take (NavigationRootsSetInCode.swift), no move otherwise.
                noteStackForRoot(on: member.base, elements[2], top: top, at: elements[0])
            }
        }
    }

    /// A stack given by assignment to a navigation controller named otherwise than as the scene's own:
    /// the root it gives a storyboard's navigation controller relating none (NavigationRootsSetInCode.swift),
    /// kept as the making of its top.
    func noteStackForRoot(on base: ExprSyntax?, _ list: ExprSyntax, top: CodeTrigger.Instantiation, at node: ExprSyntax) {
        guard let stack = navigationStack(on: base, list, pushesOtherwise: false) else { return }
        var made = CodeTrigger(method: method, action: .instantiate(top), location: "\(reader.file):\(reader.line(of: node))",
                               enumCase: enumCases.last)
        made.stackOfNavigation = stack
        triggers.append((owner, made))
    }

    /// Whether `name` in the class's code is UIKit's `tabs` of a tab bar controller: no local nor
    /// property of the class's own is so named.
    func isUIKitsTabs(_ name: String) -> Bool {
        name == "tabs" && arrays[name] == nil && !declaredLocals.contains(name) && instantiated[name] == nil
            && reader.propertyType(name, in: owner) == nil
    }

    /// The controllers the class gives itself as its `viewControllers` (a tab bar or split
    /// subclass's), by assignment or `setViewControllers(_:animated:)`, when the list is understood.
    func noteOwnViewControllers(_ value: ExprSyntax) {
        if let listed = enumCaseControllers(value) ?? ownMethodCaseControllers(value) ?? caseLoopControllers(value) {
            ownViewControllers = listed
            return
        }
        // In an initializer, a name that is no list of its own: a parameter that is the whole list, which
        // ClassReader checks against the signature (Antidote's `TabBarController(theme:controllers:tabBarItems:)`:
        // `viewControllers = controllers`): what its makings hand under its label (ContainersGivenChildren.swift).
        if method == "init", let name = Self.unwrapped(value).as(DeclReferenceExprSyntax.self)?.baseName.text,
           arrays[name] == nil, instantiated[name] == nil {
            ownViewControllerListName = name
            return
        }
        guard let (controllers, inNavigation) = controllerList(value) else { return }
        ownViewControllers = controllers.compactMap { element in
            guard var tab = instantiation(of: element) ?? heldController(element, storedFirst: true) ?? ownNavigationKept(element)
            else { return nil }
            tab.inNavigation = tab.inNavigation || inNavigation || isTabGroupWithNavigation(element)
            return tab
        }
        // Names alone (Drrrible's tab bar: `self.viewControllers = [shotListViewController, settingsViewController]
        // .map { UINavigationController(rootViewController: $0) }`, its initializer's parameters): what its
        // makings hand it under those labels (`SourceIndex.viewControllersHandedAtMaking`).
        let names = controllers.compactMap { Self.unwrapped($0).as(DeclReferenceExprSyntax.self)?.baseName.text }
        if ownViewControllers.isEmpty, !names.isEmpty, names.count == controllers.count {
            ownViewControllerNames = (names, inNavigation)
        }
        // Each is on screen as a tab or a column, not handed on (a storyboard's tab bar given its tabs
        // in code: TabsSetInCode.swift).
        if let first = ownViewControllers.first { _ = markShown(each: first, Array(ownViewControllers.dropFirst())) }
    }

    /// A navigation controller the class keeps in a property of its own, a local of that name aside
    /// (WooCommerce's tab bar: `private let dashboardNavigationController = WooTabNavigationController()`,
    /// listed as a tab, its stack set in another method): what the class's code shows in it first,
    /// once every file is read (`SourceIndex.controllerKept(in:by:)`).
    func ownNavigationKept(_ element: ExprSyntax) -> CodeTrigger.Instantiation? {
        guard let name = Self.ownName(element), instantiated[name] == nil, arrays[name] == nil,
              reader.propertyType(name, in: owner)?.hasSuffix("NavigationController") == true else { return nil }
        return .kept(name, by: owner)
    }

    /// The class of the app's that a local made here (`let split = SplitViewController()`) or a
    /// property is, when it may be a tab bar or split view controller: not a navigation controller,
    /// whose `viewControllers` are its stack.
    func appContainerClass(of variable: String) -> String? {
        let made = instantiated[variable].flatMap { $0.isMadeInCode ? $0.identifier : nil }
        guard let type = made ?? reader.propertyType(variable, in: owner), Self.isAppClass(type),
              !Self.namesNavigationClass(type), !emptyNavigations.contains(variable) else { return nil }
        return type
    }

    /// The kind of UIKit's container the class keeps in its property `name`, if it keeps one there.
    func heldKind(of name: String) -> HeldContainer.Kind? {
        reader.propertyType(name, in: owner).flatMap(HeldContainer.kind(declaredAs:))
    }

    /// A stack given to a navigation controller the class keeps in its property `name` (not the
    /// controller's own `navigationController`): what it shows first, when its initializer roots
    /// it with nothing of the app's (ContainersInProperties.swift).
    func noteStack(of name: String, listed: [CodeTrigger.Instantiation]) {
        guard !listed.isEmpty, name != "navigationController",
              reader.propertyType(name, in: owner)?.hasSuffix("NavigationController") == true else { return }
        noteHeld(name, .navigation, listing: listed)
    }

    /// What a method gives the container of kind `kind` the class keeps in its property `name`.
    func noteHeld(_ name: String, _ kind: HeldContainer.Kind, listing listed: [CodeTrigger.Instantiation]) {
        heldContainers[name, default: HeldContainer(kind: kind)].add(HeldContainer(kind: kind, viewControllers: listed))
    }

    /// The tabs given to UIKit's tab bar controller the class keeps in its property `name`
    /// (`tabBarController.setViewControllers(tabs, animated: false)`).
    func noteTabs(of name: String, _ value: ExprSyntax) {
        noteHeld(name, .tabBar, listing: listedControllers(value))
    }

    /// The property of the class's own that `base` names when it is declared a plain view
    /// controller, which the class may add children to (ContainersSwappingChildren.swift).
    func customContainerProperty(_ base: ExprSyntax?) -> String? {
        guard let base, !Self.isSelf(base), let name = Self.ownName(base), heldKind(of: name) == .custom else { return nil }
        return name
    }

    /// A child handed to a plain view controller the class keeps: `viewController.addChild(child)`,
    /// or a method of the app's called on it (`viewController.embedViewController(childViewController:
    /// tabBarController)`), which adds it if that method adds its parameter (known once every file is read).
    func noteHeldEmbed(_ node: FunctionCallExprSyntax, named name: String, on base: ExprSyntax?, at location: String) {
        guard let property = customContainerProperty(base), node.arguments.count == 1, let argument = node.arguments.first
        else { return }
        let child: HeldEmbed.Child
        if let kept = Self.ownName(argument.expression), heldKind(of: kept) == .tabBar {
            child = .held(kept)
        } else if let made = containedController(argument.expression) {
            child = .made(made)
        } else {
            return
        }
        let embed = HeldEmbed(method: method, callee: name, label: argument.label?.text ?? "_0", child: child, location: location)
        heldContainers[property, default: HeldContainer(kind: .custom)].embeds.append(embed)
    }

    /// The controllers a list gives a container (`[a, b]`, a variable holding one, `[…].compactMap
    /// { $0 }`), each made, held or kept by another object of the app's; a choice between one and
    /// `nil` (`isHibernating ? nil : scanner`) is that one.
    func listedControllers(_ value: ExprSyntax) -> [CodeTrigger.Instantiation] {
        if let listed = enumCaseControllers(value) { return listed }
        guard let (elements, inNavigation) = controllerList(value) else { return [] }
        return elements.flatMap { Self.branchValues(of: $0) ?? [$0] }.compactMap { element in
            guard var made = containedController(element) else { return nil }
            made.inNavigation = made.inNavigation || inNavigation
            return made
        }
    }

    /// `[a, b].compactMap { $0 }` → `[a, b]`; any other expression as it is.
    static func withoutCompactMap(_ expression: ExprSyntax) -> ExprSyntax {
        let expression = unwrapped(expression)
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "compactMap", let base = member.base,
              let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              closure.statements.count == 1, closure.statements.first?.item.trimmedDescription == "$0" else { return expression }
        return base
    }

    /// A controller listed in a container's `viewControllers` or set as a column: one made or held
    /// here, or a navigation controller the class keeps, as its `start()` roots it (a
    /// coordinator's, Coordinators.swift).
    func containedController(_ expression: ExprSyntax) -> CodeTrigger.Instantiation? {
        // `_primaryRouter.navigationController`, a property of one of the app's classes: what the
        // coordinator handed that router roots it with, else what the object's own `start()` does.
        if let member = Self.unwrapped(expression).as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "navigationController", let base = member.base, let property = Self.ownName(base),
           let type = reader.propertyType(property, in: owner), Self.isAppClass(type) {
            return .navigation(ofRouter: property, keptBy: owner)
        }
        if let made = instantiation(of: expression) ?? heldController(expression, storedFirst: true) { return made }
        // `homeCoordinator?.rootViewController`: what another object of the app's keeps in its property.
        if let member = Self.unwrapped(expression).as(MemberAccessExprSyntax.self), let base = member.base,
           let property = Self.ownName(base), let type = reader.propertyType(property, in: owner), Self.isAppClass(type) {
            return .kept(member.declName.baseName.text, by: type)
        }
        guard let name = Self.ownName(expression), reader.propertyType(name, in: owner)?.hasSuffix("NavigationController") == true
        else { return nil }
        return .navigation(startedBy: owner)
    }

    /// `coordinator?.rootViewController`: a property of an object of the app's, known by the type the
    /// class declares it with or made here (ContainersInProperties.swift).
    func heldRoot(_ value: ExprSyntax) -> HeldRoot? {
        guard let member = Self.unwrapped(value).as(MemberAccessExprSyntax.self), let base = member.base, !Self.isSelf(base)
        else { return nil }
        let variable = Self.variableName(base.trimmedDescription)
        let declared = reader.propertyType(variable, in: owner).flatMap { Self.isAppClass($0) ? $0 : nil }
        return (declared ?? madeObjectType(variable)).map { HeldRoot(type: $0, property: member.declName.baseName.text) }
    }

    /// The class of the app's object a variable holds, made here with its initializer.
    func madeObjectType(_ variable: String) -> String? {
        madeObjects[variable]?.factory?.split(separator: ".").first.map(String.init)
    }

    /// A variable given a non-empty array literal holds it, unless it holds one already; one given
    /// an empty array (`[]`, `[UIViewController]()`) holds what is appended to it (`appendedToList`).
    func noteArray(_ value: ExprSyntax, in variable: String, declaredHere: Bool = false) {
        guard arrays[variable]?.isEmpty ?? true else { return }
        let value = Self.withoutCompactMap(value)
        // Not a property's: what is appended to one is what the class keeps there (`noteAppended`). A local
        // declared here is one, of a property's name or not (Metatext's `var timelineViewControllers =
        // [TableViewController]()` in the initializer setting the property of that name).
        let isLocal = declaredHere || reader.propertyType(variable, in: owner) == nil
        if let array = value.as(ArrayExprSyntax.self) {
            if !array.elements.isEmpty || arrays[variable] == nil && isLocal { arrays[variable] = array.elements.map(\.expression) }
        } else if isLocal, let perCase = Self.controllersPerCase(Self.unwrapped(value)) {
            // Each case's value of a `map` switching over an enum's cases (`controllersPerCase`).
            arrays[variable] = perCase
        } else if arrays[variable] == nil, isLocal, let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                  call.trailingClosure == nil, call.calledExpression.is(ArrayExprSyntax.self) {
            arrays[variable] = []
        }
    }

    /// The controllers an array lists (written there, or in a variable holding one), and whether
    /// each is wrapped in a navigation controller by a `map` over it (`[home, search].map {
    /// UINavigationController(rootViewController: $0) }`, or an app's helper named for one:
    /// `vcsInTab.map { SJUIUtils.navController(for: $0) }`).
    func controllerList(_ value: ExprSyntax) -> (elements: [ExprSyntax], inNavigation: Bool)? {
        func listed(_ expression: ExprSyntax) -> [ExprSyntax]? {
            let expression = Self.withoutCompactMap(expression)
            if let array = expression.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
            return expression.as(DeclReferenceExprSyntax.self).flatMap { arrays[$0.baseName.text] }
        }
        let value = Self.unwrapped(value)
        if let elements = listed(value) { return (elements, false) }
        if let perCase = Self.controllersPerCase(value) { return (perCase, false) }
        guard let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "map", let elements = member.base.flatMap(listed) else { return nil }
        // A navigation controller's initializer named, not called (Metatext's tabs: `controllers.map(
        // SwipeableNavigationController.init(rootViewController:))`, which the reader sees without its
        // `.init`, InitializerSpellings.swift): each in one.
        if call.trailingClosure == nil, call.arguments.count == 1,
           let initializer = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
           initializer.argumentNames?.arguments.first?.name.text == "rootViewController" {
            return Self.namesNavigationClass(initializer.baseName.text) ? (elements, true) : nil
        }
        guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              let wrapper = Self.wrapperReturned(by: closure),
              wrapper.arguments.first.map({ Self.unwrapped($0.expression).trimmedDescription }) == Self.firstParameter(of: closure)
        else { return nil }
        let name = Self.callee(wrapper).1
        let makesNavigation = Self.namesNavigationClass(name) && wrapper.arguments.first?.label?.text == "rootViewController"
            || Self.namesNavigationController(name)
        return makesNavigation ? (elements, true) : nil
    }

    /// What a `map` over an enum's every case returns for each, when its closure switches over the case
    /// (Antidote's tabs: `TabCoordinator.allValues().map { object -> UINavigationController in switch
    /// object { case .friends: return friendsCoordinator.navigationController … } }`): each case's value,
    /// in the order the switch lists them — an enum's `allCases` (or a type method listing them,
    /// `allValues()`) is every case, in the order they are usually declared and switched over. A list
    /// written there (`[.friends, .chats].map { … }`) takes the cases it names, in its order.
    static func controllersPerCase(_ value: ExprSyntax) -> [ExprSyntax]? {
        guard let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "map", let base = member.base.map(unwrapped),
              let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              closure.statements.count == 1,
              let choice = closure.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
                ?? closure.statements.first?.item.as(SwitchExprSyntax.self),
              unwrapped(choice.subject).trimmedDescription == firstParameter(of: closure) else { return nil }
        var valueByCase: [(String, ExprSyntax)] = []
        for element in choice.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label,
                  switchCase.statements.count == 1, let item = switchCase.statements.first?.item else { continue }
            let returned = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
                ?? item.as(ExpressionStmtSyntax.self)?.expression
            guard let returned else { continue }
            for item in label.caseItems {
                if let name = EnumCase.name(of: item.pattern) { valueByCase.append((name, returned)) }
            }
        }
        guard !valueByCase.isEmpty else { return nil }
        if let written = base.as(ArrayExprSyntax.self) {
            let names = written.elements.compactMap { $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
            guard names.count == written.elements.count else { return nil }
            return names.compactMap { name in valueByCase.first { $0.0 == name }?.1 }
        }
        let listsEveryCase = base.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "allCases"
            || base.as(FunctionCallExprSyntax.self).map { $0.arguments.isEmpty && callee($0).1.hasPrefix("all") } == true
        return listsEveryCase ? valueByCase.map(\.1) : nil
    }

    /// The making a `map`'s closure returns: written there (`{ UINavigationController(rootViewController: $0) }`),
    /// or a local of the closure's made so and returned after it is styled (Drrrible's tab bar: `{ viewController
    /// -> UINavigationController in let navigationController = UINavigationController(rootViewController:
    /// viewController); …; return navigationController }`).
    static func wrapperReturned(by closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        guard let returned = ClosureReturns.first(of: closure).map(unwrapped) else { return nil }
        if let call = returned.as(FunctionCallExprSyntax.self) { return call }
        guard let name = returned.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        for item in closure.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.initializer.flatMap { unwrapped($0.value).as(FunctionCallExprSyntax.self) }
            }
        }
        return nil
    }

    /// A closure's first parameter as its body names it: `$0`, or the name its signature gives.
    static func firstParameter(of closure: ClosureExprSyntax) -> String {
        guard let parameters = closure.signature?.parameterClause else { return "$0" }
        switch parameters {
        case .simpleInput(let names): return names.first?.name.text ?? "$0"
        case .parameterClause(let clause): return clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "$0"
        }
    }

    /// A navigation controller a type's factory makes with nothing in it, for its stack to be set
    /// after (AlphaWallet's `let navigationController: UINavigationController =
    /// .withOverridenBarAppearence()`, a static method of its extension of UIKit's class, then
    /// `navigationController.viewControllers = [SplashViewController()]`): a type method of a
    /// navigation class (`NavigationController.make()`), or one the declared type names (`.make()`),
    /// handed no `rootViewController`.
    func makesNavigationByFactory(_ call: FunctionCallExprSyntax, declared: TypeSyntax?) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text.first?.isLowercase == true,
              !call.arguments.contains(where: { $0.label?.text == "rootViewController" }) else { return false }
        if let base = member.base {
            return base.as(DeclReferenceExprSyntax.self).map { isNavigationClass($0.baseName.text) } ?? false
        }
        return declared.map { isNavigationClass(ClassReader.plainType($0.trimmedDescription)) } ?? false
    }

    /// Whether class `name` is a navigation controller: its name says so, or it is one of the app's
    /// subclasses of one (Zotero's `NavigationViewController`, NavigationSubclassRoots.swift).
    func isNavigationClass(_ name: String) -> Bool {
        Self.namesNavigationClass(name) || reader.declarations.app.navigationSubclasses.contains(name)
    }

    /// Whether a navigation controller's initializer is handed no root: no argument, or only
    /// labelled ones of which none names a root (2FAS's `CommonNavigationControllerFlow(flowController:
    /// flowController)`, a convenience initializer calling `self.init()`, its stack set next with
    /// `setViewControllers(_:animated:)`). An unlabelled argument may be the root, as UIKit's is.
    static func namesNoRoot(_ arguments: LabeledExprListSyntax) -> Bool {
        arguments.allSatisfy { argument in
            guard let label = argument.label?.text else { return false }
            return !label.lowercased().contains("root")
        }
    }

    /// Whether a class's name says it is a navigation controller, UIKit's or an app's subclass
    /// (`RSTNavigationController`, Corona-Warn-App's `NavigationControllerWithLargeTitle`), as an
    /// initializer's `rootViewController:` says what it is made around.
    static func namesNavigationClass(_ name: String) -> Bool {
        name.first?.isUppercase == true && (name.contains("NavigationController") || name.hasSuffix("NavController"))
    }

    /// Whether a method's name says it makes a navigation controller around what it is handed
    /// (`navController(for:)`, `popupNavController(for:)`, `makeNavigationController(_:)`): a
    /// lowercase name, not a type's initializer.
    static func namesNavigationController(_ name: String) -> Bool {
        guard name.first?.isLowercase == true else { return false }
        return ["navcontroller", "navigationcontroller"].contains { name.lowercased().hasSuffix($0) }
    }

    /// `window?.rootViewController = …` (`self.window`, a local window): the app's root, as an
    /// app or scene delegate sets it. Another window's (a PIN lock's `pinLockWindow`, shown over
    /// the app) is not the app's.
    ///
    /// Outside the delegate's launch it is also a move of the method's (`.replaceRoot`): a sign-in
    /// screen's `view.window?.rootViewController = MainTabBarController()`, a coordinator's
    /// `showMain()`, the app delegate's `startMainStory()` that the sign-in calls when it is done
    /// (Yep's). A delegate's launch method's is the launch's (WindowRoots.swift), which no scene performs.
    func noteWindowRoot(_ elements: [ExprSyntax]) {
        let target = Self.unwrapped(elements[0])
        if !owner.hasSuffix("Delegate"), elements.count == 3, Self.unwrapped(elements[2]).is(FunctionCallExprSyntax.self),
           target.as(DeclReferenceExprSyntax.self)?.baseName.text == "window"
            || target.as(MemberAccessExprSyntax.self).map({ $0.declName.baseName.text == "window" && Self.isSelf($0.base) }) == true {
            makesWindowOfItsOwn = true
        }
        // A property whose `didSet` gives the window its value as root: set, it sets the window's root.
        if elements.count == 3, let property = Self.ownName(target), let window = reader.windowRootProperty(property, in: owner) {
            noteWindowRoot(of: window, set: elements[2], at: Syntax(elements[0]))
            return
        }
        guard let member = target.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "rootViewController", let window = member.base else { return }
        // The value unfolded with the assignment (`root = loggedIn ? main : login` is one sequence): its elements after `=`.
        let value = elements.count == 3 ? elements[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements.dropFirst(2))))
        let count = windowRoots.count
        noteWindowRoot(of: window, set: value, at: Syntax(elements[0]))
        if hasMadeAWindow, let last = windowRoots.indices.last, windowRoots[last].location == "\(reader.file):\(reader.line(of: elements[0]))" {
            windowRoots[last].isOnNewWindow = true
            for position in windowRoots[last].alternatives.indices { windowRoots[last].alternatives[position].isOnNewWindow = true }
        }
        if windowRoots.count > count, Self.isInStoredClosure(Syntax(elements[0])) { windowRoots[windowRoots.count - 1].isInStoredClosure = true }
    }

    /// Whether `node` is in a closure the method keeps in a variable (`presentMainScreen = { … window.rootViewController
    /// = main }`, `let showLogin = { … }`) rather than runs: Drrrible's composition root keeps its main
    /// and login screens' roots so and hands them to its splash, whose root it sets last.
    static func isInStoredClosure(_ node: Syntax) -> Bool {
        var current = node.parent
        while let next = current, !next.is(FunctionDeclSyntax.self), !next.is(InitializerDeclSyntax.self), !next.is(AccessorBlockSyntax.self) {
            if next.is(ClosureExprSyntax.self) {
                if next.parent?.is(InitializerClauseSyntax.self) == true { return true }
                if let list = next.parent?.as(ExprListSyntax.self), list.contains(where: { $0.is(AssignmentExprSyntax.self) }) { return true }
            }
            current = next.parent
        }
        return false
    }

    /// A window's helper of the app's setting its root (an extension of UIWindow's, as many apps copy
    /// one: `window.set(rootViewController: controller, withTransition: transition)`,
    /// `window.switchRootViewController(controller, animated: true)`): read as the assignment it makes.
    func noteWindowRootHelper(_ call: FunctionCallExprSyntax, named name: String, on base: ExprSyntax?) {
        guard let base, let first = call.arguments.first,
              first.label?.text == "rootViewController" || name.lowercased().contains("rootviewcontroller") else { return }
        noteWindowRoot(of: base, set: first.expression, at: Syntax(call),
                       dismissingPresented: reader.declarations.app.windowRootHelpersDismissing.contains(name))
    }

    /// `tabBarController?.selectedIndex = 0` (`self.tabBarController`, the scene's own tab bar controller):
    /// it selects that tab, `select 1` (OwnTracks' friends list showing the map after a tap; before,
    /// dropped without a word). A tab given by anything but a number is not read.
    func noteTabSelected(_ elements: [ExprSyntax]) {
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let member = Self.unwrapped(elements[0]).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "selectedIndex", let base = member.base,
              Self.variableName(base.trimmedDescription) == "tabBarController",
              let literal = Self.unwrapped(elements[2]).as(IntegerLiteralExprSyntax.self),
              let index = Int(literal.literal.text), index >= 0, index < 1_000 else { return }
        let location = "\(reader.file):\(reader.line(of: elements[0]))"
        triggers.append((owner, CodeTrigger(method: method, action: .selectTab(index), location: location, enumCase: enumCases.last)))
    }

    /// `window` given `value` as its root, when it is the app's window.
    private func noteWindowRoot(of windowExpression: ExprSyntax, set value: ExprSyntax, at node: Syntax,
                                dismissingPresented: Bool = false) {
        let window = Self.variableName(windowExpression.trimmedDescription)
        let ownWindow = makesWindowOfItsOwn || reader.makesWindowOfItsOwn(owner)
        guard Self.namesAppWindow(window), !(ownWindow && (window == "window" || window == "self.window")) else { return }
        let location = "\(reader.file):\(reader.line(of: node))"
        // A router's own: the root its callers hand it (SwiftHub's `Navigator`, `transition: .root(in: window)`;
        // a scene delegate's `changeRootViewController(_:)`).
        noteParameterMove(of: value, .root)
        // Each root a choice may give (Raivo's `setCorrectStoryboard()`, whose identifier the app's
        // state chooses, called from the screens ending a step): which one is the app's state.
        if !owner.hasSuffix("Delegate") || !WindowRoot.launchMethods.contains(method) {
            let variable = Self.variableName(value.trimmedDescription)
            let (root, others) = instantiation(of: value).map { made in (made, otherBranchValues[variable] ?? []) }
                ?? chosenRoot(value) ?? (nil, [])
            for made in ([root].compactMap { $0 } + others) {
                var trigger = CodeTrigger(method: method, action: .replaceRoot(made), location: location, enumCase: enumCases.last)
                trigger.dismissesWhatWasPresented = dismissingPresented
                triggers.append((owner, trigger))
            }
        }
        guard window == "window" || window.hasSuffix(".window") else { return }
        if let tabs = tabBars[Self.variableName(value.trimmedDescription)] {
            windowRoots.append(WindowRoot(made: .windowTabBar, location: location, tabs: tabs, method: method))
        } else if let split = splits[Self.variableName(value.trimmedDescription)] {
            var set = WindowRoot(made: .windowSplit, location: location, method: method)
            set.splitMadeHere = split
            set.branches = branchPath(of: node)
            markDeviceChoice(&set, at: node)
            windowRoots.append(set)
        } else if let (root, others) = chosenRoot(value) {
            var set = WindowRoot(made: root, location: location, method: method)
            set.genericContainerContent = genericContainerContent(value)
            set.branches = branchPath(of: node)
            markDeviceChoice(&set, at: node)
            set.isUnderAStateCondition = isUnderAStateCondition(node)
            set.alternatives = others.map { LaunchAlternative(made: $0, location: location) }
            windowRoots.append(set)
        } else if let property = Self.ownName(value), let type = reader.propertyType(property, in: owner),
                  type.hasSuffix("NavigationController") {
            // A navigation controller the delegate keeps in a property (CovidCertificate's `lazy var
            // navigationController = NavigationController(rootViewController: HomescreenViewController())`):
            // what its initializer makes it around (`SourceIndex.navigationMadeAround`); else, one of the
            // app's class, the scene of that class, as below (Trust Wallet's coordinator's, handed in).
            let ofClass = Self.isAppClass(type) ? CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: type)
                : CodeTrigger.Instantiation.windowSplit
            var set = WindowRoot(made: ofClass, location: location,
                                 heldIn: HeldRoot(type: owner, property: property, isNavigationMadeAroundItsRoot: true), method: method)
            set.branches = branchPath(of: node)
            markDeviceChoice(&set, at: node)
            windowRoots.append(set)
        } else if let property = Self.ownName(value), reader.propertyType(property, in: owner) == "UITabBarController" {
            // UIKit's tab bar controller the class keeps in a property (Delta Chat's coordinator's lazy one):
            // the tabs its code gives it there (`SourceIndex.resolvingHeld`).
            var set = WindowRoot(made: .windowTabBar, location: location, heldIn: HeldRoot(type: owner, property: property), method: method)
            set.branches = branchPath(of: node)
            markDeviceChoice(&set, at: node)
            windowRoots.append(set)
        } else if let property = Self.ownName(value), let type = reader.propertyType(property, in: owner), Self.isAppClass(type) {
            // A property of the delegate's declared with one of the app's view controllers (ownCloud's
            // `lazy var appRootViewController: AppRootViewController`): made in code, of that class.
            windowRoots.append(WindowRoot(made: CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: type),
                                          location: location, method: method))
        } else if let held = heldRoot(value) {
            windowRoots.append(WindowRoot(made: .windowSplit, location: location, heldIn: held, method: method))
        } else if let variable = Self.unwrapped(value).as(DeclReferenceExprSyntax.self)?.baseName.text,
                  emptyNavigations.contains(variable), instantiated[variable] == nil {
            // An empty navigation controller made here, given its first screen after it is the root
            // (`window?.rootViewController = navigationController`, then `navigationController
            // .pushViewController(home, animated: false)`: Radar COVID's launch): the root once it has one.
            rootsAwaitingStacks[variable] = (node, location)
        }
    }

    /// A window's root that is an empty navigation controller made here, given its stack now: that root.
    func noteStackGivenToRoot(_ variable: String) {
        guard let (node, location) = rootsAwaitingStacks.removeValue(forKey: variable), let root = instantiated[variable] else { return }
        var set = WindowRoot(made: root, location: location, method: method)
        set.branches = branchPath(of: node)
        markDeviceChoice(&set, at: node)
        set.isUnderAStateCondition = isUnderAStateCondition(node)
        windowRoots.append(set)
    }

    /// `compose.modalPresentationStyle = .fullScreen` on a local: the style it is presented in.
    func notePresentationStyle(_ elements: [ExprSyntax]) {
        guard let member = Self.unwrapped(elements[0]).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "modalPresentationStyle",
              let local = member.base.flatMap({ Self.unwrapped($0).as(DeclReferenceExprSyntax.self) })?.baseName.text,
              let style = elements[2].as(MemberAccessExprSyntax.self), style.base == nil else { return }
        presentationStyles[local] = style.declName.baseName.text
    }

    /// `made`, presented as `argument`: with the style the method gave that local.
    func withPresentationStyle(_ made: CodeTrigger.Instantiation, of argument: ExprSyntax?) -> CodeTrigger.Instantiation {
        guard let style = presentationStyle(of: argument) else { return made }
        var styled = made
        styled.presentationStyle = style
        return styled
    }

    /// The style the method gave the local (or parameter) `argument` names, if it gave one.
    func presentationStyle(of argument: ExprSyntax?) -> String? {
        argument.flatMap { Self.unwrapped($0).as(DeclReferenceExprSyntax.self) }.flatMap { presentationStyles[$0.baseName.text] }
    }

    /// Whether `name` (as `variableName` writes it) is the app's window: its delegate's `window`, a
    /// controller's `view.window`, `UIApplication.shared.keyWindow`, `….windows.first`. Another
    /// window's (`pinLockWindow`, shown over the app) is not.
    static func namesAppWindow(_ name: String) -> Bool {
        name == "window" || name.hasSuffix(".window") || name == "keyWindow" || name.hasSuffix(".keyWindow")
            || name.hasSuffix("windows.first") || name.hasSuffix("windows.last") || name.hasSuffix("windows[0]")
    }

    /// `RSTNavigationController(rootViewController: self)`, UIKit's or an app's.
    func isNavigationAroundSelf(_ expression: ExprSyntax) -> Bool {
        guard let call = Self.unwrapped(expression).as(FunctionCallExprSyntax.self),
              Self.namesNavigationClass(Self.callee(call).1), label(call, 0) == "rootViewController",
              let root = call.arguments.first.map({ Self.unwrapped($0.expression) }) else { return false }
        return Self.isSelf(root)
    }

    /// What a presented argument says of `self`: nil when it is not the controller itself,
    /// else whether it is wrapped in a navigation controller made around it.
    func selfPresented(_ argument: ExprSyntax) -> Bool? {
        let expression = Self.unwrapped(argument)
        if isNavigationAroundSelf(expression) { return true }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        if reference.baseName.text == "self" { return false }
        return navigationsAroundSelf.contains(reference.baseName.text) ? true : nil
    }

    /// The controller a cast says a value is (`x as? UIHostingController<SurveyView>`, as parsed or unfolded).
    func castController(_ value: ExprSyntax) -> CodeTrigger.Instantiation? {
        Self.castTypeSyntax(value).flatMap { Self.controller(declaredAs: ClassReader.plainType($0.trimmedDescription)) }
    }

    /// The controller a declared type says a value holds: a hosting controller of an app's
    /// view (that SwiftUI screen), or a view controller class of the app's (its scene).
    static func controller(declaredAs type: String) -> CodeTrigger.Instantiation? {
        if type.hasPrefix("UIHostingController<"), type.hasSuffix(">") {
            let view = String(type.dropFirst("UIHostingController<".count).dropLast())
            // `UIHostingController<AnyView>` says nothing of the view it erases.
            guard isAppClass(view), view != "AnyView" else { return nil }
            return CodeTrigger.Instantiation(storyboard: SwiftUIScreens.storyboardName, identifier: view)
        }
        return isAppClass(type) ? .instance(of: type) : nil
    }

    /// The controllers a variable chosen by a condition may hold (`branches`), each
    /// instantiated or held in a property, in the order the branches are written.
    func chosenControllers(_ expression: ExprSyntax) -> [CodeTrigger.Instantiation] {
        guard let reference = Self.unwrapped(expression).as(DeclReferenceExprSyntax.self),
              let values = branches[reference.baseName.text] else { return [] }
        var chosen: [CodeTrigger.Instantiation] = []
        for value in values {
            guard let controller = instantiation(of: value) ?? heldController(value), !chosen.contains(controller) else { continue }
            chosen.append(controller)
            // Made in the branch, it is the child or the hand-on: not also a controller made and handed on.
            for position in made.indices where made[position].instantiation.withoutNavigation == controller.withoutNavigation {
                made[position].shown = true
            }
        }
        return chosen
    }

    /// The value of each branch of an `if` or `switch` expression, or of a `? :`; nil for any
    /// other expression. A branch's value is its last expression (an `if` expression's branch
    /// is one expression, as Swift requires).
    static func branchValues(of expression: ExprSyntax) -> [ExprSyntax]? {
        let expression = unwrapped(expression)
        func last(_ block: CodeBlockSyntax) -> ExprSyntax? { block.statements.last?.item.as(ExprSyntax.self) }
        if let node = expression.as(IfExprSyntax.self) {
            var values: [ExprSyntax] = []
            var current: IfExprSyntax? = node
            while let branch = current {
                if let value = last(branch.body) { values.append(value) }
                current = nil
                switch branch.elseBody {
                case .ifExpr(let next)?: current = next
                case .codeBlock(let block)?: if let value = last(block) { values.append(value) }
                case nil: break
                }
            }
            return values
        }
        if let node = expression.as(SwitchExprSyntax.self) {
            return node.cases.compactMap { element in
                element.as(SwitchCaseSyntax.self)?.statements.last?.item.as(ExprSyntax.self)
            }
        }
        if let node = expression.as(TernaryExprSyntax.self) { return [node.thenExpression, node.elseExpression] }
        // Unfolded, as the parser leaves it: `mode == 1 ? a : b` is the sequence `mode`, `==`,
        // `1`, `? a :`, `b`; the value after the `? :` is the last element.
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
               let last = elements.last {
                return [ternary.thenExpression, last]
            }
        }
        // A closure called where it is written, with more than one `return`: each returned value.
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            let values = ClosureReturns.all(of: closure)
            return values.count > 1 ? values : nil
        }
        return nil
    }
}
