import Foundation
import TestSupport
import Testing

/// UIKit's containers a coordinator keeps in properties, shown as the window's root (Cryptomator's
/// `MainCoordinator`: a split view controller in a lazy property, filled in `start()` with the
/// navigation controller it keeps, whose stack it sets by assignment).
extension ImportAppCLITests {
    @Test func aSplitACoordinatorKeepsIsTheWindowsRoot() throws {
        let (out, stderr, code) = try importApp("HeldSplit", ["App.swift": """
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var coordinator: MainCoordinator?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    coordinator = MainCoordinator()
                    coordinator?.start()
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = coordinator?.rootViewController
                    window?.makeKeyAndVisible()
                    return true
                }
            }

            class MainCoordinator: NSObject {
                var navigationController: UINavigationController = BaseNavigationController()
                lazy var rootViewController: UISplitViewController = {
                    let splitViewController = UISplitViewController()
                    splitViewController.preferredDisplayMode = .oneBesideSecondary
                    return splitViewController
                }()

                func start() {
                    let list = VaultListViewController()
                    list.coordinator = self
                    navigationController.viewControllers = [list]
                    rootViewController.viewControllers = [navigationController, EmptyDetailViewController()]
                }

                func showVaultDetail() {
                    let detail = BaseNavigationController()
                    detail.viewControllers = [VaultDetailViewController()]
                    rootViewController.showDetailViewController(detail, sender: nil)
                }
            }

            class BaseNavigationController: UINavigationController {}
            class VaultListViewController: UITableViewController {
                weak var coordinator: MainCoordinator?
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    coordinator?.showVaultDetail()
                }
            }
            class EmptyDetailViewController: UIViewController {}
            class VaultDetailViewController: UIViewController {}
            """])
        #expect(stderr.contains("the app launches in Code (App.swift:10: the delegate sets the window's root)"), "\(stderr)")
        #expect(code.contains("initial SplitViewController"), "\(code)")
        #expect(code.contains("""
            split SplitViewController {
                primary VaultListViewControllerNavigation
                secondary EmptyDetailViewController
            }
            """), "\(code)")
        // A navigation controller made empty and given its stack shows it: the detail, in one.
        #expect(code.contains("""
            segue "tableView(_:didSelectRowAt:)" -> detail VaultDetailViewControllerNavigation
            """), "\(code)")
        try expectAllReached(out, 6)
    }

    /// UIKit's split view controller the delegate makes where it sets the root, filled there: a classic
    /// split given its two (ChatSecure's `viewControllers = @[leading, messagesNavigation]`), and a
    /// column-style one given its columns. Before, no launch was found and nothing was reached.
    @Test func aSplitTheDelegateMakesAndFillsIsTheWindowsRoot() throws {
        let screens = """
            class ConversationsViewController: UITableViewController {
                @objc func compose() { present(ComposeViewController(), animated: true) }
            }
            class MessagesViewController: UIViewController {}
            class ComposeViewController: UIViewController {}
            """
        let (classic, stderr, code) = try importApp("SplitMadeHere", ["App.swift": """
            import UIKit
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let split = UISplitViewController()
                    split.viewControllers = [UINavigationController(rootViewController: ConversationsViewController()),
                                             UINavigationController(rootViewController: MessagesViewController())]
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = split
                    window?.makeKeyAndVisible()
                    return true
                }
            }
            \(screens)
            """])
        #expect(stderr.contains("the app launches in Code (App.swift:10: the delegate sets the window's root)"), "\(stderr)")
        #expect(code.contains("""
            split SplitViewController {
                primary ConversationsViewControllerNavigation
                secondary MessagesViewControllerNavigation
            }
            """), "\(code)")
        try expectChecksClean(classic.appendingPathComponent("App.flow").path)
        try expectAllReached(classic, 6)

        let (columns, _, columnCode) = try importApp("ColumnsMadeHere", ["App.swift": """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    let split = UISplitViewController(style: .doubleColumn)
                    split.setViewController(ConversationsViewController(), for: .primary)
                    split.setViewController(MessagesViewController(), for: .secondary)
                    window?.rootViewController = split
                }
            }
            \(screens)
            """])
        #expect(columnCode.contains("""
            split SplitViewController {
                columns double
                primary ConversationsViewController
                secondary MessagesViewController
            }
            """), "\(columnCode)")
        try expectAllReached(columns, 4)
    }

    /// A tab bar controller kept in a property of an object the delegate makes, and a column-style
    /// split kept by another, each filled in the object's initializer.
    @Test func aTabBarAnObjectKeepsIsTheWindowsRoot() throws {
        let (out, stderr, code) = try importApp("HeldTabs", ["App.swift": """
            import UIKit

            \(Self.sceneDelegateMaking("AppCoordinator()", root: "tabBarController"))

            final class AppCoordinator {
                let tabBarController = UITabBarController()
                init() {
                    tabBarController.viewControllers = [HomeViewController(), UINavigationController(rootViewController: SearchViewController())]
                }
            }

            \(Self.libraryCoordinator)

            class HomeViewController: UIViewController {}
            class SearchViewController: UIViewController {}
            class SidebarViewController: UIViewController {}
            class ShelfViewController: UIViewController {}
            """])
        #expect(stderr.contains("the app launches in Code (App.swift:"), "\(stderr)")
        #expect(code.contains("""
            tabs TabBarController { HomeViewController, SearchViewControllerNavigation }
            """), "\(code)")
        // The other object's split is no root: its controllers are no scenes until something shows them.
        #expect(!code.contains("split "), "\(code)")
        try expectAllReached(out, 4)
    }

    /// The split kept by an object made at launch, column-style (`setViewController(_:for:)`).
    @Test func aColumnStyleSplitAnObjectKeepsIsTheWindowsRoot() throws {
        let (out, _, code) = try importApp("HeldColumns", ["App.swift": """
            import UIKit

            \(Self.sceneDelegateMaking("LibraryCoordinator()", root: "split"))

            \(Self.libraryCoordinator)

            class SidebarViewController: UIViewController {}
            class ShelfViewController: UIViewController {}
            """])
        #expect(code.contains("""
            split SplitViewController {
                columns double
                primary SidebarViewController
                secondary ShelfViewController
            }
            """), "\(code)")
        try expectAllReached(out, 3)
    }

    /// An object that keeps a column-style split and fills it in its initializer.
    static let libraryCoordinator = """
        final class LibraryCoordinator {
            let split = UISplitViewController(style: .doubleColumn)
            init() {
                split.setViewController(SidebarViewController(), for: .primary)
                split.setViewController(ShelfViewController(), for: .secondary)
            }
        }
        """

    /// A scene delegate that makes `made` at launch, in a local, and shows its property `root`.
    static func sceneDelegateMaking(_ made: String, root: String) -> String {
        """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let coordinator = \(made)
                window?.rootViewController = coordinator.\(root)
            }
        }
        """
    }
}
