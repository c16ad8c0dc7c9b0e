import Foundation
import TestSupport
import Testing

/// Navigation read from apps' code, each pattern as a real app writes it: a coordinator taking the
/// destination and the way there as enum cases (Mastodon's `SceneCoordinator`), protocol
/// extensions and static facades, a coordinator's own navigation controller, branches chosen by a
/// closure, a paging library's pages, tabs listed in a variable (Pocket Casts'), local packages, and
/// a window's root set in code at launch whatever storyboard the Info.plist names.
extension ImportAppCLITests {
    static let coordinatorOfSceneEnums = """
        import UIKit

        final class SceneCoordinator {
            private weak var sceneDelegate: SceneDelegate!
            init(sceneDelegate: SceneDelegate) { self.sceneDelegate = sceneDelegate }

            enum Scene {
                case profile(name: String)
                case compose
                case settings
            }
            enum Transition {
                case show
                case modal(animated: Bool)
                case none
            }

            func setup() {
                let root: UIViewController
                switch UIDevice.current.userInterfaceIdiom {
                case .phone:
                    let tabs = MainTabBarController(coordinator: self)
                    root = tabs
                default:
                    root = SplitController()
                }
                sceneDelegate.window?.rootViewController = root
            }

            @discardableResult
            func present(scene: Scene, from sender: UIViewController?, transition: Transition) -> UIViewController? {
                guard let viewController = get(scene: scene) else { return nil }
                guard let presenting = sender ?? sceneDelegate.window?.rootViewController else { return nil }
                switch transition {
                case .none:
                    break
                case .show:
                    presenting.show(viewController, sender: sender)
                case .modal(let animated):
                    let navigation: UINavigationController = {
                        return UINavigationController(rootViewController: viewController)
                    }()
                    presenting.present(navigation, animated: animated)
                }
                return viewController
            }

            private func get(scene: Scene) -> UIViewController? {
                let viewController: UIViewController?
                switch scene {
                case .profile(let name):
                    let profile = ProfileViewController()
                    profile.name = name
                    viewController = profile
                case .compose:
                    viewController = ComposeViewController()
                default:
                    viewController = SettingsViewController()
                }
                return viewController
            }
        }

        """

