// iOS 18's tabs: a tab bar made of `UITab`s, some of them `UITabGroup`s,
// shown as a sidebar on an iPad (UIKitModel.md, "Tabs and the sidebar").
//
// Apple, UITabBarController.Mode.automatic: "On iPad, if the tabs array
// contains one or more UITabGroup items, the system displays the content as
// either a tab bar or a sidebar … On iPhone … the platform's regular tab bar."
// A group's children are picked in the sidebar. "By default,
// UITabBarController will only change the view controller for root tabs";
// a group with a `managingNavigationController` has UIKit "create a
// navigation stack based on the selected hierarchy in that group": selecting
// Tab B2 of Group B in Group A makes "GroupAVC → GroupBVC → TabB2VC" (a UIKit
// Frameworks Engineer, Apple Developer Forums thread 761231). A tab's
// provider runs once: `UITab.viewController` keeps what it made.
//
// The model: the tab bar's children are its root tabs, as before; a root
// group that manages navigation is represented by its navigation controller,
// a scene UIKit adds (`CollectionsNavigation`, rooted in the group's own
// controller). A grouped tab's controller is made the first time it is
// selected and marked with its tab bar (`Controller.tabs.tabBar`); taken off the
// group's stack it is kept, detached, for the next selection.

import FlowVocabulary

/// A tab bar of `UITab`s: its mode and its groups.
public struct TabObjects: Hashable, Sendable {
    /// `UITabBarController.mode`.
    public var mode: TabBarMode
    /// Its groups, by the scene of each group's own view controller.
    public var groups: [String: TabGroup]

    /// A tab bar of `UITab`s in `mode`, with `groups`.
    public init(mode: TabBarMode, groups: [String: TabGroup]) {
        self.mode = mode
        self.groups = groups
    }
}

/// A `UITabGroup`: its child tabs and, for a root group that has one, the
/// navigation controller UIKit builds its stack in.
public struct TabGroup: Hashable, Sendable {
    /// The scenes of its child tabs, in order.
    public var children: [String]
    /// Its managing navigation controller's scene, if any.
    public var navigation: String?

    /// A group of the tabs `children`, its stack built in `navigation` if it manages one.
    public init(children: [String], navigation: String?) {
        self.children = children
        self.navigation = navigation
    }
}

/// Where a grouped tab sits: the root tab that holds it and the groups from
/// that root down to the tab's own group.
public struct GroupedTabPath: Hashable, Sendable {
    /// The index of the root tab among the tab bar's tabs.
    public var rootTab: Int
    /// The groups' scenes, outermost first.
    public var groups: [String]
}

extension TabBarController {
    /// The tab bar's `UITab`s, if it is made of them.
    public var tabObjects: TabObjects? {
        app.declared(id, \.tabObjects)
    }

    /// Whether a person has the sidebar now: a tab bar of `UITab`s in
    /// regular width whose mode shows one.
    public var showsSidebar: Bool {
        guard let objects = tabObjects else { return false }
        let hasGroup = app.controllers.children(of: id).contains { tab in
            rootGroup(of: tab, in: objects) != nil
        }
        return objects.mode.showsSidebar(in: app.viewController(id).effectiveWidth, hasGroup: hasGroup)
    }

    /// The group a root tab is, if any: its own scene, or the root of the
    /// navigation controller UIKit manages for it.
    private func rootGroup(of tab: InstanceID, in objects: TabObjects) -> String? {
        guard let scene = app.controllers.scene(of: tab) else { return nil }
        if objects.groups[scene] != nil { return scene }
        return objects.groups.first { $0.value.navigation == scene }?.key
    }

    /// A root tab as a person names it: a group that manages navigation by
    /// the group, not by the navigation controller UIKit made for it.
    func tabName(_ tab: InstanceID) -> String {
        if let objects = tabObjects, let group = rootGroup(of: tab, in: objects), objects.groups[group]?.navigation != nil,
           let root = app.controllers.children(of: tab).first {
            return app.name(root)
        }
        return app.name(tab)
    }

    /// Where `scene` is a grouped tab of this tab bar; nil when it is none.
    public func groupPath(to scene: String) -> GroupedTabPath? {
        guard let objects = tabObjects else { return nil }
        var groupOf: [String: String] = [:]
        for (group, info) in objects.groups {
            for child in info.children where groupOf[child] == nil { groupOf[child] = group }
        }
        var groups: [String] = []
        var current = scene
        // The checker refuses a tab listed twice, so the walk ends; the bound keeps it so.
        while let group = groupOf[current], groups.count <= objects.groups.count {
            groups.append(group)
            current = group
        }
        guard let root = groups.last,
              let rootTab = app.controllers.children(of: id).firstIndex(where: { rootGroup(of: $0, in: objects) == root })
        else { return nil }
        return GroupedTabPath(rootTab: rootTab, groups: groups.reversed())
    }

