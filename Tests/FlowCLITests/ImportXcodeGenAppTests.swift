import Foundation
import Testing

/// An app whose Xcode project XcodeGen generates (eRouška's, audit-U repro-5): its `project.yml` gives the store
/// target's conditions, so the debug menu under `#if !PROD` is not the shipped app's; and the roots its
/// delegate's `setupInterface()` sets on a window it makes anew are set with what the old window presented
/// gone (before, each replacement while a force-update screen was presented over the app was a UIKit warning).
extension ImportAppCLITests {
    @Test func anXcodeGenAppsStoreConditionsAndItsNewWindowsRoots() throws {
        let main = Self.storyboard(initial: "home", [
            #"<viewController title="Home" id="home" customClass="HomeViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="Onboarding" title="Welcome" id="welcome" customClass="WelcomeViewController" sceneMemberID="viewController"/>"#,
        ])
        let (out, _, code) = try importApp("XcodeGenApp", [
            "project.yml": """
                name: App
                targets:
                  App Dev:
                    templates: [App]
                    settings:
                      base:
                        PRODUCT_BUNDLE_IDENTIFIER: org.example.app.dev
                      configs:
                        Debug:
                          SWIFT_ACTIVE_COMPILATION_CONDITIONS: DEBUG
                  App Prod:
                    templates: [App]
                    settings:
                      base:
                        PRODUCT_BUNDLE_IDENTIFIER: org.example.app
                      configs:
                        Release:
                          SWIFT_ACTIVE_COMPILATION_CONDITIONS: PROD
                targetTemplates:
                  App:
                    type: application
                    platform: iOS
                """,
            "App/Base.lproj/Main.storyboard": main,
            "App/Info.plist": Self.launchingInCode,
            "App/AppDelegate.swift": """
                import UIKit

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    var signedIn = false

                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        setupInterface()
                        return true
                    }

                    func setupInterface() {
                        let window = UIWindow()
                        window.makeKeyAndVisible()
                        self.window = window
                        let storyboard = UIStoryboard(name: "Main", bundle: nil)
                        if signedIn {
                            window.rootViewController = storyboard.instantiateInitialViewController()
                        } else {
                            window.rootViewController = storyboard.instantiateViewController(withIdentifier: "Onboarding")
                        }
                    }

                    func checkVersion() {
                        window?.rootViewController?.present(ForceUpdateViewController(), animated: true)
                    }
                }
                """,
            "App/Screens.swift": """
                import UIKit

                final class HomeViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        #if !PROD
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Debug", style: .plain, target: self,
                                                                            action: #selector(debugMenu))
                        #endif
                    }
                    #if !PROD
                    @objc func debugMenu() { present(DebugViewController(), animated: true) }
                    #endif
                }
                final class WelcomeViewController: UIViewController {}
                final class ForceUpdateViewController: UIViewController {}
                final class DebugViewController: UIViewController {}
                """,
        ])
        let mainFlow = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(!mainFlow.contains("DebugViewController") && !code.contains("DebugViewController"), "\(mainFlow)\n\(code)")
        #expect(mainFlow.contains("""
                segue "setupInterface" {
                    dismiss
                    set window.rootViewController = WelcomeViewController
                }
            """), "\(mainFlow)")
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(!explored.stdout.contains("warning"), "\(explored.stdout)")
    }
}
