import Foundation
import Testing

/// A storyboard identifier an enum's computed property chooses by case (Beam's settings rows:
/// `var viewControllerIdentifier: String? { switch self { case .aboutBeam: return "about" … } }`),
/// instantiated for the row a person picks and shown, is a move to each scene the property names.
extension ImportAppCLITests {
    @Test func anIdentifierAnEnumChoosesByCaseMovesToEachSceneItNames() throws {
        let storyboard = Self.storyboard(initial: "nav", [
            #"<navigationController id="nav" sceneMemberID="viewController"><connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>"#,
            #"<tableViewController id="list" customClass="SettingsViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="about" id="about" customClass="AboutViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="display-options" id="display" customClass="DisplayOptionsViewController" sceneMemberID="viewController"/>"#,
        ])
        let (out, _, _) = try importApp("ChosenByCase", [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Info.plist": Self.launchingMain,
            "App/Settings.swift": """
                import UIKit

                enum SettingsRowKey: String {
                    case displayOptions = "display-options"
                    case aboutBeam = "about-beam"
                    case clearCache = "clear-cache"

                    var viewControllerIdentifier: String? {
                        switch self {
                        case .displayOptions:
                            return "display-options"
                        case .aboutBeam:
                            return "about"
                        default:
                            return nil
                        }
                    }
                }

                final class SettingsViewController: UITableViewController {
                    var selectedKey: SettingsRowKey?
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        if let identifier = selectedKey?.viewControllerIdentifier,
                           let viewController = self.storyboard?.instantiateViewController(withIdentifier: identifier) {
                            self.show(viewController, sender: nil)
                        }
                    }
                }
                final class AboutViewController: UIViewController {}
                final class DisplayOptionsViewController: UIViewController {}

                """,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains(#"segue "tableView(_:didSelectRowAt:)" -> show DisplayOptionsViewController"#), "\(main)")
        #expect(main.contains(#"-> show AboutViewController"#), "\(main)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 4)
    }
}
