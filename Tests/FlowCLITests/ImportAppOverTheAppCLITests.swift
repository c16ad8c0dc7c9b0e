import Foundation
import TestSupport
import Testing

/// Presentations over whatever is on screen from outside the view controllers (Habitica's
/// maintenance screen and fainting, Eidolon's help): the scene the app launches into presents them.
extension ImportAppCLITests {
    @Test func presentationsOverTheAppAreTheLaunchScenes() throws {
        let (out, stderr, code) = try importApp("OverTheApp", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))

            extension SceneDelegate {
                func serverIsDown() {
                    let maintenance = MaintenanceViewController()
                    window?.rootViewController?.present(maintenance, animated: true)
                }
            }

            final class UserManager {
                func healthChanged(to health: Int) {
                    guard health <= 0 else { return }
                    let faint = FaintViewController()
                    faint.show()
                }
            }

            final class Purchases: NSObject {
                var presenter: UIViewController?
                func receipt() { presenter?.present(ReceiptViewController(), animated: true) }
                func details() {
                    let wrapper = UINavigationController(rootViewController: ReceiptViewController())
                    wrapper.pushViewController(DetailsViewController(), animated: true)
                }
            }

            final class Links: NSObject {
                func open() {
                    let navigation = UIApplication.shared.windows.first?.rootViewController as? UINavigationController
                    navigation?.pushViewController(LinkViewController(), animated: true)
                }
            }

            extension UIApplication {
                static func topViewController() -> UIViewController? { nil }
            }

