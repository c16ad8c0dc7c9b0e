// Alerts dismissed by the controller that showed them (whole apps: Element). A controller often
// keeps the alert it presented in a property, or in an instance variable its superclass declares,
// and dismisses it before showing the next or when it goes away:
//
//     [currentAlert dismissViewControllerAnimated:NO completion:nil];     // in viewWillDisappear
//     self.skipAlertController?.dismiss(animated: true)
//
// flow does not import alerts made in code, so such a call dismisses nothing flow shows; read as
// the controller's own dismissal, it made every controller that ever showed an alert dismiss
// itself (fifty-two of Element's seventy-six dismissals). A property declared as
// `UIAlertController` holds one; so does one whose name says so (`currentAlert`,
// `resetPwdAlertController`) and whose type is not known to be one of the app's controllers — the
// type of an instance variable a library's superclass declares is not in the app's sources.
enum AlertDismissals {
    /// Whether a receiver named `name` is an alert by its name.
    static func namesAlert(_ name: String) -> Bool {
        name.lowercased().contains("alert")
    }

    /// Whether property `name`, declared with `type` (nil when not known), holds an alert: declared
    /// as UIKit's alert controller, or named as one and declared with none of the app's classes.
    static func holdsAlert(_ name: String, declaredAs type: String?) -> Bool {
        guard let type else { return namesAlert(name) }
        if type == "UIAlertController" { return true }
        return namesAlert(name) && type.hasPrefix("UI")
    }
}
