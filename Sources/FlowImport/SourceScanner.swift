import Foundation

// Interface Builder finds who implements an unwind action in the code, not in
// the storyboard; `--sources` does the same, roughly: it scans Swift and
// Objective-C text (no parsing) for classes, their superclasses, their unwind
// actions (`@IBAction func name(_ segue: UIStoryboardSegue)`,
// `- (IBAction)name:(UIStoryboardSegue *)segue`) and their
// `shouldPerformSegue` / `canPerformUnwindSegueAction` overrides.

/// What the scanned sources say about one class.
public struct ScannedClass: Hashable, Sendable {
    /// The class name as declared (`RecipeListViewController`).
    public var name: String
    /// The superclass as declared; nil when none was written.
    public var superclass: String?
    /// Objective-C selectors of its unwind actions (`unwindToList:`), each with
    /// every spelling Swift may give it, in source order.
    public var unwindActions: [UnwindActionSource]
    /// `shouldPerformSegue(withIdentifier:sender:)`, `canPerformUnwindSegueAction(_:from:sender:)`.
    public var overrides: [String]
    /// The calls in its methods that move between scenes (CodeTriggers.swift).
    public var codeTriggers: [CodeTrigger] = []
    /// The types of its stored properties (`@IBOutlet var mapView: MapView!` → `MapView`) and
    /// those its methods cast to (a dequeued cell cast to `TagCell`).
    public var holds: [String] = []
    /// Parameters its methods add as children, and controllers its methods hand its own
    /// methods (ChildrenInCode.swift).
    var childParameters: [ChildParameter] = []
    var handedArguments: [HandedArgument] = []
    /// Methods that present the controller itself, and methods its methods call on controllers
    /// they made (SelfPresentingControllers.swift).
    var selfPresentations: [SelfPresentation] = []
    var callsOnMade: [CallOnMade] = []
    /// What its methods present on their parameters, the parameters they pass on, and the calls
    /// handing `self` to another object (PresentersHandedIn.swift).
    var parameterPresentations: [ParameterPresentation] = []
    var presenterForwards: [PresenterForward] = []
    var selfHandedOver: [SelfHandedOver] = []
    /// The controllers' properties its methods set to `self` (DelegateBindings.swift).
    var selfBindings: [SelfBinding] = []
    /// Its properties handed to a coordinator, by property: the coordinator's class
    /// (RoutersHandedToCoordinators.swift).
    var propertiesHandedToCoordinators: [String: String] = [:]
    /// The columns its methods set on split view controllers of the app's classes it keeps, by
    /// class (SplitViewsInCode.swift).
    var columnsOfOthers: [String: SplitSetUp] = [:]
    /// Its methods setting a column of a split class of the app's to their parameter (SplitColumnsHandedIn.swift).
    var splitColumnParameters: [SplitColumnParameter] = []
    /// The `viewControllers` its methods give tab bar and split view controllers of the app's
    /// classes they make or keep, by class (SplitViewsInCode.swift).
    var viewControllersOfOthers: [String: [CodeTrigger.Instantiation]] = [:]
    /// The protocols and classes its declaration and extensions list after the colon (Coordinators.swift).
    var conformances: [String] = []
    /// Reusable's `static let sceneStoryboard = UIStoryboard(name: "Main", …)`: the storyboard's name.
    var sceneStoryboard: String?
    /// A page view controller subclass's `super.init(transitionStyle: .scroll, …)`: `scroll` or
    /// `pageCurl` (nil: UIKit's default for `init()`, `pageCurl`).
    var pageTransitionStyle: String?
    /// `definesPresentationContext = true` in one of its methods (a scene whose search presents over it).
    var definesPresentationContext = false
    /// The string literals a page view controller subclass writes, and an Objective-C class hands to
    /// `instantiateViewControllerWithIdentifier:` or lists in an array of literals, in source order: the
    /// storyboard identifiers of the pages it may make (PagesByIdentifier.swift).
    var identifierLiterals: [String] = []
    /// Its `splitViewController(_:collapseSecondary:onto:)` may return true: as a split view's delegate,
    /// it discards the secondary when the split collapses (SplitDelegates.swift); `keepsNavigationSecondary`,
    /// unless the secondary is a navigation controller, for which it answers false first.
    var discardsSecondaryOnCollapse = false
    var keepsNavigationSecondary = false
    /// The tabs its `tabBarController(_:shouldSelect:)` refuses whatever else holds (RefusedTabs.swift).
    var refusedTabs: [RefusedTab] = []
    /// The methods its code names as a target's (`#selector(update(_:))`, `@selector(update:)`), by
    /// their base name: a notification's observer, a control's action, a timer's: the system calls them.
    var selectorTargets: Set<String> = []
    /// Objective-C: the class's own methods each method sends a message to (`[self configureSceneState:…]`),
    /// by their selectors' first pieces, for what a target method reaches (LaunchAlternatives.swift).
    /// (Swift's calls of its own methods are `methodCalls`.)
    var objectiveCOwnMessages: [String: Set<String>] = [:]
    /// Those written in a block, which run later (RootsSetAfterLaunchWork.swift).
    var objectiveCOwnMessagesInBlocks: [String: Set<String>] = [:]
    /// What its `adaptivePresentationStyle` methods return, by selector: a style, or nil for more
    /// than one (`adaptiveStyle`), and where its methods make it a presentation controller's
    /// delegate (AdaptivePresentations.swift).
    var adaptiveStyles: [String: String?] = [:]
    var adaptationDelegations: [AdaptationDelegation] = []
    /// The calls its methods make of its own methods and on properties of the app's types (Coordinators.swift).
    var methodCalls: [MethodCall] = []
    /// Where its methods set a window's root (an app or scene delegate's).
    var windowRoots: [WindowRoot] = []
    /// The methods of its own its initializer calls (`initializeRootController()`,
    /// `setupSplashViewController(on:)`): what runs as it is made — at launch when the launch makes
    /// it (WindowRoots.swift), and what roots a navigation controller it sets as the window's root
    /// there (`SourceIndex.navigationRooted(by:in:)`). Kept apart from `methodCalls`, whose calls a
    /// walk through coordinators follows from a screen's.
    var initializerCalls: Set<String> = []
    /// What its methods push or present of their parameters (a router's, Coordinators.swift).
    var parameterMoves: [ParameterMove] = []
    /// The closures it installs on other objects' properties, moving what they are handed
    /// (ClosurePropertiesCalledByOthers.swift).
    var closurePropertyMoves: [ClosurePropertyMove] = []
    /// The selectors of its methods known by their name alone (`handleError` →
    /// `handleError(error:)`): a call whose labels fit none is another method (Coordinators.swift).
    var selectorsByName: [String: Set<String>] = [:]
    /// Its methods with bodies, by selector (`openProfile(user:)`): a class's own method is what runs
    /// where a protocol's extension it conforms to declares one of that selector (ProtocolExtensions.swift).
    var declaredSelectors: Set<String> = []
    /// A protocol's extensions' methods, each selector's base name as its triggers name it.
    var methodsBySelector: [String: String] = [:]
    /// For each selector a protocol's extensions declare, what each declaration's `where Self: …`
    /// requires (empty: nothing): the method is a conformer's when one of them holds.
    var selectorConditions: [String: [[String]]] = [:]
    /// The enum cases its methods' parameters default to, by the method's selector and the
    /// parameter's label (`show(segue:sender:transition:)`: `transition` → `navigation`): what a call
    /// leaving the argument out names (SceneEnums.swift).
    var enumDefaults: [String: [String: String]] = [:]
    /// Its stored properties' declared types, by name (`_router` → `NavigationRouter`).
    var properties: [String: String] = [:]
    /// Its properties an initializer sets to one of its parameters (`self.notesTableView = notesTableView`):
    /// objects handed in, another's (a view shown by another controller, kept to reload it).
    var propertiesHandedIn: Set<String> = []
    /// Its computed properties that are another property of its own (`var rootViewController:
    /// UIViewController { rootNavigationController }`), by name: what one holds, the other does.
    var propertyAliases: [String: String] = [:]
    /// The controllers its methods set as its own `viewControllers` (`viewControllers = [home,
    /// settings]`): a tab bar controller subclass's tabs (CodeScreens).
    var ownViewControllers: [CodeTrigger.Instantiation] = []
    /// The columns, style and display mode its methods give it: a split view controller
    /// subclass's (SplitViewsInCode.swift).
    var splitSetUp = SplitSetUp()
    /// UIKit's containers it keeps in properties, by property, with what its methods put in them
    /// (ContainersInProperties.swift).
    var heldContainers: [String: HeldContainer] = [:]
    /// The cases of each of the app's enums its code lists in array literals (`[.home, .search]`),
    /// by enum (EnumCaseControllers.swift).
    var enumCasesListed: [String: Set<String>] = [:]
    /// The app's types its methods make with an initializer (`MainCoordinator(window: window)`):
    /// a window root set in one made at launch is the launch (WindowRoots.swift).
    var typesMade: [TypeMade] = []
    /// The app's classes its code makes with controllers as arguments (ContainersGivenChildren.swift).
    var madeContainers: [MadeContainer] = []
    /// The controllers its methods keep in properties of shared objects (ContainerSlots.swift).
    var sharedObjectSlots: [SharedObjectSlot] = []
    /// Whether it adds as a child a controller it did not make (a property, a parameter): one it
    /// may have been given when it was made.
    var addsChildrenHandedIn = false
    /// The properties whose setters add their value as a child (`setTopViewController:`), and the
    /// controllers its methods set on its own properties (ContainersGivenChildren.swift).
    var childProperties: [String] = []
    var controllersOnProperties: [PropertyController] = []
    /// The controllers its methods set on properties of objects it keeps in its own
    /// (ContainersGivenChildrenOnProperties.swift).
    var controllersOnHeldObjects: [HeldObjectController] = []
    /// The controllers whose views its methods add to its own, not as children (ControllersViewsHosted.swift).
    var hostedViews: [HostedView] = []
    /// What the context menus its methods configure preview (ContextMenuPreviews.swift).
    var contextMenuPreviews: [ContextMenuPreview] = []
    /// The controllers its methods present and dismiss later themselves (PresenterDismissals.swift).
    var presentedDismissals: [PresentedDismissal] = []
    /// The closures its methods set on other view controllers' properties (ClosuresSetOnControllers.swift).
    var closuresSetOnControllers: [ClosureSetOnController] = []
    /// The enums' cases its methods emit on streams, and the closures it subscribes to streams with
    /// (EventStreams.swift).
    var streamEmissions: [StreamEmission] = []
    var streamSubscriptions: [StreamSubscription] = []
    /// The scene delegates its `application(_:configurationForConnecting:options:)` chooses
    /// (SceneConfigurations.swift).
    var sceneDelegateChoice: SceneDelegateChoice?
    /// The parameters its initializer gives itself as `viewControllers` (ContainersGivenChildren.swift).
    var viewControllerParameters: [ViewControllerParameter] = []
    /// The parameter of its initializer a container gives itself whole as its `viewControllers`, by the
    /// label a making writes (ContainersGivenChildren.swift).
    var viewControllerListParameter: ViewControllerParameter?
    /// Its methods declared to return a class of the app's named as a controller, by name: what a
    /// call of one makes when its body is not understood (`SourceIndex.resolvingFactory`).
    var controllerReturnTypes: [String: String] = [:]

