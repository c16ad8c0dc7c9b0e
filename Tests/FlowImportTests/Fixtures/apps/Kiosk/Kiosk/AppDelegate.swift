import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow? = UIWindow(frame: UIScreen.main.bounds)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let auctionStoryboard = UIStoryboard.auction()
        let navigation = auctionStoryboard.instantiateInitialViewController() as? UINavigationController
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        return true
    }
}
