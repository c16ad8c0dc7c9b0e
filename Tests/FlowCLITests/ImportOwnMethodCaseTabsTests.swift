import Foundation
import Testing

/// An app delegate whose window's root is a navigation controller made around another lazy property,
/// a tab bar controller of the app's (`NSNavigationController(rootViewController: tabBarController)`),
/// which gives itself its tabs through a method of its own switching over an enum
/// (`Tab.allCases.map(viewControler(for:))`, each case a property): SwissCovid, 8 of 51 reached
/// before, the tab bar a plain scene with no tabs.
extension ImportAppCLITests {
    static let ownMethodCaseTabs = """
        import UIKit

        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            internal var window: UIWindow?
            lazy var navigationController: NSNavigationController = NSNavigationController(rootViewController: tabBarController)
            lazy var tabBarController: NSTabBarController = NSTabBarController()

            internal func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                setupWindow()
                return true
            }

            private func setupWindow() {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.makeKey()
                window?.rootViewController = navigationController
                window?.makeKeyAndVisible()
            }
        }

        class NSNavigationController: UINavigationController {}
        class NSViewController: UIViewController {}

        class NSTabBarController: UITabBarController {
            let homescreen = NSHomescreenViewController()
            let info = NSInfoViewController()

            enum Tab: Int, CaseIterable {
                case homescreen, info
            }

            func viewControler(for tab: Tab) -> NSViewController {
                switch tab {
                case .homescreen:
                    return homescreen
                case .info:
                    return info
                }
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                viewControllers = Tab.allCases
                    .map(viewControler(for:))
            }

            @objc private func infoButtonPressed() {
                present(NSNavigationController(rootViewController: NSAboutViewController()), animated: true)
            }
        }

        class NSHomescreenViewController: NSViewController {
            @objc func detailTapped() {
                navigationController?.pushViewController(NSDetailViewController(), animated: true)
            }
        }
        class NSInfoViewController: NSViewController {}
        class NSAboutViewController: NSViewController {}
        class NSDetailViewController: NSViewController {}
        """

    @Test func tabsAMethodOfTheTabBarsOwnGivesPerCaseAreItsTabs() throws {
        for (written, list) in [("Tab.allCases\n            .map(viewControler(for:))", "every case, a method reference"),
                                ("Tab.allCases.map { tab in viewControler(for: tab) }", "every case, a closure"),
                                ("[viewControler(for: .homescreen), viewControler(for: .info)]", "cases written")] {
            let app = Self.ownMethodCaseTabs.replacingOccurrences(of: "Tab.allCases\n            .map(viewControler(for:))", with: written)
            let (out, _, code) = try importApp("OwnMethodTabs", ["App.swift": app])
            #expect(code.contains("initial NSTabBarControllerNavigation"), "\(list)\n\(code)")
            #expect(code.contains("navigation NSTabBarControllerNavigation { root NSTabBarController }"), "\(list)\n\(code)")
            #expect(code.contains("""
                tabs NSTabBarController {
                    NSHomescreenViewController, NSInfoViewController
                """), "\(list)\n\(code)")
            try expectAllReached(out, 7)
        }
    }
}
