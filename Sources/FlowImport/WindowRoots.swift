// Where an app launches when its delegate builds the window in code (issue
// 52's whole apps): `window?.rootViewController = …` in an app or scene
// delegate — a view controller made in code, a navigation controller made
// around one, a coordinator's navigation controller (Coordinators.swift),
// UIKit's tab bar controller given its tabs there, an app's tab bar subclass
// that sets its own, or a delegate property declared with one of the app's
// view controllers. Only the app's window counts (`window`, `self.window`):
// another window's root (a PIN lock shown over the app) is not the launch.
// CodeScreens makes the root Code.flow's initial scene.

/// Where an app's delegate sets its window's root (`window?.rootViewController = …`).
public struct WindowRoot: Hashable, Sendable {
    /// What the root is.
    public var made: CodeTrigger.Instantiation
    /// `SceneDelegate.swift:36`.
    public var location: String
    /// The tabs, when the root is UIKit's tab bar controller made in code (`let tabs =
    /// UITabBarController()`, `tabs.viewControllers = [home, UINavigationController(rootViewController:
    /// settings)]`): what each tab shows, in order; empty for any other root.
    public var tabs: [CodeTrigger.Instantiation] = []
    /// The columns and style, when the root is UIKit's split view controller an object of the app's
    /// keeps in a property (ContainersInProperties.swift); nil for any other root.
    var split: SplitInCode?
    /// What the code sets on UIKit's split view controller it makes where it sets the root (`let split =
    /// UISplitViewController()`, `split.viewControllers = [list, detail]`), until `SourceIndex.windowRoot`
    /// resolves its columns into `split`.
    var splitMadeHere: HeldContainer?
    /// The children, when the root is a plain view controller an object of the app's keeps and
    /// swaps the child of (ContainersSwappingChildren.swift); nil for any other root.
    var swapping: SwappingContainer?
    /// Where the root is read from a property of an object of the app's (`coordinator?.rootViewController`),
    /// until `SourceIndex.windowRoot` resolves what that property holds.
    var heldIn: HeldRoot?
    /// The method setting it (`scene(_:willConnectTo:options:)`, a coordinator's `setup`).
    var method = ""
    /// The app's controller a generic container of a library shows, when the root is one
    /// (`TabViewContainerViewController<TerminalTabViewController>(…)`, GenericContainerRoots.swift):
    /// what is launched into when the container is no view controller the import reads.
    var genericContainerContent: CodeTrigger.Instantiation?
    /// The class of the app's setting it when it is no delegate (a coordinator's), once
    /// `SourceIndex.windowRoot` has found it set at launch; nil for a delegate's.
    var coordinator: String?
    /// The class of the app's object whose property the root is, when that property is a navigation
    /// controller it roots (`window?.rootViewController = appCoordinator.rootViewController`): what the
    /// delegate then has it do is the launch's (LaunchCoordinatorMoves.swift).
    var heldBy: String?
    /// The call that hands an empty navigation controller, the window's root, to another object whose
    /// method gives it its first screen (Radar COVID's `router?.route(to: .root, from: navigationController)`):
    /// the root is that screen in it, once `SourceIndex.windowRoot` walks the call (RootsGivenStacksByOthers.swift).
    var stackGivenBy: MethodCall?
    /// Set on a window the method makes before (`let window = UIWindow()`; `self.window = UIWindow(…)`):
    /// setting it again later shows a new window, the old one's presentations gone with it.
    var isOnNewWindow = false
    /// The branches of `if`s, `switch`es and `guard`s the assignment is in (LaunchAlternatives.swift).
    var branches: [String] = []
    /// Set under a choice by device (`if UIDevice.current.userInterfaceIdiom == .pad`), which flow,
    /// modelling an iPhone, does not take for the app's state: no launch is preferred over another
    /// for it (a split an iPad launches into).
    var isUnderDeviceChoice = false
    /// Set in the branch of such a choice an iPhone does not take (`if … userInterfaceIdiom == .pad {
    /// … }`): a launch only where no other root is set (Bark's `BarkSnackbarController` around its
    /// iPad's split, before the one around its iPhone's tab bar in the `else`).
    var isOnlyOnAnIPad = false
    /// Set in a closure the method keeps in a variable (`CallReader.isInStoredClosure`): a root set when
    /// whatever it is handed to calls it, after the launch; tried for the launch after the others.
    var isInStoredClosure = false
    /// Set by a coordinator the launch makes, or calls a method of on an object of its class (not one
    /// whose method only shares a name with a call the launch makes).
    var isSetByALaunchObject = false
    /// Set only when a condition on the app's state holds, with no branch for the other case
    /// (`CallReader.isUnderAStateCondition`): otherwise the storyboard the Info.plist names stays.
    var isUnderAStateCondition = false
    /// Whether this is the initial scene of the storyboard the Info.plist names, which UIKit shows
    /// unless the launch's condition holds (`windowRoot(…storyboardShownOtherwise:)`): the app's launch
    /// stays the storyboard's, and the root the delegate sets is its alternative.
    public var isTheStoryboardsOwn = false
    /// The other roots the launch may set instead, by a condition the import does not evaluate
    /// (`window?.rootViewController = loggedIn ? main : login`; LaunchAlternatives.swift).
    public var alternatives: [LaunchAlternative] = []
    /// Whether the app sets it as it launches: in its delegate's launch method or a method that one
    /// calls. UIKit shows it then, whatever storyboard the Info.plist names: the storyboard's
    /// initial controller is replaced (or its window, when the delegate makes its own).
    public var isSetAtLaunch = false
    /// Whether a delegate sets it in a method its launch reaches only through a closure or a block
    /// (`DispatchQueue.main.async { self.showMainUI() }`, once the database is open: iNaturalist's), so
    /// after the launch's own root is on screen (RootsSetAfterLaunchWork.swift).
    var isSetAfterLaunchWork = false

