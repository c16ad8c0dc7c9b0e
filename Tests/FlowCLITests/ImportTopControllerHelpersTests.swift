import Foundation
import Testing

/// A helper of the app's that finds the controller on top (its body walks `presentedViewController`)
/// is whatever is on screen whatever its name (TopControllerHelpers.swift): iMast's
/// `UIApplication.viewController`, on which its quick action presents a new post. A name the app also
/// gives something else returning a controller (a view's `viewController`, up the responder chain)
/// is taken for one only when read on the application and declared on it, as iMast's is.
extension ImportAppCLITests {
    static func topControllerApp(helper: String, on type: String = "UIApplication", receiver: String = "application",
                                 alsoDeclared: String = "") -> String {
        """
        import UIKit

        extension \(type) {
            var \(helper): UIViewController? {
                var shown = keyWindow?.rootViewController
                while let next = shown?.presentedViewController { shown = next }
                return shown
            }
        }
        \(alsoDeclared)

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow()
                window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
                return true
            }
            func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                             completionHandler: @escaping (Bool) -> Void) {
                \(receiver).\(helper)?.present(UINavigationController(rootViewController: NewPostViewController()), animated: true)
            }
        }

        final class HomeViewController: UIViewController {}
        final class NewPostViewController: UIViewController {}
        """
    }

    @Test func aHelperFindingTheTopControllerIsWhateverIsOnScreen() throws {
        let (out, _, code) = try importApp("TopHelper", ["App.swift": Self.topControllerApp(helper: "viewController")])
        #expect(code.contains("""
                segue "AppDelegate.application(_:performActionFor:completionHandler:)" -> present NewPostViewControllerNavigation
            """), "\(code)")
        try expectAllReached(out, 4)
        // The same name given to a view's controller, up the responder chain: not taken for the top one.
        let responder = """
            extension UIView {
                var viewController: UIViewController? { next as? UIViewController }
            }
            """
        let (_, _, onApplication) = try importApp("OnApplication", ["App.swift": Self.topControllerApp(helper: "viewController",
                                                                                                       alsoDeclared: responder)])
        #expect(onApplication.contains("performActionFor"), "\(onApplication)")
        let window = Self.topControllerApp(helper: "viewController", on: "UIWindow", receiver: "window", alsoDeclared: responder)
            .replacingOccurrences(of: "keyWindow?.rootViewController", with: "rootViewController")
        let (_, stderr, ambiguous) = try importApp("Ambiguous", ["App.swift": window])
        #expect(!ambiguous.contains("performActionFor"), "\(ambiguous)")
        #expect(stderr.contains("1 not linked"), "\(stderr)")
        // What a stack presents over itself, not from the window's root (KeePassium's coordinators'
        // `navigationController.presentedViewController ?? navigationController`): no such helper.
        let ownStack = Self.topControllerApp(helper: "presenterForModals")
            .replacingOccurrences(of: """
                        var shown = keyWindow?.rootViewController
                        while let next = shown?.presentedViewController { shown = next }
                        return shown
                """, with: """
                        let stack = UINavigationController()
                        return stack.presentedViewController ?? stack
                """)
        let (_, _, stack) = try importApp("OwnStack", ["App.swift": ownStack])
        #expect(ownStack.contains("stack.presentedViewController ?? stack") && !stack.contains("performActionFor"), "\(stack)")
    }

    /// A helper reading the window's root and handing it to another of its file that walks up
    /// (ruby-china's `UIApplication.currentViewController()` and `findBestViewController(_:)`): on
    /// it, a sign-in screen's type method presents the screen over the app, for every screen calling it.
    @Test func aHelperHandingTheRootToOneThatWalksUpIsWhateverIsOnScreen() throws {
        let (out, _, code) = try importApp("DelegatingHelper", ["App.swift": """
            import UIKit

            extension UIApplication {
                static func currentViewController() -> UIViewController? {
                    let viewController = UIApplication.shared.keyWindow!.rootViewController!
                    return findBestViewController(viewController)
                }
                static fileprivate func findBestViewController(_ viewController: UIViewController) -> UIViewController {
                    if let presented = viewController.presentedViewController { return findBestViewController(presented) }
                    return viewController
                }
            }

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: TopicsViewController())"))

            final class TopicsViewController: UIViewController {
                @objc func compose() { SignInViewController.show() }
            }
            final class SignInViewController: UIViewController {
                @discardableResult static func show() -> SignInViewController {
                    let controller = SignInViewController()
                    UIApplication.currentViewController()?.present(UINavigationController(rootViewController: controller), animated: true)
                    return controller
                }
            }
            """])
        #expect(code.contains(#"segue "SignInViewController.show" -> present SignInViewControllerNavigation"#), "\(code)")
        try expectAllReached(out, 4)
    }
}
