import Foundation
import Testing

/// A coordinator that gives a navigation controller the controller it is handed as its stack and
/// shows that navigation controller as the split's detail (Element's `SplitViewCoordinator`:
/// `detailNavigationController.viewControllers = [detailPresentable.toPresentable()]`, then
/// `splitViewController.showDetailViewController(detailNavigationController, sender: nil)`): the
/// screen that handed it over shows it as the detail, in a navigation controller, as with one made
/// around it, not the placeholder the property held since the coordinator made it. Before, the
/// controller was "handed on", and flow presented it, or the placeholder was shown.
extension ImportAppCLITests {
    @Test func aStackGivenTheHandedControllerAndShownAsTheDetailShowsIt() throws {
        let (out, _, _) = try importApp("DetailStack", [
            "Info.plist": Self.launchingMain,
            "Main.storyboard": Self.storyboard(initial: "nav", [
                Self.navigationController(root: "home"),
                #"<viewController id="home" customClass="HomeViewController" sceneMemberID="viewController"/>"#,
                #"<viewController storyboardIdentifier="Room" id="room" customClass="RoomViewController" sceneMemberID="viewController"/>"#,
            ]),
            "App.swift": """
                import UIKit
                protocol HomeDelegate: AnyObject { func homeWantsToDisplay(_ viewController: UIViewController) }
                class HomeViewController: UIViewController {
                    weak var delegate: HomeDelegate?
                    @IBAction func openRoom(_ sender: Any) {
                        delegate?.homeWantsToDisplay(storyboard!.instantiateViewController(withIdentifier: "Room"))
                    }
                }
                class RoomViewController: UIViewController {}
                class PlaceholderViewController: UIViewController {}
                final class SplitCoordinator: NSObject, HomeDelegate {
                    private let splitViewController = UISplitViewController()
                    private var detailNavigationController: UINavigationController?
                    override init() {
                        super.init()
                        detailNavigationController = UINavigationController(rootViewController: PlaceholderViewController())
                    }
                    func homeWantsToDisplay(_ viewController: UIViewController) {
                        guard let detailNavigationController = self.detailNavigationController else { return }
                        detailNavigationController.viewControllers = [viewController]
                        self.splitViewController.showDetailViewController(detailNavigationController, sender: nil)
                    }
                }
                """,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("segue \"openRoom\" -> detail RoomNavigation"), "\(main)")
        #expect(!main.contains("-> present") && !main.contains("Placeholder"), "\(main)")
        try expectAllReached(out, 4)
    }
}
