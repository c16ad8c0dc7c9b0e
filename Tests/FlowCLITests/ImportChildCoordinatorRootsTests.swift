import Foundation
import Testing

/// An app coordinator that sets as the window's root the navigation controller it keeps, empty, and
/// hands it to a child coordinator whose `start()` pushes the first screen (Stopp Corona's
/// `ApplicationCoordinator`: `window.rootViewController = rootViewController`, then
/// `MainCoordinator(navigationController: rootViewController).start()`): the launch is that
/// navigation controller, rooted in what the child pushes. Before, the launch was not found (0 of 48).
/// What the child presents next at launch (the onboarding of a first launch, a navigation controller
/// a lazy property makes around another that a type method of its class makes) is the launch scene's.
extension ImportAppCLITests {
    static let childCoordinatorRoots = """
        import UIKit

        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var appCoordinator: ApplicationCoordinator!

            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
            {
                window = UIWindow(frame: UIScreen.main.bounds)
                appCoordinator = ApplicationCoordinator(window: window)
                appCoordinator.start()
                return true
            }
        }

        class Coordinator: NSObject {
            private(set) var childCoordinators: [Coordinator] = []
            func start() { assertionFailure("not implemented") }
            func addChildCoordinator(_ coordinator: Coordinator) { childCoordinators.append(coordinator) }
        }

        class ApplicationCoordinator: Coordinator {
            let window: UIWindow?

            lazy var rootViewController: UINavigationController = {
                #if DEBUG || STAGE
                    return DebugNavigationController()
                #else
                    return UINavigationController()
                #endif
            }()

            init(window: UIWindow?) {
                self.window = window
                super.init()
            }

            func gotoMainScreen() {
                let child = MainCoordinator(navigationController: rootViewController)
                addChildCoordinator(child)
                child.start()
            }

            override func start() {
                guard let window = window else { return }
                window.rootViewController = rootViewController
                window.makeKeyAndVisible()
                gotoMainScreen()
            }
        }

        final class DebugNavigationController: UINavigationController {}

        class MainCoordinator: Coordinator {
            var navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            override func start() {
                navigationController.pushViewController(MainViewController(), animated: false)
                if !UserDefaults.standard.bool(forKey: "hasSeenOnboarding") {
                    DispatchQueue.main.async { self.onboarding() }
                }
            }
            func onboarding() {
                let child = OnboardingCoordinator(navigationController: navigationController)
                addChildCoordinator(child)
                child.start()
            }
            func help() {
                navigationController.pushViewController(HelpViewController(), animated: true)
            }
        }

        final class MainViewController: UIViewController {
            var coordinator: MainCoordinator?
            @objc func helpTapped() { coordinator?.help() }
        }
        final class HelpViewController: UIViewController {}

        class OnboardingCoordinator: Coordinator {
            var navigationController: UINavigationController
            lazy var rootViewController: UINavigationController = {
                let controller = UINavigationController(rootViewController: onboardingViewController)
                controller.setNavigationBarHidden(true, animated: false)
                return controller
            }()
            lazy var onboardingViewController: OnboardingViewController = { OnboardingViewController.instantiate() }()
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            override func start() {
                rootViewController.modalPresentationStyle = .fullScreen
                navigationController.present(rootViewController, animated: true, completion: nil)
            }
        }
        final class OnboardingViewController: UIViewController {
            class func instantiate() -> OnboardingViewController { OnboardingViewController() }
        }

        """

    @Test func aNavigationControllerAChildCoordinatorRootsIsTheLaunch() throws {
        let (out, stderr, code) = try importApp("ChildCoordinatorRoot", ["App.swift": Self.childCoordinatorRoots])
        #expect(stderr.contains("the app launches in Code (App.swift:48"), "\(stderr)")
        #expect(code.contains("navigation MainViewControllerNavigation { root MainViewController }"), "\(code)")
        #expect(code.contains("initial MainViewControllerNavigation"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        #expect(code.contains("""
                // code: ApplicationCoordinator.start() presents OnboardingViewControllerNavigation
            """), "\(code)")
        try expectAllReached(out, 5)
    }
}