    /// The delegate methods UIKit calls as the app launches, where the window's root is set. The
    /// app becoming active ends the launch, before a person can do anything: an app may build its
    /// window there the first time (Corona-Warn-App's `setupUI()`, guarded by `didSetupUI`). Each
    /// as the reader names methods: a delegate method by its selector, one of one parameter by its name.
    static let launchMethods: Set<String> = ["scene(_:willConnectTo:options:)", "application(_:didFinishLaunchingWithOptions:)",
                                             "application(_:willFinishLaunchingWithOptions:)",
                                             "applicationDidBecomeActive", "sceneDidBecomeActive"]

    /// The class of the app's own controller on screen at launch, when the code names it (the first
    /// tab's, for a tab bar made in code), or the SwiftUI view a hosting controller shows (Nextcloud
    /// Notes' `UIHostingController(rootView: ContentView())`); nil for a storyboard's scene.
    var rootClass: String? {
        if let swapping {
            // The child shown at launch, when it is a controller made (not a tab bar it keeps).
            guard let launched = swapping.launched, case .made(let child) = swapping.swaps[launched].child else { return nil }
            return child.knownClass
        }
        let shown = tabs.first ?? made
        if let named = shown.ofClass { return named }
        switch shown.storyboard {
        case CodeScreens.storyboardName: return shown.identifier
        case SwiftUIScreens.storyboardName: return shown.identifier.map { SwiftUIScreens.destination(identifier: $0).type }
        default: return nil
        }
    }

    /// Whether `Code.flow` can launch the app there: a view controller of the app's made in code, or a
    /// scene of a storyboard or of the SwiftUI the code hosts (`UIHostingController(rootView:
    /// ContentView())`, `storyboard.instantiateInitialViewController()`), which it refers to.
    public var isLaunchable: Bool {
        if !tabs.isEmpty { return tabs.allSatisfy(\.isLaunchable) }
        if let split { return split.columns.allSatisfy(\.made.isLaunchable) }
        if let swapping { return swapping.shown.allSatisfy(\.isLaunchable) }
        return made.isLaunchable
    }

