// Containers an object of the app keeps in a property (whole apps: Cryptomator's
// `MainCoordinator`). A coordinator often owns UIKit's container rather than
// subclassing it, fills it in its `start()`, and the delegate shows it:
//
//     lazy var rootViewController: UISplitViewController = { UISplitViewController() }()
//     var navigationController: UINavigationController = BaseNavigationController()
//     func start() {
//         navigationController.viewControllers = [VaultListViewController(…)]
//         rootViewController.viewControllers = [navigationController, EmptyDetailViewController()]
//     }
//     // the app delegate, at launch:
//     window?.rootViewController = coordinator?.rootViewController
//
// A property declared with UIKit's split view controller or tab bar controller
// is such a container: what the class's methods set as its `viewControllers`
// (a tab bar's tabs, a classic split's primary and secondary) or with
// `setViewController(_:for:)` (a column-style split's columns) is what it
// shows. A property declared with a navigation controller, listed there, is
// the navigation controller the class's `start()` roots (Coordinators.swift);
// its stack set by assignment (`navigationController.viewControllers = [list]`)
// is a push of the last, as `setViewControllers(_:animated:)` is. A window
// root read from such a property (`coordinator.rootViewController`, the object
// known by the type the delegate declares it with) launches in that container:
// Code.flow's window split or tab bar (CodeScreens).
//
// A coordinator may keep a plain `UIViewController()` as the window's root and
// swap its child as the app goes from loading to onboarding to home
// (Corona-Warn-App's `RootCoordinator`): ContainersSwappingChildren.swift. What a
// coordinator's navigation controller property shows is what its initializer
// roots it with, else the first stack a method gives it (`rootViewController
// .setViewControllers([home], animated: false)`), so that a tab bar listing the
// property (`homeCoordinator?.rootViewController`) shows that.

/// UIKit's container a class keeps in a property, and what its methods put in it.
struct HeldContainer: Hashable, Sendable {
    /// `custom`: a plain `UIViewController` the class adds children to; `navigation`: a navigation
    /// controller (UIKit's or an app's), noted only for what it shows first.
    enum Kind: Hashable, Sendable { case split, tabBar, custom, navigation }
    var kind: Kind
    /// `property.viewControllers = [a, b]`: a tab bar's tabs, a classic split's two columns, a
    /// navigation controller's first stack.
    var viewControllers: [CodeTrigger.Instantiation] = []
    /// `property.setViewController(list, for: .primary)`: a column-style split's columns.
    var columns: [SplitColumn] = []
    /// What a navigation controller's initializer roots it with (`lazy var viewController:
    /// UINavigationController = { UINavigationController(rootViewController: overviewScreen) }()`).
    var initialRoot: CodeTrigger.Instantiation?
    /// The children the class's methods add to a custom one, in the order read.
    var embeds: [HeldEmbed] = []

    /// The kind of container a property declared with `type` holds: UIKit's split view controller
    /// or tab bar controller (an app's subclass is a class of its own, read as one), or a plain
    /// view controller, which is a container once children are added to it.
    static func kind(declaredAs type: String) -> Kind? {
        switch type {
        case "UISplitViewController": .split
        case "UITabBarController": .tabBar
        case "UIViewController": .custom
        default: nil
        }
    }

    /// Another method's additions: the first `viewControllers` set is kept, a column set twice
    /// keeps the first, embeds add up.
    mutating func add(_ other: HeldContainer) {
        if viewControllers.isEmpty { viewControllers = other.viewControllers }
        for column in other.columns where !columns.contains(where: { $0.column == column.column }) { columns.append(column) }
        if initialRoot == nil { initialRoot = other.initialRoot }
        embeds += other.embeds
    }

    /// What a navigation controller shows first: its initializer's root, else its first stack's.
    var shownFirst: CodeTrigger.Instantiation? { initialRoot ?? viewControllers.first }
}

/// A window root read from a property of an object of the app's (`coordinator?.rootViewController`).
struct HeldRoot: Hashable, Sendable {
    /// The object's class, as the delegate declares or makes it (`MainCoordinator`).
    var type: String
    var property: String
    /// A navigation controller the object makes in its property's initializer, around the controller
    /// it shows first (`lazy var navigationController = NavigationController(rootViewController: Home())`):
    /// that controller in it (`SourceIndex.navigationMadeAround`), else the root's `made`.
    var isNavigationMadeAroundItsRoot = false
}

