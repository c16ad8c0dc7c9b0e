import UIKit

/// What the coordinators push through: a wrapper of their navigation controller.
final class Router {
    let navigationController: UINavigationController

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// A router of a new navigation controller, to present.
    static func makeModal() -> Router {
        Router(UINavigationController())
    }

    func push(_ viewController: UIViewController, animated: Bool, onPop: (() -> Void)? = nil) {
        navigationController.pushViewController(viewController, animated: animated)
    }
}

/// What every coordinator of the app starts from: the navigation controller, and its router.
class BaseCoordinator {
    let navigationController: UINavigationController
    let router: Router

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        self.router = Router(navigationController)
    }
}

extension UIViewController {
    /// Presents what a router wraps.
    func present(_ router: Router, animated: Bool) {
        present(router.navigationController, animated: animated)
    }
}