    /// A person selects the grouped tab `scene` in the sidebar. Its root tab
    /// becomes the selected tab; a root group that manages navigation has its
    /// stack rebuilt from the selection — the root group's controller, each
    /// nested group's, the tab's — as `setViewControllers(_:animated: false)`,
    /// before the tab switch when the root tab was not selected (so only the
    /// new top appears). Without a managing navigation controller the root
    /// group's own controller stays, as UIKit changes controllers only for
    /// root tabs.
    public func select(groupedTab scene: String) throws {
        guard let path = groupPath(to: scene), let objects = tabObjects else {
            throw UIKitException("'\(scene)' is no tab of a group of '\(app.name(id))'")
        }
        let tabs = app.controllers.children(of: id)
        let root = tabs[path.rootTab]
        app.note(.concatenation(["select ", scene, " in ", app.name(id), " (", path.groups.joined(separator: ", "), ")"]))
        if objects.groups[path.groups[0]]?.navigation != nil, let rootController = app.controllers.children(of: root).first {
            keepWhatIsPushedAboveTheShownTab(in: root)
            var stack = [rootController]
            for tab in path.groups.dropFirst() + [scene] { stack.append(try groupedTabController(tab)) }
            if let leaf = stack.last, let kept = app.controllers.read(leaf, { $0.tabs.keptAbove }), !kept.isEmpty {
                // What was pushed above the tab comes back with it.
                app.update(leaf) { $0.tabs.keptAbove = [] }
                for pushed in kept where app.controllers.contains(pushed) {
                    app.update(pushed) { $0.tabs.tabBar = nil }
                    stack.append(pushed)
                }
            }
            try app.navigation(root).setViewControllers(stack, animated: false)
        }
        guard let selected = app.controllers.read(id, { $0.selectedIndex }), selected != path.rootTab,
              let old = shownTab else { return }
        app.update(id) { $0.selectedIndex = path.rootTab }
        try switchTab(from: old, to: root)
    }

    /// What was pushed above the grouped tab a managing navigation
    /// controller shows is kept with that tab: "If other view controllers are
    /// pushed onto the navigation stack, they will be part of the last
    /// (leaf-most) tab's proposedViewControllers such that they are preserved
    /// between updates" (Apple, tabBarController(_:displayedViewControllersFor:
    /// proposedViewControllers:)). Each is marked with the tab (its `tabBar`),
    /// so that leaving the stack does not free it.
    private func keepWhatIsPushedAboveTheShownTab(in navigation: InstanceID) {
        let stack = app.controllers.children(of: navigation)
        guard let leafIndex = stack.lastIndex(where: { app.controllers.read($0, { $0.tabs.tabBar }) == id }),
              leafIndex < stack.count - 1 else { return }
        let pushed = Array(stack[(leafIndex + 1)...])
        app.update(stack[leafIndex]) { $0.tabs.keptAbove = pushed }
        for controller in pushed { app.update(controller) { $0.tabs.tabBar = stack[leafIndex] } }
    }

    /// A grouped tab's controller: the one its `UITab` made before, or a new one.
    private func groupedTabController(_ scene: String) throws -> InstanceID {
        if let kept = app.controllers.newestInstance(of: scene, where: { tab in
            app.controllers.read(tab, { $0.tabs.tabBar }) == id
        }) { return kept }
        let made = try app.instantiate(scene)
        app.update(made) { $0.tabs.tabBar = id }
        return made
    }

    /// A grouped tab's controller taken off its group's stack: its `UITab`
    /// keeps it, detached, for the next selection. False when `tab` is no
    /// grouped tab of a live tab bar.
    static func keepGroupedTab(_ tab: InstanceID, in app: App) -> Bool {
        guard let keeper = app.controllers.read(tab, { $0.tabs.tabBar }) ?? nil, app.controllers.contains(keeper) else { return false }
        if app.controllers.kind(of: keeper) == .tabs {
            guard app.tabBar(keeper).tabObjects != nil, !app.controllers.children(of: keeper).contains(tab) else { return false }
        } else {
            // Pushed above a grouped tab, and kept with it.
            guard app.controllers.read(keeper, { $0.tabs.keptAbove.contains(tab) }) == true else { return false }
        }
        app.update(tab) { $0.parent = nil }
        return true
    }

    /// The grouped tabs' controllers kept by a tab bar being freed: they go with it. (What a
    /// grouped tab keeps above it is its `keptAbove`.)
    static func groupedTabsKept(by bar: InstanceID, in app: App) -> [InstanceID] {
        app.controllers.values.filter { $0.tabs.tabBar == bar && $0.parent == nil }.map(\.id)
    }
}
