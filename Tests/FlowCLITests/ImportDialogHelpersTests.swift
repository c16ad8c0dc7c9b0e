import Foundation
import Testing

/// A static helper that makes a dialog and has it present itself on the screen the helper is handed
/// (Tinode's `UiUtils.showPermissionsEditDialog(over: self, …)` calling the dialog's
/// `show(over: viewController)`) presents the dialog from each screen that calls the helper.
extension ImportAppCLITests {
    @Test func aDialogAHelperHasPresentItselfIsPresentedByTheHelpersCaller() throws {
        let (out, _, code) = try importApp("Dialogs", ["App.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: InfoViewController())
                }
            }

            class InfoViewController: UITableViewController {
                func editTags() {
                    UiUtils.showTagsEditDialog(over: self, tags: ["a"])
                }
            }

            class TagsEditViewController: UIViewController {
                init(with tags: [String]) { super.init(nibName: nil, bundle: nil) }
                func show(over viewController: UIViewController?) {
                    guard let viewController = viewController else { return }
                    viewController.present(self, animated: true, completion: nil)
                }
                @IBAction func cancelClicked(_ sender: Any) {
                    self.dismiss(animated: true, completion: nil)
                }
            }

            class UiUtils {
                public static func showTagsEditDialog(over viewController: UIViewController?, tags: [String]) {
                    let alert = TagsEditViewController(with: tags)
                    alert.show(over: viewController)
                }
            }

            """])
        #expect(code.contains("""
            scene InfoViewController {
                // code: editTags() presents TagsEditViewController (App.swift:12); fire it with perform "editTags"
                segue "editTags" -> present TagsEditViewController
            }
            """), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 3)
    }
}