    /// What the window shows first: each tab of a tab bar, each column of a split, each child a
    /// swapping container may show, else the root.
    var shownFirst: [CodeTrigger.Instantiation] {
        if !tabs.isEmpty { return tabs }
        if let split { return split.columns.map(\.made) }
        if let swapping { return swapping.shown }
        return [made]
    }
}

/// One of the app's types made with its initializer in a method (`MainCoordinator(window: window)`).
struct TypeMade: Hashable, Sendable {
    /// The method making it, as its triggers name it.
    var caller: String
    var type: String
}

extension CodeTrigger.Instantiation {
    /// A view controller of the app's made with its initializer (`Code.flow`'s).
    var isMadeInCode: Bool { storyboard == CodeScreens.storyboardName && factory == nil && identifier != nil }

    /// The class of a controller made in code or known by its class; nil for a storyboard's or a factory's.
    var knownClass: String? { ofClass ?? (isMadeInCode ? identifier : nil) }

    /// A view controller of the app's made in code, or a scene of a named storyboard (SwiftUI's included).
    var isLaunchable: Bool { isMadeInCode || storyboard != nil && storyboard != CodeScreens.storyboardName && factory == nil }

    /// What names UIKit's tab bar controller a delegate makes in code as the window's root.
    static let windowTabBar = CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: "TabBarController")
    /// What names UIKit's split view controller an object of the app's keeps and the window shows.
    static let windowSplit = CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: "SplitViewController")
}

extension SourceIndex {
    /// The tabs a tab bar controller subclass of the app gives itself (`viewControllers = [home,
    /// UINavigationController(rootViewController: settings)]` in its `viewDidLoad`), each as the
    /// code makes it; nil for any other class, or one that sets none.
    func tabs(ofTabBarClass name: String) -> [CodeTrigger.Instantiation]? {
        guard isTabBarController(name) else { return nil }
        var tabs = viewControllers(ofContainerClass: name).compactMap(resolvingFactory(of:))
        if tabs.isEmpty {
            // A tab bar controller's children are its tabs: one that adds each as it loads (Ello's
            // `addChild(embed(homeController))` in viewDidLoad) lists them so.
            tabs = (classes[name]?.codeTriggers ?? []).compactMap { trigger in
                guard case .addChild(let made) = trigger.action, DeclarationMapper.loadingMethods.contains(trigger.method)
                else { return nil }
                return resolvingFactory(of: made)
            }
        }
        return tabs.isEmpty ? nil : tabs
    }

    /// Whether class `name` is a tab bar controller: its superclasses end in UIKit's.
    func isTabBarController(_ name: String) -> Bool { inherits(name, fromUIKit: "UITabBarController") }

    /// Whether class `name`'s superclasses, followed through the app's classes, end in UIKit's class
    /// `uikitClass`.
    func inherits(_ name: String, fromUIKit uikitClass: String) -> Bool {
        let lineage = lineage(of: name)
        // The lineage runs into UIKit's own class where the app extends it (Mastodon's `extension UITabBarController`).
        if lineage.dropFirst().contains(where: { $0.name == uikitClass }) { return true }
        guard let root = lineage.last?.superclass else { return false }
        return FlowNames.className(root) == uikitClass
    }

    /// The root the app's delegate gives its window, resolved (a coordinator's navigation controller:
    /// what its `start()` roots it with); nil when no delegate sets one the reader understands.
    /// A method the delegate calls as the app launches may set it on the delegate's window
    /// (Mastodon's `SceneCoordinator.setup()`: `sceneDelegate.window?.rootViewController = …`), and
    /// so may the initializer of an object the delegate makes then, handed the window (KeePassium's
    /// `MainCoordinator(window: window, …)`).
    public var windowRoot: WindowRoot? { windowRoot(sceneDelegate: nil) }

    /// Where the code sets the window's root (`AppCoordinator.swift:101 (AppCoordinator.init)`), at
    /// most `limit`, in the order of the classes' names: what a person reads when no launch is found,
    /// or only guessed, to see where the app's root comes from and start there (`--initial`).
    public func windowRootsSetInCode(limit: Int = 5) -> [String] {
        var found: [String] = []
        for name in classes.keys.sorted() {
            for root in classes[name]?.windowRoots ?? [] where found.count < limit {
                found.append("\(root.location) (\(name).\(root.method.isEmpty ? "init" : root.method))")
            }
        }
        return found
    }

