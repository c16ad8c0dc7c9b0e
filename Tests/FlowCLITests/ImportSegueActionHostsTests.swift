import Foundation
import Testing

/// A storyboard's hosting controller whose SwiftUI view an `@IBSegueAction` gives it
/// (`UIHostingController(coder: coder, rootView: ReadingsView())`) is that view's screen: the segue
/// leads to the SwiftUI scene, whose links are read, and no empty hosting controller scene is left
/// (xDrip4iOS's home screen). And a type method presenting on the controller it is handed
/// (`static func display(on parent:)`, xDrip4iOS's picker) presents from its callers only, not from
/// a scene of its own class.
extension ImportAppCLITests {
    @Test func aHostingControllerAnIBSegueActionMakesIsItsViewsScreen() throws {
        let storyboard = Self.storyboard(initial: "nav", [
            """
            <navigationController id="nav" sceneMemberID="viewController"><connections><segue destination="home" \
            kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>
            """,
            """
            <viewController title="Home" id="home" customClass="HomeViewController" customModule="App" \
            sceneMemberID="viewController"><navigationItem key="navigationItem" title="Home" id="ni1"><barButtonItem \
            key="rightBarButtonItem" title="Readings" id="bb1"><connections><segue destination="host" kind="show" \
            identifier="toReadings" destinationCreationSelector="segueToReadings:" id="sg1"/></connections></barButtonItem>\
            </navigationItem></viewController>
            """,
            """
            <hostingController id="host" sceneMemberID="viewController"/>
            """,
        ])
        let (out, _, code) = try importApp("Hosts", [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Info.plist": Self.launchingMain,
            "App/HomeViewController.swift": """
                import SwiftUI
                import UIKit

                final class HomeViewController: UIViewController {
                    @IBSegueAction func segueToReadings(_ coder: NSCoder) -> UIViewController? {
                        UIHostingController(coder: coder, rootView: ReadingsView().environmentObject(Store()))
                    }
                    @IBAction func snooze(_ sender: Any) {
                        PickerViewController.display(on: self)
                    }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        PickerViewController.display(on: self)
                    }
                }

                final class PickerViewController: UIViewController {
                    static func display(on parent: UIViewController) {
                        let picker = PickerViewController()
                        parent.present(picker, animated: true)
                    }
                }

                struct ReadingsView: View {
                    var body: some View {
                        NavigationLink("Detail") { ReadingDetailView() }
                    }
                }

                struct ReadingDetailView: View {
                    var body: some View { Text("Detail") }
                }

                """,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("-> show SwiftUI.ReadingsView id \"toReadings\""), "\(main)")
        #expect(!main.contains("HostingController"), "\(main)")
        #expect(main.contains("-> present Code.PickerViewController"), "\(main)")
        #expect(!code.contains("-> present PickerViewController"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 5)
    }
}
