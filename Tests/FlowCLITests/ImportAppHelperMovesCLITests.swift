import Foundation
import TestSupport
import Testing

/// Controllers kept in stored properties made with their initializer, shown through helpers of the
/// app's own (a private method, an extension of `UIViewController`, a helper object's method with
/// defaulted arguments): Trust Wallet's coordinators, Pocket Casts' player, Cryptomator's HUD.
extension ImportAppCLITests {
    @Test func controllersMadeInPropertiesAndShownThroughHelpersAreLinked() throws {
        let (out, _, code) = try importApp("Helpers", ["App.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
                }
            }

            final class HomeViewController: UIViewController {
                private let settings = SettingsViewController()
                lazy var about: AboutViewController = {
                    let about = AboutViewController()
                    about.title = "About"
                    return about
                }()
                lazy var credits: AboutViewController = { return about }()
                var player: PlayerViewController?
                let hud = ProgressHUD()

                @objc func openSettings() { navigationController?.pushViewController(settings, animated: true) }
                @objc func openAbout() { present(about, animated: true) }
                @objc func openDetail() { go(to: DetailViewController()) }
                @objc func openPlayer() {
                    if player == nil { player = PlayerViewController() }
                    guard let player else { return }
                    presentFromRoot(player)
                }
                @objc func save() { hud.show(presentingViewController: self) }

                private func go(to controller: UIViewController) {
                    navigationController?.pushViewController(controller, animated: true)
                }
            }

            final class ProgressHUD {
                private lazy var hudController: HUDController = { HUDController() }()
                func show(presentingViewController: UIViewController, animated: Bool = true) {
                    presentingViewController.present(hudController, animated: animated)
                }
            }

            extension UIViewController {
                func presentFromRoot(_ controller: UIViewController, animated: Bool = true) {
                    let presenting = presentedViewController ?? view.window?.rootViewController
                    presenting?.present(controller, animated: animated)
                }
                /// Finds a controller someone else made: returning it hands nothing new on.
                var enclosingPlayer: PlayerViewController? {
                    var current: UIViewController? = self
                    while let next = current {
                        if let player = next as? PlayerViewController { return player }
                        current = next.parent
                    }
                    return nil
                }
            }

            class SettingsViewController: UIViewController {}
            class AboutViewController: UIViewController {}
            class DetailViewController: UIViewController {}
            class PlayerViewController: UIViewController {}
            class HUDController: UIViewController {}

            """])
        #expect(code.contains("""
            scene HomeViewController {
                // code: openSettings() pushes SettingsViewController (App.swift:21); fire it with perform "openSettings"
                segue "openSettings" { push SettingsViewController }
                // code: openAbout() presents AboutViewController (App.swift:22); fire it with perform "openAbout"
                segue "openAbout" -> present AboutViewController
                // code: save() presents HUDController (App.swift:29); fire it with perform "save"
                segue "save" -> present HUDController
                // code: openDetail() pushes DetailViewController (App.swift:23); fire it with perform "openDetail"
                segue "openDetail" { push DetailViewController }
                // code: openPlayer() presents PlayerViewController (App.swift:27); fire it with perform "openPlayer"
                segue "openPlayer" -> present PlayerViewController
            }
            """), "\(code)")
        #expect(!code.contains("enclosingPlayer"), "\(code)")
        try expectAllReached(out, 7)
    }
}

extension ImportAppCLITests {
    /// A controller whose view the tab bar shows without adopting it (Pocket Casts' mini player):
    /// what it presents, through an extension's helper and a property its main file declares, the
    /// tab bar presents.
    @Test func aControllersViewShownWithoutAdoptingItMovesForItsHost() throws {
        let (out, _, code) = try importApp("Player", [
            "App.swift": """
                import UIKit

                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        window?.rootViewController = MainTabBarController()
                    }
                }

                final class MainTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [UINavigationController(rootViewController: HomeViewController())]
                        let miniPlayer = MiniPlayerViewController(nibName: "MiniPlayerViewController", bundle: nil)
                        view.insertSubview(miniPlayer.view, belowSubview: tabBar)
                    }
                }

                final class HomeViewController: UIViewController {}

                final class MiniPlayerViewController: UIViewController {
                    var fullScreenPlayer: PlayerViewController?
                    func makePlayer() {
                        if fullScreenPlayer == nil { fullScreenPlayer = PlayerViewController() }
                    }
                }

                final class PlayerViewController: UIViewController {}

                extension UIViewController {
                    func presentFromRootController(_ controller: UIViewController, animated: Bool = true) {
                        let presenting = presentedViewController ?? view.window?.rootViewController
                        presenting?.present(controller, animated: animated)
                    }
                }

                """,
            "MiniPlayer+Gestures.swift": """
                import UIKit

                extension MiniPlayerViewController {
                    @objc func tapped() {
                        guard let fullScreenPlayer else { return }
                        presentFromRootController(fullScreenPlayer)
                    }
                }

                """,
        ])
        #expect(code.contains("""
            tabs MainTabBarController {
                HomeViewControllerNavigation
                // code: MiniPlayerViewController.tapped() presents PlayerViewController (MiniPlayer+Gestures.swift:6); fire it with perform "MiniPlayerViewController.tapped"
                segue "MiniPlayerViewController.tapped" -> present PlayerViewController
            }
            """), "\(code)")
        #expect(!code.contains("scene MiniPlayerViewController"), "\(code)")
        try expectAllReached(out, 4)
    }
}

extension ImportAppCLITests {
    /// A coordinator gives the screens it shows bar buttons whose target is itself (Trust Wallet's
    /// Add, made in a lazy property's closure, Cryptomator's Done): what the button's method does
    /// is the screen's move.
    @Test func barButtonsACoordinatorInstallsMoveTheirScreen() throws {
        let (out, _, code) = try importApp("Wallets", ["App.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var coordinator: WalletsCoordinator?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    let navigation = UINavigationController()
                    coordinator = WalletsCoordinator(navigationController: navigation)
                    coordinator?.start()
                    window?.rootViewController = navigation
                }
            }

            final class WalletsCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }

                lazy var walletsViewController: WalletsViewController = {
                    let controller = WalletsViewController()
                    controller.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
                    return controller
                }()

                func start() {
                    navigationController.pushViewController(walletsViewController, animated: false)
                }

                @objc func add() {
                    let controller = AddWalletViewController()
                    controller.navigationItem.leftBarButtonItems = [
                        UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(self.dismiss)),
                    ]
                    navigationController.present(UINavigationController(rootViewController: controller), animated: true)
                }

                @objc func dismiss() {
                    navigationController.dismiss(animated: true)
                }
            }

            final class WalletsViewController: UIViewController {}
            final class AddWalletViewController: UIViewController {}

            """])
        #expect(code.contains("""
            scene AddWalletViewController {
                // code: dismiss() dismisses (App.swift:37)
                segue "dismiss" { dismiss }
            }
            """), "\(code)")
        #expect(code.contains("""
            scene WalletsViewController {
                // code: add() presents AddWalletViewControllerNavigation (App.swift:33); fire it with perform "add"
                segue "add" -> present AddWalletViewControllerNavigation
            }
            """), "\(code)")
        try expectAllReached(out, 4)
    }
}

/// A helper that gives its parameter a presentation style before presenting it (OpenTerm's
/// `presentPopover(_:from:)`) presents what each call hands it in that style; a library's controller
/// made around one of the app's (PanelKit's panel) is presented so too (LibraryWrappers.swift).
extension ImportAppCLITests {
    @Test func aHelperPresentsWhatItIsHandedInTheStyleItGivesIt() throws {
        let (_, _, code) = try importApp("StyledHelper", ["App.swift": """
            import UIKit
            import PanelKit

            \(Self.sceneDelegate(root: "TerminalViewController()"))

            class TerminalViewController: UIViewController {
                var historyPanel: PanelViewController!
                @objc func showHistory() {
                    historyPanel = PanelViewController(with: HistoryViewController(), in: self)
                    presentAsSheet(historyPanel)
                }
                @objc func showBookmarks() {
                    presentAsSheet(BookmarksViewController())
                }
                private func presentAsSheet(_ viewController: UIViewController) {
                    viewController.modalPresentationStyle = .formSheet
                    present(viewController, animated: true, completion: nil)
                }
            }
            class HistoryViewController: UITableViewController {}
            class BookmarksViewController: UITableViewController {}
            """])
        #expect(code.contains("segue \"showBookmarks\" -> present BookmarksViewController style formSheet"), "\(code)")
        #expect(code.contains("segue \"showHistory\" -> present HistoryViewController style formSheet"), "\(code)")
    }
}

/// An assembly's factory called in the argument (Stepik's `self.push(module: assembly.makeModule())`,
/// 43 calls) is handed on as the same factory kept in a local is; a property's object's is not read so.
extension ImportAppCLITests {
    @Test func anotherObjectsFactoryCalledInTheArgumentIsWhatTheHelperMoves() throws {
        let (_, _, code) = try importApp("FactoryInArgument", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))

            protocol Assembly { func makeModule() -> UIViewController }
            final class DetailAssembly: Assembly {
                func makeModule() -> UIViewController {
                    let viewController = DetailViewController()
                    return viewController
                }
            }
            extension UIViewController {
                @objc func push(module: UIViewController) {
                    self.navigationController?.pushViewController(module, animated: true)
                }
            }
            final class HomeViewController: UIViewController {
                func displayDetail() {
                    let assembly = DetailAssembly()
                    self.push(module: assembly.makeModule())
                }
                func displayInline() {
                    self.push(module: DetailAssembly().makeModule())
                }
            }
            final class DetailViewController: UIViewController {}
            """])
        #expect(code.contains("segue \"displayDetail\" { push DetailViewController }"), "\(code)")
        #expect(code.contains("segue \"displayInline\" { push DetailViewController }"), "\(code)")
    }
}

