import Foundation
import Testing

/// A window's helper that sets the root and then dismisses what the old root presented (Rocket.Chat's
/// `UIWindow.set(rootViewController:withTransition:)`, a copied Stack Overflow snippet), called from a
/// settings sheet to sign out: the move closes what is presented, then replaces the root
/// (WindowRootHelpers.swift). Before, it was a bare root change, and the explorer warned that the
/// root was replaced while the sheet was presented. A helper that does not dismiss stays a bare change.
extension ImportAppCLITests {
    @Test func aWindowHelperThatDismissesWhatWasPresentedDismissesFirst() throws {
        for dismisses in [true, false] {
            let helper = dismisses ? "previous?.dismiss(animated: false) { previous?.view.removeFromSuperview() }" : "_ = previous"
            let (out, _, _) = try importApp("WindowHelper", [
                "Info.plist": Self.launchingMain,
                "Main.storyboard": Self.storyboard(initial: "home", [
                    #"<viewController id="home" customClass="HomeViewController" sceneMemberID="viewController"><connections>"#
                        + #"<segue destination="settings" kind="presentation" modalPresentationStyle="formSheet" identifier="settings" id="s1"/>"#
                        + #"</connections></viewController>"#,
                    #"<viewController id="settings" customClass="SettingsViewController" sceneMemberID="viewController"/>"#,
                    #"<viewController storyboardIdentifier="Login" id="login" customClass="LoginViewController" sceneMemberID="viewController"/>"#,
                ]),
                "App.swift": """
                    import UIKit
                    extension UIWindow {
                        func set(rootViewController newRootViewController: UIViewController, withTransition transition: CATransition? = nil) {
                            let previous = rootViewController
                            rootViewController = newRootViewController
                            \(helper)
                        }
                    }
                    class HomeViewController: UIViewController {}
                    class LoginViewController: UIViewController {}
                    class SettingsViewController: UIViewController {
                        @IBAction func logoutPressed(_ sender: Any) {
                            let login = storyboard!.instantiateViewController(withIdentifier: "Login")
                            view.window?.set(rootViewController: login)
                        }
                    }
                    """,
            ])
            let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
            let expected = dismisses
                ? "segue \"logoutPressed\" {\n        dismiss\n        set window.rootViewController = LoginViewController\n    }"
                : "segue \"logoutPressed\" { set window.rootViewController = LoginViewController }"
            #expect(main.contains(expected), "\(main)")
            let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
            #expect(explored.stdout.contains("replaced while") == !dismisses, "\(explored.stdout)")
        }
    }
}
