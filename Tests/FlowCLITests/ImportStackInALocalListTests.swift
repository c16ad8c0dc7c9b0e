import Foundation
import Testing

/// A coordinator's `start()` setting its navigation controller's stack from a list in a local
/// (Zotero's settings coordinator: `var controllers = [list]`, an export screen appended under a case
/// of how it was opened, then `setViewControllers(controllers, animated:)`) roots that navigation
/// controller with the list's first, whichever branch runs.
extension ImportAppCLITests {
    static let stackInALocalList = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: LibrariesViewController())
            }
        }

        final class SettingsCoordinator: NSObject {
            weak var navigationController: UINavigationController?
            let opensExport: Bool

            init(navigationController: UINavigationController, opensExport: Bool) {
                self.navigationController = navigationController
                self.opensExport = opensExport
            }

            func start(animated: Bool) {
                let listController = SettingsViewController()
                var controllers: [UIViewController] = [listController]
                if opensExport {
                    controllers.append(ExportViewController())
                }
                navigationController?.setViewControllers(controllers, animated: animated)
            }
        }

        final class SettingsViewController: UIViewController {}
        final class ExportViewController: UIViewController {}

        final class LibrariesViewController: UIViewController {
            var settingsCoordinator: SettingsCoordinator?
            @objc func settingsTapped() {
                let settingsNavigationController = UINavigationController()
                let coordinator = SettingsCoordinator(navigationController: settingsNavigationController, opensExport: false)
                settingsCoordinator = coordinator
                coordinator.start(animated: false)
                present(settingsNavigationController, animated: true)
            }
        }

        """

    @Test func aStackListedInALocalRootsTheCoordinatorsNavigationController() throws {
        let (out, _, code) = try importApp("StackList", ["SceneDelegate.swift": Self.stackInALocalList])
        #expect(code.contains("segue \"settingsTapped\" -> present SettingsViewControllerNavigation"), "\(code)")
        #expect(code.contains("navigation SettingsViewControllerNavigation { root SettingsViewController }"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }
}
