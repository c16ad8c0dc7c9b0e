import Foundation
import Testing

/// The window's root replaced after launch (UIKitModel.md, Replacing the window's root): a sign-in
/// screen's `view.window?.rootViewController = …`, a settings screen's
/// `UIApplication.shared.windows.first?.rootViewController = …`, and a coordinator's, reached through
/// the delegate protocol an onboarding screen calls, are segues of the screens that run them,
/// `segue "done" { set window.rootViewController = MainTabBarController }`; the launch's own root,
/// set by the scene delegate, is not one.
extension ImportAppCLITests {
    @Test func aScreenReplacesTheWindowsRoot() throws {
        let (out, stderr, code) = try importApp("Roots", [
            "SceneDelegate.swift": """
                import UIKit

                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?

                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        let window = UIWindow(windowScene: windowScene)
                        window.rootViewController = UINavigationController(rootViewController: WelcomeViewController())
                        self.window = window
                        window.makeKeyAndVisible()
                    }
                }
                """,
            "Coordinator.swift": """
                import UIKit

                protocol OnboardingDelegate: AnyObject {
                    func onboardingFinished()
                }

                class AppCoordinator: OnboardingDelegate {
                    let window: UIWindow
                    init(window: UIWindow) { self.window = window }

                    func onboardingFinished() {
                        window.rootViewController = MainTabBarController()
                    }
                }

                class OnboardingViewController: UIViewController {
                    weak var delegate: OnboardingDelegate?
                    @objc func finish() {
                        delegate?.onboardingFinished()
                    }
                }
                """,
            "Screens.swift": """
                import UIKit

                class WelcomeViewController: UIViewController {
                    @objc func signIn() {
                        let signIn = SignInViewController()
                        navigationController?.pushViewController(signIn, animated: true)
                    }
                    @objc func tour() {
                        present(OnboardingViewController(), animated: true)
                    }
                }

                class SignInViewController: UIViewController {
                    @objc func done() {
                        view.window?.rootViewController = MainTabBarController()
                    }
                }

                class MainTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [UINavigationController(rootViewController: FeedViewController()), SettingsViewController()]
                    }
                }

                class FeedViewController: UIViewController {}

                class SettingsViewController: UIViewController {
                    @objc func signOut() {
                        UIApplication.shared.windows.first?.rootViewController = UINavigationController(rootViewController: WelcomeViewController())
                    }
                }
                """,
        ])
        #expect(stderr.contains("the app launches in Code (SceneDelegate.swift:9: the delegate sets the window's root)"), "\(stderr)")
        #expect(!stderr.contains("not linked"), "\(stderr)")
        #expect(code.contains("""
            scene SignInViewController {
                // code: done() makes MainTabBarController the window's root (Screens.swift:15); fire it with perform "done"
                segue "done" { set window.rootViewController = MainTabBarController }
            }
            """), "\(code)")
        #expect(code.contains("""
                segue "signOut" { set window.rootViewController = WelcomeViewControllerNavigation2 }
            """), "\(code)")
        #expect(code.contains("""
            scene OnboardingViewController {
                // code: finish() makes MainTabBarController the window's root (Coordinator.swift:12); fire it with perform "finish"
                segue "finish" { set window.rootViewController = MainTabBarController }
            }
            """), "\(code)")
        // Welcome and its navigation controller, sign-in, onboarding, the tab bar, its two tabs and
        // the feed's navigation controller, and the welcome's second navigation controller.
        try expectAllReached(out, 9)
        let script = out.deletingLastPathComponent().appendingPathComponent("SignIn.flow")
        try """
            import "Flows/Code.flow"
            initial Code

            test "signing in replaces the root" {
                perform "signIn"
                perform "done" from Code.SignInViewController
                expect visible == Code.FeedViewController
                expect !exists(Code.WelcomeViewController)
                perform "signOut" from Code.SettingsViewController
                expect visible == Code.WelcomeViewController
            }
            """.write(to: script, atomically: true, encoding: .utf8)
        try expectAllPass(script, count: 1)
    }
}
