// The app's tab bar controllers: the verbs scripts and embedders call, each
// handed to the tab bar's own type (TabBarController.swift).

extension App {
    /// The tab bar controller `id`, as a type.
    func tabBar(_ id: InstanceID) -> TabBarController { TabBarController(app: self, id: id) }

    /// The storyboard scenes the More interface needs, for a storyboard with
    /// a tab bar of more tabs than fit.
    public static var moreScenes: [Scene] { TabBarController.moreScenes }

    /// The user picks tab `index` (from 0) of `tabs` (TabBarController.select).
    public func select(tab index: Int, in tabs: InstanceID) throws { try tabBar(tabs).select(tab: index) }

    /// `select More`: the More tab itself (TabBarController.selectMore).
    public func selectMore(of tabs: InstanceID) throws { try tabBar(tabs).selectMore() }

    /// A person taps Edit on the More list of `tabs` (TabBarController+Customizing.swift).
    public func beginCustomizing(_ tabs: InstanceID) throws { try tabBar(tabs).beginCustomizing() }

    /// A person drops `tab` on the bar item at `position` (from 0) of the tab bar being customized.
    public func dragTab(_ tab: InstanceID, to position: Int, in tabs: InstanceID) throws {
        try tabBar(tabs).drag(tab, to: position)
    }

    /// A person taps Done on the customizing sheet of `tabs`.
    public func endCustomizing(_ tabs: InstanceID) { tabBar(tabs).endCustomizing() }

    /// The tab bar whose customizing sheet is up, if any.
    public var customizedTabBar: InstanceID? { tabCustomization?.tabBar }

    /// The index of the first tab that lives in More; nil when every tab is on the bar.
    public func firstTabInMore(of tabs: InstanceID) -> Int? { tabBar(tabs).firstTabInMore }

    /// The tab bar's More navigation controller, if it has one.
    public func moreNavigation(of tabs: InstanceID) -> InstanceID? { tabBar(tabs).moreNavigation }

    /// What the tab bar shows: its selected tab, or More when the selection lives there.
    public func shownTab(of tabs: InstanceID) -> InstanceID? { tabBar(tabs).shownTab }

    /// UIKit's `selectedViewController`: the selected tab, or More while its list is selected.
    public func selectedViewController(of tabs: InstanceID) -> InstanceID? { tabBar(tabs).selectedViewController }

    /// The controllers `id` holds in the hierarchy, each once: its children
    /// that it is the parent of (a tab shown in More is More's), then a tab
    /// bar's More navigation controller while the bar has a More tab.
    public func hierarchyChildren(of id: InstanceID) -> [InstanceID] {
        guard let controller = controllers[id] else { return [] }
        guard controller.kind == .tabs, let more = controller.moreNavigation else { return controller.children }
        let own = controller.children.filter { controllers.parent(of: $0) == id }
        return tabBar(id).firstTabInMore != nil ? own + [more] : own
    }
}
