import Foundation
import Testing

/// A controller a method of another screen makes and returns, called on a property holding that
/// screen (Pyto's file browser opens a script with `sidebar?.openDocument(url, run: false)`, the
/// sidebar's method making the editor): what that method makes, as a method of the class's own is.
extension ImportAppCLITests {
    @Test func aControllerAnotherScreensMethodMakesIsShown() throws {
        let screens = """
            import UIKit

            class SidebarViewController: UITableViewController {
                func openDocument(_ url: URL, run: Bool) -> EditorViewController? {
                    let editor = EditorViewController()
                    editor.url = url
                    return editor
                }
                @objc func showFiles() {
                    navigationController?.pushViewController(FileBrowserViewController(), animated: true)
                }
            }

            class FileBrowserViewController: UICollectionViewController {
                var sidebar: SidebarViewController? {
                    navigationController?.viewControllers.first as? SidebarViewController
                }
                override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                    if let editor = sidebar?.openDocument(URL(fileURLWithPath: "/a.py"), run: false) {
                        showDetailViewController(UINavigationController(rootViewController: editor), sender: self)
                    }
                }
            }

            class EditorViewController: UIViewController {
                var url: URL?
            }
            """
        let (out, _, code) = try importApp("OtherScreensMethod", [
            "AppDelegate.swift": "import UIKit\n" + Self.sceneDelegate(root: "UINavigationController(rootViewController: SidebarViewController())"),
            "Screens.swift": screens,
        ])
        #expect(code.contains("""
                segue "collectionView(_:didSelectItemAt:)" -> detail EditorViewControllerNavigation
            """), "\(code)")
        try expectAllReached(out, 5)
    }
}
