import Foundation
import Testing

/// A delegate that roots an onboarding on a first launch and otherwise makes the coordinator that
/// roots the app's main screen (Threema: `presentKeyGeneration()`, else `AppCoordinator(window:)`,
/// whose `start()` roots its split of a tab bar and a logo). The coordinator's root is the launch's
/// other root, and a split is the launch as a tab bar is (the onboarding its other root); a list a
/// `reset()` empties the split's columns with is no set-up of them. Before, the import launched
/// into the onboarding with no way on (Threema: 11 of 193 scenes reached). And the ways Threema's
/// coordinators fill the split and make the screens their lists show.
extension ImportAppCLITests {
    @Test func aCoordinatorsSplitIsTheLaunchAndTheDelegatesOnboardingItsOtherRoot() throws {
        let (out, _, code) = try importApp("CoordinatorSplit", ["App.swift": Self.delegateChoosingOnboarding, "AppCoordinator.swift": """
            import UIKit

            final class AppCoordinator: NSObject {
                private let window: UIWindow
                init(window: UIWindow) {
                    self.window = window
                    super.init()
                    start()
                }
                func reset() {
                    let split = MainSplitViewController()
                    split.viewControllers = []
                }
                func start() {
                    let split = MainSplitViewController()
                    split.viewControllers = [UINavigationController(rootViewController: ChatsViewController()),
                                             UINavigationController(rootViewController: LogoViewController())]
                    window.rootViewController = split
                }
            }
            final class MainSplitViewController: UISplitViewController {}
            final class LogoViewController: UIViewController {}
            final class ChatsViewController: UIViewController {}

            """])
        #expect(code.contains("initial MainSplitViewController"), "\(code)")
        #expect(code.contains("""
            split MainSplitViewController {
                primary ChatsViewControllerNavigation
                secondary LogoViewControllerNavigation
                // code: application(_:didFinishLaunchingWithOptions:) makes OnboardingViewController the window's root (App.swift:9); fire it with perform "application(_:didFinishLaunchingWithOptions:)"
                segue "application(_:didFinishLaunchingWithOptions:)" {
                    set window.rootViewController = OnboardingViewController
                }
            }
            """), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 6)
    }

    /// The same with a coordinator that roots a navigation controller: the delegate's onboarding is the
    /// launch (the first root written), the coordinator's root its other one.
    @Test func aCoordinatorsRootIsTheOtherRootOfTheDelegatesOnboarding() throws {
        let (out, _, code) = try importApp("CoordinatorRoot", ["App.swift": Self.delegateChoosingOnboarding, "AppCoordinator.swift": """
            import UIKit

            final class AppCoordinator: NSObject {
                private let window: UIWindow
                init(window: UIWindow) {
                    self.window = window
                    super.init()
                    start()
                }
                func start() {
                    window.rootViewController = UINavigationController(rootViewController: ChatsViewController())
                }
            }
            final class ChatsViewController: UIViewController {}

            """])
        #expect(code.contains("initial OnboardingViewController"), "\(code)")
        #expect(code.contains("""
            scene OnboardingViewController {
                // code: application(_:didFinishLaunchingWithOptions:) makes ChatsViewControllerNavigation the window's root (AppCoordinator.swift:11); fire it with perform "application(_:didFinishLaunchingWithOptions:)"
            """), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 3)
    }

    /// A split a coordinator keeps, filled with a tab bar subclass it keeps in a property (read through
    /// a computed one, as Threema's `tabBarController` is) and given its tabs there: the tab bar is the
    /// split's primary column, a scene made in code with those tabs. Before, the column was dropped.
    @Test func aTabBarACoordinatorKeepsIsTheColumnOfItsSplit() throws {
        let (out, _, code) = try importApp("SplitOfKeptTabs", ["App.swift": """
            import UIKit

            \(Self.sceneDelegateMakingAppCoordinator)

            final class AppCoordinator: NSObject {
                private let window: UIWindow
                private(set) lazy var splitViewController = MainSplitViewController()
                var tabBarController: MainTabBarController { splitViewController.mainTabBarController }
                init(window: UIWindow) {
                    self.window = window
                    super.init()
                    configureSplitViewController()
                    window.rootViewController = splitViewController
                }
                private func configureSplitViewController() {
                    splitViewController.viewControllers = [tabBarController,
                                                           UINavigationController(rootViewController: LogoViewController())]
                    tabBarController.viewControllers = [UINavigationController(rootViewController: ChatsViewController()),
                                                        UINavigationController(rootViewController: SettingsViewController())]
                }
            }
            final class MainSplitViewController: UISplitViewController {
                private(set) lazy var mainTabBarController = MainTabBarController()
            }
            final class MainTabBarController: UITabBarController {}
            final class LogoViewController: UIViewController {}
            final class ChatsViewController: UIViewController {}
            final class SettingsViewController: UIViewController {}

            """])
        #expect(code.contains("""
            split MainSplitViewController {
                primary MainTabBarController
                secondary LogoViewControllerNavigation
            }
            """), "\(code)")
        #expect(code.contains("tabs MainTabBarController {"), "\(code)")
        try expectAllReached(out, 8)
    }

    /// A coordinator made with a closure that makes each destination's screen (`viewControllerForDestination:
    /// { destination in switch destination { case .chat: ChatViewController() … } }`) and pushes what it
    /// returns for the destination each call names: a push of that screen (Threema's conversation list).
    @Test func aClosureACoordinatorIsMadeWithMakesTheScreensItShows() throws {
        let (out, _, code) = try importApp("FactoryClosure", ["App.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var coordinator: ListCoordinator?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    let coordinator = ListCoordinator(
                        viewControllerForDestination: { destination in
                            switch destination {
                            case .chat: ChatViewController()
                            case .archive: ArchiveViewController()
                            }
                        }
                    )
                    self.coordinator = coordinator
                    window?.rootViewController = coordinator.rootNavigationController
                }
            }
            final class ListCoordinator {
                enum Destination { case chat, archive }
                let rootNavigationController: UINavigationController
                private let viewControllerForDestination: (Destination) -> UIViewController
                init(viewControllerForDestination: @escaping (Destination) -> UIViewController) {
                    self.viewControllerForDestination = viewControllerForDestination
                    let list = ListViewController()
                    rootNavigationController = UINavigationController(rootViewController: list)
                    list.delegate = self
                }
                func show(_ destination: Destination) {
                    let viewController = viewControllerForDestination(destination)
                    rootNavigationController.pushViewController(viewController, animated: true)
                }
            }
            extension ListCoordinator: ListViewControllerDelegate {
                func didSelectConversation() { show(.chat) }
                func archiveTriggered() { show(.archive) }
            }
            protocol ListViewControllerDelegate: AnyObject {
                func didSelectConversation()
                func archiveTriggered()
            }
            final class ListViewController: UITableViewController {
                weak var delegate: ListViewControllerDelegate?
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    delegate?.didSelectConversation()
                }
                @objc func archiveTapped() { delegate?.archiveTriggered() }
            }
            final class ChatViewController: UIViewController {}
            final class ArchiveViewController: UIViewController {}

            """])
        #expect(code.contains("segue \"tableView(_:didSelectRowAt:)\" { push ChatViewController }"), "\(code)")
        #expect(code.contains("segue \"archiveTapped\" { push ArchiveViewController }"), "\(code)")
        #expect(!code.contains("(ArchiveViewController)\""), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 4)
    }

    /// Tabs that are child coordinators' `rootViewController`, a computed property returning the
    /// navigation controller (a subclass of the app's, made empty) each fills in its `start()` with its
    /// screen (one made by a factory object, known by its declared class): each tab that screen in a
    /// navigation controller (Threema's contacts, chats, profile and settings).
    @Test func tabsThatAreChildCoordinatorsRootsShowWhatTheirStartPuts() throws {
        let (out, _, code) = try importApp("CoordinatorTabs", ["App.swift": """
            import UIKit

            \(Self.sceneDelegateMakingAppCoordinator)
            final class AppCoordinator: NSObject {
                private let window: UIWindow
                private lazy var settingsCoordinator: SettingsCoordinator = {
                    let coordinator = SettingsCoordinator()
                    coordinator.start()
                    return coordinator
                }()
                init(window: UIWindow) {
                    self.window = window
                    super.init()
                    let tabs = MainTabBarController()
                    tabs.viewControllers = [UINavigationController(rootViewController: ChatsViewController()),
                                            settingsCoordinator.rootViewController]
                    window.rootViewController = tabs
                }
            }
            final class SettingsCoordinator: NSObject {
                var rootViewController: UIViewController { rootNavigationController }
                private let factory = SettingsFactory()
                private lazy var settingsViewController: SettingsViewController = factory.make(with: self)
                private lazy var rootNavigationController = StatusNavigationController()
                func start() {
                    rootNavigationController.setViewControllers([settingsViewController], animated: false)
                }
                func showPrivacy() {
                    rootNavigationController.pushViewController(PrivacyViewController(), animated: true)
                }
            }
            struct SettingsFactory {
                func make(with coordinator: SettingsCoordinator) -> SettingsViewController {
                    SettingsViewController(coordinator: coordinator)
                }
            }
            final class StatusNavigationController: UINavigationController {}
            final class MainTabBarController: UITabBarController {}
            final class ChatsViewController: UIViewController {}
            final class SettingsViewController: UIViewController {
                weak var coordinator: SettingsCoordinator?
                init(coordinator: SettingsCoordinator) {
                    self.coordinator = coordinator
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { nil }
                @objc func privacyRowTapped() { coordinator?.showPrivacy() }
            }
            final class PrivacyViewController: UIViewController {}

            """])
        #expect(code.contains("tabs MainTabBarController { ChatsViewControllerNavigation, SettingsViewControllerNavigation }"), "\(code)")
        #expect(code.contains("segue \"privacyRowTapped\" { push PrivacyViewController }"), "\(code)")
        #expect(!code.contains("StatusNavigationController"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 6)
    }

    /// A scene delegate that makes the app's coordinator, which sets the window's root itself.
    static let sceneDelegateMakingAppCoordinator = """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var coordinator: AppCoordinator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                coordinator = AppCoordinator(window: window!)
            }
        }
        """

    static let delegateChoosingOnboarding = """
        import UIKit

        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            private var appCoordinator: AppCoordinator?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                if UserDefaults.standard.bool(forKey: "setUp") == false {
                    window?.rootViewController = OnboardingViewController()
                } else {
                    appCoordinator = AppCoordinator(window: window!)
                }
                window?.makeKeyAndVisible()
                return true
            }
        }
        final class OnboardingViewController: UIViewController {}

        """
}

