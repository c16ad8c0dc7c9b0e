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

class NewsViewController: UIPageViewController, UIPageViewControllerDataSource {
    init(navigator: Navigator) {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        setViewControllers([HeadlineViewController(index: 0)], direction: .forward, animated: false)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let headline = viewController as? HeadlineViewController, headline.index > 0 else { return nil }
        return HeadlineViewController(index: headline.index - 1)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let headline = viewController as? HeadlineViewController else { return nil }
        return HeadlineViewController(index: headline.index + 1)
    }
}

class HeadlineViewController: UIViewController {
    let index: Int
    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }
}
