import Foundation
import Testing

/// Coordinators that stand for the controller they show (Element's `Presentable`, whose
/// `toPresentable()` UIViewController answers with itself): a bridge presenter, handed the presenting
/// controller, presents a coordinator's `toPresentable()`, which is its router's navigation controller
/// rooted by the coordinator's `start()`; the router pushes what it is handed through
/// `module.toPresentable()`, and a child coordinator stands for the controller it keeps.
extension ImportAppCLITests {
    static let presentableRouters = """
        import UIKit

        protocol Presentable {
            func toPresentable() -> UIViewController
        }

        extension UIViewController: Presentable {
            public func toPresentable() -> UIViewController {
                return self
            }
        }

        protocol NavigationRouterType: Presentable {
            func setRootModule(_ module: Presentable)
            func push(_ module: Presentable, animated: Bool)
        }

        final class NavigationRouter: NSObject, NavigationRouterType {
            private let navigationController: UINavigationController

            init(navigationController: UINavigationController = UINavigationController()) {
                self.navigationController = navigationController
            }

            func setRootModule(_ module: Presentable) {
                let controller = module.toPresentable()
                navigationController.setViewControllers([controller], animated: false)
            }

            func push(_ module: Presentable, animated: Bool = true) {
                let controller = module.toPresentable()
                guard controller is UINavigationController == false else { return }
                navigationController.pushViewController(controller, animated: animated)
            }

            func toPresentable() -> UIViewController {
                return navigationController
            }
        }

        """

    static let presentableCoordinators = """
        import UIKit

        final class BackupCoordinator: Presentable {
            private let navigationRouter: NavigationRouterType

            init() {
                self.navigationRouter = NavigationRouter(navigationController: UINavigationController())
            }

            func start() {
                let intro = BackupIntroViewController()
                intro.onNext = { [weak self] in self?.showPassphrase() }
                intro.onShare = { [weak self] in self?.showShare() }
                self.navigationRouter.setRootModule(self.makeIntroCoordinator())
            }

            func toPresentable() -> UIViewController {
                return self.navigationRouter.toPresentable()
            }

            private func makeIntroCoordinator() -> IntroCoordinator {
                let coordinator = IntroCoordinator()
                coordinator.onNext = { [weak self] in self?.showPassphrase() }
                return coordinator
            }

            private func showShare() {
                let share = ShareCoordinator(navigationRouter: self.navigationRouter)
                share.start()
                self.navigationRouter.push(share.toPresentable(), animated: true)
            }

            private func showPassphrase() {
                let passphrase = PassphraseCoordinator()
                passphrase.start()
                self.navigationRouter.push(passphrase, animated: true)
            }
        }

        // Handed its parent's router: pushes on it, and stands for its navigation controller, which the
        // router refuses to push.
        final class ShareCoordinator: Presentable {
            private let navigationRouter: NavigationRouterType

            init(navigationRouter: NavigationRouterType) {
                self.navigationRouter = navigationRouter
            }

            func start() {
                navigationRouter.push(ShareViewController(), animated: true)
            }

            func toPresentable() -> UIViewController {
                return self.navigationRouter.toPresentable()
            }
        }

        final class IntroCoordinator: Presentable {
            private let introViewController: BackupIntroViewController
            var onNext: (() -> Void)?

            init() {
                introViewController = BackupIntroViewController()
            }

            func toPresentable() -> UIViewController {
                return self.introViewController
            }
        }

        final class PassphraseCoordinator: Presentable {
            private let viewController: PassphraseViewController

            init() {
                viewController = PassphraseViewController()
            }

            func start() {}

            func toPresentable() -> UIViewController {
                return self.viewController
            }
        }

        @objcMembers
        final class BackupBridgePresenter: NSObject {
            private var coordinator: BackupCoordinator?

            func present(from viewController: UIViewController, animated: Bool) {
                let backupCoordinator = BackupCoordinator()
                viewController.present(backupCoordinator.toPresentable(), animated: animated, completion: nil)
                backupCoordinator.start()
                self.coordinator = backupCoordinator
            }
        }

        @objcMembers
        final class TermsBridgePresenter: NSObject {
            func present(from viewController: UIViewController, animated: Bool) {
                viewController.present(TermsViewController(), animated: animated, completion: nil)
            }
        }

        final class BackupIntroViewController: UIViewController {
            var onNext: (() -> Void)?
            var onShare: (() -> Void)?
            @objc func nextTapped() { onNext?() }
        }

        final class PassphraseViewController: UIViewController {}
        final class ShareViewController: UIViewController {}
        final class TermsViewController: UIViewController {}

        final class SettingsViewController: UIViewController {
            private var bridge: BackupBridgePresenter?

            @objc func backupTapped() {
                let bridge = BackupBridgePresenter()
                bridge.present(from: self, animated: true)
                self.bridge = bridge
            }
        }

        """

