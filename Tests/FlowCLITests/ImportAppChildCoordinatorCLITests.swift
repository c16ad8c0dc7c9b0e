import Foundation
import TestSupport
import Testing

/// Child coordinators a coordinator makes and starts in a method, and a view controller's
/// coordinator declared by its superclass as a protocol composition (Cryptomator's account list:
/// `weak var coordinator: (Coordinator & AccountListing)?`, whose coordinator starts a folder
/// chooser on its own navigation controller).
extension ImportAppCLITests {
    @Test func aChildCoordinatorStartedOnTheSameStackPushesForTheScreenThatAsked() throws {
        let (out, _, code) = try importApp("ChildCoordinators", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: AccountListViewController())"))

            protocol Coordinator: AnyObject { func start() }
            protocol AccountListing: AnyObject { func proceed(with account: String) }

            class ListViewController: UITableViewController {
                weak var coordinator: (Coordinator & AccountListing)?
            }

            class AccountListViewController: ListViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    coordinator?.proceed(with: "me")
                }
            }

            class CreateVaultCoordinator: Coordinator, AccountListing {
                var navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {}
                func proceed(with account: String) {
                    let child = FolderChooserCoordinator(navigationController: navigationController)
                    child.start()
                    let modal = UINavigationController()
                    let help = HelpCoordinator(navigationController: modal)
                    help.start()
                    navigationController.present(modal, animated: true)
                }
            }

            class FolderChooserCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    navigationController.pushViewController(ChooseFolderViewController(), animated: true)
                }
            }

            class HelpCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    navigationController.setViewControllers([HelpViewController()], animated: false)
                }
            }

            class ChooseFolderViewController: UIViewController {}
            class HelpViewController: UIViewController {}
            """])
        // The child on the same stack pushes for the screen whose call reached its parent.
        #expect(code.contains("(ChooseFolderViewController)\" {\n        push ChooseFolderViewController\n"), "\(code)")
        // The one handed a navigation controller made there roots it: that is the presentation's, not a push.
        #expect(code.contains("-> present HelpViewControllerNavigation"), "\(code)")
        #expect(!code.contains("push HelpViewController }"), "\(code)")
        try expectAllReached(out, 5)
    }

    /// A factory's `case` that makes and starts a coordinator is that case's only: the screen whose
    /// call names `.settings` gets it, through `present(scene:)` passing its parameter on to
    /// `get(scene:)`; the one naming `.profile` does not (Mastodon's `SceneCoordinator`).
    @Test func aChildCoordinatorStartedUnderACaseIsThatCasesOnly() throws {
        let (_, _, code) = try importApp("CaseCoordinators", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: TimelineViewController())"))

            enum Scene { case profile, settings }

            class SceneCoordinator {
                let navigationController = UINavigationController()
                func present(scene: Scene) {
                    guard let controller = get(scene: scene) else { return }
                    navigationController.pushViewController(controller, animated: true)
                }
                private func get(scene: Scene) -> UIViewController? {
                    switch scene {
                    case .profile:
                        return ProfileViewController()
                    case .settings:
                        let settings = SettingsCoordinator(navigationController: navigationController)
                        settings.start()
                        return nil
                    }
                }
            }

            class SettingsCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() { navigationController.pushViewController(SettingsViewController(), animated: true) }
            }

            class TimelineViewController: UIViewController {
                var coordinator: SceneCoordinator?
                func openProfile() { coordinator?.present(scene: .profile) }
                func openSettings() { coordinator?.present(scene: .settings) }
            }
            class ProfileViewController: UIViewController {}
            class SettingsViewController: UIViewController {}
            """])
        #expect(code.contains("segue \"openSettings\" { push SettingsViewController }"), "\(code)")
        #expect(!code.contains("\"openProfile\" { push SettingsViewController }"), "\(code)")
        #expect(!code.contains("(SettingsViewController)\" { push SettingsViewController }"), "\(code)")
    }
}
