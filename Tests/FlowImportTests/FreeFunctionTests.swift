@testable import FlowImport
import Foundation
import TestSupport
import Testing

/// Functions at a file's top level that make a view controller (FreeFunctions.swift): a call of
/// one, in any file, makes what the function returns.
@Suite struct FreeFunctionTests {
    let folders = TemporaryFolders(prefix: "free-functions")

    func index(_ files: [String: String]) throws -> SourceIndex { try folders.scannedSources(files) }

    /// What a class's calls move to, resolved, as `kind identifier`.
    func moves(of name: String, in sources: SourceIndex) -> [String] {
        sources.moves(of: name) { made in
            (made?.identifier ?? "initial of \(made?.storyboard ?? "?")") + (made?.inNavigation == true ? " in navigation" : "")
        }
    }

    /// GitHawk's `RootViewControllers.swift` (a storyboard's initial controller, a class wrapped in a
    /// navigation controller) and a method of a class named like one of them, which hides it there.
    static let rootViewControllers = """
        import UIKit
        func newSettingsRootViewController(sessionManager: SessionManager) -> UINavigationController {
            guard let nav = UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController() as? UINavigationController
                else { fatalError("Could not unpack settings storyboard") }
            return nav
        }
        func newSearchRootViewController(client: Client) -> UIViewController {
            let controller = SearchViewController(client: client)
            let nav = UINavigationController(rootViewController: controller)
            return nav
        }
        func makeBookmarks() -> BookmarkViewController { BookmarkViewController() }
        """

