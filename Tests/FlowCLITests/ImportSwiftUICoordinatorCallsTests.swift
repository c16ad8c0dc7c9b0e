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

/// A coordinator's helper hosting the SwiftUI view it is handed (Zotero's `pushDefaultSize(view:)`:
/// `UIHostingController(rootView: view)`, pushed) pushes the screen of each view its callers hand it,
/// modified or not.
extension ImportAppCLITests {
    static let coordinatorHostingTheViewItIsHanded = """
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
            func showAbout()
        }

        struct SettingsListView: View {
            weak var coordinatorDelegate: SettingsCoordinatorDelegate?
            var body: some View {
                Button("About") { self.coordinatorDelegate?.showAbout() }
            }
        }

        struct AboutView: View {
            var body: some View { Text("About") }
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
            func showAbout() {
                let view = AboutView().padding()
                pushDefaultSize(view: view)
            }
            private func pushDefaultSize<V: View>(view: V) {
                let controller = UIHostingController(rootView: view)
                controller.preferredContentSize = CGSize(width: 580, height: 560)
                navigationController?.pushViewController(controller, animated: true)
            }
        }

        """

    @Test func aCoordinatorsHelperHostingTheViewItIsHandedPushesThatViewsScreen() throws {
        let (out, _, _) = try importApp("HostingHelper", ["SceneDelegate.swift": Self.coordinatorHostingTheViewItIsHanded])
        let screens = try String(contentsOf: out.appendingPathComponent("SwiftUI.flow"), encoding: .utf8)
        #expect(screens.contains("segue \"showAbout\" { push AboutView }"), "\(screens)")
        #expect(screens.contains("scene AboutView { hosting \"AboutView\" }"), "\(screens)")
        try expectAllReached(out, 3)
    }
}