    /// The same, of the scene delegate Info.plist names first when the sources declare it: another
    /// scene delegate's root is another configuration's, which UIKit connects only when asked for.
    /// A launch screen's storyboard (`launchScreens`, Info.plist's) set as the root while the app
    /// starts is a splash (Zotero's coordinator shows it until its database is ready): another root
    /// set at launch is where a person starts, and the splash is none of its alternatives: the app
    /// leaves it by itself once ready, as UIKit leaves the launch screen, and a person reached it only
    /// to find no way on (the explorer's dead end). Its storyboard is then left out as a launch
    /// screen's is (`AppEntry.withoutLaunchScreens`).
    /// The scene delegates the manifest names for other roles only (`otherRolesSceneDelegates`: an
    /// external display's, CarPlay's) set roots on other screens, and are left out.
    ///
    /// A delegate's root set only when a condition on the app's state holds, with no other root for
    /// the other case (iSH's recovery mode, `if UserDefaults.standard.bool(forKey: "recovery") {
    /// window?.rootViewController = settings; return }`), leaves the storyboard the Info.plist names
    /// (`storyboardShownOtherwise`) on screen otherwise: the launch is that storyboard's initial
    /// scene, and the root set is its alternative.
    public func windowRoot(sceneDelegate: String?, otherRolesSceneDelegates: Set<String> = [],
                           launchScreens: [String] = [], storyboardShownOtherwise: String? = nil) -> WindowRoot? {
        let names = classes.keys.sorted()
        var delegates = names.filter { $0.hasSuffix("Delegate") && !otherRolesSceneDelegates.contains($0) }
        if let sceneDelegate, classes[sceneDelegate] != nil {
            delegates.removeAll { $0 != sceneDelegate && (classes[$0]?.conformances.contains("UIWindowSceneDelegate") ?? false) }
        }
        // The delegates' methods that run at launch: UIKit's, and those of their own these call. (An
        // Objective-C delegate's launch methods name the calls they make as Swift names the method,
        // `ObjectiveCMethod.callerName`.)
        var runAtLaunch = Dictionary(uniqueKeysWithValues: delegates.map { name in
            (name, ownMethods(of: name, reachedFrom: WindowRoot.launchMethods))
        })
        // And another delegate's methods one's launch calls (Radar COVID's scene delegate calls
        // `AppDelegate.shared?.loadInitialScreen(initWindow: window)`, which roots the window it is handed).
        var calledByOthers: [String: Set<String>] = [:]
        for name in delegates {
            for call in classes[name]?.methodCalls ?? [] {
                guard let other = call.receiverType, other != name, runAtLaunch[other] != nil,
                      runAtLaunch[name].map({ Self.isReached(call.caller, in: $0) }) == true else { continue }
                calledByOthers[other, default: []].insert(call.calleeName)
            }
        }
        var reachedFromOthers: [String: Set<String>] = [:]
        for (name, called) in calledByOthers {
            let reached = ownMethods(of: name, reachedFrom: called)
            runAtLaunch[name]?.formUnion(reached)
            reachedFromOthers[name] = reached
        }
        func isRunAtLaunch(_ method: String, in delegate: String) -> Bool {
            runAtLaunch[delegate].map { Self.isReached(method, in: $0) } ?? false
        }
        let runAfterLaunchWork = Dictionary(uniqueKeysWithValues: delegates.map { name in
            (name, ownMethodsReachedLater(of: name, from: WindowRoot.launchMethods))
        })
        let launchCalls = delegates.flatMap { name in (classes[name]?.methodCalls ?? []).filter { isRunAtLaunch($0.caller, in: name) } }
        func isCalledAtLaunch(_ method: String) -> Bool { launchCalls.contains { ClassMethods.reaches($0, method) } }
        let madeAtLaunch = Set(delegates.flatMap { name in (classes[name]?.typesMade ?? []).filter { isRunAtLaunch($0.caller, in: name) } }
            .map(\.type))
            // And those made through the objects the launch calls on (LaunchThroughObjects.swift).
            .union(typesMadeThroughObjects(from: delegates.flatMap { name in
                (classes[name]?.methodCalls ?? []).filter { isRunAtLaunch($0.caller, in: name) }.map { (owner: name, call: $0) }
            }))
        // With a scene manifest, UIKit shows the scene delegate's window: a window the app delegate
        // makes as it launches has no scene and never shows (iOS 13 on), so its root is no launch
        // (the iOS 12 fallback, `if #available(iOS 13.0, *) {} else { window = UIWindow(); … }`:
        // Pyto's, iSH's; the scene delegate's root had been lost behind it).
        let scenesShowTheWindow = sceneDelegate.map { classes[$0] != nil } ?? false
        func isAppDelegatesOwnWindow(_ root: WindowRoot, of name: String) -> Bool {
            scenesShowTheWindow && name != sceneDelegate && isRunAtLaunch(root.method, in: name)
                && !(reachedFromOthers[name].map { Self.isReached(root.method, in: $0) } ?? false)
                && (classes[name]?.conformances.contains("UIApplicationDelegate") ?? false)
        }
        var candidates: [WindowRoot] = delegates.flatMap { name in
            (classes[name]?.windowRoots ?? []).compactMap { root in
                guard !isAppDelegatesOwnWindow(root, of: name) else { return nil }
                var marked = root
                marked.isSetAtLaunch = isRunAtLaunch(root.method, in: name)
                marked.isSetAfterLaunchWork = runAfterLaunchWork[name].map { Self.isReached(root.method, in: $0) } ?? false
                return marked
            }
        }
        let calledAtLaunch = Set(launchCalls.map(\.calleeName))
        for name in names where !name.hasSuffix("Delegate") {
            let roots = classes[name]?.windowRoots ?? []
            // And the class's own methods those call in turn (Zotero's coordinator: `start()` calls
            // `showMainScreen(isLoggedIn:…)`, which sets the root).
            // Made at launch, its initializer runs then, and so do the methods of its own that one calls
            // (Delta Chat's `AppCoordinator(window:dcAccounts:)`: `initializeRootController()`, then
            // `presentTabBarController()` or `presentWelcomeController()`, each setting the root).
            let isMadeAtLaunch = !roots.isEmpty
                && (madeAtLaunch.contains(name) || isMadeByItsFactory(name, launchCalls: launchCalls))
            // (Apart: the launch's calls are many, and their walk stops at its bound before these.)
            let reachedAtLaunch = roots.isEmpty ? [] : ownMethods(of: name, reachedFrom: calledAtLaunch)
                .union(isMadeAtLaunch ? methodsRunWhenMade(name) : [])
            for root in roots
            where isCalledAtLaunch(root.method) || Self.isReached(root.method, in: reachedAtLaunch)
                || root.method == "init" && isMadeAtLaunch {
                var marked = root
                marked.isSetAtLaunch = true
                marked.coordinator = name
                marked.isSetByALaunchObject = isMadeAtLaunch || launchCalls.contains { $0.receiverType == name }
                // From the storyboard the launch's call names by an enum's case (Rocket.Chat's
                // `WindowManager.open(.subscriptions)`, StoryboardEnums.swift): its first call's.
                if root.made.storyboardParameter != nil {
                    let calls = launchCalls.filter { ClassMethods.reaches($0, root.method) && ($0.receiverType ?? name) == name }
                    guard let made = calls.lazy.compactMap({ self.withStoryboardCase(root.made, from: $0.enumArguments) }).first
                    else { continue }
                    marked.made = made
                }
                candidates.append(marked)
            }
        }
        // A root a factory makes is each controller the factory may return (OneBusAway's
        // `ApplicationRootControllerFactory.make(application:)`: a map panel behind a feature flag, else
        // its tab bar), each a candidate of its own, with the others its alternatives.
        candidates = candidates.flatMap { root -> [WindowRoot] in
            guard root.heldIn == nil, root.tabs.isEmpty else { return [root] }
            let each = controllersMade(byFactory: root.made)
            guard each.count > 1 else { return [root] }
            return each.map { made in
                var one = root
                one.made = made
                one.alternatives += each.filter { $0 != made }.map { LaunchAlternative(made: $0, location: root.location) }
                return one
            }
        }
        // The first root the code sets that can be launched into, a splash last; the others it may set
        // instead are its alternatives.
        // A tab bar first, wherever the code sets it: a root with tabs is no alternative of another
        // (`launchAlternatives`), so launching elsewhere would lose every tab (Delta Chat's coordinator
        // sets its welcome screen's stack, then in another method its tab bar of chats and settings).
        // So too a split view (Threema's coordinator roots its split of a tab bar and a logo on every
        // launch but the first, which shows the onboarding its delegate roots): the app's main screen,
        // where a person spends the app; the plain root passed over for it (a sign-in, an onboarding)
        // is its alternative, reached from it as the launch's other root. (A split kept in a property
        // and filled there is no alternative of another root at all: `launchAlternatives`.)
        let isSplash = { (root: WindowRoot) in root.made.storyboard.map(launchScreens.contains) ?? false }
        var chosen: (root: WindowRoot, resolved: WindowRoot)?
        var passedOver: LaunchAlternative?
        let onAnIPhone = candidates.filter { !$0.isOnlyOnAnIPad }
        let atOnce = onAnIPhone.filter { !$0.isInStoredClosure }, later = onAnIPhone.filter(\.isInStoredClosure)
        for root in atOnce.filter({ !isSplash($0) }) + atOnce.filter(isSplash) + later + candidates.filter(\.isOnlyOnAnIPad) {
            guard let resolved = resolvedRoot(root, launchCalls: launchCalls) else { continue }
            if chosen == nil { chosen = (root, resolved) }
            guard !hasTabs(resolved) && (!hasColumns(resolved) || root.isUnderDeviceChoice) else {
                // (Tabs over anything but tabs, an iPad's split included; a split over a plain root. Not
                // tabs set in a kept closure, which only runs when whatever it is handed to calls it.)
                if let first = chosen, !root.isInStoredClosure, !hasTabs(first.resolved),
                   hasTabs(resolved) || !hasColumns(first.resolved) || first.root.isUnderDeviceChoice {
                    if first.resolved.heldIn == nil, first.resolved.swapping == nil, !isSplash(first.root),
                       !hasColumns(first.resolved), !first.root.isUnderDeviceChoice {
                        passedOver = LaunchAlternative(made: first.resolved.made, location: first.resolved.location, method: first.root.method)
                    }
                    chosen = (root, resolved)
                }
                break
            }
        }
        let handedToHelpers = rootsHandedToOwnHelpers(of: delegates, isRunAtLaunch: isRunAtLaunch)
        // (A root set outside the launch — a privacy screen as the app resigns — is no launch where the
        // launch hands its helper one: that is the launch, below.)
        if let (root, resolved) = chosen, root.isSetAtLaunch || handedToHelpers.isEmpty {
            var chosen = resolved
            chosen.alternatives = launchAlternatives(to: root, among: candidates).filter { alternative in
                isSplash(root) || !(alternative.made.storyboard.map(launchScreens.contains) ?? false)
            }
            if let storyboard = storyboardShownOtherwise, root.isUnderAStateCondition, root.isSetAtLaunch,
               root.coordinator == nil, chosen.alternatives.isEmpty, chosen.tabs.isEmpty, chosen.heldIn == nil,
               chosen.split == nil, chosen.swapping == nil, !root.isUnderDeviceChoice, !isSplash(root) {
                var shown = WindowRoot(made: CodeTrigger.Instantiation(storyboard: storyboard, identifier: nil),
                                       location: chosen.location, method: chosen.method)
                shown.isSetAtLaunch = true
                shown.isTheStoryboardsOwn = true
                shown.alternatives = [LaunchAlternative(made: chosen.made, location: chosen.location)]
                chosen = shown
            }
            var seen = Set(chosen.alternatives.map(\.made) + [chosen.made])
            for other in Array(passedOver.map { [$0] } ?? []) + rootsSetWhenTheSystemCalls(of: delegates, isRunAtLaunch: isRunAtLaunch)
                + handedToHelpers
            where seen.insert(other.made).inserted {
                chosen.alternatives.append(other)
            }
            return chosen
        }
        return rootReached(byLaunchCallsOf: delegates, isRunAtLaunch: isRunAtLaunch, handedToHelpers: handedToHelpers)
    }

