import FlowLang
import FlowModel

// Alerts and action sheets (UIAlertController): Language.md, "Alerts";
// UIKitModel.md, "Alerts and action sheets".
//
// A person taps one of an alert's actions: UIKit dismisses the alert,
// animated, and calls the action's handler once the dismissal is done
// (Apple, UIAlertAction.init(title:style:handler:): "A block to execute
// when the user selects the action"; the handler runs after the alert has
// been dismissed). The handler is the app's code: it runs as a script's
// statements would, on the app as the alert left it, its statements not
// reported, and a `select` in it is code's, not a person's tap.
//
// Text fields (`field name`, addTextField) hold what a person types (`type
// "…" in name`) as the alert's variable `name`; an action's `when` is its
// isEnabled, which apps keep in step with the fields (a Save that is off
// while the name is empty); the handler reads the fields as the alert held
// them when the action was tapped.

extension Interpreter {
    /// `tap NAME` where NAME is one of the actions of the alert `alert`.
    func tapAlertAction(_ action: DeclaredAlertAction, of alert: InstanceID, info: SceneInfo) throws {
        let app = try requireApp()
        let alertContext = Context(path: info.path, storyboard: info.storyboard, owner: alert)
        if let enabledWhen = action.enabledWhen {
            guard case .boolean(let isEnabled) = try evaluate(enabledWhen, in: alertContext) else {
                throw Failure("'when' of the action '\(action.name)' needs a Bool")
            }
            guard isEnabled else {
                record(.note("alert \(app.name(alert)): \(action.name) is disabled (isEnabled false): the tap does nothing"))
                return
            }
        }
        record(.note("alert \(app.name(alert)): \(action.name) (\(action.style.rawValue))"))
        var values: [String: Value] = [:]
        for name in info.type.variableOrder { values[name] = try instanceVariable(name, of: alert) }
        try app.viewController(alert).dismiss(animated: true, completion: false)
        try app.settle()
        guard let body = action.body else { return }
        var context = Context(path: info.path, storyboard: info.storyboard, owner: nil, isCallback: true)
        if !values.isEmpty { context.captured = CapturedVariables(values) }
        try runHook(body, in: context)
    }

    /// `type "text" in field`: a person types into a text field of the alert
    /// on screen; the field's text grows by what is typed (typeText).
    func typeText(_ text: String, in field: String) throws {
        let app = try requireApp()
        guard let top = app.topmostPresentation, let scene = app.controllers.scene(of: top),
              let info = program.scenes[scene], info.type.alert != nil else {
            throw Failure("no alert is on screen to type in")
        }
        guard info.type.alertTextFields.contains(where: { $0.name == field }) else {
            let fields = info.type.alertTextFields.map(\.name)
            throw Failure("the alert \(app.name(top)) has no text field '\(field)'"
                + (fields.isEmpty ? "" : " (its fields: \(fields.joined(separator: ", ")))"))
        }
        guard case .string(let current) = try instanceVariable(field, of: top) else {
            throw Failure("the text field '\(field)' holds no text")
        }
        let typed = current + text
        app.setVariable(field, to: .string(typed), in: top)
        // Spelt as a flow string, so that quotes typed in it read back unambiguously.
        record(.note("\(app.name(top)).\(field): \(StringLiteral.spelling(typed))"))
    }

    /// `tap outside` an action sheet: in compact width, a tap on the dimmed
    /// area; in regular width, outside its popover. Either dismisses it
    /// through its cancel action (its handler runs), when it has one; with
    /// none, a popover goes all the same and a sheet from the bottom stays.
    /// An alert (the `alert` style) ignores taps outside. False when the
    /// topmost presentation is no alert.
    func tapOutsideActionSheet() throws -> Bool {
        guard let app, let top = app.topmostPresentation, let scene = app.controllers.scene(of: top),
              let info = program.scenes[scene], let alert = info.type.alert else { return false }
        switch alert.style {
        case .alert:
            record(.note("tap outside: an alert stays until one of its actions is tapped"))
        case .actionSheet:
            if let cancel = info.type.alertActions.first(where: { $0.style == .cancel }) {
                try tapAlertAction(cancel, of: top, info: info)
            } else if app.controllers.presentationStyle(of: top) == .popover {
                // A popover goes whatever its content: no handler to call.
                try app.viewController(top).dismiss(animated: true, completion: false)
            } else {
                record(.note("tap outside: \(app.name(top)) has no cancel action, so it stays"))
            }
        }
        return true
    }
}
