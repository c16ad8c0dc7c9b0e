// `show(_:sender:)` and `showDetailViewController(_:sender:)`: UIKitModel.md, Segues.

/// How `show` / `showDetail` was routed.
public enum ShowRoute: Hashable, Sendable {
    /// Pushed on this navigation controller.
    case push(InstanceID)
    /// Replaced this split view controller's secondary column.
    case replaceSecondary(InstanceID)
    /// Replaced this (expanded) split view controller's primary column.
    case replacePrimary(InstanceID)
    /// Set the stack of this secondary column of a column-style split view to the destination.
    case setSecondaryColumn(InstanceID)
    /// Presented modally from the source.
    case present
}

extension ViewController {
    /// How `show(_:sender:)` of `destination` from this controller would be routed —
    /// `targetViewController(forAction:)`: walking up from the source through
    /// parents, a navigation controller pushes; a split view handles `show`
    /// itself (`UISplitViewController` overrides `show(_:sender:)`): collapsed,
    /// its primary column's navigation controller pushes; expanded, the
    /// destination becomes its primary column. Only when no ancestor handles
    /// it is the destination presented modally from the source.
    ///
    /// A navigation controller declines to push another navigation controller, which it cannot
    /// hold (`pushViewController` of one raises), unless it takes nested ones (a collapsed split
    /// view's primary): the walk goes on past it, and with no split view above, UIKit presents the
    /// destination modally. A storyboard's "Show" segue to a navigation controller from inside a
    /// stack is a modal screen with its own bar: passforios's add-password screen, a shipped app's
    /// everyday path, is shown so and has Cancel and Save to leave it; SwiftyJSON's example
    /// (its PR 686) was "presented instead" the same way. UIKit's own code says why: a decompiled
    /// `-[UINavigationController showViewController:sender:]` (iOS 26.1's UIKitCore, in the public
    /// EthanArbuckle/iPhone18-3_26.1_23B85_Restore) sends a navigation controller not allowed to nest
    /// to `super`, with a flag set that makes its `canPerformAction:` decline `showViewController:sender:`,
    /// so `targetViewController(forAction:)` walks on to its parents; anything else it pushes.
    public func showRoute(showing destination: InstanceID) -> ShowRoute {
        let showsNavigation = app.controllers.kind(of: destination) == .navigation
        return route(detail: false) { candidate, controller in
            guard controller.kind == .navigation else { return nil }
            if showsNavigation && !app.navigation(candidate).allowsNestedNavigationControllers { return nil }
            return .push(candidate)
        }
    }

    /// Past a search controller, the walk goes on at the controller that
    /// presents it: `show` from a search results controller pushes onto the
    /// navigation controller of the scene whose search it is (with that scene
    /// defining the presentation context), as WWDC14's "View Controller
    /// Advancements in iOS 8" shows `showViewController` doing from search
    /// results. UIKit's walk is its responder chain, where a presented
    /// controller's next responder is its presenter; flow takes that step for
    /// search controllers only, and presents modally from other presentations
    /// that have no container (unverified on a device: UIKitModel.md, Search).
    private static func searchPresenter(of controller: Controller) -> InstanceID? {
        controller.kind == .search ? controller.presenting : nil
    }

    /// How `showDetailViewController(_:sender:)` from this controller would be
    /// routed: a split view replaces its secondary when expanded and pushes
    /// onto the primary's navigation controller when collapsed; elsewhere the
    /// destination is presented modally.
    public var showDetailRoute: ShowRoute {
        route(detail: true) { _, _ in nil }
    }

    /// How `showDetailViewController(_:sender:)` of `destination` from this controller is
    /// routed: `showDetailRoute`, but a column-style split's secondary column, a navigation
    /// controller (UIKit's wrapper or the app's own), takes a controller that is none by a
    /// push, and only a navigation controller replaces the column's. Apple, answering FB8640357
    /// (zhaoxin.pro, "Strongly Recommend You to Add Your Own UINavigationControllers even in iOS
    /// 14"): "The secondary column gets this special treatment if the view controller gets set to
    /// a non-navigation controller when it already has a nav controller—i.e., it's pushed onto the
    /// nav stack", which it calls expected behaviour.
    public func showDetailRoute(showing destination: InstanceID) -> ShowRoute {
        let route = showDetailRoute
        if case .setSecondaryColumn(let column) = route, app.controllers.kind(of: destination) != .navigation {
            return .push(column)
        }
        return route
    }

