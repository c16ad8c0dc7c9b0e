import Foundation
import Testing

/// A library's container given its children through properties named as controllers' slots
/// (MFSideMenu's `centerViewController`, `leftMenuViewController`, `rightMenuViewController`, a pod
/// whose class no file declares): each is its child, as when it is made with them
/// (`CallReader.noteChildSetOnMadeContainer`). Mattermost's root, its menus and its chat, 26 scenes,
/// had been lost behind it.
extension ImportAppCLITests {
    @Test func aLibraryContainerGivenChildrenThroughPropertiesEmbedsThem() throws {
        let delegate = Self.sideMenuApp(launching: """
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let container = MFSideMenuContainerViewController()
            container.leftMenuViewController = storyboard.instantiateViewController(withIdentifier: "menu")
            container.centerViewController = storyboard.instantiateInitialViewController()
            container.title = "Chats"
            window = UIWindow()
            window?.rootViewController = container
            window?.makeKeyAndVisible()
            """, then: """
            final class ChatViewController: UIViewController {}
            final class MenuViewController: UIViewController {}
            """)
        let (out, _, code) = try importApp("SideMenu", [
            "AppDelegate.swift": delegate,
            "Main.storyboard": Self.sideMenuStoryboard(["menu": "MenuViewController"]),
        ])
        #expect(code.contains("""
            container MFSideMenuContainerViewController {
                // code: init() adds Main.MenuViewController as a child (AppDelegate.swift:11)
                embed Main.MenuViewController
                // code: init() adds Main as a child (AppDelegate.swift:11)
                embed Main
            }
            """), "\(code)")
        // The container, the chat's navigation controller and the chat, the menu.
        try expectAllReached(out, 4)
    }

    /// The same made by a helper of the app's around what it is handed (Mattermost's router:
    /// `RouterUtils.sideMenuContainer(centerVc!, leftMenuViewController: leftVc, rightMenuViewController:
    /// rightVc)`, whose body sets its parameters on the container's slots, `as! UIViewController`):
    /// each call is the container made around its arguments (ContainerHelpers.swift). The menu pushes
    /// onto the centre the container holds (`menuContainerViewController.centerViewController`, through a
    /// local and a cast): `push About on NavigationController` (ContainerSlots.swift), where a push of
    /// its own did nothing, the menu being in no navigation controller.
    @Test func aContainerAHelperMakesAroundItsParametersEmbedsWhatACallHandsIt() throws {
        let delegate = Self.sideMenuApp(launching: "RouterUtils.loadConversationScene()", then: """
            class RouterUtils {
                class func loadConversationScene() {
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    let center = storyboard.instantiateInitialViewController()
                    let menu = storyboard.instantiateViewController(withIdentifier: String(describing: "menu"))
                    let container = RouterUtils.sideMenuContainer(center!, leftMenuViewController: menu)
                    let appDelegate = UIApplication.shared.delegate as! AppDelegate
                    appDelegate.window?.rootViewController = container
                }

                fileprivate class func sideMenuContainer(_ centerViewController: AnyObject,
                                                         leftMenuViewController: AnyObject) -> MFSideMenuContainerViewController {
                    let container = MFSideMenuContainerViewController.init()
                    container.leftMenuViewController = leftMenuViewController as! UIViewController
                    container.centerViewController = centerViewController
                    container.menuAnimationDefaultDuration = 0.3
                    return container
                }
            }

            final class ChatViewController: UIViewController {}
            final class MenuViewController: UIViewController {
                @objc func openAbout() {
                    let center = (self.menuContainerViewController!.centerViewController as AnyObject)
                    let about = storyboard!.instantiateViewController(withIdentifier: "about")
                    center.pushViewController(about, animated: true)
                }
            }
            final class AboutViewController: UIViewController {}
            """)
        let (out, stderr, code) = try importApp("SideMenuHelper", [
            "AppDelegate.swift": delegate,
            "Main.storyboard": Self.sideMenuStoryboard(["menu": "MenuViewController", "about": "AboutViewController"]),
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("segue \"openAbout\" { push AboutViewController on NavigationController }"), "\(main)")
        #expect(stderr.contains("the app launches in Code (AppDelegate.swift:21: the delegate sets the window's root)"), "\(stderr)")
        #expect(code.contains("""
            container MFSideMenuContainerViewController {
                // code: init() adds Main.MenuViewController as a child (AppDelegate.swift:19)
                embed Main.MenuViewController
                // code: init() adds Main as a child (AppDelegate.swift:19)
                embed Main
            }
            """), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 5)
    }
}

extension ImportAppCLITests {
    /// MFSideMenu's app: its delegate's launch runs `launch` (lines, as the method's body writes them,
    /// before its `return true`), and `rest` follows the delegate.
    static func sideMenuApp(launching launch: String, then rest: String) -> String {
        let body = launch.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n")
        return """
            import UIKit
            import MFSideMenu

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            \(body)
                    return true
                }
            }

            \(rest)
            """
    }

    /// Main: a navigation controller around the chat, its initial scene, and the scenes `others` names
    /// (storyboard identifier and class), in the order given.
    static func sideMenuStoryboard(_ others: KeyValuePairs<String, String>) -> String {
        let scene = { (id: String, custom: String) in
            "<viewController id=\"\(id)\" customClass=\"\(custom)\" storyboardIdentifier=\"\(id)\" sceneMemberID=\"viewController\"/>"
        }
        let ordered = others.map { scene($0.key, $0.value) }
        return storyboard(initial: "nav", [navigationController(root: "chat"), scene("chat", "ChatViewController")] + ordered)
    }
}
