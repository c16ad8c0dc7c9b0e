import Foundation
import Testing

/// The branches of `#if` the app's release build for an iPhone leaves out are not read
/// (ActiveCode.swift), its custom conditions read from its Xcode project (CompilationConditions.swift):
/// Pyto's delegate launches its scene in `#if MAIN`, the splash of the apps it exports in the `#else`,
/// and the import launched Pyto at the splash.
extension ImportAppCLITests {
    static let activeCodeDelegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow()
                #if !MAIN
                window?.rootViewController = SplashViewController()
                #else
                window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
                #endif
                window?.makeKeyAndVisible()
                return true
            }
        }

        final class SplashViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        final class CatalystWindowController: UIViewController {}
        final class DebugMenuViewController: UIViewController {}

        final class HomeViewController: UIViewController {
            @objc func settings() {
                navigationController?.pushViewController(SettingsViewController(), animated: true)
            }
            @objc func more() {
                #if targetEnvironment(macCatalyst)
                present(CatalystWindowController(), animated: true)
                #endif
                #if DEBUG
                present(DebugMenuViewController(), animated: true)
                #endif
            }
        }
        """

    /// The project: one app target, `MAIN` in its release build, `DEBUG` in its debug one only.
    static let activeCodeProject = """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 56; rootObject = P1;
          objects = {
            P1 = { isa = PBXProject; mainGroup = G0; targets = (T1); };
            G0 = { isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
            B1 = { isa = PBXBuildFile; fileRef = F1; };
            H1 = { isa = PBXSourcesBuildPhase; files = (B1); };
            T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (H1);
                   buildConfigurationList = L1; };
            L1 = { isa = XCConfigurationList; buildConfigurations = (C1, C2); };
            C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG MAIN"; }; };
            C2 = { isa = XCBuildConfiguration; name = Release; buildSettings = { SWIFT_ACTIVE_COMPILATION_CONDITIONS = MAIN; }; };
          };
        }
        """

    @Test func branchesTheShippedBuildLeavesOutAreNotRead() throws {
        let (out, stderr, code) = try importApp("Conditions", ["App.swift": Self.activeCodeDelegate,
                                                               "App.xcodeproj/project.pbxproj": Self.activeCodeProject])
        #expect(stderr.contains("the app launches in Code (App.swift:12: the delegate sets the window's root)"), "\(stderr)")
        #expect(!code.contains("SplashViewController") && !code.contains("CatalystWindowController")
                && !code.contains("DebugMenuViewController"), "\(code)")
        #expect(code.contains("""
                segue "settings" { push SettingsViewController }
            """), "\(code)")
        try expectAllReached(out, 3)
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }

    /// Without a project the custom conditions are unknown: an `#if` asking for one keeps every
    /// branch, as before (the first root set is the launch: the splash); one asking only what an
    /// iPhone is (`targetEnvironment(macCatalyst)`) does not.
    @Test func withoutAProjectCustomConditionsKeepEveryBranch() throws {
        let (_, stderr, code) = try importApp("NoProject", ["App.swift": Self.activeCodeDelegate])
        #expect(stderr.contains("the app launches in Code (App.swift:10: the delegate sets the window's root)"), "\(stderr)")
        #expect(code.contains("DebugMenuViewController") && !code.contains("CatalystWindowController"), "\(code)")
    }
}
