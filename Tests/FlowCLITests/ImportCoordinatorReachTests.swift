import Foundation
import Testing

/// How far a view controller's call is followed through coordinators (Coordinators.swift,
/// ClassesThatMove.swift): each class the call may reach has the walk's whole reach of its own, and
/// the walk goes only into methods that move or call one that does — KeePassium's file picker, whose
/// call reaches the key file picker's coordinator (a long way through its router's helpers) and the
/// database picker's (whose override has the main coordinator show the database), and whose
/// coordinators' log, keychain and settings call the premium manager, which calls the coordinator
/// of the pricing screen.
extension ImportAppCLITests {
    /// Two coordinators adopt the picker's delegate protocol, and each reaches its push at the end of
    /// a chain of `length` of its own methods: together longer than the walk's reach of 32.
    static func pickerWithTwoCoordinators(length: Int) -> String {
        func chain(_ prefix: String, pushing pushed: String) -> String {
            (0..<length).map { step in
                step == length - 1
                    ? "    func \(prefix)\(step)() { navigationController.pushViewController(\(pushed)(), animated: true) }"
                    : "    func \(prefix)\(step)() { \(prefix)\(step + 1)() }"
            }.joined(separator: "\n")
        }
        return """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: PickerViewController())
                }
            }

            protocol PickerDelegate: AnyObject {
                func didPick(in picker: PickerViewController)
            }

            class PickerViewController: UIViewController {
                weak var delegate: PickerDelegate?
                @objc func pickTapped() {
                    delegate?.didPick(in: self)
                }
            }

            class KeyFileCoordinator: PickerDelegate {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                    let picker = PickerViewController()
                    picker.delegate = self
                }
                func didPick(in picker: PickerViewController) { key0() }
            \(chain("key", pushing: "KeyFileViewController"))
            }

            class DatabaseCoordinator: PickerDelegate {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                    let picker = PickerViewController()
                    picker.delegate = self
                }
                func didPick(in picker: PickerViewController) { database0() }
            \(chain("database", pushing: "DatabaseViewController"))
            }

            class KeyFileViewController: UIViewController {}
            class DatabaseViewController: UIViewController {}

            """
    }

    @Test func eachCoordinatorACallMayReachIsFollowedAsFarAsTheOthers() throws {
        let (_, _, code) = try importApp("TwoCoordinators", ["SceneDelegate.swift": Self.pickerWithTwoCoordinators(length: 20)])
        let picker = try #require(code.range(of: "scene PickerViewController {"))
        let end = try #require(code.range(of: "\n}\n", range: picker.upperBound..<code.endIndex))
        let block = code[picker.lowerBound..<end.lowerBound]
        // Whichever coordinator is the picker's, its push is one of the picker's moves.
        #expect(block.contains("push KeyFileViewController"), "\(code)")
        #expect(block.contains("push DatabaseViewController"), "\(code)")
    }

    /// A coordinator logs what was picked after showing it: the log reads the settings, which read the
    /// premium manager, which has the paywall's coordinator close the paywall when a purchase ends. The
    /// log moves nothing (no method it calls moves), so its 40 methods are not followed, and the
    /// coordinator's own `showDetail()` is.
    static let coordinatorThatLogs: String = {
        let log = (0..<40).map { step in
            step == 39 ? "    func write\(step)() { _ = Settings.shared.isPremium() }" : "    func write\(step)() { write\(step + 1)() }"
        }.joined(separator: "\n")
        return """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: ListViewController())
                }
            }

            protocol ListDelegate: AnyObject {
                func didPick(in list: ListViewController)
            }

            class ListViewController: UIViewController {
                weak var delegate: ListDelegate?
                @objc func rowTapped() {
                    delegate?.didPick(in: self)
                }
            }

            class ListCoordinator: ListDelegate {
                let navigationController: UINavigationController
                let log = Log()
                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                }
                func didPick(in list: ListViewController) {
                    showDetail()
                    log.write0()
                }
                func showDetail() {
                    navigationController.pushViewController(DetailViewController(), animated: true)
                }
            }

            class Log {
            \(log)
            }

            class Settings {
                static let shared = Settings()
                let premium = PremiumManager()
                func isPremium() -> Bool { premium.isPremium() }
            }

            class PremiumManager {
                let paywall = PaywallCoordinator()
                func isPremium() -> Bool { false }
                func purchaseEnded() { paywall.close() }
            }

            class PaywallCoordinator {
                let navigationController = UINavigationController()
                func close() { navigationController.popViewController(animated: true) }
            }

            class DetailViewController: UIViewController {}

            """
    }()

