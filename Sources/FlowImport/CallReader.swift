import SwiftSyntax

// The calls of one method body, as SwiftSourceReader.swift says they are read:
// this file holds the reader's state and the calls it visits; what values and
// containers hold is in CallReader+Containers.swift, the calls that hand
// controllers on in CallReader+Handing.swift, and reading expressions in
// CallReader+Expressions.swift.

/// The calls of one method body that move between scenes, in the order they run.
final class CallReader: SyntaxVisitor {
    let method: String
    let owner: String
    unowned let reader: ClassReader
    /// Each trigger with the class it is made on (the owner, or a property's class).
    var triggers: [(String, CodeTrigger)] = []
    /// Variables holding a storyboard (`let storyboard = UIStoryboard(name: "Settings", …)`).
    var storyboards: [String: String] = [:]
    /// Variables holding an instantiated controller, and the latest instantiation.
    var instantiated: [String: CodeTrigger.Instantiation] = [:]
    /// Those of `instantiated` that hold a controller found by a cast, which someone else made
    /// (`if let browser = parent as? BrowserViewController`): returning one hands nothing new on.
    var foundByCast: Set<String> = []
    /// Variables holding a SwiftUI view (`let settingsView = SettingsView()`), for a hosting controller made of one.
    var views: [String: SwiftUIDestination] = [:]
    /// Variables holding one of several controllers a condition chooses (`let target = if case
    /// .sitemap = mode { sitemapViewController } else { webViewController }`, a `? :`, a
    /// `switch`): each branch's value, for the child or the hand-on the variable is (openHAB's
    /// root adds one of its two screens as its child, as a saved preference says).
    var branches: [String: [ExprSyntax]] = [:]
    /// Variables holding an array of controllers (`vcsInTab = [podcasts, filters, profile]`): the
    /// first non-empty array written, for the tabs a tab bar subclass sets from it.
    var arrays: [String: [ExprSyntax]] = [:]
    var latest: CodeTrigger.Instantiation?
    /// Every instantiation made, with where, whether a presenting call took it, and the case of a
    /// switch over a parameter it was made under.
    var made: [(instantiation: CodeTrigger.Instantiation, location: String, shown: Bool, enumCase: EnumCase?)] = []
    /// The instantiations the method returns (a factory's): the caller's to move.
    var returnedMakings: Set<CodeTrigger.Instantiation> = []
    /// The instantiations the method hands to an initializer (`SideMenuNavigationController(
    /// rootViewController: hosting)`, openHAB's drawer: in what that makes, wherever it goes) or to
    /// a helper named for a move the reader does not follow (DuckDuckGo's `present(controller:
    /// fromView:)`, in a framework of its own): not kept by the method's class.
    var wrappedMakings: Set<CodeTrigger.Instantiation> = []
    /// The cases of switches over the method's parameters the reader is in, innermost last (SceneEnums.swift),
    /// and for every `case` it is in, whether that one is among them.
    var enumCases: [EnumCase] = []
    private var casesTagging: [Bool] = []
    /// The blocks whose statements after a switch run only for the cases that do not return
    /// (`EnumCase.afterSwitch`): each pushed one of `enumCases`, popped at the block's end.
    private var blocksAfterSwitches: [SyntaxIdentifier] = []
    /// Variables declared without a value nor one of the app's classes (`let root: UIViewController`),
    /// which hold the first controller a branch below assigns them.
    var declaredLocals: Set<String> = []
    /// The locals copying a parameter (`var controller = controller`, `var target = controller`), and the parameter.
    private var parameterCopies: [String: Parameter] = [:]
    /// Every local this method binds (`let`, `var`, `if let`, `guard let`), which hides a property of its name.
    var boundLocals: Set<String> = []
    /// Locals declared with one of the app's types and no value (`let pageController:
    /// ReaderReaderDelegate?`, a protocol or a superclass): until a branch gives one a controller,
    /// it holds its type's; the first given replaces that, as a declared local's does (Aidoku's
    /// reader adds the reader a `switch` over its mode made).
    var typedLocals: Set<String> = []
    /// Locals holding a hosting controller made around one of SwiftUI's own views (HostingRootsSetLater.swift).
    var hostingPlaceholders: Set<String> = []
    /// Locals holding an alert made here (`let alert = UIAlertController(…)`).
    private var alertControllers: Set<String> = []
    /// Whether each `if`, `guard` and `switch` asked of chooses by the device (LaunchAlternatives.swift).
    var deviceChoices: [SyntaxIdentifier: Bool] = [:]
    /// The statements of each block read so far that leave early (LaunchAlternatives.swift).
    var earlyExitsByBlock: [SyntaxIdentifier: BlockExits] = [:]
    /// What later branches give such a variable, after the first (LaunchAlternatives.swift).
    var otherBranchValues: [String: [CodeTrigger.Instantiation]] = [:]
    /// Whether `instantiation(of:)` is reading what a class of the app is made with (its `given`),
    /// which it reads one level deep.
    var readingGiven = false
    /// Whether a container's registration is being read for a `resolve(X.self)` (DependencyContainers.swift).
    var readingRegistration = false

