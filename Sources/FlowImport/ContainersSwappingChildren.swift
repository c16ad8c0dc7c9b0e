// A plain view controller an object of the app keeps as the window's root and
// swaps the child of (whole apps: Corona-Warn-App's `RootCoordinator`). The
// coordinator shows a loading screen at launch, then onboarding or home, each
// time clearing the child before and adding the next:
//
//     let viewController: UIViewController = { UIViewController() }()
//     private let tabBarController = UITabBarController()
//     func showLoadingScreen() { viewController.embedViewController(childViewController: LoadingScreenViewController()) }
//     func showOnboarding() { …; viewController.embedViewController(childViewController: navigationVC) }
//     private func setupTabbar() { tabBarController.setViewControllers(tabs, animated: false)
//                                  viewController.embedViewController(childViewController: tabBarController) }
//     // the app delegate, as the app becomes active the first time:
//     window?.rootViewController = coordinator.viewController; coordinator.showLoadingScreen()
//
// A child is added with `addChild` on the property, or through a method of the
// app's extension of UIViewController that adds its parameter
// (ChildrenInCode.swift). In flow the property is a custom container (`container
// RootCoordinatorViewController`): the child its owner adds in a method the app
// delegate calls at launch is embedded, and each method adding a child is a
// code segue of the container that takes the child there off and embeds its
// own, `segue "showOnboarding" { if exists(Loading) { unembed Loading } …
// embed OnboardingNavigation in RootCoordinatorViewController }`, which a
// script performs and the explorer fires. A child that is a tab bar controller
// the owner keeps is a `tabs` of Code.flow with the tabs its methods give it.

/// A child a class adds to a plain view controller it keeps in a property
/// (`viewController.embedViewController(childViewController: tabBarController)`).
struct HeldEmbed: Hashable, Sendable {
    enum Child: Hashable, Sendable {
        /// A controller made or held there.
        case made(CodeTrigger.Instantiation)
        /// A container the class keeps in another property (its tab bar controller), by the property.
        case held(String)
    }

    /// The method adding it, as its triggers name it.
    var method: String
    /// `addChild`, or the app's method called on the property (`embedViewController`), which must
    /// add its parameter as a child (`SourceIndex.addsChild(_:)`).
    var callee: String
    /// The argument's label (`childViewController`), `_0` unlabelled.
    var label: String
    var child: Child
    /// `RootCoordinator.swift:330`.
    var location: String
}

/// The window's root when it is a plain view controller an object of the app's keeps and swaps
/// the child of, resolved: each method's child, and which of them the app shows at launch.
struct SwappingContainer: Hashable, Sendable {
    /// A child as Code.flow shows it: a controller made, or a tab bar controller the owner keeps.
    enum Child: Hashable, Sendable {
        case made(CodeTrigger.Instantiation)
        case tabs(property: String, tabs: [CodeTrigger.Instantiation])
    }

    /// A method adding a child.
    struct Swap: Hashable, Sendable {
        var method: String
        var child: Child
        var location: String
    }

    /// The object's class and its property (`RootCoordinator`, `viewController`).
    var owner: String
    var property: String
    /// In the order read, one per method and child.
    var swaps: [Swap]
    /// Which swap's child the window shows at launch: the one added by a method the delegate calls
    /// on the owner then; nil when none is (the container starts empty, its segues fill it).
    var launched: Int?

    /// What the window may show in it, each once: the tabs of a tab bar child, the others.
    var shown: [CodeTrigger.Instantiation] {
        var all: [CodeTrigger.Instantiation] = []
        for swap in swaps {
            switch swap.child {
            case .made(let made): if !all.contains(made) { all.append(made) }
            case .tabs(_, let tabs): for tab in tabs where !all.contains(tab) { all.append(tab) }
            }
        }
        return all
    }
}

extension CodeTrigger.Instantiation {
    /// What names a plain view controller an object of the app's keeps and the window shows.
    static let windowContainer = CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: "ContainerViewController")
}

