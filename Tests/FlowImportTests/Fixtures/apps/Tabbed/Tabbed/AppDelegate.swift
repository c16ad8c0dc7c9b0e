import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        self.window = window
        guard Session.isSignedIn else {
            window.rootViewController = UINavigationController(rootViewController: SignInViewController())
            return true
        }
        let split = RootSplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: MenuViewController()), DetailViewController()]
        window.rootViewController = split
        return true
    }
}

enum Session {
    static var isSignedIn: Bool { UserDefaults.standard.bool(forKey: "signedIn") }
}

class SignInViewController: UIViewController {}

class RootSplitViewController: UISplitViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        preferredDisplayMode = .oneBesideSecondary
    }
}

class DetailViewController: UIViewController {}
