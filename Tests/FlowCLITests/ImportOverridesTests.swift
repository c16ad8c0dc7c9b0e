import Foundation
import Testing

/// A delegate method adopted by a coordinator's superclass and overridden by the subclass the app
/// uses is the override's moves (KeePassium's database picker); an alert made in code and dismissed
/// by its own action's handler is no dismissal of the screen.
extension ImportAppCLITests {
    static let subclassOverridingItsDelegateMethod = """
        import UIKit

        @main class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            let coordinator = DocumentPickerCoordinator()
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let picker = PickerViewController()
                picker.delegate = coordinator
                window = UIWindow()
                window?.rootViewController = UINavigationController(rootViewController: picker)
                return true
            }
        }

        protocol PickerDelegate: AnyObject {
            func didPick(in picker: PickerViewController)
        }

        class PickerViewController: UITableViewController {
            weak var delegate: PickerDelegate?
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                delegate?.didPick(in: self)
            }
        }

        class BasePickerCoordinator: PickerDelegate {
            func didPick(in picker: PickerViewController) {}
        }

        final class DocumentPickerCoordinator: BasePickerCoordinator {
            override func didPick(in picker: PickerViewController) {
                picker.navigationController?.pushViewController(DocumentViewController(), animated: true)
            }
        }

        class DocumentViewController: UIViewController {
            @objc func confirmDelete() {
                let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in alert.dismiss(animated: true) })
                present(alert, animated: true)
            }
        }
        """

    @Test func aSubclassOverrideOfADelegateMethodMovesAndAnAlertsOwnDismissIsNone() throws {
        let (out, stderr, code) = try importApp("Override", ["App.swift": Self.subclassOverridingItsDelegateMethod])
        #expect(stderr.contains("the app launches in Code (App.swift:10"), "\(stderr)")
        #expect(code.contains("segue \"tableView(_:didSelectRowAt:)\" { push DocumentViewController }"), "\(code)")
        #expect(!code.contains("dismiss"), "\(code)")
        try expectAllReached(out, 3)
    }
}
