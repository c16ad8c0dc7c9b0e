import Foundation
import Testing

/// An optional local declared `nil` and given a controller in each case of a `switch`, shown once
/// (Siskin's roster: `var controller: UIViewController? = nil`, a storyboard scene per case, then
/// `showDetailViewController(controller!, …)`; FSNotes' settings: `var lvc: UIViewController?`, a
/// controller made per row, then `if let controller = lvc { push(controller) }`): each case's
/// controller is shown the same way, none embedded nor presented as a controller handed on.
extension ImportAppCLITests {
    @Test func eachControllerAnOptionalLocalIsGivenInACaseIsShownAlike() throws {
        let (out, _, code) = try importApp("OptionalBranchLocals", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "RootSplitViewController()"))

            final class RootSplitViewController: UISplitViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    viewControllers = [UINavigationController(rootViewController: ListViewController()), ChatViewController()]
                }
                required init?(coder: NSCoder) { nil }
            }

            final class ListViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    var controller: UIViewController? = nil
                    switch indexPath.row {
                    case 0:
                        controller = RoomViewController()
                    case 1:
                        controller = ChannelViewController()
                    default:
                        controller = ChatViewController()
                    }
                    if controller != nil {
                        showDetailViewController(controller!, sender: self)
                    }
                }

                @objc func openSetting(_ row: Int) {
                    var lvc: UIViewController?
                    switch row {
                    case 0: lvc = FontViewController()
                    case 1: lvc = ThemeViewController()
                    default: lvc = AboutViewController()
                    }
                    if let controller = lvc {
                        navigationController?.pushViewController(controller, animated: true)
                    }
                }
            }
            final class RoomViewController: UIViewController {}
            final class ChannelViewController: UIViewController {}
            final class ChatViewController: UIViewController {}
            final class FontViewController: UITableViewController {}
            final class ThemeViewController: UITableViewController {}
            final class AboutViewController: UITableViewController {}

            """])
        for detail in ["RoomViewController", "ChannelViewController", "ChatViewController"] {
            #expect(code.contains("-> detail \(detail)"), "\(detail)\n\(code)")
        }
        for pushed in ["FontViewController", "ThemeViewController", "AboutViewController"] {
            #expect(code.contains("push \(pushed)"), "\(pushed)\n\(code)")
        }
        #expect(!code.contains("embed") && !code.contains("-> present"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }
}

/// A storyboard identifier chosen into a local, then instantiated once: given in each case of a
/// `switch` to a local declared with no value (Siskin's chat list: `var identifier: String!`, then
/// `instantiateViewController(withIdentifier: identifier)`), or by a ternary. The move is to each
/// scene named.
extension ImportAppCLITests {
    @Test func anIdentifierChosenIntoALocalInstantiatesEachSceneItNames() throws {
        let controllers = [
            Self.navigationController(root: "list"),
            #"<tableViewController id="list" customClass="ListViewController" sceneMemberID="viewController"/>"#,
            #"<viewController id="room" storyboardIdentifier="RoomView" customClass="RoomViewController" sceneMemberID="viewController"/>"#,
            #"<viewController id="chat" storyboardIdentifier="ChatView" customClass="ChatViewController" sceneMemberID="viewController"/>"#,
            #"<viewController id="news" storyboardIdentifier="NewsView" customClass="NewsViewController" sceneMemberID="viewController"/>"#,
            #"<viewController id="help" storyboardIdentifier="HelpView" customClass="HelpViewController" sceneMemberID="viewController"/>"#,
        ]
        let (out, _, _) = try importApp("IdentifierChosenIntoALocal", [
            "Info.plist": Self.launchingMain,
            "Base.lproj/Main.storyboard": Self.storyboard(initial: "nav", controllers),
            "App.swift": """
                import UIKit

                final class ListViewController: UITableViewController {
                    var showsNews = false
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        var identifier: String!
                        switch indexPath.row {
                        case 0:
                            identifier = "RoomView"
                        default:
                            identifier = "ChatView"
                        }
                        let controller = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: identifier)
                        navigationController?.pushViewController(controller, animated: true)
                    }
                    @IBAction func more() {
                        let identifier = showsNews ? "NewsView" : "HelpView"
                        let controller = storyboard!.instantiateViewController(withIdentifier: identifier)
                        present(controller, animated: true)
                    }
                }
                final class RoomViewController: UIViewController {}
                final class ChatViewController: UIViewController {}
                final class NewsViewController: UIViewController {}
                final class HelpViewController: UIViewController {}

                """,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        for pushed in ["RoomView", "ChatView"] { #expect(main.contains("push \(pushed)"), "\(pushed)\n\(main)") }
        for presented in ["NewsView", "HelpView"] { #expect(main.contains("present \(presented)"), "\(presented)\n\(main)") }
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }
}

/// A stored property given a storyboard's scene (`var listController = UIStoryboard(name: "Main",
/// bundle: nil).instantiateViewController(withIdentifier: "list") as! ListViewController`), wrapped in
/// a navigation controller where it is shown (FSNotes' scene delegate at launch, a lazy settings
/// screen presented): the navigation controller's root is that scene, not a copy of its class made
/// in code, so the storyboard's scene is reached.
extension ImportAppCLITests {
    @Test func aPropertyGivenAStoryboardsSceneIsThatScene() throws {
        let controllers = [
            #"<tableViewController id="list" storyboardIdentifier="list" customClass="ListViewController" sceneMemberID="viewController"/>"#,
            #"<tableViewController id="settings" storyboardIdentifier="settings" customClass="SettingsViewController" sceneMemberID="viewController"/>"#,
        ]
        let (out, _, _) = try importApp("PropertyGivenAScene", [
            "Base.lproj/Main.storyboard": Self.storyboard(initial: "list", controllers),
            "App.swift": """
                import UIKit

                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    var listController = UIStoryboard(name: "Main", bundle: nil)
                        .instantiateViewController(withIdentifier: "list") as! ListViewController
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        window?.rootViewController = UINavigationController(rootViewController: listController)
                    }
                }
                final class ListViewController: UITableViewController {
                    private lazy var settingsController = UIStoryboard(name: "Main", bundle: nil)
                        .instantiateViewController(withIdentifier: "settings") as! SettingsViewController
                    @objc func openSettings() {
                        present(UINavigationController(rootViewController: settingsController), animated: true)
                    }
                }
                final class SettingsViewController: UITableViewController {
                    @objc func done() { dismiss(animated: true) }
                }

                """,
        ])
        let code = try String(contentsOf: out.appendingPathComponent("Code.flow"), encoding: .utf8)
        #expect(code.contains("navigation ListNavigation { root Main.ListViewController }"), "\(code)")
        #expect(!code.contains("scene ListViewController") && !code.contains("scene SettingsViewController"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 4)
    }
}

/// A view that presents (a table view's move action, presenting a sheet on its delegate's
/// navigation controller) is shown by the controller that keeps it as an outlet; a sheet that is
/// handed it by its initializer, to reload it, does not show it (FSNotes' move sheet): the view's
/// presentations are not the sheet's, and the sheet does not present itself without end.
extension ImportAppCLITests {
    @Test func aViewHandedInIsNotShownByTheControllerKeepingIt() throws {
        let controllers = [
            Self.navigationController(root: "list"),
            #"<viewController id="list" customClass="ListViewController" sceneMemberID="viewController"/>"#,
        ]
        let (out, _, code) = try importApp("ViewHandedIn", [
            "Info.plist": Self.launchingMain,
            "Base.lproj/Main.storyboard": Self.storyboard(initial: "nav", controllers),
            "App.swift": """
                import UIKit

                final class ListViewController: UIViewController {
                    @IBOutlet var notesTable: NotesTableView!
                }
                final class NotesTableView: UITableView {
                    weak var viewDelegate: ListViewController?
                    func moveAction(notes: [String]) {
                        let move = MoveViewController(notes: notes, notesTableView: self)
                        viewDelegate?.navigationController?.present(UINavigationController(rootViewController: move), animated: true)
                    }
                }
                final class MoveViewController: UITableViewController {
                    private var notesTableView: NotesTableView
                    init(notes: [String], notesTableView: NotesTableView) {
                        self.notesTableView = notesTableView
                        super.init(style: .plain)
                    }
                    required init?(coder: NSCoder) { nil }
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        notesTableView.reloadData()
                        dismiss(animated: true)
                    }
                }

                """,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("segue \"NotesTableView.moveAction\" -> present MoveViewControllerNavigation"), "\(main)")
        #expect(!code.contains("NotesTableView.moveAction"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(!explored.stdout.contains("growth"), "\(explored.stdout)")
    }
}
