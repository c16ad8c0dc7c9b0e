import Foundation
import Testing

/// A dismissal guarded by what the screen presents (xDrip's home screen closing its snooze screen, and
/// only that: `if let snooze = presented as? SnoozeViewController { snooze.dismiss(…) }` inside `if let
/// presented = self.presentedViewController`) dismisses that one only: `if presented(Home) == Snooze
/// { dismiss }`. One guarded by an alert the screen keeps (`if self.screenLockAlertController != nil
/// { self.presentedViewController?.dismiss(…) }`) dismisses the alert, no scene: no move. Both had
/// dismissed whatever the screen presented.
extension ImportAppCLITests {
    @Test func aDismissalGuardedByWhatIsPresentedDismissesOnlyThat() throws {
        let storyboard = Self.storyboard(initial: "root", [
            #"""
            <viewController title="Home" id="root" customClass="RootViewController" sceneMemberID="viewController">
                <view key="view" id="v"><subviews>
                    <button id="readingsButton" title="Readings"><connections><segue destination="readings" kind="presentation" id="g1"/></connections></button>
                    <button id="snoozeButton" title="Snooze"><connections><segue destination="snooze" kind="presentation" id="g2"/></connections></button>
                </subviews></view>
            </viewController>
            """#,
            #"<viewController title="Readings" id="readings" customClass="ReadingsViewController" sceneMemberID="viewController"/>"#,
            #"<viewController title="Snooze" id="snooze" customClass="SnoozeViewController" sceneMemberID="viewController"/>"#,
        ])
        let (out, _, _) = try importApp("GuardedDismissals", [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Info.plist": Self.launchingMain,
            "App/Root.swift": """
                import UIKit

                class ReadingsViewController: UIViewController {}
                class SnoozeViewController: UIViewController {}
                class RootViewController: UIViewController {
                    private var screenLockAlertController: UIAlertController?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        NotificationCenter.default.addObserver(self, selector: #selector(dismissScreenLockAlertController),
                                                               name: UIApplication.willEnterForegroundNotification, object: nil)
                    }
                    @objc func alarmStopped() {
                        if let presentedViewController = self.presentedViewController {
                            if let snoozeViewController = presentedViewController as? SnoozeViewController {
                                snoozeViewController.dismiss(animated: true, completion: nil)
                            }
                        }
                    }
                    @objc func readingsUpdated() {
                        if presentedViewController is ReadingsViewController { dismiss(animated: true) }
                    }
                    @objc private func dismissScreenLockAlertController() {
                        if self.screenLockAlertController != nil {
                            self.presentedViewController?.dismiss(animated: false, completion: nil)
                            self.screenLockAlertController = nil
                        }
                    }
                }
                """,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("if presented(RootViewController) == SnoozeViewController { dismiss }"), "\(main)")
        #expect(main.contains("if presented(RootViewController) == ReadingsViewController { dismiss }"), "\(main)")
        #expect(!main.contains("dismissScreenLockAlertController"), "\(main)")
        let script = out.appendingPathComponent("Alarm.flow")
        try """
            import "Main.flow"
            initial Main

            test "only the snooze screen closes" {
                tap readings
                perform "alarmStopped" from Main.RootViewController
                expect visible == Main.ReadingsViewController
                dismiss
                tap snooze
                perform "alarmStopped" from Main.RootViewController
                expect visible == Main.RootViewController
            }
            """.write(to: script, atomically: true, encoding: .utf8)
        try expectAllPass(script, count: 1)
    }
}
