import Foundation
import Testing

/// A coordinator that makes a screen in a method of its own, handing that method the closures the
/// screen calls (the Corona-Warn-App's diary coordinator, `infoScreen(dismissAction:)`): what a
/// closure does is the screen's move, named after the screen's own closure, through the method's
/// call of its closure parameter; inside the lazy property that makes the navigation controller too.
extension ImportAppCLITests {
    /// The screen's closure wraps the parameter's call (`onDismiss: { dismissAction() }`), or is the
    /// parameter handed on as it is (`onDismiss: dismissAction`, the certificates tab's way).
    @Test(arguments: ["{ dismissAction() }", "dismissAction"])
    func aClosureHandedToTheMethodMakingAScreenIsTheScreensMove(handedOn: String) throws {
        let (out, _, code) = try importApp("HandedOn", ["App.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                let coordinator = DiaryCoordinator()
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = coordinator.viewController
                }
            }

            class DiaryCoordinator {
                lazy var viewController: UINavigationController = {
                    UINavigationController(rootViewController: infoScreen(dismissAction: { [weak self] in
                        guard let self else { return }
                        self.viewController.pushViewController(self.overviewScreen, animated: true)
                    }))
                }()

                private func infoScreen(dismissAction: @escaping () -> Void) -> DiaryInfoViewController {
                    let info = DiaryInfoViewController(onDismiss: \(handedOn))
                    return info
                }

                // Below the closure using it, as Swift allows.
                private lazy var overviewScreen: DiaryOverviewViewController = {
                    DiaryOverviewViewController()
                }()
            }

            class DiaryInfoViewController: UIViewController {
                let onDismiss: () -> Void
                init(onDismiss: @escaping () -> Void) {
                    self.onDismiss = onDismiss
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { nil }
                @objc func close() { onDismiss() }
            }

            class DiaryOverviewViewController: UITableViewController {}
            """])
        #expect(code.contains("""
            scene DiaryInfoViewController {
                // code: onDismiss() pushes DiaryOverviewViewController (App.swift:15); fire it with perform "onDismiss"
                segue "onDismiss" { push DiaryOverviewViewController }
            }
            """), "\(code)")
        try expectAllReached(out, 3)
    }
}
