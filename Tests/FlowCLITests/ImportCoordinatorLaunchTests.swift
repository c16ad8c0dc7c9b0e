import Foundation
import Testing

/// A delegate that roots an onboarding on a first launch and otherwise makes the coordinator that
/// roots the app's main screen (Threema: `presentKeyGeneration()`, else `AppCoordinator(window:)`,
/// whose `start()` roots its split of a tab bar and a logo). The coordinator's root is the launch's
/// other root, and a split is the launch as a tab bar is (the onboarding its other root); a list a
/// `reset()` empties the split's columns with is no set-up of them. Before, the import launched
/// into the onboarding with no way on (Threema: 11 of 193 scenes reached).
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
