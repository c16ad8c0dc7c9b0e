import Foundation
import Testing

/// A split view controller's column set to what a method of the class keeping it is handed
/// (WooCommerce's orders wrapper: `showSecondaryView(_:)` setting `.secondary`, handed the empty
/// state's navigation controller as the wrapper is made, an order's loader later): the column is
/// what the call made as the keeping class is made hands it, through a method passing it on; the
/// later one, a replacement as the app runs, is not the column.
extension ImportAppCLITests {
    @Test func aSplitColumnSetToAMethodsParameterIsWhatTheMakingHandsIt() throws {
        let (out, _, code) = try importApp("Orders", [
            "App.swift": """
                import UIKit

                \(Self.sceneDelegate(root: "OrdersWrapperController()"))

                class AppSplitViewController: UISplitViewController {
                    init() {
                        super.init(style: .doubleColumn)
                        preferredDisplayMode = .oneBesideSecondary
                    }
                    required init?(coder: NSCoder) { nil }
                }

                final class OrdersWrapperController: UIViewController {
                    private lazy var ordersSplitViewController = AppSplitViewController()
                    private lazy var ordersViewController = OrdersListViewController()

                    init() {
                        super.init(nibName: nil, bundle: nil)
                        configureSplitView()
                    }
                    required init?(coder: NSCoder) { nil }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(ordersSplitViewController)
                        view.addSubview(ordersSplitViewController.view)
                        ordersSplitViewController.didMove(toParent: self)
                    }

                    func presentDetails(for orderID: Int) {
                        showSecondaryView(UINavigationController(rootViewController: OrderLoaderViewController()))
                    }
                }

                private extension OrdersWrapperController {
                    func configureSplitView() {
                        let ordersNavigationController = UINavigationController(rootViewController: ordersViewController)
                        ordersSplitViewController.setViewController(ordersNavigationController, for: .primary)
                        showEmptyView()
                    }

                    func showEmptyView() {
                        let navigationController = UINavigationController(rootViewController: EmptyStateViewController())
                        showSecondaryView(navigationController)
                    }

                    func showSecondaryView(_ viewController: UIViewController) {
                        ordersSplitViewController.setViewController(viewController, for: .secondary)
                        ordersSplitViewController.show(.secondary)
                    }
                }

                class OrdersListViewController: UIViewController {}
                class EmptyStateViewController: UIViewController {}
                class OrderLoaderViewController: UIViewController {}

                """,
        ])
        #expect(code.contains("""
            split AppSplitViewController {
                display oneBesideSecondary
                columns double
                primary OrdersListViewControllerNavigation
                secondary EmptyStateViewControllerNavigation
            }
            """), "\(code)")
        #expect(!code.contains("OrderLoaderViewController"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 6)
    }
}
