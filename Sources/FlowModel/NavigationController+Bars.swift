// UINavigationController's navigation bar and toolbar: UIKitModel.md, Containment
// ("Navigation controller"). Showing or hiding either sends no appearance callbacks; a hidden
// bar has no back button, and the system's swipe back does not begin under it.

extension NavigationController {
    /// What a navigation controller records of its bars (`Controller.navigation`).
    public struct State: Hashable, Sendable {
        /// Whether its navigation bar is hidden (`isNavigationBarHidden`).
        public internal(set) var isNavigationBarHidden = false
        /// Whether its toolbar is hidden (`isToolbarHidden`, true by default).
        public internal(set) var isToolbarHidden = true
    }

    /// `isNavigationBarHidden`.
    public var isNavigationBarHidden: Bool { app.controllers.read(id) { $0.navigation.isNavigationBarHidden } ?? false }

    /// `setNavigationBarHidden(_:animated:)`: the bar goes, or comes back, with no appearance
    /// callbacks; asking for the state the bar is in does nothing. The views are laid out again
    /// at the next layout pass, which flow does not trace for it (called from `viewWillAppear`,
    /// as apps do, that pass is the transition's own). A hidden bar has no back button to tap,
    /// and the system's swipe back does not begin under it (Interpreter+Back.swift).
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard isNavigationBarHidden != hidden else { return }
        app.update(id) { $0.navigation.isNavigationBarHidden = hidden }
        app.note("\(app.name(id)) \(hidden ? "hides" : "shows") its navigation bar" + (animated ? ", animated" : ""))
    }

    /// `isToolbarHidden`: whether the navigation controller's toolbar is hidden (its own state).
    public var isToolbarHidden: Bool { app.controllers.read(id) { $0.navigation.isToolbarHidden } ?? true }

    /// Whether a person sees the toolbar: shown, and the controller on top not pushed with
    /// `hidesBottomBarWhenPushed`, which hides "the toolbar at the bottom of the screen" while it
    /// is on the stack above the root (Apple, UIViewController.hidesBottomBarWhenPushed).
    var showsToolbarOnScreen: Bool {
        guard !isToolbarHidden else { return false }
        let stack = app.controllers.children(of: id)
        return !stack.dropFirst().contains { child in
            app.declared(child, \.hidesBottomBarWhenPushed) == true
        }
    }

    /// `setToolbarHidden(_:animated:)`: the toolbar comes or goes, with no appearance callbacks;
    /// asking for the state it is in does nothing.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard isToolbarHidden != hidden else { return }
        app.update(id) { $0.navigation.isToolbarHidden = hidden }
        app.note("\(app.name(id)) \(hidden ? "hides" : "shows") its toolbar" + (animated ? ", animated" : ""))
    }
}