    @Test func aCoordinatorPresentedAsItsControllerShowsWhatItsStartRoots() throws {
        let (_, stderr, code) = try importApp("PresentableCoordinators", [
            "SceneDelegate.swift": "import UIKit\n\n" + Self.sceneDelegate(root: "UINavigationController(rootViewController: SettingsViewController())"),
            "Routers.swift": Self.presentableRouters,
            "Backup.swift": Self.presentableCoordinators,
        ])
        #expect(!stderr.contains("internal error"), "\(stderr)")
        // The bridge presents the coordinator's router's navigation controller, rooted by its
        // `start()` with what the intro coordinator keeps; nothing is pushed on the settings' stack.
        #expect(code.contains("segue \"backupTapped\" -> present BackupIntroViewControllerNavigation\n"), "\(code)")
        #expect(code.contains("navigation BackupIntroViewControllerNavigation { root BackupIntroViewController }"), "\(code)")
        #expect(!code.contains("push BackupIntroViewController"), "\(code)")
        // The router pushes what the passphrase coordinator keeps; handed to the share coordinator, it
        // pushes the share screen, and refuses to push its own navigation controller.
        #expect(code.contains("segue \"onNext\" { push PassphraseViewController }"), "\(code)")
        #expect(code.contains("segue \"onShare\" { push ShareViewController }"), "\(code)")
        #expect(!code.contains("push ShareViewControllerNavigation"), "\(code)")
        // Another bridge's method of the same selector is not the one the settings call.
        #expect(!code.contains("TermsViewController }") && !code.contains("present TermsViewController"), "\(code)")
    }

    /// A controller dismissing the alert it keeps (a Swift property declared as an alert controller,
    /// an Objective-C instance variable its superclass declares, named as one) dismisses nothing
    /// flow shows; dismissing itself still moves.
    static let alertDismissals = """
        import UIKit

        \(Self.sceneDelegate(root: "UINavigationController(rootViewController: ListViewController())"))

        class ListViewController: UIViewController {
            @objc func open() { present(DetailViewController(), animated: true) }
        }

        class DetailViewController: UIViewController {
            private var skipAlertController: UIAlertController?
            @objc func skip() { skipAlertController?.dismiss(animated: true) }
            @objc func close() { dismiss(animated: true) }
        }

        """

    static let objectiveCAlertDismissals = """
        #import "RoomViewController.h"

        @implementation RoomViewController

        - (void)viewWillDisappear:(BOOL)animated {
            [super viewWillDisappear:animated];
            if (currentAlert) {
                [currentAlert dismissViewControllerAnimated:NO completion:nil];
            }
            [self->currentAlert dismissViewControllerAnimated:NO completion:nil];
        }

        - (void)onDone:(id)sender {
            [self dismissViewControllerAnimated:YES completion:nil];
        }
        @end

        """

    @Test func dismissingAKeptAlertIsNoMove() throws {
        let (_, stderr, code) = try importApp("AlertDismissals", [
            "SceneDelegate.swift": Self.alertDismissals,
            "RoomViewController.m": Self.objectiveCAlertDismissals,
            "RoomViewController.h": "@interface RoomViewController : MXKViewController\n@end\n",
            "Room.swift": "import UIKit\n\nclass ListPresenter: UIViewController {\n    @objc func room() { present(RoomViewController(), animated: true) }\n}\n",
        ])
        #expect(!stderr.contains("internal error"), "\(stderr)")
        #expect(!code.contains("segue \"skip\""), "\(code)")
        #expect(code.contains("segue \"close\" { dismiss }"), "\(code)")
        #expect(!code.contains("segue \"viewWillDisappear\""), "\(code)")
        #expect(code.contains("segue \"onDone\" { dismiss }"), "\(code)")
    }

