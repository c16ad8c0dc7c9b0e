import Foundation
import Testing

/// A tab bar subclass given its tabs as one list parameter of its initializer (Antidote's
/// `TabBarController(theme:controllers:tabBarItems:)`, doing `viewControllers = controllers`): the list
/// its making hands, here its coordinators' navigation controllers as their `start()` roots them.
extension ImportAppCLITests {
    @Test func aTabBarGivenItsTabsAsOneListParameterShowsWhatItsMakingHands() throws {
        let (out, _, code) = try importApp("Antidote", [
            "App/Info.plist": Self.launchingInCode,
            "App/App.swift": """
                import UIKit

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    var coordinator: ActiveSessionCoordinator!

                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow(frame: UIScreen.main.bounds)
                        coordinator = ActiveSessionCoordinator(window: window!)
                        coordinator.start()
                        return true
                    }
                }

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