    static let screensOfSceneEnums = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var coordinator: SceneCoordinator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                let sceneCoordinator = SceneCoordinator(sceneDelegate: self)
                coordinator = sceneCoordinator
                sceneCoordinator.setup()
                window?.makeKeyAndVisible()
            }
        }

        class MainTabBarController: UITabBarController {
            let home: HomeViewController
            let compose: UIViewController
            init(coordinator: SceneCoordinator) {
                home = HomeViewController()
                home.coordinator = coordinator
                compose = UIViewController()
                super.init(nibName: nil, bundle: nil)
                viewControllers = [home, compose].map { UINavigationController(rootViewController: $0) }
            }
        }

        class HomeViewController: UITableViewController {
            weak var coordinator: SceneCoordinator!
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                coordinator.present(scene: .profile(name: "ada"), from: self, transition: .show)
            }
            @objc func composeTapped() {
                coordinator.present(scene: .compose, from: self, transition: .modal(animated: true))
            }
        }

        class ProfileViewController: UIViewController {
            weak var coordinator: SceneCoordinator!
            var name = ""
            @objc func settingsTapped() {
                coordinator.present(scene: .settings, from: self, transition: .show)
            }
        }
        class ComposeViewController: UIViewController {}
        class SettingsViewController: UIViewController {}
        class SplitController: UISplitViewController {}

        """

    /// Each call names its scene and its transition: the coordinator's factory makes that scene's
    /// controller, and only that transition's move is made with it.
    @Test func scenesNamedByAnEnumAreFollowedCaseByCase() throws {
        let (out, stderr, code) = try importApp("Enums", ["SceneCoordinator.swift": Self.coordinatorOfSceneEnums,
                                                         "Screens.swift": Self.screensOfSceneEnums])
        #expect(stderr.contains("the app launches in Code (SceneCoordinator.swift:"), "\(stderr)")
        #expect(code.contains("tabs MainTabBarController { HomeViewControllerNavigation }"), "\(code)")
        #expect(code.contains("""
                segue "tableView(_:didSelectRowAt:)" -> show ProfileViewController
            """), "\(code)")
        #expect(code.contains("""
                segue "composeTapped" -> present ComposeViewControllerNavigation
            """), "\(code)")
        #expect(code.contains("""
                segue "settingsTapped" -> show SettingsViewController
            """), "\(code)")
        // No other case's controller, no other transition's move.
        for wrong in ["-> present ProfileViewController", "-> show ComposeViewController",
                      "-> present SettingsViewController", "-> show ProfileViewControllerNavigation"] {
            #expect(!code.contains(wrong), "\(wrong) in \(code)")
        }
        #expect(code.components(separatedBy: "segue ").count - 1 == 3, "\(code)")
        try expectAllReached(out, 7)
    }

    /// Methods of an extension of a protocol a view controller conforms to are its own; a static
    /// helper of the app's called by its type's name is followed, and a property of another object
    /// (`provider.coordinator`) has the type the app declares that property with. A view's own
    /// `dismiss(animated:delayed:)` is no view controller's dismissal.
    @Test func protocolExtensionsAndFacadesReachTheCoordinator() throws {
        let (out, _, code) = try importApp("Facades", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: TimelineViewController())"))

            protocol NeedsCoordinator: AnyObject {
                var coordinator: Coordinator! { get }
            }
            protocol StatusCellDelegate: AnyObject {}

            extension StatusCellDelegate where Self: NeedsCoordinator {
                func statusCell(_ cell: UITableViewCell, didTapAvatarOf name: String) {
                    Facade.openProfile(provider: self, name: name)
                }
            }

            enum Facade {
                static func openProfile(provider: NeedsCoordinator, name: String) {
                    provider.coordinator.showProfile(named: name)
                }
            }

            final class Coordinator {
                weak var navigationController: UINavigationController?
                let sheet = SheetView()
                func showProfile(named name: String) {
                    sheet.dismiss(animated: true, delayed: false)
                    navigationController?.pushViewController(ProfileViewController(), animated: true)
                }
            }

            final class SheetView: UIView {
                func dismiss(animated: Bool, delayed: Bool) {}
            }

            class TimelineViewController: UITableViewController, NeedsCoordinator, StatusCellDelegate {
                var coordinator: Coordinator!
            }
            class ProfileViewController: UIViewController {}

            """])
        #expect(code.contains("""
            scene TimelineViewController {
                // code: statusCell(_:didTapAvatarOf:) pushes ProfileViewController (App.swift:32); fire it with perform "statusCell(_:didTapAvatarOf:)"
                segue "statusCell(_:didTapAvatarOf:)" { push ProfileViewController }
            }
            """), "\(code)")
        #expect(!code.contains("{ dismiss }"), "\(code)")
        try expectAllReached(out, 3)
    }

    /// A coordinator that makes its own navigation controller and its root in its initializer: what
    /// its `start()` pushes, a property, roots the navigation controller a caller presents.
    @Test func aCoordinatorsOwnNavigationControllerIsRootedByItsStart() throws {
        let (out, _, code) = try importApp("OwnNavigation", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "HomeViewController()"))

            final class SettingsCoordinator {
                let navigationController: UINavigationController
                private let settings: SettingsViewController
                init() {
                    navigationController = UINavigationController()
                    settings = SettingsViewController()
                }
                func start() {
                    navigationController.pushViewController(settings, animated: false)
                }
            }

            class HomeViewController: UIViewController {
                @objc func settingsTapped() {
                    let coordinator = SettingsCoordinator()
                    coordinator.start()
                    present(coordinator.navigationController, animated: true)
                }
            }
            class SettingsViewController: UITableViewController {}

            """])
        #expect(code.contains("""
                segue "settingsTapped" -> present SettingsViewControllerNavigation
            """), "\(code)")
        try expectAllReached(out, 3)
    }

    /// A controller chosen by a closure called where it is written, one `return` per row, then
    /// pushed once: each row's controller is a push of its own (NetNewsWire's troubleshooting rows).
    @Test func eachControllerAClosureChoosesIsPushed() throws {
        let (out, _, code) = try importApp("Rows", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: SettingsViewController())"))

            class SettingsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    let viewController: UIViewController? = {
                        switch indexPath.row {
                        case 0: return ErrorLogViewController()
                        case 1: return StatsViewController()
                        default: return nil
                        }
                    }()
                    if let viewController {
                        navigationController?.pushViewController(viewController, animated: true)
                    }
                }
            }
            class ErrorLogViewController: UIViewController {}
            class StatsViewController: UIViewController {}

            """])
        #expect(code.contains("""
                segue "tableView(_:didSelectRowAt:)" { push ErrorLogViewController }
            """) && code.contains("""
                segue "tableView(_:didSelectRowAt:) (StatsViewController)" { push StatsViewController }
            """), "\(code)")
        #expect(!code.contains("-> present"), "\(code)")
        try expectAllReached(out, 4)
    }

    /// A subclass of a paging library's container (Tabman, XLPagerTabStrip) hands the controllers
    /// it makes to the page view controller the library runs: its pages, embedded.
    @Test func aLibraryPagersControllersAreItsPages() throws {
        let (out, _, code) = try importApp("Pager", ["App.swift": """
            import UIKit
            import Tabman

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: NotificationsViewController())"))

            final class NotificationsViewController: TabmanViewController {
                private func makePage(for scope: Int) -> UIViewController {
                    let page = NotificationTimelineViewController()
                    return page
                }
            }
            class NotificationTimelineViewController: UITableViewController {}

            """])
        #expect(code.contains("""
            container NotificationsViewController {
                // code: makePage() shows NotificationTimelineViewController as a page of the page view controller it made (App.swift:14); embedded here, where that page view controller is
                embed NotificationTimelineViewController
            }
            """), "\(code)")
        try expectAllReached(out, 3)
    }

    /// A tab bar subclass listing its tabs in a variable, chosen by a flag, each wrapped by an
    /// app's helper that makes a navigation controller around it, as it loads.
    @Test func tabsListedInAVariableAndWrappedByAHelperAreTheTabs() throws {
        let (out, _, code) = try importApp("Listed", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "MainTabBarController()"))

            enum Navigation {
                static func navController(for controller: UIViewController) -> UINavigationController {
                    UINavigationController(rootViewController: controller)
                }
            }

            class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var tabs = [UIViewController]()
                    let podcasts = PodcastListViewController()
                    let discover: UIViewController
                    if Flags.newDiscover {
                        discover = DiscoverCollectionViewController()
                    } else {
                        discover = DiscoverViewController()
                    }
                    if Flags.upNextTab {
                        tabs = [podcasts, discover, UpNextViewController()]
                    } else {
                        tabs = [podcasts, discover]
                    }
                    viewControllers = tabs.map { Navigation.navController(for: $0) }
                }
            }

            class PodcastListViewController: UIViewController {
                @objc func addTapped() {
                    let editor = FilterEditorViewController()
                    present(Navigation.navController(for: editor), animated: true)
                }
            }
            class FilterEditorViewController: UIViewController {}
            class DiscoverCollectionViewController: UIViewController {}
            class DiscoverViewController: UIViewController {}
            class UpNextViewController: UITableViewController {}

            """])
        #expect(code.contains("""
            tabs MainTabBarController {
                PodcastListViewControllerNavigation, DiscoverCollectionViewControllerNavigation,
                UpNextViewControllerNavigation
            }
            """), "\(code)")
        // The same helper around a controller presented: a navigation controller around it.
        #expect(code.contains("""
                segue "addTapped" -> present FilterEditorViewControllerNavigation
            """), "\(code)")
        try expectAllReached(out, 9)
    }

    /// A `Packages` folder the Xcode project refers to holds the app's own local packages, read
    /// as the app (Eurofurence keeps its screens there); one it does not refer to is skipped.
    @Test func localPackagesTheProjectRefersToAreTheApps() throws {
        let delegate = """
            import UIKit
            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: StartViewController())"))
            class StartViewController: UIViewController {
                @objc func homeTapped() { navigationController?.pushViewController(HomeViewController(), animated: true) }
            }

            """
        let home = """
            import UIKit
            public class HomeViewController: UIViewController {
                @objc func aboutTapped() { navigationController?.pushViewController(AboutViewController(), animated: true) }
            }
            public class AboutViewController: UIViewController {}

            """
        for referred in [true, false] {
            let (_, stderr, code) = try importApp(referred ? "Referred" : "Unreferred", [
                "SceneDelegate.swift": delegate,
                "App.xcodeproj/project.pbxproj": referred
                    ? "6E74 /* Home */ = {isa = PBXFileReference; lastKnownFileType = wrapper; name = Home; path = Packages/Home; sourceTree = \"<group>\"; };\n"
                    : "// no package\n",
                "Packages/Home/Package.swift": "// swift-tools-version:5.9\n",
                "Packages/Home/Sources/Home/HomeViewController.swift": home,
            ])
            if referred {
                #expect(code.contains("""
                    scene HomeViewController {
                        // code: aboutTapped() pushes AboutViewController (HomeViewController.swift:3); fire it with perform "aboutTapped"
                        segue "aboutTapped" { push AboutViewController }
                    }
                    """), "\(code)")
            } else {
                #expect(code.contains("scene StartViewController {}") && !code.contains("AboutViewController"), "\(stderr)\(code)")
            }
        }
        // A folder of that name holding no package is the app's group (Zebra's `UI/Packages`, the
        // screens of the packages it installs), read as any other.
        let (_, _, code) = try importApp("Group", [
            "SceneDelegate.swift": delegate,
            "UI/Packages/HomeViewController.swift": home,
        ])
        #expect(code.contains("segue \"aboutTapped\" { push AboutViewController }"), "\(code)")
    }

    /// A root set at launch replaces the storyboard the Info.plist names, as UIKit does; a root
    /// made in code adds the storyboard's initial controller as its child in its initializer,
    /// through a helper of an extension of UIKit's class (Open Food Facts').
    @Test func aRootSetAtLaunchReplacesTheNamedStoryboard() throws {
        let app = try appWithMainStoryboard("Rooted", plist: [("UIMainStoryboardFile", "Main")])
        try """
            import UIKit

            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = RootViewController()
                    window?.makeKeyAndVisible()
                    return true
                }
            }

            class RootViewController: UIViewController {
                init() {
                    let storyboard = UIStoryboard(name: "Main", bundle: .main)
                    guard let initial = storyboard.instantiateInitialViewController() else { fatalError() }
                    super.init(nibName: nil, bundle: nil)
                    transition(to: initial)
                }
            }

            extension UIViewController {
                func transition(to child: UIViewController) {
                    addChild(child)
                    view.addSubview(child.view)
                    child.didMove(toParent: self)
                }
            }

            """.write(to: app.appendingPathComponent("AppDelegate.swift"), atomically: true, encoding: .utf8)
        let out = app.deletingLastPathComponent().appendingPathComponent("Flows")
        let outcome = try cli.run(["import", "--app", app.path, "-o", out.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("the app launches in Code (AppDelegate.swift:7: the delegate sets the window's root)"),
                "\(outcome.stderr)")
        let code = try String(contentsOf: out.appendingPathComponent("Code.flow"), encoding: .utf8)
        #expect(code.contains("""
            container RootViewController {
                // code: init() adds Main as a child (AppDelegate.swift:18)
                embed Main
            }
            """), "\(code)")
        try expectAllReached(out, 2)
    }
}