    @Test func aCallIsFollowedOnlyIntoMethodsThatMoveOrCallOneThatDoes() throws {
        let (_, _, code) = try importApp("Logging", ["SceneDelegate.swift": Self.coordinatorThatLogs])
        #expect(code.contains("segue \"rowTapped\" { push DetailViewController }"), "\(code)")
    }
}

/// A scene coordinator presenting on the controller it is handed what its factory makes for the
/// case the call names (Twidere's `present(scene:from:transition:)`: `sender?.present(get(scene:
/// scene), …)`): the case's controller, from the caller. A call handing the caller's presenter
/// (`from: presentingViewController`, the drawer showing a profile before it is dismissed) moves
/// the screen under the caller, which the import does not know: no segue of the caller's.
extension ImportAppCLITests {
    @Test func aCoordinatorPresentsTheCasesControllerOnTheCallerItIsHanded() throws {
        let (_, _, code) = try importApp("SceneCoordinator", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))

            final class SceneCoordinator {
                enum Scene { case drawer, profile }
                func present(scene: Scene, from sender: UIViewController?) {
                    let viewController = get(scene: scene)
                    sender?.present(viewController, animated: true)
                }
                func get(scene: Scene) -> UIViewController {
                    switch scene {
                    case .drawer: return DrawerViewController()
                    case .profile: return ProfileViewController()
                    }
                }
            }

            final class HomeViewController: UIViewController {
                var coordinator: SceneCoordinator!
                @objc func avatarPressed() {
                    coordinator.present(scene: .drawer, from: self)
                }
            }
            final class DrawerViewController: UIViewController {
                var coordinator: SceneCoordinator!
                @objc func profilePressed() {
                    coordinator.present(scene: .profile, from: presentingViewController)
                    dismiss(animated: true)
                }
            }
            final class ProfileViewController: UIViewController {}

