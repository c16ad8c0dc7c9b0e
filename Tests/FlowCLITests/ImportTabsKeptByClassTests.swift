import Foundation
import Testing

/// A tab bar controller made in code that gives itself the tabs it keeps in properties typed with their
/// classes (Radar COVID's, made by its dependency container and handed its screens): a tab known only by
/// its class is that class's one scene in a storyboard (`Home.storyboard`'s), as a scene made in code would
/// be. Before, the tab bar had no children (a warning) and its tabs' screens were unreached.
extension ImportAppCLITests {
    @Test func aTabKeptInAPropertyTypedWithAStoryboardScenesClassIsThatScene() throws {
        let home = Self.storyboard(initial: "home", [
            #"<viewController storyboardIdentifier="HomeViewController" title="Home" id="home" customClass="HomeViewController" sceneMemberID="viewController"/>"#,
        ])
        let (out, _, code) = try importApp("TabsByClass", [
            "App/Home.storyboard": home,
            "App/Info.plist": Self.launchingInCode,
            "App/App.swift": """
                import UIKit

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow()
                        let home = UIStoryboard(name: "Home", bundle: nil).instantiateViewController(withIdentifier: "HomeViewController") as! HomeViewController
                        window?.rootViewController = TabBarController(homeViewController: home)
                        window?.makeKeyAndVisible()
                        return true
                    }
                }

                final class TabBarController: UITabBarController {
                    private let homeViewController: HomeViewController!
                    init(homeViewController: HomeViewController) {
                        self.homeViewController = homeViewController
                        super.init(nibName: nil, bundle: nil)
                    }
                    required init?(coder: NSCoder) { nil }
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        setViewControllers([homeViewController], animated: false)
                    }
                }
                final class HomeViewController: UIViewController {}
                """,
        ])
        #expect(code.contains("tabs TabBarController { Home.HomeViewController }"), "\(code)")
        try expectAllReached(out, 2)
    }
}
