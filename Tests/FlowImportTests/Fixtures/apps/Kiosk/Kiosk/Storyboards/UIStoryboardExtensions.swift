import UIKit

extension UIStoryboard {
    class func auction() -> UIStoryboard {
        return UIStoryboard(name: StoryboardNames.auction.rawValue, bundle: nil)
    }

    func viewController(withID identifier: ViewControllerStoryboardIdentifier) -> UIViewController {
        return self.instantiateViewController(withIdentifier: identifier.rawValue)
    }
}
