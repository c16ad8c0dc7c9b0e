import Foundation
import Testing

/// A tab bar's tabs built in a closure called where it is written, by a loop over an enum's cases handing
/// each to a method of the class's own (WooCommerce's main tab bar: `tabs.forEach { tab in
/// controllers.insert(rootTabViewController(tab: tab), at: tab.visibleIndex()) }`), and tabs that are
/// navigation controllers the class keeps in properties, their stacks set by another method
/// (CaseLoopTabs.swift, `CallReader.ownNavigationKept`).
extension ImportAppCLITests {
    static func wooTabBar(tabs: String) -> String {
        """
        import UIKit

        enum WooTab: CaseIterable {
            case myStore, orders, products
            func visibleIndex() -> Int { 0 }
        }

        class MainTabBarController: UITabBarController {
            private let dashboardNavigationController = UINavigationController()
            private let ordersNavigationController = UINavigationController()
            private let productsNavigationController = UINavigationController()

            override func viewDidLoad() {
                super.viewDidLoad()
                configureTabViewControllers()
                updateViewControllers(siteID: 1)
            }

            func configureTabViewControllers() {
        \(tabs)
            }

            func rootTabViewController(tab: WooTab) -> UIViewController {
                switch tab {
                case .myStore: return dashboardNavigationController
                case .orders: return ordersNavigationController
                case .products: return productsNavigationController
                }
            }

            func updateViewControllers(siteID: Int64?) {
                guard let siteID = siteID else { return }
                let dashboardViewController = createDashboardViewController(siteID: siteID)
                dashboardNavigationController.viewControllers = [dashboardViewController]
                ordersNavigationController.viewControllers = [OrdersViewController()]
                productsNavigationController.setViewControllers([ProductsViewController()], animated: false)
            }

            func createDashboardViewController(siteID: Int64) -> UIViewController {
                DashboardViewController()
            }
        }

        class DashboardViewController: UIViewController {}
        class OrdersViewController: UIViewController {}
        class ProductsViewController: UIViewController {}

        """
    }

    static let wooTabs = """
        tabs MainTabBarController {
            DashboardViewControllerNavigation, OrdersViewControllerNavigation,
            ProductsViewControllerNavigation
        }
        """

    @Test(arguments: [
        // WooCommerce's: `forEach` over a local list of cases, through a local, inserted by index.
        """
                viewControllers = {
                    var controllers = [UIViewController]()
                    let tabs: [WooTab] = [.myStore, .orders, .products]
                    tabs.forEach { tab in
                        let tabIndex = tab.visibleIndex()
                        let tabViewController = rootTabViewController(tab: tab)
                        controllers.insert(tabViewController, at: tabIndex)
                    }
                    return controllers
                }()
        """,
        // `for … in` over every case, appended.
        """
                viewControllers = {
                    var controllers: [UIViewController] = []
                    for tab in WooTab.allCases {
                        controllers.append(rootTabViewController(tab: tab))
                    }
                    return controllers
                }()
        """,
        // The properties listed by name.
        """
                viewControllers = [dashboardNavigationController, ordersNavigationController, productsNavigationController]
        """,
    ])
    func tabsBuiltInALoopOverCasesOrKeptInPropertiesAreEachTabsNavigationController(tabs: String) throws {
        let (out, _, code) = try importApp("WooTabs", [
            "App/Info.plist": Self.launchingInCode,
            "App/AppDelegate.swift": Self.appDelegate(root: "MainTabBarController()"),
            "App/MainTabBarController.swift": Self.wooTabBar(tabs: tabs),
        ])
        #expect(code.contains(Self.wooTabs), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 7)
    }
}