    /// UIKit's walk for `show` and `showDetail` from this controller: up its
    /// parents (past a search controller to its presenter), `handles` having
    /// the first say at each controller, then a split view — its column-style
    /// route; expanded, the primary (`show`) or secondary (`detail`) replaced;
    /// collapsed, a push on its primary's navigation controller — and, when
    /// no controller takes it, a modal presentation.
    private func route(detail: Bool, handles: (InstanceID, Controller) -> ShowRoute?) -> ShowRoute {
        var current: InstanceID? = id
        while let candidate = current, let controller = app.controllers[candidate] {
            if let route = handles(candidate, controller) { return route }
            if controller.kind == .split {
                if let route = app.splitView(candidate).route(detail: detail) { return route }
                if !controller.split.isCollapsed { return detail ? .replaceSecondary(candidate) : .replacePrimary(candidate) }
                if let navigation = app.splitView(candidate).primaryNavigation { return .push(navigation) }
            }
            current = controller.parent ?? Self.searchPresenter(of: controller)
        }
        return .present
    }

    /// `show(_:sender:)` from this controller, routed as `showRoute(showing:)` says.
    /// The caller, who knows why it shows, says so in the trace; the model
    /// adds no note of its own for the route.
    @discardableResult
    public func show(_ destination: InstanceID, animated: Bool) throws -> ShowRoute {
        let route = showRoute(showing: destination)
        try perform(route, destination, animated: animated)
        return route
    }

    /// `showDetailViewController(_:sender:)` from this controller, routed as
    /// `showDetailRoute(showing:)` says.
    @discardableResult
    public func showDetailViewController(_ destination: InstanceID, animated: Bool) throws -> ShowRoute {
        let route = showDetailRoute(showing: destination)
        try perform(route, destination, animated: animated, detail: true)
        return route
    }

    /// Routes `destination` as `route` says; a detail pushed (a collapsed split view's) may be a
    /// navigation controller, pushed whole (`NavigationController.push(_:animated:announce:nesting:)`).
    private func perform(_ route: ShowRoute, _ destination: InstanceID, animated: Bool, detail: Bool = false) throws {
        switch route {
        case .push(let navigation):
            try app.navigation(navigation).push(destination, animated: animated, announce: false, nesting: detail)
        case .replaceSecondary(let split):
            try app.splitView(split).replaceSecondary(with: destination)
        case .replacePrimary(let split):
            try app.splitView(split).replacePrimary(with: destination)
        case .setSecondaryColumn(let column):
            // A navigation controller (`showDetailRoute(showing:)` pushes any other): the column's.
            guard let split = app.controllers[column]?.parent else { return }
            try app.splitView(split).replaceColumnController(column, with: destination)
        case .present:
            try present(destination, style: nil, transition: nil, animated: animated, anchor: nil, completion: false)
        }
    }
}

extension App {
    /// Sets an instance variable (the runtime owns their meaning; the model
    /// keeps them with the instance so they live and die with it).
    public func setVariable(_ name: String, to value: Value, in instance: InstanceID) {
        update(instance) { $0.variables[name] = value }
    }

    /// Frees an instance that was instantiated but never joined the
    /// hierarchy (a segue whose perform did not happen), unless a push of it
    /// waits for a running transition to end (`deferredPushes`).
    public func discard(_ instance: InstanceID) {
        guard !isAttached(instance), !isWaitingToBePushed(instance) else { return }
        free(instance)
    }

    /// Whether a push of `instance` waits for its navigation controller's transition to end.
    private func isWaitingToBePushed(_ instance: InstanceID) -> Bool {
        deferredPushes.values.contains { $0.contains { $0.child == instance } }
    }
}
