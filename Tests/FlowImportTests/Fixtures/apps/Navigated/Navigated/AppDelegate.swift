import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        self.window = window
        Navigator.default.show(segue: .home(viewModel: HomeViewModel()), sender: nil, transition: .root(in: window))
        window.makeKeyAndVisible()
        return true
    }
}
