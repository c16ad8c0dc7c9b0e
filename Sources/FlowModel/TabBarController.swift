// UITabBarController: UIKitModel.md, Containment ("Tab bar controller"), and
// its More interface.
//
// Apple, UITabBarController.viewControllers: "If there are more view
// controllers than can fit in the tab bar, view controllers at the end of
// the array are managed by the More navigation controller, which is itself
// not included in this array." `moreNavigationController` "always contains a
// valid More navigation controller"; `selectedIndex` is NSNotFound while the
// More navigation controller itself is selected. How many items fit is
// `TabBarRules` (FlowVocabulary).
//
// The model: a tab bar with more tabs than fit owns a More navigation
// controller (scene `More`, rooted in the list `MoreList`), a child of the
// tab bar that is not one of its tabs (MoreNavigationController.swift). A tab
// past the bar's last item is shown by pushing it onto More: its parent
// becomes More, as in UIKit (so a `show` from it pushes on More), while it
// stays a tab of the tab bar (`children(Tabs)`). The `selectedIndex` of a tab
// bar showing More's list is `moreListSelected`.

import FlowVocabulary

/// One tab bar controller of an app: its selection, its More interface, and
/// the transitions between its tabs. A view of the app's state for `id`,
/// made where it is needed (`App.tabBar(_:)`); it holds nothing of its own.
/// Scripts and embedders call UIKit's verbs on it, as on a
/// `UITabBarController`: `app.tabBar(tabs).select(tab: 1)`.
public struct TabBarController {
    /// Held strongly (`ViewController.app` says why).
    let app: App
    /// The tab bar controller's instance.
    public let id: InstanceID

    /// What the tab bar's machinery records on a controller (`Controller.tabs`): on a tab bar, its
    /// More navigation controller; on More, the tab whose stack it shows; on a tab or what is
    /// pushed above a grouped one, where it goes back to.
    public struct State: Hashable, Sendable {
        /// A tab bar's More navigation controller (more tabs than fit); not one of its tabs.
        public internal(set) var moreNavigation: InstanceID?
        /// A More navigation controller showing a navigation controller tab's stack: that tab
        /// (MoreNavigationController.swift).
        public internal(set) var redirectedNavigation: InstanceID?
        /// A controller More took from a navigation controller tab's stack: that tab.
        public internal(set) var redirectedFrom: InstanceID?
        /// The tab bar this controller is a tab of: a tab popped off More goes back to it. For a
        /// controller pushed above a grouped tab (iOS 18) and kept with it while its group shows
        /// another tab: that tab's controller.
        public internal(set) var tabBar: InstanceID?
        /// A grouped tab's controller while its group shows another tab: what was pushed above
        /// it, bottom first, which comes back with it (TabBarController+Groups.swift).
        public internal(set) var keptAbove: [InstanceID] = []
    }

    /// The scene name of the More navigation controller.
    static let moreScene = UIKitAddedControllers.more
    /// The scene name of the list at the root of More.
    static let moreListScene = UIKitAddedControllers.moreList
    /// `selectedIndex` while the tab bar shows More's own list (UIKit's NSNotFound).
    static let moreListSelected = -1

    /// The storyboard scenes the More interface needs, for a storyboard with
    /// a tab bar of more tabs than fit.
    static var moreScenes: [Scene] {
        [Scene(name: moreScene, kind: .navigation, relationships: [moreListScene], title: "More"),
         Scene(name: moreListScene, kind: .content, title: "More")]
    }

    /// How many items the tab bar fits in the width class it sees.
    var capacity: Int {
        TabBarRules.capacity(in: app.viewController(id).effectiveWidth)
    }

    /// The tab bar's More navigation controller, if it has one.
    public var moreNavigation: InstanceID? {
        app.controllers.read(id, { $0.tabs.moreNavigation }) ?? nil
    }

    /// Its More navigation controller, as a type.
    var more: MoreNavigationController? {
        moreNavigation.map { MoreNavigationController(app: app, id: $0) }
    }

    /// The index of the first tab that lives in More, when the tab bar has
    /// more tabs than it fits; nil when every tab is on the bar.
    public var firstTabInMore: Int? {
        guard app.controllers.kind(of: id) == .tabs, moreNavigation != nil else { return nil }
        return TabBarRules.firstTabInMore(tabs: app.controllers.children(of: id).count, capacity: capacity)
    }

    /// What the tab bar shows: its selected tab, or More when the selection
    /// lives there (More's list, or a tab past the bar).
    public var shownTab: InstanceID? {
        // Read in place: `controllers[id]` copied the whole controller, and
        // every walk toward the screen through a tab bar asks this.
        guard let (more, selectedIndex, selected) = app.controllers.withSlot(id, { controller in
            (controller.pointee.tabs.moreNavigation, controller.pointee.selectedIndex,
             Controller.selectedChild(kind: controller.pointee.kind, children: controller.pointee.children,
                                      selectedIndex: controller.pointee.selectedIndex))
        }) else { return nil }
        if let first = firstTabInMore, let more,
           selectedIndex == Self.moreListSelected || selectedIndex >= first {
            return more
        }
        return selected
    }

