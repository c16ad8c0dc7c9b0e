import Foundation
import TestSupport
import Testing

/// Split view controllers made in code, and a window root set in the initializer of an object the
/// scene delegate makes at launch, as KeePassium writes them (`MainCoordinator(window:)` making a
/// `RootSplitVC` that fills its own columns, one with the navigation controller its router holds).
extension ImportAppCLITests {
    @Test func aSplitMadeInCodeIsLaunchedFromACoordinatorsInitializer() throws {
        let (out, stderr, code) = try importApp("Split", ["App.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var mainCoordinator: MainCoordinator!
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    self.window = window
                    mainCoordinator = MainCoordinator(window: window)
                    window.makeKeyAndVisible()
                }
            }

            final class MainCoordinator {
                private let rootSplit: RootSplitVC
                init(window: UIWindow) {
                    rootSplit = RootSplitVC()
                    window.rootViewController = rootSplit
                }
            }

            final class NavigationRouter {
                let navigationController: UINavigationController
                init(_ navigationController: UINavigationController) { self.navigationController = navigationController }
            }

            class RootSplitVC: UISplitViewController {
                private let placeholderRouter: NavigationRouter
                init() {
                    let placeholder = PlaceholderViewController()
                    placeholderRouter = NavigationRouter(UINavigationController(rootViewController: placeholder))
                    super.init(style: .doubleColumn)
                    preferredDisplayMode = .oneBesideSecondary
                    setViewController(DatabasesViewController(), for: .primary)
                    setViewController(placeholder.navigationController, for: .secondary)
                    setViewController(CompactViewController(), for: .compact)
                }
                required init?(coder: NSCoder) { nil }
            }

            class DatabasesViewController: UITableViewController {}
            class PlaceholderViewController: UIViewController {}
            class CompactViewController: UIViewController {}
            """])
        #expect(stderr.contains("the app launches in Code (App.swift:18: the delegate sets the window's root)"), "\(stderr)")
        #expect(code.contains("initial RootSplitVC"), "\(code)")
        #expect(code.contains("""
            split RootSplitVC {
                display oneBesideSecondary
                primary DatabasesViewController
                secondary PlaceholderViewControllerNavigation
                compact CompactViewController
            """), "\(code)")
        try expectAllReached(out, 5)
    }

    /// The classic split: `viewControllers = [list, detail]` in its own `viewDidLoad`.
    @Test func aClassicSplitMadeInCodeHasItsTwoControllers() throws {
        let (_, _, code) = try importApp("ClassicSplit", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "MailSplitViewController()"))

            class MailSplitViewController: UISplitViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [UINavigationController(rootViewController: MailboxesViewController()), MessageViewController()]
                }
            }

            class MailboxesViewController: UITableViewController {}
            class MessageViewController: UIViewController {}
            """])
        #expect(code.contains("""
            split MailSplitViewController {
                primary MailboxesViewControllerNavigation
                secondary MessageViewController
            """), "\(code)")
        #expect(!code.contains("columns"), "\(code)")
    }
}
