// The More list's Edit: UITabBarController's customizing sheet, where a
// person drags tabs onto the bar (UIKitModel.md, "The More tab").
//
// Apple, UITabBarControllerDelegate: `tabBarController(_:willBeginCustomizing:)`
// "Tells the delegate that the tab bar customization sheet is about to be
// displayed", with "the view controllers to be displayed in the customization
// sheet" (all the tabs: `customizableViewControllers` is every tab unless the
// app narrows it; More is not one of them); on Done,
// `tabBarController(_:willEndCustomizing:changed:)` and, once the sheet is
// gone, `tabBarController(_:didEndCustomizing:changed:)`, with the
// controllers in "the new display order" and whether "items changed on the
// tab bar". The sheet is a view over the tab bar controller's, not a
// presented controller: no appearance callbacks. Dropping a tab on a bar item
// puts it there and the item's tab where the dragged one was.

/// A tab bar's customizing sheet, while it is up (`App.tabCustomization`).
struct TabCustomization: Hashable, Sendable {
    /// The tab bar being customized.
    var tabBar: InstanceID
    /// Its tabs in order when the sheet appeared, for `changed`.
    var initialOrder: [InstanceID]
}

extension TabBarController {
    /// A person taps Edit on the More list, which is on screen.
    public func beginCustomizing() throws {
        guard app.tabCustomization == nil else {
            throw UIKitException("'\(app.name(id))' is already being customized: tap done first")
        }
        let tabs = app.controllers.children(of: id)
        app.tabCustomization = TabCustomization(tabBar: id, initialOrder: tabs)
        app.emit(.callback(app.name(id), "willBeginCustomizing", list(tabs)))
    }

    /// A person drops the tab `tab` on the bar item at `position` (from 0,
    /// before More): the two swap places in `viewControllers`.
    public func drag(_ tab: InstanceID, to position: Int) throws {
        let tabs = app.controllers.children(of: id)
        let onBar = (firstTabInMore ?? tabs.count)
        guard let from = tabs.firstIndex(of: tab) else {
            throw UIKitException("'\(app.name(tab))' is not a tab of '\(app.name(id))'")
        }
        guard position >= 0, position < onBar else {
            throw UIKitException("the tab bar of '\(app.name(id))' has \(onBar) items before More: drop on 1 to \(onBar)")
        }
        guard from != position else { return }
        app.update(id) { $0.children.swapAt(from, position) }
        app.note("\(app.name(id)): \(app.name(tab)) dropped on \(app.name(tabs[position]))'s place")
    }

    /// A person taps Done on the customizing sheet.
    public func endCustomizing() {
        guard let customization = app.tabCustomization, customization.tabBar == id else { return }
        let tabs = app.controllers.children(of: id)
        let changed = tabs != customization.initialOrder ? "true" : "false"
        app.emit(.callback(app.name(id), "willEndCustomizing", list(tabs) + ", changed: " + changed))
        app.tabCustomization = nil
        app.emit(.callback(app.name(id), "didEndCustomizing", list(tabs) + ", changed: " + changed))
    }

    private func list(_ tabs: [InstanceID]) -> String {
        "[" + tabs.map { app.name($0) }.joined(separator: ", ") + "]"
    }
}