    /// Whether the launch makes class `name` through a static factory of its own: a delegate's
    /// launch calls the class's method, which makes the class (AlphaWallet's `AppCoordinator.create(application:)`,
    /// making the window, a navigation controller and `AppCoordinator(window:navigationController:application:)`,
    /// whose initializer sets the root). Only a call on the class itself counts: a method of that
    /// name on another type makes nothing of this one.
    private func isMadeByItsFactory(_ name: String, launchCalls: [MethodCall]) -> Bool {
        (classes[name]?.typesMade ?? []).contains { made in
            made.type == name && launchCalls.contains { $0.receiverType == name && ClassMethods.reaches($0, made.caller) }
        }
    }

    /// Whether a resolved root has tabs: a tab bar the code makes there, or a tab bar controller of
    /// the app's made in code.
    private func hasTabs(_ root: WindowRoot) -> Bool {
        guard root.tabs.isEmpty else { return true }
        return root.made.storyboard == CodeScreens.storyboardName && !root.made.inNavigation
            && root.made.identifier.map(isTabBarController) == true
    }

    /// Whether a resolved root is a split view: one the code fills there, or a split view controller
    /// subclass of the app's made in code.
    private func hasColumns(_ root: WindowRoot) -> Bool {
        guard root.split == nil else { return true }
        return root.made.storyboard == CodeScreens.storyboardName && !root.made.inNavigation
            && root.made.identifier.map { inherits($0, fromUIKit: "UISplitViewController") } == true
    }

