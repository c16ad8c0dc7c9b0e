import FlowLang
import FlowModel

// The back button and the swipe back, and a scene that says no to them
// (`back when EXPR`): UIKitModel.md, Navigation controller.
//
// The back button belongs to the navigation bar, whose delegate is the
// navigation controller: a tap asks `navigationBar(_:shouldPop:)` and pops
// when it says yes (UIKit's default). Apps that confirm before leaving a
// screen say no there (in a subclass of the navigation controller) and in
// the delegate of its `interactivePopGestureRecognizer`, whose
// `gestureRecognizerShouldBegin(_:)` false keeps the swipe from starting.
// flow asks the scene on top of the stack: its `back when` answers both.

extension Interpreter {
    /// `back`: a person taps the back button of the navigation bar on screen.
    func tapBack() throws {
        let app = try requireApp()
        guard let (navigation, shown) = stackWithBackButton() else {
            record(.note("back: no back button on screen"))
            return
        }
        if app.navigation(navigation).isNavigationBarHidden {
            record(.note("back: no back button on screen (\(app.name(navigation))'s navigation bar is hidden)"))
            return
        }
        if let condition = backGuard(of: shown) {
            record(.callback(app.eventName(navigation), "navigationBar", app.eventName(shown), label: "shouldPop"))
            guard try holds(condition, for: shown) else {
                record(.note("back: \(app.name(shown)) stays (navigationBar(_:shouldPop:) returned false)"))
                return
            }
        }
        try app.navigation(navigation).pop(animated: true)
    }

    /// Whether the swipe back may start: the scene on top of the visible
    /// navigation stack has no `back when`, or it holds. A swipe that may
    /// not start does nothing but say so.
    func interactivePopAllowed() throws -> Bool {
        guard let app, let (navigation, shown) = stackWithBackButton() else { return true }
        // With its bar hidden, a navigation controller's interactive pop gesture does not begin:
        // apps that hide the bar and want the swipe give the recognizer a delegate of their own.
        if app.navigation(navigation).isNavigationBarHidden {
            record(.note("swipe back: \(app.name(navigation))'s navigation bar is hidden; the interactive pop does not begin"))
            return false
        }
        guard let condition = backGuard(of: shown), !(try holds(condition, for: shown)) else { return true }
        record(.note("swipe back: \(app.name(shown)) does not let the interactive pop begin"))
        return false
    }

    /// The navigation controller on screen whose bar shows a back button
    /// (a stack of two or more), and the controller on top of it
    /// (`App.backNavigation`: a detail navigation controller a collapsed split
    /// view pushed goes back to the primary's list).
    private func stackWithBackButton() -> (navigation: InstanceID, shown: InstanceID)? {
        guard let app, let top = app.visible, let navigation = app.backNavigation(from: top) else { return nil }
        let stack = app.controllers.children(of: navigation)
        guard stack.count > 1, var shown = stack.last else { return nil }
        // A navigation controller pushed whole: the bar's item, and the `back when`, are its top's.
        var steps = 0
        while app.controllers.kind(of: shown) == .navigation, let inner = app.controllers.children(of: shown).last,
              steps < app.controllers.count {
            shown = inner
            steps += 1
        }
        return (navigation, shown)
    }

    private func backGuard(of id: InstanceID) -> (Expression, SceneInfo)? {
        guard let app, let scene = app.controllers.scene(of: id), let info = program.scenes[scene],
              let condition = info.type.backGuard else { return nil }
        return (condition, info)
    }

    private func holds(_ guardAndScene: (Expression, SceneInfo), for id: InstanceID) throws -> Bool {
        let (condition, info) = guardAndScene
        let value = try evaluate(condition, in: Context(path: info.path, storyboard: info.storyboard, owner: id))
        guard case .boolean(let holds) = value else {
            throw Failure("'back when' needs a Bool, found \(ValueOperations.typeName(value)) \(value.quotedDescription)")
        }
        return holds
    }
}
