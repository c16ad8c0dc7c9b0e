// The More interface of UITabBarController.
//
// Apple, UITabBarController.viewControllers: "If there are more view
// controllers than can fit in the tab bar, view controllers at the end of
// the array are managed by the More navigation controller, which is itself
// not included in this array." `moreNavigationController` "always contains a
// valid More navigation controller"; `selectedIndex` is NSNotFound while the
// More navigation controller itself is selected. In compact width a tab bar
// fits five items: with six tabs or more it shows the first four and More
// ("If you add six or more custom view controllers to a tab bar controller,
// the tab bar controller displays only the first four items plus the
// standard More item"). Tablets fit more ("five on the iPhone family of
// devices, more on tablets", The Core iOS Developer's Cookbook); flow's
// choice for regular width is eight.
//
// The model: a tab bar with more than five tabs owns a More navigation
// controller (scene `More`, rooted in the list `MoreList`), a child of the
// tab bar that is not one of its tabs. A tab past the bar's last item is
// shown by pushing it onto More: its parent becomes More, as in UIKit (so a
// `show` from it pushes on More), while it stays a tab of the tab bar
// (`children(Tabs)`). Popped off More, it goes back to the tab bar instead of
// being freed. The `selectedIndex` of a tab bar showing More's list is
// `moreListSelected`.

extension App {
    /// The scene name of the More navigation controller.
    public static let moreScene = "More"
    /// The scene name of the list at the root of More.
    public static let moreListScene = "MoreList"
    /// `selectedIndex` while the tab bar shows More's own list (UIKit's NSNotFound).
    public static let moreListSelected = -1

    /// The storyboard scenes the More interface needs, for a storyboard with
    /// a tab bar of more than five tabs.
    public static var moreScenes: [Scene] {
        [Scene(name: moreScene, kind: .navigation, relationships: [moreListScene], title: "More"),
         Scene(name: moreListScene, kind: .content, title: "More")]
    }

    /// How many items the tab bar fits in the width class it sees.
    func tabBarCapacity(of tabs: InstanceID) -> Int {
        effectiveWidth(of: tabs) == .compact ? 5 : 8
    }

    /// The index of the first tab that lives in More, when the tab bar has
    /// more tabs than it fits; nil when every tab is on the bar.
    public func firstTabInMore(of tabs: InstanceID) -> Int? {
        guard controllers.kind(of: tabs) == .tabs, controllers.read(tabs, { $0.moreNavigation }) != nil else { return nil }
        let capacity = tabBarCapacity(of: tabs)
        return controllers.children(of: tabs).count > capacity ? capacity - 1 : nil
    }

    /// The tab bar's More navigation controller, if it has one.
    public func moreNavigation(of tabs: InstanceID) -> InstanceID? {
        controllers.read(tabs, { $0.moreNavigation }) ?? nil
    }

    /// What the tab bar shows: its selected tab, or More when the selection
    /// lives there (More's list, or a tab past the bar).
    public func shownTab(of tabs: InstanceID) -> InstanceID? {
        guard let controller = controllers[tabs] else { return nil }
        if let first = firstTabInMore(of: tabs), let more = controller.moreNavigation,
           controller.selectedIndex == Self.moreListSelected || controller.selectedIndex >= first {
            return more
        }
        return controller.selectedChild
    }

    /// UIKit's `selectedViewController`: the selected tab, wherever it is
    /// shown, or the More navigation controller while its list is selected.
    public func selectedViewController(of tabs: InstanceID) -> InstanceID? {
        guard let controller = controllers[tabs] else { return nil }
        if controller.selectedIndex == Self.moreListSelected { return controller.moreNavigation }
        return controller.selectedChild
    }

    /// The controllers `id` holds in the hierarchy, each once: its children
    /// that it is the parent of (a tab shown in More is More's), then a tab
    /// bar's More navigation controller while the bar has a More tab.
    public func hierarchyChildren(of id: InstanceID) -> [InstanceID] {
        guard let controller = controllers[id] else { return [] }
        guard controller.kind == .tabs, let more = controller.moreNavigation else { return controller.children }
        let own = controller.children.filter { controllers.parent(of: $0) == id }
        return firstTabInMore(of: id) != nil ? own + [more] : own
    }

    /// Makes the More navigation controller of a tab bar with more than five
    /// tabs, as the tab bar is instantiated.
    func instantiateMore(for tabs: InstanceID) throws {
        guard storyboard.scenes[Self.moreScene] != nil, controllers.children(of: tabs).count > 5 else { return }
        let more = try instantiate(Self.moreScene)
        emit(.callback(name(more), "willMove", name(tabs)))
        update(more) { $0.parent = tabs }
        update(tabs) { $0.moreNavigation = more }
        emit(.callback(name(more), "didMove", name(tabs)))
    }

    /// A tab popped off More: back to its tab bar, not freed.
    func returnsToTabBar(_ id: InstanceID) -> Bool {
        guard let bar = controllers.read(id, { $0.tabBar }) ?? nil, controllers[bar] != nil,
              let index = controllers.children(of: bar).firstIndex(of: id) else { return false }
        update(id) { $0.parent = bar }
        // Back on More's list, More itself is the selection (NSNotFound).
        if controllers.read(bar, { $0.selectedIndex }) == index, firstTabInMore(of: bar) != nil {
            update(bar) { $0.selectedIndex = Self.moreListSelected }
        }
        return true
    }

