// The app's tab bar controllers: each is a type of its own
// (TabBarController.swift), on which scripts and embedders call UIKit's verbs.

extension App {
    /// The tab bar controller `id`, as UIKit's type: `app.tabBar(tabs).select(tab: 1)`.
    public func tabBar(_ id: InstanceID) -> TabBarController { TabBarController(app: self, id: id) }

    /// The storyboard scenes the More interface needs, for a storyboard with
    /// a tab bar of more tabs than fit.
    public static var moreScenes: [Scene] { TabBarController.moreScenes }

    /// The tab bar whose customizing sheet is up, if any.
    public var customizedTabBar: InstanceID? { tabCustomization?.tabBar }

    /// The controllers `id` holds in the hierarchy, each once: its children
    /// that it is the parent of (a tab shown in More is More's), then a tab
    /// bar's More navigation controller while the bar has a More tab.
    public func hierarchyChildren(of id: InstanceID) -> [InstanceID] {
        guard let controller = controllers[id] else { return [] }
        guard controller.kind == .tabs, let more = controller.tabs.moreNavigation else { return controller.children }
        let own = controller.children.filter { controllers.parent(of: $0) == id }
        return tabBar(id).firstTabInMore != nil ? own + [more] : own
    }
}
