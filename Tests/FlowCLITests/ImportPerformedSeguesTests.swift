import Foundation
import Testing

/// Segues the code performs, read against the storyboard: a local of the method is no constant of
/// the file (passforios's `let link = cellData[CellDataKey.link] as? String` shadows `CellDataKey`'s
/// case `link`), and a segue performed by a method the add and edit screens inherit is the edit
/// screen's, whose delete row alone performs it (passforios's `PasswordEditorTableViewController`).
extension ImportAppCLITests {
    @Test func aLocalNamedLikeAnEnumCaseIsNoSegueIdentifier() throws {
        let storyboard = Self.storyboard(initial: "about", [
            """
            <tableViewController title="About" id="about" customClass="AboutViewController" sceneMemberID="viewController"/>
            """,
        ])
        let (_, stderr, _) = try importApp("Shadowed", [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Info.plist": Self.launchingMain,
            "App/AboutViewController.swift": """
                import UIKit

                enum CellDataKey { case title, link }

                class AboutViewController: UITableViewController {
                    var rows: [[CellDataKey: Any]] = []
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        let link = rows[indexPath.row][CellDataKey.link] as? String
                        performSegue(withIdentifier: link!, sender: self)
                    }
                }
                """,
        ])
        #expect(!stderr.contains("code performs segue \"link\""), "\(stderr)")
    }

    /// xDrip4iOS's view models return `.performSegue(withIdentifier:sender:)`, a case of the row action
    /// enum their controller performs later: a value, not a call ("not linked … is no view controller").
    @Test func anEnumCaseNamedLikeUIKitsMethodIsNoCall() throws {
        let storyboard = Self.storyboard(initial: "settings", [
            """
            <tableViewController id="settings" customClass="SettingsViewController" sceneMemberID="viewController">
                <connections><segue destination="schedule" kind="show" identifier="settingsToSchedule" id="g1"/></connections>
            </tableViewController>
            """,
            """
            <viewController id="schedule" customClass="ScheduleViewController" sceneMemberID="viewController"/>
            """,
        ])
        let (_, stderr, _) = try importApp("RowAction", [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Info.plist": Self.launchingMain,
            "App/Settings.swift": """
                import UIKit

                enum RowAction {
                    case nothing
                    case performSegue(withIdentifier: String, sender: Any?)
                }
                class ScheduleViewModel: NSObject {
                    func onRowSelect() -> RowAction {
                        return .performSegue(withIdentifier: "settingsToSchedule", sender: self)
                    }
                }
                class SettingsViewController: UITableViewController {
                    let model = ScheduleViewModel()
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        if case .performSegue(let identifier, let sender) = model.onRowSelect() {
                            performSegue(withIdentifier: identifier, sender: sender)
                        }
                    }
                }
                class ScheduleViewController: UIViewController {}
                """,
        ])
        #expect(!stderr.contains("not linked:"), "\(stderr)")
    }

    @Test func aLocalGivenALiteralNamesItsSegue() throws {
        let storyboard = Self.storyboard(initial: "list", [
            """
            <tableViewController title="List" id="list" customClass="ListViewController" sceneMemberID="viewController">
                <connections><segue destination="detail" kind="presentation" identifier="showDetail" id="g1"/></connections>
            </tableViewController>
            """,
            """
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
            """,
        ])
        let (out, _, _) = try importApp("LocalLiteral", [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Info.plist": Self.launchingMain,
            "App/ListViewController.swift": """
                import UIKit

                class ListViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        let identifier = "showDetail"
                        performSegue(withIdentifier: identifier, sender: self)
                    }
                }
                class DetailViewController: UIViewController {}
                """,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("code: tableView(_:didSelectRowAt:) performs segue \"showDetail\""), "\(main)")
    }

    @Test func aSegueOnlyOneOfTheSubclassesHasIsNoCrashInTheOther() throws {
        let storyboard = Self.storyboard(initial: "list", [
            """
            <tableViewController title="List" id="list" customClass="ListViewController" sceneMemberID="viewController">
                <connections>
                    <segue destination="add" kind="presentation" identifier="add" id="g1"/>
                    <segue destination="edit" kind="presentation" identifier="edit" id="g2"/>
                </connections>
            </tableViewController>
            """,
            """
            <tableViewController id="add" customClass="AddViewController" sceneMemberID="viewController"/>
            """,
            """
            <tableViewController id="edit" customClass="EditViewController" sceneMemberID="viewController">
                <connections>
                    <segue destination="list" kind="unwind" identifier="deleteSegue" unwindAction="deleteWithSegue:" id="u1"/>
                </connections>
            </tableViewController>
            """,
        ])
        let editor = """
            import UIKit

            class ListViewController: UITableViewController {
                @IBAction func deleteWithSegue(_ segue: UIStoryboardSegue) {}
            }
            class EditorViewController: UITableViewController {
                var deleteCell: UITableViewCell?
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    if tableView.cellForRow(at: indexPath) == deleteCell {
                        performSegue(withIdentifier: "deleteSegue", sender: self)
                    }
                }
            }
            class AddViewController: EditorViewController {}
            class EditViewController: EditorViewController {}
            """
        let (_, stderr, _) = try importApp("SharedSegue", [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Info.plist": Self.launchingMain,
            "App/Editors.swift": editor,
        ])
        #expect(!stderr.contains("code performs segue \"deleteSegue\" on AddViewController"), "\(stderr)")

        // Where no subclass's scene has it, the one that performs it is warned about, as before.
        let (_, alone, _) = try importApp("UnsharedSegue", [
            "App/Base.lproj/Main.storyboard": storyboard.replacingOccurrences(of: "identifier=\"deleteSegue\"",
                                                                              with: "identifier=\"removeSegue\""),
            "App/Info.plist": Self.launchingMain,
            "App/Editors.swift": editor,
        ])
        #expect(alone.contains("code performs segue \"deleteSegue\" on AddViewController"), "\(alone)")
        #expect(alone.contains("code performs segue \"deleteSegue\" on EditViewController"), "\(alone)")
    }
}
