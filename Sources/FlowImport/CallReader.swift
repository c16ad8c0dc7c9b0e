import SwiftSyntax

// The calls of one method body, as SwiftSourceReader.swift says they are read.

/// The calls of one method body that move between scenes, in the order they run.
final class CallReader: SyntaxVisitor {
    let method: String
    let owner: String
    unowned let reader: ClassReader
    /// Each trigger with the class it is made on (the owner, or a property's class).
    private(set) var triggers: [(String, CodeTrigger)] = []
    /// Variables holding a storyboard (`let storyboard = UIStoryboard(name: "Settings", …)`).
    private var storyboards: [String: String] = [:]
    /// Variables holding an instantiated controller, and the latest instantiation.
    private var instantiated: [String: CodeTrigger.Instantiation] = [:]
    /// Variables holding a SwiftUI view (`let settingsView = SettingsView()`), for a hosting controller made of one.
    private var views: [String: SwiftUIDestination] = [:]
    /// Variables holding one of several controllers a condition chooses (`let target = if case
    /// .sitemap = mode { sitemapViewController } else { webViewController }`, a `? :`, a
    /// `switch`): each branch's value, for the child or the hand-on the variable is (openHAB's
    /// root adds one of its two screens as its child, as a saved preference says).
    private var branches: [String: [ExprSyntax]] = [:]
    /// Variables holding an array of controllers (`vcsInTab = [podcasts, filters, profile]`): the
    /// first non-empty array written, for the tabs a tab bar subclass sets from it.
    private var arrays: [String: [ExprSyntax]] = [:]
    private var latest: CodeTrigger.Instantiation?
    /// Every instantiation made, with where, whether a presenting call took it, and the case of a
    /// switch over a parameter it was made under.
    private var made: [(instantiation: CodeTrigger.Instantiation, location: String, shown: Bool, enumCase: EnumCase?)] = []
    /// The cases of switches over the method's parameters the reader is in, innermost last (SceneEnums.swift),
    /// and for every `case` it is in, whether that one is among them.
    private var enumCases: [EnumCase] = []
    private var casesTagging: [Bool] = []
    /// Variables declared without a value nor one of the app's classes (`let root: UIViewController`),
    /// which hold the first controller a branch below assigns them.
    private var declaredLocals: Set<String> = []

    /// A parameter of the method: its name inside, the label callers write (`_N` for none), its class.
    struct Parameter {
        var name: String
        var label: String
        var type: String
    }
    /// The method's parameters by name.
    private let parameters: [String: Parameter]
    /// Whether the method is declared `-> Self` (a factory of the class it is called on).
    private let returnsSelf: Bool
    /// The parameters the method adds as children, and the controllers it hands its class's methods
    /// (ChildrenInCode.swift).
    private(set) var childParameters: [ChildParameter] = []
    private(set) var handedArguments: [HandedArgument] = []
    /// Whether the method presents the controller itself (wrapped in a navigation controller it
    /// makes, or not), and the methods it calls on controllers it made (SelfPresentingControllers.swift).
    private(set) var presentsItself: Bool?
    private(set) var callsOnMade: [CallOnMade] = []
    /// The app's classes made here with controllers as arguments, and whether the method adds as a
    /// child a controller it did not make (ContainersGivenChildren.swift).
    private(set) var madeContainers: [MadeContainer] = []
    private(set) var addsChildrenHandedIn = false
    /// Variables holding a navigation controller made around `self`.
    private var navigationsAroundSelf: Set<String> = []
    /// The calls of the class's own methods and on properties of the app's types, and the
    /// window roots set (Coordinators.swift).
    private(set) var methodCalls: [MethodCall] = []
    private(set) var windowRoots: [WindowRoot] = []
    private(set) var parameterMoves: [ParameterMove] = []
    /// Variables holding an empty navigation controller (`UINavigationController()`), and those
    /// holding a coordinator made with one, by name: what its navigation controller shows once started.
    private var emptyNavigations: Set<String> = []
    private var coordinatorNavigations: [String: CodeTrigger.Instantiation] = [:]
    /// Variables holding an object of the app's made here, as the navigation controller its `start()`
    /// would root, should its `navigationController` be read.
    private var madeObjects: [String: CodeTrigger.Instantiation] = [:]
    /// Locals handed to a coordinator made here (`AboutCoordinator(router: modalRouter)`), with the
    /// variable holding that coordinator and what its `start()` roots: presenting the local presents
    /// that (RoutersHandedToCoordinators.swift).
    private var handedToCoordinators: [String: (coordinator: String, started: CodeTrigger.Instantiation)] = [:]
    /// The coordinators made here whose router the method presents: their `start()` roots what is
    /// presented, it moves nothing of the caller's.
    private var presentedCoordinators: Set<String> = []
    /// The class's properties handed to an object of the app's as the class starts, with the variable
    /// holding that object and its class.
    private var propertiesHanded: [(property: String, coordinator: String, type: String)] = []
    /// The variables whose `start()` the method calls: a coordinator, not a container made with a
    /// controller (`AdaptiveStatusBarStyleNavigationController(rootViewController: viewController)`).
    private var startedVariables: Set<String> = []

    /// The class's properties handed to a coordinator it starts (`DatabasePickerCoordinator(router:
    /// _primaryRouter)`, then `start()`), by property: the coordinator's class (RoutersHandedToCoordinators.swift).
    var propertiesHandedToCoordinators: [String: String] {
        var handed: [String: String] = [:]
        for (property, coordinator, type) in propertiesHanded where startedVariables.contains(coordinator) {
            handed[property] = handed[property] ?? type
        }
        return handed
    }
    /// Variables holding UIKit's tab bar controller made here, with the tabs set on it so far.
    private var tabBars: [String: [CodeTrigger.Instantiation]] = [:]
    /// Locals holding the class's own name (KeePassium's `let className = String(describing: self)`).
    private var ownClassNames: [String] = []
    /// The controllers set as the class's own `viewControllers` (`viewControllers = [a, b]`).
    private(set) var ownViewControllers: [CodeTrigger.Instantiation] = []
    /// The columns, style and display mode set on the class itself (SplitViewsInCode.swift).
    private(set) var splitSetUp = SplitSetUp()
    /// The columns it sets on split view controllers of the app's classes it keeps, by class (SplitViewsInCode.swift).
    private(set) var columnsOfOthers: [String: SplitSetUp] = [:]
    /// What is put in UIKit's containers the class keeps in properties (ContainersInProperties.swift).
    private(set) var heldContainers: [String: HeldContainer] = [:]
    /// The app's types made here with an initializer (WindowRoots.swift).
    private(set) var typesMade: [TypeMade] = []
    /// The method's selector (`showTextZoomEditor(inController:forWebView:)`); what it presents on
    /// its parameters, the parameters it passes on, and the calls handing `self` to another
    /// object (PresentersHandedIn.swift).
    let selector: String
    private(set) var parameterPresentations: [ParameterPresentation] = []
    private(set) var presenterForwards: [PresenterForward] = []
    private(set) var selfHandedOver: [SelfHandedOver] = []
    /// The controllers' properties set to `self` (DelegateBindings.swift).
    private(set) var selfBindings: [SelfBinding] = []

    init(method: String, owner: String, reader: ClassReader, parameters: [Parameter] = [], selector: String? = nil,
         returnsSelf: Bool = false) {
        self.method = method
        self.returnsSelf = returnsSelf
        self.owner = owner
        self.selector = selector ?? method + "()"
        self.reader = reader
        self.parameters = Dictionary(parameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        super.init(viewMode: .sourceAccurate)
    }

    /// The types the method casts to (`as`, `as?` or its forced form), in order, each once.
    private(set) var castTypes: [String] = []

    override func visitPost(_ node: AsExprSyntax) { noteCast(node.type) }

    /// A `case` of a `switch` over one of the method's parameters: what is under it is tagged with it.
    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        let current = EnumCase.of(node, over: { self.parameters[$0]?.label })
        if let current { enumCases.append(current) }
        casesTagging.append(current != nil)
        return .visitChildren
    }

