import Foundation
import Testing

/// An app made in code the ways CovidCertificate and Ello compose their screens, each linked
/// (Tests/FlowImportTests/Fixtures/apps/Composed): the delegate's `lazy var` navigation controller
/// made around the home screen, set as the root in the `else` of an onboarding `if`; children added
/// through a base class's helper known by its selector, one held in a property made where it is
/// declared and one in a `let` given its controller in `init`; a local given a controller in each
/// case of a `switch`, then pushed; a picker in a window of its own.
extension ImportAppCLITests {
    @Test func screensComposedInCodeAreLinked() throws {
        let app = "Tests/FlowImportTests/Fixtures/apps/Composed"
        let (out, outcome) = try importApp(app)
        #expect(outcome.stderr.contains("6 calls that move between scenes linked, 0 not understood"), "\(outcome.stderr)")
        try expectWritten(["App.flow", "Code.flow"], in: out, toMatch: "apps/Composed.expected")
        let code = try String(contentsOf: out.appendingPathComponent("Code.flow"), encoding: .utf8)
        // The delegate's navigation controller is what its initializer makes it around, not a scene of its class.
        #expect(code.contains("set window.rootViewController = HomeViewControllerNavigation"), "\(code)")
        #expect(!code.contains("scene NavigationController"), "\(code)")
        // Both children, through the helper known by its selector and from the `let` given in `init`.
        #expect(code.contains("embed SummaryViewController"), "\(code)")
        #expect(code.contains("embed ListViewController"), "\(code)")
        // One push per case of the switch, none presented as a controller handed on.
        #expect(code.contains("segue \"didSelect (LicencesViewController)\" { push LicencesViewController }"), "\(code)")
        #expect(!code.contains("present AboutViewController"), "\(code)")
        // The picker's window is not the app's.
        #expect(!code.contains("PickerViewController"), "\(code)")
        let entry = out.appendingPathComponent("App.flow").path
        try expectChecksClean(entry)
        try expectAllReached(out, 9)
    }

    /// Ello's tab bar: a tab bar controller subclass adding each tab as it loads, in a navigation
    /// controller its own method, in an extension, makes around it (`addChild(embed(homeController))`).
    @Test func tabsATabBarAddsAsChildrenAreItsTabs() throws {
        let app = """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = MainTabBarController()
                    return true
                }
            }

            class ElloNavigationController: UINavigationController {}

            class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let homeController = HomeViewController()
                    self.addChild(embed(homeController))
                    addChild(embed(NotificationsViewController()))
                }
            }

            extension MainTabBarController {
                func embed(_ controller: UIViewController) -> UIViewController {
                    let nav = ElloNavigationController(rootViewController: controller)
                    return nav
                }
            }

            class HomeViewController: UIViewController {}
            class NotificationsViewController: UIViewController {}
            """
        let (out, _, code) = try importApp("Tabs", ["Tabs/App.swift": app])
        #expect(code.contains("""
            tabs MainTabBarController {
                HomeViewControllerNavigation, NotificationsViewControllerNavigation
            """), "\(code)")
        #expect(!code.contains("Navigation2"), "\(code)")
        try expectAllReached(out, 5)
    }
}
