import Foundation
import Testing

/// A local named as one of the method's parameters hides it (Planetary's `showMainViewController(with
/// controller: UIViewController? = nil)` making `let controller = MainViewController()` and adding
/// that): what the method does with the name is the local's, not each caller's argument's.
extension ImportAppCLITests {
    @Test func aLocalHidingAParameterIsWhatTheMethodMoves() throws {
        let (out, _, code) = try importApp("Shadow", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "AppController()"))

            class AppController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    showMainViewController()
                }
                func showMainViewController(with controller: UIViewController? = nil) {
                    let controller = MainViewController()
                    addChild(controller)
                    view.addSubview(controller.view)
                    controller.didMove(toParent: self)
                }
            }

            class MainViewController: UIViewController {
                func openSettings(with controller: UIViewController) {
                    var controller = controller
                    controller = SettingsViewController()
                    present(controller, animated: true)
                }
            }

            class SettingsViewController: UIViewController {}

            """])
        #expect(code.contains("container AppController {") && code.contains("    embed MainViewController\n"), "\(code)")
        // A parameter's copy is still the parameter, then given a controller of its own.
        #expect(code.contains("segue \"openSettings\" -> present SettingsViewController"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }
}

/// The same hiding lasts to the end of the statements the local is declared among, as Swift's scope
/// does: a `guard let` in a `case` hides the parameter for the rest of the case (Session's permission
/// helper presents its modal on `guard let presentingViewController = (presentingViewController ??
/// frontmost)`, whoever calls it), and a local inside an `if` only there.
extension ImportAppCLITests {
    @Test func aParameterIsHiddenToTheEndOfTheLocalsBlock() throws {
        let (_, _, code) = try importApp("Scopes", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))

            enum Permissions {
                static func requestCamera(status: Int, presentingViewController: UIViewController? = nil) {
                    switch status {
                    case 0:
                        guard let presentingViewController: UIViewController = (presentingViewController ?? UIViewController())
                        else { return }
                        presentingViewController.present(DeniedViewController(), animated: true)
                    default:
                        break
                    }
                }
            }

            class HomeViewController: UIViewController {
                @objc func cameraTapped() { Permissions.requestCamera(status: 0) }
                @objc func detailTapped() { open(DetailViewController(), modally: false) }
                func open(_ viewController: UIViewController, modally: Bool) {
                    if modally {
                        let viewController = UINavigationController(rootViewController: viewController)
                        present(viewController, animated: true)
                        return
                    }
                    navigationController?.pushViewController(viewController, animated: true)
                }
            }
            class DeniedViewController: UIViewController {}
            class DetailViewController: UIViewController {}

            """])
        #expect(code.contains("segue \"cameraTapped\" -> present DeniedViewController"), "\(code)")
        #expect(code.contains("segue \"detailTapped\" { push DetailViewController }"), "\(code)")
    }
}
