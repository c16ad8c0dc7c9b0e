import Foundation
import Testing

/// SWRevealViewController's storyboard convention (Moonlight's root): the library's container performs
/// its `sw_rear` and `sw_front` segues (class `SWRevealViewControllerSegueSetController`) itself as its
/// view loads, each destination its child in that pane. They are embedded, the front last, on screen,
/// where the app launched on an empty container presenting its front and rear as sheets. And the
/// library's restoration class method, instantiating an identifier the app's storyboard need not have,
/// is no move: no warning that UIKit raises.
extension ImportAppCLITests {
    @Test func aRevealControllersPanesAreItsChildrenAndTheFrontIsOnScreen() throws {
        let storyboard = Self.storyboard(initial: "reveal", [
            #"""
            <viewController id="reveal" customClass="SWRevealViewController" sceneMemberID="viewController">
                <connections>
                    <segue destination="nav" kind="custom" identifier="sw_front" customClass="SWRevealViewControllerSegueSetController" id="g2"/>
                    <segue destination="settings" kind="custom" identifier="sw_rear" customClass="SWRevealViewControllerSegueSetController" id="g1"/>
                </connections>
            </viewController>
            """#,
            #"<viewController title="Settings" id="settings" customClass="SettingsViewController" sceneMemberID="viewController"/>"#,
            Self.navigationController(root: "hosts"),
            #"<viewController title="Hosts" id="hosts" customClass="HostsViewController" sceneMemberID="viewController"/>"#,
        ])
        let reveal = """
            #import "SWRevealViewController.h"
            @implementation SWRevealViewController
            + (UIViewController *)viewControllerWithRestorationIdentifierPath:(NSArray *)components coder:(NSCoder *)coder
            {
                UIStoryboard *sb = [coder decodeObjectForKey:UIStateRestorationViewControllerStoryboardKey];
                return [sb instantiateViewControllerWithIdentifier:@"SWRevealViewController"];
            }
            @end

            """
        let (out, stderr, _) = try importApp("Reveal", [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Info.plist": Self.launchingMain,
            "App/SWRevealViewController.h": "#import <UIKit/UIKit.h>\n@interface SWRevealViewController : UIViewController\n@end\n",
            "App/SWRevealViewController.m": reveal,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("""
            container SWRevealViewController {
                embed SettingsViewController id "sw_rear"
                embed NavigationController id "sw_front"
            }
            """), "\(main)")
        #expect(!stderr.contains("UIKit raises") && !main.contains("warning:"), "\(stderr)\(main)")
        let script = out.appendingPathComponent("Launch.flow")
        try """
            import "Main.flow"
            initial Main

            test "the front pane is on screen" {
                expect visible == Main.HostsViewController
                expect exists(Main.SettingsViewController)
            }
            """.write(to: script, atomically: true, encoding: .utf8)
        try expectAllPass(script, count: 1)
    }
}
