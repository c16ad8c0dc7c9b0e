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

/// UIKit's container a class keeps in a property, and what its methods put in it.
struct HeldContainer: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case split, tabBar }
    var kind: Kind
    /// `property.viewControllers = [a, b]`: a tab bar's tabs, a classic split's two columns.
    var viewControllers: [CodeTrigger.Instantiation] = []
    /// `property.setViewController(list, for: .primary)`: a column-style split's columns.
    var columns: [SplitColumn] = []

    /// The kind of container a property declared with `type` holds: UIKit's split view controller
    /// or tab bar controller (an app's subclass is a class of its own, read as one).
    static func kind(declaredAs type: String) -> Kind? {
        switch type {
        case "UISplitViewController": .split
        case "UITabBarController": .tabBar
        default: nil
        }
    }

    /// Another method's additions: the first `viewControllers` set is kept, a column set twice keeps the first.
    mutating func add(_ other: HeldContainer) {
        if viewControllers.isEmpty { viewControllers = other.viewControllers }
        for column in other.columns where !columns.contains(where: { $0.column == column.column }) { columns.append(column) }
    }
}

/// A window root read from a property of an object of the app's (`coordinator?.rootViewController`).
struct HeldRoot: Hashable, Sendable {
    /// The object's class, as the delegate declares or makes it (`MainCoordinator`).
    var type: String
    var property: String
}

extension SourceIndex {
    /// `root` with what a property of the app's object holds (`HeldRoot`) as what it shows: a
    /// split's columns, a tab bar's tabs, a coordinator's navigation controller as its `start()`
    /// roots it, or a view controller of the app's; nil when none of those is known.
    func resolvingHeld(_ root: WindowRoot, in held: HeldRoot) -> WindowRoot? {
        var resolved = root
        resolved.heldIn = nil
        let lineage = lineage(of: held.type)
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
            }
        }
        guard let type = lineage.lazy.compactMap({ $0.properties[held.property] }).first else { return nil }
        if type.hasSuffix("NavigationController") {
            guard let made = resolvingFactory(of: .navigation(startedBy: held.type)) else { return nil }
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