    /// A parameter of the method: its name inside, the label callers write (`_N` for none), its class.
    struct Parameter {
        var name: String
        var label: String
        var type: String
        /// The base name of the method declaring it (`infoScreen`): a closure read apart from that
        /// method (ClosuresHandedToControllers.swift) still knows whose parameter it calls.
        var method = ""
        /// The enum case it defaults to (`appStoryboard: AppStoryboard = .Main` → `Main`), if any.
        var defaultCase: String?
    }
    /// The method's parameters by name; one a local of its name hides is not one where it is hidden.
    private(set) var parameters: [String: Parameter]
    /// The parameters locals hide, with the statements to whose end each is hidden (`hideParameter`).
    private var hiddenParameters: [(statements: SyntaxIdentifier, parameter: Parameter)] = []
    /// Whether what it returns of its type's own methods is its result: a method declared `-> Self`
    /// (a factory of the class it is called on), or an enum's member giving a view controller
    /// (`getController()` returning `controller(with:)`'s, EnumCaseControllers.swift).
    let returnsOwnFactories: Bool
    /// The parameters the method adds as children, and the controllers it hands its class's methods
    /// (ChildrenInCode.swift).
    private(set) var childParameters: [ChildParameter] = []
    var handedArguments: [HandedArgument] = []
    /// Whether the method presents the controller itself (wrapped in a navigation controller it
    /// makes, or not), and the methods it calls on controllers it made (SelfPresentingControllers.swift).
    private(set) var presentsItself: Bool?
    private(set) var callsOnMade: [CallOnMade] = []
    /// Whether it presents itself on whatever is on screen (PresentationsOverTheApp.swift).
    private(set) var presentsItselfOnScreen = false
    /// Locals given whatever is on screen (`var leaf = rootViewController`, walked up its presentations).
    private var onScreenLocals: Set<String> = []
    /// The method's locals by name, each with the string literal it was given, if it was: a local
    /// shadows the file's constants and enum cases of its name (passforios's `let link =
    /// cellData[CellDataKey.link] as? String`, then `performSegue(withIdentifier: link!)`, is no
    /// segue named after `CellDataKey`'s case `link`).
    var localStrings: [String: String?] = [:]
    /// Locals holding one of the identifiers an enum's property chooses by case
    /// (`if let identifier = selectedRow.key.viewControllerIdentifier`, IdentifiersChosenByCase.swift).
    var localIdentifierChoices: [String: [String]] = [:]
    /// The app's classes made here with controllers as arguments, and whether the method adds as a
    /// child a controller it did not make (ContainersGivenChildren.swift).
    var madeContainers: [MadeContainer] = []
    /// The makings of `madeContainers` given children through properties afterwards, by the local
    /// holding each (`noteChildSetOnMadeContainer`).
    var containersGivenThroughProperties: [String: MadeContainer] = [:]
    private(set) var addsChildrenHandedIn = false
    /// Variables holding a navigation controller made around `self`.
    var navigationsAroundSelf: Set<String> = []
    /// Variables holding a tab group given a navigation controller to manage (UITabs.swift).
    var tabGroupsWithNavigation: Set<String> = []
    /// The controllers the method keeps in properties of shared objects (ContainerSlots.swift).
    var sharedObjectSlots: [SharedObjectSlot] = []
    /// The `modalPresentationStyle` given to locals (`nav.modalPresentationStyle = .fullScreen`), by name.
    var presentationStyles: [String: String] = [:]
    /// Whether the method gave the class's `window` a new window (Pocket Casts' options picker:
    /// `window = SceneHelper.newMainScreenWindow()`, at alert level over the app's): its root is that
    /// window's, not the app's.
    var makesWindowOfItsOwn = false
    /// Whether the method has made a window (`UIWindow(…)`) before what it reads now: the roots it sets
    /// are a new window's (`WindowRoot.isOnNewWindow`).
    var hasMadeAWindow = false
    /// Locals holding a navigation controller made around one of the method's parameters
    /// (`let nav = NavigationController(rootViewController: target)`): the parameter's name.
    var navigationsAroundParameters: [String: String] = [:]
    /// Locals holding what one of the method's parameters gives of itself through a method returning
    /// `self` on a view controller (`let controller = module.toPresentable()`, PresentableObjects.swift):
    /// the parameter's name.
    var presentablesOfParameters: [String: String] = [:]
    /// Whether the method returns rather than move a navigation controller (`guard controller is
    /// UINavigationController == false else { return }`): its parameter moves refuse one.
    var refusesNavigation = false
    /// The calls of the class's own methods and on properties of the app's types, and the
    /// window roots set (Coordinators.swift).
    var methodCalls: [MethodCall] = []
    var windowRoots: [WindowRoot] = []
    var parameterMoves: [ParameterMove] = []
    var closurePropertyMoves: [ClosurePropertyMove] = []
    /// Variables holding an empty navigation controller (`UINavigationController()`), and those
    /// holding a coordinator made with one, by name: what its navigation controller shows once started.
    var emptyNavigations: Set<String> = []
    /// Those of them made a window's root while still empty, with where: the root once given a stack
    /// (`noteStackGivenToRoot`).
    var rootsAwaitingStacks: [String: (node: Syntax, location: String)] = [:]
    /// Names a closure's capture list gives `self` (`[unowned viewController = self]`).
    var selfAliases: Set<String> = []
    var coordinatorNavigations: [String: CodeTrigger.Instantiation] = [:]
    /// Containers of the app's made here around an empty navigation controller before a coordinator
    /// is made with it, by the navigation controller's variable: their child is what the coordinator's
    /// `start()` roots it with (`noteCoordinator`; Zotero's settings, in a `ContainerViewController`).
    var containersAroundEmptyNavigations: [String: [MadeContainer]] = [:]
    /// Locals holding a hosting controller made around one of the method's parameters, a SwiftUI
    /// view (`let controller = UIHostingController(rootView: view)`): the parameter's name.
    var hostedParameters: [String: String] = [:]
    /// Variables holding an object of the app's made here, as the navigation controller its `start()`
    /// would root, should its `navigationController` be read.
    var madeObjects: [String: CodeTrigger.Instantiation] = [:]
    /// The other classes of the app's a variable was given by assignment, in the branches before the
    /// one `madeObjects` keeps (Stopp Corona's `let child: Coordinator`, then `child =
    /// SelfTestingHintCoordinator(…)` in one case of a switch and `…SuspicionCoordinator(…)` in another,
    /// and `child.start()` after it): a call on it runs in each.
    var otherMadeObjectTypes: [String: [String]] = [:]
    /// Locals handed to a coordinator made here (`AboutCoordinator(router: modalRouter)`), with the
    /// variable holding that coordinator and what its `start()` roots: presenting the local presents
    /// that (RoutersHandedToCoordinators.swift).
    var handedToCoordinators: [String: (coordinator: String, started: CodeTrigger.Instantiation)] = [:]
    /// The coordinators made here whose router the method presents: their `start()` roots what is
    /// presented, it moves nothing of the caller's.
    var presentedCoordinators: Set<String> = []
    /// The class's properties handed to an object of the app's as the class starts, with the variable
    /// holding that object and its class.
    private var propertiesHanded: [(property: String, coordinator: String, type: String)] = []
    /// The variables whose `start()` the method calls: a coordinator, not a container made with a
    /// controller (`AdaptiveStatusBarStyleNavigationController(rootViewController: viewController)`).
    var startedVariables: Set<String> = []

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
    var tabBars: [String: [CodeTrigger.Instantiation]] = [:]
    /// Variables holding UIKit's split view controller made here, with what is set on it so far
    /// (`viewControllers = [list, detail]`, `setViewController(list, for: .primary)`), read as one a
    /// property keeps is (ContainersInProperties.swift): a delegate's window root made so.
    var splits: [String: HeldContainer] = [:]
    /// Locals bound to what a container holds in a slot (`let center = container.centerViewController`),
    /// by the slot's name (ContainerSlots.swift).
    var slotLocals: [String: String] = [:]
    /// Locals holding a list mapped through an enum's view-controller member, one controller per
    /// case (EnumCaseControllers.swift).
    var enumCaseLists: [String: [CodeTrigger.Instantiation]] = [:]
    /// The locals holding a list of values carrying controllers, one per case of an enum (ControllersCarriedByValues.swift).
    var carrierLists: [String: CarriedControllers] = [:]
    /// The locals holding the controller a parameter's value carries (`if let viewController =
    /// submodule.viewController`), as that parameter's field (ControllersCarriedByValues.swift).
    var controllersCarriedByParameters: [String: Parameter] = [:]
    /// Locals bound to a parameter cast to another type (`if let panModal = viewController as?
    /// UIViewController & PanModalPresentable`): that parameter, under another name.
    var parameterCasts: [String: Parameter] = [:]
    /// The enum cases declared locals are given, and the one an iPhone's branch gives (PhoneBranchCases.swift).
    var enumCasesAssigned: [String: (cases: [String], onPhone: String?)] = [:]
    /// Locals holding the class's own name (KeePassium's `let className = String(describing: self)`).
    var ownClassNames: [String] = []
    /// The controllers set as the class's own `viewControllers` (`viewControllers = [a, b]`).
    var ownViewControllers: [CodeTrigger.Instantiation] = []
    /// The names the class gives itself as its `viewControllers` when none is understood and each is
    /// a plain name (an initializer's parameters: ContainersGivenChildren.swift), with whether the list
    /// wraps each in a navigation controller.
    var ownViewControllerNames: (names: [String], inNavigation: Bool)?
    /// The parameter the class gives itself whole as its `viewControllers` (`viewControllers = controllers`).
    var ownViewControllerListName: String?
    /// The columns, style and display mode set on the class itself (SplitViewsInCode.swift).
    private(set) var splitSetUp = SplitSetUp()
    /// The columns it sets on split view controllers of the app's classes it keeps, by class (SplitViewsInCode.swift).
    private(set) var columnsOfOthers: [String: SplitSetUp] = [:]
    private(set) var splitColumnParameters: [SplitColumnParameter] = []
    /// The `viewControllers` it gives tab bar and split view controllers of the app's classes it makes
    /// or keeps, by class (`let split = SplitViewController(); split.viewControllers = [tabs, detail]`).
    var viewControllersOfOthers: [String: [CodeTrigger.Instantiation]] = [:]
    /// What is put in UIKit's containers the class keeps in properties (ContainersInProperties.swift).
    var heldContainers: [String: HeldContainer] = [:]
    /// The app's types made here with an initializer (WindowRoots.swift).
    private(set) var typesMade: [TypeMade] = []
    /// The method's selector (`showTextZoomEditor(inController:forWebView:)`); what it presents on
    /// its parameters, the parameters it passes on, and the calls handing `self` to another
    /// object (PresentersHandedIn.swift).
    let selector: String
    var parameterPresentations: [ParameterPresentation] = []
    /// The controllers whose views this method adds to its class's (ControllersViewsHosted.swift).
    private(set) var hostedViews: [HostedView] = []
    /// What the context menus this method configures preview (ContextMenuPreviews.swift).
    var contextMenuPreviews: [ContextMenuPreview] = []
    /// The controllers this method presents and dismisses itself later (PresenterDismissals.swift).
    var presentedDismissals: [PresentedDismissal] = []
    /// Locals bound to a context menu commit's `animator.previewViewController`, by the parameter.
    var previewLocals: [String: String] = [:]
    /// Calls other classes make of this class's methods: a bar button this method gives a
    /// controller, whose action is this class's method (BarButtonsOfOthers.swift), by the class.
    var callsByOthers: [(String, MethodCall)] = []
    /// The closures handed to a controller made in this method (ClosuresHandedToControllers.swift):
    /// the controller's, so not read as this method's own.
    var closuresOfControllers: Set<SyntaxIdentifier> = []
    /// Closures kept in a local the method calls by name, read at each call (LocalClosures.swift).
    var localClosures: [String: ClosureExprSyntax] = [:]
    /// The local closures whose calls are being read, so that none is read inside itself.
    var localClosuresBeingRead: Set<String> = []
    /// The call each local closure being read is read at, by the closure: its branches are the call's.
    var localClosureCallsBeingRead: [SyntaxIdentifier: Syntax] = [:]
    /// The block keeping each local closure, by the closure: calls outside it are of something else.
    var localClosureBlocks: [SyntaxIdentifier: SyntaxIdentifier] = [:]
    /// Each block's calls by name, the last statement calling each (LocalClosures.swift).
    var localCallsByBlock: [SyntaxIdentifier: [String: Int]] = [:]
    /// The bodies of local closures read so far, and what they made (made once).
    var localClosureReads = 0
    var localClosureTriggers: Set<OwnedTrigger> = []
    /// The closures objects of the app's made here are handed, read as methods of their own.
    var handedClosureBodies: [HandedClosure] = []
    /// The types of locals bound to a call of one of the class's methods, as it declares them.
    var localTypes: [String: String] = [:]
    /// The types of locals bound to a cast to one of the app's types (`as? AppDelegate`).
    var castLocals: [String: String] = [:]
    /// Locals holding what a closure parameter returned (`viewController = provider(context)`): a
    /// move of one moves what the callers' closures return (`closureResult(_:)`).
    var closureResultLocals: [String: Parameter] = [:]
    /// Labelled closures handed to the class's own methods, by the method each is read as
    /// (`infoScreen#dismissAction`, ClosuresHandedToControllers.swift).
    var closuresHandedOn: [(method: String, closure: ClosureExprSyntax)] = []
    /// The cases of the app's enums emitted on streams, and the closures subscribed to a stream that
    /// switch over its value, read apart (EventStreams.swift).
    var streamEmissions: [StreamEmission] = []
    var streamSubscriptions: [(subscription: StreamSubscription, closure: ClosureExprSyntax, parameter: Parameter)] = []
    var streamHandedOn: [StreamSubscription] = []
    var presenterForwards: [PresenterForward] = []
    var selfHandedOver: [SelfHandedOver] = []
    /// The controllers' properties set to `self` (DelegateBindings.swift).
    private(set) var selfBindings: [SelfBinding] = []