extension SourceIndex {
    /// The container `held` names, with its children resolved; nil when no child is a controller
    /// of the app's.
    func swappingContainer(_ held: HeldRoot, _ container: HeldContainer) -> SwappingContainer? {
        let lineage = lineage(of: held.type)
        var swaps: [SwappingContainer.Swap] = []
        for embed in container.embeds where addsChild(embed) {
            let child: SwappingContainer.Child
            switch embed.child {
            case .made(let made):
                guard let resolved = resolvingFactory(of: made) else { continue }
                child = .made(resolved)
            case .held(let property):
                guard let kept = lineage.lazy.compactMap({ $0.heldContainers[property] }).first, kept.kind == .tabBar else { continue }
                let tabs = kept.viewControllers.compactMap(resolvingFactory(of:))
                guard !tabs.isEmpty else { continue }
                child = .tabs(property: property, tabs: tabs)
            }
            let swap = SwappingContainer.Swap(method: embed.method, child: child, location: embed.location)
            if !swaps.contains(where: { $0.method == swap.method && $0.child == swap.child }) { swaps.append(swap) }
        }
        return swaps.isEmpty ? nil : SwappingContainer(owner: held.type, property: held.property, swaps: swaps)
    }

    /// Whether `embed`'s call adds its argument as a child: UIKit's `addChild`, or a method of the
    /// app's extension of UIViewController that adds that parameter.
    private func addsChild(_ embed: HeldEmbed) -> Bool {
        if embed.callee == "addChild" || embed.callee == "addChildViewController" { return true }
        return classes["UIViewController"]?.childParameters.contains(ChildParameter(method: embed.callee, label: embed.label)) ?? false
    }

    /// `swapping` with the child the app shows at launch: the one the owner adds in a method the
    /// delegate calls on it (or the owner's own methods that one calls) where the root is set,
    /// `rootMethod`, or beside it (`setupUI(); showUI()`, the latter calling
    /// `coordinator.showLoadingScreen()`); else in any of the delegate's `launchCalls`.
    func withLaunchedChild(_ swapping: SwappingContainer, rootSetIn rootMethod: String, launchCalls: [MethodCall])
        -> SwappingContainer {
        let calledOnOwner = launchCalls.filter { $0.receiverType == swapping.owner }
        let callersOfRoot = Set(launchCalls.filter { $0.calleeName == Self.baseName(rootMethod) }.map(\.caller))
        let beside = Set(launchCalls.filter { callersOfRoot.contains($0.caller) }.map(\.calleeName)).union([Self.baseName(rootMethod)])
        var resolved = swapping
        for calls in [calledOnOwner.filter { Self.isReached($0.caller, in: beside) }, calledOnOwner] where resolved.launched == nil {
            let reached = ownMethods(of: swapping.owner, reachedFrom: Set(calls.map(\.calleeName)))
            resolved.launched = swapping.swaps.firstIndex { Self.isReached($0.method, in: reached) }
        }
        return resolved
    }

    /// `methods` of class `name` and the methods of its own they call, and so on (a few calls
    /// deep). A method is known by its selector (`application(_:didFinishLaunchingWithOptions:)`,
    /// that method alone) or its base name (`showHome`, as a call names it: every method so named).
    func ownMethods(of name: String, reachedFrom methods: Set<String>) -> Set<String> {
        let lineage = lineage(of: name)
        let calls = lineage.flatMap(\.methodCalls).filter { $0.receiverType == nil && $0.receiverProperty == nil }
        // And Objective-C's messages to `self` (`[self setupFolioGridWithContext:context]`), by selector's first piece.
        let messages = lineage.reduce(into: [String: Set<String>]()) { all, scanned in
            all.merge(scanned.objectiveCOwnMessages) { $0.union($1) }
        }
        var reached = methods
        var pending = Array(methods.sorted())
        while let next = pending.popLast(), reached.count < 64 {
            for call in calls where call.caller == next || Self.baseName(call.caller) == next {
                if reached.insert(call.calleeName).inserted { pending.append(call.calleeName) }
            }
            for callee in (messages[next] ?? []).sorted() where reached.insert(callee).inserted { pending.append(callee) }
        }
        return reached
    }

    /// Whether `method` (as its triggers name it) is among `reached` (`ownMethods(of:reachedFrom:)`).
    static func isReached(_ method: String, in reached: Set<String>) -> Bool {
        reached.contains(method) || reached.contains(baseName(method))
    }

    /// `showHome` for `showHome(route:)`, as a call names the method.
    static func baseName(_ method: String) -> String {
        method.split(separator: "(", maxSplits: 1).first.map(String.init) ?? method
    }
}