    /// `root` as the code makes it: what a property holds, each tab, the factory's result; nil when
    /// none is known.
    private func resolvedRoot(_ root: WindowRoot, launchCalls: [MethodCall]) -> WindowRoot? {
        var resolved = root
        if let call = root.stackGivenBy {
            guard let first = firstScreenPushed(by: call) else { return nil }
            resolved.made = first
            resolved.stackGivenBy = nil
            return resolved
        }
        if let held = root.heldIn {
            guard var kept = resolvingHeld(root, in: held) else { return nil }
            if let swapping = kept.swapping {
                kept.swapping = withLaunchedChild(swapping, rootSetIn: root.method, launchCalls: launchCalls)
            }
            return kept
        }
        if let made = root.splitMadeHere {
            guard let split = splitInCode(SplitSetUp(columns: made.columns), classic: made.viewControllers) else { return nil }
            resolved.split = split
            resolved.splitMadeHere = nil
            return resolved
        }
        if !root.tabs.isEmpty {
            // Each tab as its code makes it; a tab that is no view controller of the app's is left out.
            resolved.tabs = root.tabs.compactMap(resolvingFactory(of:))
            return resolved.tabs.isEmpty ? nil : resolved
        }
        guard let made = resolvingFactory(of: root.made) ?? root.genericContainerContent.flatMap(resolvingFactory(of:))
        else { return nil }
        resolved.made = made
        return resolved
    }