    /// A `static` or `class` method's body: it has no `self` to present from, so what it presents on
    /// a parameter is that parameter's presentation alone (ClassReader.readBody).
    var isTypeMethod = false
    /// The method is declared to return an array (`-> [UIViewController]`): a `map` it returns makes a
    /// list of controllers, not an optional one (CallReader+Handing.swift, `listedElements`).
    var returnsList = false

    init(method: String, owner: String, reader: ClassReader, parameters: [Parameter] = [], selector: String? = nil,
         returnsOwnFactories: Bool = false) {
        self.method = method
        self.returnsOwnFactories = returnsOwnFactories
        self.owner = owner
        self.selector = selector ?? method + "()"
        self.reader = reader
        self.parameters = Dictionary(parameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        super.init(viewMode: .sourceAccurate)
    }

    /// The types the method casts to (`as`, `as?` or its forced form), in order, each once.
    private(set) var castTypes: [String] = []

    override func visitPost(_ node: AsExprSyntax) { noteCast(node.type) }

    /// A `case` of a `switch` over one of the method's parameters, or over `self` in an enum's
    /// member (EnumCaseControllers.swift): what is under it is tagged with it.
    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        let current = EnumCase.of(node, over: { $0 == EnumCase.selfLabel ? EnumCase.selfLabel : self.parameters[$0]?.label })
        if let current { enumCases.append(current) }
        casesTagging.append(current != nil)
        return .visitChildren
    }

    override func visitPost(_ node: SwitchCaseSyntax) {
        if casesTagging.popLast() == true { enumCases.removeLast() }
    }

    /// A switch over a parameter some of whose cases return: what follows it in its block runs for
    /// the other cases only (SwiftHub's router returns under `.root(in:)` before it pushes).
    override func visitPost(_ node: SwitchExprSyntax) {
        guard let after = EnumCase.afterSwitch(node, over: { $0 == EnumCase.selfLabel ? EnumCase.selfLabel : self.parameters[$0]?.label })
        else { return }
        var enclosing = node.parent
        for _ in 0..<3 where enclosing.map({ !$0.is(CodeBlockItemListSyntax.self) }) ?? false { enclosing = enclosing?.parent }
        guard let block = enclosing?.as(CodeBlockItemListSyntax.self) else { return }
        enumCases.append(after)
        blocksAfterSwitches.append(block.id)
    }

