import Foundation
import Testing

/// A type method that makes a screen in code and returns it in a navigation controller it makes
/// (Habitica's `EditingFormViewController.buildWithUsernameField(…)`), whose caller, a storyboard's
/// scene, presents it: the storyboard declares that navigation controller, and Code.flow no second
/// one, which nothing reached (a false unreached scene).
extension ImportAppCLITests {
    @Test func aNavigationControllerATypeMethodMakesForItsCallersIsDeclaredWhereItIsShown() throws {
        let swift = """
            import UIKit

            final class EditingFormViewController: UIViewController {
                static func buildWithUsernameField(title: String) -> UINavigationController {
                    let controller = EditingFormViewController()
                    controller.title = title
                    let navController = UINavigationController(rootViewController: controller)
                    return navController
                }
            }

            final class MainMenuViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    let navController = EditingFormViewController.buildWithUsernameField(title: "Gift")
                    present(navController, animated: true, completion: nil)
                }
            }

            """
        let main = Self.storyboard(initial: "n", [
            #"<navigationController id="n" sceneMemberID="viewController"><connections><segue destination="m" kind="relationship" relationship="rootViewController" id="r"/></connections></navigationController>"#,
            #"<viewController id="m" customClass="MainMenuViewController" sceneMemberID="viewController"/>"#,
        ])
        let (out, _, code) = try importApp("FactoryNavigation", ["App.swift": swift, "Main.storyboard": main, "Info.plist": Self.launchingMain])
        #expect(!code.contains("navigation "), "\(code)")
        let storyboard = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(storyboard.contains("navigation EditingFormViewControllerNavigation { root Code.EditingFormViewController }"), "\(storyboard)")
        try expectAllReached(out, 4)
    }
}
