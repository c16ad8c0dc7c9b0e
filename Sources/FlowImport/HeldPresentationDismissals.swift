import SwiftSyntax

// A helper's dismissal of the controller it presented. Apps keep a progress or "loading" screen in a
// helper object that is no view controller, present it on the screen they are handed, and dismiss
// it when the work ends (Jami's `LoadingViewPresenter`, used by seven screens):
//
//     class LoadingViewPresenter {
//         var loadingView: LoadingView! = { … LoadingView() … }()
//         func presentWithMessage(message: String, presentingVC: UIViewController, …) {
//             presentingVC.present(loadingView, animated: flag)
//         }
//         func hide(animated flag: Bool) { loadingView.dismiss(animated: flag) }
//     }
//
// `dismiss` sent to a presented controller dismisses it (UIKit asks its presenter to): the screen
// that called `hide` stays. Read as any dismissal in a helper, it was the calling screen's own
// (`segue "hideHud" { dismiss }`, eleven of them in Jami), and the explorer dismissed screens the app
// keeps. A dismissal sent, in a class that is no view controller, to a property of its own that the
// class presents somewhere is that property's controller's, which flow does not import as a scene
// (the helper's presentation on a controller it is handed is not followed): no move of anyone's.
// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)

extension ClassReader {
    /// The properties a type's members present (`presentingVC.present(loadingView, animated: true)`,
    /// `present(self.hud, …)`), by name.
    static func presentedProperties(in members: MemberBlockSyntax) -> Set<String> {
        let finder = PresentedPropertyFinder()
        finder.walk(members)
        return finder.found
    }
}

extension CallReader {
    /// Whether `base.dismiss(…)`, in a class that is no view controller, is sent to a property of its
    /// own that the class presents: that controller's dismissal, no move of a screen's.
    func dismissesPresentedProperty(_ base: ExprSyntax?) -> Bool {
        guard readsHandedClosures, let base else { return false }
        let stream = Self.unwrapped(base)
        let property: String
        if let reference = stream.as(DeclReferenceExprSyntax.self), namesUnhiddenProperty(reference.baseName.text) {
            property = reference.baseName.text
        } else if let member = stream.as(MemberAccessExprSyntax.self), let object = member.base, Self.isSelf(object) {
            property = member.declName.baseName.text
        } else {
            return false
        }
        return reader.presentedProperties[owner]?.contains(property) ?? false
    }
}

private final class PresentedPropertyFinder: SyntaxVisitor {
    private(set) var found: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        guard CallReader.callee(node).1 == "present", let first = node.arguments.first, first.label == nil else { return }
        let presented = CallReader.unwrapped(first.expression)
        if let reference = presented.as(DeclReferenceExprSyntax.self) {
            found.insert(reference.baseName.text)
        } else if let member = presented.as(MemberAccessExprSyntax.self), let object = member.base, CallReader.isSelf(object) {
            found.insert(member.declName.baseName.text)
        }
    }
}
