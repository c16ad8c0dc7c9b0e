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

/// A window root that is no view controller made in code: SwiftUI the delegate hosts, or a
/// storyboard's scene it instantiates (Eurofurence's `UIHostingController(rootView:)`).
extension ImportAppCLITests {
    @Test func aHostedSwiftUIRootIsTheLaunch() throws {
        let (out, stderr, _) = try importApp("HostedRoot", ["App.swift": """
            import SwiftUI
            import UIKit

            \(Self.sceneDelegate(root: "UIHostingController(rootView: ContentView())"))

            struct ContentView: View {
                var body: some View { Text("Schedule") }
            }
            """])
        #expect(stderr.contains("the app launches in Code (App.swift:7: the delegate sets the window's root)"), "\(stderr)")
        let entry = try String(contentsOf: out.appendingPathComponent("App.flow"), encoding: .utf8)
        #expect(entry.hasSuffix("initial SwiftUI.ContentView\n"), "\(entry)")
        try expectAllReached(out, 1)
    }

    @Test func aStoryboardsSceneSetAsTheRootInCodeIsTheLaunch() throws {
        let app = try appWithMainStoryboard("StoryboardRoot", plist: [])
        try FileManager.default.copyItem(at: app.appendingPathComponent("Main.storyboard"),
                                         to: app.appendingPathComponent("Onboarding.storyboard"))
        try """
            import UIKit

            \(Self.sceneDelegate(root: "UIStoryboard(name: \"Onboarding\", bundle: nil).instantiateInitialViewController()"))
            """.write(to: app.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let out = app.deletingLastPathComponent().appendingPathComponent("Flows")
        let outcome = try cli.run(["import", "--app", app.path, "-o", out.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let entry = try String(contentsOf: out.appendingPathComponent("App.flow"), encoding: .utf8)
        #expect(entry.hasSuffix("initial Onboarding\n"), "\(entry)")
        #expect(try cli.run(["check", out.appendingPathComponent("App.flow").path]).status == 0)
    }
}

extension ImportAppCLITests {
    /// Two scene delegates, each setting its own root: the app launches where the one Info.plist's
    /// scene manifest names first does (Eurofurence's UIKit scene; its SwiftUI one is for debug builds).
    @Test func theSceneDelegateInfoPlistNamesFirstIsTheLaunch() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
            <key>UIApplicationSceneManifest</key><dict>
            <key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array>
            <dict><key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).PrincipalWindowSceneDelegate</string></dict>
            <dict><key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).HostingSceneDelegate</string></dict>
            </array></dict></dict>
            </dict></plist>
            """
        let (out, stderr, _) = try importApp("TwoScenes", ["Info.plist": plist, "App.swift": """
            import SwiftUI
            import UIKit

            class HostingSceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = UIHostingController(rootView: ContentView())
                }
            }

            class PrincipalWindowSceneDelegate: NSObject, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = ScheduleViewController()
                }
            }

            struct ContentView: View {
                var body: some View { Text("Schedule") }
            }
            class ScheduleViewController: UIViewController {}
            """])
        #expect(stderr.contains("the app launches in Code (App.swift:14: the delegate sets the window's root)"), "\(stderr)")
        let entry = try String(contentsOf: out.appendingPathComponent("App.flow"), encoding: .utf8)
        #expect(entry.hasSuffix("initial Code\n"), "\(entry)")
    }
}

/// A split whose secondary and compact column is UIKit's tab bar controller it keeps in a property,
/// given one tab per case of an enum (Zebra's `RootViewController`: `realTabBarController
/// .viewControllers = AppTab.allCases.map { item in let viewController = NavigationController(
/// rootViewController: item.viewController); …; return viewController }`). The enum's controllers
/// are those tabs, not screens the split shows besides because it holds the enum (`selectTab(_:)`).
extension ImportAppCLITests {
    @Test func aSplitsColumnIsATabBarItKeepsWithATabPerCase() throws {
        let (out, _, code) = try importApp("SplitTabs", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "RootViewController()"))

            class RootViewController: UISplitViewController {
                enum AppTab: Int, CaseIterable {
                    case home, browse, me
                    var viewController: UIViewController {
                        switch self {
                        case .home: return HomeViewController()
                        case .browse: return BrowseViewController()
                        case .me: return UIViewController()
                        }
                    }
                }
                private var realTabBarController: UITabBarController!

                init() {
                    super.init(style: .doubleColumn)
                }

                override func viewDidLoad() {
                    let sidebar = UINavigationController(rootViewController: SidebarViewController())
                    setViewController(sidebar, for: .primary)
                    realTabBarController = UITabBarController()
                    realTabBarController.viewControllers = AppTab.allCases.map { item in
                        let viewController = NavigationController(rootViewController: item.viewController)
                        viewController.tabBarItem = UITabBarItem(title: "\\(item)", image: nil, selectedImage: nil)
                        return viewController
                    }
                    setViewController(realTabBarController, for: .secondary)
                    setViewController(realTabBarController, for: .compact)
                }

                func selectTab(_ tab: AppTab) {
                    realTabBarController.selectedIndex = tab.rawValue
                }
            }

            class NavigationController: UINavigationController {}
            class SidebarViewController: UIViewController {}
            class HomeViewController: UIViewController {
                func openErrors() { navigationController?.pushViewController(ErrorsViewController(), animated: true) }
            }
            class BrowseViewController: UIViewController {}
            class ErrorsViewController: UIViewController {}

            """])
        #expect(code.contains("""
            split RootViewController {
                primary SidebarViewControllerNavigation
                secondary TabBarController
                compact TabBarController
            }
            """), "\(code)")
        #expect(code.contains("tabs TabBarController { HomeViewControllerNavigation, BrowseViewControllerNavigation }"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 9)
    }
}

/// A tab bar subclass giving itself one tab per element of a list of an enum's cases, the map's
/// closure naming locals for the controller and the navigation controller around it (Twidere's
/// `MainTabBarController`: `let rootViewController = tab.viewController(…); let viewController =
/// AdaptiveStatusBarStyleNavigationController(rootViewController: rootViewController); …; return
/// viewController`, then `setViewControllers(viewControllers, animated: false)`). The list mapped is
/// not written there: the cases the class lists are its tabs, not every case of the enum.
extension ImportAppCLITests {
    @Test func aTabBarsTabsAreAnEnumsControllersThroughTheClosuresLocals() throws {
        let (out, _, code) = try importApp("EnumTabs", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "MainTabBarController()"))

            enum TabBarItem: Int {
                case home, search, history
                func viewController(context: Int) -> UIViewController {
                    let viewController: UIViewController
                    switch self {
                    case .home: viewController = HomeViewController()
                    case .search: viewController = SearchViewController()
                    case .history: viewController = HistoryViewController()
                    }
                    return viewController
                }
            }

            final class MainTabBarController: UITabBarController {
                let tabs: [TabBarItem] = [.home, .search]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let viewControllers: [UIViewController] = tabs.map { tab in
                        let rootViewController = tab.viewController(context: 0)
                        let viewController = AdaptiveNavigationController(rootViewController: rootViewController)
                        viewController.tabBarItem.tag = tab.rawValue
                        return viewController
                    }
                    setViewControllers(viewControllers, animated: false)
                }
            }

            class AdaptiveNavigationController: UINavigationController {}
            class HomeViewController: UIViewController {}
            class SearchViewController: UIViewController {}
            class HistoryViewController: UIViewController {}

            """])
        // The two cases the list is given, not every case of the enum.
        #expect(code.contains("tabs MainTabBarController { HomeViewControllerNavigation, SearchViewControllerNavigation }"), "\(code)")
        #expect(!code.contains("-> show"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        // The history screen the enum makes is no tab: made by code nothing shows, it is never reached.
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(explored.stdout.contains("scenes reached             5 of 6\n"), "\(explored.stdout)")
        #expect(explored.stdout.contains("'Code.HistoryViewController' is never reached"), "\(explored.stdout)")
    }
}

