import UIKit

/// Replaces the window's root with a storyboard's initial controller, as Rocket.Chat's does.
final class WindowManager {
    static func open(_ storyboard: Storyboard) {
        let controller = storyboard.initialViewController()
        if let window = UIApplication.shared.windows.first, let controller = controller {
            window.set(rootViewController: controller, withTransition: CATransition())
        }
    }
}

extension UIWindow {
    func set(rootViewController newRootViewController: UIViewController, withTransition transition: CATransition? = nil) {
        if let transition = transition {
            layer.add(transition, forKey: kCATransition)
        }
        rootViewController = newRootViewController
    }
}

struct Session {
    static var current: Session?
}