    /// A closure set on a controller made here is the controller's (ClosuresHandedToControllers.swift).
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        noteClosureAssigned(in: node)
        return .visitChildren
    }

    /// Unfolded, as the parser leaves it: a cast is a sequence of the value, the `as` and the type.
    override func visitPost(_ node: SequenceExprSyntax) {
        let elements = Array(node.elements)
        for (position, element) in elements.enumerated() where element.is(UnresolvedAsExprSyntax.self) {
            if position + 1 < elements.count, let type = elements[position + 1].as(TypeExprSyntax.self) { noteCast(type.type) }
        }
        noteStoredInProperty(elements)
        noteTabSelected(elements)
        noteChildSetOnMadeContainer(elements)
        noteDisplayMode(elements)
        noteDefinesContext(elements)
        noteBarButtonOfAnother(elements)
    }

    /// `definesPresentationContext = true` on the class itself (SearchResultsInCode.swift).
    private func noteDefinesContext(_ elements: [ExprSyntax]) {
        guard Self.assignsOwnProperty("definesPresentationContext", elements),
              elements[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) else { return }
        reader.update(owner) { $0.definesPresentationContext = true }
    }

    /// Whether `elements` (a sequence as the parser leaves it) assign the class's own `property`,
    /// written alone or after `self.`.
    private static func assignsOwnProperty(_ property: String, _ elements: [ExprSyntax]) -> Bool {
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return false }
        let target = unwrapped(elements[0])
        return target.as(DeclReferenceExprSyntax.self)?.baseName.text == property
            || target.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text == property && isSelf($0.base) } == true
    }

    /// `preferredDisplayMode = .oneBesideSecondary` on the class itself: a split's (SplitViewsInCode.swift).
    private func noteDisplayMode(_ elements: [ExprSyntax]) {
        guard Self.assignsOwnProperty("preferredDisplayMode", elements),
              let mode = elements[2].as(MemberAccessExprSyntax.self), mode.base == nil else { return }
        splitSetUp.preferredDisplayMode = mode.declName.baseName.text
    }

    /// Whether the property or variable `name` holds a tab bar or a split view controller: UIKit's
    /// own `tabBarController` and `splitViewController`, or one declared, or made by a method of the
    /// class's whose declared result is, of such a class (`…TabBarController`, `…SplitViewController`).
    func namesTabBarOrSplit(_ name: String) -> Bool {
        if name == "tabBarController" || name == "splitViewController" { return true }
        let factory = reader.propertyMade(name, in: owner)?.factory.flatMap { factory in
            factory.split(separator: ".", maxSplits: 1).last.map(String.init)
        }
        let type = reader.propertyType(name, in: owner) ?? factory.flatMap { reader.methodReturnType($0, in: owner) }
        guard let type else { return false }
        let plain = ClassReader.plainType(type)
        return plain.hasSuffix("TabBarController") || plain.hasSuffix("SplitViewController")
    }

    /// `self.destination = storyboard.instantiateViewController(withIdentifier: "tabs")`, cast or not
    /// (or without `self.`): the class's property holds that controller, for an
    /// `addChild(destination)` in another of its methods (AltStore's launch controller).
    private func noteStoredInProperty(_ elements: [ExprSyntax]) {
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return }
        notePresentationStyle(elements)
        noteCoordinator(elements[2], in: elements[0].trimmedDescription.filter { !$0.isWhitespace }, isAssignment: true)
        noteSelfBinding(elements)
        noteViewControllers(elements)
        noteManagingNavigation(elements)
        noteKeptBySharedObject(elements)
        noteWindowRoot(elements)
        noteHostedRootSet(elements)
        let target = Self.unwrapped(elements[0])
        noteControllerOnHeldObject(target, elements[2], at: "\(reader.file):\(reader.line(of: elements[0]))")
        if let reference = target.as(DeclReferenceExprSyntax.self) { noteArray(elements[2], in: reference.baseName.text) }
        noteEnumCaseAssigned(to: target, elements[2])
        if let reference = target.as(DeclReferenceExprSyntax.self) { noteIdentifierAssigned(to: reference.baseName.text, elements[2]) }
        noteClosurePropertyMove(target, elements[2], at: "\(reader.file):\(reader.line(of: elements[0]))")
        if let reference = target.as(DeclReferenceExprSyntax.self), declaredLocals.contains(reference.baseName.text),
           let parameter = calledClosureParameter(elements[2]) {
            closureResultLocals[reference.baseName.text] = parameter
        }
        if let reference = target.as(DeclReferenceExprSyntax.self),
           let held = instantiation(of: elements[2])
            ?? (declaredLocals.contains(reference.baseName.text) ? heldController(elements[2], storedFirst: true) : nil) {
            let variable = reference.baseName.text
            // A local declared above and given a controller in a branch holds the first one given.
            if typedLocals.remove(variable) != nil, held.isMadeInCode {
                instantiated[variable] = held
                declaredLocals.insert(variable)
            } else if declaredLocals.contains(variable) {
                if instantiated[variable] == nil {
                    instantiated[variable] = held
                } else if instantiated[variable] != held, !isUnderDeviceChoice(Syntax(target)) {
                    // Another branch's, unless the branches choose by the device (LaunchAlternatives.swift).
                    otherBranchValues[variable, default: []].append(held)
                }
            }
            // One declared with its class and given a making of that class (`var checkins:
            // CheckinsViewController!`, then `checkins = CheckinsViewController(onCancel: { … checkins … })`)
            // holds that making: a container it is handed has it as a child made here.
            if let typed = instantiated[variable]?.ofClass, held.isMadeInCode, held.identifier == typed {
                instantiated[variable] = held
            }
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
        let location = "\(reader.file):\(reader.line(of: elements[0]))"
        if let held = instantiation(of: elements[2]) {
            reader.noteProperty(name, in: owner, holds: held, method: method, location: location)
        } else if let held = heldController(elements[2], storedFirst: true) {
            // Another property's controller (ownCloud's `self?.contentViewController = self?.contentBrowserController`),
            // for a property whose setter adds it as a child.
            reader.noteControllerOnProperty(name, in: owner, made: held, method: method, location: location)
        }
    }

    /// `pageViewControllers.append(makePageController(…))`, or `append(contentsOf: pages.map {
    /// makePageController(…) })`, on a property of the class's (Aidoku's reader keeps the pages its
    /// page view controller's data source serves): the property holds what is appended
    /// (ControllersKept.swift). A local array (`var pages = []`) is no property.
    private func noteAppended(_ node: FunctionCallExprSyntax, to base: ExprSyntax, at location: String) {
        guard let property = Self.ownName(base), instantiated[property] == nil, arrays[property] == nil,
              Self.unwrapped(base).is(MemberAccessExprSyntax.self) || reader.propertyType(property, in: owner) != nil,
              let argument = node.arguments.first else { return }
        let elements = argument.label?.text == "contentsOf"
            ? Self.listedElements(argument.expression, mapsList: true) ?? []
            : argument.label == nil ? [argument.expression] : []
        for element in elements {
            guard let held = instantiation(of: element) else { continue }
            reader.noteControllerOnProperty(property, in: owner, made: held, method: method, location: location)
        }
    }

    /// `chooseFolder.coordinator = self`: a controller made or held here gets `self` as its
    /// coordinator or delegate (DelegateBindings.swift).
    private func noteSelfBinding(_ elements: [ExprSyntax]) {
        guard Self.isSelf(elements[2]), let member = Self.unwrapped(elements[0]).as(MemberAccessExprSyntax.self),
              let base = member.base, !Self.isSelf(base),
              let made = Self.ownName(base).flatMap({ instantiated[$0] }) ?? heldController(base, storedFirst: true),
              let type = made.knownClass else { return }
        selfBindings.append(SelfBinding(viewController: type, property: member.declName.baseName.text, method: method))
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
        boundLocals.insert(name)
        hideParameter(named: name, byLocalMadeOf: node.initializer?.value, declaredAt: Syntax(node))
        // `var controller: UIViewController? = nil`, given one in each branch below (Siskin's roster,
        // FSNotes' settings), is declared as one with no value is.
        guard let value = node.initializer?.value, !value.is(NilLiteralExprSyntax.self) else {
            // A new local of a name an earlier one had holds nothing of that one's (below).
            instantiated[name] = nil
            otherBranchValues[name] = nil
            localIdentifierChoices[name] = nil
            // `let controller: WebViewController`, assigned in branches below: a controller of that
            // class (an app's view controller), whichever branch makes it (NetNewsWire's article page).
            if let type = node.typeAnnotation.map({ ClassReader.plainType($0.type.trimmedDescription) }),
               Self.isAppClass(type), instantiated[name] == nil {
                instantiated[name] = .instance(of: type)
                typedLocals.insert(name)
            } else {
                declaredLocals.insert(name)
            }
            return
        }
        if let storyboard = storyboardName(of: value) { storyboards[name] = storyboard }
        if namesOwnClass(value) { ownClassNames.append(name) }
        // A parameter's copy to change (`var viewController = viewController`, given a property below
        // when it is nil: OnionBrowser's scene delegate's `show(_:)`): a local a branch gives one to,
        // moving what each caller hands the parameter as well (`copiedParameterMoves(_:)`).
        let wrapped = parameter(named: value) == nil ? parameterChosenOrWrapped(value) : nil
        if let parameter = parameter(named: value) ?? wrapped {
            declaredLocals.insert(name)
            parameterCopies[name] = parameter
        }
        // A new local of a name an earlier one had (in a nested function, a branch) holds only its
        // own value: Zotero's launch's `let controller = UIAlertController(…)`, presented, was the
        // launch screen a sibling function's `controller` instantiated.
        instantiated[name] = nil
        otherBranchValues[name] = nil
        alertControllers.remove(name)
        hostedParameters[name] = hostedParameter(Self.unwrapped(value)).map(\.name)
        slotLocals[name] = Self.slotRead(value)
        bind(name, to: value)
        // What the callers hand, wrapped or not: not what the wrapper makes around it.
        if wrapped != nil {
            instantiated[name] = nil
            otherBranchValues[name] = nil
            branches[name] = nil
        }
        noteHostingPlaceholder(name, value)
        // `let detail: DetailViewController = storyboard.instantiateViewController()`: a generic helper
        // whose result's type the declaration gives, known by that class (as a cast's).
        if instantiated[name] == nil, Self.unwrapped(value).is(FunctionCallExprSyntax.self),
           let type = node.typeAnnotation.map({ ClassReader.plainType($0.type.trimmedDescription) }), Self.isAppClass(type) {
            instantiated[name] = .instance(of: type)
            foundByCast.insert(name)
        }
        if let values = Self.branchValues(of: value) { branches[name] = values }
        noteArray(value, in: name, declaredHere: true)
        if let list = enumCaseControllers(value) { enumCaseLists[name] = list }
        if let carriers = carriedControllers(value) { carrierLists[name] = carriers }
        if let view = SwiftUIScreens.hostedRoot(of: value, views: views) { views[name] = view }
        if isNavigationAroundSelf(value) { navigationsAroundSelf.insert(name) }
        if let moved = movedParameter(value), moved.inNavigation { navigationsAroundParameters[name] = moved.parameter.name }
        presentablesOfParameters[name] = presentableParameter(value)?.name
        if let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self),
           Self.namesNoRoot(call.arguments) && isNavigationClass(Self.callee(call).1)
            || makesNavigationByFactory(call, declared: node.typeAnnotation?.type) {
            emptyNavigations.insert(name)
        }
        if let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self), case (nil, "UITabBarController") = Self.callee(call) {
            // Made with iOS 18's tabs (`UITabBarController(tabs: [home, search])`, UITabs.swift): those.
            let tabs = call.arguments.first(where: { $0.label?.text == "tabs" }).flatMap { controllerList($0.expression)?.0 } ?? []
            tabBars[name] = tabs.compactMap { instantiation(of: $0) ?? heldController($0, storedFirst: true) }
        }
        if let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self), case (nil, "UISplitViewController") = Self.callee(call) {
            splits[name] = HeldContainer(kind: .split)
        }
        noteCoordinator(value, in: name)
    }

    /// `let about = AboutCoordinator(navigationController: modal)` (or a property so assigned):
    /// a class of the app made with an empty navigation controller is a coordinator, and the
    /// navigation controller shows what its `start()` roots it with (Coordinators.swift).
    private func noteCoordinator(_ value: ExprSyntax, in variable: @autoclosure () -> String, isAssignment: Bool = false) {
        // (A view controller made with one is a container of it, no coordinator: Zotero's
        // `ContainerViewController(rootViewController: settingsNavigationController)`.)
        guard let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self), case (nil, let type) = Self.callee(call),
              Self.isAppClass(type), !type.hasSuffix("ViewController") else { return }
        let started = CodeTrigger.Instantiation.navigation(startedBy: type)
        // Spelled only now: the text of every assignment's target cost a tenth of an import.
        let variable = variable()
        // One that makes its own navigation controller: what its `start()` roots it with, when its
        // `navigationController` is read here (Mastodon's settings coordinator).
        let name = Self.variableName(variable)
        if isAssignment, let earlier = madeObjects[name]?.factory?.split(separator: ".").first.map(String.init), earlier != type,
           !(otherMadeObjectTypes[name] ?? []).contains(earlier) {
            otherMadeObjectTypes[name, default: []].append(earlier)
        } else if !isAssignment {
            otherMadeObjectTypes[name] = nil
        }
        madeObjects[name] = started
        for argument in call.arguments {
            let handed = Self.unwrapped(argument.expression)
            if let reference = handed.as(DeclReferenceExprSyntax.self), emptyNavigations.contains(reference.baseName.text) {
                let navigation = reference.baseName.text
                for var container in containersAroundEmptyNavigations.removeValue(forKey: navigation) ?? [] {
                    // Made before with what the variable held then (an empty navigation controller): the
                    // navigation controller as the coordinator's `start()` roots it, instead.
                    madeContainers.removeAll { $0 == container }
                    if let held = instantiated[navigation] { container.children.removeAll { $0 == held } }
                    container.children.append(started)
                    if !madeContainers.contains(container) { madeContainers.append(container) }
                }
                // And what the locals holding those containers were made with (`given`: the variant of a
                // container made with different children in different places is told by it).
                if let held = instantiated[navigation] {
                    for (local, made) in instantiated where made.given.contains(held) {
                        instantiated[local]?.given = made.given.map { $0 == held ? started : $0 }
                    }
                }
                instantiated[navigation] = started
                coordinatorNavigations[Self.variableName(variable)] = started
            } else if let made = handed.as(FunctionCallExprSyntax.self), made.arguments.isEmpty,
                      isNavigationClass(Self.callee(made).1) {
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

    /// What a presenting call shows, one per branch when its argument is a variable one of several
    /// branches gave (NetNewsWire's troubleshooting rows: `let viewController = { switch row { case
    /// .errorLog: return …; case .dinosaurs: return … } }()`, then one push); else `shown(_:)`.
    func shownEach(_ node: FunctionCallExprSyntax) -> [CodeTrigger.Instantiation] {
        // A navigation controller this method gave a parameter as its stack shows what the callers hand
        // (a parameter move), not what the property it came from held before (Element's split coordinator's
        // detail navigation controller, made around a placeholder at launch).
        if let reference = node.arguments.first.flatMap({ Self.unwrapped($0.expression).as(DeclReferenceExprSyntax.self) }),
           navigationsAroundParameters[reference.baseName.text] != nil {
            return []
        }
        let chosen = node.arguments.first.map { chosenControllers($0.expression) } ?? []
        if chosen.count > 1 {
            latest = nil
            return chosen
        }
        if let each = givenInBranches(node) { return each }
        return shown(node).map { [$0] } ?? []
    }

    /// A move of a parameter's copy (`var controller = controller; if controller == nil { controller =
    /// fallback }; push(controller!)`): the parameter's move, which each caller's argument makes, and
    /// the controllers the method gives the copy, returned; nil when the argument is no such copy.
    func copiedParameterMoves(_ node: FunctionCallExprSyntax, _ kind: ParameterMove.Kind) -> [CodeTrigger.Instantiation]? {
        guard let name = node.arguments.first.flatMap({ Self.unwrapped($0.expression).as(DeclReferenceExprSyntax.self) })?.baseName.text,
              let parameter = parameterCopies[name] else { return nil }
        parameterMoves.append(ParameterMove(method: method, label: parameter.label, kind: kind, enumCase: enumCases.last))
        return instantiated[name].map { given in markShown(each: given, otherBranchValues[name] ?? []) } ?? []
    }

    /// `given` and `others` (a local's value and the other branches'), each once, no longer handed on.
    func markShown(each given: CodeTrigger.Instantiation, _ others: [CodeTrigger.Instantiation]) -> [CodeTrigger.Instantiation] {
        var each = [given]
        for other in others where !each.contains(other) { each.append(other) }
        latest = nil
        for position in made.indices where each.contains(where: { $0.withoutNavigation == made[position].instantiation.withoutNavigation }) {
            made[position].shown = true
        }
        return each
    }

    /// What a local declared above and given a controller in each branch of a switch or an if holds,
    /// when the call's first argument is one (Ello's settings: `let controller: UIViewController`,
    /// `case .dynamicSettings: controller = DynamicSettingsViewController(…)`, then
    /// `pushViewController(controller, …)`): each controller given; nil for any other argument.
    func givenInBranches(_ node: FunctionCallExprSyntax) -> [CodeTrigger.Instantiation]? {
        guard let name = node.arguments.first.flatMap({ Self.unwrapped($0.expression).as(DeclReferenceExprSyntax.self) })?.baseName.text,
              let given = instantiated[name], let others = otherBranchValues[name], !others.isEmpty else { return nil }
        return markShown(each: given, others)
    }

    /// The controller a property the class declares holds (`addChild(promoHostingController)`):
    /// the one its initializer makes (`let settings = SettingsViewController()`), else the scene of
    /// its declared class, else what a method stored in it; with `storedFirst`, what was stored
    /// (`home = HomeViewController()`, made in code) before the declared class.
    func heldController(_ expression: ExprSyntax, storedFirst: Bool = false) -> CodeTrigger.Instantiation? {
        guard let name = Self.ownName(expression) else { return nil }
        // A container the class gives its child on a property of its (ContainersGivenChildrenOnProperties.swift).
        if let kept = keptObjectGivenMembers(name) { return kept }
        if let made = reader.propertyMade(name, in: owner) { return made }
        let stored = reader.propertyController(name, in: owner)
        if storedFirst, let stored { return stored }
        guard let declared = reader.propertyType(name, in: owner).flatMap(Self.controller(declaredAs:)) else { return stored }
        // Declared with its class and made of that class by a method read before (CovidCertificate's
        // `private let detail: CertificateDetailViewController`, made in `init`): that making, so the
        // class has a scene of its own where nothing else makes it.
        if let stored, stored.isMadeInCode, stored.identifier == declared.ofClass { return stored }
        return declared
    }

    /// What the class's property `expression` names holds (`heldController`), when no parameter or local
    /// of that name hides it; nil otherwise. One known only by the class it is declared with, a
    /// container's subclass of the app's among them (SwissCovid's `NSTabBarController`, which sets its
    /// own tabs), is a controller of that class made in code.
    func propertyHeld(_ expression: ExprSyntax) -> CodeTrigger.Instantiation? {
        guard let name = Self.ownName(expression), namesUnhiddenProperty(name),
              let held = heldController(expression, storedFirst: true) else { return nil }
        if let type = held.ofClass, held.factory == nil, held.identifier == nil, type.hasSuffix("Controller") {
            return CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: type)
        }
        return held
    }

    /// What `expression` names when it is a property of a class whose body another file declares, this
    /// one only extending it (OnionBrowser's `lazy var liveSearchVc = LiveSearchViewController()` in
    /// `BrowsingViewController.swift`, presented in `BrowsingViewController+UITextFieldDelegate.swift`):
    /// what the class keeps there, read once every file is (`SourceIndex.controllerKept(in:by:)`);
    /// nil for a parameter or a local, or where this file declares the class.
    func propertyOfAnotherFile(_ expression: ExprSyntax) -> CodeTrigger.Instantiation? {
        guard !reader.declaresBody(of: owner), let name = Self.ownName(expression), namesUnhiddenProperty(name) else { return nil }
        return .kept(name, by: owner)
    }

    /// Whether `name` may name a property of the class's: no parameter, local or controller made
    /// here has it, and it is not `self`.
    func namesUnhiddenProperty(_ name: String) -> Bool {
        parameters[name] == nil && instantiated[name] == nil && !boundLocals.contains(name) && name != "self"
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        if node.conditions.trimmedDescription.contains("is UINavigationController") { refusesNavigation = true }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        noteClosuresHanded(to: node)
        noteStreamSubscription(node)
        noteFactoryClosures(node)
        if !localClosures.isEmpty { readLocalClosure(called: node) }
        return .visitChildren
    }

    override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind {
        noteEnumCasesListed(node)
        return .visitChildren
    }

    /// A closure a controller made here is handed is the controller's (ClosuresHandedToControllers.swift).
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        // `[unowned viewController = self]`: in the closure, that name is the controller itself
        // (OpenTrace's `viewController.performSegue(withIdentifier: …)`, not understood before).
        for item in node.signature?.capture?.items ?? [] {
            if let value = item.initializer?.value, Self.isSelf(value) { selfAliases.insert(item.name.text) }
        }
        if closuresOfControllers.contains(node.id) {
            // (The method's own local closures it calls are still the method's: Session's launch calls
            // its root's setup from the closure it hands the home screen to call once its data is in.)
            if !localClosures.isEmpty { readLocalClosureCalls(in: node) }
            return .skipChildren
        }
        // A closure kept in a local and called by name is read at its calls (LocalClosures.swift).
        if let name = localClosureName(node) {
            localClosures[name] = node
            return .skipChildren
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        let (base, name) = Self.callee(node)
        if base == nil, name == "UIWindow" { hasMadeAWindow = true }
        let location = "\(reader.file):\(reader.line(of: node))"
        // A move in the iPad's branch of a choice by the device is none on the iPhone flow models (PhoneBranchCases.swift).
        let triggersBefore = triggers.count
        defer {
            if triggers.count > triggersBefore, isOnPhone(Syntax(node)) == false { triggers.removeSubrange(triggersBefore...) }
        }
        noteMadeContainer(node, named: name, base: base, at: location)
        noteStreamEmission(node, base: base, name: name, at: location)
        if name == "append", let base, !appendedToList(node, on: base) { noteAppended(node, to: base, at: location) }
        if base == nil, name == "UIContextMenuConfiguration" { noteContextMenuPreview(node) }
        if base == nil, name.first?.isUppercase == true || Self.movingVerbs.contains(where: { name.lowercased().hasPrefix($0) }) {
            for argument in node.arguments {
                if let wrapped = instantiation(of: argument.expression) { wrappedMakings.insert(wrapped) }
            }
        }
        if base == nil, Self.isAppClass(name), !typesMade.contains(where: { $0.type == name }) {
            typesMade.append(TypeMade(caller: method, type: name))
        }
        if base == nil, Self.isAppClass(name) {
            // `SettingsViewController(coordinator: self)`: the argument's label names the property.
            for argument in node.arguments where Self.isSelf(argument.expression) {
                if let label = argument.label?.text {
                    selfBindings.append(SelfBinding(viewController: name, property: label, method: method))
                }
            }
        }
        func add(_ action: CodeTrigger.Action) {
            var trigger = CodeTrigger(method: method, action: action, location: location, enumCase: enumCases.last)
            if action.isBackStep { trigger.choices = Self.choices(around: Syntax(node)) }
            triggers.append((owner, trigger))
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
        // An implicit member (`return .performSegue(withIdentifier: "x", sender: self)`) is a value of
        // the type the context expects, an enum's case a view model returns (xDrip4iOS's
        // `SettingsSelectedRowAction`), never UIKit's method called on self.
        if node.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.base == nil }) == true,
           Self.viewControllersOwnMoves.contains(name) { return }
        switch name {
        case "setViewController" where label(node, 1) == "for":
            // A split view controller filling its own column (SplitViewsInCode.swift), one the
            // class keeps in a property (ContainersInProperties.swift), or one of the app's split
            // subclasses kept in a property (KeePassium's `_rootSplitVC`, a `RootSplitVC`).
            let kept = base.flatMap { base in Self.isSelf(base) ? nil : Self.variableName(base.trimmedDescription) }
            let appClass = kept.flatMap { reader.propertyType($0, in: owner) }.flatMap { Self.isAppClass($0) ? $0 : nil }
            guard kept == nil || kept.flatMap(heldKind(of:)) == .split || appClass != nil || kept.map({ splits[$0] != nil }) == true
            else { return }
            let arguments = Array(node.arguments)
            // UIKit's tab bar controller the class keeps in a property (Zebra's `realTabBarController`, its
            // secondary and compact column): that tab bar, its tabs what the class gives it.
            let keptTabBar = Self.ownName(arguments[0].expression).flatMap { name in
                heldKind(of: name) == .tabBar ? CodeTrigger.Instantiation.kept(name, by: owner) : nil
            }
            guard let column = arguments[1].expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return }
            guard let made = keptTabBar ?? containedController(arguments[0].expression) else {
                // The method's parameter, on a split of the app's class or its own: what its callers hand it
                // (SplitColumnsHandedIn.swift).
                let splitClass = kept == nil ? owner : kept.flatMap(heldKind(of:)) == nil ? appClass : nil
                if let splitClass, let moved = movedParameter(arguments[0].expression), !moved.inNavigation {
                    splitColumnParameters.append(SplitColumnParameter(method: method, label: moved.parameter.label,
                                                                      column: column, splitClass: splitClass))
                }
                return
            }
            let set = SplitColumn(column: column, made: made, location: location)
            if let kept, splits[kept] != nil {
                splits[kept]?.columns.append(set)
            } else if let appClass, kept.flatMap(heldKind(of:)) == nil {
                columnsOfOthers[appClass, default: SplitSetUp()].columns.append(set)
            } else if let base, !Self.isSelf(base) {
                heldContainers[Self.variableName(base.trimmedDescription), default: HeldContainer(kind: .split)].columns.append(set)
            } else {
                splitSetUp.columns.append(set)
            }
        case "init" where base?.is(SuperExprSyntax.self) == true && label(node, 0) == "style":
            splitSetUp.style = node.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        case "init" where base?.is(SuperExprSyntax.self) == true && label(node, 0) == "transitionStyle":
            // A page view controller subclass's `super.init(transitionStyle: .scroll, navigationOrientation: …)`.
            if let style = node.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                reader.update(owner) { $0.pageTransitionStyle = style }
            }
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
        case "present" where node.arguments.count >= 1 && label(node, 0) == nil,
             // PanModal's `presentPanModal(_:sourceView:sourceRect:completion:)`, a sheet of its own style.
             "presentPanModal" where node.arguments.count >= 1 && label(node, 0) == nil:
            // An alert made here: flow does not import alerts made in code, and it is not the last
            // controller the method instantiated (Zotero's beta alert was its launch screen).
            if let local = node.arguments.first.flatMap({ Self.unwrapped($0.expression).as(DeclReferenceExprSyntax.self) }),
               alertControllers.contains(local.baseName.text) {
                latest = nil
                return
            }
            // The controller presenting itself on another (the one it is handed).
            if !receiver(of: base).isOwner, let first = node.arguments.first, let inNavigation = selfPresented(first.expression) {
                presentsItself = inNavigation
                presentsItselfOnScreen = base.map(isWhateverIsOnScreen) ?? false
                return
            }
            if let copied = copiedParameterMoves(node, .present) {
                for made in copied { addShown(.present(made)) }
                return
            }
            if let moved = movedParameter(node.arguments.first?.expression), latest == nil || moved.inNavigation {
                noteParameterMove(node, .present)
                return
            }
            for made in givenInBranches(node) ?? shown(node).map({ [$0] }) ?? [] {
                // On a parameter: what a helper presents on the controller it is handed. A type method's
                // is that alone: xDrip4iOS's `static func displayPickerViewController(pickerViewData:
                // parentController:)` of its picker presents a new picker on the caller, not on one.
                if let base, let parameter = parameter(named: base) {
                    parameterPresentations.append(ParameterPresentation(slot: PresenterSlot(selector: selector, label: parameter.label),
                                                                        made: made, location: location, parameterType: parameter.type))
                    if isTypeMethod { continue }
                }
                addShown(.present(withPresentationStyle(made, of: node.arguments.first?.expression)))
                markOnScreen(base, at: location)
            }
        case "customPresentViewController" where label(node, 1) == "viewController":
            // Presentr's `customPresentViewController(_:viewController:animated:completion:)`: a presentation
            // of its second argument in the presenter's custom style.
            guard let argument = node.arguments.dropFirst().first?.expression else { return }
            if let made = instantiation(of: argument) ?? heldController(argument, storedFirst: true) {
                var styled = made
                styled.presentationStyle = styled.presentationStyle ?? "custom"
                addShown(.present(styled))
                markOnScreen(base, at: location)
            } else {
                noteParameterMove(of: Self.unwrapped(argument), .present)
            }
        case "show" where label(node, 0) == nil && label(node, 1) == "sender":
            // UIKit's `show(_:sender:)`; an app's `show(segue:sender:)` is a method of its own, below.
            if let copied = copiedParameterMoves(node, .show) {
                for made in copied { addShown(.show(made)) }
                return
            }
            let shownHere = shownEach(node)
            for made in shownHere { addShown(.show(made)) }
            if shownHere.isEmpty { noteParameterMove(node, .show) }
        case "showDetailViewController" where label(node, 0) == nil:
            let shownHere = shownEach(node)
            for made in shownHere { addShown(.detail(made)) }
            if shownHere.isEmpty { noteParameterMove(node, .detail) }
        case "pushViewController" where label(node, 1) == "animated":
            // UIKit's `pushViewController(_:animated:)`; an app's own `pushViewController(_:)` (DuckDuckGo's
            // settings view model's, calling a closure) is a method of its own, below.
            if let copied = copiedParameterMoves(node, .push) {
                for made in copied { add(.push(made)) }
                return
            }
            let shownHere = shownEach(node)
            // The first push onto an empty navigation controller made here is its root (UIKit's: pushed
            // onto an empty stack, it is the stack), not a move (Radar COVID's launch pushes its splash).
            if shownHere.count == 1, let variable = base.flatMap({ Self.unwrapped($0).as(DeclReferenceExprSyntax.self)?.baseName.text }),
               emptyNavigations.contains(variable), instantiated[variable] == nil {
                giveStack(endingWith: shownHere[0], toNavigationMadeHere: variable)
                return
            }
            let popsFirst = Self.popBefore(node)
            let slot = containerSlot(of: base)
            for made in shownHere {
                add(.push(made))
                triggers[triggers.count - 1].1.popsFirst = popsFirst
                triggers[triggers.count - 1].1.ontoSlot = slot
                markOnScreen(base, at: location)
            }
            if shownHere.isEmpty { noteParameterMove(node, .push) }
        case "setViewControllers" where base.map { tabBars[Self.variableName($0.trimmedDescription)] != nil } == true:
            // A tab bar controller made here: its tabs.
            guard let base, let array = node.arguments.first.map({ Self.unwrapped($0.expression) })?.as(ArrayExprSyntax.self)
            else { return }
            tabBars[Self.variableName(base.trimmedDescription)] = array.elements.compactMap { instantiation(of: $0.expression) }
        case "setViewControllers" where base.flatMap { Self.isSelf($0) ? nil : Self.ownName($0) }.flatMap(heldKind(of:)) == .tabBar:
            // UIKit's tab bar controller the class keeps in a property: its tabs (ContainersInProperties.swift).
            guard let base, let property = Self.ownName(base), let first = node.arguments.first else { return }
            noteTabs(of: property, first.expression)
        case "setViewControllers" where base.flatMap(Self.ownName).map(namesTabBarOrSplit) == true:
            // A tab bar's tabs or a split's columns, not a navigation stack (ProtonVPN's navigation service
            // gives the tab bar it keeps in a lazy property, which a factory of its own makes, its tabs):
            // no push. Which tabs is not read here.
            return
        case "setViewControllers" where noteStackSet(on: base, node):
            // The stack of a navigation controller made here, which the method shows later.
            return
        case "setTabs" where base == nil || base.map(Self.isSelf) == true:
            // A tab bar subclass's own tabs, iOS 18's (UITabs.swift).
            if let first = node.arguments.first { noteOwnViewControllers(first.expression) }
        case "setViewControllers" where !node.arguments.contains(where: { $0.label?.text == "direction" }):
            // A navigation controller's stack (a page view controller's pages take a `direction:`); on
            // the class itself, its own (a tab bar subclass's tabs, CodeScreens, or its own stack).
            if let base, !Self.isSelf(base), let property = Self.ownName(base), let first = node.arguments.first {
                noteStack(of: property, listed: listedControllers(first.expression))
            }
            if base == nil || Self.isSelf(base), let first = node.arguments.first { noteOwnViewControllers(first.expression) }
            let stack = wholeStack(of: base, node.arguments.first?.expression, animated: Self.isAnimated(node))
            let navigationStack = navigationStack(on: base, node.arguments.first?.expression, pushesOtherwise: true)
            if let made = shown(node) {
                add(.push(made))
                triggers[triggers.count - 1].1.setsStack = stack
                triggers[triggers.count - 1].1.stackOfNavigation = navigationStack
                markOnScreen(base, at: location)
            } else {
                noteParameterMove(node, .push)
            }
        case "setViewControllers":
            // A page view controller's page, on one the class holds (a property): the page is on
            // screen inside this controller, not presented by it; on the class itself, its own first
            // page (a page view controller subclass's `setViewControllers([first], direction: .forward, …)`).
            if base == nil || Self.isSelf(base) {
                if let made = shown(node) { add(.page(made)) }
                return
            }
            guard let base, case .other(let type) = receiver(of: base), type.hasSuffix("PageViewController") else { return }
            if let made = shown(node) { add(.page(made)) }
        case "dismiss" where label(node, 0) == "animated" && (node.arguments.count == 1 || label(node, 1) == "completion"):
            // UIKit's `dismiss(animated:completion:)`, not a view's of its own (KeePassium's action
            // sheet view's `dismiss(animated:delayed:)`), nor an alert's made here dismissed in its own
            // action's handler (Eurofurence's alert router): flow does not import alerts made in code.
            if let base, let local = Self.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text,
               alertControllers.contains(local) { return }
            // Nor one a property holds (`self.skipAlertController?.dismiss(animated: true)`), declared as an
            // alert or named as one and declared with none of the app's classes (AlertDismissals.swift).
            if let base, let property = Self.ownName(base), parameters[property] == nil, instantiated[property] == nil,
               AlertDismissals.holdsAlert(property, declaredAs: reader.propertyType(property, in: owner)) { return }
            // Sent to the controller this method presented: that screen's dismissal, when the work ends.
            if notePresentedDismissal(of: base, at: location) { return }
            // Sent by a helper to the controller it presents and keeps (HeldPresentationDismissals.swift).
            if let held = presentedPropertyDismissed(base) {
                add(.dismiss)
                triggers[triggers.count - 1].1.dismissesHeld = held
                return
            }
            // A system controller's (a picker's, the mail composer's), which flow does not import
            // (SystemControllerDismissals.swift).
            if dismissesSystemController(base, node) { return }
            // In an app's extension of UIKit's class, sent to a controller a local made here holds (Stepik's
            // close button on the navigation controller `getEmbedded(moduleStack:)` makes for its caller
            // to present): that controller's own dismissal, no segue of every screen's. (A class's own
            // method dismissing what it presented is its segue: OsmAnd's search, ownCloud's card.)
            if !Self.isAppClass(owner), let base, let local = Self.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text,
               boundLocals.contains(local), instantiated[local] != nil { return }
            // Guarded by what is presented (GuardedDismissals.swift): only that controller, or an alert, no move.
            switch dismissalGuard(around: Syntax(node)) {
            case .alert?:
                return
            case .presented(let type)?:
                add(.dismiss)
                triggers[triggers.count - 1].1.dismissesOnly = type
            case nil:
                add(.dismiss)
            }
        case "popViewController" where label(node, 0) == "animated":
            add(.pop)
        case "popToRootViewController" where label(node, 0) == "animated":
            add(.popToRoot)
        case "addChild" where node.arguments.count == 1 && label(node, 0) == nil,
             "addChildViewController" where node.arguments.count == 1 && label(node, 0) == nil:
            // A child added in code, on this controller (a custom container's own work), or on a
            // plain one the class keeps (ContainersSwappingChildren.swift).
            // Only what the argument names: the latest instantiation may be another's.
            if customContainerProperty(base) != nil {
                noteHeldEmbed(node, named: name, on: base, at: location)
                return
            }
            if noteChildAddedToParameter(node, on: base, at: location) { return }
            guard receiver(of: base).isOwner, let first = node.arguments.first else { return }
            if let parameter = parameter(named: first.expression) ?? carriedByParameter(first.expression) {
                // The method's parameter: of a class of the app, that class's scene; else
                // whatever the methods calling this one hand it (ChildrenInCode.swift).
                if Self.isAppClass(parameter.type) {
                    add(.addChild(.instance(of: parameter.type)))
                } else if !childParameters.contains(where: { $0.label == parameter.label }) {
                    childParameters.append(ChildParameter(method: method, label: parameter.label))
                }
            } else if let each = givenInBranches(node) {
                for made in each { add(.addChild(made)) }
            } else if instantiation(of: first.expression) != nil, let made = shown(node) {
                add(.addChild(made))
            } else if let held = heldController(first.expression) ?? propertyOfAnotherFile(first.expression) {
                add(.addChild(held))
            } else {
                let chosen = chosenControllers(first.expression)
                for made in chosen { add(.addChild(made)) }
                // A child it was given (a property its initializer set): ContainersGivenChildren.swift.
                if chosen.isEmpty { addsChildrenHandedIn = true }
            }
        case "UISearchController" where label(node, 0) == "searchResultsController":
            // A search controller showing its results in a controller of the app's (SearchResultsInCode.swift).
            guard let first = node.arguments.first?.expression,
                  let results = instantiation(of: first) ?? heldController(first, storedFirst: true) else { return }
            markShown(results)
            add(.searchResults(results))
        case "addSubview" where node.arguments.count == 1, "insertSubview":
            // A controller's view shown in this one's, not as a child (ControllersViewsHosted.swift):
            // `view.insertSubview(miniPlayer.view, belowSubview: tabBar)`.
            guard let first = node.arguments.first, let member = Self.unwrapped(first.expression).as(MemberAccessExprSyntax.self),
                  member.declName.baseName.text == "view", let holder = member.base,
                  let made = instantiation(of: holder) ?? heldController(holder, storedFirst: true) else { return }
            hostedViews.append(HostedView(made: made, method: method, location: location))
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
            let callsBefore = methodCalls.count
            noteMethodCall(node, named: name, on: base)
            if methodCalls.count > callsBefore, !rootsAwaitingStacks.isEmpty { noteRootHandedToOthers(node, call: methodCalls[callsBefore]) }
            if methodCalls.count > callsBefore, !emptyNavigations.isEmpty { noteNavigationHandedForItsStack(node, callAt: callsBefore) }
            noteWindowRootHelper(node, named: name, on: base)
            noteHeldEmbed(node, named: name, on: base, at: location)
            if CodeTrigger.Instantiation.isCoordinatorStart(name), let base { startedVariables.insert(Self.variableName(base.trimmedDescription)) }
            // A controller handed to a method of the class's own, which may add it as a child.
            if receiver(of: base).isOwner { noteHanded(node, to: name, at: location) }
            notePresenters(node, named: name, at: location, onOwner: receiver(of: base).isOwner)
            // A method called on a controller made here, which may present itself: one a local holds,
            // or one made in the call itself (Habitica's `FlagViewController(type: …).show()`), or one a
            // property of the class keeps (Moonlight's loading frame, instantiated in `viewDidLoad` and
            // shown later: `[_loadingFrame showLoadingFrame:…]`; `lazy var loadingFrame = …`, `loadingFrame.show()`).
            if let base, let made = Self.unwrapped(base).as(DeclReferenceExprSyntax.self).flatMap({ instantiated[$0.baseName.text] })
                ?? Self.unwrapped(base).as(FunctionCallExprSyntax.self).flatMap({ instantiation(of: ExprSyntax($0)) })
                ?? (Self.ownName(base).map(namesUnhiddenProperty) == true ? heldController(base, storedFirst: true) : nil) {
                let presenter = node.arguments.lazy.compactMap { self.parameter(named: $0.expression) }.first
                    .map { PresenterSlot(selector: selector, label: $0.label) }
                callsOnMade.append(CallOnMade(caller: method, callee: name, made: made, location: location, presenter: presenter))
            }
        }
    }

    /// A local named as a parameter hides it to the end of the statements it is declared among
    /// (Planetary's `showMainViewController(with controller:)` making `let controller =
    /// MainViewController()` and adding that; Session's `guard let presentingViewController =
    /// (presentingViewController ?? frontmost)` in a `case`), unless it is the parameter itself
    /// (`var viewController = viewController`, `guard let x = x`). `visitPost(CodeBlockItemListSyntax)`
    /// gives it back.
    private func hideParameter(named name: String, byLocalMadeOf value: ExprSyntax?, declaredAt node: Syntax) {
        guard let hidden = parameters[name], let value, parameter(named: value) == nil else { return }
        var enclosing = node.parent
        while let next = enclosing, !next.is(CodeBlockItemListSyntax.self) { enclosing = next.parent }
        guard let statements = enclosing else { return }
        parameters[name] = nil
        hiddenParameters.append((statements.id, hidden))
    }

    /// `guard let sub = storyboard?.instantiateViewController(withIdentifier: "sub") as? SubViewController`:
    /// the variable holds what is instantiated, else what the cast names
    /// (`if let hosting = header as? UIHostingController<SurveyView>`).
    override func visitPost(_ node: OptionalBindingConditionSyntax) {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        boundLocals.insert(name)
        // (`guard let` binds for the rest of its block; `if let`, `while let` only inside theirs, not followed.)
        if node.parent?.parent?.parent?.is(GuardStmtSyntax.self) == true {
            hideParameter(named: name, byLocalMadeOf: node.initializer?.value, declaredAt: Syntax(node))
        }
        guard let value = node.initializer?.value else { return }
        bind(name, to: value)
    }

    /// Marks the trigger just added at `location` as made on whatever is on screen, when `base` is.
    private func markOnScreen(_ base: ExprSyntax?, at location: String) {
        guard let base, isWhateverIsOnScreen(base), triggers.last?.1.location == location else { return }
        triggers[triggers.count - 1].1.onWhateverIsOnScreen = true
        triggers[triggers.count - 1].1.onWindowRoot = PresentationsOverTheApp.namesWindowRoot(base)
        // In a type method (Siskin's `static func open()` of its meeting screen), no instance's move.
        triggers[triggers.count - 1].1.isMadeByTypeMethod = isTypeMethod
    }

    /// Whether `name` names whatever is on screen: by its name (`topViewController`), or a helper
    /// of the app's that finds the controller on top, whatever its name (TopControllerHelpers.swift).
    private func namesWhateverIsOnScreen(_ name: String) -> Bool {
        PresentationsOverTheApp.namesWhateverIsOnScreen(name) || reader.declarations.findsTopController(name)
    }

    /// Whether `expression` is the application: `UIApplication.shared`, or a parameter of its type.
    private func isApplication(_ expression: ExprSyntax) -> Bool {
        let expression = Self.unwrapped(expression)
        if expression.trimmedDescription == "UIApplication.shared" { return true }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return parameters[name].map { ClassReader.plainType($0.type) == "UIApplication" } ?? false
    }

    /// Whether `expression` is whatever is on screen (PresentationsOverTheApp.swift): a property or
    /// a function so named (`window?.rootViewController`, `UIApplication.topViewController()`), what
    /// one of those presents (`root.presentedViewController`), a local given one, or either branch
    /// of a choice between them. Not an argument so labelled (`Navigation(rootViewController: x)`).
    private func isWhateverIsOnScreen(_ expression: ExprSyntax) -> Bool {
        let expression = Self.unwrapped(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let called = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            return called.map(namesWhateverIsOnScreen) ?? false
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if namesWhateverIsOnScreen(name) { return true }
            if let base = member.base, isApplication(base), reader.declarations.findsTopControllerOnApplication(name) { return true }
            guard PresentationsOverTheApp.shownAbove.contains(name), let base = member.base else { return false }
            return isWhateverIsOnScreen(base)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return onScreenLocals.contains(name) || namesWhateverIsOnScreen(name)
        }
        if let choice = expression.as(TernaryExprSyntax.self) {
            return isWhateverIsOnScreen(choice.thenExpression) && isWhateverIsOnScreen(choice.elseExpression)
        }
        // A choice as the parser leaves it, unfolded: the condition, `? then :`, the other branch.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let choice = sequence.elements.dropFirst().first?.as(UnresolvedTernaryExprSyntax.self),
           let other = sequence.elements.last {
            return isWhateverIsOnScreen(choice.thenExpression) && isWhateverIsOnScreen(other)
        }
        // `top?.presentingViewController ?? top`, in parentheses or not: either side.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
           let first = sequence.elements.first, let other = sequence.elements.last {
            return isWhateverIsOnScreen(first) && isWhateverIsOnScreen(other)
        }
        if let parenthesized = expression.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
           let only = parenthesized.elements.first, only.label == nil {
            return isWhateverIsOnScreen(only.expression)
        }
        return false
    }

    /// A variable given what `value` instantiates, else the controller its cast names, found
    /// rather than made (`foundByCast`).
    /// Binds a local closure's parameter to what its call hands it, as a `let` would.
    func bindLocal(_ name: String, to value: ExprSyntax) { bind(name, to: value) }

    /// Whether `value` is a case's raw value (`StoryboardIdVC.homeWeb.rawValue`), or a class's name through a
    /// class-name property of the app's read on that class (`HelpAndSupportViewController.classNameWithoutNamespaces`).
    private func namesConstantString(_ value: ExprSyntax) -> Bool {
        guard let member = Self.unwrapped(value).as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        let property = member.declName.baseName.text
        if property == "rawValue" { return true }
        guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return type.first?.isUppercase == true && type != "Self" && reader.declarations.isClassNameProperty(property)
    }

    private func bind(_ name: String, to value: ExprSyntax) {
        // A new local of a name an earlier one had (another case of a switch: Stepik's `let assembly =
        // …Assembly(…)` in each) is of its own type, not that one's.
        localTypes[name] = nil
        castLocals[name] = nil
        controllersCarriedByParameters[name] = carriedByParameter(value)
        // (Only a cast to no class of a scene: one to a class, `header as? UIHostingController<SurveyView>`,
        // is that class's controller; a plain copy, `var controller = controller`, is a copy, `parameterCopies`.)
        parameterCasts[name] = Self.castType(value) != nil && parameters[name] == nil && castController(value) == nil
            ? Self.unwrapped(value).as(DeclReferenceExprSyntax.self).flatMap { parameters[$0.baseName.text] } : nil
        // (Or an enum case's raw value, `let homeIdentifier = StoryboardIdVC.homeWeb.rawValue`, or a class's name
        // read through a class-name property, `let identifier = HelpAndSupportViewController.classNameWithoutNamespaces`:
        // what it reads written in place, Prey's launch's identifier and WooCommerce's help screen's.)
        localStrings[name] = .some(Self.unwrapped(value).as(StringLiteralExprSyntax.self)?.representedLiteralValue
                                   ?? (namesConstantString(value) ? string(of: value) : nil))
        localIdentifierChoices[name] = identifierChoices(of: value)
        // What an identifier chosen by case instantiates: each scene it names, the first as the local's
        // value and the others as the other branches', so a move of the local moves to each.
        if let each = instantiationsByChoice(of: value), let first = each.first {
            instantiated[name] = first
            otherBranchValues[name] = Array(each.dropFirst())
            return
        }
        if isWhateverIsOnScreen(value) { onScreenLocals.insert(name) }
        closureResultLocals[name] = closureResult(Self.unwrapped(value))
        if let animator = previewCommitAnimator(Self.unwrapped(value)) { previewLocals[name] = animator.name }
        // `guard let onboarding = nextOnboarding()`: of the type the class's method returns.
        if let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self), Self.callee(call).0.map(Self.isSelf) ?? true,
           let type = reader.methodReturnType(Self.callee(call).1, in: owner), Self.isAppClass(type) {
            localTypes[name] = type
        }
        // `guard let appDelegate = UIApplication.shared.delegate as? AppDelegate`: of the app's type it is cast to.
        if let type = Self.castType(value), Self.isAppClass(type) { castLocals[name] = type }
        // `let databaseManager = DatabaseManager.sharedInstance()`: the shared instance of the app's class (an
        // Objective-C one's `+sharedInstance`, MiniKeePass's manager opening a database from a Swift list).
        if let type = Self.sharedInstanceClass(Self.unwrapped(value)) { castLocals[name] = type }
        if let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self), case (nil, "UIAlertController") = Self.callee(call) {
            alertControllers.insert(name)
        }
        // `let factory = PreloadSceneFactory()`: an object of the app's, whose methods may make controllers.
        if let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self), case (nil, let type) = Self.callee(call),
           Self.isAppClass(type) {
            localTypes[name] = localTypes[name] ?? type
        }
        if let made = instantiation(of: value) {
            instantiated[name] = made
            foundByCast.remove(name)
            // `if let controller = lvc`, `lvc` given another controller in each branch: each of them.
            if let local = Self.unwrapped(value).as(DeclReferenceExprSyntax.self)?.baseName.text, local != name {
                otherBranchValues[name] = otherBranchValues[local]
            }
        } else if let found = castController(value) {
            instantiated[name] = found
            foundByCast.insert(name)
        } else if let property = Self.ownName(value), property != name, let held = heldController(value) {
            // `guard let detail = detailViewController`: what the class's property holds. (A local
            // shadowing the property, `if let search = searchViewController`, is read as the property
            // is wherever it is used.)
            instantiated[name] = held
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
        if let value = node.expression { noteHandedOn(value, returned: returnsOwnFactories) }
    }

    override func visitPost(_ node: CodeBlockItemListSyntax) {
        while let last = hiddenParameters.last, last.statements == node.id {
            hiddenParameters.removeLast()
            parameters[last.parameter.name] = last.parameter
        }
        while blocksAfterSwitches.last == node.id {
            blocksAfterSwitches.removeLast()
            enumCases.removeLast()
        }
        // The implicit return of a body of one expression (a computed property, a closure).
        guard node.count == 1, let only = node.first?.item.as(ExprSyntax.self),
              node.parent?.is(AccessorBlockSyntax.self) == true || node.parent?.parent?.is(AccessorBlockSyntax.self) == true
                || node.parent?.parent?.is(FunctionDeclSyntax.self) == true else { return }
        noteHandedOn(only)
    }

    /// How the names of helpers that move a controller begin (`present(controller:fromView:)`,
    /// `showDetail(_:)`, `pushScreen(_:)`).
    static let movingVerbs = ["present", "show", "push"]

    /// UIKit's methods a view controller calls on itself or another to move between scenes: spelled
    /// as an implicit member (`.performSegue(…)`), they are an enum's cases, not these calls.
    static let viewControllersOwnMoves: Set<String> = [
        "performSegue", "perform", "present", "show", "showDetailViewController", "pushViewController",
        "dismiss", "popViewController", "popToRootViewController", "setViewControllers", "setViewController", "addChild",
    ]

    /// The instantiations no presenting call took: handed on to code the
    /// reader does not follow (a factory's `return`, a page data source).
    func finish() {
        if refusesNavigation {
            for position in parameterMoves.indices where parameterMoves[position].method == method {
                parameterMoves[position].refusesNavigation = true
            }
        }
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
            // Made, then handed on in a navigation controller made around it (`let home = …; return
            // UINavigationController(rootViewController: home)`): the navigation controller is what goes.
            if !entry.instantiation.inNavigation, made.contains(where: { other in
                other.instantiation.inNavigation && other.instantiation.withoutNavigation == entry.instantiation.withoutNavigation
                    && other.enumCase == entry.enumCase
            }) { continue }
            var trigger = CodeTrigger(method: method, action: .instantiate(entry.instantiation), location: entry.location,
                                      enumCase: entry.enumCase)
            trigger.keptByMaker = !returnedMakings.contains(entry.instantiation) && !wrappedMakings.contains(entry.instantiation)
            trigger.isMadeByTypeMethod = isTypeMethod
            triggers.append((owner, trigger))
        }
    }

}
