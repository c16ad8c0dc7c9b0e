import Foundation
import Testing

/// A method the app adds to UIKit's `UIViewController` moves the screens that call it, table view
/// controllers included, and no other (Tinode's "open this chat in place of the current screen");
/// its pop before its push is the push's first step, so the stack it leaves is the app's.
extension ImportAppCLITests {
    static let viewControllerExtension = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: ListViewController())
            }
        }

        extension UIViewController {
            func openChat(_ topic: String) {
                navigationController?.popToRootViewController(animated: false)
                navigationController?.pushViewController(ChatViewController(), animated: true)
            }
        }

        class ListViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                if indexPath.row == 0 {
                    navigationController?.popToRootViewController(animated: true)
                    return
                }
                navigationController?.pushViewController(InfoViewController(), animated: true)
            }
        }

        class InfoViewController: UITableViewController {
            func sendMessage() {
                openChat("me")
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                navigationController?.pushViewController(ForwardViewController(), animated: true)
            }
        }

        class ForwardViewController: InfoViewController {
            override func sendMessage() {
                dismiss(animated: true)
            }
        }

        class ChatViewController: UIViewController {
            func showInfo() {
                navigationController?.pushViewController(InfoViewController(), animated: true)
            }
        }

        extension UIViewController {
            @objc func goBack() {
                navigationController?.popViewController(animated: true)
            }
        }

        class ShellNavigationController: UINavigationController {
            func swipedBack() {
                topViewController?.goBack()
            }
        }

        """

    @Test func aMethodOfAnExtensionOfUIKitMovesTheScreensThatCallIt() throws {
        let (out, _, code) = try importApp("Extended", ["SceneDelegate.swift": Self.viewControllerExtension])
        // A table view controller calling it: the extension is UIViewController's, its too.
        #expect(code.contains("""
                // code: openChat() pops its navigation controller to its root (SceneDelegate.swift:12)
                // code: openChat() pushes ChatViewController (SceneDelegate.swift:13); fire it with perform "openChat"
                segue "openChat" {
                    pop to root
                    push ChatViewController
                }
            """), "\(code)")
        // The screens that never call it (the chat, the list) and the one overriding the calling
        // method (the forward picker) do not move with it.
        #expect(code.components(separatedBy: "segue \"openChat\"").count == 2, "\(code)")
        // A pop in another branch than the push is no step of it.
        #expect(code.contains("segue \"tableView(_:didSelectRowAt:)\" { push InfoViewController }"), "\(code)")
        // A method another controller calls on whichever is on top runs in each of them.
        #expect(code.components(separatedBy: "segue \"goBack\" { pop }").count == 5, "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        // Opening the chat from the info screen, again and again, leaves the list and the chat.
        let script = out.deletingLastPathComponent().appendingPathComponent("chat.flow")
        try """
            import "Flows/Code.flow"
            initial Code
            perform "tableView(_:didSelectRowAt:)"
            perform "openChat"
            perform "showInfo"
            perform "openChat"
            print tree

            """.write(to: script, atomically: true, encoding: .utf8)
        let run = try cli.run(["run", script.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("""
                 ├─ Code.ListViewController
                 └─ Code.ChatViewController  ◀ visible
            """), "\(run.stdout)")
    }
}
