import Foundation
import Testing

/// A coordinator that keeps a plain `UIViewController()` as the window's root and swaps its child
/// (Corona-Warn-App's `RootCoordinator`): the child added at launch is embedded, each method adding
/// one is a code segue of the container, a tab bar controller it keeps is a `tabs` with the tabs its
/// method lists — other coordinators' navigation controllers, rooted by their initializers or by the
/// first stack a method gives them.
extension ImportAppCLITests {
    @Test func aCoordinatorSwapsTheChildOfTheWindowsRoot() throws {
        let (out, stderr, code) = try importApp("Swapping", [
            "AppDelegate.swift": """
                import UIKit

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    private var didSetupUI = false
                    lazy var coordinator = RootCoordinator()

                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        if #unavailable(iOS 14) { showUpdateOS() }
                        return true
                    }

                    func applicationDidBecomeActive(_ application: UIApplication) {
                        if !didSetupUI {
                            setupUI()
                            showUI()
                        }
                    }

                    private func setupUI() {
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.rootViewController = coordinator.viewController
                        window?.makeKeyAndVisible()
                    }

                    private func showUI() {
                        coordinator.showLoadingScreen()
                        didSetupUI = true
                    }

                    func onboardingFinished() { coordinator.showHome() }

                    private func showUpdateOS() {
                        window?.rootViewController = UpdateOSViewController()
                    }
                }
                """,
            "RootCoordinator.swift": """
                import UIKit

                class RootCoordinator: NSObject {
                    let viewController: UIViewController = {
                        let viewController = UIViewController()
                        viewController.view.backgroundColor = .systemBackground
                        return viewController
                    }()

                    func showHome() {
                        homeCoordinator = HomeCoordinator()
                        homeCoordinator?.showHome()
                        diaryCoordinator = DiaryCoordinator()
                        setupTabbar()
                    }

                    private func setupTabbar() {
                        let tabs = [
                            homeCoordinator?.rootViewController,
                            isHibernating ? nil : scannerDummyViewController,
                            diaryCoordinator?.viewController
                        ].compactMap { $0 }
                        tabBarController.setViewControllers(tabs, animated: false)
                        viewController.clearChildViewController()
                        viewController.embedViewController(childViewController: tabBarController)
                    }

                    func showOnboarding() {
                        let navigation = OnboardingNavigationController(rootViewController: OnboardingViewController())
                        viewController.clearChildViewController()
                        viewController.embedViewController(childViewController: navigation)
                    }

                    func showLoadingScreen() {
                        let loading = LoadingScreenViewController()
                        viewController.clearChildViewController()
                        viewController.embedViewController(childViewController: loading)
                    }

                    // MARK: - Private (below the methods that use it, as Swift allows)

                    private let tabBarController = UITabBarController()
                    private let isHibernating = false
                    private let scannerDummyViewController = UIViewController()
                    private var homeCoordinator: HomeCoordinator?
                    private var diaryCoordinator: DiaryCoordinator?
                }

                extension UIViewController {
                    func embedViewController(childViewController: UIViewController) {
                        view.addSubview(childViewController.view)
                        addChild(childViewController)
                        childViewController.didMove(toParent: self)
                    }

                    func clearChildViewController() {
                        for child in children { child.removeFromParent() }
                    }
                }
                """,
            "Screens.swift": """
                import UIKit

                class LoadingScreenViewController: UIViewController {}
                class UpdateOSViewController: UIViewController {}
                class OnboardingNavigationController: UINavigationController {}
                class OnboardingViewController: UIViewController {}
                class HomeViewController: UIViewController {}
                class DiaryInfoViewController: UIViewController {}

                class HomeCoordinator {
                    let rootViewController: UINavigationController = NavigationControllerWithLargeTitle(rootViewController: UIViewController())
                    func showHome() {
                        let home = HomeViewController()
                        UIView.transition(with: rootViewController.view, duration: 0.2, options: [], animations: {
                            self.rootViewController.setViewControllers([home], animated: false)
                        })
                    }
                }

                class NavigationControllerWithLargeTitle: UINavigationController {}

                class DiaryCoordinator {
                    lazy var viewController: UINavigationController = {
                        UINavigationController(rootViewController: infoScreen())
                    }()
                    private func infoScreen() -> UIViewController {
                        let info = DiaryInfoViewController()
                        return info
                    }
                }
                """,
        ])
        #expect(stderr.contains("the app launches in Code (AppDelegate.swift:24: the delegate sets the window's root)"), "\(stderr)")
        #expect(code.contains("""
            // made in code: UIKit's tab bar controller RootCoordinator.tabBarController keeps, with the tabs the code gives it (RootCoordinator.swift:25)
            tabs TabBarController { HomeViewControllerNavigation, DiaryInfoViewControllerNavigation }
            """), "\(code)")
        #expect(code.contains("""
            // the window's root: RootCoordinator.viewController, a UIViewController() the code gives one child at a time (AppDelegate.swift:24)
            container RootCoordinatorViewController {
                embed LoadingScreenViewController
                // code: setupTabbar() makes TabBarController its child in place of the one before (RootCoordinator.swift:25); fire it with perform "setupTabbar"
                segue "setupTabbar" {
                    if exists(LoadingScreenViewController) { unembed LoadingScreenViewController }
                    if exists(TabBarController) { unembed TabBarController }
                    if exists(OnboardingViewControllerNavigation) { unembed OnboardingViewControllerNavigation }
                    embed TabBarController in RootCoordinatorViewController
                }
            """), "\(code)")
        #expect(code.contains("""
                segue "showOnboarding" {
                    if exists(LoadingScreenViewController) { unembed LoadingScreenViewController }
                    if exists(TabBarController) { unembed TabBarController }
                    if exists(OnboardingViewControllerNavigation) { unembed OnboardingViewControllerNavigation }
                    embed OnboardingViewControllerNavigation in RootCoordinatorViewController
                }
            """), "\(code)")
        #expect(code.contains("storyboard Code\ninitial RootCoordinatorViewController\n"), "\(code)")
        // Loading, onboarding and its navigation controller, the tab bar, each tab's navigation
        // controller and root; not the update screen of an old iOS, nor the scanner's placeholder.
        try expectAllReached(out, 9)
        #expect(!code.contains("UpdateOSViewController"), "\(code)")
    }
}
