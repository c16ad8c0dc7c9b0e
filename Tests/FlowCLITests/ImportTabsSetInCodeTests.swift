import Foundation
import Testing

/// A storyboard's tab bar controller relating no tab, its class giving it its tabs as it loads
/// (Stepik's main tab bar): those tabs, made in code, some in a navigation controller made around them,
/// a storyboard's navigation controller as it is.
extension ImportAppCLITests {
    @Test func aStoryboardTabBarWhoseClassSetsItsTabsHasThoseTabs() throws {
        let storyboard = Self.storyboard(initial: "tabs", [
            #"<tabBarController storyboardIdentifier="MainTabBarController" id="tabs" customClass="MainTabBarController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="Settings" id="settings" customClass="SettingsViewController" sceneMemberID="viewController"/>"#,
            #"<navigationController storyboardIdentifier="HistoryNav" id="historyNav" sceneMemberID="viewController"><connections><segue destination="history" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>"#,
            #"<viewController id="history" customClass="HistoryViewController" sceneMemberID="viewController"/>"#,
        ])
        let (out, _, _) = try importApp("TabsSetInCode", [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Info.plist": Self.launchingMain,
            "App/App.swift": """
                import UIKit

                @UIApplicationMain
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                }

                final class MainTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let feed = UINavigationController(rootViewController: FeedViewController())
                        let settings = storyboard!.instantiateViewController(withIdentifier: "Settings")
                        let history = storyboard!.instantiateViewController(withIdentifier: "HistoryNav")
                        setViewControllers([feed, ProfileViewController(), settings, history], animated: false)
                    }
                }
                class FeedViewController: UITableViewController {}
                class ProfileViewController: UIViewController {}
                class SettingsViewController: UIViewController {}
                class HistoryViewController: UIViewController {}

                """,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("""
            tabs MainTabBarController {
                FeedViewControllerNavigation, Code.ProfileViewController, SettingsViewController, HistoryNav
            }
            """), "\(main)")
        #expect(main.contains("""
            // made in code: a navigation controller around what the code shows in it (a tab MainTabBarController gives itself)
            navigation FeedViewControllerNavigation { root Code.FeedViewController }
            """), "\(main)")
        let code = try String(contentsOf: out.appendingPathComponent("Code.flow"), encoding: .utf8)
        #expect(code.contains("// made in code: ProfileViewController(…) (a tab MainTabBarController gives itself)"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 7)
    }
}
