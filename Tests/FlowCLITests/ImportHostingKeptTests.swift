import Foundation
import Testing

/// A hosting controller a screen makes and keeps, handed to a helper the import does not read
/// (DuckDuckGo's `installChildViewController(_:)`, in a framework of its own), is SwiftUI content
/// the screen installs: embedded in it, not presented over it (ControllersKept.swift). One a
/// factory returns is still its caller's to present, and one handed to an initializer (openHAB's
/// drawer, the root of a side menu library's navigation controller) is in what that makes, and one
/// handed to a helper named for a move (`present(controller:fromView:)`) is moved.
extension ImportAppCLITests {
    @Test func aHostingControllerAScreenKeepsIsItsChild() throws {
        let (out, _, code) = try importApp("HostingKept", ["App.swift": """
            import UIKit
            import SwiftUI

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: InboxViewController())"))

            final class InboxViewController: UIViewController {
                @objc func compose() {
                    present(PromptViewController(), animated: true)
                }
                @objc func showAbout() {
                    present(AboutFactory.make(), animated: true)
                }
            }
            final class PromptViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setUpPromptView()
                    setUpSideMenu()
                }
                @objc func openBrowser() {
                    present(controller: UIHostingController(rootView: BrowserView()), fromView: view)
                }
                private func setUpSideMenu() {
                    let hostingController = UIHostingController(rootView: DrawerView())
                    let menu = SideMenuNavigationController(rootViewController: hostingController)
                    SideMenuManager.default.rightMenuNavigationController = menu
                }
                private func setUpPromptView() {
                    let controller = UIHostingController(rootView: PromptView())
                    controller.view.backgroundColor = .clear
                    installChildViewController(controller)
                }
            }
            enum AboutFactory {
                static func make() -> UIViewController {
                    let host = UIHostingController(rootView: AboutView())
                    return host
                }
            }
            struct PromptView: View {
                var body: some View { Text("Save this login?") }
            }
            struct BrowserView: View {
                var body: some View { Text("Browser") }
            }
            struct DrawerView: View {
                var body: some View { Text("Menu") }
            }
            struct AboutView: View {
                var body: some View { Text("About") }
            }

            """])
        #expect(code.contains("embed SwiftUI.PromptView"), "\(code)")
        #expect(code.contains("makes a hosting controller of SwiftUI.PromptView and keeps it"), "\(code)")
        #expect(!code.contains("present SwiftUI.PromptView"), "\(code)")
        #expect(code.contains("-> present SwiftUI.AboutView"), "a factory's hosting controller is its caller's: \(code)")
        #expect(!code.contains("embed SwiftUI.DrawerView"), "one handed to an initializer is in what it makes: \(code)")
        #expect(!code.contains("embed SwiftUI.BrowserView"), "one handed to a helper named for a move is moved: \(code)")
        try expectAllReached(out, 7)
    }
}

/// A controller a screen keeps in a property of its own, made by its own factory and handed to a
/// library through a data source method (Mastodon's profile header, which its paging library adds
/// as a child), is the screen's child: its `show` pushes on the screen's navigation controller, no
/// W104. One the screen presents from its property later is presented.
extension ImportAppCLITests {
    @Test func aControllerAScreenKeepsInAPropertyIsItsChild() throws {
        let (out, _, code) = try importApp("PropertyKept", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: ProfileViewController())"))

            final class ProfileViewController: UIViewController, PagerDataSource {
                private(set) var headerController: HeaderViewController?
                private var editor: EditorViewController?
                let pager = PagerController()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    headerController = makeHeaderController()
                    editor = EditorViewController()
                    pager.dataSource = self
                }
                private func makeHeaderController() -> HeaderViewController {
                    let controller = HeaderViewController()
                    return controller
                }
                func headerViewController() -> UIViewController {
                    return headerController!
                }
                @objc func edit() {
                    guard let editor else { return }
                    present(editor, animated: true)
                }
            }
            final class HeaderViewController: UIViewController {
                @objc func followersTapped() {
                    show(FollowersViewController(), sender: self)
                }
            }
            final class FollowersViewController: UITableViewController {}
            final class EditorViewController: UIViewController {}

            """])
        #expect(code.contains("embed HeaderViewController"), "\(code)")
        #expect(code.contains("which the class keeps in 'headerController' and never shows"), "\(code)")
        #expect(code.contains("present EditorViewController"), "one presented from its property is presented: \(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 5)
    }
}

/// Pages a screen keeps in an array property, appended from its own factory (`pageViewControllers
/// .append(contentsOf: pages.map { makePageController(page: $0) })`), which its page view
/// controller's data source serves (Aidoku's reader): kept, the screen's children, so a page's
/// `show` pushes on the screen's navigation controller.
extension ImportAppCLITests {
    @Test func pagesAScreenAppendsToAPropertyAreItsChildren() throws {
        let (out, _, code) = try importApp("PagesKept", ["Reader.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: PagedReaderViewController())"))

            final class PagedReaderViewController            : UIViewController, UIPageViewControllerDataSource {
                private lazy var pageViewController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                private var pageViewControllers: [UIViewController] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(pageViewController)
                    view.addSubview(pageViewController.view)
                    pageViewController.didMove(toParent: self)
                    pageViewController.dataSource = self
                    loadPages([1, 2, 3])
                }
                private func loadPages(_ pages: [Int]) {
                    pageViewControllers.append(contentsOf: pages.map { makePageController(page: $0) })
                    pageViewControllers.append(makePageController(page: 0))
                    pageViewController.setViewControllers([pageViewControllers[0]], direction: .forward, animated: false)
                }
                private func makePageController(page: Int) -> PageViewController {
                    let controller = PageViewController()
                    controller.page = page
                    return controller
                }
                func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
                    guard let index = pageViewControllers.firstIndex(of: viewController), index + 1 < pageViewControllers.count else { return nil }
                    return pageViewControllers[index + 1]
                }
                func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
                    guard let index = pageViewControllers.firstIndex(of: viewController), index > 0 else { return nil }
                    return pageViewControllers[index - 1]
                }
            }
            final class PageViewController: UIViewController {
                var page = 0
                @objc func showNotes() {
                    show(NotesViewController(), sender: self)
                }
            }
            final class NotesViewController: UIViewController {}

            """])
        #expect(code.contains("which the class keeps in 'pageViewControllers' and never shows"), "\(code)")
        #expect(code.contains("embed PageViewController"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }
}