/// A helper of an extension of UIKit's class presenting what it is handed, or a navigation controller
/// its own method wraps it in (Stepik's `present(module:embedInNavigation:…)`, 26 calls): each caller
/// presents what it hands; what the wrapper makes (and its close button's dismissal of it) is no
/// segue of every controller's.
extension ImportAppCLITests {
    @Test func aHelperPresentingItsParameterOrAWrapperOfItPresentsWhatTheCallerHands() throws {
        let (_, _, code) = try importApp("WrappedModule", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: ProfileViewController())"))

            final class StyledNavigationController: UINavigationController {}
            extension UIViewController {
                @objc func present(module: UIViewController, embedInNavigation: Bool = false) {
                    let moduleToPresent = embedInNavigation ? self.getEmbedded(moduleStack: [module]) : module
                    self.present(moduleToPresent, animated: true)
                }
                @objc func present(moduleStack: [UIViewController]) {
                    let moduleToPresent = self.getEmbedded(moduleStack: moduleStack)
                    self.present(moduleToPresent, animated: true, completion: nil)
                }
                private func getEmbedded(moduleStack: [UIViewController]) -> UIViewController {
                    let navigationController = StyledNavigationController()
                    navigationController.setViewControllers(moduleStack, animated: false)
                    let closeItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: nil)
                    closeItem.actionClosure = {
                        navigationController.dismiss(animated: true, completion: nil)
                    }
                    return navigationController
                }
            }
            final class ProfileViewController: UIViewController {
                func openSettings() { self.present(module: SettingsViewController(), embedInNavigation: true) }
                func openAbout() { self.present(module: AboutViewController()) }
            }
            final class SettingsViewController: UIViewController {}
            final class AboutViewController: UIViewController {}
            """])
        #expect(code.contains("segue \"openSettings\" -> present SettingsViewController"), "\(code)")
        #expect(code.contains("segue \"openAbout\" -> present AboutViewController"), "\(code)")
        // Nor the close button's dismissal of the navigation controller the wrapper makes.
        #expect(!code.contains("getEmbedded") && !code.contains("scene StyledNavigationController")
                    && !code.contains("segue \"present\""), "\(code)")
    }
}
