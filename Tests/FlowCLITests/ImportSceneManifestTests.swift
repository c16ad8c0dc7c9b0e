import Foundation
import Testing

/// An app with a scene manifest shows its scene delegate's window: a window its app delegate makes
/// as it launches has no scene and never shows (iOS 13 on), so the root it sets there is no launch
/// (WindowRoots.swift). Pyto and iSH keep such an iOS 12 fallback, and the import launched them
/// there, the scene delegate's root and everything it leads to lost.
extension ImportAppCLITests {
    @Test func theAppDelegatesFallbackWindowIsNoLaunchBesideAScene() throws {
        let sceneManifest = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array><dict>
            <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
            </dict></array></dict></dict>
            </dict></plist>
            """
        let appDelegate = """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    if #available(iOS 13.0, *) {
                        // The scene delegate makes the window.
                    } else {
                        window = UIWindow()
                        window?.rootViewController = LegacyViewController()
                        window?.makeKeyAndVisible()
                    }
                    return true
                }
            }

            final class LegacyViewController: UIViewController {}
            final class SettingsViewController: UIViewController {}
            final class HomeViewController: UIViewController {
                @objc func settings() {
                    navigationController?.pushViewController(SettingsViewController(), animated: true)
                }
            }
            """
        let (out, stderr, code) = try importApp("Fallback", [
            "Info.plist": sceneManifest,
            "AppDelegate.swift": appDelegate,
            "SceneDelegate.swift": "import UIKit\n" + Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"),
        ])
        #expect(stderr.contains("the app launches in Code (SceneDelegate.swift:"), "\(stderr)")
        #expect(code.contains("initial HomeViewControllerNavigation"), "\(code)")
        #expect(!code.contains("LegacyViewController"), "\(code)")
        try expectAllReached(out, 3)
    }

    /// A scene-based app launches in its scene configuration's storyboard: UIKit makes the scene's
    /// window from `UISceneStoryboardFile`, and `UIMainStoryboardFile` is the iOS 12 launch the
    /// manifest replaces (OwnTracks keeps both; here they differ).
    @Test func theSceneConfigurationsStoryboardIsTheLaunchBesideTheMainOne() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array><dict>
            <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
            <key>UISceneStoryboardFile</key><string>Scene</string>
            </dict></array></dict></dict>
            <key>UIMainStoryboardFile</key><string>Legacy</string>
            </dict></plist>
            """
        let (out, stderr, _) = try importApp("TwoStoryboardKeys", [
            "App/Info.plist": plist,
            "App/Legacy.storyboard": Self.storyboard(initial: "old", [
                #"<viewController id="old" customClass="OldRoot" sceneMemberID="viewController"/>"#,
            ]),
            "App/Scene.storyboard": Self.storyboard(initial: "new", [
                #"<viewController id="new" customClass="NewRoot" sceneMemberID="viewController"/>"#,
            ]),
            "App/App.swift": """
                import UIKit
                class OldRoot: UIViewController {}
                class NewRoot: UIViewController {}
                class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }
                """,
        ])
        #expect(stderr.contains("the app launches in Scene (") && stderr.contains("App/Info.plist: UISceneStoryboardFile)"), "\(stderr)")
        let app = try String(contentsOf: out.appendingPathComponent("App.flow"), encoding: .utf8)
        #expect(app.contains("initial Scene"), "\(app)")
    }
}
