import UIKit

protocol Coordinator: AnyObject {
    func start()
}

final class MainCoordinator: BaseCoordinator, Coordinator {
    private var children: [Coordinator] = []

    func start() {
        let list = ListViewController()
        list.delegate = self
        navigationController.setViewControllers([list], animated: false)
    }

    func openAbout() {
        let modal = UINavigationController()
        let about = AboutCoordinator(navigationController: modal)
        about.start()
        children.append(about)
        navigationController.present(modal, animated: true)
    }
}

extension MainCoordinator: ListViewControllerDelegate {
    func list(_ controller: ListViewController, didSelect item: String) {
        let detail = DetailViewController(item: item)
        router.push(detail, animated: true)
    }

    func listDidAskForAbout(_ controller: ListViewController) {
        openAbout()
    }
}

final class AboutCoordinator: NSObject, Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let about = AboutViewController()
        about.coordinator = self
        navigationController.setViewControllers([about], animated: false)
    }

    func finish() {
        navigationController.dismiss(animated: true)
    }
}
