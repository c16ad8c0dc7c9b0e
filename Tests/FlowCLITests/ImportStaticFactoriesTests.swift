import Foundation
import Testing

/// A static computed property that returns a controller is a factory, as a static method is
/// (Yep's `UIStoryboard.Scene.registerPickName`, a struct nested in an extension of UIStoryboard;
/// a controller's own `DetailViewController.instance`); a property that returns something else makes
/// nothing.
extension ImportAppCLITests {
    @Test func aStaticPropertyMakingAControllerIsAFactory() throws {
        let (out, _, code) = try importApp("Factories", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))

            extension UIStoryboard {
                struct Scene {
                    static var settings: SettingsViewController {
                        return SettingsViewController()
                    }
                }
            }

            enum Constants {
                static var apiKey: String { "key" }
            }

            class HomeViewController: UIViewController {
                func openSettings() {
                    let vc = UIStoryboard.Scene.settings
                    navigationController?.pushViewController(vc, animated: true)
                }
                func openDetail() {
                    let key = Constants.apiKey
                    present(DetailViewController.instance, animated: true)
                }
            }

            class SettingsViewController: UIViewController {}

            class DetailViewController: UIViewController {
                static var instance: DetailViewController { DetailViewController() }
            }

            """])
        #expect(code.contains("""
            scene HomeViewController {
                // code: openSettings() pushes SettingsViewController (App.swift:25); fire it with perform "openSettings"
                segue "openSettings" { push SettingsViewController }
                // code: openDetail() presents DetailViewController (App.swift:29); fire it with perform "openDetail"
                segue "openDetail" -> present DetailViewController
            }
            """), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 4)
    }
}

/// A class's factory returning a navigation controller made around a new one of its class
/// (OnionBrowser's `HistoryViewController.instantiate()`) is its callers' presentation, not a
/// segue of its own (which would present copies of the scene for ever); nor is a provider's factory
/// making the screen that holds the provider (OsmAnd's `AisTrackerPlugin.getSettingsController()`).
extension ImportAppCLITests {
    @Test func aFactoryOfItsOwnClassInANavigationControllerIsItsCallers() throws {
        let (out, _, code) = try importApp("OwnFactories", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))

            class HomeViewController: UIViewController {
                @objc func openHistory() { present(HistoryViewController.instantiate(), animated: true) }
            }

            class HistoryViewController: UIViewController {
                static func instantiate() -> UINavigationController {
                    UINavigationController(rootViewController: HistoryViewController())
                }
            }

            class Plugin {
                func settingsController() -> UIViewController? { PluginSettingsViewController(plugin: self) }
            }

            class PluginSettingsViewController: UIViewController {
                let plugin: Plugin
                init(plugin: Plugin) { self.plugin = plugin; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }

            """])
        #expect(code.contains("""
            scene HistoryViewController {
                // code: instantiate() makes this scene (App.swift:
            """), "\(code)")
        #expect(code.contains("""
            scene PluginSettingsViewController {
                // code: Plugin.settingsController() makes this scene (App.swift:
            """), "\(code)")
        #expect(!code.contains("segue \"instantiate\""), "\(code)")
        #expect(!code.contains("segue \"Plugin.settingsController\""), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }
}

/// A property declared in the class's own file is read where another file's extension of the class
/// presents it or adds it as a child (OnionBrowser's `lazy var liveSearchVc` in
/// `BrowsingViewController.swift`, used in `BrowsingViewController+UITextFieldDelegate.swift`); a
/// local of the same name hides it, and a name that is no property makes nothing.
extension ImportAppCLITests {
    @Test func aPropertyOfTheClassIsReadInItsExtensionsInOtherFiles() throws {
        let (out, _, code) = try importApp("Extensions", [
            "Browsing.swift": """
                import UIKit

                \(Self.sceneDelegate(root: "UINavigationController(rootViewController: BrowsingViewController())"))

                class BrowsingViewController: UIViewController {
                    lazy var liveSearch = LiveSearchViewController()
                    let settings: SettingsViewController = SettingsViewController()
                }

                class LiveSearchViewController: UITableViewController {}
                class SettingsViewController: UIViewController {}
                class AboutViewController: UIViewController {}

                """,
            "Browsing+Search.swift": """
                import UIKit

                extension BrowsingViewController {
                    @objc func searchChanged() {
                        addChild(liveSearch)
                    }
                    @objc func openSettings() {
                        navigationController?.pushViewController(self.settings, animated: true)
                    }
                    @objc func openAbout() {
                        let settings = AboutViewController()
                        present(settings, animated: true)
                        present(somethingElse, animated: true)
                    }
                }

                """,
        ])
        #expect(code.contains("""
                // code: openSettings() pushes SettingsViewController (Browsing+Search.swift:8); fire it with perform "openSettings"
                segue "openSettings" { push SettingsViewController }
            """), "\(code)")
        #expect(code.contains("""
                // code: openAbout() presents AboutViewController (Browsing+Search.swift:12); fire it with perform "openAbout"
                segue "openAbout" -> present AboutViewController
            """), "\(code)")
        #expect(code.contains("embed LiveSearchViewController"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 5)
    }
}

/// `self.init()` in a class method is a new one of the class (OnionBrowser's settings and bookmarks,
/// `class func instantiate()` returning one in a navigation controller); a method of a type's shared
/// instance (`Theme.shared.settingsViewController()`, ChatSecure's theme) is that type's factory.
extension ImportAppCLITests {
    @Test func selfInitInAClassMethodAndASharedInstancesFactory() throws {
        let (out, _, code) = try importApp("SharedFactories", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: ListViewController())"))

            class Theme {
                static let shared = Theme()
                func settingsViewController() -> UIViewController { return SettingsViewController() }
            }

            class ListViewController: UIViewController {
                @objc func openSettings() {
                    let vc = Theme.shared.settingsViewController()
                    navigationController?.pushViewController(vc, animated: true)
                }
                @objc func openBookmarks() {
                    present(BookmarksViewController.instantiate(), animated: true)
                }
            }

            class SettingsViewController: UIViewController {}

            class BookmarksViewController: UIViewController {
                convenience init(title: String) {
                    self.init(nibName: nil, bundle: nil)
                }
                @objc class func instantiate() -> UINavigationController {
                    return UINavigationController(rootViewController: self.init())
                }
            }

            """])
        #expect(code.contains("""
            scene ListViewController {
                // code: openSettings() pushes SettingsViewController (App.swift:18); fire it with perform "openSettings"
                segue "openSettings" { push SettingsViewController }
                // code: openBookmarks() presents BookmarksViewControllerNavigation (App.swift:21); fire it with perform "openBookmarks"
                segue "openBookmarks" -> present BookmarksViewControllerNavigation
            }
            """), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 5)
    }
}

/// A type's stored property read on the type, a shared instance (Planetary's delegate sets its
/// window's root to `AppController.shared`, `static let shared = AppController()`), is the
/// controller it holds: the launch, where it was no root at all.
extension ImportAppCLITests {
    @Test func aSharedInstanceIsTheControllerItHolds() throws {
        let (out, stderr, code) = try importApp("Shared", ["App.swift": """
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(
                    _ application: UIApplication,
                    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                ) -> Bool {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.rootViewController = AppController.shared
                    window.makeKeyAndVisible()
                    self.window = window
                    return true
                }
            }

            class AppController: UIViewController {
                static let shared = AppController()
                static let name = "Planetary"
                func showOnboarding() {
                    present(OnboardingViewController(), animated: true)
                }
            }

            class OnboardingViewController: UIViewController {}

            """])
        #expect(stderr.contains("the app launches in Code (App.swift:10: the delegate sets the window's root)"), "\(stderr)")
        #expect(code.contains("initial AppController\n"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 2)
    }
}
