import Foundation
import Testing

/// A tab bar subclass given its tabs as one list parameter of its initializer (Antidote's
/// `TabBarController(theme:controllers:tabBarItems:)`, doing `viewControllers = controllers`): the list
/// its making hands, here its coordinators' navigation controllers as their `start()` roots them.
extension ImportAppCLITests {
    @Test func aTabBarGivenItsTabsAsOneListParameterShowsWhatItsMakingHands() throws {
        let (out, _, code) = try importApp("Antidote", [
            "App/Info.plist": Self.launchingInCode,
            "App/AppDelegate.swift": Self.appDelegate(starting: "ActiveSessionCoordinator", with: "start()"),
            "App/App.swift": """
                import UIKit

                class ActiveSessionNavigationCoordinator {
                    let navigationController: UINavigationController
                    init() { self.navigationController = UINavigationController() }
                    func start() { preconditionFailure("This method must be overridden") }
                }

                class FriendsTabCoordinator: ActiveSessionNavigationCoordinator {
                    override func start() {
                        navigationController.pushViewController(FriendListController(), animated: false)
                    }
                }

                class SettingsTabCoordinator: ActiveSessionNavigationCoordinator {
                    override func start() {
                        navigationController.pushViewController(SettingsMainController(), animated: false)
                    }
                }

                class TabBarController: UITabBarController {
                    init(theme: String, controllers: [UINavigationController]) {
                        super.init(nibName: nil, bundle: nil)
                        viewControllers = controllers
                    }
                }

                class ActiveSessionCoordinator {
                    let window: UIWindow
                    let friendsCoordinator = FriendsTabCoordinator()
                    let settingsCoordinator = SettingsTabCoordinator()
                    var tabBarController: TabBarController!

                    init(window: UIWindow) {
                        self.window = window
                        let tabBarControllers = [friendsCoordinator.navigationController, settingsCoordinator.navigationController]
                        tabBarController = TabBarController(theme: "default", controllers: tabBarControllers)
                    }

                    func start() {
                        window.rootViewController = tabBarController
                        friendsCoordinator.start()
                        settingsCoordinator.start()
                    }
                }

                class FriendListController: UIViewController {}
                class SettingsMainController: UIViewController {}

                """,
        ])
        #expect(code.contains("tabs TabBarController { FriendListControllerNavigation, SettingsMainControllerNavigation }"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 5)
    }
}

/// A tab bar's tabs as a `map` over an enum's every case whose closure switches over the case (Antidote's
/// `TabCoordinator.allValues().map { object -> UINavigationController in switch object { … } }`): each
/// case's controller, in the switch's order; a list of cases written there takes those cases.
extension ImportAppCLITests {
    @Test func tabsMappedFromAnEnumsCasesThroughASwitchAreEachCasesController() throws {
        let (out, _, code) = try importApp("CaseTabs", [
            "App/Info.plist": Self.launchingInCode,
            "App/AppDelegate.swift": Self.appDelegate(root: "MainTabBarController()"),
            "App/App.swift": """
                import UIKit

                enum Tab: CaseIterable {
                    case home, settings, debug
                }

                class MainTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = Tab.allCases.map { tab -> UIViewController in
                            switch tab {
                            case .home:
                                return UINavigationController(rootViewController: HomeViewController())
                            case .settings:
                                return SettingsViewController()
                            case .debug:
                                return DebugViewController()
                            }
                        }
                    }

                    func showShortcuts() {
                        present(ShortcutsTabBarController(), animated: true)
                    }
                }

                class ShortcutsTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [Tab.debug, .settings].map { tab -> UIViewController in
                            switch tab {
                            case .home: return HomeViewController()
                            case .settings: return SettingsViewController()
                            case .debug: return DebugViewController()
                            }
                        }
                    }
                }

                class HomeViewController: UIViewController {}
                class SettingsViewController: UIViewController {}
                class DebugViewController: UIViewController {}

                """,
        ])
        #expect(code.contains("""
            tabs MainTabBarController {
                HomeViewControllerNavigation, SettingsViewController, DebugViewController
            """), "\(code)")
        // The list written there takes its cases, in its order.
        #expect(code.contains("tabs ShortcutsTabBarController { DebugViewController, SettingsViewController }"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }
}