extension SourceIndex {
    /// `root` with what a property of the app's object holds (`HeldRoot`) as what it shows: a
    /// split's columns, a tab bar's tabs, a coordinator's navigation controller as its `start()`
    /// roots it, or a view controller of the app's; nil when none of those is known.
    func resolvingHeld(_ root: WindowRoot, in held: HeldRoot) -> WindowRoot? {
        var resolved = root
        resolved.heldIn = nil
        resolved.heldBy = held.type
        if held.isNavigationMadeAroundItsRoot {
            // Made empty, it is rooted by the method setting it, else by what the class's `start()` pushes
            // first, through the coordinators it hands it to (Stopp Corona's application coordinator:
            // `window.rootViewController = rootViewController`, then `MainCoordinator(navigationController:
            // rootViewController).start()` pushing the main screen).
            if let made = navigationMadeAround(held) ?? navigationRooted(by: held.type, in: root.method)
                ?? resolvingFactory(of: .navigation(startedBy: held.type)) {
                resolved.made = made
                return resolved
            }
            return root.made == .windowSplit ? nil : resolvingFactory(of: root.made).map { made in
                resolved.made = made
                return resolved
            }
        }
        let lineage = lineage(of: held.type)
        // A computed property that is another (Jami's coordinators' `var rootViewController: UIViewController
        // { return self.navigationController }`, the window's root): that one.
        var held = held
        for _ in 0..<8 {
            guard let other = lineage.lazy.compactMap({ $0.propertyAliases[held.property] }).first, other != held.property else { break }
            held.property = other
        }
        if let container = lineage.lazy.compactMap({ $0.heldContainers[held.property] }).first {
            switch container.kind {
            case .tabBar:
                resolved.tabs = container.viewControllers.compactMap(resolvingFactory(of:))
                resolved.made = .windowTabBar
                return resolved.tabs.isEmpty ? nil : resolved
            case .split:
                guard let split = splitInCode(SplitSetUp(columns: container.columns), classic: container.viewControllers)
                else { return nil }
                resolved.split = split
                resolved.made = .windowSplit
                return resolved
            case .custom:
                guard let swapping = swappingContainer(held, container) else { return nil }
                resolved.swapping = swapping
                resolved.made = .windowContainer
                return resolved
            case .navigation:
                break  // what its coordinator's `start()` roots it with, below
            }
        }
        guard let type = lineage.lazy.compactMap({ $0.properties[held.property] }).first else { return nil }
        if type.hasSuffix("NavigationController") {
            guard let made = resolvingFactory(of: .navigation(startedBy: held.type))
                    ?? controllerKept(in: held.property, by: held.type).flatMap(resolvingFactory(of:))
                    ?? navigationRooted(by: held.type, in: root.method) else { return nil }
            resolved.made = made
            return resolved
        }
        guard CodeScreens.isViewController(type, in: self) else { return nil }
        resolved.made = CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: type)
        return resolved
    }
}

extension [String: HeldContainer] {
    /// Another method's (or file's) containers added: each property's as `HeldContainer.add` adds.
    mutating func add(_ other: [String: HeldContainer]) {
        merge(other) { kept, added in
            var merged = kept
            merged.add(added)
            return merged
        }
    }
}

extension CodeTrigger.Instantiation {
    /// What an object of class `owner` keeps in its property `property` (a tab bar listing
    /// `homeCoordinator?.rootViewController`): `SourceIndex.controllerKept(in:by:)` reads it.
    static func kept(_ property: String, by owner: String) -> CodeTrigger.Instantiation {
        CodeTrigger.Instantiation(storyboard: nil, identifier: nil, factory: "\(owner).\(property)\(keptSuffix)")
    }

    /// Ends the factory of `kept(_:by:)`; no method is named so.
    static let keptSuffix = ".kept"

    /// The property of `kept(_:by:)`; nil for any other instantiation.
    var keptProperty: String? {
        guard let factory, factory.hasSuffix(Self.keptSuffix) else { return nil }
        let parts = factory.dropLast(Self.keptSuffix.count).split(separator: ".", maxSplits: 1)
        return parts.count == 2 ? String(parts[1]) : nil
    }