    /// Puts tab `tab` on More's stack above the list, without transitions
    /// (More is not on screen, or the caller runs the transition): whatever
    /// More showed above its list goes back (a tab) or is freed.
    func place(_ tab: InstanceID, inMoreOf tabs: InstanceID) {
        guard let more = moreNavigation(of: tabs) else { return }
        clearMore(more)
        emit(.callback(name(tab), "willMove", name(more)))
        update(more) { $0.children.append(tab) }
        update(tab) { $0.parent = more }
        emit(.callback(name(tab), "didMove", name(more)))
    }

    /// Empties More down to its list, without transitions.
    func clearMore(_ more: InstanceID) {
        let above = Array(controllers.children(of: more).dropFirst())
        guard !above.isEmpty else { return }
        for id in above.reversed() { emit(.callback(name(id), "willMove", "nil")) }
        update(more) { $0.children = Array($0.children.prefix(1)) }
        for id in above.reversed() {
            update(id) { $0.parent = nil }
            emit(.callback(name(id), "didMove", "nil"))
            free(id)
        }
    }

    /// A person picks tab `index` when it lives in More (the list's row, or
    /// `select 6`): More becomes the shown tab with that tab on its list.
    /// From another tab, a tab switch to More; within More, a push from the
    /// list (after going back to the list).
    func selectInMore(tab index: Int, in tabs: InstanceID) throws {
        guard let more = moreNavigation(of: tabs), let shown = shownTab(of: tabs) else { return }
        let tab = controllers.children(of: tabs)[index]
        if controllers.parent(of: tab) == more {
            update(tabs) { $0.selectedIndex = index }
            return
        }
        note("select \(name(tab)) in \(name(tabs)) (More)")
        if shown == more {
            if controllers.children(of: more).count > 1 { try popToRoot(more, animated: false) }
            update(tabs) { $0.selectedIndex = index }
            try pushTab(tab, onto: more)
            return
        }
        place(tab, inMoreOf: tabs)
        update(tabs) { $0.selectedIndex = index }
        try switchTab(from: shown, to: more, in: tabs)
    }

    /// A person taps a tab's row in More's list: the tab is pushed on More,
    /// in a push's order. It is pushed as it is, a navigation controller
    /// too: UIKit moves such a tab's stack onto More instead, which flow does
    /// not model.
    private func pushTab(_ tab: InstanceID, onto more: InstanceID) throws {
        let list = controllers.children(of: more).last
        addChild(tab, to: more)
        if isInWindow(more) {
            if let list { try beginAppearance(list, appearing: false, animated: true) }
            try beginAppearance(tab, appearing: true, animated: true)
            layout(tab)
            if let list { try endAppearance(list, appearing: false, animated: true) }
            try endAppearance(tab, appearing: true, animated: true)
        }
        emit(.callback(name(tab), "didMove", name(more)))
    }

    /// `select More`: the More tab itself. Tapped while shown, it pops to
    /// its list, as a tab that is a navigation controller pops to its root.
    public func selectMore(of tabs: InstanceID) throws {
        guard let more = moreNavigation(of: tabs), firstTabInMore(of: tabs) != nil, let shown = shownTab(of: tabs) else {
            throw UIKitException("'\(name(tabs))' shows no More tab: it has \(controllers.children(of: tabs).count) tabs, and fits \(tabBarCapacity(of: tabs))")
        }
        if shown == more {
            update(tabs) { $0.selectedIndex = Self.moreListSelected }
            if controllers.children(of: more).count > 1 { try popToRoot(more, animated: true) }
            return
        }
        note("select \(name(more)) in \(name(tabs))")
        clearMore(more)
        update(tabs) { $0.selectedIndex = Self.moreListSelected }
        try switchTab(from: shown, to: more, in: tabs)
    }

    /// After the width class changes: tabs move between the bar and More as
    /// the bar's capacity says. A selected tab that no longer fits moves onto
    /// More (More is shown in its place); one that fits again comes back to
    /// the bar; with More's list selected and no More any longer, the first
    /// tab that was in More is selected. No appearance callbacks: the same
    /// controller stays on screen, in another container.
    func rearrangeMore(of tabs: InstanceID) throws {
        guard let more = moreNavigation(of: tabs), let selected = controllers.read(tabs, { $0.selectedIndex }) else { return }
        let children = controllers.children(of: tabs)
        if let first = firstTabInMore(of: tabs) {
            if selected >= first, controllers.parent(of: children[selected]) != more {
                note("\(name(tabs)) moves \(name(children[selected])) into More")
                place(children[selected], inMoreOf: tabs)
                if isInWindow(tabs) {
                    // More now holds the tab on screen: it appears around it.
                    try beginAppearance(more, appearing: true, animated: false)
                    try endAppearance(more, appearing: true, animated: false)
                }
            }
            return
        }
        let inMore = controllers.children(of: more).dropFirst().first
        if let inMore, controllers.children(of: tabs).contains(inMore) {
            note("\(name(tabs)) moves \(name(inMore)) from More to the bar")
        }
        let moreWasShown = isInWindow(more)
        clearMore(more)
        if moreWasShown, selected != Self.moreListSelected {
            // The tab stays on screen; More, now only its list, leaves.
            try beginAppearance(more, appearing: false, animated: false)
            try endAppearance(more, appearing: false, animated: false)
        }
        if selected == Self.moreListSelected, let fallback = children.indices.last.map({ min($0, tabBarCapacity(of: tabs) - 1) }) {
            update(tabs) { $0.selectedIndex = fallback }
            if isInWindow(more) { try switchTab(from: more, to: children[fallback], in: tabs) }
        }
    }
}
