// UIKit's More navigation controller (`moreNavigationController`): the
// navigation controller a tab bar with more tabs than fit shows in the last
// place of its bar, rooted in the list of the tabs that did not fit
// (TabBarController.swift).
//
// A tab that is a navigation controller cannot be pushed on another: More
// takes over its stack instead while it shows the tab
// (UIMoreNavigationController redirects it: the tab's root's
// `navigationController` is More, and More's back button leads to the list)
// and gives the stack back when it leaves.

/// One tab bar's More navigation controller: what it shows above its list.
/// A view of the app's state for `id`, holding nothing of its own.
struct MoreNavigationController {
    /// Held strongly (`ViewController.app` says why).
    let app: App
    let id: InstanceID

    /// Whether More shows `tab` now: the tab itself, or its stack.
    func shows(_ tab: InstanceID) -> Bool {
        app.controllers.parent(of: tab) == id || (app.controllers.read(id, { $0.tabs.redirectedNavigation }) ?? nil) == tab
    }

    /// Puts `tab` on the stack above the list, without transitions (More is
    /// not on screen, or the caller runs the transition): whatever More
    /// showed above its list goes back (a tab) or is freed.
    func place(_ tab: InstanceID) {
        clear()
        if app.controllers.kind(of: tab) == .navigation { return redirect(tab) }
        app.emit(.callback(app.eventName(tab), "willMove", app.eventName(id)))
        app.update(id) { $0.children.append(tab) }
        app.update(tab) { $0.parent = id }
        app.emit(.callback(app.eventName(tab), "didMove", app.eventName(id)))
    }

    /// A person taps a tab's row in the list: the tab is pushed, in a push's
    /// order — a navigation controller tab's stack, which More takes over.
    func push(tab: InstanceID) throws {
        let list = app.controllers.children(of: id).last
        let shown: InstanceID
        if app.controllers.kind(of: tab) == .navigation {
            redirect(tab)
            guard let top = app.controllers.children(of: id).last, top != list else { return }
            shown = top
        } else {
            app.addChild(tab, to: id)
            shown = tab
        }
        if app.isInWindow(id) {
            app.transitionFlags.movingToParent.insert(shown)
            defer { app.transitionFlags.movingToParent.remove(shown) }
            if let list { try app.viewController(list).beginAppearance(appearing: false, animated: true) }
            try app.viewController(shown).beginAppearance(appearing: true, animated: true)
            try app.viewController(shown).layout()
            if let list { try app.viewController(list).endAppearance(appearing: false, animated: true) }
            try app.viewController(shown).endAppearance(appearing: true, animated: true)
        }
        if shown == tab { app.emit(.callback(app.eventName(tab), "didMove", app.eventName(id))) }
    }

    /// Empties More down to its list, without transitions: a redirected
    /// navigation controller tab gets back the controllers More took from it.
    func clear() {
        let above = Array(app.controllers.children(of: id).dropFirst())
        if let navigation = app.controllers.read(id, { $0.tabs.redirectedNavigation }) ?? nil {
            app.update(id) { $0.tabs.redirectedNavigation = nil }
            let returning = above.filter { (app.controllers.read($0, { $0.tabs.redirectedFrom }) ?? nil) == navigation }
            let leaving = above.filter { !returning.contains($0) }
            app.update(id) { $0.children = Array($0.children.prefix(1)) }
            for child in leaving.reversed() { app.emit(.callback(app.eventName(child), "willMove", "nil")) }
            for child in leaving.reversed() {
                app.update(child) { $0.parent = nil }
                app.emit(.callback(app.eventName(child), "didMove", "nil"))
                app.free(child)
            }
            for child in returning {
                app.emit(.callback(app.eventName(child), "willMove", app.eventName(navigation)))
                app.update(navigation) { $0.children.append(child) }
                app.update(child) { $0.parent = navigation; $0.tabs.redirectedFrom = nil }
                app.emit(.callback(app.eventName(child), "didMove", app.eventName(navigation)))
            }
            return
        }
        guard !above.isEmpty else { return }
        for child in above.reversed() { app.emit(.callback(app.eventName(child), "willMove", "nil")) }
        app.update(id) { $0.children = Array($0.children.prefix(1)) }
        for child in above.reversed() {
            app.update(child) { $0.parent = nil }
            app.emit(.callback(app.eventName(child), "didMove", "nil"))
            app.free(child)
        }
    }

    /// More takes over a navigation controller tab's stack, without transitions.
    private func redirect(_ navigation: InstanceID) {
        let stack = app.controllers.children(of: navigation)
        app.update(navigation) { $0.children = [] }
        app.update(id) { $0.tabs.redirectedNavigation = navigation }
        for child in stack {
            app.emit(.callback(app.eventName(child), "willMove", app.eventName(id)))
            app.update(id) { $0.children.append(child) }
            app.update(child) { $0.parent = id; $0.tabs.redirectedFrom = navigation }
            app.emit(.callback(app.eventName(child), "didMove", app.eventName(id)))
        }
    }

    /// The root More took from a navigation controller tab, popped off More
    /// (back to the list): back to that tab's stack, not freed. False when
    /// `child` is not one — a controller More took from above that root (the
    /// tab's stack carried into More by a size change) is popped as any other,
    /// and freed: it had come back to the tab's stack, and showed again when
    /// the tab was picked from the list (fourth fidelity hunt, F2). The root
    /// is the last of them to leave More, and goes back to an empty stack.
    static func takeBack(_ child: InstanceID, in app: App) -> Bool {
        guard let navigation = app.controllers.read(child, { $0.tabs.redirectedFrom }) ?? nil,
              app.controllers.contains(navigation), app.controllers.children(of: navigation).isEmpty else {
            return false
        }
        if let more = app.controllers.parent(of: child) ?? redirecting(navigation, in: app),
           app.controllers.children(of: more).contains(where: { other in
               other != child && (app.controllers.read(other, { $0.tabs.redirectedFrom }) ?? nil) == navigation
           }) {
            return false
        }
        app.update(child) { $0.parent = navigation; $0.tabs.redirectedFrom = nil }
        app.update(navigation) { $0.children = ($0.children + [child]).sorted { $0.raw < $1.raw } }
        if let bar = app.controllers.read(navigation, { $0.tabs.tabBar }) ?? nil, let more = app.tabBar(bar).moreNavigation,
           app.controllers.children(of: more).count <= 1 {
            app.update(more) { $0.tabs.redirectedNavigation = nil }
            if let index = app.controllers.children(of: bar).firstIndex(of: navigation),
               app.controllers.read(bar, { $0.selectedIndex }) == index {
                app.update(bar) { $0.selectedIndex = TabBarController.moreListSelected }
            }
        }
        return true
    }

    /// The More navigation controller that took over `navigation`'s stack, if one did.
    private static func redirecting(_ navigation: InstanceID, in app: App) -> InstanceID? {
        guard let bar = app.controllers.read(navigation, { $0.tabs.tabBar }) ?? nil,
              let more = app.tabBar(bar).moreNavigation,
              (app.controllers.read(more, { $0.tabs.redirectedNavigation }) ?? nil) == navigation else { return nil }
        return more
    }
}

