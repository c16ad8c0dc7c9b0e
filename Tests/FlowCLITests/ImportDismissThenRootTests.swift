import Foundation
import Testing

/// A sign-in sheet that dismisses and has the app's delegate replace the window's root, in one
/// action (Siskin's account setup: `navigationController?.dismiss(animated: true)`, then the
/// delegate's `hideSetupGuide()` setting Main's initial scene as the root): the move dismisses,
/// then sets the root, and the explorer finds no root replaced under a presented sheet. The scene
/// the delegate launches in, not Main's initial one, is an entry of Main for `flow check`.
extension ImportAppCLITests {
    @Test func aSheetDismissedThenTheRootReplacedIsOneMove() throws {
        let controllers = [
            Self.navigationController(root: "home"),
            #"<tableViewController id="home" customClass="HomeViewController" sceneMemberID="viewController"/>"#,
            #"<viewController id="setup" storyboardIdentifier="SetupViewController" customClass="SetupViewController" sceneMemberID="viewController"/>"#,
            #"<tableViewController id="add" storyboardIdentifier="AddAccountController" customClass="AddAccountController" sceneMemberID="viewController"/>"#,
        ]
        let (out, _, _) = try importApp("DismissThenRoot", [
            "Info.plist": Self.launchingMain,
            "Base.lproj/Main.storyboard": Self.storyboard(initial: "nav", controllers),
            "AppDelegate.swift": """
                import UIKit

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    static var accounts: [String] = []
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        if AppDelegate.accounts.isEmpty {
                            window?.rootViewController = UIStoryboard(name: "Main", bundle: nil)
                                .instantiateViewController(withIdentifier: "SetupViewController")
                        }
                        return true
                    }
                    func hideSetupGuide() {
                        window?.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
                    }
                }

                """,
            "Screens.swift": """
                import UIKit

                final class HomeViewController: UITableViewController {}
                final class SetupViewController: UIViewController {
                    @objc func existingAccount() {
                        let controller = storyboard!.instantiateViewController(withIdentifier: "AddAccountController")
                        present(UINavigationController(rootViewController: controller), animated: true)
                    }
                }
                final class AddAccountController: UITableViewController {
                    @objc func save() {
                        AppDelegate.accounts.append("me")
                        navigationController?.dismiss(animated: true, completion: nil)
                        (UIApplication.shared.delegate as? AppDelegate)?.hideSetupGuide()
                    }
                    @objc func cancel() {
                        navigationController?.dismiss(animated: true, completion: nil)
                    }
                    @objc func signIn() {
                        close()
                        (UIApplication.shared.delegate as? AppDelegate)?.hideSetupGuide()
                    }
                    private func close() {
                        navigationController?.dismiss(animated: true, completion: nil)
                    }
                }

                """,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("""
                segue "save" {
                    dismiss
                    set window.rootViewController = NavigationController
                }
            """), "\(main)")
        // Through a method of its own that dismisses (Siskin's `dismissView()`), the same.
        #expect(main.contains("""
                segue "signIn" {
                    dismiss
                    set window.rootViewController = NavigationController
                }
            """), "\(main)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(!(explored.stdout + explored.stderr).contains("replaced"), "\(explored.stdout)\(explored.stderr)")
        try expectAllReached(out, 5)
    }
}