    /// The root a router of the app's sets for a delegate's launch call, through the methods it
    /// calls and the controller it is handed (SwiftHub's `Navigator.default.show(segue: .tabs(…),
    /// sender: nil, transition: .root(in: window))`, whose private `show(target:sender:transition:)`
    /// sets `window.rootViewController = target` under `case .root`): the first such call's.
    /// Whether `File.swift:12` comes before `File.swift:40` (by file, then line).
    static func isWrittenBefore(_ one: String, _ other: String) -> Bool {
        func parts(_ location: String) -> (String, Int) {
            guard let colon = location.lastIndex(of: ":"), let line = Int(location[location.index(after: colon)...]) else { return (location, 0) }
            return (String(location[..<colon]), line)
        }
        let (a, b) = (parts(one), parts(other))
        return a.0 != b.0 ? a.0 < b.0 : a.1 < b.1
    }

    private func rootReached(byLaunchCallsOf delegates: [String], isRunAtLaunch: (String, String) -> Bool,
                             handedToHelpers: [LaunchAlternative]) -> WindowRoot? {
        let propertyTypes = Self.propertyTypesByName(classes)
        let moving = movingClasses ?? classesThatMove(propertyTypes: propertyTypes)
        var tables: [String: ClassMethods] = [:]
        var implementers: [String: [String]] = [:]
        for delegate in delegates {
            for call in classes[delegate]?.methodCalls ?? [] where isRunAtLaunch(call.caller, delegate) {
                guard let type = receiverType(of: call, in: delegate, propertyTypes: propertyTypes), type != delegate else { continue }
                let reached = coordinatorMoves(reachedBy: call, on: type, boundTo: nil, moving: moving, tables: &tables,
                                               implementers: &implementers, propertyTypes: propertyTypes)
                // Of the roots the call may set, the first written is the launch's, the others its
                // alternatives (Mammoth's `start()`: the intro with no account, else the tab bar on a
                // phone, the columns on an iPad, each handed to a helper).
                let roots = reached.triggers.compactMap { trigger -> LaunchAlternative? in
                    guard case .replaceRoot(let made) = trigger.action else { return nil }
                    return LaunchAlternative(made: made, location: trigger.location)
                }
                guard let first = roots.min(by: { Self.isWrittenBefore($0.location, $1.location) }) else { continue }
                var root = WindowRoot(made: first.made, location: call.location, method: call.caller)
                root.isSetAtLaunch = true
                var seen: Set<CodeTrigger.Instantiation> = [first.made]
                root.alternatives = roots.sorted { Self.isWrittenBefore($0.location, $1.location) }
                    .filter { seen.insert($0.made).inserted }
                return root
            }
        }
        // The delegate's own helper setting the window's root to what a launch call hands it.
        guard let first = handedToHelpers.first else { return nil }
        var root = WindowRoot(made: first.made, location: first.location, method: first.method ?? "")
        root.isSetAtLaunch = true
        var seen: Set<CodeTrigger.Instantiation> = [first.made]
        root.alternatives = (handedToHelpers.dropFirst() + rootsSetWhenTheSystemCalls(of: delegates, isRunAtLaunch: isRunAtLaunch))
            .filter { seen.insert($0.made).inserted }
        return root
    }