    /// UIKit's `selectedViewController`: the selected tab, wherever it is
    /// shown, or the More navigation controller while its list is selected.
    public var selectedViewController: InstanceID? {
        guard let controller = app.controllers[id] else { return nil }
        if controller.selectedIndex == Self.moreListSelected { return controller.tabs.moreNavigation }
        return controller.selectedChild
    }

    /// Whether the tab bar is hidden: the shown tab is a navigation
    /// controller with a controller above its root that hides the bottom bar
    /// when pushed (Apple, hidesBottomBarWhenPushed: "the toolbar at the
    /// bottom of the screen is hidden when the view controller is pushed on
    /// to a navigation controller"; what is pushed above it keeps it hidden).
    public var hidesBottomBar: Bool {
        guard let shown = shownTab, app.controllers.kind(of: shown) == .navigation else { return false }
        return app.controllers.children(of: shown).dropFirst().contains { child in
            app.declared(child, \.hidesBottomBarWhenPushed) == true
        }
    }

    /// Makes the More navigation controller of a tab bar with more tabs than
    /// fit, as the tab bar is instantiated.
    func instantiateMore() throws {
        guard app.storyboard.scene(named: Self.moreScene) != nil, TabBarRules.hasMore(tabs: app.controllers.children(of: id).count) else { return }
        let more = try app.instantiate(Self.moreScene)
        app.emit(.callback(app.eventName(more), "willMove", app.eventName(id)))
        app.update(more) { $0.parent = id }
        app.update(id) { $0.tabs.moreNavigation = more }
        app.emit(.callback(app.eventName(more), "didMove", app.eventName(id)))
    }

    // MARK: Selection

    /// The user picks tab `index` (from 0). The incoming controller's
    /// will-appear comes first, unlike a push: `new.viewDidLoad` (the first
    /// time), `new.viewWillAppear`, `old.viewWillDisappear`,
    /// `old.viewDidDisappear`, `new.viewDidAppear`, not animated. Picking the
    /// selected tab does nothing, except that a navigation controller in it
    /// pops to its root when a person tapped its tab again (`byPerson`): the
    /// tab bar's tap does that, not the `selectedIndex` setter code calls.
    ///
    /// Source: UIKitModel.md; the same order is logged on devices, e.g.
    /// https://pgzxc.github.io/posts/efa3afd7.html ("切换到第二个页面时：先执行第二个页面的
    /// viewDidLoad, viewWillAppear，再执行第一个页面的 viewWillDisappear, viewDidDisappear，
    /// 最后执行第二个页面的 viewDidAppear").
    public func select(tab index: Int, byPerson: Bool = true) throws {
        let children = app.controllers.children(of: id)
        guard children.indices.contains(index), let selectedIndex = app.controllers.read(id, { $0.selectedIndex }) else {
            throw UIKitException("Tab \(index + 1) is out of range: '\(app.name(id))' has \(children.count) tabs")
        }
        if let first = firstTabInMore, index >= first { return try selectInMore(tab: index) }
        let new = children[index]
        if index == selectedIndex {
            if byPerson, app.controllers.kind(of: new) == .navigation { try app.navigation(new).popToRoot(animated: true) }
            return
        }
        guard let old = shownTab else { return }
        app.note(.concatenation(["select ", tabName(new), " in ", app.name(id)]))
        app.update(id) { $0.selectedIndex = index }
        try switchTab(from: old, to: new)
    }

    /// The appearance of a tab switch, when the tab bar is on screen.
    func switchTab(from old: InstanceID, to new: InstanceID) throws {
        guard app.isInWindow(id) else { return }
        try app.viewController(new).beginAppearance(appearing: true, animated: false)
        try app.viewController(old).beginAppearance(appearing: false, animated: false)
        try app.viewController(new).layout()
        try app.viewController(old).endAppearance(appearing: false, animated: false)
        try app.viewController(new).endAppearance(appearing: true, animated: false)
    }

    /// A person picks tab `index` when it lives in More (the list's row, or
    /// `select 6`): More becomes the shown tab with that tab on its list.
    /// From another tab, a tab switch to More; within More, a push from the
    /// list (after going back to the list).
    private func selectInMore(tab index: Int) throws {
        guard let more, let shown = shownTab else { return }
        let tab = app.controllers.children(of: id)[index]
        if more.shows(tab) {
            // More still shows it (it keeps its stack while another tab is
            // selected): coming back to More is a tab switch.
            app.update(id) { $0.selectedIndex = index }
            if shown != more.id { try switchTab(from: shown, to: more.id) }
            return
        }
        app.note(.concatenation(["select ", app.name(tab), " in ", app.name(id), " (More)"]))
        if shown == more.id {
            if app.controllers.children(of: more.id).count > 1 { try app.navigation(more.id).popToRoot(animated: false) }
            app.update(id) { $0.selectedIndex = index }
            try more.push(tab: tab)
            return
        }
        more.place(tab)
        app.update(id) { $0.selectedIndex = index }
        try switchTab(from: shown, to: more.id)
    }