    /// Whether it declares that it is the app's or a window scene's delegate (a Swift class's
    /// conformances; Objective-C's are not read).
    var adoptsUIKitsDelegateProtocols: Bool {
        conformances.contains("UIApplicationDelegate") || conformances.contains("UIWindowSceneDelegate")
    }
}

/// An unwind action found in source.
public struct UnwindActionSource: Hashable, Sendable {
    /// The selector the action is known by (`unwindFromGamesViewControllerWith:`).
    public var selector: String
    /// Other selectors the same declaration may compile to.
    public var alternatives: [String]
    /// `File.swift:12`, for comments.
    public var location: String
}

/// The classes of a set of scanned source files.
public struct SourceIndex: Sendable {
    /// Scanned classes by name (a class declared twice is merged).
    public private(set) var classes: [String: ScannedClass] = [:]
    /// Whether any sources were scanned (without, every implementer is unknown).
    public private(set) var isEmpty = true
    /// Whether the app's delegate opts in to UIKit's state restoration
    /// (`application(_:shouldRestoreSecureApplicationState:)` or the older
    /// `shouldRestoreApplicationState`, `shouldSaveSecureApplicationState`);
    /// without it UIKit restores nothing and restoration identifiers are inert.
    public private(set) var optsInToRestoration = false

    /// Whether state may be restored: with no sources read, it cannot be told, so yes.
    public var mayRestoreState: Bool { isEmpty || optsInToRestoration }

    /// The class of the scene the app launches into, when known: presentations over whatever is
    /// on screen from outside the view controllers are its (PresentationsOverTheApp.swift).
    public var launchRootClass: String? { didSet { movesOverTheApp = nil } }
    /// The root the app launches into in code, whose other roots are its scene's segues (LaunchAlternatives.swift).
    public var launchRoot: WindowRoot? { didSet { movesOverTheApp = nil } }
    /// The storyboard the app launches into, when it does (Info.plist's, or a guess): its initial split
    /// is the one an app's delegate is the delegate of (SplitDelegates.swift).
    var launchStoryboard: String?
    /// The moves over the app from outside its view controllers, once the launch is known
    /// (`workOutMovesOverTheApp`): the mapping and the summary read them three times, and each
    /// reading walked every coordinator's calls again (a fifth of Threema's import).
    var movesOverTheApp: [CodeTrigger]?

    /// Calls that move between scenes which could not be placed (`File.swift:12: …`):
    /// made on a receiver whose class is not known.
    public private(set) var notUnderstood: [String] = []
    /// Source files, or their ends, not read, each `File.swift:12: why` (BracketDepth.swift,
    /// SwiftNesting.swift).
    public private(set) var unread: [String] = []

    /// The app's SwiftUI views and representables (SwiftUIReader).
    public private(set) var swiftUI = SwiftUIIndex()
    /// The file each SwiftUI `App` of the sources is declared in, by its name: of several (a
    /// repository holding more than one app, Provenance's five), the app target's is the launch's
    /// (SwiftUIAppScenes.swift).
    private(set) var appStructPaths: [String: String] = [:]
    /// What the app's files declare for each other, learnt before they are read (AppWideDeclarations.swift).
    private(set) var appWide = AppWideDeclarations()

    /// Every class's methods that present the controller itself, by name: the first of each name
    /// (SelfPresentingControllers.swift).
    private(set) var selfPresentingMethods: [String: SelfPresentation] = [:]
    /// Every class's presentations on a parameter, and the parameters passed on, by the
    /// parameter's slot (PresentersHandedIn.swift).
    private(set) var parameterPresentations: [PresenterSlot: [(owner: String, made: CodeTrigger.Instantiation, isChild: Bool)]] = [:]
    /// The properties of the app's classes handed to a method (`MainFlowController.showAsRoot(in: viewController, …)`),
    /// by the class each is declared with (ChildrenAddedToParameters.swift).
    private(set) var controllersHandedOverByType: [String: [SelfHandedOver]] = [:]
    /// What methods present on, or add as a child to, a parameter declared with a class of the app's,
    /// by that class, with the class whose method it is (TypedParameterPresenters.swift).
    private(set) var movesOnTypedParameters: [String: [(owner: String, presentation: ParameterPresentation)]] = [:]
    private(set) var presenterForwards: [PresenterSlot: [(owner: String, forward: PresenterForward)]] = [:]
    /// The calls on a controller a method made that hand it the method's parameter, by that
    /// parameter's slot: a presentation on it when the method called presents itself.
    private(set) var callsOnMadeHandedParameters: [PresenterSlot: [CallOnMade]] = [:]
    /// The methods called on something other than the caller, by name (UIKitExtensionMethods.swift).
    private(set) var methodsCalledOnOthers: Set<String> = []
    /// The slots of those three, by the method's name, for a call leaving out defaulted arguments.
    private(set) var presenterSlotsByName: [String: Set<PresenterSlot>] = [:]
    /// The classes conforming to each protocol (or inheriting from each class) their
    /// declarations and extensions name, and the protocols the sources declare (Coordinators.swift).
    private(set) var conformers: [String: [String]] = [:]
    /// Where each class of the app is made with controllers as arguments (ContainersGivenChildren.swift).
    private(set) var containersMade: [String: [MadeContainer]] = [:]
    /// What the containers made were given in each slot, by the slot's name (ContainerSlots.swift).
    private(set) var containerSlots: [String: Set<CodeTrigger.Instantiation>] = [:]
    /// The columns other classes set on each split view controller class of the app's (SplitViewsInCode.swift).
    private(set) var columnsSetOutside: [String: SplitSetUp] = [:]
    /// The classes setting a column of each split class of the app's to a parameter (SplitColumnsHandedIn.swift).
    private(set) var columnsHandedInBy: [String: [String]] = [:]
    /// The `viewControllers` other classes give each tab bar or split class of the app's where they
    /// make it (SplitViewsInCode.swift): the first read.
    private(set) var viewControllersSetOutside: [String: [CodeTrigger.Instantiation]] = [:]
    private(set) var protocols: Set<String> = []
    /// The types each of the app's protocols inherits, by protocol (ProtocolExtensions.swift).
    private(set) var protocolParents: [String: [String]] = [:]
    /// What view controllers reach through coordinators, worked out once every file is read
    /// (`prepare()`); nil while files are being added, and then worked out at each question.
    private(set) var coordinatorLinks: CoordinatorLinks?
    /// The first controller each coordinator's `start()` pushes (RoutersHandedToCoordinators.swift),
    /// worked out by `prepare()` before the links, which read it.
    private(set) var startedRoots: [String: CodeTrigger.Instantiation]?
    /// The first controller each call handing an empty navigation controller pushes, by `Type.selector`
    /// (NavigationsGivenStacksByOthers.swift), worked out by `prepare()` before the links, which read it.
    private(set) var stackRoots: [String: CodeTrigger.Instantiation]?
    /// The scenes of each container made with different children in different places
    /// (ContainersGivenChildren.swift), worked out by `prepare()`.
    private(set) var containerVariantTable: [String: ContainerVariants]?
    /// The classes a walk through coordinators follows calls into (ClassesThatMove.swift), worked
    /// out by `prepare()` first.
    private(set) var movingClasses: Set<String>?
    /// The controllers context menus preview, by storyboard identifier or class, with what
    /// previews each (ContextMenuPreviews.swift), worked out by `prepare()`.
    private(set) var contextMenuPreviewers: [String: ContextMenuPreviewer] = [:]
    /// The scenes their presenters dismiss when their work ends, by storyboard identifier or class
    /// (PresenterDismissals.swift), worked out by `prepare()`.
    private(set) var dismissingPresenters: [String: [DismissingPresenter]] = [:]
    /// What view controllers do when others call them back (ClosuresSetOnControllers.swift), worked
    /// out by `prepare()`.
    private(set) var callbackMoveTable = CallbackMoves()
    /// The moves objects make on scenes they keep, by `Class.method` (MovesOnHeldScenes.swift), worked
    /// out by `prepare()`.
    private(set) var movesOnHeldScenes: [String: [CodeTrigger]] = [:]
    /// The classes the storyboards being imported declare scenes of (`noteStoryboards(_:)`); nil
    /// while unknown, when any view controller may be a scene.
    private(set) var storyboardClasses: Set<String>?
    /// The one scene of each class a storyboard being imported declares, by its identifier or as its initial
    /// scene (`noteStoryboards(_:)`): what a controller known only by its class is, made in code (a tab bar
    /// subclass's tab kept in a property typed with it, Radar COVID's `homeViewController: HomeViewController`).
    private(set) var storyboardScenesByClass: [String: CodeTrigger.Instantiation] = [:]
    /// Which class's scene pushes or embeds which by a storyboard's segue, as `From>To`.
    private var storyboardShowPairs: Set<String> = []
    /// The controllers made in code each method returns outside a switch's case, by `Class.method`
    /// (`controllersMade(byFactory:)`), worked out once every file is read (`prepare()`).
    private(set) var returnedByMethod: [String: [CodeTrigger.Instantiation]]?
    /// What each class's method returning `self` on view controllers returns, by class (PresentableObjects.swift).
    private(set) var presentableReturns: [String: CodeTrigger.Instantiation]?
    /// The factories (`Class.method`) whose result a call moves — presents, pushes, shows, adds as a
    /// child — wherever it is (`workOutFactoriesMoved`), worked out by `prepare()`: what such a
    /// factory returns goes where those calls put it, not to the holders of its class's objects.
    private(set) var factoriesMoved: Set<String>?

