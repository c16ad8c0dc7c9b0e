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
