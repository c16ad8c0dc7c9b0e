import Foundation
import Testing

/// A generic view controller of the app's made with its arguments spelled
/// (`TableOfContentsViewController<PDFOutline>(…)`, Zotero's) is that class's scene: its making was
/// no making at all before, so neither the scene nor the move to it was imported.
extension ImportAppCLITests {
    @Test func aGenericControllerMadeWithItsArgumentsSpelledIsItsClass() throws {
        let (out, _, code) = try importApp("Generic", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: ReaderViewController())"))

            final class ReaderViewController: UIViewController {
                @objc func showContents() {
                    navigationController?.pushViewController(ContentsViewController<Chapter>(outline: []), animated: true)
                }
            }
            final class ContentsViewController<Outline>: UITableViewController {
                init(outline: [Outline]) { super.init(style: .plain) }
                required init?(coder: NSCoder) { nil }
            }
            struct Chapter {}

            """])
        #expect(code.contains("scene ContentsViewController"), "\(code)")
        #expect(code.contains("segue \"showContents\" { push ContentsViewController }"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }
}

/// A window's root that a library's generic container makes around one of the app's controllers
/// (`TabViewContainerViewController<TerminalTabViewController>(theme:)`, OpenTerm's TabView pod) is
/// launched into as that controller: the container's source is not the app's, and the launch was a
/// guess at a storyboard with no initial controller (GenericContainerRoots.swift).
extension ImportAppCLITests {
    @Test func aLibrarysGenericContainerAtTheRootLaunchesIntoTheAppsController() throws {
        let (out, stderr, code) = try importApp("GenericRoot", ["App.swift": """
            import UIKit
            import TabView

            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = TabViewContainerViewController<TerminalTabViewController>(theme: TabViewThemeDark())
                    window?.makeKeyAndVisible()
                    return true
                }
            }
            final class TerminalTabViewController: TabViewController {
                @objc func showSettings() {
                    present(UINavigationController(rootViewController: SettingsViewController()), animated: true)
                }
            }
            final class SettingsViewController: UITableViewController {}

            """])
        #expect(stderr.contains("the app launches in Code (App.swift:8: the delegate sets the window's root)"), "\(stderr)")
        #expect(code.contains("initial TerminalTabViewController"), "\(code)")
        #expect(code.contains("segue \"showSettings\" -> present SettingsViewControllerNavigation"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }
}
