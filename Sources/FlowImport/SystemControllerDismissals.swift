import SwiftSyntax

// Dismissals of the system's controllers (whole apps: Seafile, edX).
//
// An app presents UIKit's and Apple frameworks' own screens — the image and document pickers, the
// mail and message composers, Safari, the share sheet, alerts — and dismisses them in their
// delegate's callbacks:
//
//     func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
//     func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith …) { dismiss(animated: true) }
//     [ac dismissViewControllerAnimated:YES completion:nil];   // a toast, `UIAlertController *ac` made above
//
// flow imports none of those screens, so none of these calls dismisses anything flow shows. Read as
// the controller's own dismissal they closed the screen that had opened the picker (Seafile's
// preview, edX's sign-in). Sent to the system controller (a parameter declared as one, or a local
// declared as one) it is that controller's; sent to `self` in a method handed one, it is too: "the
// presenting view controller is responsible for dismissing the view controller it presented", and
// a presenter's `dismiss(animated:completion:)` dismisses what it presents (UIKit's documentation of
// `dismiss(animated:completion:)`). Inside the completion of another dismissal the system
// controller is gone, and the call dismisses the controller itself, as it is read.
enum SystemControllerDismissals {
    /// The view controllers of UIKit and Apple's frameworks that flow does not import, which apps
    /// present and dismiss from their delegate callbacks.
    static let systemControllers: Set<String> = [
        "UIAlertController", "UIImagePickerController", "UIDocumentPickerViewController", "UIDocumentMenuViewController",
        "UIActivityViewController", "UIVideoEditorController", "UIReferenceLibraryViewController",
        "UIFontPickerViewController", "UIColorPickerViewController", "UICloudSharingController",
        "MFMailComposeViewController", "MFMessageComposeViewController", "SFSafariViewController", "PHPickerViewController",
        "CNContactPickerViewController", "CNContactViewController", "EKEventEditViewController", "EKEventViewController",
        "EKCalendarChooser", "QLPreviewController", "SKStoreProductViewController", "GKGameCenterViewController",
        "VNDocumentCameraViewController", "PKAddPassesViewController", "INUIAddVoiceShortcutViewController",
        "INUIEditVoiceShortcutViewController",
    ]

    /// Whether a type, as declared (`UIImagePickerController`, `MFMailComposeViewController *`), is one of them.
    static func isSystemController(_ type: String) -> Bool {
        systemControllers.contains(String(type.filter { $0 != "*" && !$0.isWhitespace && $0 != "?" && $0 != "!" }))
    }
}


extension CallReader {
    /// Whether `dismiss(animated:completion:)` sent to `base` dismisses one of the system's controllers:
    /// `base` a parameter declared as one (`picker.dismiss(animated: true)`), or `self` (or nothing)
    /// in a method handed one, outside the completion of another dismissal.
    func dismissesSystemController(_ base: ExprSyntax?, _ node: FunctionCallExprSyntax) -> Bool {
        if let base, !Self.isSelf(base) {
            guard let name = Self.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let parameter = parameters[name] else { return false }
            return SystemControllerDismissals.isSystemController(parameter.type)
        }
        guard parameters.values.contains(where: { SystemControllerDismissals.isSystemController($0.type) }) else { return false }
        return !Self.isInDismissalCompletion(Syntax(node))
    }

    /// Whether `node` is inside a closure handed to a `dismiss(animated:completion:)`.
    private static func isInDismissalCompletion(_ node: Syntax) -> Bool {
        var current = node.parent
        while let next = current {
            if next.is(ClosureExprSyntax.self) {
                var call = next.parent
                while let candidate = call, !candidate.is(FunctionCallExprSyntax.self), !candidate.is(CodeBlockItemSyntax.self) {
                    call = candidate.parent
                }
                if let call = call?.as(FunctionCallExprSyntax.self), Self.callee(call).1 == "dismiss" { return true }
            }
            if next.is(FunctionDeclSyntax.self) { return false }
            current = next.parent
        }
        return false
    }
}