    /// An empty index: no sources scanned, so every unwind action's implementer is unknown.
    public init() {}

    /// Scans every `.swift`, `.m`, `.mm` and `.h` file under `directories`.
    public static func scanning(directories: [String]) -> SourceIndex {
        let extensions: Set<String> = ["swift", "m", "mm", "h"]
        var paths: [String] = []
        for directory in directories {
            let url = URL(fileURLWithPath: directory)
            guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else {
                continue
            }
            var found: [String] = []
            for case let file as URL in enumerator where extensions.contains(file.pathExtension) {
                found.append(file.path)
            }
            paths += found.sorted()
        }
        return scanning(files: paths)
    }

    /// Scans the files at `paths`, in order (`flow import --app`: the files `AppFolder` found), the
    /// Swift as the app's release build compiles it with `conditions` (ActiveCode.swift).
    public static func scanning(files paths: [String], conditions: CompilationConditions = .unknown) -> SourceIndex {
        var index = SourceIndex()
        let build = ShippedBuild(conditions: conditions)
        // A test's code is not the app's, wherever its folder is (the Corona-Warn-App keeps its tests in
        // `__tests__` folders beside the screens): a file importing XCTest or Swift Testing is a test's.
        // Swift 2's spellings of UIKit's calls read as today's (SwiftTwoSpellings.swift), and an
        // initializer called by name as its type called (InitializerSpellings.swift).
        let files = paths.compactMap { path in
            FileManager.default.contents(atPath: path).map { contents in
                let text = String(decoding: contents, as: UTF8.self)
                return (path: path, text: path.hasSuffix(".swift")
                        ? InitializerSpellings.plain(SwiftTwoSpellings.modernized(text)) : text)
            }
        }.filter { !Self.isTestCode($0.text) }.map { file in
            (path: file.path, text: file.path.hasSuffix(".swift") ? ActiveCode.blankingInactive(file.text, build: build) : file.text)
        }
        // Every file first for what it declares for the others (AppWideDeclarations.swift). A file
        // that may declare some is parsed twice: keeping every tree for the second pass took 3.8
        // times the memory of DuckDuckGo's import (190 MiB) to save a tenth of its time.
        for file in files where file.path.hasSuffix(".swift") && AppWideDeclarations.mayDeclare(file.text)
            && BracketDepth.lineBeyondLimit(in: file.text) == nil {
            index.appWide.learn(ParsedSwiftFile(text: file.text))
        }
        // A function named like a type of the app's (in any file, Objective-C's too) is not called by that name.
        if !index.appWide.controllerFunctions.isEmpty { index.appWide.noteTypesNamedLikeFunctions(in: files.map(\.text)) }
        // And the names Objective-C knows Swift classes by, which its files are read with (ObjectiveCNames.swift).
        var objectiveCNames = ObjectiveCNames()
        for file in files where file.path.hasSuffix(".swift") { objectiveCNames.learn(swift: file.text) }
        for file in files {
            let text = file.path.hasSuffix(".swift") ? file.text : objectiveCNames.renamed(objectiveC: file.text)
            index.add(path: file.path, text: text)
        }
        index.prepare()
        return index
    }

    /// How many calls that move between scenes were found, in every class but those
    /// `callsOutsideControllers` lists.
    public var codeTriggerCount: Int {
        // Those that name something: a controller made in code that is no view controller is no call of these.
        let coordinated = linkedOutsideControllersOrOverTheApp
        return classes.values.reduce(0) { total, scanned in
            let unlinked = isOutsideControllers(scanned.name)
                ? Set(unlinkedCalls(of: scanned.name).filter { !coordinated.contains($0.location) }) : []
            return total + scanned.codeTriggers.filter { !unlinked.contains($0) }.compactMap(resolvingFactory).count
                + scanned.presentedDismissals.count
        }
    }

    /// Calls that show, dismiss or pop made in a class that is no view controller (an
    /// `Operation` keeping the controller it was handed, a coordinator's property typed
    /// `UIViewController`), as `File.swift:12: AuthenticationOperation presents 'auth', and is no
    /// view controller`: flow links a
    /// call to the controller it is made in, and follows one handed in as a parameter, not one
    /// stored for later, so these are said rather than linked. A class counts as no view
    /// controller when its superclasses end in one written that is not a `…Controller` (`NSObject`,
    /// `Operation`); one with none written (a SwiftUI view, a plain class) is not judged.
    /// The launch's root and its other roots (`launch`) are linked wherever they are set (Artsy Folio's
    /// coordinator's `setupFolioGridWithContext:`), not said.
    public func callsOutsideControllers(launch: WindowRoot?) -> [String] {
        let coordinated = linkedOutsideControllersOrOverTheApp
        let launched = Set([launch?.location].compactMap { $0 } + (launch?.alternatives ?? []).map(\.location))
        return classes.keys.sorted().filter(isOutsideControllers).flatMap { name in
            // A delegate's window roots are the launch's candidates and alternatives (WindowRoots.swift),
            // read as such wherever the delegate sets them (OneBusAway's, in a method its app calls back).
            let roots = name.hasSuffix("Delegate") ? Set((classes[name]?.windowRoots ?? []).map(\.location)) : []
            return unlinkedCalls(of: name).filter { trigger in
                guard !coordinated.contains(trigger.location) else { return false }
                if case .replaceRoot = trigger.action, roots.contains(trigger.location) || launched.contains(trigger.location) {
                    return false
                }
                return true
            }.map { "\($0.location): \(name) \($0.action.verb), and is no view controller" }
        }
    }

    /// The places outside view controllers whose moves are linked: in coordinators a view
    /// controller's call reaches, in views a view controller holds, whose presentations,
    /// pushes and shows are the holder's (`viewTriggers(heldBy:)`: Pocket Casts' filter chips),
    /// and in helpers a view controller makes and hands itself to (`helperTriggers(madeBy:)`).
    var linkedOutsideControllers: Set<String> {
        var locations = coordinatedLocations
        for name in classes.keys where CodeScreens.isViewController(name, in: self) {
            for trigger in viewTriggers(heldBy: name) + helperTriggers(madeBy: name) { locations.insert(trigger.location) }
        }
        return locations
    }

    /// Whether class `name` is known to be no view controller: its last known superclass is written
    /// and names no controller.
    func isOutsideControllers(_ name: String) -> Bool {
        guard let root = lineage(of: name).last, let written = root.superclass else { return false }
        // `UIHostingController<SettingsView>` is a controller: its generic arguments are not its name.
        return !FlowNames.className(FlowNames.withoutGenericArguments(written)).hasSuffix("Controller")
    }

    /// The calls of class `name` that show, dismiss or pop, but not those presenting on a
    /// parameter (the controller that hands itself in gets them: PresentersHandedIn.swift) nor
    /// instantiations (a factory's callers may take them).
    func unlinkedCalls(of name: String) -> [CodeTrigger] {
        guard let scanned = classes[name] else { return [] }
        let onParameters = Set(scanned.parameterPresentations.map(\.location))
        return scanned.codeTriggers.filter { trigger in
            if onParameters.contains(trigger.location) { return false }
            switch trigger.action {
            case .present, .show, .detail, .push, .dismiss, .pop, .popToRoot, .performSegue, .addChild, .page, .replaceRoot,
                 .searchResults, .selectTab: return true
            case .instantiate, .handedOver: return false
            }
        }
    }

    /// Works out once what needs every file read (the links through coordinators), rather than at
    /// each question the importer asks; adding a file afterwards undoes it.
    public mutating func prepare() {
        linkEventStreams()
        for (name, triggers) in triggersOnHeldScenes() { classes[name]?.codeTriggers = triggers }
        movesOnHeldScenes = workOutMovesOnHeldScenes()
        returnedByMethod = workOutReturnedByMethod()
        presentableReturns = workOutPresentableReturns()
        factoriesMoved = workOutFactoriesMoved()
        movesOverTheApp = nil
        coordinatorLinks = nil
        startedRoots = nil
        stackRoots = nil
        movingClasses = nil
        contextMenuPreviewers = [:]
        dismissingPresenters = [:]
        let propertyTypes = Self.propertyTypesByName(classes)
        let moving = classesThatMove(propertyTypes: propertyTypes)
        movingClasses = moving
        startedRoots = coordinatorRoots(propertyTypes: propertyTypes, moving: moving)
        stackRoots = stackRootsGiven(propertyTypes: propertyTypes, moving: moving)
        var variants: [String: ContainerVariants] = [:]
        for name in containersMade.keys { variants[name] = workOutContainerVariants(of: name) }
        containerVariantTable = variants
        coordinatorLinks = linkingCoordinators()
        contextMenuPreviewers = workOutContextMenuPreviewers()
        dismissingPresenters = workOutDismissingPresenters()
        callbackMoveTable = workOutCallbackMoves()
    }

    /// The index without the stacks at `locations` read as a storyboard's navigation controller's root
    /// (NavigationRootsSetInCode.swift), which are no moves, and what `prepare()` works out from the
    /// calls worked out again.
    public mutating func droppingStacksTakenAsRoots(at locations: Set<String>) {
        guard !locations.isEmpty else { return }
        let isTaken = { (trigger: CodeTrigger) in trigger.stackOfNavigation != nil && locations.contains(trigger.location) }
        for name in classes.keys where classes[name]?.codeTriggers.contains(where: isTaken) == true {
            classes[name]?.codeTriggers.removeAll(where: isTaken)
        }
        prepare()
    }