    /// The roots the delegates' launch hands a helper of their own that sets the window's root to
    /// its parameter (OnionBrowser's `show(_ viewController:)`, called from `sceneDidBecomeActive` with
    /// what its manager decides the app shows first), each resolved, the first written first; a
    /// factory returning one controller in each branch gives each.
    func rootsHandedToOwnHelpers(of delegates: [String], isRunAtLaunch: (String, String) -> Bool) -> [LaunchAlternative] {
        var result: [LaunchAlternative] = []
        var seen: Set<CodeTrigger.Instantiation> = []
        for delegate in delegates {
            let roots = helperMoves(of: delegate).compactMap { trigger -> LaunchAlternative? in
                guard case .replaceRoot(let made) = trigger.action, isRunAtLaunch(trigger.method, delegate) else { return nil }
                // Named after the launch's method handing it (`scene`), as a segue to it is.
                return LaunchAlternative(made: made, location: trigger.location, method: trigger.method)
            }
            for root in roots.sorted(by: { Self.isWrittenBefore($0.location, $1.location) }) {
                let made = controllersMade(byFactory: root.made)
                for each in made.isEmpty ? resolvingFactory(of: root.made).map({ [$0] }) ?? [] : made where seen.insert(each).inserted {
                    result.append(LaunchAlternative(made: each, location: root.location, method: root.method))
                }
            }
        }
        return result
    }
}
