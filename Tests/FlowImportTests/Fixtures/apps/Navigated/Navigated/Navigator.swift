import UIKit

class Navigator {
    static var `default` = Navigator()

    enum Scene {
        case home(viewModel: HomeViewModel)
        case detail(viewModel: DetailViewModel)
        case settings(viewModel: SettingsViewModel)
    }

    enum Transition {
        case root(in: UIWindow)
        case navigation
        case modal
        case detail
    }

    func get(segue: Scene) -> UIViewController? {
        switch segue {
        case .home(let viewModel):
            let home = HomeViewController(viewModel: viewModel, navigator: self)
            return NavigationController(rootViewController: home)
        case .detail(let viewModel): return DetailViewController(viewModel: viewModel, navigator: self)
        case .settings(let viewModel): return SettingsViewController(viewModel: viewModel, navigator: self)
        }
    }

    func dismiss(sender: UIViewController?) {
        sender?.navigationController?.dismiss(animated: true, completion: nil)
    }

    func show(segue: Scene, sender: UIViewController?, transition: Transition = .navigation) {
        if let target = get(segue: segue) {
            show(target: target, sender: sender, transition: transition)
        }
    }

    private func show(target: UIViewController, sender: UIViewController?, transition: Transition) {
        switch transition {
        case .root(in: let window):
            window.rootViewController = target
            return
        default: break
        }
        guard let sender = sender else { return }
        switch transition {
        case .navigation:
            if let nav = sender.navigationController {
                nav.pushViewController(target, animated: true)
            }
        case .modal:
            let nav = NavigationController(rootViewController: target)
            sender.present(nav, animated: true, completion: nil)
        case .detail:
            let nav = NavigationController(rootViewController: target)
            sender.showDetailViewController(nav, sender: nil)
        default: break
        }
    }
}
