import Foundation
import Testing

/// Radar COVID's launch (RootsGivenStacksByOthers.swift, audit-U repro-4): the scene delegate calls the app
/// delegate's `loadInitialScreen(initWindow:)`, which roots the window it is handed in an empty
/// `UINavigationController()` and hands that to its router, whose method pushes the first screen onto it.
/// The launch is that screen in the navigation controller; before, "where the app launches was not found".
extension ImportAppCLITests {
    @Test func anEmptyRootGivenItsFirstScreenByARouterTheOtherDelegateCallsIsTheLaunch() throws {
        let home = Self.storyboard(initial: "home", [
            #"<viewController storyboardIdentifier="HomeViewController" id="home" customClass="HomeViewController" sceneMemberID="viewController"/>"#,
        ]).replacingOccurrences(of: #"initialViewController="home""#, with: "")
        let (out, stderr, code) = try importApp("RouterLaunch", [
            "App/Home.storyboard": home,
            "App/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>UIApplicationSceneManifest</key><dict>
                <key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array><dict>
                <key>UISceneConfigurationName</key><string>Default Configuration</string>
                <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                </dict></array></dict></dict>
                </dict></plist>
                """,
            "App/AppDelegate.swift": """
                import UIKit

                @UIApplicationMain
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    static var shared: AppDelegate? { UIApplication.shared.delegate as? AppDelegate }
                    var window: UIWindow?
                    private lazy var router: AppRouter? = AppRouter()

                    func loadInitialScreen(initWindow: UIWindow?) {
                        let navigationController = UINavigationController()
                        navigationController.setNavigationBarHidden(true, animated: false)
                        if let initialiceWindow = initWindow { window = initialiceWindow }
                        window?.rootViewController = navigationController
                        window?.makeKeyAndVisible()
                        router?.route(to: .root, from: navigationController)
                    }
                }

                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = (scene as? UIWindowScene) else { return }
                        let window = UIWindow(frame: windowScene.coordinateSpace.bounds)
                        window.windowScene = windowScene
                        AppDelegate.shared?.loadInitialScreen(initWindow: window)
                    }
                }
                """,
            "App/AppRouter.swift": """
                import UIKit

                enum Routes { case root, home }

                final class AppRouter {
                    func route(to routeID: Routes, from context: UIViewController) {
                        switch routeID {
                        case .root:
                            routeToRoot(context)
                        case .home:
                            let home = UIStoryboard(name: "Home", bundle: nil).instantiateViewController(withIdentifier: "HomeViewController")
                            loadViewAsRoot(navController: context.navigationController, view: home)
                        }
                    }
                    private func routeToRoot(_ context: UIViewController) {
                        loadViewAsRoot(navController: context as? UINavigationController, view: RootViewController())
                    }
                    private func loadViewAsRoot(navController: UINavigationController?, view: UIViewController) {
                        navController?.viewControllers.removeAll()
                        navController?.pushViewController(view, animated: false)
                    }
                }

                final class RootViewController: UIViewController {
                    let router = AppRouter()
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        router.route(to: .home, from: self)
                    }
                }
                final class HomeViewController: UIViewController {}
                """,
        ])
        #expect(stderr.contains("the app launches in Code (AppDelegate.swift:"), "\(stderr)")
        #expect(code.contains("initial RootViewControllerNavigation"), "\(code)")
        #expect(code.contains("navigation RootViewControllerNavigation { root RootViewController }"), "\(code)")
        #expect(code.contains("segue \"viewDidAppear\" { push Home.HomeViewController }"), "\(code)")
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(explored.stdout.range(of: #"scenes reached +3 of 3\n"#, options: .regularExpression) != nil, "\(explored.stdout)")
    }
}
