// UITabBarController: UIKitModel.md, Containment ("Tab bar controller").

extension App {
    /// The user picks tab `index` (from 0). The incoming controller's
    /// will-appear comes first, unlike a push: `new.viewDidLoad` (the first
    /// time), `new.viewWillAppear`, `old.viewWillDisappear`,
    /// `old.viewDidDisappear`, `new.viewDidAppear`, not animated. Picking the
    /// selected tab does nothing, except that a navigation controller in it
    /// pops to its root (the person tapped its tab again).
    ///
    /// Source: UIKitModel.md; the same order is logged on devices, e.g.
    /// https://pgzxc.github.io/posts/efa3afd7.html ("切换到第二个页面时：先执行第二个页面的
    /// viewDidLoad, viewWillAppear，再执行第一个页面的 viewWillDisappear, viewDidDisappear，
    /// 最后执行第二个页面的 viewDidAppear").
    public func select(tab index: Int, in tabs: InstanceID) throws {
        let children = controllers.children(of: tabs)
        guard children.indices.contains(index), let selectedIndex = controllers.read(tabs, { $0.selectedIndex }) else {
            throw UIKitException("Tab \(index + 1) is out of range: '\(name(tabs))' has \(children.count) tabs")
        }
        if let first = firstTabInMore(of: tabs), index >= first { return try selectInMore(tab: index, in: tabs) }
        let new = children[index]
        if index == selectedIndex {
            if controllers.kind(of: new) == .navigation { try popToRoot(new, animated: true) }
            return
        }
        guard let old = shownTab(of: tabs) else { return }
        note(.concatenation(["select ", name(new), " in ", name(tabs)]))
        update(tabs) { $0.selectedIndex = index }
        try switchTab(from: old, to: new, in: tabs)
    }

    /// The appearance of a tab switch, when the tab bar is on screen.
    func switchTab(from old: InstanceID, to new: InstanceID, in tabs: InstanceID) throws {
        guard isInWindow(tabs) else { return }
        try beginAppearance(new, appearing: true, animated: false)
        try beginAppearance(old, appearing: false, animated: false)
        try layout(new)
        try endAppearance(old, appearing: false, animated: false)
        try endAppearance(new, appearing: true, animated: false)
    }
}
