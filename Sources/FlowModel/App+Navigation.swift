// The app's navigation controllers: the verbs scripts and embedders call,
// each handed to the navigation controller's own type
// (NavigationController.swift).

extension App {
    /// The navigation controller `id`, as a type.
    func navigation(_ id: InstanceID) -> NavigationController { NavigationController(app: self, id: id) }

    /// `setNavigationBarHidden(_:animated:)` on a navigation controller.
    public func setNavigationBarHidden(_ hidden: Bool, of navigation: InstanceID, animated: Bool) {
        self.navigation(navigation).setNavigationBarHidden(hidden, animated: animated)
    }

    /// `isNavigationBarHidden` of a navigation controller.
    public func isNavigationBarHidden(_ navigation: InstanceID) -> Bool {
        self.navigation(navigation).isNavigationBarHidden
    }

    /// `setToolbarHidden(_:animated:)` on a navigation controller.
    public func setToolbarHidden(_ hidden: Bool, of navigation: InstanceID, animated: Bool) {
        self.navigation(navigation).setToolbarHidden(hidden, animated: animated)
    }

    /// `isToolbarHidden` of a navigation controller.
    public func isToolbarHidden(_ navigation: InstanceID) -> Bool { self.navigation(navigation).isToolbarHidden }

    /// `pushViewController(_:animated:)` (NavigationController.push).
    public func push(_ child: InstanceID, onto navigation: InstanceID, animated: Bool) throws {
        try self.navigation(navigation).push(child, animated: animated)
    }

    /// `popViewController(animated:)`; a stack of one does nothing.
    public func pop(_ navigation: InstanceID, animated: Bool) throws {
        try self.navigation(navigation).pop(animated: animated)
    }

    /// `popToRootViewController(animated:)`.
    public func popToRoot(_ navigation: InstanceID, animated: Bool) throws {
        try self.navigation(navigation).popToRoot(animated: animated)
    }

    /// `popToViewController(_:animated:)`: one transition.
    public func pop(_ navigation: InstanceID, to destination: InstanceID, animated: Bool) throws {
        try self.navigation(navigation).pop(to: destination, animated: animated)
    }

    /// `viewControllers = stack` / `setViewControllers(_:animated:)`.
    public func setViewControllers(_ stack: [InstanceID], of navigation: InstanceID, animated: Bool = false) throws {
        try self.navigation(navigation).setViewControllers(stack, animated: animated)
    }

    /// `swipe back to P% then cancel|finish` on the navigation controller
    /// nearest the visible controller (NavigationController.swipeBack).
    public func swipeBack(progress: Double, finish: Bool) throws {
        guard let top = visible, let navigation = nearestNavigation(from: top) else {
            note("swipe back: nothing to pop")
            return
        }
        try self.navigation(navigation).swipeBack(progress: progress, finish: finish)
    }

    /// The navigation controller nearest to `id`: itself, or its closest ancestor.
    public func nearestNavigation(from id: InstanceID) -> InstanceID? {
        var current: InstanceID? = id
        while let candidate = current, let kind = controllers.kind(of: candidate) {
            if kind == .navigation { return candidate }
            current = controllers.parent(of: candidate)
        }
        return nil
    }
}
