import Foundation
import Testing

/// A screen that switches its tab bar's tab in code (OwnTracks' friends list: a tap on a friend centres
/// the map and sets `tabBarController?.selectedIndex = 0`): the method's move is `select 1`, counted from
/// 1 as the language counts tabs. Before, it was dropped without a word.
extension ImportAppCLITests {
    @Test func aTabSelectedInCodeIsTheMethodsSelect() throws {
        let (out, _, _) = try importApp("TabSelected", [
            "Info.plist": Self.launchingMain,
            "Main.storyboard": Self.storyboard(initial: "tabs", [
                #"<tabBarController id="tabs" sceneMemberID="viewController"><connections>"#
                    + #"<segue destination="map" kind="relationship" relationship="viewControllers" id="t1"/>"#
                    + #"<segue destination="friends" kind="relationship" relationship="viewControllers" id="t2"/>"#
                    + #"</connections></tabBarController>"#,
                #"<viewController id="map" customClass="MapViewController" sceneMemberID="viewController"/>"#,
                #"<tableViewController id="friends" customClass="FriendsViewController" sceneMemberID="viewController"/>"#,
            ]),
            "App.swift": """
                import UIKit
                class MapViewController: UIViewController {}
                class FriendsViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        tabBarController?.selectedIndex = 0
                    }
                }
                """,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("segue \"tableView(_:didSelectRowAt:)\" { select 1 }"), "\(main)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        let script = out.appendingPathComponent("select.flow")
        try """
            storyboard Select
            import "Main.flow"
            initial Main

            select 2
            perform "tableView(_:didSelectRowAt:)"
            expect visible == Main.MapViewController
            """.write(to: script, atomically: true, encoding: .utf8)
        let ran = try cli.run(["run", script.path])
        #expect(ran.status == 0, "\(ran.stdout)\(ran.stderr)")
    }
}
