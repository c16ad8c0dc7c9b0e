import Foundation
import Testing

/// A screen that reaches the app's delegate to change a setting (`UIApplication.shared.delegate as?
/// AppDelegate`, then `updateServer()`) is handed none of what the delegate's other methods make
/// (Habitica: `setupRouter()`, run at launch, registers URL routes whose closures make the guild
/// screen; the settings, the loading screen and the account settings each showed it, the loading
/// screen with a false W104).
extension ImportAppCLITests {
    static let delegateHolders = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
                setupRouter()
                window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
                return true
            }
            func setupRouter() { RouterHandler.shared.register() }
            func updateServer() { print("server updated") }
        }

        final class RouterHandler {
            static let shared = RouterHandler()
            private var routes = [String: (() -> Void)]()
            private func register(_ route: String, call: @escaping () -> Void) { routes[route] = call }
            func register() {
                register("/guild") {
                    let guild = UIStoryboard(name: "Social", bundle: nil).instantiateViewController(withIdentifier: "Guild") as! GuildViewController
                    self.push(guild)
                }
            }
            private func push(_ viewController: UIViewController) {
                (UIApplication.shared.windows.first?.rootViewController as? UINavigationController)?
                    .pushViewController(viewController, animated: true)
            }
        }

        final class HomeViewController: UIViewController {
            @objc func settingsTapped() {
                present(UINavigationController(rootViewController: SettingsViewController()), animated: true)
            }
        }

        final class SettingsViewController: UIViewController {
            @objc func serverChanged() {
                let appDelegate = UIApplication.shared.delegate as? AppDelegate
                appDelegate?.updateServer()
            }
        }

        final class GuildViewController: UIViewController {}

        """

    @Test func aScreenReachingTheAppsDelegateIsHandedNothingItMakes() throws {
        let social = Self.storyboard(initial: "g", ["""
            <viewController storyboardIdentifier="Guild" id="g" customClass="GuildViewController" sceneMemberID="viewController"/>
            """])
        let (out, _, code) = try importApp("DelegateHolders", ["App.swift": Self.delegateHolders, "Social.storyboard": social])
        #expect(code.contains("scene SettingsViewController {}"), "\(code)")
        #expect(!code.contains("AppDelegate.setupRouter"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }
}
