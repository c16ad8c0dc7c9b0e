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
// `moreListSelected`. A tab that is a navigation controller cannot be pushed
// on another: More takes over its stack instead while it shows the tab
// (UIMoreNavigationController redirects it: the tab's root's
// `navigationController` is More, and More's back button leads to the list)
// and gives the stack back when it leaves.

import FlowVocabulary

extension App {
    /// The scene name of the More navigation controller.
    public static let moreScene = UIKitAddedControllers.more
    /// The scene name of the list at the root of More.
    public static let moreListScene = UIKitAddedControllers.moreList
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
        TabBarRules.capacity(in: effectiveWidth(of: tabs))
    }

    /// The index of the first tab that lives in More, when the tab bar has
    /// more tabs than it fits; nil when every tab is on the bar.
    public func firstTabInMore(of tabs: InstanceID) -> Int? {
        guard controllers.kind(of: tabs) == .tabs, moreNavigation(of: tabs) != nil else { return nil }
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
        // Read in place: `controllers[tabs]` copied the whole controller, and
        // every walk toward the screen through a tab bar asks this.
        guard let (more, selectedIndex, selected) = controllers.withSlot(tabs, { controller in
            (controller.pointee.moreNavigation, controller.pointee.selectedIndex,
             Controller.selectedChild(kind: controller.pointee.kind, children: controller.pointee.children,
                                      selectedIndex: controller.pointee.selectedIndex))
        }) else { return nil }
        if let first = firstTabInMore(of: tabs), let more,
           selectedIndex == Self.moreListSelected || selectedIndex >= first {
            return more
        }
        return selected
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
        guard storyboard.scenes[Self.moreScene] != nil, TabBarRules.hasMore(tabs: controllers.children(of: tabs).count) else { return }
        let more = try instantiate(Self.moreScene)
        emit(.callback(eventName(more), "willMove", eventName(tabs)))
        update(more) { $0.parent = tabs }
        update(tabs) { $0.moreNavigation = more }
        emit(.callback(eventName(more), "didMove", eventName(tabs)))
    }

    /// A controller More took from a navigation controller tab, popped off
    /// More: back to that tab's stack, not freed.
    func returnsToRedirectedNavigation(_ id: InstanceID) -> Bool {
        guard let navigation = controllers.read(id, { $0.redirectedFrom }) ?? nil, controllers.contains(navigation) else {
            return false
        }
        update(id) { $0.parent = navigation; $0.redirectedFrom = nil }
        update(navigation) { $0.children = ($0.children + [id]).sorted { $0.raw < $1.raw } }
        if let bar = controllers.read(navigation, { $0.tabBar }) ?? nil, let more = moreNavigation(of: bar),
           controllers.children(of: more).count <= 1 {
            update(more) { $0.redirectedNavigation = nil }
            if let index = controllers.children(of: bar).firstIndex(of: navigation),
               controllers.read(bar, { $0.selectedIndex }) == index {
                update(bar) { $0.selectedIndex = Self.moreListSelected }
            }
        }
        return true
    }

    /// Whether More shows `tab` now: the tab itself, or its stack.
    func moreShows(_ tab: InstanceID, _ more: InstanceID) -> Bool {
        controllers.parent(of: tab) == more || (controllers.read(more, { $0.redirectedNavigation }) ?? nil) == tab
    }

    /// More takes over a navigation controller tab's stack, without transitions.
    private func redirect(_ navigation: InstanceID, into more: InstanceID) {
        let stack = controllers.children(of: navigation)
        update(navigation) { $0.children = [] }
        update(more) { $0.redirectedNavigation = navigation }
        for id in stack {
            emit(.callback(eventName(id), "willMove", eventName(more)))
            update(more) { $0.children.append(id) }
            update(id) { $0.parent = more; $0.redirectedFrom = navigation }
            emit(.callback(eventName(id), "didMove", eventName(more)))
        }
    }

    /// A tab popped off More: back to its tab bar, not freed.
    func returnsToTabBar(_ id: InstanceID) -> Bool {
        guard let bar = controllers.read(id, { $0.tabBar }) ?? nil, controllers.contains(bar),
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
        if controllers.kind(of: tab) == .navigation { return redirect(tab, into: more) }
        emit(.callback(eventName(tab), "willMove", eventName(more)))
        update(more) { $0.children.append(tab) }
        update(tab) { $0.parent = more }
        emit(.callback(eventName(tab), "didMove", eventName(more)))
    }

    /// Empties More down to its list, without transitions: a redirected
    /// navigation controller tab gets back the controllers More took from it.
    func clearMore(_ more: InstanceID) {
        let above = Array(controllers.children(of: more).dropFirst())
        if let navigation = controllers.read(more, { $0.redirectedNavigation }) ?? nil {
            update(more) { $0.redirectedNavigation = nil }
            let returning = above.filter { (controllers.read($0, { $0.redirectedFrom }) ?? nil) == navigation }
            let leaving = above.filter { !returning.contains($0) }
            update(more) { $0.children = Array($0.children.prefix(1)) }
            for id in leaving.reversed() { emit(.callback(eventName(id), "willMove", "nil")) }
            for id in leaving.reversed() {
                update(id) { $0.parent = nil }
                emit(.callback(eventName(id), "didMove", "nil"))
                free(id)
            }
            for id in returning {
                emit(.callback(eventName(id), "willMove", eventName(navigation)))
                update(navigation) { $0.children.append(id) }
                update(id) { $0.parent = navigation; $0.redirectedFrom = nil }
                emit(.callback(eventName(id), "didMove", eventName(navigation)))
            }
            return
        }
        guard !above.isEmpty else { return }
        for id in above.reversed() { emit(.callback(eventName(id), "willMove", "nil")) }
        update(more) { $0.children = Array($0.children.prefix(1)) }
        for id in above.reversed() {
            update(id) { $0.parent = nil }
            emit(.callback(eventName(id), "didMove", "nil"))
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
        if moreShows(tab, more) {
            // More still shows it (it keeps its stack while another tab is
            // selected): coming back to More is a tab switch.
            update(tabs) { $0.selectedIndex = index }
            if shown != more { try switchTab(from: shown, to: more, in: tabs) }
            return
        }
        note(.concatenation(["select ", name(tab), " in ", name(tabs), " (More)"]))
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
    /// in a push's order — a navigation controller tab's stack, which More
    /// takes over.
    private func pushTab(_ tab: InstanceID, onto more: InstanceID) throws {
        let list = controllers.children(of: more).last
        let shown: InstanceID
        if controllers.kind(of: tab) == .navigation {
            redirect(tab, into: more)
            guard let top = controllers.children(of: more).last, top != list else { return }
            shown = top
        } else {
            addChild(tab, to: more)
            shown = tab
        }
        if isInWindow(more) {
            if let list { try beginAppearance(list, appearing: false, animated: true) }
            try beginAppearance(shown, appearing: true, animated: true)
            try layout(shown)
            if let list { try endAppearance(list, appearing: false, animated: true) }
            try endAppearance(shown, appearing: true, animated: true)
        }
        if shown == tab { emit(.callback(eventName(tab), "didMove", eventName(more))) }
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
        note(.concatenation(["select ", name(more), " in ", name(tabs)]))
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
            if selected >= first, !moreShows(children[selected], more) {
                let tab = children[selected]
                note("\(name(tabs)) moves \(name(tab)) into More")
                let wasShown = isInWindow(tab)
                place(tab, inMoreOf: tabs)
                if isInWindow(tabs) {
                    // More now holds what was on screen and appears around it; a
                    // navigation controller tab whose stack More took leaves.
                    if wasShown, controllers.kind(of: tab) == .navigation {
                        try beginAppearance(tab, appearing: false, animated: false)
                        try endAppearance(tab, appearing: false, animated: false)
                    }
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
            // The tab stays on screen; More, now only its list, leaves, and a
            // navigation controller tab given its stack back appears around it.
            try beginAppearance(more, appearing: false, animated: false)
            try endAppearance(more, appearing: false, animated: false)
            if children.indices.contains(selected), !isInWindow(children[selected]) {
                try beginAppearance(children[selected], appearing: true, animated: false)
                try endAppearance(children[selected], appearing: true, animated: false)
            }
        }
        if selected == Self.moreListSelected, let fallback = children.indices.last.map({ min($0, tabBarCapacity(of: tabs) - 1) }) {
            update(tabs) { $0.selectedIndex = fallback }
            if isInWindow(more) { try switchTab(from: more, to: children[fallback], in: tabs) }
        }
    }
}
