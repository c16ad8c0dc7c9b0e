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

extension MainCoordinator: AccountShowing {
    func showAccount() {
        router.push(AccountViewController(), animated: true)
    }
}

extension MainCoordinator: ListViewControllerDelegate {
    func list(_ controller: ListViewController, didSelect item: String) {
        let detail = DetailViewController(item: item, coordinator: self)
        router.push(detail, animated: true)
    }

    func listDidAskForAbout(_ controller: ListViewController) {
        openAbout()
    }

    func listDidAskForHelp(_ controller: ListViewController) {
        let modalRouter = Router.makeModal()
        let help = HelpCoordinator(router: modalRouter)
        help.accounts = self
        help.start()
        children.append(help)
        controller.present(modalRouter, animated: true)
    }

    func listDidAskForSettings(_ controller: ListViewController) {
        Keychain.shared.step1()
        let settings = SettingsCoordinator(presentedOn: controller)
        settings.start()
        children.append(settings)
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

/// Makes its own navigation controller and presents it on the controller it is handed.
final class SettingsCoordinator: NSObject, Coordinator, AccountShowing {
    let navigationController: UINavigationController
    let presentedOn: UIViewController

    init(presentedOn: UIViewController) {
        self.presentedOn = presentedOn
        navigationController = UINavigationController()
    }

    func start() {
        let settings = SettingsViewController()
        settings.coordinator = self
        navigationController.pushViewController(settings, animated: false)
        presentedOn.present(navigationController, animated: true)
    }

    func showAccount() {
        navigationController.pushViewController(AccountViewController(), animated: true)
    }

    /// Tells the screen what to do through closures it is made with, not a delegate: the profile's
    /// editor and its avatar are the profile's moves, named after the closures.
    func showProfile() {
        let profile = ProfileViewController(model: ProfileModel(onAvatarTap: { [weak self] in self?.showAvatar() }),
                                            onEdit: { [weak self] in
                                                guard let self else { return }
                                                self.showEditor(animated: true)
                                            }) { [weak self] in
            self?.navigationController.popViewController(animated: true)
        }
        navigationController.pushViewController(profile, animated: true)
    }

    private func showEditor(animated: Bool) {
        navigationController.present(UINavigationController(rootViewController: EditorViewController()), animated: animated)
    }

    /// Gives the avatar screen its closure after making it: cropping is the avatar's move.
    private func showAvatar() {
        let avatar = AvatarViewController()
        avatar.onCrop = { [weak self] in self?.showCrop() }
        navigationController.pushViewController(avatar, animated: true)
    }

    private func showCrop() {
        navigationController.pushViewController(CropViewController(), animated: true)
    }
}

/// Handed a router rather than a navigation controller; pushes its first screen through a helper
/// every coordinator has, which hands it on to the router.
final class HelpCoordinator: Coordinator {
    let router: Router
    weak var accounts: AccountShowing?

    init(router: Router) {
        self.router = router
    }

    func start() {
        let screen = HelpViewController()
        screen.coordinator = accounts
        _pushFirst(screen, to: router)
    }
}

extension Coordinator {
    func finish(reason: String) {
        print("finished:", reason)
    }

    func _pushFirst(_ viewController: UIViewController, to router: Router) {
        router.push(viewController, animated: false)
    }
}