    /// An instantiating helper that is a type's static method (Rocket.Chat's `extension UIStoryboard {
    /// static func controller(from storyboardName: String, identifier: String) }`, called on
    /// `UIStoryboard`) or a function at a file's top level makes what each call's arguments name, as
    /// an instance method of the class's does (Rocket.Chat's chat room and the 21 screens behind it):
    /// not what it makes of its own parameters, which is nothing. So does one that is an instance
    /// method of a type, called on its shared instance (Lockwise's `ViewFactory.shared.make(storyboardName:identifier:)`).
    @Test func staticAndTopLevelInstantiatingHelpersMakeWhatTheirArgumentsName() throws {
        let sources = try index([
            "Helpers.swift": """
                extension UIStoryboard {
                    static func controller(from storyboardName: String, identifier: String) -> UIViewController? {
                        let storyboard = UIStoryboard(name: storyboardName, bundle: Bundle.main)
                        return storyboard.instantiateViewController(withIdentifier: identifier)
                    }
                }
                func controllerFrom(_ storyboardName: String, identifier: String) -> UIViewController? {
                    UIStoryboard(name: storyboardName, bundle: nil).instantiateViewController(withIdentifier: identifier)
                }
                class ViewFactory {
                    static let shared = ViewFactory()
                    func make<T: UIViewController>(storyboardName: String, identifier: String) -> T {
                        UIStoryboard(name: storyboardName, bundle: nil).instantiateViewController(withIdentifier: identifier) as! T
                    }
                }
                """,
            "List.swift": """
                final class ListViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        guard let chat = UIStoryboard.controller(from: "Chat", identifier: "Room") as? ChatViewController else { return }
                        navigationController?.pushViewController(chat, animated: true)
                    }
                    @IBAction func info(_ sender: Any) {
                        guard let info = controllerFrom("Main", identifier: "Info") else { return }
                        present(info, animated: true)
                    }
                    @IBAction func detail(_ sender: Any) {
                        let detail: UIViewController = ViewFactory.shared.make(storyboardName: "Item", identifier: "detail")
                        navigationController?.pushViewController(detail, animated: true)
                    }
                }
                """,
        ])
        #expect(sources.moves(of: "ListViewController") { "\($0?.storyboard ?? "?").\($0?.identifier ?? "?")" }
                == ["push Chat.Room", "present Main.Info", "push Item.detail"])
    }

    /// A shared instance a type keeps of another type (ChatSecure's `GlobalTheme.shared`, declared an
    /// `AppTheme` and made a `DefaultTheme`, in another file than its callers): a method called on it
    /// is that type's, a protocol's of each conformer, not one of the keeping type, which has none.
    @Test func aMethodOfASharedInstanceIsOfTheTypeItIsDeclaredWith() throws {
        let sources = try index([
            "Theme.swift": """
                @objc public protocol AppTheme {
                    func settingsViewController() -> UIViewController
                }
                @objc public class GlobalTheme: NSObject {
                    @objc public static var shared: AppTheme = DefaultTheme()
                }
                @objc public class DefaultTheme: NSObject, AppTheme {
                    public func settingsViewController() -> UIViewController { SettingsViewController() }
                }
                final class Router {
                    static let current = Screens()
                }
                final class Screens {
                    func about() -> UIViewController { AboutViewController() }
                }
                """,
            "Conversations.swift": """
                final class ConversationViewController: UITableViewController {
                    @IBAction func settingsButtonPressed(_ sender: Any) {
                        navigationController?.pushViewController(GlobalTheme.shared.settingsViewController(), animated: true)
                    }
                    @IBAction func aboutButtonPressed(_ sender: Any) {
                        present(Router.current.about(), animated: true)
                    }
                }
                final class SettingsViewController: UITableViewController {}
                final class AboutViewController: UIViewController {}
                """,
        ])
        #expect(moves(of: "ConversationViewController", in: sources) == ["push SettingsViewController", "present AboutViewController"])
    }

    @Test func aCallOfAFunctionMakesWhatItReturns() throws {
        let sources = try index([
            "RootViewControllers.swift": Self.rootViewControllers,
            "Screens.swift": """
                class HomeViewController: UIViewController {
                    func openSettings() { present(newSettingsRootViewController(sessionManager: manager), animated: true) }
                    func openSearch() {
                        let search = newSearchRootViewController(client: client)
                        present(search, animated: true)
                    }
                    func openBookmarks() { navigationController?.pushViewController(makeBookmarks(), animated: true) }
                }
                class ProfileViewController: UIViewController {
                    func openSearch() { navigationController?.pushViewController(newSearchRootViewController(client: client), animated: true) }
                }
                extension ProfileViewController {
                    func newSearchRootViewController(client: Client) -> UIViewController { AboutViewController() }
                }
                class SearchViewController: UIViewController {}
                class BookmarkViewController: UIViewController {}
                class AboutViewController: UIViewController {}
                """,
        ])
        #expect(moves(of: "HomeViewController", in: sources)
                    == ["present initial of Settings", "present SearchViewController in navigation", "push BookmarkViewController"])
        #expect(moves(of: "ProfileViewController", in: sources) == ["push AboutViewController"], "the class's own method hides the function")
        // Read as a factory, not as a class of the app's: no class is named so.
        #expect(sources.classes[FreeFunctions.owner] != nil)
        #expect(!CodeScreens.isViewController(FreeFunctions.owner, in: sources))
    }

    /// AlphaWallet's `func SplashViewController() -> UIViewController`, the launch screen storyboard's
    /// controller, rooted in a navigation controller at launch: the function, no class of that name.
    @Test func aFunctionNamedLikeAClassIsTheFunction() throws {
        let delegate = """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = UINavigationController(rootViewController: SplashViewController())
                    return true
                }
            }
            """
        let splash = """
            private var splashViewController: UIViewController?
            func SplashViewController() -> UIViewController {
                return UIStoryboard(name: "LaunchScreen", bundle: nil).instantiateInitialViewController()!
            }
            """
        let sources = try index(["AppDelegate.swift": delegate, "SplashViewController.swift": splash])
        #expect(sources.windowRoot?.made.storyboard == "LaunchScreen")
        #expect(sources.windowRoot?.made.identifier == nil)
        #expect(sources.windowRoot?.made.inNavigation == true)
    }

    /// A function named like a class the app declares as well is not what a call of that name makes.
    @Test func aClassOfTheFunctionsNameIsTheClass() throws {
        let sources = try index([
            "AppDelegate.swift": """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = SplashViewController()
                        return true
                    }
                }
                """,
            "Splash.swift": """
                #if DEBUG
                func SplashViewController() -> UIViewController { UIStoryboard(name: "LaunchScreen", bundle: nil).instantiateInitialViewController()! }
                #endif
                final class Holder { func nested() -> UIViewController { UIViewController() } }
                """,
            "SplashViewController.swift": "final class SplashViewController: UIViewController {}",
        ])
        #expect(sources.windowRoot?.made.identifier == "SplashViewController")
        #expect(sources.windowRoot?.made.storyboard == CodeScreens.storyboardName)
        // Under `#if` at the top level, the function is one; a type's method is none.
        #expect(sources.appWide.controllerFunctions == ["SplashViewController"])
        #expect(sources.appWide.functionsNamedLikeTypes == ["SplashViewController"])
    }

    /// Ello's `findTopMostViewController(_ controller:)`: each `if let controller = controller as? …`
    /// binds only in its body, so the last `return controller` is what the caller handed, and the
    /// getter returning the function's result makes no screen (it had been every screen's segue
    /// showing the app's root).
    @Test func aParameterReturnedPastAnIfLetOfItsNameIsWhatTheCallerHanded() throws {
        let sources = try index([
            "Extensions.swift": """
                private func findTopMostViewController(_ controller: UIViewController) -> UIViewController {
                    if let controller = controller as? AppViewController {
                        return controller.visibleViewController?.topMostViewController ?? controller
                    }
                    if let controller = controller as? HomeViewController {
                        return controller.selectedViewController.topMostViewController
                    }
                    return controller
                }
                extension UIViewController {
                    func backGestureAction() { _ = navigationController?.popViewController(animated: true) }
                    var topMostViewController: UIViewController { findTopMostViewController(self) }
                }
                """,
            "Screens.swift": """
                class AppViewController: UIViewController { var visibleViewController: UIViewController? }
                class HomeViewController: UIViewController { var selectedViewController: UIViewController! }
                class AlertViewController: UIViewController {
                    func close() { dismiss(animated: true) }
                }
                """,
        ])
        #expect(sources.codeTriggers(of: "AlertViewController").map(\.method) == ["close", "backGestureAction"])
        #expect(sources.codeTriggers(of: "UIViewController").map(\.method) == ["backGestureAction"], "the getter makes nothing")
    }
}
