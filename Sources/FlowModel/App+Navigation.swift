// The app's navigation controllers: each is a type of its own
// (NavigationController.swift), on which scripts and embedders call UIKit's
// verbs; what the app does with the navigation controller on screen is here.

extension App {
    /// The navigation controller `id`, as UIKit's type: `try app.navigation(nav).pop(animated: true)`.
    public func navigation(_ id: InstanceID) -> NavigationController { NavigationController(app: self, id: id) }

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
