import Foundation
import Testing

/// What a review of the local closures, the launch's preferences and the coordinators' roots found:
/// a call with a trailing closure binds it as the last argument (before, the closure's body was read
/// nowhere); a parameter named like its argument keeps the argument; two calls of one local closure
/// make what its body makes once; a split view on a device's branch is no launch preferred (flow
/// models an iPhone); a method of another object that only shares a name with a call the launch
/// makes sets no launch's other root.
extension ImportAppCLITests {
    @Test func aLocalClosureCalledWithATrailingClosureIsRead() throws {
        let (_, _, code) = try importApp("LocalClosureTrailing", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))
            final class HomeViewController: UIViewController {
                @objc func deleteTapped() {
                    let confirm: (String, @escaping () -> Void) -> Void = { title, action in
                        self.present(ConfirmViewController(title: title, action: action), animated: true)
                    }
                    confirm("Delete") { print("deleted") }
                }
            }
            final class ConfirmViewController: UIViewController {
                init(title: String, action: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }

            """])
        #expect(code.contains("segue \"deleteTapped\" -> present ConfirmViewController"), "\(code)")
    }

    @Test func aLocalClosureCalledTwiceMakesItsMovesOnce() throws {
        let (_, stderr, code) = try importApp("LocalClosureTwice", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))
            final class HomeViewController: UIViewController {
                var flag = false
                @objc func tap() {
                    let go: (Int) -> Void = { _ in
                        self.present(AboutViewController(), animated: true)
                    }
                    if flag { go(1) } else { go(2) }
                    go(3)
                }
            }
            final class AboutViewController: UIViewController {}

            """])
        #expect(code.contains("segue \"tap\" -> present AboutViewController"), "\(code)")
        #expect(!code.contains("tap (AboutViewController)") && !code.contains("also shows"), "\(code)")
        #expect(stderr.contains("1 calls that move between scenes linked"), "\(stderr)")
    }

    @Test func aLocalClosuresParameterNamedLikeItsArgumentKeepsIt() throws {
        let (out, _, code) = try importApp("LocalClosureSameName", ["App.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    let setRoot: (UIViewController) -> Void = { viewController in
                        self.window?.rootViewController = UINavigationController(rootViewController: viewController)
                    }
                    let viewController = HomeViewController()
                    setRoot(viewController)
                }
            }
            final class HomeViewController: UIViewController {
                @objc func openSettings() { present(SettingsViewController(), animated: true) }
            }
            final class SettingsViewController: UIViewController {}

            """])
        #expect(code.contains("initial HomeViewControllerNavigation"), "\(code)")
        try expectAllReached(out, 3)
    }

    @Test func aSplitOnADevicesBranchIsNoLaunchPreferred() throws {
        let (_, _, code) = try importApp("SplitOnPad", ["App.swift": """
            import UIKit

            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    if UIDevice.current.userInterfaceIdiom == .phone {
                        window?.rootViewController = UINavigationController(rootViewController: ListViewController())
                    } else {
                        window?.rootViewController = MainSplitViewController()
                    }
                    window?.makeKeyAndVisible()
                    return true
                }
            }
            final class ListViewController: UIViewController {
                @objc func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
            }
            final class DetailViewController: UIViewController {}
            final class MainSplitViewController: UISplitViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [UINavigationController(rootViewController: ListViewController()),
                                       UINavigationController(rootViewController: DetailViewController())]
                }
            }

            """])
        #expect(code.contains("initial ListViewControllerNavigation"), "\(code)")
        #expect(!code.contains("set window.rootViewController = ListViewController"), "\(code)")
    }

    @Test func anObjectsMethodSharingTheNameOfALaunchCallSetsNoOtherRoot() throws {
        let (_, _, code) = try importApp("CoordinatorNamesake", ["App.swift": """
            import UIKit

            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
                    window?.makeKeyAndVisible()
                    Analytics.shared.start()
                    return true
                }
            }
            final class Analytics {
                static let shared = Analytics()
                func start() {}
            }
            final class LogoutFlow {
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() {
                    window.rootViewController = UINavigationController(rootViewController: LoginViewController())
                }
            }
            final class HomeViewController: UIViewController {
                @objc func openSettings() { navigationController?.pushViewController(SettingsViewController(), animated: true) }
            }
            final class SettingsViewController: UIViewController {
                @objc func logOut() { LogoutFlow(window: view.window!).start() }
            }
            final class LoginViewController: UIViewController {}

            """])
        #expect(code.contains("initial HomeViewControllerNavigation"), "\(code)")
        #expect(!code.contains("segue \"application(_:didFinishLaunchingWithOptions:)\""), "\(code)")
        #expect(code.contains("segue \"logOut\" { set window.rootViewController = LoginViewControllerNavigation }"), "\(code)")
    }

    /// A split an iPad's branch roots before the tab bar the iPhone's roots: the tab bar is the launch,
    /// as before the split was preferred over a plain root.
    @Test func anIPadsSplitBeforeTheIPhonesTabsLeavesTheTabsTheLaunch() throws {
        let (_, _, code) = try importApp("SplitOnPadTabsOnPhone", ["App.swift": """
            import UIKit

            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        window?.rootViewController = MainSplitViewController()
                    } else {
                        window?.rootViewController = MainTabBarController()
                    }
                    return true
                }
            }
            final class MainSplitViewController: UISplitViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [UINavigationController(rootViewController: ListViewController()),
                                       UINavigationController(rootViewController: DetailViewController())]
                }
            }
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [UINavigationController(rootViewController: ListViewController())]
                }
            }
            final class ListViewController: UIViewController {}
            final class DetailViewController: UIViewController {}

            """])
        #expect(code.contains("initial MainTabBarController"), "\(code)")
    }
}

