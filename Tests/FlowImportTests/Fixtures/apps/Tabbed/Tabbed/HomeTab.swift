import UIKit

enum HomeTab: Int {
    case search, news, settings

    private func controller(navigator: Navigator) -> UIViewController {
        switch self {
        case .search:
            let vc = SearchViewController(navigator: navigator)
            return UINavigationController(rootViewController: vc)
        case .news:
            return NewsViewController(navigator: navigator)
        case .settings:
            return UINavigationController(rootViewController: SettingsViewController(navigator: navigator))
        }
    }

    func getController(navigator: Navigator) -> UIViewController {
        let vc = controller(navigator: navigator)
        vc.tabBarItem = UITabBarItem(title: "\(self)", image: nil, tag: rawValue)
        return vc
    }
}

class Navigator {}

class MainTabBarController: UITabBarController {
    let navigator = Navigator()
    let items = BehaviorRelay<[HomeTab]>(value: [])

    override func viewDidLoad() {
        super.viewDidLoad()
        items.subscribe(onNext: { [weak self] tabs in
            guard let strongSelf = self else { return }
            let controllers = tabs.map { $0.getController(navigator: strongSelf.navigator) }
            strongSelf.setViewControllers(controllers, animated: false)
        })
    }
}

class SearchViewController: UIViewController {
    init(navigator: Navigator) { super.init(nibName: nil, bundle: nil) }
}

class NewsViewController: UIViewController {
    init(navigator: Navigator) { super.init(nibName: nil, bundle: nil) }
}
