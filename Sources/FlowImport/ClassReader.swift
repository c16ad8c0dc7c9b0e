import SwiftSyntax

// The class reader of SwiftSourceReader.swift: the types one file declares or
// extends, their properties and methods, each method body handed to a
// CallReader (CallReader.swift).

/// The classes of one file: their superclasses, unwind actions, overrides,
/// and the calls of their methods that move between scenes.
final class ClassReader: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    /// The file's constants and helpers that instantiate what their arguments name
    /// (InstantiatingHelpers.swift), then the app's (AppWideDeclarations.swift).
    let declarations: VisibleDeclarations
    private(set) var classes: [String: ScannedClass] = [:]
    private(set) var order: [String] = []
    /// The types being read, innermost last (a method belongs to the innermost).
    private var scopes: [String] = []
    /// What `where Self: …` the extension at each depth of `scopes` requires (ProtocolExtensions.swift).
    private var extensionConditions: [Int: [String]] = [:]
    /// Per class: its stored properties' types (`var game: GameViewController!` → GameViewController).
    private var propertyTypes: [String: [String: String]] = [:]
    /// Each type's member blocks in this file, and the properties they present, worked out when a
    /// dismissal asks (HeldPresentationDismissals.swift): most classes never do.
    private var memberBlocks: [String: [MemberBlockSyntax]] = [:]
    private var presentedPropertiesByClass: [String: Set<String>] = [:]
    /// The enum each stream property's values are of, by class and property (EventStreams.swift).
    var streamElementTypes: [String: [String: String]] = [:]
    private var propertyLists: [String: [String: ExprSyntax]] = [:]
    /// The classes and structs whose bodies this file declares (not those it only extends): another
    /// file's class has properties this file does not see.
    private var typesWithBodies: Set<String> = []
    /// Per class: its methods' declared return types, by name (`nextOnboarding() -> DeltaOnboarding?`
    /// → DeltaOnboarding), noted as the type is entered: a local bound to a call of one is of it.
    private var methodReturnTypes: [String: [String: String]] = [:]
    /// Each type's methods that return the controller they are handed in a navigation controller
    /// made around it (Ello's tab bar's `embed(_ controller:)`), by name.
    private var navigationWrappers: [String: Set<String>] = [:]
    /// The names of the methods each type declares in this file, its extensions' too: a call of one
    /// of them with no receiver is the type's own, not a function's of the same name (FreeFunctions.swift).
    private var methodNames: [String: Set<String>] = [:]
    /// The storyboards stored properties are made as, by type and property (`propertyStoryboard`).
    private var propertyStoryboards: [String: [String: String]] = [:]
    /// Per generic class: its type parameters' constraints (`TopViewController: UIViewController`),
    /// nil for an unconstrained one: a property of a parameter's type is of its constraint's.
    private var genericParameters: [String: [String: String?]] = [:]
    /// What a class's methods store in its properties, by class and property, when it is a
    /// controller they instantiate (`self.destination = storyboard.instantiate…(…)`, cast or not):
    /// a property declared `UIViewController!` is then known to hold that scene.
    private var propertyControllers: [String: [String: CodeTrigger.Instantiation]] = [:]
    /// Per class: the stored properties whose initializer makes a view controller of the app's
    /// (`private let settings = SettingsViewController()`, `lazy var about: AboutViewController =
    /// { … }()`): each holds that controller, made in code, wherever a method shows it.
    private var propertiesMade: [String: [String: CodeTrigger.Instantiation]] = [:]
    /// Per class: the names whose controller slot its methods set (`ordersContainerController.wrappedController
    /// = …`), properties of its own or not: ContainersGivenChildrenOnProperties.swift.
    var objectsGivenMembers: [String: Set<String>] = [:]
    /// Per class: the properties whose `didSet` gives the window their value as its root, with the
    /// window's expression (`windowGivenAsRoot(_:by:)`).
    private(set) var windowRootProperties: [String: [String: ExprSyntax]] = [:]
    /// Per class: its stored closures that return one of the app's controllers, by property, with
    /// that controller's class (`controllerReturned(byClosureOfType:)`).
    private(set) var closurePropertyResults: [String: [String: String]] = [:]
    /// The classes, no delegates, whose `window` property is a window they make and raise over the
    /// app's (AlphaWallet's lock coordinator's `let window: UIWindow = UIWindow()` at the status
    /// bar's level): its root is not the app's.
    private(set) var classesWithWindowsOfTheirOwn: Set<String> = []
    /// Calls that move between scenes but could not be placed, `File.swift:12: …`.
    var notUnderstood: [String] = []
    /// The protocols the file declares (Coordinators.swift).
    private(set) var protocols: [String] = []
    /// The closures already read apart as methods of their own (ClosuresHandedToControllers.swift).
    /// A method's reader finds every closure handed on in its body, nested ones too, and reading a
    /// closure apart finds those nested in it again: read each once, or `f(a: { f(a: { … }) })`
    /// nested 12 deep took 0.9 s, 13 deep 3.5 s, 14 deep 46 s.
    var closuresReadApart: Set<SyntaxIdentifier> = []
    /// The types each protocol the file declares inherits (`protocol SettingsRoutable: Routable`).
    private(set) var protocolParents: [String: [String]] = [:]

    /// Whether the file mentions a presentation controller, without which no method of it says how
    /// a presentation adapts (AdaptivePresentations.swift): its methods are not walked for it.
    let readsAdaptation: Bool

    init(file: String, converter: SourceLocationConverter, declarations: VisibleDeclarations, readsAdaptation: Bool = true) {
        self.file = file
        self.converter = converter
        self.declarations = declarations
        self.readsAdaptation = readsAdaptation
        super.init(viewMode: .sourceAccurate)
    }

    func update(_ name: String, _ change: (inout ScannedClass) -> Void) {
        if classes[name] == nil {
            classes[name] = ScannedClass(name: name, superclass: nil, unwindActions: [], overrides: [])
            order.append(name)
        }
        if var scanned = classes[name] {
            change(&scanned)
            classes[name] = scanned
        }
    }

    private func enter(_ name: String, superclass: String?, inheritance: InheritanceClauseSyntax? = nil) {
        let plain = FlowNames.className(name)
        scopes.append(plain)
        // As written, module and all (`DeltaCore.GameViewController`): SourceIndex.lineage(of:) resolves it.
        update(plain) { if $0.superclass == nil { $0.superclass = superclass.map { $0.filter { !$0.isWhitespace } } } }
        let conformances = (inheritance?.inheritedTypes ?? []).map { Self.plainType($0.type.trimmedDescription) }
        if !conformances.isEmpty {
            update(plain) { scanned in scanned.conformances += conformances.filter { !scanned.conformances.contains($0) } }
        }
    }

    /// The file's navigation wrappers, noted before any method is read: a class's may sit in an
    /// extension below the method calling it (Ello's tab bar's `embed(_:)`).
    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        noteMethodNames(in: node.statements)
        for statement in node.statements {
            // A class's or an extension's: the wrappers are controllers' methods.
            guard statement.item.is(ClassDeclSyntax.self) || statement.item.is(ExtensionDeclSyntax.self),
                  let declared = statement.item.as(DeclSyntax.self).flatMap(Self.typeMembers) else { continue }
            for member in declared.members.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), Self.wrapsInNavigation(function) else { continue }
                navigationWrappers[FlowNames.className(declared.name), default: []].insert(function.name.text)
            }
        }
        return .visitChildren
    }

    /// The methods of every type `items` declare or extend, nested types' too, into `methodNames`.
    private func noteMethodNames(in items: CodeBlockItemListSyntax) {
        func note(_ declaration: DeclSyntax) {
            guard let declared = Self.typeMembers(declaration) else { return }
            let owner = FlowNames.className(declared.name)
            for member in declared.members.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    methodNames[owner, default: []].insert(function.name.text)
                } else {
                    note(member.decl)
                }
            }
        }
        for item in items { if let declaration = item.item.as(DeclSyntax.self) { note(declaration) } }
    }

    /// The type a declaration declares or extends, by name as written, and its members; nil for
    /// anything but a class, struct, enum, actor or extension.
    static func typeMembers(_ declaration: DeclSyntax) -> (name: String, members: MemberBlockSyntax)? {
        if let type = declaration.as(ClassDeclSyntax.self) { return (type.name.text, type.memberBlock) }
        if let type = declaration.as(StructDeclSyntax.self) { return (type.name.text, type.memberBlock) }
        if let type = declaration.as(EnumDeclSyntax.self) { return (type.name.text, type.memberBlock) }
        if let type = declaration.as(ActorDeclSyntax.self) { return (type.name.text, type.memberBlock) }
        if let type = declaration.as(ExtensionDeclSyntax.self) { return (type.extendedType.trimmedDescription, type.memberBlock) }
        return nil
    }

    /// Whether a call of `name` with no receiver in a method of `owner` calls a function at a file's
    /// top level that makes a controller (FreeFunctions.swift): the app declares one so named, and
    /// `owner` no method of that name here (a function's own call of another: always).
    func callsControllerFunction(_ name: String, from owner: String) -> Bool {
        declarations.isControllerFunction(name)
            && (owner == FreeFunctions.owner || !(methodNames[owner]?.contains(name) ?? false))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, superclass: node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
              inheritance: node.inheritanceClause)
        let owner = FlowNames.className(node.name.text)
        typesWithBodies.insert(owner)
        for parameter in node.genericParameterClause?.parameters ?? [] {
            genericParameters[owner, default: [:]][parameter.name.text] = parameter.inheritedType.map { Self.plainType($0.trimmedDescription) }
        }
        notePropertyTypes(node.memberBlock, of: owner)
        noteObjectsGivenMembers(node.memberBlock, of: owner)
        notePageIdentifiers(node, of: owner)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extendedType.trimmedDescription, superclass: nil, inheritance: node.inheritanceClause)
        noteExtensionScenes(node)
        noteComputedPropertyTypes(node.memberBlock, of: FlowNames.className(node.extendedType.trimmedDescription))
        noteObjectsGivenMembers(node.memberBlock, of: FlowNames.className(node.extendedType.trimmedDescription))
        extensionConditions[scopes.count] = Self.selfConditions(node.genericWhereClause)
        return .visitChildren
    }

    /// The types `where Self: A & B, Self: C` requires (`[A, B, C]`), in order.
    static func selfConditions(_ clause: GenericWhereClauseSyntax?) -> [String] {
        (clause?.requirements ?? []).flatMap { requirement -> [String] in
            guard let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
                  conformance.leftType.trimmedDescription == "Self" else { return [] }
            return conformance.rightType.trimmedDescription.split(separator: "&").map { plainType(String($0)) }
        }
    }
    /// A protocol's requirements have no bodies: only its name is kept, and the protocols it inherits.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.append(node.name.text)
        let inherited = (node.inheritanceClause?.inheritedTypes ?? []).map { Self.plainType($0.type.trimmedDescription) }
        if !inherited.isEmpty { protocolParents[node.name.text, default: []] += inherited }
        return .skipChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        extensionConditions[scopes.count] = nil
        scopes.removeLast()
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        // (Its protocols: a struct conforming to one of the app's is where a call on that protocol runs.)
        enter(node.name.text, superclass: nil, inheritance: node.inheritanceClause)
        noteAppScene(node)
        // (A factory object's properties: `let storyboard = UIStoryboard(name: …)`, read by methods above them.)
        typesWithBodies.insert(FlowNames.className(node.name.text))
        notePropertyTypes(node.memberBlock, of: FlowNames.className(node.name.text))
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, superclass: nil)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, superclass: nil)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }

    /// The properties an initializer's statements set to one of its parameters (`self.notesTableView =
    /// notesTableView`, `_router = router`), by name.
    static func propertiesSetToParameters(in initializer: InitializerDeclSyntax) -> Set<String> {
        let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        var found: Set<String> = []
        for item in initializer.body?.statements ?? [] {
            guard let sequence = item.item.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { continue }
            let elements = Array(sequence.elements)
            guard elements[1].is(AssignmentExprSyntax.self),
                  let value = CallReader.unwrapped(elements[2]).as(DeclReferenceExprSyntax.self)?.baseName.text,
                  parameters.contains(value) else { continue }
            let target = elements[0]
            if let member = target.as(MemberAccessExprSyntax.self), CallReader.isSelf(member.base) {
                found.insert(member.declName.baseName.text)
            } else if let reference = target.as(DeclReferenceExprSyntax.self), !parameters.contains(reference.baseName.text) {
                found.insert(reference.baseName.text)
            }
        }
        return found
    }

    /// An initializer is read for what the controller is made of: the tabs a tab bar subclass
    /// gives itself (Mastodon's `MainTabBarController.init`), the children it adds, itself or
    /// through a method of its own (Open Food Facts' root adds its storyboard's tab bar with a
    /// `transition(to:)` of an extension), the first page it gives a page view controller it keeps
    /// (Mastodon's server details). Its other calls run before it is on screen.
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = scopes.last, let body = node.body else { return .visitChildren }
        let handedIn = Self.propertiesSetToParameters(in: node)
        if !handedIn.isEmpty { update(owner) { $0.propertiesHandedIn.formUnion(handedIn) } }
        // (An observer registered as the object is made: `override init() { … #selector(didLogin) … }`.)
        let targets = SelectorTargets.swift(in: body)
        if !targets.isEmpty { update(owner) { $0.selectorTargets.formUnion(targets) } }
        let calls = CallReader(method: "init", owner: owner, reader: self)
        calls.walk(body)
        readStreamSubscriptions(of: calls, owner: owner)
        // Its parameters it gives itself as `viewControllers`, by the labels its makings write.
        if let (names, inNavigation) = calls.ownViewControllerNames {
            let labels = Dictionary(node.signature.parameterClause.parameters.map { (($0.secondName ?? $0.firstName).text, $0.firstName.text) },
                                    uniquingKeysWith: { first, _ in first })
            let parameters = names.compactMap { name in labels[name].map { ViewControllerParameter(label: $0, inNavigation: inNavigation) } }
            if parameters.count == names.count { update(owner) { $0.viewControllerParameters = parameters } }
        }
        if let name = calls.ownViewControllerListName,
           let parameter = node.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
           parameter.firstName.tokenKind != .wildcard {
            update(owner) { $0.viewControllerListParameter = ViewControllerParameter(label: parameter.firstName.text, inNavigation: false) }
        }
        let ownCalls = calls.methodCalls.filter { $0.receiverType == nil && $0.receiverProperty == nil }.map(\.calleeName)
        let children = calls.triggers.filter { receiver, trigger in
            guard receiver == owner else { return false }
            switch trigger.action {
            case .addChild, .page: return true
            case .performSegue, .present, .show, .detail, .push, .instantiate, .dismiss, .pop, .popToRoot, .handedOver,
                 .replaceRoot, .searchResults, .selectTab: return false
            }
        }
        guard !calls.ownViewControllers.isEmpty || !children.isEmpty || !calls.handedArguments.isEmpty
                || !calls.windowRoots.isEmpty || !calls.splitSetUp.isEmpty || !calls.typesMade.isEmpty
                || !calls.heldContainers.isEmpty || !calls.selfBindings.isEmpty || !calls.propertiesHandedToCoordinators.isEmpty
                || !calls.columnsOfOthers.isEmpty || !calls.viewControllersOfOthers.isEmpty || !ownCalls.isEmpty
                || !calls.closurePropertyMoves.isEmpty || !calls.madeContainers.isEmpty
        else { return .visitChildren }
        update(owner) { scanned in
            if scanned.ownViewControllers.isEmpty { scanned.ownViewControllers = calls.ownViewControllers }
            scanned.initializerCalls.formUnion(ownCalls)
            scanned.codeTriggers += children.map(\.1)
            scanned.handedArguments += calls.handedArguments
            // A root set in an initializer the delegate's launch calls (KeePassium's `MainCoordinator(window:)`).
            scanned.windowRoots += calls.windowRoots
            scanned.splitSetUp.add(calls.splitSetUp)
            scanned.heldContainers.add(calls.heldContainers)
            scanned.typesMade += calls.typesMade
            scanned.closurePropertyMoves += calls.closurePropertyMoves
            // The app's containers it makes with controllers (Antidote's session coordinator makes its tab bar
            // with the list of its tab coordinators' navigation controllers, ContainersGivenChildren.swift).
            scanned.madeContainers += calls.madeContainers
            // A coordinator binding a controller it makes in its initializer (Mastodon's settings),
            // or filling its split's primary there (KeePassium's main coordinator).
            scanned.addCoordinatorFindings(calls)
        }
        return .visitChildren
    }

    /// A stored property's declared type, for calls made on it.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = scopes.last else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let held = declaredType(of: binding, in: owner)
            if name == "sceneStoryboard", let storyboard = storyboardNamed(by: binding) {
                update(owner) { $0.sceneStoryboard = storyboard }
            }
            if let made = controllerMade(by: binding, in: owner) {
                propertiesMade[owner, default: [:]][name] = made
            }
            // A stored list of an enum's cases (`let tabs: [Tab] = [.home, .search]`), which no method reads.
            if let array = binding.initializer?.value.as(ArrayExprSyntax.self) { noteEnumCases(listedBy: array, in: owner) }
            // A closure making the property's controller may give it bar buttons whose target is
            // this class (Trust Wallet's `masterViewController`, its Edit button): only those are
            // read, as a method's calls would make every lazy property a method of its own.
            var closureCalls: CallReader?
            let closure = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(ClosureExprSyntax.self)
            if let closure {
                let calls = CallReader(method: name, owner: owner, reader: self)
                calls.walk(closure)
                for (caller, call) in calls.callsByOthers { update(caller) { $0.methodCalls.append(call) } }
                readHandedClosures(of: calls, in: name, owner: owner)
                closureCalls = calls
            }
            // UIKit's tab bar controller the closure makes and gives its tabs, then returns (Delta Chat's
            // `lazy var tabBarController: UITabBarController = { let tabBarController = UITabBarController();
            // tabBarController.viewControllers = [qrNav, chatsNav, settingsNav]; return tabBarController }()`).
            if held == "UITabBarController", let calls = closureCalls,
               let returned = closure?.statements.last?.item.as(ReturnStmtSyntax.self)?.expression,
               let tabs = calls.tabBars[CallReader.variableName(returned.trimmedDescription)], !tabs.isEmpty {
                update(owner) { $0.heldContainers.add([name: HeldContainer(kind: .tabBar, viewControllers: tabs)]) }
            }
            // A navigation controller made around one of the app's controllers: what it shows first.
            // (Not the navigation controller itself, of a subclass of the app's made empty: Threema's coordinators'
            // `lazy var rootNavigationController = StatusNavigationController()`, given its stack in `start()`.)
            if held?.hasSuffix("NavigationController") == true, let value = binding.initializer?.value,
               var root = (closureCalls ?? CallReader(method: name, owner: owner, reader: self)).instantiation(of: value),
               !(root.isMadeInCode && CallReader.namesNavigationClass(root.identifier ?? "")) {
                root.inNavigation = true
                update(owner) { $0.heldContainers.add([name: HeldContainer(kind: .navigation, initialRoot: root)]) }
            }
            if let held {
                propertyTypes[owner, default: [:]][name] = held
                update(owner) { scanned in
                    if !scanned.holds.contains(held) { scanned.holds.append(held) }
                    if scanned.properties[name] == nil { scanned.properties[name] = held }
                }
            }
            // A computed property is a method (`var appIcon: UIViewController { instantiate(…) }`).
            if let accessor = binding.accessorBlock {
                if let other = Self.propertyReturned(by: accessor), other != name {
                    update(owner) { $0.propertyAliases[name] = other }
                }
                let isEnumFactory = held?.hasSuffix("Controller") == true && declarations.app.enumTypes.contains(owner)
                readBody(Syntax(accessor), method: name, owner: owner, returnsOwnFactories: isEnumFactory)
                if Self.setterAddsChild(accessor) {
                    update(owner) { if !$0.childProperties.contains(name) { $0.childProperties.append(name) } }
                }
            }
        }
        return .visitChildren
    }

    /// The property of the class's own a getter of one expression returns (`{ rootNavigationController }`,
    /// `{ return self.navigation }`, `{ get { split.tabs } }`'s first part is no own property): its name.
    static func propertyReturned(by accessor: AccessorBlockSyntax) -> String? {
        let statements: CodeBlockItemListSyntax
        switch accessor.accessors {
        case .getter(let body): statements = body
        case .accessors(let list):
            guard list.count == 1, let getter = list.first, getter.accessorSpecifier.tokenKind == .keyword(.get),
                  let body = getter.body?.statements else { return nil }
            statements = body
        }
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        let value = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        return value.flatMap(CallReader.ownName)
    }

    /// The type a stored property of `owner` is declared with (`var game: GameViewController!`),
    /// else the one its initializer makes (`let tabs = UITabBarController()`); nil when neither is
    /// written. A type parameter of the class is its constraint (`TopViewController:
    /// UIViewController`, Corona-Warn-App's generic container), nil without one: no class of the app's.
    func declaredType(of binding: PatternBindingSyntax, in owner: String) -> String? {
        if let type = binding.typeAnnotation?.type {
            let plain = Self.plainType(type.trimmedDescription)
            if let parameters = genericParameters[owner], let constraint = parameters[plain] { return constraint }
            return plain
        }
        // `lazy var detail = storyboard?.instantiateViewController(withIdentifier: "Detail") as? DetailViewController`
        // (a forced cast reads the same).
        if let value = binding.initializer?.value, let cast = CallReader.castType(value) { return cast }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              type.first?.isUppercase == true else { return nil }
        return type
    }

    /// The types of the stored properties a type's body declares, and the controllers their
    /// initializers make, noted as the type is entered: a method reads a property declared below
    /// it (a coordinator's `// MARK: - Private` at the end), which Swift allows.
    private func notePropertyTypes(_ members: MemberBlockSyntax, of owner: String) {
        memberBlocks[owner, default: []].append(members)
        for member in members.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), let returned = function.signature.returnClause,
               methodReturnTypes[owner]?[function.name.text] == nil {
                methodReturnTypes[owner, default: [:]][function.name.text] = Self.plainType(returned.type.trimmedDescription)
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let type = binding.typeAnnotation?.type, let result = Self.controllerReturned(byClosureOfType: type) {
                    closurePropertyResults[owner, default: [:]][name] = result
                }
                if let window = binding.accessorBlock.flatMap({ Self.windowGivenAsRoot(name, by: $0) }) {
                    windowRootProperties[owner, default: [:]][name] = window
                }
                // `let window: UIWindow = UIWindow()` in a class that is no delegate, raised above the
                // app's (`window.windowLevel = UIWindow.Level.statusBar + 1.0`): a window of its own.
                // One left at the normal level may be the app's (a window service the launch roots).
                if name == "window", !owner.hasSuffix("Delegate"),
                   let made = binding.initializer.map({ CallReader.unwrapped($0.value) })?.as(FunctionCallExprSyntax.self),
                   CallReader.callee(made).1 == "UIWindow", members.description.contains("windowLevel") {
                    classesWithWindowsOfTheirOwn.insert(owner)
                }
                // `let stateSubject = PublishSubject<ListState>()`: the enum its values are (EventStreams.swift).
                if let element = Self.streamElementType(of: binding), declarations.app.enumTypes.contains(element) {
                    streamElementTypes[owner, default: [:]][name] = element
                }
                // `private let storyboard = UIStoryboard(name: "Preload", bundle: .main)`: a factory's storyboard.
                if let storyboard = storyboardNamed(by: binding) { propertyStoryboards[owner, default: [:]][name] = storyboard }
                // A list's initial value, which a method maps (ControllersCarriedByValues.swift).
                if let value = binding.initializer?.value, binding.typeAnnotation?.type.is(ArrayTypeSyntax.self) == true {
                    propertyLists[owner, default: [:]][name] = value
                }
                guard let type = declaredType(of: binding, in: owner), propertyTypes[owner]?[name] == nil else { continue }
                propertyTypes[owner, default: [:]][name] = type
                if let made = controllerMade(by: binding, in: owner) { propertiesMade[owner, default: [:]][name] = made }
            }
        }
    }

    /// The storyboard a property's initializer makes: `UIStoryboard(name: "Main", bundle: nil)`, its name a
    /// literal or a constant.
    func storyboardNamed(by binding: PatternBindingSyntax) -> String? {
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              let argument = CallReader.storyboardNameArgument(of: call) else { return nil }
        if let literal = argument.as(StringLiteralExprSyntax.self)?.representedLiteralValue { return literal }
        var path = argument.trimmedDescription
        if path.hasSuffix(".rawValue") { path.removeLast(".rawValue".count) }
        return declarations.constant(path)
    }

    /// `GameViewController!`, `GameViewController?`, `Module.GameViewController` → `GameViewController`.
    static func plainType(_ written: String) -> String {
        // By hand: Foundation's trimming builds a CharacterSet for every property read.
        let marks: (Character) -> Bool = { $0 == "!" || $0 == "?" || $0 == " " }
        var trimmed = Substring(written)
        while let first = trimmed.first, marks(first) { trimmed.removeFirst() }
        while let last = trimmed.last, marks(last) { trimmed.removeLast() }
        // An existential or opaque type (`any AppState`, `(any Coordinator)?`) is its protocol's.
        if trimmed.first == "(", trimmed.last == ")" { trimmed = trimmed.dropFirst().dropLast() }
        for keyword in ["any ", "some "] where trimmed.hasPrefix(keyword) {
            trimmed = trimmed.dropFirst(keyword.count)
            while let first = trimmed.first, marks(first) { trimmed.removeFirst() }
        }
        if trimmed.contains("&") {
            // A protocol composition (`(Coordinator & AccountListing)?`): its parts' plain names joined by `&`.
            return trimmed.split(separator: "&").map { part in
                FlowNames.className(String(part.filter { !$0.isWhitespace && $0 != "(" && $0 != ")" }))
            }.joined(separator: "&")
        }
        return FlowNames.className(String(trimmed))
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = scopes.last else {
            if FreeFunctions.makesController(node) { readControllerFunction(node) }
            return .skipChildren
        }
        if let body = node.body {
            let targets = SelectorTargets.swift(in: body)
            if !targets.isEmpty { update(owner) { $0.selectorTargets.formUnion(targets) } }
        }
        let name = node.name.text
        // Declared to return a controller of the app's class (`static func getEVC() -> EditorViewController`, in
        // an extension too): what a call makes when its body is not understood (`SourceIndex.resolvingFactory`).
        if let returned = node.signature.returnClause.map({ Self.plainType($0.type.trimmedDescription) }),
           CallReader.isAppClass(returned), returned.hasSuffix("Controller") || returned.hasSuffix("VC") {
            update(owner) { $0.controllerReturnTypes[name] = $0.controllerReturnTypes[name] ?? returned }
        }
        let attributes = node.attributes.compactMap { $0.as(AttributeSyntax.self) }
        let attributeNames = attributes.map { $0.attributeName.trimmedDescription }
        let isOverride = node.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
        if isOverride {
            let overrides = ["shouldPerformSegue": "shouldPerformSegue(withIdentifier:sender:)",
                             "canPerformUnwindSegueAction": "canPerformUnwindSegueAction(_:from:sender:)"]
            if let description = overrides[name] {
                update(owner) { if !$0.overrides.contains(description) { $0.overrides.append(description) } }
            }
        }
        let parameters = Array(node.signature.parameterClause.parameters)
        if readsAdaptation { update(owner) { AdaptiveStyleReader.read(node, into: &$0) } }
        if attributeNames.contains("IBAction"), parameters.count == 1, let parameter = parameters.first,
           Self.plainType(parameter.type.trimmedDescription) == "UIStoryboardSegue" {
            let label = parameter.firstName.text
            let forms = SwiftSourceReader.selectors(name: name, label: label, hasParameterName: parameter.secondName != nil)
            var selector = forms[0]
            if let objc = attributes.first(where: { $0.attributeName.trimmedDescription == "objc" }),
               let explicit = objc.arguments?.trimmedDescription, !explicit.isEmpty {
                selector = explicit.filter { !$0.isWhitespace }
            }
            let location = "\(file):\(line(of: node))"
            update(owner) {
                $0.unwindActions.append(UnwindActionSource(selector: selector, alternatives: forms.filter { $0 != selector },
                                                           location: location))
            }
        }
        if let body = node.body {
            // Swift 2 left the first parameter unlabelled without an underscore, which Swift 3 reads
            // as a label: UIKit's delegate method `application(application: UIApplication,
            // didFinishLaunchingWithOptions …)` (Yep's) is `application(_:didFinishLaunchingWithOptions:)`.
            // Only for UIKit's caller: an app's own protocol may label it so today, and its calls
            // write the label (DuckDuckGo's `authenticationViewController(authenticationViewController:
            // didTapWithSender:)`).
            let swiftTwoDelegate = parameters.count >= 2 && parameters[0].secondName == nil && parameters[0].firstName.text == name
                && Self.plainType(parameters[0].type.trimmedDescription).hasPrefix("UI")
            var declared = parameters.enumerated().map { position, parameter in
                let unlabelled = parameter.firstName.tokenKind == .wildcard || (position == 0 && swiftTwoDelegate)
                return CallReader.Parameter(name: (parameter.secondName ?? parameter.firstName).text,
                                            label: unlabelled ? "_\(position)" : parameter.firstName.text,
                                            type: Self.plainType(parameter.type.trimmedDescription), method: name)
            }
            let selector = PresenterSlot.selector(name, labels: declared.map(\.label))
            var defaults: [String: String] = [:]
            for (position, written) in parameters.enumerated() {
                if let value = written.defaultValue?.value, let enumCase = EnumCase.literal(value) {
                    defaults[declared[position].label] = enumCase
                    declared[position].defaultCase = enumCase
                }
            }
            if !defaults.isEmpty { update(owner) { $0.enumDefaults[selector] = defaults } }
            // A delegate's method is known by its whole selector: every table view delegate
            // method is `tableView`, and `collectionView(_:didSelectItemAt:)` says what a person did.
            // Its first parameter is the object that calls it (a table view, a picker), never a value
            // (FreeOTP's helper `next(_ name: String, sender:dir:)` is `next`).
            let values: Set<String> = ["String", "Int", "Bool", "Double", "Float", "CGFloat", "URL", "Date", "Data", "UUID",
                                       "Substring", "Character", "UInt", "Int64", "Int32"]
            let isDelegateMethod = parameters.count >= 2 && (parameters[0].firstName.tokenKind == .wildcard || swiftTwoDelegate)
                && !values.contains(Self.plainType(parameters[0].type.trimmedDescription))
            let method = isDelegateMethod ? selector : name
            if method != selector { update(owner) { $0.selectorsByName[name, default: []].insert(selector) } }
            let conditions = extensionConditions[scopes.count] ?? []
            update(owner) { scanned in
                scanned.declaredSelectors.insert(selector)
                scanned.methodsBySelector[selector] = method
                scanned.selectorConditions[selector, default: []].append(conditions)
            }
            // `-> Self`: what it returns of the class's own making is its result, a controller of the
            // class it is called on; so is an enum's member returning a controller (EnumCaseControllers.swift),
            // a value with no state. (Any class's method returning a controller would take in every
            // accessor's `return current()`: DuckDuckGo's tab manager.)
            // A tab bar delegate's refusal of a tab (RefusedTabs.swift), then its moves as any method's.
            if selector == RefusedTabs.shouldSelect, let tab = node.signature.parameterClause.parameters.last,
               case let refused = RefusedTabs.refused(in: body, tab: (tab.secondName ?? tab.firstName).text), !refused.isEmpty {
                update(owner) { $0.refusedTabs += refused }
            }
            if selector == SceneConfigurations.selector, let choice = SceneConfigurations.choice(in: body) {
                update(owner) { $0.sceneDelegateChoice = choice }
            }
            // UIKit's hooks of a split view collapsing or expanding move no screen a person asked for.
            if Self.splitColumnHooks.contains(selector) {
                if selector == SplitDelegates.collapseSecondary, SplitDelegates.mayReturnTrue(body) {
                    let keepsNavigation = SplitDelegates.answersFalseForNavigation(body)
                    update(owner) { scanned in
                        scanned.discardsSecondaryOnCollapse = true
                        scanned.keepsNavigationSecondary = keepsNavigation
                    }
                }
                return .skipChildren
            }
            let returned = node.signature.returnClause.map { Self.plainType($0.type.trimmedDescription) }
            let isEnumFactory = returned?.hasSuffix("Controller") == true && declarations.app.enumTypes.contains(owner)
            let isTypeMethod = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
            // A peek's preview made by a factory of the class's own is that factory's result (PeekPreviews.swift).
            let returnsOwnFactories = returned == "Self" || isEnumFactory || selector == SourceIndex.peekPreviewMethod
            let returnsList = node.signature.returnClause.map { Self.plainType($0.type.trimmedDescription).hasPrefix("[") } ?? false
            readBody(Syntax(body), method: method, owner: owner, parameters: declared, selector: selector,
                     returnsOwnFactories: returnsOwnFactories, isTypeMethod: isTypeMethod, returnsList: returnsList)
        }
        return .skipChildren
    }

    /// A function at the file's top level that makes a controller, read as a method of
    /// `FreeFunctions.owner` by its name: what it returns is what its calls make (FreeFunctions.swift).
    private func readControllerFunction(_ node: FunctionDeclSyntax) {
        guard let body = node.body else { return }
        let name = node.name.text
        let parameters = node.signature.parameterClause.parameters.enumerated().map { position, parameter in
            CallReader.Parameter(name: (parameter.secondName ?? parameter.firstName).text,
                                 label: parameter.firstName.tokenKind == .wildcard ? "_\(position)" : parameter.firstName.text,
                                 type: Self.plainType(parameter.type.trimmedDescription), method: name)
        }
        readBody(Syntax(body), method: name, owner: FreeFunctions.owner, parameters: parameters,
                 selector: PresenterSlot.selector(name, labels: parameters.map(\.label)))
    }

    /// `UISplitViewControllerDelegate`'s methods UIKit calls as the split collapses or expands, whose
    /// returned controller it makes a column: what they return and rearrange (GitHawk's
    /// `separateSecondaryFrom` returns a navigation controller around a placeholder, Eurofurence's
    /// pops the primary's stack into the secondary) is UIKit's collapsing, no move of a screen (read,
    /// the first was a presentation by the split, the second a pop of it).
    static let splitColumnHooks: Set<String> = [
        "splitViewController(_:separateSecondaryFrom:)", "primaryViewController(forCollapsing:)",
        "primaryViewController(forExpanding:)", "splitViewController(_:collapseSecondary:onto:)",
    ]

    /// The calls of a method's (or a computed property's) body that move between scenes.
    /// `isTypeMethod`: a `static` or `class` method, which has no instance to present from.
    func readBody(_ body: Syntax, method name: String, owner: String, parameters: [CallReader.Parameter] = [],
                          selector: String? = nil, returnsOwnFactories: Bool = false, isTypeMethod: Bool = false,
                          returnsList: Bool = false, context: CallReader.Context? = nil) {
        let calls = CallReader(method: name, owner: owner, reader: self, parameters: parameters,
                               selector: selector ?? name + "()", returnsOwnFactories: returnsOwnFactories)
        if let context {
            calls.instantiated = context.instantiated
            calls.selfAliases = context.selfAliases
        }
        calls.isTypeMethod = isTypeMethod
        calls.returnsList = returnsList
        calls.walk(body)
        calls.finish()
        for (receiver, trigger) in calls.triggers { update(receiver) { $0.codeTriggers.append(trigger) } }
        for (caller, call) in calls.callsByOthers { update(caller) { $0.methodCalls.append(call) } }
        readHandedClosures(of: calls, in: name, owner: owner, parameters: parameters)
        readStreamSubscriptions(of: calls, owner: owner)
        if calls.hasFindings || calls.presentsItself != nil {
            update(owner) { scanned in
                scanned.addFindings(calls)
                if let inNavigation = calls.presentsItself {
                    scanned.selfPresentations.append(SelfPresentation(method: name, inNavigation: inNavigation,
                                                                      onWhateverIsOnScreen: calls.presentsItselfOnScreen))
                }
            }
        }
        // The views a method casts to (a dequeued cell cast to `TagCell`) are the class's too.
        let used = calls.castTypes.filter { !(classes[owner]?.holds.contains($0) ?? false) }
        if !used.isEmpty { update(owner) { $0.holds += used } }
    }

    func line(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter).line
    }

    /// Whether this file declares `owner`'s body, where its stored properties are (else it only extends it).
    func declaresBody(of owner: String) -> Bool {
        typesWithBodies.contains(owner)
    }

    /// The class of `owner`'s property `name`, if it is declared with one.
    /// The properties the members of `owner` this file declares present (`present(loadingView, …)`).
    func presentedProperties(of owner: String) -> Set<String> {
        if let known = presentedPropertiesByClass[owner] { return known }
        let found = (memberBlocks[owner] ?? []).reduce(into: Set<String>()) { $0.formUnion(Self.presentedProperties(in: $1)) }
        presentedPropertiesByClass[owner] = found
        return found
    }

    func propertyType(_ name: String, in owner: String) -> String? {
        propertyTypes[owner]?[name]
    }

    /// Notes `owner`'s property `name` as of `type`, unless one is noted already.
    func notePropertyType(_ type: String, of name: String, in owner: String) {
        if propertyTypes[owner]?[name] == nil { propertyTypes[owner, default: [:]][name] = type }
    }

    /// The initial value of `owner`'s stored property `name` declared as an array, if it has one.
    func propertyList(_ name: String, in owner: String) -> ExprSyntax? {
        propertyLists[owner]?[name]
    }

    /// The storyboard `owner`'s stored property `name` is made as, if its initializer makes one.
    func propertyStoryboard(_ name: String, in owner: String) -> String? {
        propertyStoryboards[owner]?[name]
    }

    /// Whether `owner`'s method `name` returns the controller it is handed in a navigation controller
    /// made around it.
    func isNavigationWrapper(_ name: String, in owner: String) -> Bool {
        navigationWrappers[owner]?.contains(name) ?? false
    }

    /// Whether `function`, of one parameter, makes a navigation controller around it
    /// (`ElloNavigationController(rootViewController: controller)`) and returns a controller: Ello's
    /// `func embed(_ controller: UIViewController) -> UIViewController`.
    static func wrapsInNavigation(_ function: FunctionDeclSyntax) -> Bool {
        function.signature.parameterClause.parameters.count == 1
            && function.signature.returnClause.map({ plainType($0.type.trimmedDescription).hasSuffix("Controller") }) == true
            && NavigationWrappers.wrappedLabel(of: function) != nil
    }

    /// The type `owner`'s method `name` is declared to return, if the type's body declares it.
    func methodReturnType(_ name: String, in owner: String) -> String? {
        methodReturnTypes[owner]?[name]
    }

    /// The controller `owner`'s stored property `name` is made with, if its initializer makes one.
    func propertyMade(_ name: String, in owner: String) -> CodeTrigger.Instantiation? {
        propertiesMade[owner]?[name]
    }

    /// Notes a controller a method of `owner` sets on a property of the object its own property
    /// `holder` keeps (ContainersGivenChildrenOnProperties.swift).
    func noteControllerOnHeldObject(_ set: PropertyController, heldIn holder: String, by owner: String) {
        update(owner) { $0.controllersOnHeldObjects.append(HeldObjectController(holder: holder, set: set)) }
    }

    /// The controller a stored property's initializer makes: a call of an app's class
    /// (`= SettingsViewController()`), or a closure called at once that makes the class the
    /// property is declared with (`lazy var about: AboutViewController = { let about =
    /// AboutViewController(); …; return about }()`). Not one the closure instantiates from a
    /// storyboard (openHAB's web view), which its declared class finds; one the closure returns
    /// from a property declared before it is that property's (Trust Wallet's `lazy var
    /// rootViewController: WalletViewController = { return masterViewController }()`). Not a
    /// container's subclass (`var navigationController: UINavigationController =
    /// BaseNavigationController()`), which its methods fill later (ContainersInProperties.swift).
    func controllerMade(by binding: PatternBindingSyntax, in owner: String) -> CodeTrigger.Instantiation? {
        if let scene = binding.initializer.flatMap({ Self.storyboardScene(madeBy: $0.value) }) { return scene }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return nil }
        // A function at a file's top level that makes a controller (FreeFunctions.swift): what it returns.
        if let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           callsControllerFunction(function, from: owner) {
            return CodeTrigger.Instantiation(storyboard: nil, identifier: nil, factory: "\(FreeFunctions.owner).\(function)")
        }
        if let closure = call.calledExpression.as(ClosureExprSyntax.self), closure.statements.count == 1,
           let item = closure.statements.first?.item {
            let returned = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
            if let name = returned.flatMap(CallReader.ownName), let made = propertiesMade[owner]?[name] { return made }
            if let made = returned.map(CallReader.unwrapped)?.as(FunctionCallExprSyntax.self).flatMap(Self.madeByTypeMethod) {
                return made
            }
            // What a method of the class's own returns (ProtonVPN's navigation service's `lazy var
            // tabBarController = { return makeTabBarController() }()`): that factory's, once every file is read.
            if let factoryCall = returned.map(CallReader.unwrapped)?.as(FunctionCallExprSyntax.self),
               let method = factoryCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               method.first?.isLowercase == true {
                return CodeTrigger.Instantiation(storyboard: nil, identifier: nil, factory: "\(owner).\(method)")
            }
        }
        let declared = binding.typeAnnotation.map { Self.plainType($0.type.trimmedDescription) }
        // A property of the class's named in the closure: what its initializer makes, else what it
        // holds once every file is read.
        let ownProperty = { (name: String) in self.propertiesMade[owner]?[name] ?? .kept(name, by: owner) }
        let type: String?
        if let called = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            type = called.baseName.text
        } else if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty,
                  declared.map(CallReader.namesNavigationClass) == true, let made = Self.controllerReturned(by: closure, property: ownProperty) {
            // A navigation controller the closure makes around a controller of the app's: that one, in it.
            return made
        } else if let closure = call.calledExpression.as(ClosureExprSyntax.self),
                  InstantiatingHelperCollector.calls(in: Syntax(closure)).contains(where: { made in
                      made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == declared
                  }) {
            type = declared
        } else if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty,
                  let made = Self.controllerReturned(by: closure, property: ownProperty) {
            return made
        } else {
            type = nil
        }
        let containers = Self.containerSuffixes
        // By its name a controller, as a model object (`let viewModel = SettingsViewModel()`) is not.
        guard let type, CallReader.isAppClass(type), type.hasSuffix("Controller") || type.hasSuffix("VC"),
              !([type] + (declared.map { [$0] } ?? [])).contains(where: { name in containers.contains(where: name.hasSuffix) })
        else { return nil }
        return CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: type)
    }

    /// The scene a storyboard instantiates by literal names, cast or not (FSNotes' scene delegate's
    /// `var listController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier:
    /// "listViewController")`, force-cast to its class, wrapped in a navigation controller at launch): that
    /// scene, not a controller of the cast's class made in code; nil for any other expression.
    static func storyboardScene(madeBy value: ExprSyntax) -> CodeTrigger.Instantiation? {
        guard let call = CallReader.unwrapped(value).as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base.map(CallReader.unwrapped)?.as(FunctionCallExprSyntax.self),
              let storyboard = CallReader.storyboardNameArgument(of: base)?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        else { return nil }
        switch member.declName.baseName.text {
        case "instantiateViewController" where call.arguments.count == 1 && call.arguments.first?.label?.text == "withIdentifier":
            guard let identifier = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            else { return nil }
            return CodeTrigger.Instantiation(storyboard: storyboard, identifier: identifier)
        case "instantiateInitialViewController" where call.arguments.isEmpty:
            return CodeTrigger.Instantiation(storyboard: storyboard, identifier: nil)
        default:
            return nil
        }
    }

    /// What a type method of a controller's class of the app's makes, called as `Class.method(…)`
    /// (Reusable's `SunDownerViewController.instantiate(with: …)`, Stopp Corona's): that factory's,
    /// resolved once every file is read; nil for any other call.
    static func madeByTypeMethod(_ call: FunctionCallExprSyntax) -> CodeTrigger.Instantiation? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, CallReader.isAppClass(base),
              base.hasSuffix("Controller") || base.hasSuffix("VC"), !containerSuffixes.contains(where: base.hasSuffix)
        else { return nil }
        return CodeTrigger.Instantiation(storyboard: nil, identifier: nil, factory: "\(base).\(member.declName.baseName.text)")
    }

    /// The ends of the names of UIKit's containers and of apps' subclasses of them, which other
    /// rules read (a navigation controller a coordinator keeps: ContainersInProperties.swift).
    static let containerSuffixes = ["NavigationController", "TabBarController", "SplitViewController", "PageViewController"]

    /// What a property's closure makes and returns, its locals followed: the Corona-Warn-App's
    /// `lazy var overviewScreen: UIViewController = { let overview = TraceLocationsOverviewViewController(…);
    /// let footer = FooterViewController(…); let container = TopBottomContainerViewController(topController:
    /// overview, bottomController: footer); return container }()` holds that container, made with those
    /// two (`Instantiation.given`, ContainersGivenChildren.swift). Only controllers of the app, by
    /// their names; nil for anything else. A navigation controller made around a property of the
    /// class's is made around what `property` says it holds (Stopp Corona's coordinators: `lazy var
    /// rootViewController: UINavigationController = { let controller = UINavigationController(rootViewController:
    /// onboardingViewController); …; return controller }()`, the property a lazy one declared after it).
    static func controllerReturned(by closure: ClosureExprSyntax,
                                   property: (String) -> CodeTrigger.Instantiation? = { _ in nil }) -> CodeTrigger.Instantiation? {
        var locals: [String: ExprSyntax] = [:]
        var returned: ExprSyntax?
        for statement in closure.statements {
            if let declaration = statement.item.as(VariableDeclSyntax.self) {
                for binding in declaration.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer?.value else { continue }
                    locals[name] = value
                }
            } else if let guardStatement = statement.item.as(GuardStmtSyntax.self) {
                // `guard let root = VLCServerListViewController(…) else { return nil }`: a failable making.
                for condition in guardStatement.conditions {
                    guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer?.value else { continue }
                    locals[name] = value
                }
            } else if let statement = statement.item.as(ReturnStmtSyntax.self) {
                returned = statement.expression
            } else if closure.statements.count == 1 {
                returned = statement.item.as(ExprSyntax.self)
            }
        }
        func ownersProperty(_ expression: ExprSyntax) -> CodeTrigger.Instantiation? {
            guard let name = CallReader.ownName(expression), locals[name] == nil, name != "self" else { return nil }
            return property(name)
        }
        // Locals and arguments followed a few deep, so that a local bound to itself, or calls nested
        // in calls without end, end.
        func made(_ expression: ExprSyntax, depth: Int) -> CodeTrigger.Instantiation? {
            guard depth < 4 else { return nil }
            let expression = CallReader.unwrapped(expression)
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                guard let bound = locals[reference.baseName.text] else { return nil }
                return made(bound, depth: depth + 1)
            }
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
            // A type method of a controller's class of the app's making it (Reusable's
            // `SunDownerViewController.instantiate(with: …)`, Stopp Corona's): what that factory makes.
            if let made = madeByTypeMethod(call) { return made }
            guard let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
            // A navigation controller made around one (VLC's tabs: `lazy var videoNavigationController:
            // UINavigationController = { let root = VideoViewController(…); return
            // UINavigationController(rootViewController: root) }()`): that one, in it.
            if CallReader.namesNavigationClass(type), let first = call.arguments.first,
               first.label?.text == "rootViewController",
               var root = made(first.expression, depth: depth + 1) ?? ownersProperty(first.expression) {
                root.inNavigation = true
                return root
            }
            guard CallReader.isAppClass(type), type.hasSuffix("Controller") || type.hasSuffix("VC"),
                  !containerSuffixes.contains(where: type.hasSuffix) else { return nil }
            var result = CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: type)
            result.given = call.arguments.compactMap { made($0.expression, depth: depth + 1) }
            return result
        }
        return returned.flatMap { made($0, depth: 0) }
    }

    /// The controller `owner`'s methods read so far stored in its property `name`, if any.
    func propertyController(_ name: String, in owner: String) -> CodeTrigger.Instantiation? {
        propertyControllers[owner]?[name]
    }

    /// Notes that a method of `owner` stores `controller` in its property `name` (declared here,
    /// or a superclass's, whose setter may add it as a child: ContainersGivenChildren.swift).
    func noteProperty(_ name: String, in owner: String, holds controller: CodeTrigger.Instantiation,
                      method: String, location: String) {
        noteControllerOnProperty(name, in: owner, made: controller, method: method, location: location)
        guard propertyTypes[owner]?[name] != nil else { return }
        propertyControllers[owner, default: [:]][name] = controller
    }

    /// Notes that a method of `owner` sets `made` on its property `name`, which may be a child
    /// property of its own or of a superclass (`SourceIndex.childrenSetOnProperties(of:)`).
    func noteControllerOnProperty(_ name: String, in owner: String, made: CodeTrigger.Instantiation,
                                  method: String, location: String) {
        update(owner) {
            $0.controllersOnProperties.append(PropertyController(property: name, made: made, method: method, location: location))
        }
    }

    /// Whether a property's `didSet` (or `set`) adds a controller as a child: ownCloud's
    /// `EmbeddingViewController.contentViewController`, whose `didSet` calls `addChild` on the new
    /// value, as Objective-C containers' setters do (`setTopViewController:`).
    static func setterAddsChild(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.contains { accessor in
            guard [.keyword(.didSet), .keyword(.set)].contains(accessor.accessorSpecifier.tokenKind), let body = accessor.body
            else { return false }
            return InstantiatingHelperCollector.calls(in: Syntax(body)).contains { call in
                ["addChild", "addChildViewController"].contains(CallReader.callee(call).1)
                    && (CallReader.callee(call).0.map(CallReader.isSelf) ?? true)
            }
        }
    }
}