    /// Makes each event stream's emission a call of the subscriptions it reaches, the calls of an
    /// earlier linking replaced (EventStreams.swift).
    private mutating func linkEventStreams() {
        let linked = eventStreamCalls()
        for name in classes.keys where !(classes[name]?.streamEmissions.isEmpty ?? true) {
            classes[name]?.methodCalls.removeAll(where: \.isThroughStream)
            classes[name]?.methodCalls += linked[name] ?? []
        }
    }

    /// Tells the index the storyboards being imported: the classes of their scenes (a callback's moves
    /// go to the controller calling it back only where that controller is a scene) and which class's
    /// scene pushes or embeds which by a segue (the proof that a callback's pop or push is the other's:
    /// ClosuresSetOnControllers.swift).
    mutating func noteStoryboards(_ storyboards: [Storyboard]) {
        var names: Set<String> = []
        var shows: Set<String> = []
        var scenesByClass: [String: CodeTrigger.Instantiation] = [:]
        var ofSeveralScenes: Set<String> = []
        for storyboard in storyboards {
            for controller in storyboard.controllers {
                guard let source = controller.customClass.map(FlowNames.className) else { continue }
                names.insert(source)
                // (Only a scene a storyboard makes reachable: by its identifier, or its initial one.)
                if controller.storyboardIdentifier != nil || controller.id == storyboard.initialControllerID {
                    let made = CodeTrigger.Instantiation(storyboard: storyboard.name, identifier: controller.storyboardIdentifier)
                    if scenesByClass.updateValue(made, forKey: source) != nil { ofSeveralScenes.insert(source) }
                }
                for segue in controller.segues where ["show", "push", "embed"].contains(segue.kind) {
                    guard let destination = storyboard.controller(id: segue.destination)?.customClass else { continue }
                    shows.insert(source + ">" + FlowNames.className(destination))
                }
            }
        }
        storyboardScenesByClass = scenesByClass.filter { !ofSeveralScenes.contains($0.key) }
        guard names != storyboardClasses || shows != storyboardShowPairs else { return }
        storyboardClasses = names
        storyboardShowPairs = shows
        callbackMoveTable = workOutCallbackMoves()
    }

    /// Whether a storyboard's scene of class `from` pushes or embeds one of class `to` by a segue.
    func storyboardShows(_ from: String, _ to: String) -> Bool { storyboardShowPairs.contains(from + ">" + to) }

    /// Adds one file's classes.
    public mutating func add(path: String, text: String) {
        isEmpty = false
        returnedByMethod = nil
        presentableReturns = nil
        factoriesMoved = nil
        movesOverTheApp = nil
        coordinatorLinks = nil
        startedRoots = nil
        stackRoots = nil
        containerVariantTable = nil
        movingClasses = nil
        contextMenuPreviewers = [:]
        dismissingPresenters = [:]
        callbackMoveTable = CallbackMoves()
        movesOnHeldScenes = [:]
        let file = URL(fileURLWithPath: path).lastPathComponent
        var scanned: [ScannedClass]
        // The opt-in is a delegate method's name, in either language (a mention elsewhere is rare enough).
        if !optsInToRestoration, ["shouldRestoreSecureApplicationState", "shouldRestoreApplicationState",
                                  "shouldSaveSecureApplicationState", "shouldSaveApplicationState"]
            .contains(where: { Self.mentions($0, in: text) }) {
            optsInToRestoration = true
        }
        if path.hasSuffix(".swift"), let refusal = BracketDepth.refusal(in: text) {
            unread.append("\(file):\(refusal.line): \(refusal.reason)")
            scanned = []
        } else if path.hasSuffix(".swift") {
            let read = SwiftSourceReader(text: text, file: file, appWide: appWide).scan()
            if let line = read.lineCutShort {
                unread.append("\(file):\(line): from here to the end of the file, which nests more than "
                              + "\(SwiftNesting.maximumLevel) levels deep (of `{`, `(`, `[`, `<` and `#if`)")
            }
            scanned = read.classes
            protocols.formUnion(read.protocols)
            protocolParents.merge(read.protocolParents) { $0 + $1 }
            notUnderstood += read.notUnderstood
            swiftUI.merge(read.swiftUI)
        } else {
            scanned = ObjectiveCScanner(text: text, file: file).scan()
        }
        for found in scanned {
            if found.conformances.contains(WindowRoot.swiftUIApp), appStructPaths[found.name] == nil { appStructPaths[found.name] = path }
            merge(found)
        }
    }

    /// Whether `text` holds `needle`, searched as bytes: Foundation's `contains` bridged each file
    /// to an NSString (a seventh of DuckDuckGo's import) and the standard library's generic
    /// `firstRange(of:)` was slower still. The needles are short: at most their length in
    /// comparisons per byte.
    /// Whether a source file is a test's: it imports XCTest or Swift Testing, which no app links.
    static func isTestCode(_ text: String) -> Bool {
        mentions("import XCTest\n", in: text) || mentions("import Testing\n", in: text)
            || mentions("@testable import", in: text)
    }

