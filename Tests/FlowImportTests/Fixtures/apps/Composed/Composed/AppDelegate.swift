import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    lazy var navigationController = NavigationController(rootViewController: HomeViewController())

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        if !Settings.onboarded {
            let onboarding = OnboardingViewController()
            window?.rootViewController = onboarding
        } else {
            window?.rootViewController = navigationController
        }
        window?.makeKeyAndVisible()
        return true
    }
}

class NavigationController: UINavigationController {
    func popViewController() { popViewController(animated: true) }
}

enum Settings { static var onboarded = false }
class OnboardingViewController: UIViewController {}
