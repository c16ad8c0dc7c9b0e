// The app's navigation controllers: each is a type of its own
// (NavigationController.swift), on which scripts and embedders call UIKit's
// verbs; what the app does with the navigation controller on screen is here.

extension App {
    /// The navigation controller `id`, as UIKit's type: `try app.navigation(nav).pop(animated: true)`.
    public func navigation(_ id: InstanceID) -> NavigationController { NavigationController(app: self, id: id) }

    /// `swipe back to P% then cancel|finish` on the navigation controller
    /// nearest the visible controller (NavigationController.swipeBack).
    public func swipeBack(progress: Double, finish: Bool) throws {
        guard let top = visible, let navigation = backNavigation(from: top) else {
            note("swipe back: nothing to pop")
            return
        }
        try self.navigation(navigation).swipeBack(progress: progress, finish: finish)
    }

    /// The navigation controller whose back button the bar over `id` shows, which the swipe back
    /// pops: the nearest one, or, when its stack is only its root and it is itself pushed on
    /// another, that one. A collapsed split view pushes a secondary navigation controller whole
    /// onto the primary's (UIKitModel.md, Split view), and UIKit's bar then goes back to the
    /// primary's list ("the navigation controller responds by pushing the secondary view
    /// controller onto its navigation stack", Apple's `collapseSecondaryViewController(_:for:)`):
    /// the Master-Detail template on an iPhone, whose detail had no way back.
    public func backNavigation(from id: InstanceID) -> InstanceID? {
        guard var navigation = nearestNavigation(from: id) else { return nil }
        var steps = 0
        while controllers.children(of: navigation).count <= 1, let outer = controllers.parent(of: navigation),
              controllers.kind(of: outer) == .navigation, controllers.children(of: outer).count > 1,
              steps < controllers.count {
            navigation = outer
            steps += 1
        }
        return navigation
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
