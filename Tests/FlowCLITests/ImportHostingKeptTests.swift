import Foundation
import Testing

/// A hosting controller a screen makes and keeps, handed to a helper the import does not read
/// (DuckDuckGo's `installChildViewController(_:)`, in a framework of its own), is SwiftUI content
/// the screen installs: embedded in it, not presented over it (HostingControllersKept.swift). One a
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
