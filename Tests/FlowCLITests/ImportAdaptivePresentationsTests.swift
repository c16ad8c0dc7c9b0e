import Foundation
import Testing

/// An adaptive presentation delegate of the app's (`adaptivePresentationStyle(for:)` returning
/// `.none`) is the `adapts none` of the scenes it is the delegate of: the destinations of the
/// segues whose `prepare(for:sender:)` branch makes it their popover's delegate (by identifier, or
/// by the class the destination is cast to), and the controller that makes itself its own
/// delegate. OctoPod's pickers and tooltips stay popovers on a phone; a popover the code gives no
/// such delegate still adapts, as UIKit's does.
extension ImportAppCLITests {
    @Test func anAdaptivePresentationDelegateIsTheScenesAdapts() throws {
        let controllers = [
            #"<viewController id="panel" customClass="PanelViewController" sceneMemberID="viewController"><view key="view" id="v1"/><connections>"#
                + #"<segue destination="tip" kind="popoverPresentation" identifier="show_tip" popoverAnchorView="v1" id="q1"/>"#
                + #"<segue destination="picker" kind="popoverPresentation" identifier="pick" popoverAnchorView="v1" id="q2"/>"#
                + #"<segue destination="plain" kind="popoverPresentation" identifier="other" popoverAnchorView="v1" id="q3"/>"#
                + #"<segue destination="own" kind="popoverPresentation" identifier="own" popoverAnchorView="v1" id="q4"/>"#
                + #"</connections></viewController>"#,
            #"<viewController id="tip" customClass="TipViewController" sceneMemberID="viewController"/>"#,
            #"<viewController id="picker" customClass="PickerViewController" sceneMemberID="viewController"/>"#,
            #"<viewController id="plain" customClass="PlainViewController" sceneMemberID="viewController"/>"#,
            #"<viewController id="own" customClass="TooltipViewController" sceneMemberID="viewController"/>"#,
        ]
        let (out, _, _) = try importApp("Adaptive", [
            "Info.plist": Self.launchingMain,
            "Base.lproj/Main.storyboard": Self.storyboard(initial: "panel", controllers),
            "App.swift": """
                import UIKit

                final class PanelViewController: UIViewController, UIPopoverPresentationControllerDelegate {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        if segue.identifier == "show_tip" {
                            segue.destination.popoverPresentationController!.delegate = self
                        } else if let picker = segue.destination as? PickerViewController {
                            picker.popoverPresentationController?.delegate = self
                        }
                    }
                    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
                        return UIModalPresentationStyle.none
                    }
                }
                final class TipViewController: UIViewController, UIPopoverPresentationControllerDelegate {
                    // A local's popover: the controller it presents adapts, not this one.
                    func showHint() {
                        let hint = PlainViewController()
                        hint.modalPresentationStyle = .popover
                        if let popoverPresentationController = hint.popoverPresentationController {
                            popoverPresentationController.delegate = self
                        }
                        present(hint, animated: true)
                    }
                    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
                }
                final class PickerViewController: UIViewController {}
                final class PlainViewController: UIViewController {}
                final class TooltipViewController: UIViewController, UIPopoverPresentationControllerDelegate {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        popoverPresentationController?.delegate = self
                    }
                    func adaptivePresentationStyle(for controller: UIPresentationController,
                                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
                        .fullScreen
                    }
                }

                """,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("scene TipViewController {\n    adapts none\n"), "\(main)")
        let code = try String(contentsOf: out.appendingPathComponent("Code.flow"), encoding: .utf8)
        #expect(!code.contains("adapts"), "\(code)")
        #expect(main.contains(#"scene PickerViewController { adapts none; accessibility "" }"#), "\(main)")
        #expect(main.contains(#"scene PlainViewController { accessibility "" }"#), "\(main)")
        #expect(main.contains(#"scene TooltipViewController { adapts fullScreen; accessibility "" }"#), "\(main)")
        // Full screen on a phone, the tooltip has no way back: the one warning, and a true one.
        let checked = try cli.run(["check", out.appendingPathComponent("App.flow").path])
        #expect(checked.status == 0 && checked.stderr.hasSuffix("0 errors, 1 warning\n"), "\(checked.stderr)")
        #expect(checked.stderr.contains("'TooltipViewController' is presented popover but adapts to fullScreen"), "\(checked.stderr)")
    }
}