            final class HomeViewController: UIViewController {}
            final class MaintenanceViewController: UIViewController {}
            final class ReceiptViewController: UIViewController {}
            final class DetailsViewController: UIViewController {}
            final class LinkViewController: UIViewController {}
            final class FaintViewController: UIViewController {
                func show() {
                    if let top = UIApplication.topViewController() { top.present(self, animated: true) }
                }
            }
            """])
        #expect(code.contains("""
                scene HomeViewController {
                    // code: Links.open() shows LinkViewController in whatever is on screen (App.swift:37); flow shows it from here, where the app launches: fire it with perform "Links.open"
                    segue "Links.open" -> show LinkViewController
                    // code: SceneDelegate.serverIsDown() presents MaintenanceViewController on the window's root (App.swift:13); flow presents it on the first HomeViewController, where the app launches: fire it with perform "SceneDelegate.serverIsDown"
                    segue "SceneDelegate.serverIsDown" { present MaintenanceViewController on HomeViewController#1 }
                    // code: UserManager.healthChanged() presents FaintViewController over whatever is on screen (App.swift:21); flow presents it from here, where the app launches: fire it with perform "UserManager.healthChanged"
                    segue "UserManager.healthChanged" -> present FaintViewController
                }
                """), "\(code)")
        // A presentation on a controller the class keeps is not over the app: it is said.
        #expect(stderr.contains("not linked: App.swift:27: Purchases presents ReceiptViewController, made in code"), "\(stderr)")
        #expect(!stderr.contains("not linked: App.swift:13"), "\(stderr)")
        #expect(stderr.contains("not linked: App.swift:30: Purchases pushes DetailsViewController, made in code"), "\(stderr)")
        // Home, its navigation controller, the maintenance, fainting and link screens; not the
        // receipt a stored presenter shows, nor what is pushed on a navigation controller the
        // method makes (`UINavigationController(rootViewController:)` is no window's root).
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(explored.stdout.contains("\n  scenes reached             5 of 7\n"), "\(explored.stdout)")
        // On the window's root, not on top: fired again from the maintenance screen it is refused, as
        // UIKit refuses a second presentation on a controller presenting one, and no stack of copies grows.
        #expect(!explored.stdout.contains("growth"), "\(explored.stdout)")
    }
}

/// A window's root replaced by an object that is no view controller, through another object's
/// method that sets it, where no screen's call reaches (ProtonVPN's navigation service hands its tab
/// bar or its onboarding to its window service's `show(viewController:)` when the silent sign-in
/// ends): the launch scene's moves, as the presentations over the app are. The tab bar is a lazy
/// property a factory of the service's makes.
extension ImportAppCLITests {
    @Test func rootsReplacedThroughAWindowServiceAreTheLaunchScenes() throws {
        let (out, _, code) = try importApp("WindowService", ["App.swift": """
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                lazy var navigationService = NavigationService()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    navigationService.launched()
                    return true
                }
            }

            protocol WindowService {
                func show(viewController: UIViewController)
            }

            class WindowServiceImplementation: WindowService {
                let window = UIWindow()
                func show(viewController: UIViewController) {
                    window.rootViewController = viewController
                }
            }

            class NavigationService {
                lazy var windowService: WindowService = WindowServiceImplementation()
                private lazy var tabBarController = {
                    return makeTabBarController()
                }()

                func launched() {
                    windowService.show(viewController: LaunchViewController())
                }
                func presentOnboarding() {
                    let onboarding = OnboardingViewController()
                    windowService.show(viewController: onboarding)
                }
                func setupTabs() {
                    tabBarController.setViewControllers([SettingsViewController()], animated: false)
                    windowService.show(viewController: tabBarController)
                }
                private func makeTabBarController() -> MainTabBarController {
                    MainTabBarController()
                }
            }

            class LaunchViewController: UIViewController {}
            class OnboardingViewController: UIViewController {}
            class MainTabBarController: UITabBarController {}
            class SettingsViewController: UIViewController {}
            """])
        #expect(code.contains("initial LaunchViewController"), "\(code)")
        #expect(code.contains("segue \"NavigationService.presentOnboarding\" {"), "\(code)")
        #expect(code.contains("set window.rootViewController = OnboardingViewController"), "\(code)")
        #expect(code.contains("segue \"NavigationService.setupTabs\" { set window.rootViewController = MainTabBarController }"),
                "\(code)")
        #expect(!code.contains("segue \"NavigationService.launched\""), "the launch's own root is no move: \(code)")
        // The tab bar's tabs set are no navigation stack: no push of the last (a tab bar's tabs set
        // from outside are not read).
        #expect(!code.contains("push SettingsViewController"), "\(code)")
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(!explored.stdout.contains("unreached-scene"), "\(explored.stdout)")
    }
}

/// The same from an app that launches into SwiftUI (Nextcloud Notes: the scene delegate hosts
/// `ContentView`, whose rows call a presenter enum's static methods, which present UIKit's screens
/// on `UIApplication.topViewController()`): the view's screen, which has no class, presents them,
/// as the view's button calls them (a SwiftUI view's calls are linked as a view controller's are,
/// ImportSwiftUICoordinatorCallsTests.swift).
extension ImportAppCLITests {
    @Test func presentationsOverAnAppThatLaunchesIntoSwiftUIAreItsRootViews() throws {
        let (out, _, _) = try importApp("OverSwiftUI", ["App.swift": """
            import SwiftUI
            import UIKit

            \(Self.sceneDelegate(root: "UIHostingController(rootView: ContentView())"))

            struct ContentView: View {
                var body: some View {
                    Button("Edit") { NotesPresenter.openEditor() }
                }
            }

            enum NotesPresenter {
                static func openEditor() {
                    guard let presenter = UIApplication.topViewController() else { return }
                    presenter.present(UINavigationController(rootViewController: EditorViewController()), animated: true)
                }
            }

            extension UIApplication {
                static func topViewController() -> UIViewController? { nil }
            }

            final class EditorViewController: UIViewController {}
            """])
        let screens = try String(contentsOf: out.appendingPathComponent("SwiftUI.flow"), encoding: .utf8)
        #expect(screens.contains("""
            scene ContentView {
                hosting "ContentView"
                // code: openEditor() presents Code.EditorViewController (App.swift:20); fire it with perform "openEditor"
                segue "openEditor" -> present Code.EditorViewController
            }
            """), "\(screens)")
        try expectAllReached(out, 2)
    }
}


/// A view controller's type method presenting a new one of its class on the top controller
/// (Siskin's meeting screen: `static func open()` walks the window's root's presented controllers
/// and presents `MeetController()` there, called by a call service): a presentation over the app,
/// the launch scene's, not the screen presenting itself.
extension ImportAppCLITests {
    @Test func aControllersTypeMethodPresentingOnTheTopIsOverTheApp() throws {
        let (out, _, code) = try importApp("TypeMethodOverTheApp", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))

            final class HomeViewController: UIViewController {}
            final class CallService: NSObject {
                func callStarted() { MeetController.open() }
            }
            final class MeetController: UIViewController {
                @objc func endCall() { dismiss(animated: true) }
                static func open() {
                    var top = UIApplication.shared.windows.first(where: { $0.isKeyWindow })?.rootViewController
                    while top?.presentedViewController != nil { top = top?.presentedViewController }
                    (top?.presentingViewController ?? top)?.present(MeetController(), animated: true)
                }
            }

            """])
        #expect(code.contains("segue \"MeetController.open\" -> present MeetController"), "\(code)")
        #expect(!code.contains("segue \"open\""), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 3)
    }
}

/// A presentation the delegate makes on the window's root (eRouška's force-update screen, presented by
/// `checkFetchedMinSupportedVersion()` on `window?.rootViewController` whenever remote values arrive):
/// made on the first instance of the launch scene, not on whatever is on top. Its copy, presented, carries
/// the launch scene's segues too; fired from there the presentation is refused as UIKit refuses a second one
/// on a controller presenting the first, where it was made on the copy and stacked copies without end.
extension ImportAppCLITests {
    @Test func aPresentationOnTheWindowsRootIsMadeOnTheFirstLaunchScene() throws {
        let (out, _, code) = try importApp("OnTheWindowsRoot", ["App.swift": """
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = UpdateViewController()
                    window?.makeKeyAndVisible()
                    return true
                }

                func remoteValuesFetched() {
                    let update = UpdateViewController()
                    update.modalPresentationStyle = .fullScreen
                    window?.rootViewController?.present(update, animated: true)
                }
            }

            final class UpdateViewController: UIViewController {}
            """, "Info.plist": Self.launchingInCode])
        #expect(code.contains("""
                segue "AppDelegate.remoteValuesFetched" {
                    present UpdateViewController style fullScreen on UpdateViewController#1
                }
            """), "\(code)")
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(!explored.stdout.contains("growth"), "\(explored.stdout)")
        #expect(explored.stdout.contains("warning: Attempt to present Code.UpdateViewController#3 on Code.UpdateViewController"), "\(explored.stdout)")
    }
}
