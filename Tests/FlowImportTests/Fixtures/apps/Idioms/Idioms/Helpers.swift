import Reusable
import UIKit

// A generic helper whose result's type the caller's declaration gives, and one taking the class.
extension UIStoryboard {
    func instantiateViewController<T: UIViewController>() -> T {
        return instantiateViewController(withIdentifier: String(describing: T.self)) as! T
    }

    func instantiate<T: UIViewController>(_ type: T.Type) -> T {
        return instantiateViewController(withIdentifier: String(describing: type)) as! T
    }
}

/// A function of no type that makes a controller (GitHawk's `newSearchRootViewController(client:)`):
/// a call of it, in any class, makes what it returns, here the history scene in a navigation controller.
func newHistoryRootViewController() -> UIViewController {
    let history = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "HistoryViewController")
    return UINavigationController(rootViewController: history)
}
