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

/// A container of the app's kept in a property and given its child on its child property by the class
/// keeping it (WooCommerce's tabs: `ordersContainerController.wrappedController = …`, the container's
/// `didSet` adding it): each such property a scene of its own embedding what is set there, named after
/// that child when the class is kept with different children (ContainersGivenChildrenOnProperties.swift).
extension ImportAppCLITests {
    /// Launched in code, or from a storyboard's tab bar of the class, with no tabs of its own (WooCommerce's).
    @Test(arguments: [false, true])
    func containersKeptInPropertiesAndGivenChildrenThereAreScenesOfTheirOwn(fromStoryboard: Bool) throws {
        let launch: [String: String] = fromStoryboard
            ? ["App/Info.plist": Self.launchingMain,
               "App/Base.lproj/Main.storyboard": Self.storyboard(initial: "t", [
                   #"<tabBarController id="t" customClass="MainTabBarController" sceneMemberID="viewController"/>"#,
               ])]
            : ["App/Info.plist": Self.launchingInCode, "App/AppDelegate.swift": Self.appDelegate(root: "MainTabBarController()")]
        let (out, _, code) = try importApp("WooContainers", launch.merging([
            "App/TabContainerController.swift": """
                import UIKit

                final class TabContainerController: UIViewController {
                    weak var delegate: UITabBarControllerDelegate?
                    var wrappedController: UIViewController? {
                        didSet {
                            guard let newWrappedController = wrappedController else { return }
                            addChild(newWrappedController)
                            view.addSubview(newWrappedController.view)
                            newWrappedController.didMove(toParent: self)
                        }
                    }
                }

                """,
            "App/MainTabBarController.swift": """
                import UIKit

                class MainTabBarController: UITabBarController {
                    private let ordersContainerController = TabContainerController()
                    private let hubMenuContainerController = TabContainerController()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [ordersContainerController, hubMenuContainerController]
                        ordersContainerController.delegate = self
                        ordersContainerController.wrappedController = createOrdersViewController(siteID: 1)
                        hubMenuContainerController.wrappedController = HubMenuViewController()
                    }

                    func createOrdersViewController(siteID: Int64) -> UIViewController {
                        OrdersViewController()
                    }
                }

                class OrdersViewController: UIViewController {}
                class HubMenuViewController: UIViewController {}

                """,
        ]) { kept, _ in kept })
        let tabBar = fromStoryboard ? try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8) : code
        #expect(code.contains("""
            container OrdersViewControllerInTabContainer {
                // code: init() adds OrdersViewController as a child
            """), "\(code)")
        #expect(code.contains("embed OrdersViewController\n}") && code.contains("embed HubMenuViewController\n}"), "\(code)")
        let tabs = fromStoryboard ? "Code.OrdersViewControllerInTabContainer, Code.HubMenuViewControllerInTabContainer"
                                  : "OrdersViewControllerInTabContainer, HubMenuViewControllerInTabContainer"
        #expect(tabBar.contains("tabs MainTabBarController {\n    \(tabs)\n}"), "\(tabBar)")
        // The factory's controller is the container's child, not a presentation from the tab bar.
        #expect(!code.contains("hands it on"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 5)
    }
}

/// A split view controller subclass a screen keeps in a property, gives its columns and adds as its child
/// (WooCommerce's orders and products wrappers: `lazy var ordersSplitViewController = WooSplitViewController(…)`,
/// `ordersSplitViewController.setViewController(…, for: .primary)`, `addChild(ordersSplitViewController)`):
/// the split, with those columns, embedded in the screen (`CodeScreens`), where it was a comment.
extension ImportAppCLITests {
    @Test func aSplitKeptInAPropertyGivenColumnsAndAddedAsAChildIsEmbedded() throws {
        let (out, _, code) = try importApp("SplitWrapper", [
            "App/Info.plist": Self.launchingInCode,
            "App/AppDelegate.swift": Self.appDelegate(root: "OrdersSplitViewWrapperController(siteID: 1)"),
            "App/OrdersSplitViewWrapperController.swift": """
                import UIKit

                final class WooSplitViewController: UISplitViewController {
                    init(columnForCollapsingHandler: @escaping (UISplitViewController) -> UISplitViewController.Column) {
                        super.init(style: .doubleColumn)
                    }
                }

                final class OrdersSplitViewWrapperController: UIViewController {
                    private let siteID: Int64
                    private lazy var ordersSplitViewController = WooSplitViewController(columnForCollapsingHandler: handleCollapsingSplitView)
                    private lazy var ordersViewController = OrdersRootViewController(siteID: siteID)

                    init(siteID: Int64) {
                        self.siteID = siteID
                        super.init(nibName: nil, bundle: nil)
                        configureSplitView()
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        configureChildViewController()
                    }

                    func configureSplitView() {
                        let ordersNavigationController = UINavigationController()
                        ordersNavigationController.viewControllers = [ordersViewController]
                        ordersSplitViewController.setViewController(ordersNavigationController, for: .primary)
                        ordersSplitViewController.setViewController(UINavigationController(rootViewController: EmptyStateViewController()),
                                                                    for: .secondary)
                    }

                    func handleCollapsingSplitView(splitViewController: UISplitViewController) -> UISplitViewController.Column { .primary }

                    func configureChildViewController() {
                        let contentView = ordersSplitViewController.view!
                        addChild(ordersSplitViewController)
                        view.addSubview(contentView)
                        ordersSplitViewController.didMove(toParent: self)
                    }
                }

                final class OrdersRootViewController: UIViewController {
                    init(siteID: Int64) { super.init(nibName: nil, bundle: nil) }
                    @objc func showDetails() { navigationController?.pushViewController(OrderDetailsViewController(), animated: true) }
                }
                final class EmptyStateViewController: UIViewController {}
                final class OrderDetailsViewController: UIViewController {}

                """,
        ])
        #expect(code.contains("embed WooSplitViewController\n}"), "\(code)")
        #expect(code.contains("""
            split WooSplitViewController {
                columns double
                primary OrdersRootViewControllerNavigation
                secondary EmptyStateViewControllerNavigation
            }
            """), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 7)
    }
}
