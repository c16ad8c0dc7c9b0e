import Foundation
import Testing

/// What a split view's delegate returns from `splitViewController(_:separateSecondaryFrom:)` (or
/// the primary for collapsing or expanding) UIKit makes a column of the split itself, and what it
/// rearranges there is UIKit's collapsing: no presentation by the split, no pop of it. GitHawk's
/// delegate returns a navigation controller around a placeholder there, which was read as the
/// split presenting it; Eurofurence's pops the primary's stack into the secondary.
extension ImportAppCLITests {
    @Test func aColumnASplitDelegateReturnsIsNoPresentation() throws {
        let (out, _, code) = try importApp("SplitDelegate", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "AppSplitViewController()"))

            final class SplitDelegate: NSObject, UISplitViewControllerDelegate {
                func splitViewController(_ splitViewController: UISplitViewController,
                                         separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
                    guard let navigation = primaryViewController as? UINavigationController,
                          navigation.viewControllers.count > 1 else {
                        return UINavigationController(rootViewController: PlaceholderViewController())
                    }
                    let detail = navigation.viewControllers.last
                    navigation.popViewController(animated: false)
                    return detail
                }
                func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
                    UINavigationController(rootViewController: InboxViewController())
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
        #expect(!code.contains("present") && !code.contains("pop") && !code.contains("segue"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }
}
