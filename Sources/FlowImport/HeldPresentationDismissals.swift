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
// class presents somewhere is that property's controller's (`CodeTrigger.dismissesHeld`): a move of
// the screen whose call reaches it only when that screen is the controller (Stopp Corona's coordinators
// keep the screen they present in `rootViewController` and dismiss it when it asks), else none (the
// helper's presentation on a controller it is handed is not followed, and the HUD is no scene).
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
    /// The class of the controller `base.dismiss(…)` is sent to, in a class that is no view controller,
    /// when it is a property of its own that the class presents, declared with a plain view controller
    /// class of the app's (`loadingView: LoadingView!`); nil for any other receiver. (A navigation
    /// controller the class presents holds the screen that asks: Stopp Corona's coordinators keep their
    /// screens in a `UINavigationController` and dismiss that.)
    func presentedPropertyDismissed(_ base: ExprSyntax?) -> String? {
        guard readsHandedClosures, let base else { return nil }
        let expression = Self.unwrapped(base)
        let property: String
        if let reference = expression.as(DeclReferenceExprSyntax.self), namesUnhiddenProperty(reference.baseName.text) {
            property = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), let object = member.base, Self.isSelf(object) {
            property = member.declName.baseName.text
        } else {
            return nil
        }
        guard reader.presentedProperties(of: owner).contains(property), let type = reader.propertyType(property, in: owner),
              Self.isAppClass(type), !["NavigationController", "TabBarController", "SplitViewController"].contains(where: type.hasSuffix)
        else { return nil }
        return type
    }
}

extension SourceIndex {
    /// Whether a dismissal of a kept controller of class `held` is a move of the screen `origin` whose call
    /// reached it: when that screen is the controller (a coordinator's `rootViewController.dismiss`, the
    /// screen's own close), not another (the loading screen a helper presented over it).
    func dismissesItself(_ origin: String?, held: String) -> Bool {
        guard let origin else { return false }
        return lineage(of: origin).contains { $0.name == held }
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
