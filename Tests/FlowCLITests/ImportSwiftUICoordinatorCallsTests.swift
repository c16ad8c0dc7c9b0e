import Foundation
import Testing

/// A SwiftUI view the code hosts calls its coordinator (Zotero's settings list: `coordinatorDelegate?.showSync()`
/// in a button's action, the delegate a protocol its coordinator adopts and sets itself as): what the
/// coordinator's method moves is a segue of the view's screen, named after that method.
extension ImportAppCLITests {
    static let swiftUIViewCallingItsCoordinator = """
        import UIKit
        import SwiftUI

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var coordinator: SettingsCoordinator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let navigationController = UINavigationController()
                let coordinator = SettingsCoordinator(navigationController: navigationController)
                self.coordinator = coordinator
                coordinator.start(animated: false)
                window?.rootViewController = navigationController
            }
        }

        protocol SettingsCoordinatorDelegate: AnyObject {
            func showSync()
            func showAbout()
        }

        struct SettingsListView: View {
            weak var coordinatorDelegate: SettingsCoordinatorDelegate?
            var body: some View {
                List {
                    Button("Sync") { self.coordinatorDelegate?.showSync() }
                    Button("About") { self.coordinatorDelegate?.showAbout() }
                }
            }
        }

        final class SettingsCoordinator: NSObject, SettingsCoordinatorDelegate {
            weak var navigationController: UINavigationController?
            init(navigationController: UINavigationController) {
                self.navigationController = navigationController
            }
            func start(animated: Bool) {
                var view = SettingsListView()
                view.coordinatorDelegate = self
                navigationController?.setViewControllers([UIHostingController(rootView: view)], animated: animated)
            }
            func showSync() {
                navigationController?.pushViewController(SyncViewController(), animated: true)
            }
            func showAbout() {
                navigationController?.present(AboutViewController(), animated: true)
            }
        }

        final class SyncViewController: UIViewController {}
        final class AboutViewController: UIViewController {}

        """

    @Test func aSwiftUIViewsCallOfItsCoordinatorIsASegueOfItsScreen() throws {
        let (out, stderr, _) = try importApp("SwiftUICalls", ["SceneDelegate.swift": Self.swiftUIViewCallingItsCoordinator])
        let screens = try String(contentsOf: out.appendingPathComponent("SwiftUI.flow"), encoding: .utf8)
        #expect(screens.contains("segue \"showSync\" { push Code.SyncViewController }"), "\(screens)")
        #expect(screens.contains("segue \"showAbout\" -> present Code.AboutViewController"), "\(screens)")
        // Linked, so no longer listed among the moves made outside view controllers.
        #expect(!stderr.contains("not linked"), "\(stderr)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }
}