    /// `select More`: the More tab itself. Tapped while shown, it pops to
    /// its list, as a tab that is a navigation controller pops to its root
    /// (a person's tap only, `byPerson`).
    public func selectMore(byPerson: Bool = true) throws {
        guard let more, firstTabInMore != nil, let shown = shownTab else {
            throw UIKitException("'\(app.name(id))' shows no More tab: it has \(app.controllers.children(of: id).count) tabs, and fits \(capacity)")
        }
        if shown == more.id {
            app.update(id) { $0.selectedIndex = Self.moreListSelected }
            if byPerson, app.controllers.children(of: more.id).count > 1 { try app.navigation(more.id).popToRoot(animated: true) }
            return
        }
        app.note(.concatenation(["select ", app.name(more.id), " in ", app.name(id)]))
        more.clear()
        app.update(id) { $0.selectedIndex = Self.moreListSelected }
        try switchTab(from: shown, to: more.id)
    }

    /// Tab `index` shown where it lives, without transitions (a restored
    /// hierarchy): one past the bar goes on More's stack.
    func placeRestored(tab index: Int) {
        let children = app.controllers.children(of: id)
        if let first = firstTabInMore, index >= first, children.indices.contains(index) { more?.place(children[index]) }
    }

    // MARK: Size changes

    /// After the width class changes: tabs move between the bar and More as
    /// the bar's capacity says. A selected tab that no longer fits moves onto
    /// More (More is shown in its place); one that fits again comes back to
    /// the bar; with More's list selected and no More any longer, the first
    /// tab that was in More is selected. No appearance callbacks: the same
    /// controller stays on screen, in another container.
    func rearrangeMore() throws {
        guard let more, let selected = app.controllers.read(id, { $0.selectedIndex }) else { return }
        let children = app.controllers.children(of: id)
        if let first = firstTabInMore {
            if selected >= first, !more.shows(children[selected]) {
                let tab = children[selected]
                app.note("\(app.name(id)) moves \(app.name(tab)) into More")
                let wasShown = app.isInWindow(tab)
                more.place(tab)
                if app.isInWindow(id) {
                    // More now holds what was on screen and appears around it; a
                    // navigation controller tab whose stack More took leaves.
                    if wasShown, app.controllers.kind(of: tab) == .navigation {
                        try app.viewController(tab).beginAppearance(appearing: false, animated: false)
                        try app.viewController(tab).endAppearance(appearing: false, animated: false)
                    }
                    try app.viewController(more.id).beginAppearance(appearing: true, animated: false)
                    try app.viewController(more.id).endAppearance(appearing: true, animated: false)
                }
            }
            return
        }
        let inMore = app.controllers.children(of: more.id).dropFirst().first
        if let inMore, app.controllers.children(of: id).contains(inMore) {
            app.note("\(app.name(id)) moves \(app.name(inMore)) from More to the bar")
        }
        let moreWasShown = app.isInWindow(more.id)
        // What More shows above the tab (a controller pushed there) leaves with it: it disappears
        // before it is freed, as a popped controller does (it was dropped with no callbacks, so an
        // app balancing viewWillAppear with viewWillDisappear leaked: fourth fidelity hunt, F1).
        let shownByMore = app.controllers.children(of: more.id)
        if moreWasShown, shownByMore.count > 1, let top = shownByMore.last,
           !children.contains(top), (app.controllers.read(top, { $0.tabs.redirectedFrom }) ?? nil) == nil {
            try app.viewController(top).beginAppearance(appearing: false, animated: false)
            try app.viewController(top).endAppearance(appearing: false, animated: false)
        }
        more.clear()
        if moreWasShown, selected != Self.moreListSelected {
            // The tab stays on screen; More, now only its list, leaves, and a
            // navigation controller tab given its stack back appears around it.
            try app.viewController(more.id).beginAppearance(appearing: false, animated: false)
            try app.viewController(more.id).endAppearance(appearing: false, animated: false)
            if children.indices.contains(selected), !app.isInWindow(children[selected]) {
                try app.viewController(children[selected]).beginAppearance(appearing: true, animated: false)
                try app.viewController(children[selected]).endAppearance(appearing: true, animated: false)
            }
        }
        if selected == Self.moreListSelected, let fallback = children.indices.last.map({ min($0, capacity - 1) }) {
            app.update(id) { $0.selectedIndex = fallback }
            if app.isInWindow(more.id) { try switchTab(from: more.id, to: children[fallback]) }
        }
    }

    // MARK: Leaving More

    /// A tab popped off More: back to its tab bar, not freed. False when
    /// `tab` is no tab of a live tab bar.
    static func takeBack(_ tab: InstanceID, in app: App) -> Bool {
        guard let bar = app.controllers.read(tab, { $0.tabs.tabBar }) ?? nil, app.controllers.contains(bar),
              let index = app.controllers.children(of: bar).firstIndex(of: tab) else { return false }
        app.update(tab) { $0.parent = bar }
        // Back on More's list, More itself is the selection (NSNotFound).
        if app.controllers.read(bar, { $0.selectedIndex }) == index, app.tabBar(bar).firstTabInMore != nil {
            app.update(bar) { $0.selectedIndex = moreListSelected }
        }
        return true
    }
}

