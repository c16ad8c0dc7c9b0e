import Foundation
import Testing

/// A delegate launching in a scene SwiftGen names (`StoryboardScene.Gate.forceUpdateVC.instantiate()`, its
/// case the storyboard identifier `ForceUpdateVC` with a lowercase start), its other roots in the other
/// branches (eRouška's `setupInterface()`). The launch had become a placeholder ("'Gate' has no scene
/// with the storyboard identifier 'forceUpdateVC'") and the other roots were lost with it: the whole app
/// unreached. Now the launch is that scene, and the other roots its alternatives.
extension ImportAppCLITests {
    @Test func aLaunchSwiftGenNamesIsTheSceneOfThatIdentifier() throws {
        let (out, stderr, code) = try importApp("SwiftGenLaunch", [
            "App/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>
                """,
            "App/Gate.storyboard": Self.storyboard(initial: "update", [
                #"<viewController title="Update" storyboardIdentifier="ForceUpdateVC" id="update" customClass="ForceUpdateVC" sceneMemberID="viewController"/>"#,
            ]),
            "App/Home.storyboard": Self.storyboard(initial: "home", [
                #"<viewController title="Home" id="home" customClass="HomeVC" sceneMemberID="viewController"/>"#,
            ]),
            "App/Onboarding.storyboard": Self.storyboard(initial: "welcome", [
                #"<viewController title="Welcome" id="welcome" customClass="WelcomeVC" sceneMemberID="viewController"/>"#,
            ]),
            "App/AppDelegate.swift": """
                import UIKit

                enum Settings { static var mustUpdate = false; static var signedIn = false }

                @UIApplicationMain
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let window = UIWindow()
                        window.makeKeyAndVisible()
                        self.window = window
                        let root: UIViewController?
                        if Settings.mustUpdate {
                            root = StoryboardScene.Gate.forceUpdateVC.instantiate()
                        } else if Settings.signedIn {
                            root = StoryboardScene.Home.initialScene.instantiate()
                        } else {
                            root = StoryboardScene.Onboarding.initialScene.instantiate()
                        }
                        window.rootViewController = root
                        return true
                    }
                }
                final class ForceUpdateVC: UIViewController {}
                final class HomeVC: UIViewController {}
                final class WelcomeVC: UIViewController {}
                """,
        ])
        #expect(!stderr.contains("placeholder"), "\(stderr)")
        #expect(code.contains("initial Gate.ForceUpdateVC"), "\(code)")
        let gate = try String(contentsOf: out.appendingPathComponent("Gate.flow"), encoding: .utf8)
        #expect(gate.contains("{ set window.rootViewController = Home }"), "\(gate)")
        #expect(gate.contains("    set window.rootViewController = Onboarding\n"), "\(gate)")
        try expectAllReached(out, 3)
    }
}

/// An empty navigation controller made the window's root, then given its first screen (`window?.rootViewController =
/// navigationController`, then `navigationController.pushViewController(home, animated: false)`): the launch is that
/// screen in the navigation controller. Before, "where the app launches was not found", and the push was "not linked".
extension ImportAppCLITests {
    @Test func anEmptyNavigationRootGivenItsScreenAfterIsTheLaunch() throws {
        let (out, stderr, code) = try importApp("EmptyNavigationRoot", [
            "App/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>
                """,
            "App/AppDelegate.swift": """
                import UIKit
                @UIApplicationMain
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow(frame: UIScreen.main.bounds)
                        let navigationController = UINavigationController()
                        window?.rootViewController = navigationController
                        window?.makeKeyAndVisible()
                        navigationController.pushViewController(HomeViewController(), animated: false)
                        return true
                    }
                }
                final class HomeViewController: UIViewController {
                    @objc func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
                }
                final class DetailViewController: UIViewController {}
                """,
        ])
        #expect(!stderr.contains("not found") && !stderr.contains("not linked"), "\(stderr)")
        #expect(code.contains("initial HomeViewControllerNavigation"), "\(code)")
        #expect(code.contains("navigation HomeViewControllerNavigation { root HomeViewController }"), "\(code)")
        try expectAllReached(out, 3)
    }
}

/// The window's root is a coordinator's computed property that is its stored navigation controller (`var
/// rootViewController: UIViewController { return self.navigationController }`, Jami's, the `Coordinator`
/// protocol's requirement of every one of its coordinators): that navigation controller, rooted by what the
/// coordinator's `start()` sets. Before, "where the app launches was not found".
extension ImportAppCLITests {
    @Test func aCoordinatorsComputedRootIsTheNavigationControllerItReturns() throws {
        let (out, stderr, code) = try importApp("ComputedCoordinatorRoot", [
            "App/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>
                """,
            "App/Loading.storyboard": Self.storyboard(initial: "loading", [
                #"<viewController title="Loading" id="loading" customClass="LoadingViewController" sceneMemberID="viewController"/>"#,
            ]),
            "App/AppCoordinator.swift": """
                import UIKit
                final class LoadingViewController: UIViewController {}
                final class AppCoordinator {
                    var rootViewController: UIViewController {
                        return self.navigationController
                    }
                    private let navigationController = UINavigationController()
                    func start() {
                        let loading = UIStoryboard(name: "Loading", bundle: nil).instantiateInitialViewController()!
                        self.navigationController.setViewControllers([loading], animated: true)
                    }
                }
                """,
            "App/AppDelegate.swift": """
                import UIKit
                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    private lazy var appCoordinator: AppCoordinator = { AppCoordinator() }()
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        self.window = UIWindow(frame: UIScreen.main.bounds)
                        self.window?.rootViewController = self.appCoordinator.rootViewController
                        self.window?.makeKeyAndVisible()
                        self.appCoordinator.start()
                        return true
                    }
                }
                """,
        ])
        #expect(!stderr.contains("not found"), "\(stderr)")
        #expect(code.contains("{ root Loading.LoadingViewController }") || code.contains("{ root Loading }"), "\(code)")
        try expectAllReached(out, 2)
    }
}
