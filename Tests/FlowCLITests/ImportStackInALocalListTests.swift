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

/// A container of the app's made around an empty navigation controller before the coordinator that
/// roots it (Zotero's `ContainerViewController(rootViewController: settingsNavigationController)`, then
/// `SettingsCoordinator(navigationController: settingsNavigationController, …).start(…)`) holds that
/// navigation controller as the coordinator roots it; made around other children elsewhere, each making
/// is a scene named after what it holds, its navigation controller kept.
extension ImportAppCLITests {
    static let containerAroundACoordinatorsNavigation = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: LibrariesViewController())
            }
        }

        final class NavigationViewController: UINavigationController {}

        final class ContainerViewController: UIViewController {
            let rootViewController: UIViewController
            init(rootViewController: UIViewController) {
                self.rootViewController = rootViewController
                super.init(nibName: nil, bundle: nil)
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(rootViewController)
                view.addSubview(rootViewController.view)
                rootViewController.didMove(toParent: self)
            }
        }

        final class SettingsCoordinator: NSObject {
            weak var navigationController: UINavigationController?
            init(navigationController: NavigationViewController) {
                self.navigationController = navigationController
            }
            func start(animated: Bool) {
                guard let list = makeList() else { return }
                navigationController?.setViewControllers([list], animated: animated)
            }
            private func makeList() -> UIViewController? {
                return SettingsViewController()
            }
        }

        final class SettingsViewController: UIViewController {}
        final class CitationViewController: UIViewController {}

        final class LibrariesViewController: UIViewController {
            var settingsCoordinator: SettingsCoordinator?
            @objc func settingsTapped() {
                let settingsNavigationController = NavigationViewController()
                let containerController = ContainerViewController(rootViewController: settingsNavigationController)
                let coordinator = SettingsCoordinator(navigationController: settingsNavigationController)
                settingsCoordinator = coordinator
                coordinator.start(animated: false)
                present(containerController, animated: true)
            }
            @objc func citeTapped() {
                let navigationController = UINavigationController(rootViewController: CitationViewController())
                let containerController = ContainerViewController(rootViewController: navigationController)
                present(containerController, animated: true)
            }
        }

        """

    @Test func aContainerAroundACoordinatorsNavigationControllerHoldsWhatItRoots() throws {
        let (out, _, code) = try importApp("Contained", ["SceneDelegate.swift": Self.containerAroundACoordinatorsNavigation])
        #expect(code.contains("segue \"settingsTapped\" -> present SettingsViewControllerInContainer"), "\(code)")
        #expect(code.contains("segue \"citeTapped\" -> present CitationViewControllerInContainer"), "\(code)")
        #expect(code.contains("embed SettingsViewControllerNavigation\n}"), "\(code)")
        #expect(code.contains("embed CitationViewControllerNavigation\n}"), "\(code)")
        #expect(code.contains("navigation SettingsViewControllerNavigation { root SettingsViewController }"), "\(code)")
        #expect(!code.contains("scene NavigationViewController"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }
}
