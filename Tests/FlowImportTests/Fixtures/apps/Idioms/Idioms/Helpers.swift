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
