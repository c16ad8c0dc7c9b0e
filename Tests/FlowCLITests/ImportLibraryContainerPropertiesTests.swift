import Foundation
import Testing

/// A library's container given its children through properties named as controllers' slots
/// (MFSideMenu's `centerViewController`, `leftMenuViewController`, `rightMenuViewController`, a pod
/// whose class no file declares): each is its child, as when it is made with them
/// (`CallReader.noteChildSetOnMadeContainer`). Mattermost's root, its menus and its chat, 26 scenes,
/// had been lost behind it.
extension ImportAppCLITests {
    @Test func aLibraryContainerGivenChildrenThroughPropertiesEmbedsThem() throws {
        let delegate = """
            import UIKit
            import MFSideMenu

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    let container = MFSideMenuContainerViewController()
                    container.leftMenuViewController = storyboard.instantiateViewController(withIdentifier: "menu")
                    container.centerViewController = storyboard.instantiateInitialViewController()
                    container.title = "Chats"
                    window = UIWindow()
                    window?.rootViewController = container
                    window?.makeKeyAndVisible()
                    return true
                }
            }

            final class ChatViewController: UIViewController {}
            final class MenuViewController: UIViewController {}
            """
        let scene = { (id: String, custom: String) in
            "<viewController id=\"\(id)\" customClass=\"\(custom)\" storyboardIdentifier=\"\(id)\" sceneMemberID=\"viewController\"/>"
        }
        let (out, _, code) = try importApp("SideMenu", [
            "AppDelegate.swift": delegate,
            "Main.storyboard": Self.storyboard(initial: "nav", [Self.navigationController(root: "chat"),
                                                                scene("chat", "ChatViewController"), scene("menu", "MenuViewController")]),
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
}