            """])
        #expect(code.contains("segue \"avatarPressed\" -> present DrawerViewController"), "\(code)")
        #expect(!code.contains("profilePressed\" -> present"), "\(code)")
    }
}

/// A call whose walk stops at the limit with calls left (2FAS's settings menu, whose `didSelect` reaches
/// a presenter's switch of eleven rows, each through two flow controllers: the first rows are cut)
/// is said, with the place of the call; one whose walk ends below the limit is not.
extension ImportAppCLITests {
    @Test func aWalkCutShortAtTheLimitIsSaid() throws {
        let (_, long, longCode) = try importApp("LongChain", ["SceneDelegate.swift": Self.pickerWithTwoCoordinators(length: 40)])
        #expect(long.contains("flow import: cut short: SceneDelegate.swift:17: PickerViewController.pickTapped()'s call is followed "
                              + "through 32 methods of the objects it reaches and no further; the moves past them are not read"), "\(long)")
        #expect(!longCode.contains("push DatabaseViewController"), "\(longCode)")
        let (_, short, shortCode) = try importApp("ShortChain", ["SceneDelegate.swift": Self.pickerWithTwoCoordinators(length: 20)])
        #expect(!short.contains("cut short"), "\(short)")
        #expect(shortCode.contains("push DatabaseViewController"), "\(shortCode)")
    }

    /// Past the first three, the cut calls are one line by file: KeePassium's seventy-five were as
    /// many lines, burying the rest of the summary.
    @Test func manyWalksCutShortAreSaidOnOneLineAfterTheFirstThree() throws {
        let taps = (1...4).map { "    @objc func pickTapped\($0)() { delegate?.didPick(in: self) }" }.joined(separator: "\n")
        let source = Self.pickerWithTwoCoordinators(length: 40)
            .replacingOccurrences(of: "    weak var delegate: PickerDelegate?\n", with: "    weak var delegate: PickerDelegate?\n\(taps)\n")
        let (_, stderr, _) = try importApp("ManyCuts", ["SceneDelegate.swift": source])
        let cut = stderr.split(separator: "\n").filter { $0.hasPrefix("flow import: cut short: ") }
        #expect(cut.count == 4, "\(stderr)")
        #expect(cut.prefix(3).allSatisfy { $0.hasSuffix("the moves past them are not read") }, "\(stderr)")
        #expect(cut.last == "flow import: cut short: and 2 more calls the same way: SceneDelegate.swift:19, 21", "\(stderr)")
    }
}

/// A coordinator a view controller's call reaches has a static helper present a new screen on a
/// controller the coordinator keeps, not on `self` (2FAS's `AddingServiceFlowController.present(on:
/// mainSplitViewController, parent: self)`): the view controller's move, as the coordinator's own
/// presentations on it are.
extension ImportAppCLITests {
    @Test func aHelperPresentingOnTheControllerACoordinatorKeepsIsTheCallersMove() throws {
        let (out, _, code) = try importApp("HandedController", ["App.swift": """
            import UIKit
            
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: TokensFlowController.setup())
                }
            }
            
            protocol TokensFlowControlling: AnyObject { func toAddService() }
            
            final class TokensViewController: UIViewController {
                var presenter: TokensPresenter!
                @objc func addTapped() { presenter.handleAdd() }
            }
            
            final class TokensPresenter {
                private let flowController: TokensFlowControlling
                init(flowController: TokensFlowControlling) { self.flowController = flowController }
                func handleAdd() { flowController.toAddService() }
            }
            
            final class TokensFlowController: TokensFlowControlling {
                private weak var mainViewController: UIViewController?
                static func setup() -> TokensViewController {
                    let view = TokensViewController()
                    let flowController = TokensFlowController()
                    flowController.mainViewController = view
                    view.presenter = TokensPresenter(flowController: flowController)
                    return view
                }
                func toAddService() {
                    guard let mainViewController else { return }
                    AddingServiceFlowController.present(on: mainViewController)
                }
            }
            
            final class AddingServiceFlowController {
                static func present(on viewController: UIViewController) {
                    let view = AddingServiceViewController()
                    viewController.present(view, animated: true)
                }
            }
            
            final class AddingServiceViewController: UIViewController {}

            """])
        #expect(code.contains("""
                // code: addTapped() presents AddingServiceViewController (App.swift:34); fire it with perform "addTapped"
                segue "addTapped" -> present AddingServiceViewController
            """), "\(code)")
        try expectAllReached(out, 3)
    }
}

/// A local given an enum case by the device, then handed to a coordinator switching over it
/// (Mastodon's `transition = .show` on an iPhone, `.modal(animated: true)` else, handed to
/// `present(scene:transition:)`): flow models an iPhone, so the call names the iPhone's case, not every case.
extension ImportAppCLITests {
    @Test func aCaseALocalIsGivenOnAnIPhoneIsTheCaseTheCallNames() throws {
        let (out, _, code) = try importApp("PhoneCase", ["App.swift": """
            import UIKit
            
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: TimelineViewController())
                }
            }
            
            final class SceneCoordinator {
                enum Transition { case show, showDetail, modal(animated: Bool) }
                weak var presenting: UIViewController?
                func present(scene: UIViewController, transition: Transition) {
                    switch transition {
                    case .show:
                        presenting?.show(scene, sender: nil)
                    case .showDetail:
                        presenting?.showDetailViewController(UINavigationController(rootViewController: scene), sender: nil)
                    case .modal:
                        presenting?.present(UINavigationController(rootViewController: scene), animated: true)
                    }
                }
            }
            
            final class TimelineViewController: UIViewController {
                var coordinator: SceneCoordinator!
                @objc func requestsTapped() {
                    let transition: SceneCoordinator.Transition
                    if traitCollection.userInterfaceIdiom == .phone {
                        transition = .show
                    } else {
                        transition = .modal(animated: true)
                    }
                    coordinator.present(scene: RequestsViewController(), transition: transition)
                }
            }
            
            final class RequestsViewController: UIViewController {}

            """])
        #expect(code.contains(#"segue "requestsTapped" -> show RequestsViewController"#), "\(code)")
        #expect(!code.contains("detail RequestsViewControllerNavigation") && !code.contains("present RequestsViewControllerNavigation"),
                "\(code)")
        try expectAllReached(out, 3)
    }
}

/// A screen installing a closure on its view model that pushes what it is handed, the view model
/// calling it with the screen a row opens (DuckDuckGo's settings: `viewModel.onRequestPushLegacyView =
/// { [weak self] vc in self?.navigationController?.pushViewController(vc, animated: true) }`, then
/// `onRequestPushLegacyView?(legacyViewProvider.syncSettings(source: nil))`): the screen's push, named
/// after the view model's method.
extension ImportAppCLITests {
    @Test func aClosureAScreenInstallsOnItsViewModelMovesWhatTheViewModelHandsIt() throws {
        let (out, _, code) = try importApp("ClosureProperty", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: SettingsHostingController(viewModel: SettingsViewModel(provider: Provider())))"))

            final class Provider {
                func syncSettings(source: String?) -> SyncSettingsViewController { SyncSettingsViewController() }
            }
            final class SettingsViewModel {
                let provider: Provider
                var onRequestPush: ((UIViewController) -> Void)?
                init(provider: Provider) { self.provider = provider }
                func openSync() { onRequestPush?(provider.syncSettings(source: nil)) }
            }
            final class SettingsHostingController: UIViewController {
                let viewModel: SettingsViewModel
                init(viewModel: SettingsViewModel) {
                    self.viewModel = viewModel
                    super.init(nibName: nil, bundle: nil)
                    viewModel.onRequestPush = { [weak self] vc in self?.navigationController?.pushViewController(vc, animated: true) }
                }
                required init?(coder: NSCoder) { nil }
            }
            final class SyncSettingsViewController: UIViewController {}

            """])
        #expect(code.contains("""
                // code: openSync() pushes SyncSettingsViewController (App.swift:17); fire it with perform "openSync"
                segue "openSync" { push SyncSettingsViewController }
            """), "\(code)")
        try expectAllReached(out, 3)
    }
}

/// The same through a method on each side (DuckDuckGo's own shape): the closure hands its parameter to
/// the screen's `pushLegacyViewController(_:)`, which pushes it, and the view model's `presentLegacyView(_:)`
/// calls its own `pushViewController(_:)` (no UIKit method: it takes no `animated:`), which calls the closure.
extension ImportAppCLITests {
    @Test func aClosureInstalledOnAViewModelIsFollowedThroughMethodsOnEachSide() throws {
        let (out, _, code) = try importApp("ClosurePropertyThroughMethods", ["App.swift": """
            import UIKit
            
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: SettingsHostingController(viewModel: SettingsViewModel(provider: Provider())))
                }
            }
            
            final class Provider {
                var appIcon: UIViewController { AppIconViewController() }
                func syncSettings(source: String?) -> SyncSettingsViewController { SyncSettingsViewController() }
            }
            final class SettingsViewModel {
                enum LegacyView { case sync, appIcon }
                let provider: Provider
                var onRequestPushLegacyView: ((UIViewController) -> Void)?
                init(provider: Provider) { self.provider = provider }
                func presentLegacyView(_ view: LegacyView) {
                    switch view {
                    case .sync: pushViewController(provider.syncSettings(source: nil))
                    case .appIcon: pushViewController(provider.appIcon)
                    }
                }
                private func pushViewController(_ view: UIViewController) {
                    onRequestPushLegacyView?(view)
                }
            }
            final class SettingsHostingController: UIViewController {
                let viewModel: SettingsViewModel
                init(viewModel: SettingsViewModel) {
                    self.viewModel = viewModel
                    super.init(nibName: nil, bundle: nil)
                    viewModel.onRequestPushLegacyView = { [weak self] vc in
                        self?.pushLegacyViewController(vc)
                    }
                }
                required init?(coder: NSCoder) { nil }
                private func pushLegacyViewController(_ viewController: UIViewController) {
                    navigationController?.pushViewController(viewController, animated: true)
                }
            }
            final class SyncSettingsViewController: UIViewController {}


            """])
        #expect(code.contains("""
                // code: presentLegacyView() pushes SyncSettingsViewController (App.swift:21); fire it with perform "presentLegacyView"
                segue "presentLegacyView" { push SyncSettingsViewController }
            """), "\(code)")
        #expect(!code.contains("scene SettingsViewModel"), "\(code)")
    }
}
