import Foundation
import Testing

/// What a split view's delegate returns from `splitViewController(_:separateSecondaryFrom:)` (or
/// the primary for collapsing or expanding) UIKit makes a column of the split itself: it is no
/// presentation by the split. GitHawk's delegate returns a navigation controller around a
/// placeholder there, which was read as the split presenting it.
extension ImportAppCLITests {
    @Test func aColumnASplitDelegateReturnsIsNoPresentation() throws {
        let (out, _, code) = try importApp("SplitDelegate", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "AppSplitViewController()"))

            final class SplitDelegate: NSObject, UISplitViewControllerDelegate {
                func splitViewController(_ splitViewController: UISplitViewController,
                                         separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
                    return UINavigationController(rootViewController: PlaceholderViewController())
                }
            }

            final class AppSplitViewController: UISplitViewController {
                private let splitDelegate = SplitDelegate()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    delegate = splitDelegate
                    viewControllers = [UINavigationController(rootViewController: InboxViewController()),
                                       UINavigationController(rootViewController: PlaceholderViewController())]
                }
            }

            final class InboxViewController: UIViewController {}
            final class PlaceholderViewController: UIViewController {}

            """])
        #expect(!code.contains("present"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }
}
