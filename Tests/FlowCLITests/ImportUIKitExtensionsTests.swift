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

/// A call reaches an extension's method of its name only when its labels are some of the method's,
/// in order: NetNewsWire's account screens call a library's `presentError(title:message:)`, not its
/// own extension's `presentError(_:dismiss:)`, which presents the account sign-in again (the
/// explorer found that sign-in growing on itself).
extension ImportAppCLITests {
    static let overloadedExtension = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: FeedsViewController())
            }
        }

        extension UIViewController {
            func presentError(_ error: Error, dismiss: (() -> Void)? = nil) {
                presentAccountError(error, dismiss: dismiss)
            }
        }

        private extension UIViewController {
            func presentAccountError(_ error: Error, dismiss: (() -> Void)? = nil) {
                present(SignInViewController(), animated: true)
            }
        }

        class FeedsViewController: UIViewController {
            func refreshFailed(_ error: Error) {
                presentError(error)
            }
            func addAccount() {
                present(SignInViewController(), animated: true)
            }
        }

        class SignInViewController: UIViewController {
            func signInFailed() {
                presentError(title: "Error", message: "Wrong password")
            }
        }

        """

    @Test func aCallReachesOnlyTheExtensionMethodWhoseLabelsItWrites() throws {
        let (_, _, code) = try importApp("Overloads", ["SceneDelegate.swift": Self.overloadedExtension])
        let signIn = try #require(code.range(of: "scene SignInViewController"))
        let feeds = try #require(code.range(of: "scene FeedsViewController"))
        let segue = "segue \"presentAccountError(_:dismiss:)\" -> present SignInViewController"
        // The feeds screen's `presentError(error)` is the extension's: it may show the sign-in.
        #expect(code.components(separatedBy: segue).count == 2, "\(code)")
        let signInBlock = code[signIn.lowerBound...].prefix { $0 != "}" }
        let feedsBlock = code[feeds.lowerBound...].prefix { $0 != "}" }
        #expect(feedsBlock.contains(segue), "\(code)")
        // The sign-in's `presentError(title:message:)` is another's, which shows no sign-in.
        #expect(!signInBlock.contains("presentAccountError"), "\(code)")
    }
}

/// A protocol extension's method is a conformer's own only where its `where Self: P` holds, and
/// not where the conformer declares the method itself (Twidere's avatar menu: `extension
/// NeedsDependency where Self: AvatarBarButtonItemDelegate` presents the account list; every
/// screen needs dependencies, few have the avatar button, and a picker's own method is empty).
extension ImportAppCLITests {
    @Test func aProtocolExtensionsMethodIsTheConformersWhereItsConditionHolds() throws {
        let (_, _, code) = try importApp("Conditions", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))

            protocol NeedsDependency: UIViewController {}
            protocol AvatarBarButtonItemDelegate: AnyObject {
                func avatarBarButtonItemDidLongPress()
            }
            extension NeedsDependency where Self: AvatarBarButtonItemDelegate {
                func avatarBarButtonItemDidLongPress() {
                    present(UINavigationController(rootViewController: AccountListViewController()), animated: true)
                }
            }
            final class HomeViewController: UIViewController, NeedsDependency {
                @objc func settingsPressed() { show(SettingsViewController(), sender: nil) }
                @objc func pickPressed() { present(PickerViewController(), animated: true) }
            }
            extension HomeViewController: AvatarBarButtonItemDelegate {}
            final class SettingsViewController: UIViewController, NeedsDependency {}
            final class AccountListViewController: UIViewController, NeedsDependency {}
            final class PickerViewController: UIViewController, NeedsDependency {}
            extension PickerViewController: AvatarBarButtonItemDelegate {
                func avatarBarButtonItemDidLongPress() {}
            }

            """])
        #expect(code.components(separatedBy: "segue \"avatarBarButtonItemDidLongPress\"").count == 2, "\(code)")
        #expect(code.contains("""
            scene HomeViewController {
            """), "\(code)")
        let home = code.components(separatedBy: "scene HomeViewController {").last ?? ""
        #expect(home.components(separatedBy: "\n}").first?.contains("avatarBarButtonItemDidLongPress") == true, "\(code)")
    }
}

/// A condition on UIKit's class (`where Self: UIViewController & DrawingControllerDelegate`) holds for
/// a conformer whose superclass is a library's, outside the sources (Rocket.Chat's `MessagesViewController:
/// RocketChatViewController`, a pod's), even where the app extends that UIKit class itself
/// (`extension UIViewController { … }`, which made it a class the sources declare, and the condition
/// one the conformer's known superclasses failed): the Drawing screens had been lost. A coordinator,
/// an `NSObject`, is still no view controller.
extension ImportAppCLITests {
    @Test func aConditionOnUIKitsClassHoldsForAConformerOfALibrarysSubclass() throws {
        let (_, _, code) = try importApp("LibrarySuperclass", ["App.swift": """
            import UIKit
            import RocketChatViewController

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: MessagesViewController())"))

            protocol MediaPicker: AnyObject {}
            protocol DrawingControllerDelegate: AnyObject {}
            extension MediaPicker where Self: UIViewController & DrawingControllerDelegate {
                func openDrawing() { present(DrawingViewController(), animated: true) }
            }
            final class MessagesViewController: RocketChatViewController {}
            extension MessagesViewController: MediaPicker, DrawingControllerDelegate {
                @objc func drawPressed(_ sender: Any) { openDrawing() }
            }
            final class UploadCoordinator: NSObject, MediaPicker, DrawingControllerDelegate {
                func start() { openDrawing() }
            }
            final class DrawingViewController: UIViewController {}
            extension UIViewController {
                func registerKeyboardHandlers(_ scrollView: UIScrollView) {}
            }

            """])
        let messages = code.components(separatedBy: "scene MessagesViewController {").last?.components(separatedBy: "\n}").first ?? ""
        #expect(messages.contains("segue \"openDrawing\" -> present DrawingViewController"), "\(code)")
        #expect(code.components(separatedBy: "-> present DrawingViewController").count == 2, "\(code)")
    }
}

/// What hides a protocol extension's method, read again after a review: the conformer's own method
/// of the same selector only (`openProfile()` is not `openProfile(user:)`); a condition on a protocol
/// the conformer adopts through another (`SettingsRoutable: Routable`) holds; two extensions declaring
/// one method under different conditions in two files keep what holds whatever order the files are
/// read in (both, as flow keeps a method several declarations give).
extension ImportAppCLITests {
    @Test func aProtocolExtensionsMethodIsHiddenBySelectorAndConditionsFollowInheritance() throws {
        let (_, _, code) = try importApp("Selectors", [
            "App.swift": """
                import UIKit

                \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))

                protocol ProfileRouting: UIViewController {}
                extension ProfileRouting {
                    func openProfile(user: String) { navigationController?.pushViewController(ProfileViewController(), animated: true) }
                }
                protocol Routable: UIViewController {}
                protocol SettingsRoutable: Routable {}
                extension SettingsRoutable where Self: Routable {
                    func openSettings() { navigationController?.pushViewController(SettingsViewController(), animated: true) }
                }
                final class HomeViewController: UIViewController, ProfileRouting, SettingsRoutable, Sharing, HasPost {
                    @objc func openProfile() { openProfile(user: "me") }
                    @objc func settingsTapped() { openSettings() }
                    @objc func shareTapped() { share() }
                }
                final class ProfileViewController: UIViewController {}
                final class SettingsViewController: UIViewController {}

                """,
            "A.swift": """
                import UIKit
                extension Sharing where Self: HasUser {
                    func share() { present(ShareUserViewController(), animated: true) }
                }
                final class ShareUserViewController: UIViewController {}

                """,
            "B.swift": """
                import UIKit
                protocol Sharing: UIViewController {}
                protocol HasPost {}
                protocol HasUser {}
                extension Sharing where Self: HasPost {
                    func share() { present(SharePostViewController(), animated: true) }
                }
                final class SharePostViewController: UIViewController {}

                """,
        ])
        #expect(code.contains("segue \"openProfile\" { push ProfileViewController }"), "\(code)")
        #expect(code.contains("segue \"openSettings\" { push SettingsViewController }"), "\(code)")
        #expect(code.contains("-> present SharePostViewController"), "\(code)")
    }
}

/// The app's extension of one of UIKit's protocols for its own conformers (Mastodon's row taps:
/// `extension UITableViewDelegate where Self: DataSourceProvider`, called from each timeline's
/// `tableView(_:didSelectRowAt:)`): its methods are those conformers' own. One with no condition on
/// a type of the app's is every table delegate's, and gives none of them its moves.
extension ImportAppCLITests {
    @Test func anExtensionOfAUIKitProtocolForTheAppsConformersIsTheirs() throws {
        for (condition, expected) in [(" where Self: DataSourceProvider", true), ("", false)] {
            let (out, _, code) = try importApp("UIKitProtocolExtension", ["App.swift": """
                import UIKit

                \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeTimelineViewController())"))

                protocol DataSourceProvider: UIViewController {}

                extension UITableViewDelegate\(condition) {
                    func aspectTableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        (self as? UIViewController)?.navigationController?.pushViewController(ThreadViewController(), animated: true)
                    }
                }

                final class HomeTimelineViewController: UIViewController {}
                extension HomeTimelineViewController: DataSourceProvider {}
                extension HomeTimelineViewController: UITableViewDelegate {
                    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        aspectTableView(tableView, didSelectRowAt: indexPath)
                    }
                }

                final class ThreadViewController: UIViewController {}

                """])
            #expect(code.contains("{ push ThreadViewController }") == expected, "\(condition)\n\(code)")
            if expected { try expectAllReached(out, 3) }
        }
    }
}

/// A method of the app's extension of `UIViewController` that hands what it is given to a router
/// object (GitHawk's `route_push(to:)`: `router?.push(from: self, to: controller)`, the router pushing
/// `to` onto `from`'s navigation controller; `route_present(to:)` alike), which every screen calls: the
/// calling screen's move, read with what it hands the method, named after its own method. Before, the
/// controller was "handed on" and presented, or not linked at all.
extension ImportAppCLITests {
    @Test func aMethodOfAnExtensionOfUIKitHandingOnToARouterMovesItsCallers() throws {
        let (out, _, code) = try importApp("ExtensionRouter", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: SettingsViewController())"))

            extension UIViewController {
                var router: Router? { return Router.shared }
                func route_push(to controller: UIViewController) {
                    router?.push(from: self, to: controller)
                }
                func route_present(to controller: UIViewController) {
                    router?.present(from: self, to: controller)
                }
            }
            final class Router: NSObject {
                static let shared = Router()
                func push(from: UIViewController, to: UIViewController) {
                    from.navigationController?.pushViewController(to, animated: true)
                }
                func present(from: UIViewController, to: UIViewController) {
                    from.present(to, animated: true)
                }
            }
            final class SettingsViewController: UITableViewController {
                @objc func onViewSource() { route_push(to: RepositoryViewController()) }
                @objc func onReportBug() { route_present(to: UINavigationController(rootViewController: NewIssueViewController())) }
            }
            final class RepositoryViewController: UIViewController {}
            final class NewIssueViewController: UIViewController {}

            """])
        #expect(code.contains("segue \"onViewSource\" { push RepositoryViewController }"), "\(code)")
        #expect(code.contains("segue \"onReportBug\" -> present NewIssueViewControllerNavigation"), "\(code)")
        try expectAllReached(out, 5)
    }
}
