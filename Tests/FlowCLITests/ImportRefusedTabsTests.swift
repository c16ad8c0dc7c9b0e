import Foundation
import Testing

/// A tab bar controller that is its own delegate and refuses its centre tab (`tabBarController(_:shouldSelect:)`
/// answering false for `firstIndex(of:) == 1`, opening the media picker instead: iNaturalist's Observe tab) is
/// `select Observe when false`: a person's tap leaves the current tab on screen. A refusal under a condition
/// of the app's state is not read.
extension ImportAppCLITests {
    @Test func aTabTheTabBarsDelegateRefusesIsNeverSelected() throws {
        let storyboard = Self.storyboard(initial: "tabs", [
            #"""
            <tabBarController id="tabs" customClass="MainTabBarController" sceneMemberID="viewController"><connections>
                <segue destination="explore" kind="relationship" relationship="viewControllers" id="r1"/>
                <segue destination="observe" kind="relationship" relationship="viewControllers" id="r2"/>
                <segue destination="me" kind="relationship" relationship="viewControllers" id="r3"/>
            </connections></tabBarController>
            """#,
            #"<viewController title="Explore" id="explore" customClass="ExploreViewController" sceneMemberID="viewController"/>"#,
            #"<viewController title="Observe" id="observe" sceneMemberID="viewController"/>"#,
            #"<viewController title="Me" id="me" customClass="MeViewController" sceneMemberID="viewController"/>"#,
        ])
        let (out, _, _) = try importApp("RefusedTabs", [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Info.plist": Self.launchingMain,
            "App/Tabs.swift": """
                import UIKit
                class ExploreViewController: UIViewController {}
                class MeViewController: UIViewController {}
                class MainTabBarController: UITabBarController, UITabBarControllerDelegate {
                    var signedIn = false
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        delegate = self
                    }
                    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                        if let vcs = tabBarController.viewControllers, vcs.firstIndex(of: viewController) == 1 {
                            return false
                        }
                        if !signedIn, viewController is MeViewController { return false }
                        return true
                    }
                }
                """,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("    select Observe when false\n"), "\(main)")
        #expect(!main.contains("select MeViewController"), "\(main)")
        let script = out.appendingPathComponent("Tabs.flow")
        try """
            import "Main.flow"
            initial Main

            test "the centre tab is never selected" {
                select Main.Observe
                expect visible == Main.ExploreViewController
                select Main.MeViewController
                expect visible == Main.MeViewController
            }
            """.write(to: script, atomically: true, encoding: .utf8)
        try expectAllPass(script, count: 1)
        // Never shown, so never reached: a tab counts once the explorer has it on screen, not as the tab bar loads.
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(explored.stdout.contains("scenes reached             3 of 4"), "\(explored.stdout)")
        #expect(explored.stdout.contains("unreached-scene: 'Main.Observe' is never reached"), "\(explored.stdout)")
    }
}