/// A delegate handing the launch to a state machine, whose first state answers it with the next,
/// made there, whose initializer sets the window's root (DuckDuckGo's `AppStateMachine`: `currentState:
/// any AppState = Initializing()`, whose `apply(event:)` returns `Launching()`): the app launches there.
extension ImportAppCLITests {
    @Test func aRootSetByAStateTheLaunchMakesThroughAStateMachineIsTheLaunch() throws {
        let (out, stderr, code) = try importApp("StateMachine", ["App.swift": """
            import UIKit
            
            @UIApplicationMain class AppDelegate: UIResponder, UIApplicationDelegate {
                private let appStateMachine: AppStateMachine = AppStateMachine()
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    appStateMachine.handle(.didFinishLaunching)
                    return true
                }
            }
            
            enum AppEvent { case didFinishLaunching, didBecomeActive }
            
            protocol AppState {
                func apply(event: AppEvent) -> any AppState
            }
            
            final class AppStateMachine {
                private(set) var currentState: any AppState = Initializing()
                func handle(_ event: AppEvent) {
                    currentState = currentState.apply(event: event)
                }
            }
            
            struct Initializing: AppState {}
            
            extension Initializing {
                func apply(event: AppEvent) -> any AppState {
                    guard case .didFinishLaunching = event else { return self }
                    return Launching()
                }
            }
            
            struct Launching: AppState {
                let window = UIWindow(frame: UIScreen.main.bounds)
                init() {
                    setupWindow()
                }
                private func setupWindow() {
                    window.rootViewController = UINavigationController(rootViewController: MainViewController())
                    window.makeKeyAndVisible()
                }
                func apply(event: AppEvent) -> any AppState { self }
            }
            
            final class MainViewController: UIViewController {}

            """])
        #expect(stderr.contains("the app launches in Code (App.swift:40: the delegate sets the window's root)"), "\(stderr)")
        #expect(code.contains("initial MainViewControllerNavigation"), "\(code)")
        try expectAllReached(out, 2)
    }
}
