import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let split = RootSplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: MenuViewController()), DetailViewController()]
        window.rootViewController = split
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

class RootSplitViewController: UISplitViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        preferredDisplayMode = .oneBesideSecondary
    }
}

class DetailViewController: UIViewController {}
