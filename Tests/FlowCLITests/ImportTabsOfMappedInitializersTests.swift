import Foundation
import Testing

/// Metatext's main screen: a tab bar subclass giving itself a list it builds by appends, each put in a
/// navigation controller by an initializer named, not called (`controllers.map(
/// SwipeableNavigationController.init(rootViewController:))`); its first tab a page view controller whose
/// first page is the `.first` of a list its initializer builds in a local named as a property; a page
/// pushing another controller of its own class, which Code.flow allows (W109).
extension ImportAppCLITests {
    @Test func tabsMappedThroughANavigationInitializerAndAListsFirstPageAreRead() throws {
        let (out, _, code) = try importApp("Timelines", [
            "App/Info.plist": Self.launchingInCode,
            "App/AppDelegate.swift": Self.appDelegate(root: "MainNavigationViewController(pending: false)"),
            "App/App.swift": """
                import UIKit
                import Combine

                class SwipeableNavigationController: UINavigationController {}

                final class MainNavigationViewController: UITabBarController {
                    private var cancellables = Set<AnyCancellable>()
                    private let pending: Bool

                    init(pending: Bool) {
                        self.pending = pending
                        super.init(nibName: nil, bundle: nil)
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        Just(pending).sink { [weak self] in self?.setupViewControllers(pending: $0) }.store(in: &cancellables)
                    }
                }

                private extension MainNavigationViewController {
                    func setupViewControllers(pending: Bool) {
                        var controllers: [UIViewController] = [TimelinesViewController(timelines: ["home", "local"])]
                        if !pending {
                            controllers.append(ExploreViewController())
                        }
                        viewControllers = controllers.map(SwipeableNavigationController.init(rootViewController:))
                    }
                }

                final class TimelinesViewController: UIPageViewController {
                    private let timelineViewControllers: [TableViewController]

                    init(timelines: [String]) {
                        var timelineViewControllers = [TableViewController]()
                        for timeline in timelines {
                            timelineViewControllers.append(TableViewController(timeline: timeline))
                        }
                        self.timelineViewControllers = timelineViewControllers
                        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
                        if let firstViewController = timelineViewControllers.first {
                            setViewControllers([firstViewController], direction: .forward, animated: false)
                        }
                    }
                }

                class TableViewController: UITableViewController {
                    init(timeline: String) { super.init(style: .plain) }

                    func showThread() {
                        navigationController?.pushViewController(TableViewController(timeline: "thread"), animated: true)
                    }
                }
                class ExploreViewController: UIViewController {}

                """,
        ])
        #expect(code.contains("""
            tabs MainNavigationViewController {
                TimelinesViewControllerNavigation, ExploreViewControllerNavigation
            """), "\(code)")
        #expect(code.contains("navigation TimelinesViewControllerNavigation { root TimelinesViewController }"), "\(code)")
        #expect(code.contains("pages TimelinesViewController { TableViewController }"), "\(code)")
        // The thread pushed from a page is another of the page's class, as the code makes it: no W109.
        #expect(code.contains("// flow: allow W101, W109\n"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 6)
    }
}