    override func visitPost(_ node: SwitchCaseSyntax) {
        if casesTagging.popLast() == true { enumCases.removeLast() }
    }

    /// Unfolded, as the parser leaves it: a cast is a sequence of the value, the `as` and the type.
    override func visitPost(_ node: SequenceExprSyntax) {
        let elements = Array(node.elements)
        for (position, element) in elements.enumerated() where element.is(UnresolvedAsExprSyntax.self) {
            if position + 1 < elements.count, let type = elements[position + 1].as(TypeExprSyntax.self) { noteCast(type.type) }
        }
        noteStoredInProperty(elements)
        noteDisplayMode(elements)
    }

    /// `preferredDisplayMode = .oneBesideSecondary` on the class itself: a split's (SplitViewsInCode.swift).
    private func noteDisplayMode(_ elements: [ExprSyntax]) {
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return }
        let target = Self.unwrapped(elements[0])
        let isOwn = target.as(DeclReferenceExprSyntax.self)?.baseName.text == "preferredDisplayMode"
            || target.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text == "preferredDisplayMode" && Self.isSelf($0.base) } == true
        guard isOwn, let mode = elements[2].as(MemberAccessExprSyntax.self), mode.base == nil else { return }
        splitSetUp.preferredDisplayMode = mode.declName.baseName.text
    }

    /// `self.destination = storyboard.instantiateViewController(withIdentifier: "tabs")`, cast or not
    /// (or without `self.`): the class's property holds that controller, for an
    /// `addChild(destination)` in another of its methods (AltStore's launch controller).
    private func noteStoredInProperty(_ elements: [ExprSyntax]) {
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return }
        noteCoordinator(elements[2], in: elements[0].trimmedDescription.filter { !$0.isWhitespace })
        noteSelfBinding(elements)
        noteViewControllers(elements)
        noteWindowRoot(elements)
        let target = Self.unwrapped(elements[0])
        if let reference = target.as(DeclReferenceExprSyntax.self) { noteArray(elements[2], in: reference.baseName.text) }
        if let reference = target.as(DeclReferenceExprSyntax.self), let held = instantiation(of: elements[2]) {
            let variable = reference.baseName.text
            // A local declared above and given a controller in a branch holds the first one given.
            if declaredLocals.contains(variable), instantiated[variable] == nil { instantiated[variable] = held }
            // Under a case of a switch over a parameter, what a variable is given is that case's
            // result (a factory's `viewController = profile`, returned below it): SceneEnums.swift.
            if let current = enumCases.last {
                made.append((held, "\(reader.file):\(reader.line(of: elements[0]))", false, current))
            }
        }
        let name: String
        if let reference = target.as(DeclReferenceExprSyntax.self), instantiated[reference.baseName.text] == nil {
            name = reference.baseName.text
        } else if let member = target.as(MemberAccessExprSyntax.self),
                  Self.isSelf(member.base) {
            name = member.declName.baseName.text
        } else {
            return
        }
        guard let held = instantiation(of: elements[2]) else { return }
        reader.noteProperty(name, in: owner, holds: held)
    }

    /// `chooseFolder.coordinator = self`: a controller made or held here gets `self` as its
    /// coordinator or delegate (DelegateBindings.swift).
    private func noteSelfBinding(_ elements: [ExprSyntax]) {
        guard Self.isSelf(elements[2]), let member = Self.unwrapped(elements[0]).as(MemberAccessExprSyntax.self),
              let base = member.base, !Self.isSelf(base),
              let made = Self.ownName(base).flatMap({ instantiated[$0] }) ?? heldController(base, storedFirst: true),
              let type = made.knownClass else { return }
        selfBindings.append(SelfBinding(viewController: type, property: member.declName.baseName.text))
    }

    private func noteCast(_ type: TypeSyntax) {
        let name = ClassReader.plainType(type.trimmedDescription)
        if name.first?.isUppercase == true, !castTypes.contains(name) { castTypes.append(name) }
    }

    /// A nested type's methods are its own (the class reader reads them).
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visitPost(_ node: PatternBindingSyntax) {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        guard let value = node.initializer?.value else {
            // `let controller: WebViewController`, assigned in branches below: a controller of that
            // class (an app's view controller), whichever branch makes it (NetNewsWire's article page).
            if let type = node.typeAnnotation.map({ ClassReader.plainType($0.type.trimmedDescription) }),
               Self.isAppClass(type), instantiated[name] == nil {
                instantiated[name] = .instance(of: type)
            } else {
                declaredLocals.insert(name)
            }
            return
        }
        if let storyboard = storyboardName(of: value) { storyboards[name] = storyboard }
        if namesOwnClass(value) { ownClassNames.append(name) }
        if let instantiation = instantiation(of: value) ?? castController(value) { instantiated[name] = instantiation }
        if let values = Self.branchValues(of: value) { branches[name] = values }
        noteArray(value, in: name)
        if let view = SwiftUIScreens.hostedRoot(of: value, views: views) { views[name] = view }
        if isNavigationAroundSelf(value) { navigationsAroundSelf.insert(name) }
        if let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           Self.callee(call).1.hasSuffix("NavigationController") {
            emptyNavigations.insert(name)
        }
        if let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self), case (nil, "UITabBarController") = Self.callee(call) {
            tabBars[name] = []
        }
        noteCoordinator(value, in: name)
    }

    /// `let about = AboutCoordinator(navigationController: modal)` (or a property so assigned):
    /// a class of the app made with an empty navigation controller is a coordinator, and the
    /// navigation controller shows what its `start()` roots it with (Coordinators.swift).
    private func noteCoordinator(_ value: ExprSyntax, in variable: @autoclosure () -> String) {
        guard let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self), case (nil, let type) = Self.callee(call),
              Self.isAppClass(type) else { return }
        let started = CodeTrigger.Instantiation.navigation(startedBy: type)
        // Spelled only now: the text of every assignment's target cost a tenth of an import.
        let variable = variable()
        // One that makes its own navigation controller: what its `start()` roots it with, when its
        // `navigationController` is read here (Mastodon's settings coordinator).
        madeObjects[Self.variableName(variable)] = started
        for argument in call.arguments {
            let handed = Self.unwrapped(argument.expression)
            if let reference = handed.as(DeclReferenceExprSyntax.self), emptyNavigations.contains(reference.baseName.text) {
                instantiated[reference.baseName.text] = started
                coordinatorNavigations[Self.variableName(variable)] = started
            } else if let made = handed.as(FunctionCallExprSyntax.self), made.arguments.isEmpty,
                      Self.callee(made).1.hasSuffix("NavigationController") {
                coordinatorNavigations[Self.variableName(variable)] = started
            } else if let name = Self.ownName(handed) {
                // A router handed to it: one made here by a method of its type (`NavigationRouter.createModal(…)`)
                // and presented here, or one the class keeps whose navigation controller is a column,
                // shows what `start()` roots (RoutersHandedToCoordinators.swift).
                if parameters[name] == nil, instantiated[name]?.factory != nil {
                    handedToCoordinators[name] = (Self.variableName(variable), started)
                } else if parameters[name] == nil, instantiated[name] == nil, !Self.isSelf(handed), Self.isLaunchMethod(method) {
                    // A property, possibly declared in another file (the class's extensions), handed over
                    // as the app starts: only a column's `name.navigationController` reads it, for what
                    // the column shows at launch (not the coordinator a later method hands it to).
                    propertiesHanded.append((name, Self.variableName(variable), type))
                }
            }
        }
    }

    /// Whether a method runs as the object is made or started: its initializer, `start…`, `setup…`.
    static func isLaunchMethod(_ method: String) -> Bool {
        method == "init" || method.hasPrefix(CodeTrigger.Instantiation.coordinatorStart) || method.lowercased().hasPrefix("setup")
    }

    /// `coordinator` for `self.coordinator`, `coordinator?`, `coordinator`.
    static func variableName(_ written: String) -> String {
        var name = written.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
        if name.hasPrefix("self.") { name.removeFirst("self.".count) }
        return name
    }

    /// `x.viewControllers = [a, b]`, each what the code makes: the class's own (a tab bar or split
    /// subclass's), the tabs of UIKit's tab bar controller made here, what a container the class
    /// keeps in a property shows, or a navigation controller's stack.
    private func noteViewControllers(_ elements: [ExprSyntax]) {
        let target = Self.unwrapped(elements[0])
        // The class's own (`viewControllers = [a, b]`, `self.viewControllers = …`, `[a, b].map {
        // UINavigationController(rootViewController: $0) }`): a tab bar subclass's tabs.
        if target.as(DeclReferenceExprSyntax.self)?.baseName.text == "viewControllers"
            || target.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "viewControllers"
                && Self.variableName(target.trimmedDescription) == "viewControllers",
           let (controllers, inNavigation) = controllerList(elements[2]) {
            ownViewControllers = controllers.compactMap { element in
                guard var tab = instantiation(of: element) ?? heldController(element, storedFirst: true) else { return nil }
                tab.inNavigation = tab.inNavigation || inNavigation
                return tab
            }
            return
        }
        guard let array = Self.unwrapped(elements[2]).as(ArrayExprSyntax.self) else { return }
        guard let member = target.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "viewControllers", let base = member.base else { return }
        let variable = Self.variableName(base.trimmedDescription)
        if tabBars[variable] != nil {
            tabBars[variable] = array.elements.compactMap { instantiation(of: $0.expression) }
        } else if let kind = heldKind(of: variable) {
            // UIKit's container the class keeps in a property (ContainersInProperties.swift).
            let listed = array.elements.compactMap { containedController($0.expression) }
            heldContainers[variable, default: HeldContainer(kind: kind)].add(HeldContainer(kind: kind, viewControllers: listed))
        } else if let top = array.elements.compactMap({ containedController($0.expression) }).last {
            if emptyNavigations.contains(variable) {
                // A navigation controller made here given its stack: presenting it presents its top.
                var wrapped = top
                wrapped.inNavigation = true
                instantiated[variable] = wrapped
            } else if variable == "navigationController" || reader.propertyType(variable, in: owner)?.hasSuffix("NavigationController") == true {
                // The controller's own navigation controller, or one the class keeps (a coordinator's):
                // its stack set by assignment is a push of the top, as `setViewControllers(_:animated:)` is.
                triggers.append((owner, CodeTrigger(method: method, action: .push(top),
                                                    location: "\(reader.file):\(reader.line(of: elements[0]))",
                                                    enumCase: enumCases.last)))
            }
        }
    }

    /// The kind of UIKit's container the class keeps in its property `name`, if it keeps one there.
    private func heldKind(of name: String) -> HeldContainer.Kind? {
        reader.propertyType(name, in: owner).flatMap(HeldContainer.kind(declaredAs:))
    }

    /// A controller listed in a container's `viewControllers` or set as a column: one made or held
    /// here, or a navigation controller the class keeps, as its `start()` roots it (a
    /// coordinator's, Coordinators.swift).
    private func containedController(_ expression: ExprSyntax) -> CodeTrigger.Instantiation? {
        // `_primaryRouter.navigationController`, a property of one of the app's classes: what the
        // coordinator handed that router roots it with, else what the object's own `start()` does.
        if let member = Self.unwrapped(expression).as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "navigationController", let base = member.base, let property = Self.ownName(base),
           let type = reader.propertyType(property, in: owner), Self.isAppClass(type) {
            return .navigation(ofRouter: property, keptBy: owner)
        }
        if let made = instantiation(of: expression) ?? heldController(expression, storedFirst: true) { return made }
        guard let name = Self.ownName(expression), reader.propertyType(name, in: owner)?.hasSuffix("NavigationController") == true
        else { return nil }
        return .navigation(startedBy: owner)
    }

    /// `coordinator?.rootViewController`: a property of an object of the app's, known by the type the
    /// class declares it with or made here (ContainersInProperties.swift).
    private func heldRoot(_ value: ExprSyntax) -> HeldRoot? {
        guard let member = Self.unwrapped(value).as(MemberAccessExprSyntax.self), let base = member.base, !Self.isSelf(base)
        else { return nil }
        let variable = Self.variableName(base.trimmedDescription)
        let declared = reader.propertyType(variable, in: owner).flatMap { Self.isAppClass($0) ? $0 : nil }
        return (declared ?? madeObjectType(variable)).map { HeldRoot(type: $0, property: member.declName.baseName.text) }
    }

    /// The class of the app's object a variable holds, made here with its initializer.
    private func madeObjectType(_ variable: String) -> String? {
        madeObjects[variable]?.factory?.split(separator: ".").first.map(String.init)
    }

    /// A variable given a non-empty array literal holds it, unless it holds one already.
    private func noteArray(_ value: ExprSyntax, in variable: String) {
        guard arrays[variable] == nil, let array = Self.unwrapped(value).as(ArrayExprSyntax.self), !array.elements.isEmpty
        else { return }
        arrays[variable] = array.elements.map(\.expression)
    }

    /// The controllers an array lists (written there, or in a variable holding one), and whether
    /// each is wrapped in a navigation controller by a `map` over it (`[home, search].map {
    /// UINavigationController(rootViewController: $0) }`, or an app's helper named for one:
    /// `vcsInTab.map { SJUIUtils.navController(for: $0) }`).
    func controllerList(_ value: ExprSyntax) -> (elements: [ExprSyntax], inNavigation: Bool)? {
        func listed(_ expression: ExprSyntax) -> [ExprSyntax]? {
            let expression = Self.unwrapped(expression)
            if let array = expression.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
            return expression.as(DeclReferenceExprSyntax.self).flatMap { arrays[$0.baseName.text] }
        }
        let value = Self.unwrapped(value)
        if let elements = listed(value) { return (elements, false) }
        guard let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "map", let elements = member.base.flatMap(listed),
              let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              let wrapper = ClosureReturns.first(of: closure).map(Self.unwrapped)?.as(FunctionCallExprSyntax.self),
              wrapper.arguments.first.map({ Self.unwrapped($0.expression).trimmedDescription }) == "$0" else { return nil }
        let name = Self.callee(wrapper).1
        let makesNavigation = name.hasSuffix("NavigationController") && wrapper.arguments.first?.label?.text == "rootViewController"
            || Self.namesNavigationController(name)
        return makesNavigation ? (elements, true) : nil
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
    private func noteWindowRoot(_ elements: [ExprSyntax]) {
        guard let member = Self.unwrapped(elements[0]).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "rootViewController",
              let window = member.base.map({ Self.variableName($0.trimmedDescription) }),
              window == "window" || window.hasSuffix(".window") else { return }
        let location = "\(reader.file):\(reader.line(of: elements[0]))"
        if let tabs = tabBars[Self.variableName(elements[2].trimmedDescription)] {
            windowRoots.append(WindowRoot(made: .windowTabBar, location: location, tabs: tabs, method: method))
        } else if let root = instantiation(of: elements[2]) {
            windowRoots.append(WindowRoot(made: root, location: location, method: method))
        } else if let property = Self.ownName(elements[2]), let type = reader.propertyType(property, in: owner), Self.isAppClass(type) {
            // A property of the delegate's declared with one of the app's view controllers (ownCloud's
            // `lazy var appRootViewController: AppRootViewController`): made in code, of that class.
            windowRoots.append(WindowRoot(made: CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: type),
                                          location: location, method: method))
        } else if let held = heldRoot(elements[2]) {
            windowRoots.append(WindowRoot(made: .windowSplit, location: location, heldIn: held, method: method))
        }
    }

    /// `RSTNavigationController(rootViewController: self)`, UIKit's or an app's.
    private func isNavigationAroundSelf(_ expression: ExprSyntax) -> Bool {
        guard let call = Self.unwrapped(expression).as(FunctionCallExprSyntax.self),
              Self.callee(call).1.hasSuffix("NavigationController"), label(call, 0) == "rootViewController",
              let root = call.arguments.first.map({ Self.unwrapped($0.expression) }) else { return false }
        return Self.isSelf(root)
    }

    /// What a presented argument says of `self`: nil when it is not the controller itself,
    /// else whether it is wrapped in a navigation controller made around it.
    private func selfPresented(_ argument: ExprSyntax) -> Bool? {
        let expression = Self.unwrapped(argument)
        if isNavigationAroundSelf(expression) { return true }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        if reference.baseName.text == "self" { return false }
        return navigationsAroundSelf.contains(reference.baseName.text) ? true : nil
    }

    /// `guard let sub = storyboard?.instantiateViewController(withIdentifier: "sub") as? SubViewController`:
    /// the variable holds what is instantiated, else what the cast names
    /// (`if let hosting = header as? UIHostingController<SurveyView>`).
    override func visitPost(_ node: OptionalBindingConditionSyntax) {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let value = node.initializer?.value, let held = instantiation(of: value) ?? castController(value) else { return }
        instantiated[name] = held
    }

    /// The controller a cast says a value is (`x as? UIHostingController<SurveyView>`, as parsed or unfolded).
    private func castController(_ value: ExprSyntax) -> CodeTrigger.Instantiation? {
        var type: TypeSyntax?
        if let cast = value.as(AsExprSyntax.self) {
            type = cast.type
        } else if let sequence = value.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) { type = elements[2].as(TypeExprSyntax.self)?.type }
        }
        return type.flatMap { Self.controller(declaredAs: ClassReader.plainType($0.trimmedDescription)) }
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
    private func chosenControllers(_ expression: ExprSyntax) -> [CodeTrigger.Instantiation] {
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

    /// What a presenting call shows, one per branch when its argument is a variable one of several
    /// branches gave (NetNewsWire's troubleshooting rows: `let viewController = { switch row { case
    /// .errorLog: return …; case .dinosaurs: return … } }()`, then one push); else `shown(_:)`.
    func shownEach(_ node: FunctionCallExprSyntax) -> [CodeTrigger.Instantiation] {
        let chosen = node.arguments.first.map { chosenControllers($0.expression) } ?? []
        if chosen.count > 1 {
            latest = nil
            return chosen
        }
        return shown(node).map { [$0] } ?? []
    }

    /// The controller a property the class declares holds (`addChild(promoHostingController)`):
    /// the scene of its declared class, else what a method stored in it; with `storedFirst`, what
    /// was stored (`home = HomeViewController()`, made in code) before the declared class.
    private func heldController(_ expression: ExprSyntax, storedFirst: Bool = false) -> CodeTrigger.Instantiation? {
        guard let name = Self.ownName(expression) else { return nil }
        if storedFirst, let stored = reader.propertyController(name, in: owner) { return stored }
        return reader.propertyType(name, in: owner).flatMap(Self.controller(declaredAs:))
            ?? reader.propertyController(name, in: owner)
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        let (base, name) = Self.callee(node)
        let location = "\(reader.file):\(reader.line(of: node))"
        noteMadeContainer(node, named: name, base: base, at: location)
        if base == nil, Self.isAppClass(name), !typesMade.contains(where: { $0.type == name }) {
            typesMade.append(TypeMade(caller: method, type: name))
        }
        if base == nil, Self.isAppClass(name) {
            // `SettingsViewController(coordinator: self)`: the argument's label names the property.
            for argument in node.arguments where Self.isSelf(argument.expression) {
                if let label = argument.label?.text { selfBindings.append(SelfBinding(viewController: name, property: label)) }
            }
        }
        func add(_ action: CodeTrigger.Action) {
            triggers.append((owner, CodeTrigger(method: method, action: action, location: location, enumCase: enumCases.last)))
        }
        // A presenting call on a property whose class is an app's (a coordinator's
        // `rootSplitViewController.present(…)`) is that class's scenes'; on anything else
        // (`self`, `navigationController?`, a local, a property typed `UIViewController`,
        // which may be any scene) the method's own class's.
        func addShown(_ action: CodeTrigger.Action) {
            if case .other(let receiver) = receiver(of: base), !receiver.hasPrefix("UI") {
                triggers.append((receiver, CodeTrigger(method: "\(owner).\(method)", action: action, location: location,
                                                       enumCase: enumCases.last)))
            } else {
                add(action)
            }
        }
        switch name {
        case "setViewController" where label(node, 1) == "for":
            // A split view controller filling its own column (SplitViewsInCode.swift), one the
            // class keeps in a property (ContainersInProperties.swift), or one of the app's split
            // subclasses kept in a property (KeePassium's `_rootSplitVC`, a `RootSplitVC`).
            let kept = base.flatMap { base in Self.isSelf(base) ? nil : Self.variableName(base.trimmedDescription) }
            let appClass = kept.flatMap { reader.propertyType($0, in: owner) }.flatMap { Self.isAppClass($0) ? $0 : nil }
            guard kept == nil || kept.flatMap(heldKind(of:)) == .split || appClass != nil else { return }
            let arguments = Array(node.arguments)
            guard let column = arguments[1].expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  let made = containedController(arguments[0].expression) else { return }
            let set = SplitColumn(column: column, made: made, location: location)
            if let appClass, kept.flatMap(heldKind(of:)) == nil {
                columnsOfOthers[appClass, default: SplitSetUp()].columns.append(set)
            } else if let base, !Self.isSelf(base) {
                heldContainers[Self.variableName(base.trimmedDescription), default: HeldContainer(kind: .split)].columns.append(set)
            } else {
                splitSetUp.columns.append(set)
            }
        case "init" where base?.is(SuperExprSyntax.self) == true && label(node, 0) == "style":
            splitSetUp.style = node.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        case "performSegue":
            guard label(node, 0) == "withIdentifier", let identifier = node.arguments.first.flatMap({ string(of: $0.expression) })
            else { return }
            addOnReceiver(.performSegue(identifier), on: base, node: node, location: location)
        case "perform" where label(node, 0) == "segue":
            // SwiftGen's StoryboardSegueType.perform(segue:sender:).
            guard let identifier = node.arguments.first.flatMap({ string(of: $0.expression) }) else { return }
            addOnReceiver(.performSegue(identifier), on: base, node: node, location: location)
        case "instantiateViewController", "instantiateInitialViewController", "instantiate", "UIHostingController",
             _ where name.hasPrefix("instantiate") && node.arguments.count == 1 && Self.metatype(node.arguments.first?.expression) != nil:
            if let instantiation = instantiation(of: ExprSyntax(node)) {
                latest = instantiation
                made.append((instantiation, location, false, enumCases.last))
            }
        case "present" where node.arguments.count >= 1 && label(node, 0) == nil:
            // The controller presenting itself on another (the one it is handed).
            if !receiver(of: base).isOwner, let first = node.arguments.first, let inNavigation = selfPresented(first.expression) {
                presentsItself = inNavigation
                return
            }
            if parameter(named: node.arguments.first?.expression) != nil, latest == nil {
                noteParameterMove(node, .present)
                return
            }
            if let made = shown(node) {
                // On a parameter: what a helper presents on the controller it is handed.
                if let base, let parameter = parameter(named: base) {
                    parameterPresentations.append(ParameterPresentation(slot: PresenterSlot(selector: selector, label: parameter.label),
                                                                        made: made, location: location))
                }
                addShown(.present(made))
            }
        case "show" where label(node, 1) == "sender":
            for made in shownEach(node) { addShown(.show(made)) }
        case "showDetailViewController":
            if let made = shown(node) { addShown(.detail(made)) }
        case "pushViewController":
            let shownHere = shownEach(node)
            for made in shownHere { add(.push(made)) }
            if shownHere.isEmpty { noteParameterMove(node, .push) }
        case "setViewControllers" where base.map { tabBars[Self.variableName($0.trimmedDescription)] != nil } == true:
            // A tab bar controller made here: its tabs.
            guard let base, let array = node.arguments.first.map({ Self.unwrapped($0.expression) })?.as(ArrayExprSyntax.self)
            else { return }
            tabBars[Self.variableName(base.trimmedDescription)] = array.elements.compactMap { instantiation(of: $0.expression) }
        case "setViewControllers" where !node.arguments.contains(where: { $0.label?.text == "direction" }):
            // A navigation controller's stack (a page view controller's pages take a `direction:`); on
            // the class itself, its own (a tab bar subclass's tabs, CodeScreens, or its own stack).
            if base == nil || receiver(of: base).isOwner && base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
               let array = node.arguments.first.map({ Self.unwrapped($0.expression) })?.as(ArrayExprSyntax.self) {
                ownViewControllers = array.elements.compactMap { instantiation(of: $0.expression) }
            }
            if let made = shown(node) { add(.push(made)) } else { noteParameterMove(node, .push) }
        case "setViewControllers":
            // A page view controller's page, on one the class holds (a property): the page is on
            // screen inside this controller, not presented by it.
            guard let base, case .other(let type) = receiver(of: base), type.hasSuffix("PageViewController") else { return }
            if let made = shown(node) { add(.page(made)) }
        case "dismiss" where label(node, 0) == "animated" && (node.arguments.count == 1 || label(node, 1) == "completion"):
            // UIKit's `dismiss(animated:completion:)`, not a view's of its own (KeePassium's action
            // sheet view's `dismiss(animated:delayed:)`).
            add(.dismiss)
        case "popViewController" where label(node, 0) == "animated":
            add(.pop)
        case "addChild" where node.arguments.count == 1 && label(node, 0) == nil,
             "addChildViewController" where node.arguments.count == 1 && label(node, 0) == nil:
            // A child added in code, on this controller (a custom container's own work).
            // Only what the argument names: the latest instantiation may be another's.
            guard receiver(of: base).isOwner, let first = node.arguments.first else { return }
            if let parameter = parameter(named: first.expression) {
                // The method's parameter: of a class of the app, that class's scene; else
                // whatever the methods calling this one hand it (ChildrenInCode.swift).
                if Self.isAppClass(parameter.type) {
                    add(.addChild(.instance(of: parameter.type)))
                } else if !childParameters.contains(where: { $0.label == parameter.label }) {
                    childParameters.append(ChildParameter(method: method, label: parameter.label))
                }
            } else if instantiation(of: first.expression) != nil, let made = shown(node) {
                add(.addChild(made))
            } else if let held = heldController(first.expression) {
                add(.addChild(held))
            } else {
                let chosen = chosenControllers(first.expression)
                for made in chosen { add(.addChild(made)) }
                // A child it was given (a property its initializer set): ContainersGivenChildren.swift.
                if chosen.isEmpty { addsChildrenHandedIn = true }
            }
        default:
            // A method's name (`_pushInitialViewController`, a leading underscore for internal ones), not a type's.
            guard name.first?.isLowercase == true || name.first == "_" else { return }
            // The class's own helper that makes what its arguments name and shows it itself.
            if receiver(of: base).isOwner, let helper = reader.declarations.helper(name), let shows = helper.shows,
               let made = instantiation(through: helper, node) {
                switch shows {
                case .push: add(.push(made))
                case .present: add(.present(made))
                case .show: add(.show(made))
                }
            }
            noteMethodCall(node, named: name, on: base)
            if name == CodeTrigger.Instantiation.coordinatorStart, let base { startedVariables.insert(Self.variableName(base.trimmedDescription)) }
            // A controller handed to a method of the class's own, which may add it as a child.
            if receiver(of: base).isOwner { noteHanded(node, to: name, at: location) }
            notePresenters(node, named: name, at: location, onOwner: receiver(of: base).isOwner)
            // A method called on a controller made here, which may present itself.
            if let base, let reference = Self.unwrapped(base).as(DeclReferenceExprSyntax.self),
               let made = instantiated[reference.baseName.text] {
                callsOnMade.append(CallOnMade(caller: method, callee: name, made: made, location: location))
            }
        }
    }

    /// A call of the class's own method, or of a method on a property of one of the app's types (a
    /// delegate, a coordinator, a router): what it reaches may move, the controllers it is handed
    /// among them (Coordinators.swift).
    private func noteMethodCall(_ call: FunctionCallExprSyntax, named name: String, on base: ExprSyntax?) {
        let labels = call.arguments.enumerated().map { position, argument in argument.label?.text ?? "_\(position)" }
        let selector = PresenterSlot.selector(name, labels: labels)
        let handed = zip(call.arguments, labels).compactMap { argument, label -> MethodCall.Handed? in
            // Made here, or held in a property (a coordinator's `aboutVC`, made in its initializer).
            (instantiation(of: argument.expression) ?? heldController(argument.expression, storedFirst: true))
                .map { MethodCall.Handed(label: label, made: $0) }
        }
        var noted = MethodCall(caller: method, receiverType: nil, calleeName: name, calleeSelector: selector)
        noted.handed = handed
        for (argument, label) in zip(call.arguments, labels) {
            if let written = EnumCase.literal(argument.expression) { noted.enumArguments[label] = written }
            if let reference = argument.expression.as(DeclReferenceExprSyntax.self), let parameter = parameters[reference.baseName.text] {
                noted.passedOn[label] = parameter.label
            }
        }
        noted.location = "\(reader.file):\(reader.line(of: call))"
        noted.enumCase = enumCases.last
        noted.property = base.flatMap(Self.ownName)
        switch receiver(of: base) {
        case .owner:
            methodCalls.append(noted)
        case .other(let type) where Self.isAppClass(type) || Self.isAppComposition(type):
            noted.receiverType = type
            methodCalls.append(noted)
        case .unknown:
            // A property another file declares (a superclass's `_router`), found once every file is read.
            guard let base else { return }
            let expression = Self.unwrapped(base)
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                // A type of the app's by name (`DataSourceFacade.coordinate…(provider: self)`): its static method.
                let name = reference.baseName.text
                if name.first?.isUppercase == true, Self.isAppClass(name) {
                    noted.receiverType = name
                } else if let type = parameters[name]?.type, Self.isAppClass(type) {
                    // A parameter of one of the app's types (`to router: NavigationRouter`).
                    noted.receiverType = type
                } else if let type = madeObjectType(name), coordinatorNavigations[name] == nil {
                    // An object of the app's made here (`let child = AccountCoordinator(…)`, then
                    // `child.start()`), moving where the caller does. One handed a navigation controller
                    // made here moves in that one, which the caller presents: what its `start()` roots
                    // it with is that presentation's (Coordinators.swift), not a push of the caller's.
                    noted.receiverType = type
                    noted.isOnObjectMadeHere = true
                } else {
                    noted.receiverProperty = name
                }
            } else if let type = Self.sharedInstanceClass(expression) {
                noted.receiverType = type
            } else if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
                // `self.coordinator`, or another object's (`provider.coordinator`): the type the app
                // declares the property with (ProtocolExtensions.swift).
                noted.receiverProperty = member.declName.baseName.text
            } else {
                return
            }
            methodCalls.append(noted)
        case .other:
            break
        }
    }

    /// How a class member holding a class's one instance starts (`shared`, `sharedInstance`, `current`).
    static let sharedInstanceNames = ["shared", "current", "default"]

    /// `SidebarContainer(main: navigation, sidebar: TagsViewController())`: an app's class made
    /// with controllers as arguments, which are its children if it adds what it is handed.
    private func noteMadeContainer(_ node: FunctionCallExprSyntax, named name: String, base: ExprSyntax?, at location: String) {
        guard base == nil, Self.isAppClass(name), !node.arguments.isEmpty, label(node, 0) != "coder" else { return }
        let children = node.arguments.compactMap { instantiation(of: $0.expression) }
        guard !children.isEmpty else { return }
        let made = MadeContainer(type: name, children: children, location: location)
        if !madeContainers.contains(made) { madeContainers.append(made) }
    }

    /// The class whose shared instance an expression reads (`SPAppDelegate.shared()`,
    /// `AppCoordinator.shared`): a class member of an app's class, called or not, which is how an
    /// app reaches its delegate or a coordinator from anywhere; nil for anything else.
    static func sharedInstanceClass(_ expression: ExprSyntax) -> String? {
        var accessed = expression
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty { accessed = call.calledExpression }
        guard let member = accessed.as(MemberAccessExprSyntax.self),
              let base = member.base.flatMap({ unwrapped($0).as(DeclReferenceExprSyntax.self) }),
              sharedInstanceNames.contains(where: member.declName.baseName.text.lowercased().hasPrefix)
        else { return nil }
        let type = base.baseName.text
        return isAppClass(type) ? type : nil
    }

    /// `navigationController.pushViewController(viewController, …)` of the method's parameter: a
    /// router's method, which moves to whatever its callers hand it (Coordinators.swift).
    private func noteParameterMove(_ node: FunctionCallExprSyntax, _ kind: ParameterMove.Kind) {
        guard let first = node.arguments.first else { return }
        var argument = Self.unwrapped(first.expression)
        if let array = argument.as(ArrayExprSyntax.self), let last = array.elements.last { argument = Self.unwrapped(last.expression) }
        guard let parameter = parameter(named: argument) else { return }
        parameterMoves.append(ParameterMove(method: method, label: parameter.label, kind: kind))
    }

    /// A parameter passed on to a method of the class's own, or `self` handed to another object's
    /// method: the ways a presenter reaches a helper that presents on it (PresentersHandedIn.swift).
    private func notePresenters(_ call: FunctionCallExprSyntax, named name: String, at location: String, onOwner: Bool) {
        let labels = call.arguments.enumerated().map { position, argument in argument.label?.text ?? "_\(position)" }
        let selector = PresenterSlot.selector(name, labels: labels)
        for (argument, label) in zip(call.arguments, labels) {
            let value = Self.unwrapped(argument.expression)
            if onOwner, let parameter = parameter(named: argument.expression) {
                presenterForwards.append(PresenterForward(from: PresenterSlot(selector: self.selector, label: parameter.label),
                                                          to: PresenterSlot(selector: selector, label: label)))
            } else if !onOwner, value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                selfHandedOver.append(SelfHandedOver(caller: method, slot: PresenterSlot(selector: selector, label: label),
                                                     location: location))
            }
        }
    }

    /// The parameter an expression names, if it names one of the method's.
    private func parameter(named expression: ExprSyntax?) -> Parameter? {
        guard let expression, let reference = Self.unwrapped(expression).as(DeclReferenceExprSyntax.self) else { return nil }
        return parameters[reference.baseName.text]
    }

    /// Whether a declared type is a class of the app's, not UIKit's nor a protocol's or a generic's.
    static func isAppClass(_ type: String) -> Bool {
        type.first?.isUppercase == true && !type.hasPrefix("UI") && type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Whether a declared type is a composition of the app's protocols (`Coordinator&AccountListing`,
    /// as `ClassReader.plainType` writes it): a call on it runs in the classes conforming to them.
    static func isAppComposition(_ type: String) -> Bool {
        type.contains("&") && type.split(separator: "&").allSatisfy { isAppClass(String($0)) }
    }

    /// Each argument of a call of the class's own method that is a controller: one made here, a
    /// parameter of an app's class, or a parameter of a controller type passed on.
    private func noteHanded(_ call: FunctionCallExprSyntax, to callee: String, at location: String) {
        for (position, argument) in call.arguments.enumerated() {
            let label = argument.label?.text ?? "_\(position)"
            var value: HandedArgument.Value?
            if let parameter = parameter(named: argument.expression) {
                if Self.isAppClass(parameter.type) {
                    value = .made(.instance(of: parameter.type))
                } else if parameter.type.hasSuffix("Controller") {
                    value = .parameter(parameter.label)
                }
            } else if let made = instantiation(of: argument.expression),
                      made.factory == nil || Self.unwrapped(argument.expression).is(DeclReferenceExprSyntax.self) {
                // A variable holding a controller, or one made in the call (not any call's result).
                value = .made(made)
            } else if let held = heldController(argument.expression) {
                value = .made(held)
            } else {
                for chosen in chosenControllers(argument.expression) {
                    handedArguments.append(HandedArgument(caller: method, callee: callee, label: label, value: .made(chosen),
                                                          location: location))
                }
            }
            if let value {
                handedArguments.append(HandedArgument(caller: method, callee: callee, label: label, value: value, location: location))
            }
        }
    }

    /// A controller returned (`return SyncSettingsViewController(…)`, or a body of one
    /// expression) is handed on, as an instantiation no call shows.
    override func visitPost(_ node: ReturnStmtSyntax) {
        // A closure's `return` is the closure's (a storyboard's `creator:` returns its own controller).
        var enclosing = node.parent
        while let next = enclosing, !next.is(FunctionDeclSyntax.self), !next.is(AccessorBlockSyntax.self) {
            if next.is(ClosureExprSyntax.self) { return }
            enclosing = next.parent
        }
        if let value = node.expression { noteHandedOn(value, returned: returnsSelf) }
    }

    override func visitPost(_ node: CodeBlockItemListSyntax) {
        // The implicit return of a body of one expression (a computed property, a closure).
        guard node.count == 1, let only = node.first?.item.as(ExprSyntax.self),
              node.parent?.is(AccessorBlockSyntax.self) == true || node.parent?.parent?.is(AccessorBlockSyntax.self) == true
                || node.parent?.parent?.is(FunctionDeclSyntax.self) == true else { return }
        noteHandedOn(only)
    }

    private func noteHandedOn(_ expression: ExprSyntax, returned: Bool = false) {
        // A factory's result returned is this method's too (`createSearchTableVC()` returns what
        // `SearchTableViewController.loadFromStoryboard(named:)` makes): factories of factories.
        // A call of the class's own method is no factory's result as a body (`performSegue(…)`), but
        // is when a method declared `-> Self` returns it (KeePassium's `instantiateFromStoryboard()`
        // returning `instantiateHelper(storyboardName: name)`).
        guard let instantiation = instantiation(of: expression),
              returned || instantiation.factory.map({ !$0.hasPrefix(owner + ".") }) ?? true,
              !made.contains(where: { $0.instantiation == instantiation }) else { return }
        made.append((instantiation, "\(reader.file):\(reader.line(of: expression))", false, enumCases.last))
    }

    /// The instantiations no presenting call took: handed on to code the
    /// reader does not follow (a factory's `return`, a page data source).
    func finish() {
        // A coordinator whose router this method presents moves in that presentation, not in the caller.
        if !presentedCoordinators.isEmpty {
            methodCalls.removeAll { call in
                call.isOnObjectMadeHere && call.property.map(presentedCoordinators.contains) == true
            }
        }
        struct Handed: Hashable {
            var instantiation: CodeTrigger.Instantiation
            var enumCase: EnumCase?
        }
        var seen: Set<Handed> = []
        for entry in made where !entry.shown && seen.insert(Handed(instantiation: entry.instantiation, enumCase: entry.enumCase)).inserted {
            guard !made.contains(where: { $0.shown && $0.instantiation.withoutNavigation == entry.instantiation.withoutNavigation })
            else { continue }
            triggers.append((owner, CodeTrigger(method: method, action: .instantiate(entry.instantiation), location: entry.location,
                                                enumCase: entry.enumCase)))
        }
    }

    // MARK: - Reading expressions

    /// The called expression's base and name: `self.performSegue` → (self, performSegue).
    static func callee(_ node: FunctionCallExprSyntax) -> (ExprSyntax?, String) {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            return (member.base, member.declName.baseName.text)
        }
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            return (nil, reference.baseName.text)
        }
        return (nil, "")
    }

    func label(_ node: FunctionCallExprSyntax, _ index: Int) -> String? {
        let arguments = Array(node.arguments)
        guard index < arguments.count else { return nil }
        return arguments[index].label?.text
    }

    /// The expression inside force unwraps, optional chaining, parentheses and casts.
    /// `self`, unwrapped (`self!`, `(self)`, `self as X`), asked of the token: a whole chain's text
    /// built to compare it with "self" cost a fifth of DuckDuckGo's import.
    static func isSelf(_ expression: ExprSyntax?) -> Bool {
        guard let expression else { return false }
        return unwrapped(expression).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(forced.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return unwrapped(optional.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return unwrapped(only.expression)
        }
        if let cast = expression.as(AsExprSyntax.self) { return unwrapped(cast.expression) }
        // A cast as the parser leaves it, unfolded: the value, `as`, the type.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let value = sequence.elements.first, sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true {
            return unwrapped(value)
        }
        return expression
    }

    /// The text an identifier expression stands for: a literal, a constant,
    /// an enum case or its `rawValue`.
    func string(of expression: ExprSyntax) -> String? {
        let expression = Self.unwrapped(expression)
        if let literal = expression.as(StringLiteralExprSyntax.self) { return literal.representedLiteralValue }
        var path = expression.trimmedDescription.filter { !$0.isWhitespace }
        if path.hasSuffix(".rawValue") { path.removeLast(".rawValue".count) }
        if path.hasPrefix("Self.") { path.removeFirst("Self.".count) }
        if path.hasPrefix(".") { path.removeFirst() }
        guard path.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), !path.isEmpty else { return nil }
        if let value = reader.declarations.constant(path) { return value }
        let parts = path.split(separator: ".").map(String.init)
        // SwiftGen and hand-written enums: the last part is the case, and with no raw value its name.
        for start in parts.indices.dropFirst() {
            if let value = reader.declarations.constant(parts[start...].joined(separator: ".")) { return value }
        }
        if parts.count > 1, let last = parts.last, expression.is(MemberAccessExprSyntax.self) { return last }
        // An enum's case with its type left to inference (`named: .search`), declared elsewhere: its name.
        if parts.count == 1, let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return parts[0] }
        return nil
    }

    /// The storyboard an expression is: `UIStoryboard(name: "S", bundle: nil)`, a variable holding one,
    /// or a storyboard property of `UIStoryboard`'s (`UIStoryboard.settings`, an app's extension).
    func storyboardName(of expression: ExprSyntax) -> String? {
        let expression = Self.unwrapped(expression)
        if let call = expression.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIStoryboard",
           label(call, 0) == "name", let first = call.arguments.first {
            return string(of: first.expression)
                ?? (namesOwnClass(first.expression) ? CodeTrigger.Instantiation.ownClassName : nil)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return storyboards[reference.baseName.text] }
        // `UIStoryboard.auction()`: an app's class method, read as its property would be.
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           call.calledExpression.is(MemberAccessExprSyntax.self) {
            return storyboardName(of: call.calledExpression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base.map({ Self.unwrapped($0).trimmedDescription }) == "UIStoryboard" {
            let property = member.declName.baseName.text
            // Defined in this file (`static var settings: UIStoryboard { UIStoryboard(name: "Settings", …) }`),
            // else, as apps name them (often in a module the app folder does not hold), after the
            // storyboard with its first letter capitalised.
            return reader.declarations.storyboard("UIStoryboard." + property)
                ?? property.prefix(1).uppercased() + property.dropFirst()
        }
        return nil
    }

    /// Whether an expression is the name of the class the code runs on (`String(describing:
    /// self)` in a static method, `String(describing: Self.self)`, `"\(self)"`), alone or as
    /// the default of a `??` (`name?.rawValue ?? String(describing: self)`).
    func namesOwnClass(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedDescription.filter { !$0.isWhitespace }
        return (["String(describing:self)", "String(describing:Self.self)", "String(describing:type(of:self))", "\"\\(self)\""]
                + ownClassNames).contains { text == $0 || text.hasSuffix("??" + $0) }
    }

    /// What an expression instantiates from a storyboard, if it does.
    func instantiation(of expression: ExprSyntax) -> CodeTrigger.Instantiation? {
        let expression = Self.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return instantiated[reference.baseName.text] }
        // A started coordinator's navigation controller (`coordinator?.navigationController`), or a
        // controller's own, read where the code made it: the navigation controller made around it
        // (KeePassium's `placeholder.navigationController`, its placeholder wrapped in a router's).
        // Which of the two an object of the app's made here is shows once its class is known
        // (`SourceIndex.resolvingFactory`).
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "navigationController",
           let base = member.base {
            let variable = Self.variableName(base.trimmedDescription)
            if let started = coordinatorNavigations[variable] ?? madeObjects[variable] { return started }
            if var made = instantiated[variable] {
                made.inNavigation = true
                return made
            }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        // A closure called where it is written (`let navigation: UINavigationController = { … }()`): what it returns.
        if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            return call.arguments.isEmpty ? ClosureReturns.first(of: closure).flatMap(instantiation(of:)) : nil
        }
        let (base, name) = Self.callee(call)
        switch name {
        case "instantiateViewController" where label(call, 0) == "withIdentifier" || label(call, 0) == "identifier":
            // iOS 13's `instantiateViewController(identifier:creator:)` as well.
            guard let first = call.arguments.first,
                  let identifier = string(of: first.expression)
                    ?? (namesOwnClass(first.expression) ? CodeTrigger.Instantiation.ownClassName : nil) else { return nil }
            return CodeTrigger.Instantiation(storyboard: base.flatMap(storyboardName(of:)), identifier: identifier)
        case _ where name.hasPrefix("instantiate") && base.flatMap(storyboardName(of:)) != nil
            && call.arguments.count == 1 && Self.metatype(call.arguments.first?.expression) != nil:
            // An app's helper on a storyboard that instantiates by class, its name the identifier:
            // `UIStoryboard.main.instantiateController(ofType: ImageViewController.self)`.
            guard let type = Self.metatype(call.arguments.first?.expression) else { return nil }
            return CodeTrigger.Instantiation(storyboard: base.flatMap(storyboardName(of:)), identifier: type)
        case "instantiateInitialViewController":
            guard let storyboard = base.flatMap(storyboardName(of:)) else { return nil }
            return CodeTrigger.Instantiation(storyboard: storyboard, identifier: nil)
        case "instantiate" where (base?.trimmedDescription ?? "").contains("StoryboardScene"):
            // SwiftGen: StoryboardScene.Main.initialScene.instantiate(), StoryboardScene.Main.detail.instantiate().
            // (An app's own `instantiate(…)` is a factory, below.)
            let parts = (base?.trimmedDescription ?? "").split(separator: ".").map(String.init)
            guard parts.count >= 3, parts[parts.count - 3] == "StoryboardScene" else { return nil }
            let storyboard = parts[parts.count - 2]
            let scene = parts[parts.count - 1]
            return CodeTrigger.Instantiation(storyboard: storyboard, identifier: scene == "initialScene" ? nil : scene)
        case _ where name.hasSuffix("NavigationController") && label(call, 0) == "rootViewController":
            // UIKit's or an app's subclass (`RSTNavigationController(rootViewController:)`): a navigation
            // controller made in code around what was instantiated (CodeNavigation).
            guard var inner = call.arguments.first.flatMap({ instantiation(of: $0.expression) }) else { return nil }
            inner.inNavigation = true
            return inner
        case "UIHostingController" where label(call, 0) == "rootView":
            guard let root = call.arguments.first.flatMap({ SwiftUIScreens.hostedRoot(of: $0.expression, views: views) })
            else { return nil }
            return CodeTrigger.Instantiation(storyboard: SwiftUIScreens.storyboardName, identifier: SwiftUIScreens.identifier(of: root))
        case _ where Self.namesNavigationController(name) && call.arguments.first.flatMap({ instantiation(of: $0.expression) }) != nil:
            // An app's helper named for the navigation controller it makes around what it is
            // handed (Pocket Casts' `SJUIUtils.navController(for: createFilterVC)`), as the tabs' `map`.
            guard var inner = call.arguments.first.flatMap({ instantiation(of: $0.expression) }) else { return nil }
            inner.inNavigation = true
            return inner
        default:
            // A storyboard's own helper of the app's (AppWideDeclarations.swift), called on a storyboard.
            if let base, !Self.isSelf(base), let helper = reader.declarations.helper(name), helper.storyboardIsReceiver {
                return instantiation(through: helper, call, on: base)
            }
            // A method that makes it: `Type.make(…)` of a type, or a method of the class's own;
            // what it makes is known once every file is read (SourceIndex.codeTriggers(of:)).
            // (`self.make(…)` is the class's own, as `make(…)` is.)
            if let base, !Self.isSelf(base) {
                let type = Self.unwrapped(base).trimmedDescription
                guard type.first?.isUppercase == true, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                    return nil
                }
                // A storyboard the call names (`loadFromStoryboard(named: .search)`), for a factory
                // that instantiates by the class's own name from the storyboard it is given.
                let named = call.arguments.first.flatMap { argument -> String? in
                    guard let label = argument.label?.text.lowercased(), label == "named" || label.contains("storyboard")
                    else { return nil }
                    return string(of: argument.expression)
                }
                return CodeTrigger.Instantiation(storyboard: named, identifier: nil, factory: "\(FlowNames.className(type)).\(name)")
            }
            // `PasswordsViewController(…)`: a controller made in code, a screen if it is one of the
            // app's view controllers (CodeScreens; SourceIndex drops the rest).
            if name.first?.isUppercase == true, !name.hasPrefix("UI") {
                // `X(coder: coder, …)` is the storyboard decoding its own scene (a `creator:`
                // closure, an `@IBSegueAction`): that scene, not another made in code.
                guard label(call, 0) != "coder" else { return nil }
                return CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: name)
            }
            guard !name.isEmpty, name.first?.isLowercase == true else { return nil }
            if let helper = reader.declarations.helper(name) { return instantiation(through: helper, call) }
            var factory = CodeTrigger.Instantiation(storyboard: nil, identifier: nil, factory: "\(owner).\(name)")
            // The method's parameters it passes on, for the case a call of this method names (SceneEnums.swift).
            for (position, argument) in call.arguments.enumerated() {
                if let passed = parameter(named: argument.expression) {
                    factory.forwarded[argument.label?.text ?? "_\(position)"] = passed.label
                }
            }
            return factory
        }
    }

    /// What a call of an instantiating helper makes, from its arguments (and the storyboard it is
    /// called on, for a storyboard's own helper).
    func instantiation(through helper: InstantiatingHelper, _ call: FunctionCallExprSyntax,
                       on receiver: ExprSyntax? = nil) -> CodeTrigger.Instantiation? {
        let arguments = Array(call.arguments)
        guard helper.identifierArgument < arguments.count else { return nil }
        let argument = Self.unwrapped(arguments[helper.identifierArgument].expression)
        // `.detail` for a parameter of the app's enum type: that enum's case, read for its raw value.
        let typedCase = helper.identifierType.flatMap { type -> String? in
            guard let member = argument.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
            return reader.declarations.constant(type + "." + member.declName.baseName.text)
        }
        guard let identifier = typedCase ?? string(of: argument) else { return nil }
        var storyboard: String?
        if helper.storyboardIsReceiver {
            storyboard = receiver.flatMap(storyboardName(of:))
        } else if let position = helper.storyboardArgument, position < arguments.count {
            storyboard = string(of: arguments[position].expression)
        } else if let named = helper.storyboard {
            storyboard = string(of: named)
        }
        return CodeTrigger.Instantiation(storyboard: storyboard, identifier: identifier)
    }

    /// `Name.self` → `Name`.
    static func metatype(_ expression: ExprSyntax?) -> String? {
        guard let member = expression.map(unwrapped)?.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "self", let base = member.base?.trimmedDescription,
              base.first?.isUppercase == true, base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return base
    }

    /// What a presenting call shows: its first argument when that names an
    /// instantiation, else the latest instantiation of the method.
    func shown(_ node: FunctionCallExprSyntax) -> CodeTrigger.Instantiation? {
        defer { latest = nil }
        var shown = latest
        if let first = node.arguments.first {
            if let name = Self.ownName(first.expression), let handed = handedToCoordinators[name],
               startedVariables.contains(handed.coordinator) {
                // A router handed to a coordinator made here (KeePassium's `viewController.present(modalRouter, …)`):
                // the navigation controller it wraps, as that coordinator's `start()` roots it.
                shown = handed.started
                presentedCoordinators.insert(handed.coordinator)
            } else if let array = Self.unwrapped(first.expression).as(ArrayExprSyntax.self) {
                if let last = array.elements.compactMap({ instantiation(of: $0.expression) }).last { shown = last }
            } else if let named = instantiation(of: first.expression) {
                shown = named
            } else if let held = heldController(first.expression, storedFirst: true) {
                // A property holding what a method of the class stored in it, or declared with one of
                // the app's view controllers (a coordinator's `settingsViewController`, made in its initializer).
                shown = held
            } else if method == CodeTrigger.Instantiation.coordinatorStart, let navigation = containedController(first.expression) {
                // A coordinator's `start()` presenting the navigation controller it keeps
                // (`presentedOn.present(navigationController, animated: true)`, Mastodon's settings):
                // that navigation controller as `start()` roots it (Coordinators.swift).
                shown = navigation
            }
        }
        if let shown {
            // Shown in a navigation controller made around it is shown all the same.
            for position in made.indices where made[position].instantiation.withoutNavigation == shown.withoutNavigation {
                made[position].shown = true
            }
        }
        return shown
    }

    /// The class a call is made on: `self` or nothing is the owner; a
    /// property declared with a class is that class; anything else (a local
    /// variable, `presentingViewController`) is not known, and the call is
    /// set aside as not understood rather than given to the owner.
    enum Receiver {
        case owner, other(String), unknown

        var isOwner: Bool { if case .owner = self { return true } else { return false } }
    }

    func receiver(of base: ExprSyntax?) -> Receiver {
        guard let base else { return .owner }
        let expression = Self.unwrapped(base)
        if Self.isSelf(expression) { return .owner }
        return Self.ownName(expression).flatMap { reader.propertyType($0, in: owner) }.map(Receiver.other) ?? .unknown
    }

    /// The name an expression gives a variable or a property of the class's own: `name` or
    /// `self.name` (unwrapped: `name?`, `self.name!`); nil for anything else.
    static func ownName(_ expression: ExprSyntax) -> String? {
        let expression = unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self), isSelf(member.base) else { return nil }
        return member.declName.baseName.text
    }

    /// A trigger on what `base` is: the owner's, a property's class's, or set aside as not understood.
    func addOnReceiver(_ action: CodeTrigger.Action, on base: ExprSyntax?, node: FunctionCallExprSyntax, location: String) {
        switch receiver(of: base) {
        case .owner:
            triggers.append((owner, CodeTrigger(method: method, action: action, location: location, enumCase: enumCases.last)))
        case .other(let receiver):
            triggers.append((receiver, CodeTrigger(method: "\(owner).\(method)", action: action, location: location,
                                                   enumCase: enumCases.last)))
        case .unknown:
            reader.notUnderstood.append("\(location): \(node.calledExpression.trimmedDescription)(…) is made on something "
                                        + "whose class is not known")
        }
    }
}
