import UIKit

/// Wraps a navigation controller: what the coordinators push through.
final class Router {
    let navigationController: UINavigationController

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func push(_ viewController: UIViewController, animated: Bool) {
        navigationController.pushViewController(viewController, animated: animated)
    }
}

final class MainCoordinator {
    private let rootSplit: RootSplitViewController
    private let primaryRouter: Router
    private var picker: PickerCoordinator?

    init(window: UIWindow) {
        rootSplit = RootSplitViewController()
        primaryRouter = Router(UINavigationController())
        rootSplit.setViewController(primaryRouter.navigationController, for: .primary)
        window.rootViewController = rootSplit
    }

    func start() {
        picker = PickerCoordinator(router: primaryRouter)
        picker?.start()
    }
}

final class PickerCoordinator {
    private let router: Router

    init(router: Router) {
        self.router = router
    }

    func start() {
        let picker = PickerViewController()
        router.push(picker, animated: false)
    }
}