    static func mentions(_ needle: String, in text: String) -> Bool {
        var text = text, needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { wanted in
                guard let firstByte = wanted.first else { return true }
                guard haystack.count >= wanted.count, let start = haystack.baseAddress, let bytes = wanted.baseAddress else {
                    return false
                }
                for offset in 0...(haystack.count - wanted.count)
                where haystack[offset] == firstByte && memcmp(start + offset, bytes, wanted.count) == 0 {
                    return true
                }
                return false
            }
        }
    }

    private mutating func merge(_ found: ScannedClass) {
        for presentation in found.selfPresentations where selfPresentingMethods[presentation.method] == nil {
            selfPresentingMethods[presentation.method] = presentation
        }
        for presentation in found.parameterPresentations {
            parameterPresentations[presentation.slot, default: []].append((found.name, presentation.made, presentation.isChild))
            presenterSlotsByName[presentation.slot.name, default: []].insert(presentation.slot)
            if CallReader.isAppClass(presentation.parameterType) {
                movesOnTypedParameters[presentation.parameterType, default: []].append((found.name, presentation))
            }
        }
        for handed in found.selfHandedOver {
            if let type = handed.heldType { controllersHandedOverByType[type, default: []].append(handed) }
        }
        for forward in found.presenterForwards {
            presenterForwards[forward.from, default: []].append((found.name, forward))
            presenterSlotsByName[forward.from.name, default: []].insert(forward.from)
        }
        // (On an object of no type of the app's: a coordinator's own `handleError` is not the extension's.)
        for call in found.methodCalls where !call.isOnItself && call.receiverType == nil {
            methodsCalledOnOthers.insert(Self.baseName(call.calleeName))
        }
        for call in found.callsOnMade {
            guard let slot = call.presenter else { continue }
            callsOnMadeHandedParameters[slot, default: []].append(call)
            presenterSlotsByName[slot.name, default: []].insert(slot)
        }
        for container in found.madeContainers {
            containersMade[container.type, default: []].append(container)
            for (slot, child) in container.slots { containerSlots[slot, default: []].insert(child) }
        }
        for kept in found.sharedObjectSlots { containerSlots[kept.slot, default: []].insert(kept.made) }
        for (type, setUp) in found.columnsOfOthers { columnsSetOutside[type, default: SplitSetUp()].add(setUp) }
        for parameter in found.splitColumnParameters where columnsHandedInBy[parameter.splitClass]?.contains(found.name) != true {
            columnsHandedInBy[parameter.splitClass, default: []].append(found.name)
        }
        viewControllersSetOutside.merge(found.viewControllersOfOthers) { first, _ in first }
        for conformance in found.conformances where !(conformers[conformance]?.contains(found.name) ?? false) {
            conformers[conformance, default: []].append(found.name)
        }
        guard var existing = classes[found.name] else {
            classes[found.name] = found
            return
        }
        existing.superclass = existing.superclass ?? found.superclass
        for action in found.unwindActions where !existing.unwindActions.contains(where: { $0.selector == action.selector }) {
            existing.unwindActions.append(action)
        }
        for name in found.overrides where !existing.overrides.contains(name) { existing.overrides.append(name) }
        existing.codeTriggers += found.codeTriggers.filter { !existing.codeTriggers.contains($0) }
        for held in found.holds where !existing.holds.contains(held) { existing.holds.append(held) }
        existing.addFindings(found)
        existing.selfPresentations += found.selfPresentations
        existing.conformances += found.conformances.filter { !existing.conformances.contains($0) }
        existing.selectorsByName.merge(found.selectorsByName) { $0.union($1) }
        existing.enumDefaults.merge(found.enumDefaults) { kept, _ in kept }
        existing.sceneStoryboard = existing.sceneStoryboard ?? found.sceneStoryboard
        existing.pageTransitionStyle = existing.pageTransitionStyle ?? found.pageTransitionStyle
        existing.definesPresentationContext = existing.definesPresentationContext || found.definesPresentationContext
        existing.identifierLiterals += found.identifierLiterals
        existing.discardsSecondaryOnCollapse = existing.discardsSecondaryOnCollapse || found.discardsSecondaryOnCollapse
        existing.keepsNavigationSecondary = existing.keepsNavigationSecondary || found.keepsNavigationSecondary
        existing.refusedTabs += found.refusedTabs.filter { !existing.refusedTabs.contains($0) }
        existing.sceneDelegateChoice = existing.sceneDelegateChoice ?? found.sceneDelegateChoice
        existing.controllerReturnTypes.merge(found.controllerReturnTypes) { kept, _ in kept }
        if existing.viewControllerParameters.isEmpty { existing.viewControllerParameters = found.viewControllerParameters }
        if existing.viewControllerListParameter == nil { existing.viewControllerListParameter = found.viewControllerListParameter }
        existing.selectorTargets.formUnion(found.selectorTargets)
        existing.objectiveCOwnMessages.merge(found.objectiveCOwnMessages) { $0.union($1) }
        existing.objectiveCOwnMessagesInBlocks.merge(found.objectiveCOwnMessagesInBlocks) { $0.union($1) }
        existing.adaptiveStyles.merge(found.adaptiveStyles) { kept, _ in kept }
        existing.adaptationDelegations += found.adaptationDelegations.filter { !existing.adaptationDelegations.contains($0) }
        existing.properties.merge(found.properties) { kept, _ in kept }
        existing.propertiesHandedIn.formUnion(found.propertiesHandedIn)
        existing.propertyAliases.merge(found.propertyAliases) { kept, _ in kept }
        existing.childProperties += found.childProperties.filter { !existing.childProperties.contains($0) }
        existing.controllersOnProperties += found.controllersOnProperties
        existing.controllersOnHeldObjects += found.controllersOnHeldObjects
        existing.closuresSetOnControllers += found.closuresSetOnControllers
        existing.streamEmissions += found.streamEmissions
        existing.streamSubscriptions += found.streamSubscriptions
        existing.initializerCalls.formUnion(found.initializerCalls)
        existing.enumCasesListed.merge(found.enumCasesListed) { $0.union($1) }
        existing.declaredSelectors.formUnion(found.declaredSelectors)
        existing.methodsBySelector.merge(found.methodsBySelector) { kept, _ in kept }
        existing.selectorConditions.merge(found.selectorConditions) { $0 + $1 }
        classes[found.name] = existing
    }

    /// `name` and its known superclasses, nearest first.
    public func lineage(of name: String) -> [ScannedClass] {
        var result: [ScannedClass] = []
        var seen: Set<String> = []
        var current: String? = name
        while let next = current, seen.insert(next).inserted, let scanned = classes[next] {
            result.append(scanned)
            current = scanned.superclass.flatMap(appSuperclass)
        }
        return result
    }

    /// The app's class a superclass written in a declaration names: `Module.Name` is the app's
    /// `Name`, unless the app's `Name` itself subclasses `Module.Name` (Delta's
    /// `GameViewController: DeltaCore.GameViewController`): then it is the module's, which the
    /// app does not declare, and `PreviewGameViewController: DeltaCore.GameViewController` does
    /// not inherit the app's code. A generic class's arguments are not its name (Habitica's
    /// `FlagViewController: HostingBottomSheetController<FlagPage>` inherits its sheet's `show()`).
    private func appSuperclass(_ written: String) -> String? {
        let plain = FlowNames.className(FlowNames.withoutGenericArguments(written))
        if written != plain, classes[plain]?.superclass == written { return nil }
        return plain
    }

    /// The unwind actions a controller of class `name` implements, its own and inherited.
    public func unwindActions(of name: String) -> [UnwindActionSource] {
        var seen: Set<String> = []
        return lineage(of: name).flatMap(\.unwindActions).filter { seen.insert($0.selector).inserted }
    }

    /// The code triggers of class `name` and its superclasses, its own first;
    /// a method a subclass overrides hides the superclass's.
    ///
    /// A controller a method makes (`HeightViewController.instantiate()`)
    /// is what that method instantiates; a trigger whose maker is not known,
    /// or makes nothing from a storyboard, is left out.
    public func codeTriggers(of name: String) -> [CodeTrigger] {
        codeTriggers(of: name, hosting: [])
    }

    /// The same, `hosting` holding the classes whose hosted controllers are being read
    /// (`hostedTriggers(of:hosting:)`).
    func codeTriggers(of name: String, hosting: Set<String>, keepingPreviews: Bool = false) -> [CodeTrigger] {
        var methods: Set<String> = []
        var result: [CodeTrigger] = []
        let presentedThemselves = selfPresentations(of: name)
        // Its protocols' extensions' methods are its own, after its lineage's (ProtocolExtensions.swift).
        let lineage = lineage(of: name) + protocolExtensions(of: name)
        // The class's own factories its code calls: what one returns goes where its callers put it.
        var calledFactories: Set<String> = []
        for scanned in lineage { Self.addFactories(namedBy: scanned, movesOnly: false, to: &calledFactories) }
        for scanned in lineage {
            // What its closures and delegate methods move for other controllers is theirs (ClosuresSetOnControllers.swift).
            let setOnOthers = methodsMovingForOthers(in: scanned.name)
            let keptClosures = closuresMovingForSetter(in: scanned.name)
            let own = scanned.codeTriggers.map { keptClosures[$0.method].map($0.named) ?? $0 }.filter { trigger in
                guard !methods.contains(trigger.method), !setOnOthers.contains(trigger.method) else { return false }
                // A type method's presentation on whatever is on screen: the app's, over whatever is there
                // (PresentationsOverTheApp.swift), not a move of this class's screens.
                if trigger.isMadeByTypeMethod && trigger.onWhateverIsOnScreen { return false }
                if case .instantiate = trigger.action, calledFactories.contains("\(scanned.name).\(trigger.method)") {
                    return false
                }
                // A helper that makes whatever class it is called on: what its callers make (`resolvingFactory`).
                if let made = trigger.action.made, made.identifier == CodeTrigger.Instantiation.ownClassName
                    || made.storyboard == CodeTrigger.Instantiation.ownClassName {
                    return false
                }
                if case .instantiate(let made) = trigger.action {
                    // What an app's extension of UIKit's class makes and returns is its callers' (a factory,
                    // as below), not a hand-on of every screen's (Stepik's `getEmbedded(moduleStack:)`,
                    // a navigation controller its `present(module:)` wraps what it is handed in).
                    if !CallReader.isAppClass(scanned.name) { return false }
                    // What the class keeps, returned (Pocket Casts' `var resultsControllerDelegate:
                    // SearchResultsDelegate { searchResultsController }`): made where it is kept, the answer
                    // of a factory's call (PresentableObjects.swift), not a hand-on.
                    if trigger.returnsWhatItKeeps { return false }
                    // Handed to a method that presents it: that presentation, below, not a hand-on.
                    if presentedThemselves.shown.contains(ShownInstantiation(method: trigger.method, made: made.withoutNavigation)) {
                        return false
                    }
                    // Kept in a property and added as a child by another method: a child, not a hand-on.
                    if scanned.codeTriggers.contains(where: { $0.action == .addChild(made) }) { return false }
                    // Moved by a call of the class's (the window's root it becomes, a property a later
                    // method pushes): that move, not a hand-on.
                    if scanned.codeTriggers.contains(where: { other in
                        Self.moves(other.action) && other.action.made?.withoutNavigation == made.withoutNavigation
                    }) { return false }
                }
                return true
            }
            result += own.map { keptInProperty($0, of: scanned.name, in: lineage) }.flatMap { resolvingFactoryEach($0) }
            methods.formUnion(scanned.codeTriggers.map(\.method))
        }
        // The moves of the app's extensions of UIKit's classes above a lineage that ends in another of
        // UIKit's: `extension UIViewController` is a table view controller's too (UIKitExtensionMethods.swift).
        // Not what they make: a factory there (`instantiateFromStoryboard() -> Self`) is its callers'.
        // (A view controller's only: an alert subclassing UIAlertController is no screen.)
        for scanned in CodeScreens.isViewController(name, in: self) ? uikitExtensions(of: name).reversed() : []
        where !lineage.contains(where: { $0.name == scanned.name }) {
            result += scanned.codeTriggers.filter { !methods.contains($0.method) && Self.moves($0.action) }
                .flatMap { resolvingFactoryEach($0) }
            methods.formUnion(scanned.codeTriggers.map(\.method))
        }
        // A delegate's root set as the app launches is the launch's (WindowRoots.swift), no move of a
        // screen's; set in a method a screen calls later, it is (`appDelegate.startMainStory()`).
        if name.hasSuffix("Delegate") {
            let atLaunch = ownMethods(of: name, reachedFrom: WindowRoot.launchMethods)
            result.removeAll { trigger in
                if case .replaceRoot = trigger.action { return Self.isReached(trigger.method, in: atLaunch) }
                return false
            }
        }
        // A tab bar controller's `setViewControllers` sets its tabs (CodeScreens), it pushes nothing.
        if isTabBarController(name) {
            result.removeAll { if case .push = $0.action { return true } else { return false } }
        }
        // What a 3D Touch peek previews is shown when the pop commits it, not a page (Yep's discover
        // pages preview a profile) nor a hand-on (PeekPreviews.swift).
        result = peeksCommitted(result, lineage: lineage)
        if !keepingPreviews { result = contextMenuPreviewsCommitted(result, lineage: lineage) }
        // A paging container of a library hands what it makes to the page view controller it runs; a
        // page view controller of the app's, what its data source returns, to itself: pages, not presentations.
        // Not what a type method makes: that is its callers' (Session's `AttachmentApprovalViewController.
        // wrappedInNavController(…)` makes the pager itself in a navigation controller for them to present).
        if isLibraryPager(name) || inherits(name, fromUIKit: "UIPageViewController") {
            result = result.map { trigger in
                guard case .instantiate(let made) = trigger.action, !trigger.isMadeByTypeMethod else { return trigger }
                var page = trigger
                page.action = .page(made)
                return page
            }
        }
        let all = result + presentedThemselves.triggers.compactMap(resolvingFactory)
            + presentationsOnSelf(of: name).compactMap(resolvingFactory)
            + movesOnParameters(declaredAs: name).compactMap(resolvingFactory)
            + childTriggers(of: name).compactMap(resolvingFactory) + viewTriggers(heldBy: name) + helperTriggers(madeBy: name)
            + helperMoves(of: name).compactMap(resolvingFactory) + hostedTriggers(of: name, hosting: hosting)
            + closurePropertyTriggers(of: name).compactMap(resolvingFactory) + callbackMoves(of: name)
            + childrenGivenAtMaking(to: name).compactMap(resolvingFactory)
            + childrenSetOnProperties(of: name).compactMap(resolvingFactory)
            + childrenOfLibraryContainer(name).compactMap(resolvingFactory)
            + renamingKeptClosures(coordinatedTriggers(of: name), in: lineage) + launchSceneTriggers(of: name)
        // A controller a method makes and hands to another object that moves it (a scene delegate's
        // `changeRootViewController(vc)`, a router's `push(vc)`) is that move, not a hand-on as well.
        let movedBy = Set(all.compactMap { trigger in
            Self.moves(trigger.action) ? trigger.action.made.map { MadeIn(method: trigger.method, made: $0.withoutNavigation) } : nil
        })
        let unhanded = all.filter { trigger in
            guard case .instantiate(let made) = trigger.action else { return true }
            return !movedBy.contains(MadeIn(method: trigger.method, made: made.withoutNavigation))
        }
        // Whatever way a trigger came, a making of a container with different children in different
        // places shows its own scene (ContainersGivenChildren.swift).
        return unhanded.map { trigger in
            guard let made = trigger.action.made, !made.given.isEmpty else { return trigger }
            var resolved = trigger
            resolved.action = trigger.action.replacingMade(with: withVariant(made))
            return resolved
        }
    }

    /// What `Class.instantiate()` makes for a class adopting a protocol of Reusable (AliSoftware's
    /// library, a dependency whose source is not read): `StoryboardSceneBased`, the scene of the
    /// class's name in its `sceneStoryboard`; `StoryboardBased`, the initial controller of the
    /// storyboard named after the class. Nil for any other class.
    func reusableInstantiation(of name: String) -> CodeTrigger.Instantiation? {
        let lineage = lineage(of: name)
        let conformances = Set(lineage.flatMap(\.conformances))
        if conformances.contains("StoryboardSceneBased"),
           let storyboard = lineage.lazy.compactMap(\.sceneStoryboard).first {
            return CodeTrigger.Instantiation(storyboard: storyboard, identifier: name)
        }
        if conformances.contains("StoryboardBased") { return CodeTrigger.Instantiation(storyboard: name, identifier: nil) }
        return nil
    }

    /// A controller as a method makes it, for telling a hand-on from the move another object makes of it.
    private struct MadeIn: Hashable {
        var method: String
        var made: CodeTrigger.Instantiation
    }

    /// Whether every property of `lineage` declared with `type` is one an initializer sets to its
    /// parameter (and there is one); false when the type is held otherwise, or only cast to.
    static func holdsOnlyHandedIn(_ type: String, _ lineage: [ScannedClass]) -> Bool {
        var handedIn = false
        for scanned in lineage {
            for (property, declared) in scanned.properties where declared == type {
                guard scanned.propertiesHandedIn.contains(property) else { return false }
                handedIn = true
            }
        }
        return handedIn
    }

    /// What the views and providers a view controller holds present or hand it (issue 52): a view
    /// has no `present`, so a view subclass of the app presents through the
    /// controller it is in (`viewController?.present(…)`, GoMap's map view and
    /// its tag editor's text field). A view's presentations, pushes and shows
    /// are given to the view controllers holding it in a stored property or
    /// casting to it (a cell it dequeues), directly or through other views
    /// they hold, named `View.method`.
    func viewTriggers(heldBy name: String) -> [CodeTrigger] {
        guard CodeScreens.isViewController(name, in: self) else { return [] }
        var result: [CodeTrigger] = []
        var visited: Set<String> = [name]
        // (Not a view only handed in, by its initializer's parameter: FSNotes' move sheet keeps the
        // list's table view to reload it; the table's presentations are the list's, which shows it.)
        let holders = lineage(of: name)
        var pending = holders.flatMap(\.holds).filter { !(isView($0) && Self.holdsOnlyHandedIn($0, holders)) }
        // Worked out once here when `prepare()` has not (an index still being added to).
        lazy var moved = factoriesMoved ?? workOutFactoriesMoved()
        while let held = pending.popLast() {
            guard visited.insert(held).inserted, let scanned = classes[held] else { continue }
            if isView(held) {
                result += shownMoves(of: scanned.codeTriggers, namedAfter: held)
                pending += scanned.holds
            } else if !CodeScreens.isViewController(held, in: self), CallReader.isAppClass(held), !isTheAppsDelegate(held) {
                // (Not an app's extension of UIKit's class a property is declared with: what its methods
                // make is their callers', Stepik's `UIViewController.getEmbedded(moduleStack:)`.)
                // A provider the controller holds (DuckDuckGo's settings' legacy-view provider)
                // hands it the controllers it makes: the controller shows them (`show`: pushed
                // where it is in a navigation controller, presented where it is not). A method
                // making one controller per case of its parameter makes what its callers name
                // (Mastodon's private `SceneCoordinator.get(scene:)`, SwiftHub's `Navigator.get(segue:)`,
                // SceneEnums.swift), when only the provider's methods call it: the holder's for the
                // cases their calls name (Eidolon's `viewControllerForIndex(.mobileVC)`) — through a
                // parameter a caller passes on, the cases its own callers name (ownCloud's
                // `buildSidebarSpecialItem(…, for: .favoriteItems)` passing `specialItem` on) and none
                // where only other objects call that one or it moves the controller itself (SwiftHub's
                // `show(segue:…)` passing `segue` to `get(segue:)`, Mastodon's `present(scene:…)`: those
                // calls name the case, Coordinators.swift) — or every case when one passes a value of
                // its own. A method the provider never calls is the holder's.
                let ownCalls = Dictionary(grouping: scanned.methodCalls.filter { $0.receiverType == nil && $0.receiverProperty == nil },
                                          by: \.calleeName)
                let moving = Set(scanned.codeTriggers.filter { Self.moves($0.action) }.map(\.method))
                for trigger in scanned.codeTriggers
                where trigger.enumCase.map({
                    Self.isHandedToHolders(under: $0, by: ownCalls[trigger.method] ?? [], ownCalls: ownCalls, moving: moving)
                }) ?? true {
                    // (Not what it returns of what it keeps, a factory's answer: PresentableObjects.swift; nor
                    // what a factory returns to calls that move it, ownCloud's `Action.cardViewController(for:…)`,
                    // a class method its holders' screens call and present as a card.)
                    guard case .instantiate(let instantiated) = trigger.action, !trigger.returnsWhatItKeeps,
                          !moved.contains("\(held).\(trigger.method)"),
                          var resolved = resolvingFactory(trigger),
                          let made = resolved.action.made else { continue }
                    // Made and moved by the provider itself (the app delegate's `startMainStory()` making the
                    // main storyboard's controller the window's root): that move, not a controller handed over.
                    guard !scanned.codeTriggers.contains(where: { other in
                        other.method == trigger.method && Self.moves(other.action)
                            && other.action.made?.withoutNavigation == instantiated.withoutNavigation
                    }) else { continue }
                    resolved.method = "\(held).\(trigger.method)"
                    resolved.action = .handedOver(made)
                    result.append(resolved)
                }
            }
        }
        return result
    }

    /// Whether class `name` is the app's or a scene's delegate. A screen reaching it (`UIApplication.shared.delegate
    /// as? AppDelegate`, to update a setting) is handed none of what it makes: its methods run at launch
    /// or when UIKit calls them (Habitica's `setupRouter()` registering URL routes whose closures make
    /// the guild screen, which three screens showed falsely, one with a false W104).
    func isTheAppsDelegate(_ name: String) -> Bool {
        lineage(of: name).contains(where: \.adoptsUIKitsDelegateProtocols)
    }

    /// `factoriesMoved`, of every class: the factories named by the controllers its calls move, or
    /// hand to a method (ownCloud's `present(asCard:)`, an extension presenting what it is given).
    func workOutFactoriesMoved() -> Set<String> {
        var moved: Set<String> = []
        for scanned in classes.values { Self.addFactories(namedBy: scanned, movesOnly: true, to: &moved) }
        return moved
    }

    /// Adds to `factories` the factories (`Class.method`) whose result `scanned`'s calls take: each
    /// controller a trigger of it names by its factory (only those it moves or adds as a child, with
    /// `movesOnly`), and each it hands to a method.
    static func addFactories(namedBy scanned: ScannedClass, movesOnly: Bool, to factories: inout Set<String>) {
        for trigger in scanned.codeTriggers where !movesOnly || moves(trigger.action) || trigger.action.isAddChild {
            if let factory = trigger.action.made?.factory { factories.insert(factory) }
        }
        for handed in scanned.handedArguments {
            if case .made(let made) = handed.value, let factory = made.factory { factories.insert(factory) }
        }
        // Listed by a container the class fills: its own tabs, a column, a kept tab bar's tabs (Zebra's
        // `AppTab.viewController`, one tab per case, was shown by the split holding the enum as well).
        let listed = scanned.ownViewControllers + scanned.splitSetUp.columns.map(\.made)
            + scanned.heldContainers.keys.sorted().flatMap { scanned.heldContainers[$0]?.viewControllers ?? [] }
        for made in listed { if let factory = made.factory { factories.insert(factory) } }
        // Set on a container the class keeps (ContainersGivenChildrenOnProperties.swift).
        for held in scanned.controllersOnHeldObjects { if let factory = held.set.made.factory { factories.insert(factory) } }
    }

    /// Whether what a provider's method makes under `condition` goes to the provider's holders, given
    /// the provider's own `calls` of that method: always when it makes none; else when one names a
    /// case that matches, or writes a value of its own for the parameter (any case may come), and not
    /// for a parameter of the caller's passed on.
    static func isHandedToHolders(under condition: EnumCase, by calls: [MethodCall],
                                  ownCalls: [String: [MethodCall]], moving: Set<String>) -> Bool {
        guard !calls.isEmpty else { return true }
        var seen: Set<String> = []
        func named(_ label: String, by calls: [MethodCall], depth: Int) -> Bool {
            calls.contains { call in
                if let written = call.enumArguments[label] { return condition.matches(written) }
                if let passed = call.passedOn[label] {
                    let caller = call.caller.split(separator: "(", maxSplits: 1).first.map(String.init) ?? call.caller
                    guard depth < 4, !moving.contains(call.caller), seen.insert(caller + ":" + passed).inserted else { return false }
                    return named(passed, by: ownCalls[caller] ?? [], depth: depth + 1)
                }
                return call.writes(label)
            }
        }
        return named(condition.label, by: calls, depth: 0)
    }

    /// The presentations, pushes and shows among `triggers`, resolved and named after `owner`
    /// (`MapView.openTag`): what a view or a helper moves through the controller it belongs to.
    /// Not its dismissals and pops, which may be of what it presented itself.
    func shownMoves(of triggers: [CodeTrigger], namedAfter owner: String) -> [CodeTrigger] {
        triggers.compactMap { trigger in
            switch trigger.action {
            case .present, .show, .detail, .push, .replaceRoot:
                guard var resolved = resolvingFactory(trigger) else { return nil }
                resolved.method = "\(owner).\(trigger.method)"
                return resolved
            case .performSegue, .instantiate, .dismiss, .pop, .popToRoot, .addChild, .page, .handedOver, .searchResults,
                 .selectTab:
                return nil
            }
        }
    }

    /// The paging containers of well-known libraries (Tabman and Pageboy, XLPagerTabStrip, ICViewPager): a subclass
    /// gives the page view controller they run the controllers its data source makes, as its pages
    /// (Mastodon's notifications list its two timelines so).
    static let libraryPagers: Set<String> = ["PageboyViewController", "TabmanViewController", "PagerTabStripViewController",
                                             "ButtonBarPagerTabStripViewController", "BarPagerTabStripViewController",
                                             "SegmentedPagerTabStripViewController", "TwitterPagerTabStripViewController",
                                             "ViewPagerController"]

    /// Whether class `name`'s superclasses end in a library's paging container: the last one the app
    /// declares inherits from it, or is it (an app's class extension of the library's class, iNaturalist's
    /// `@interface ViewPagerController ()`, or a copy of the library in its sources).
    func isLibraryPager(_ name: String) -> Bool {
        lineage(of: name).contains { scanned in
            Self.libraryPagers.contains(FlowNames.className(scanned.name))
                || scanned.superclass.map { Self.libraryPagers.contains(FlowNames.className($0)) } == true
        }
    }

    /// Whether class `name` is a view of the app: its superclasses end in a UIKit view or control.
    func isView(_ name: String) -> Bool {
        guard classes[name] != nil, let written = lineage(of: name).last?.superclass else { return false }
        let root = FlowNames.className(written)
        return root.hasPrefix("UI") && ["View", "Field", "Control", "Button", "Cell", "Bar"].contains { root.hasSuffix($0) }
    }

    /// `trigger` with a controller made by a method replaced by what the
    /// method instantiates; nil when that is not known.
    func resolvingFactory(_ trigger: CodeTrigger) -> CodeTrigger? { resolvingFactory(trigger, cases: [:]) }

    /// The names of the Swift method a call names `name`: that name, and, for a selector's first
    /// piece as Objective-C writes a Swift method (`makeWithApplication` of `make(application:)`,
    /// Swift's naming of `@objc` methods), the name before its first `With` and a capital.
    static func swiftMethodNames(calledAs name: String) -> [String] {
        guard let with = name.range(of: "With"), with.lowerBound > name.startIndex,
              name[with.upperBound...].first?.isUppercase == true else { return [name] }
        return [name, String(name[..<with.lowerBound])]
    }

    /// What `made` is once its factory is followed (a tab, a column, a window's root); nil when that
    /// is not known, or is none of the app's view controllers.
    func resolvingFactory(of made: CodeTrigger.Instantiation) -> CodeTrigger.Instantiation? {
        resolvingFactory(CodeTrigger(method: "", action: .instantiate(made), location: ""))?.action.made
    }

    /// `trigger` resolved as `resolvingFactory` does, and when its factory is a method of one of the
    /// app's protocols (`onboarding.makeViewController()`, `onboarding` a `DeltaOnboarding`), once
    /// for each class conforming to it, each its own method's result: any of them may be the one the
    /// call reaches (the Corona-Warn-App's update onboardings).
    func resolvingFactoryEach(_ trigger: CodeTrigger, cases: [String: String] = [:]) -> [CodeTrigger] {
        guard let made = trigger.action.made, let factory = made.factory,
              let dot = factory.firstIndex(of: "."), protocols.contains(String(factory[..<dot])) else {
            // A factory returning one controller or another by a condition it reads (OneBusAway's
            // `makeStopController(stopID:)`, the new stop page behind a flag, else the old): each.
            if let made = trigger.action.made, case let each = controllersMade(byFactory: made), each.count > 1 {
                return each.compactMap { alternative in
                    var one = alternative
                    one.inNavigation = one.inNavigation || made.inNavigation
                    one.presentationStyle = made.presentationStyle ?? one.presentationStyle
                    var chosen = trigger
                    chosen.action = trigger.action.replacingMade(with: one)
                    return resolvingFactory(chosen, cases: cases)
                }
            }
            return resolvingFactory(trigger, cases: cases).map { [$0] } ?? []
        }
        let method = factory[dot...]
        return (conformers[String(factory[..<dot])] ?? []).sorted().compactMap { conformer in
            var each = made
            each.factory = conformer + method
            var conformed = trigger
            conformed.action = trigger.action.replacingMade(with: each)
            return resolvingFactory(conformed, cases: cases)
        }
    }

    /// How many factories, kept properties and objects standing for controllers one resolution follows
    /// in a chain (Element's bridge presenter → coordinator → router → its `start()`'s root → a child
    /// coordinator → the controller it keeps → its storyboard: seven), and in all.
    static let factoryDepthLimit = 10
    static let factoryStepLimit = 200

    /// The same, with the enum cases a call binds the factory's parameters to (`scene` → `thread`):
    /// what the factory makes under another case is not its result then (SceneEnums.swift).
    func resolvingFactory(_ trigger: CodeTrigger, cases: [String: String]) -> CodeTrigger? {
        // The cases the making itself names, where the call resolving it names none (OwnMethodCaseTabs.swift).
        let cases = cases.isEmpty ? trigger.action.made?.argumentCases ?? [:] : cases
        // The enum case a member switching over `self` is called on, and that enum (EnumCaseControllers.swift).
        let selfCase = trigger.action.made?.selfCase
        let selfType = trigger.action.made?.factory.flatMap { $0.split(separator: ".", maxSplits: 1).first.map(String.init) }
        // A factory may return what another makes; followed this deep (a cycle of factories ends there),
        // and in this many steps in all (a factory trying each of its returns in turn, each trying each of
        // theirs, would otherwise cost the product of their counts).
        var steps = 0
        func resolved(_ made: CodeTrigger.Instantiation, depth: Int = 0) -> CodeTrigger.Instantiation? {
            steps += 1
            guard steps <= Self.factoryStepLimit else { return nil }
            // From a storyboard a parameter's enum case names, no call naming the case (StoryboardEnums.swift).
            guard made.storyboardParameter == nil else { return nil }
            // Made in code: a screen only when it is one of the app's view controllers.
            if made.storyboard == CodeScreens.storyboardName, made.factory == nil {
                if made.identifier.map({ CodeScreens.isViewController($0, in: self) }) == true { return withVariant(made) }
                // An object of the app's standing for a controller, moved as one (PresentableObjects.swift).
                if depth < Self.factoryDepthLimit, let presented = presentedObject(standingFor: made),
                   var inner = resolved(presented, depth: depth + 1) {
                    inner.inNavigation = inner.inNavigation || made.inNavigation
                    inner.presentationStyle = made.presentationStyle ?? inner.presentationStyle
                    return inner
                }
                // A library's controller made around one of the app's stands for it (LibraryWrappers.swift).
                guard depth < Self.factoryDepthLimit, let wrapper = made.identifier, isLibraryWrapper(wrapper),
                      var inner = made.given.lazy.compactMap({ resolved($0, depth: depth + 1) }).first else { return nil }
                // Moved as the wrapper is: in its navigation controller, in its presentation style.
                inner.inNavigation = inner.inNavigation || made.inNavigation
                inner.presentationStyle = made.presentationStyle ?? inner.presentationStyle
                return inner
            }
            // Known by its class (a parameter, a property, a cast): a screen only when that class is a view controller.
            if let type = made.ofClass {
                if CodeScreens.isViewController(type, in: self) { return made }
                guard depth < Self.factoryDepthLimit, let presented = presentedObject(ofType: type, heldBy: type),
                      var inner = resolved(presented, depth: depth + 1) else { return nil }
                inner.inNavigation = inner.inNavigation || made.inNavigation
                return inner
            }
            guard let factory = made.factory else { return made }
            let parts = factory.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            // An empty navigation controller another object's method gives its stack: that stack's first
            // screen, else what the local held (NavigationsGivenStacksByOthers.swift).
            if parts[1].hasSuffix(CodeTrigger.Instantiation.stackGivenSuffix) {
                guard depth < Self.factoryDepthLimit else { return nil }
                if let root = stackRootGiven(by: parts[0], member: parts[1]), var inner = resolved(root.withoutNavigation, depth: depth + 1) {
                    inner.inNavigation = true
                    return inner
                }
                return made.given.first.flatMap { resolved($0, depth: depth + 1) }
            }
            // What another object of the app's keeps in a property (ContainersInProperties.swift).
            if parts[1].hasSuffix(CodeTrigger.Instantiation.keptSuffix) {
                let property = String(parts[1].dropLast(CodeTrigger.Instantiation.keptSuffix.count))
                guard depth < Self.factoryDepthLimit, let kept = controllerKept(in: property, by: parts[0]), var inner = resolved(kept, depth: depth + 1)
                else { return nil }
                inner.inNavigation = inner.inNavigation || made.inNavigation
                return inner
            }
            // (A protocol's extension it conforms to included: the `Storyboarded` idiom's `instantiate()`.)
            // Called from Objective-C, a Swift method is known by its selector's first piece, which may
            // carry its first label (`makeWithApplication:` of `make(application:)`).
            let owners = lineage(of: parts[0]) + uikitExtensions(of: parts[0]) + protocolExtensions(of: parts[0])
            for (method, scanned) in Self.swiftMethodNames(calledAs: parts[1]).flatMap({ name in owners.map { (name, $0) } }) {
                for candidate in scanned.codeTriggers where candidate.method == method {
                    // What a factory makes under a case of a switch over its parameter is its result
                    // only for a call naming that case (SceneEnums.swift).
                    if let condition = candidate.enumCase, condition.label == EnumCase.selfLabel {
                        // Under `switch self` in an enum's member: the case it is called on, through the
                        // enum's own members (EnumCaseControllers.swift).
                        guard parts[0] == selfType, let selfCase, condition.matches(selfCase) else { continue }
                    } else if let condition = candidate.enumCase {
                        guard depth == 0, let written = cases[condition.label], condition.matches(written) else { continue }
                    }
                    // A coordinator's `start()` given a navigation controller: the first controller it
                    // sets or pushes is that navigation controller's root (Coordinators.swift).
                    if made.inNavigation, parts[1] == CodeTrigger.Instantiation.coordinatorStart,
                       case .push(let root) = candidate.action, depth < Self.factoryDepthLimit {
                        guard var inner = resolved(root.withoutNavigation, depth: depth + 1) else { continue }
                        inner.inNavigation = true
                        return inner
                    }
                    if case .instantiate(var returned) = candidate.action, let inner = returned.factory, depth < Self.factoryDepthLimit {
                        // The class's own factory returning another of its own (KeePassium's
                        // `instantiateFromStoryboard()` returning `instantiateHelper(…)`, in an extension
                        // of UIViewController): still made by the class the call names.
                        if inner.hasPrefix(scanned.name + ".") { returned.factory = parts[0] + inner.dropFirst(scanned.name.count) }
                        guard var inner = resolved(returned, depth: depth + 1) else { continue }
                        inner.inNavigation = inner.inNavigation || made.inNavigation
                        return inner
                    }
                    // An object of the app's standing for a controller, returned (a child coordinator a
                    // method makes): what it stands for (PresentableObjects.swift).
                    if case .instantiate(let object) = candidate.action, depth < Self.factoryDepthLimit,
                       let presented = presentedObject(standingFor: object), var inner = resolved(presented, depth: depth + 1) {
                        inner.inNavigation = inner.inNavigation || made.inNavigation
                        return inner
                    }
                    if case .instantiate(var inner) = candidate.action, inner.factory == nil,
                       inner.storyboard != CodeScreens.storyboardName
                        || inner.identifier.map({ CodeScreens.isViewController($0, in: self) }) == true
                        || inner.identifier == CodeTrigger.Instantiation.ownClassName && CodeScreens.isViewController(parts[0], in: self) {
                        // Of the class the call names, when the factory makes `Self` (a protocol's
                        // extension instantiating its conformer from a storyboard, `as? Self`:
                        // StoryboardNamedByConformerTests).
                        if inner.ofClass == CodeTrigger.Instantiation.ownClassName { inner.ofClass = parts[0] }
                        // Known by its class: a controller only if that class is one (ownCloud's history
                        // returns a `BrowserNavigationItem`).
                        if let type = inner.ofClass, !CodeScreens.isViewController(type, in: self) { continue }
                        inner.inNavigation = inner.inNavigation || made.inNavigation
                        // Made by the name of the class it is called on, from the storyboard the call names or of that name.
                        let ownClass = CodeTrigger.Instantiation.ownClassName
                        if inner.storyboard == ownClass {
                            inner.storyboard = made.storyboard ?? parts[0]
                        } else if inner.identifier == ownClass, let named = made.storyboard {
                            // (A storyboard the call names, over the one its parameter defaults to.)
                            inner.storyboard = named
                        }
                        if inner.identifier == ownClass { inner.identifier = parts[0] }
                        return inner
                    }
                }
            }
            // Reusable's `instantiate()`, of a library whose source is not read.
            if parts[1] == "instantiate", var reusable = reusableInstantiation(of: parts[0]) {
                reusable.inNavigation = made.inNavigation
                return reusable
            }
            // A coordinator's `start()` pushing its first controller through methods it calls (a
            // router's `push`), or a router property handed to one (RoutersHandedToCoordinators.swift).
            if made.inNavigation, depth < Self.factoryDepthLimit, let root = rootStarted(for: parts[0], member: parts[1]),
               var inner = resolved(root.withoutNavigation, depth: depth + 1) {
                inner.inNavigation = true
                return inner
            }
            // A view controller's own `navigationController`, read where the code made it
            // (`placeholder.navigationController`): the navigation controller made around it.
            if made.inNavigation, parts[1] == CodeTrigger.Instantiation.coordinatorStart, CodeScreens.isViewController(parts[0], in: self) {
                return CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: parts[0], inNavigation: true)
            }
            // A type's stored property read on the type, a shared instance (Planetary's window root,
            // `AppController.shared`, `static let shared = AppController()`): what it holds.
            if depth < Self.factoryDepthLimit, lineage(of: parts[0]).contains(where: { $0.properties[parts[1]] != nil }),
               let kept = controllerKept(in: parts[1], by: parts[0]), var inner = resolved(kept, depth: depth + 1) {
                inner.inNavigation = inner.inNavigation || made.inNavigation
                return inner
            }
            // Nothing of its body understood: the class the method is declared to return, when it is one of
            // the app's view controllers (FSNotes's `UIApplication.getEVC() -> EditorViewController`, which
            // returns what its scene delegate keeps: the editor every note opens in). (Not a method whose
            // body makes something the call does not choose: its declared type may be their superclass. Nor a
            // navigation, tab bar or split view controller's class, which says nothing of what it shows:
            // ownCloud's `viewControllerForPresentation() -> ThemeNavigationController` wraps `self`.)
            if let type = owners.lazy.compactMap({ $0.controllerReturnTypes[parts[1]] }).first, CodeScreens.isViewController(type, in: self),
               !isContainer(type), !CallReader.namesNavigationClass(type),
               !owners.contains(where: { $0.codeTriggers.contains { $0.method == parts[1] } }) {
                var known = CodeTrigger.Instantiation.instance(of: type)
                known.inNavigation = made.inNavigation
                return known
            }
            return nil
        }
        var trigger = trigger
        switch trigger.action {
        case .present(let made):
            // What a factory makes is presented in the style the code gave it.
            guard var resolvedMade = resolved(made) else { return nil }
            resolvedMade.presentationStyle = made.presentationStyle ?? resolvedMade.presentationStyle
            trigger.action = .present(resolvedMade)
        case .show(let made): guard let made = resolved(made) else { return nil }; trigger.action = .show(made)
        case .detail(let made): guard let made = resolved(made) else { return nil }; trigger.action = .detail(made)
        case .push(let made):
            guard let made = resolved(made) else { return nil }
            trigger.action = .push(made)
            // Onto the navigation controller a library's container holds in the slot it reads (ContainerSlots.swift).
            if let slot = trigger.ontoSlot, trigger.onto == nil { trigger.onto = controllerInContainerSlot(slot).flatMap { resolved($0) } }
        case .instantiate(let made): guard let made = resolved(made) else { return nil }; trigger.action = .instantiate(made)
        case .addChild(let made): guard let made = resolved(made) else { return nil }; trigger.action = .addChild(made)
        case .page(let made): guard let made = resolved(made) else { return nil }; trigger.action = .page(made)
        case .handedOver(let made): guard let made = resolved(made) else { return nil }; trigger.action = .handedOver(made)
        case .replaceRoot(let made): guard let made = resolved(made) else { return nil }; trigger.action = .replaceRoot(made)
        case .searchResults(let made): guard let made = resolved(made) else { return nil }; trigger.action = .searchResults(made)
        case .performSegue, .dismiss, .pop, .popToRoot, .selectTab: break
        }
        return trigger
    }

    /// The app's extensions of UIKit's view controller classes that a class inherits (its
    /// root UIKit superclass, `UIViewController`): their methods are its own too
    /// (`extension UIViewController { static func loadFromStoryboard() … }`).
    /// A factory called on the class (`X.loadFromStoryboard()`) compiles only if X is a view
    /// controller, whatever module its superclass is from, so `UIViewController`'s are always looked at.
    func uikitExtensions(of name: String) -> [ScannedClass] {
        let lineage = lineage(of: name)
        var roots = ["UIViewController"]
        if let root = lineage.last?.superclass.map(FlowNames.className), root.hasPrefix("UI"), root != roots[0] { roots.append(root) }
        return roots.compactMap { root in lineage.contains { $0.name == root } ? nil : classes[root] }
    }

    /// Whether class `name` (or a superclass) implements `selector`.
    public func implements(_ name: String, _ selector: String) -> Bool {
        unwindActions(of: name).contains { $0.selector == selector || $0.alternatives.contains(selector) }
    }

    /// The classes declaring `selector`, sorted.
    public func declarers(of selector: String) -> [String] {
        classes.values.filter { scanned in
            scanned.unwindActions.contains { $0.selector == selector || $0.alternatives.contains(selector) }
        }.map(\.name).sorted()
    }
}

/// Regular expressions over UTF-16 offsets of one text.
struct TextMatcher {
    let text: String
    let nsText: NSString
    /// The UTF-16 offset at which each line starts, for `line(at:)`.
    private let lineStarts: [Int]

    init(_ text: String) {
        self.text = text
        self.nsText = text as NSString
        var starts = [0]
        var offset = 0
        for unit in text.utf16 {
            offset += 1
            if unit == 0x0A { starts.append(offset) }
        }
        lineStarts = starts
    }

    func matches(_ pattern: String) -> [NSTextCheckingResult] {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: []) else { return [] }
        return regex.matches(in: text, options: [], range: NSRange(location: 0, length: nsText.length))
    }

    func group(_ match: NSTextCheckingResult, _ index: Int) -> String? {
        guard index < match.numberOfRanges else { return nil }
        let range = match.range(at: index)
        guard range.location != NSNotFound else { return nil }
        return nsText.substring(with: range)
    }

    /// The 1-based line of a UTF-16 offset (a binary search of the line starts).
    func line(at offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }
}