/// Only a list's values count as the cases a class lists (a property's initial value, an assignment,
/// a return), not a literal a test reads (`[.home].contains(tab)` deciding a badge), which left one tab.
extension ImportAppCLITests {
    @Test func aLiteralATestReadsListsNoTabs() throws {
        let (_, _, code) = try importApp("BadgeTabs", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "MainTabBarController()"))

            enum Tab: Int, CaseIterable {
                case home, search, profile
                var viewController: UIViewController {
                    switch self {
                    case .home: return HomeViewController()
                    case .search: return SearchViewController()
                    case .profile: return ProfileViewController()
                    }
                }
            }
            final class MainTabBarController: UITabBarController {
                var tabs: [Tab] = Tab.allCases
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = tabs.map { UINavigationController(rootViewController: $0.viewController) }
                }
                func showsBadge(_ tab: Tab) -> Bool { [.home].contains(tab) }
            }
            final class HomeViewController: UIViewController {}
            final class SearchViewController: UIViewController {}
            final class ProfileViewController: UIViewController {}

            """])
        #expect(code.contains("HomeViewControllerNavigation, SearchViewControllerNavigation, ProfileViewControllerNavigation"), "\(code)")
    }
}

/// A tab whose root is a hosting controller of a SwiftUI view (Planetary's home, discover and
/// hashtags tabs) is a screen of SwiftUI.flow, as a hosted view the code presents is: the import
/// referred to it and warned that the SwiftUI storyboard had no such scene.
extension ImportAppCLITests {
    @Test func aTabHostingASwiftUIViewIsAScreen() throws {
        let (out, stderr, code) = try importApp("HostedTabs", ["App.swift": """
            import SwiftUI
            import UIKit

            \(Self.sceneDelegate(root: "MainViewController()"))

            struct HomeView: View {
                var body: some View { Text("Home") }
            }

            class MainViewController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let homeViewController = UIHostingController(rootView: HomeView())
                    setViewControllers([UINavigationController(rootViewController: homeViewController)], animated: false)
                }
            }

            """])
        #expect(!stderr.contains("warning"), "\(stderr)")
        #expect(code.contains("tabs MainViewController { HomeViewNavigation }"), "\(code)")
        let swiftUI = try String(contentsOf: out.appendingPathComponent("SwiftUI.flow"), encoding: .utf8)
        #expect(swiftUI.contains("scene HomeView { hosting \"HomeView\" }"), "\(swiftUI)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 3)
    }
}