    /// The class keeping the property of `kept(_:by:)`; nil for any other instantiation.
    var keptOwner: String? {
        guard keptProperty != nil else { return nil }
        return factory?.split(separator: ".", maxSplits: 1).first.map(String.init)
    }
}

extension SourceIndex {
    /// The controller a navigation controller property's initializer makes it around, in it; nil
    /// when the initializer makes none (one handed in, or filled later).
    func navigationMadeAround(_ held: HeldRoot) -> CodeTrigger.Instantiation? {
        guard let container = lineage(of: held.type).lazy.compactMap({ $0.heldContainers[held.property] }).first,
              container.kind == .navigation, var root = container.initialRoot else { return nil }
        root.inNavigation = true
        return resolvingFactory(of: root)
    }

    /// The first controller class `owner` pushes or sets in `method`, or in a method of its own that
    /// one calls, when `method` sets the window's root to a navigation controller the class keeps and
    /// nothing else roots it: that navigation controller's root at launch. AlphaWallet's coordinator:
    /// its initializer sets the root, then `setupSplashViewController(on: navigationController)` sets the
    /// splash in it; what `start()` shows later comes by a publisher the import does not follow.
    func navigationRooted(by owner: String, in method: String) -> CodeTrigger.Instantiation? {
        guard !method.isEmpty else { return nil }
        let reached = method == "init" ? methodsRunWhenMade(owner) : ownMethods(of: owner, reachedFrom: [method])
        for scanned in lineage(of: owner) {
            for trigger in scanned.codeTriggers where Self.isReached(trigger.method, in: reached) {
                guard case .push(let pushed) = trigger.action, var root = resolvingFactory(of: pushed.withoutNavigation) else { continue }
                root.inNavigation = true
                return root
            }
        }
        return nil
    }

    /// The methods of class `name`'s own that run as it is made: its initializer, and those the
    /// initializer calls and they call in turn (`ScannedClass.initializerCalls`).
    func methodsRunWhenMade(_ name: String) -> Set<String> {
        ownMethods(of: name, reachedFrom: (classes[name]?.initializerCalls ?? []).union(["init"]))
    }

    /// What class `owner`'s property `property` keeps, as its code puts it there: a navigation
    /// controller's first controller (in it; what its `start()` roots it with when nothing else
    /// does), a controller stored in it, else the scene of the app's class it is declared with.
    func controllerKept(in property: String, by owner: String) -> CodeTrigger.Instantiation? {
        controllerKept(in: property, by: owner, aliasesFollowed: 0)
    }

    private func controllerKept(in property: String, by owner: String, aliasesFollowed: Int) -> CodeTrigger.Instantiation? {
        let lineage = lineage(of: owner)
        // A computed property that is another (Threema's coordinators' `var rootViewController:
        // UIViewController { rootNavigationController }`, the tab each gives the tab bar): that one's.
        if aliasesFollowed < 8, let other = lineage.lazy.compactMap({ $0.propertyAliases[property] }).first {
            return controllerKept(in: other, by: owner, aliasesFollowed: aliasesFollowed + 1)
        }
        // A container of the app's given its child on a child property by the class (WooCommerce's tabs):
        // a scene of its own (ContainersGivenChildrenOnProperties.swift).
        if let container = containerGivenOnProperty(property, by: owner) { return container }
        if let held = lineage.lazy.compactMap({ $0.heldContainers[property] }).first, held.kind == .navigation,
           var first = held.shownFirst {
            first.inNavigation = true
            return first
        }
        if let stored = lineage.lazy.flatMap(\.controllersOnProperties).first(where: { $0.property == property }) {
            // An object of the app's made there that stands for a controller (a router the class
            // fills): PresentableObjects.swift.
            return presentedObject(standingFor: stored.made, heldBy: owner) ?? stored.made
        }
        guard let type = lineage.lazy.compactMap({ $0.properties[property] }).first else { return nil }
        if type.hasSuffix("NavigationController") { return .navigation(startedBy: owner) }
        if CodeScreens.isViewController(type, in: self) { return CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: type) }
        // An object of the app's standing for a controller (a router, a child coordinator): PresentableObjects.swift.
        return presentedObject(ofType: type, heldBy: owner)
    }
}
