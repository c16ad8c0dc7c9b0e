import FlowLang
import FlowModel
import FlowVocabulary

// The More list's Edit (UIKitModel.md, "The More tab"): `tap edit` on the
// More list puts up the tab bar's customizing sheet, `drag Tab to N` drops a
// tab on the bar, `tap done` takes the sheet down. While it is up it covers
// the screen: nothing else a person does reaches the app.

extension Interpreter {
    /// `tap edit` with the More list on screen, `tap done` with the sheet up;
    /// false when `control` is neither (the tap goes to the scenes' controls).
    func tapMoreListButton(_ control: String) throws -> Bool {
        guard let app else { return false }
        if let bar = app.customizedTabBar {
            guard control == Vocabulary.moreListDone else {
                throw Failure("the customizing sheet of '\(app.name(bar))' covers the screen: 'drag' a tab onto the bar, or 'tap done'")
            }
            app.tabBar(bar).endCustomizing()
            return true
        }
        guard control == Vocabulary.moreListEdit, let visible = app.visible,
              app.controllers.scene(of: visible) == UIKitAddedControllers.moreList,
              let bar = app.viewController(visible).ancestors.first(where: { app.controllers.kind(of: $0) == .tabs }) else {
            return false
        }
        try app.tabBar(bar).beginCustomizing()
        return true
    }

    /// `drag Tab to N`: the tab dropped on the bar's Nth item (from 1).
    func dragTab(_ tab: QualifiedName, to position: NumberLiteral, in context: Context) throws {
        let app = try requireApp()
        guard let bar = app.customizedTabBar else {
            throw Failure("no tab bar is being customized: 'tap edit' on the More list first")
        }
        let scene = try sceneName(of: tab, in: context)
        guard let id = app.controllers.children(of: bar).first(where: { app.controllers.scene(of: $0) == scene }) else {
            throw Failure("'\(tab.text)' is not a tab of '\(app.name(bar))'")
        }
        // The bar's items before More: a person can drop a tab on those only.
        let items = app.tabBar(bar).firstTabInMore ?? app.controllers.children(of: bar).count
        guard case .integer(let place) = position.magnitude, !position.isPercentage, place >= 1, place <= items else {
            throw Failure("the tab bar of '\(app.name(bar))' has \(items) items before More: drop on 1 to \(items)")
        }
        try app.tabBar(bar).drag(id, to: place - 1)
    }
}
