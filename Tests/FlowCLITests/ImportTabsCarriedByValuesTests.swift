import Foundation
import Testing

/// Tabs an enum's member hands over inside a value of the app's (Stepik's `TabController.itemInfo`, a
/// `TabBarItemInfo` carrying each tab's controller with its title): the tab bar reads the controller
/// out of each value, from a lazy property the enum's raw values fill, or at once.
extension ImportAppCLITests {
    @Test func tabsCarriedInAnEnumsValuesAreTheTabBarsTabs() throws {
        let (out, _, code) = try importApp("TabsCarried", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "TabsViewController()"))

            final class TabsViewController: UITabBarController {
                private lazy var items: [TabItem] = {
                    var tabs = AppInfo.tabs?.compactMap { identifier in
                        Tab(rawValue: identifier)?.item
                    } ?? []
                    return tabs
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let controllers = self.items.map { item -> UIViewController in
                        let controller = item.controller
                        controller.tabBarItem = item.makeTabBarItem()
                        return controller
                    }
                    self.setViewControllers(controllers, animated: false)
                }
            }

            private struct TabItem {
                var title: String
                var controller: UIViewController
                func makeTabBarItem() -> UITabBarItem { UITabBarItem(title: title, image: nil, selectedImage: nil) }
            }

            enum AppInfo {
                static var tabs: [String]? { ["home", "profile"] }
            }

            private enum Tab: String {
                case home, profile
                var item: TabItem {
                    switch self {
                    case .home:
                        let controller = HomeViewController()
                        let navigation = UINavigationController(rootViewController: controller)
                        return TabItem(title: "Home", controller: navigation)
                    case .profile:
                        let image: UIImage? = { return UIImage(named: "profile") }()
                        return TabItem(title: "Profile", controller: ProfileViewController())
                    }
                }
            }

            class HomeViewController: UIViewController {}
            class ProfileViewController: UIViewController {}

            """])
        #expect(code.contains("tabs TabsViewController { HomeViewControllerNavigation, ProfileViewController }"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 4)
    }

    /// The member and its field read at once (`Tab.allCases.map { $0.item.controller }`), or by a key path.
    @Test func tabsCarriedInAnEnumsValuesReadAtOnceAreTheTabBarsTabs() throws {
        for mapping in ["{ $0.item.viewController }", "(\\.item.viewController)"] {
            let (out, _, code) = try importApp("TabsCarriedAtOnce", ["App.swift": """
                import UIKit

                \(Self.sceneDelegate(root: "TabsViewController()"))

                final class TabsViewController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = Tab.allCases.map\(mapping)
                    }
                }

                struct TabItem {
                    let title: String
                    let viewController: UIViewController
                }

                enum Tab: CaseIterable {
                    case feed, settings
                    func makeItem() -> TabItem { item }
                    var item: TabItem {
                        switch self {
                        case .feed: return TabItem(title: "Feed", viewController: FeedViewController())
                        case .settings: return TabItem(title: "Settings", viewController: SettingsViewController())
                        }
                    }
                }

                class FeedViewController: UIViewController {}
                class SettingsViewController: UIViewController {}

                """])
            #expect(code.contains("tabs TabsViewController { FeedViewController, SettingsViewController }"), "\(mapping)\n\(code)")
            try expectAllReached(out, 3)
        }
    }
}