    /// Objective-C controllers hand themselves to Swift bridge presenters (`[bridge presentFrom:self
    /// animated:YES]` of `present(from:animated:)`, `[bridge presentWithTitle:t from:self]` of
    /// `present(title:from:)`), each reaching its own class's method; and an Objective-C class's factory
    /// (`+ (SecurityViewController *)securityViewController`, `+ (instancetype)roomViewController` returning
    /// `[[[self class] alloc] init…]`) makes what it returns.
    static let objectiveCSettings = """
        #import "SettingsViewController.h"

        @implementation SettingsViewController

        - (void)showBackup {
            backupBridgePresenter = [[BackupBridgePresenter alloc] init];
            [backupBridgePresenter presentFrom:self animated:YES];
        }

        - (void)showTerms {
            [self.termsBridgePresenter presentWithTitle:@"Terms" from:self];
        }

        - (void)showSecurity {
            SecurityViewController *security = [SecurityViewController securityViewController];
            [self.navigationController pushViewController:security animated:YES];
        }

        - (void)showRoom {
            RoomViewController *room = [RoomViewController roomViewController];
            [self.navigationController pushViewController:room animated:YES];
        }
        @end

        @implementation RoomViewController

        + (instancetype)roomViewController
        {
            return [[[self class] alloc] initWithNibName:NSStringFromClass(self.class) bundle:nil];
        }
        @end

        @implementation SecurityViewController

        + (SecurityViewController *)securityViewController
        {
            SecurityViewController *viewController = [[SecurityViewController alloc] init];
            return viewController;
        }
        @end

        """

    static let swiftTermsBridge = """
        import UIKit

        @objcMembers
        final class TermsBridgePresenter: NSObject {
            func present(title: String, from viewController: UIViewController) {
                viewController.present(TermsViewController(), animated: true, completion: nil)
            }
        }

        """

    @Test func objectiveCControllersReachSwiftBridgesAndClassFactories() throws {
        var coordinators = Self.presentableCoordinators
        coordinators = coordinators.replacingOccurrences(of: "viewController.present(TermsViewController(), animated: animated, completion: nil)",
                                                         with: "viewController.present(PassphraseViewController(), animated: animated, completion: nil)")
        let (_, stderr, code) = try importApp("ObjectiveCBridges", [
            "SceneDelegate.swift": "import UIKit\n\n" + Self.sceneDelegate(root: "UINavigationController(rootViewController: SettingsViewController())"),
            "Routers.swift": Self.presentableRouters,
            "Backup.swift": coordinators.replacingOccurrences(of: "final class TermsBridgePresenter", with: "final class OtherBridgePresenter"),
            "Terms.swift": Self.swiftTermsBridge,
            "SettingsViewController.m": Self.objectiveCSettings,
            "SettingsViewController.h": "@interface SettingsViewController : UIViewController\n@end\n@interface SecurityViewController : UIViewController\n@end\n"
                + "@interface RoomViewController : UIViewController\n@end\n",
        ])
        #expect(!stderr.contains("internal error"), "\(stderr)")
        #expect(code.contains("segue \"showBackup\" -> present BackupIntroViewControllerNavigation\n"), "\(code)")
        // `OtherBridgePresenter` has a `present(from:animated:)` too, presenting the passphrase screen.
        #expect(!code.contains("segue \"showBackup (PassphraseViewController)\""), "\(code)")
        #expect(code.contains("segue \"showTerms\" -> present TermsViewController"), "\(code)")
        #expect(code.contains("segue \"showSecurity\" { push SecurityViewController }"), "\(code)")
        // `[[[self class] alloc] init…]` in a class method makes the class it is called on, and is no
        // move of that class's own scene.
        #expect(code.contains("segue \"showRoom\" { push RoomViewController }"), "\(code)")
        #expect(code.contains("scene RoomViewController {}"), "\(code)")
    }
}
