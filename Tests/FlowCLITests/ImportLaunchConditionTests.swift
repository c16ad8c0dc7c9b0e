import Foundation
import Testing

/// A delegate that sets the window's root only when a condition on the app's state holds, with no
/// root for the other case (iSH's recovery mode: `if UserDefaults.standard.bool(forKey: "recovery")
/// { window?.rootViewController = settings; return }`): UIKit shows the storyboard the Info.plist
/// names otherwise. The app launches there, and the root the condition sets is the launch's
/// alternative, a code segue of the storyboard's initial scene the explorer reaches. Before, the
/// conditional root was taken for the launch and the storyboard's scenes were lost.
extension ImportAppCLITests {
    private static let terminalAndAbout: [String: String] = [
        "Main.storyboard": storyboard(initial: "terminal", [
            #"<viewController id="terminal" customClass="TerminalViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="About" id="about" customClass="AboutViewController" sceneMemberID="viewController"/>"#,
        ]),
        "Screens.swift": """
            import UIKit
            final class TerminalViewController: UIViewController {}
            final class AboutViewController: UIViewController {}
            """,
        "Info.plist": launchingMain,
    ]

    @Test func aRootSetOnlyUnderAConditionLeavesTheStoryboardsLaunchWithTheRootItsAlternative() throws {
        var files = Self.terminalAndAbout
        files["AppDelegate.swift"] = """
            import UIKit
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    if UserDefaults.standard.bool(forKey: "recovery") {
                        window?.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "About")
                        return true
                    }
                    return true
                }
            }
            """
        let (out, stderr, _) = try importApp("Recovery", files)
        #expect(stderr.contains("flow import: the app launches in Main ("), "\(stderr)")
        let app = try String(contentsOf: out.appendingPathComponent("App.flow"), encoding: .utf8)
        #expect(app.hasSuffix("initial Main\n"), "\(app)")
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("""
                segue "application(_:didFinishLaunchingWithOptions:)" {
                    set window.rootViewController = AboutViewController
                }
            """), "\(main)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 2)
    }

    /// Unwrapping the scene UIKit hands (`if let windowScene = scene as? UIWindowScene`) is no
    /// condition on the app's state: the root set inside is the launch, as before.
    @Test func aRootSetAfterUnwrappingTheSceneIsTheLaunch() throws {
        var files = Self.terminalAndAbout
        files["SceneDelegate.swift"] = """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    if let windowScene = scene as? UIWindowScene {
                        let window = UIWindow(windowScene: windowScene)
                        window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "About")
                        self.window = window
                    }
                }
            }
            """
        let (out, stderr, _) = try importApp("Unwrapped", files)
        #expect(stderr.contains("flow import: the app launches in Code (SceneDelegate.swift:7: the delegate sets the window's root)"),
                "\(stderr)")
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(!main.contains("set window.rootViewController"), "\(main)")
    }

    /// A launch router whose helpers each set the root, chosen by the app's state (Mattermost's
    /// `RouterUtils.loadInitialScreen()`: signed in, `loadConversationScene()`; else `loadLoginScene()`):
    /// the launch is the first, and the other, set in another method of the same object, is its
    /// alternative named after that method (it had been named after the launch's own).
    @Test func aLaunchRoutersOtherRootIsNamedAfterTheMethodSettingIt() throws {
        var files = Self.terminalAndAbout
        files["Info.plist"] = nil
        files["AppDelegate.swift"] = """
            import UIKit
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    RouterUtils.loadInitialScreen()
                    return true
                }
            }
            class RouterUtils {
                class func loadInitialScreen() {
                    if UserDefaults.standard.bool(forKey: "signedIn") { loadConversationScene() } else { loadLoginScene() }
                }
                fileprivate class func loadLoginScene() {
                    let appDelegate = UIApplication.shared.delegate as! AppDelegate
                    appDelegate.window?.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "About")
                }
                fileprivate class func loadConversationScene() {
                    let appDelegate = UIApplication.shared.delegate as! AppDelegate
                    appDelegate.window?.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
                }
            }
            """
        let (out, _, _) = try importApp("LaunchRouter", files)
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("segue \"loadConversationScene\" { set window.rootViewController = TerminalViewController }"), "\(main)")
        #expect(!main.contains("segue \"loadLoginScene\""), "\(main)")
        try expectAllReached(out, 2)
    }
}
