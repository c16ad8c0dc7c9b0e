import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if Session.current != nil {
            WindowManager.open(.home)
        } else {
            WindowManager.open(.login)
        }
        return true
    }
}
