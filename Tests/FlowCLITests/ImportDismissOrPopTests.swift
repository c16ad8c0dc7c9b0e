import Foundation
import Testing

/// A button whose action dismisses in one branch and pops in the other, by a flag of the code's own
/// (COVIDSafe's personal details: `if reauthenticating { dismiss(…) } else { navigationController?
/// .popViewController(…) }`, the flag set where the screen is presented), pops where the scene is
/// pushed and dismisses where it is not. Dropped, the button did nothing: a false dead end that could
/// not be dismissed.
extension ImportAppCLITests {
    @Test func anActionDismissingOrPoppingByAFlagPopsWherePushedAndDismissesElsewhere() throws {
        let storyboard = Self.storyboard(initial: "nav", [
            Self.navigationController(root: "home"),
            #"""
            <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
                <view key="view" id="hv"><subviews>
                    <button id="again" title="Register again"><connections>
                        <action selector="registerAgainTapped:" destination="home" eventType="touchUpInside" id="a1"/>
                    </connections></button>
                    <button id="start" title="Start"><connections>
                        <segue destination="details" kind="show" id="s1"/>
                    </connections></button>
                </subviews></view>
            </viewController>
            """#,
            #"""
            <viewController storyboardIdentifier="personalDetails" id="details" customClass="PersonalDetailsViewController" sceneMemberID="viewController">
                <view key="view" id="dv"><subviews>
                    <button id="back" title="Back"><connections>
                        <action selector="onBackTapped:" destination="details" eventType="touchUpInside" id="a2"/>
                    </connections></button>
                </subviews></view>
            </viewController>
            """#,
        ])
        let (out, _, _) = try importApp("DismissOrPop", [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Info.plist": Self.launchingMain,
            "App/Screens.swift": """
                import UIKit

                class HomeViewController: UIViewController {
                    @IBAction func registerAgainTapped(_ sender: Any) {
                        guard let details = storyboard?.instantiateViewController(withIdentifier: "personalDetails")
                            as? PersonalDetailsViewController else { return }
                        details.reauthenticating = true
                        present(UINavigationController(rootViewController: details), animated: true)
                    }
                }
                class PersonalDetailsViewController: UIViewController {
                    var reauthenticating = false
                    @IBAction func onBackTapped(_ sender: UIButton) {
                        if reauthenticating {
                            dismiss(animated: true, completion: nil)
                        } else {
                            navigationController?.popViewController(animated: true)
                        }
                    }
                }
                """,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("""
                button back {
                    if count(stack(navigationController(PersonalDetailsViewController))) > 1 {
                        pop
                    } else {
                        dismiss
                    }
                }
            """), "\(main)")
        let script = out.appendingPathComponent("Back.flow")
        try """
            import "Main.flow"
            initial Main

            test "back either way" {
                tap registerAgain
                tap back
                expect visible == Main.HomeViewController
                tap start
                tap back
                expect visible == Main.HomeViewController
            }
            """.write(to: script, atomically: true, encoding: .utf8)
        try expectAllPass(script, count: 1)
    }

    /// A method of a screen made in code whose moves are all dismissals and pops does each in turn
    /// (Simplenote's `dismissEditor:` dismissing what the editor presents, then popping to the list;
    /// Tinode's cancel popping, then dismissing); one that pops in one branch and dismisses in the
    /// other, or dismisses where there was nothing to pop (GoMap's), does either, pushed or not. With
    /// two moves, each had been a comment, and the method no action.
    @Test func aMethodsDismissalsAndPopsAreOneActionInTurnOrEither() throws {
        let (out, _, code) = try importApp("MethodBackSteps", ["App/Editor.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: ListViewController())"))

            class ListViewController: UIViewController {
                @objc func open() { navigationController?.pushViewController(EditorViewController(), animated: true) }
            }
            class EditorViewController: UIViewController {
                @objc func dismissEditor() {
                    presentedViewController?.dismiss(animated: true)
                    navigationController?.popToRootViewController(animated: true)
                }
                @objc func close() {
                    if presentingViewController != nil {
                        dismiss(animated: true)
                    } else {
                        navigationController?.popViewController(animated: true)
                    }
                }
                @objc func cancel() {
                    if navigationController?.popViewController(animated: true) == nil {
                        dismiss(animated: true)
                    }
                }
                @objc func finish() {
                    navigationController?.popViewController(animated: true)
                    dismiss(animated: true, completion: nil)
                }
                @objc func leave() {
                    if presentingViewController != nil {
                        dismiss(animated: true)
                        return
                    }
                    navigationController?.popViewController(animated: true)
                }
                @objc func back() {
                    presentingViewController != nil ? dismiss(animated: true) : navigationController?.popViewController(animated: true)
                }
                enum Target { case web, settings, browser }
                @objc func handleDismiss() { handle(.settings) }
                func handle(_ target: Target) {
                    switch target {
                    case .web: dismiss(animated: true)
                    case .settings: dismiss(animated: true) { print("settings") }
                    case .browser: dismiss(animated: false)
                    }
                }
                var onOK: (() -> Void)?
                var onCancel: (() -> Void)?
                @objc func ask() {
                    onOK = { self.dismiss(animated: true, completion: nil) }
                    onCancel = { self.dismiss(animated: true, completion: nil) }
                }
            }
            """])
        #expect(code.contains("""
                segue "dismissEditor" {
                    dismiss
                    pop to root
                }
            """), "\(code)")
        #expect(code.contains("""
                segue "close" {
                    if count(stack(navigationController(EditorViewController))) > 1 {
                        pop
                    } else {
                        dismiss
                    }
                }
            """), "\(code)")
        // GoMap's pop, else a dismissal; Tinode's pop, then a dismissal.
        #expect(code.contains("""
                segue "cancel" {
                    if count(stack(navigationController(EditorViewController))) > 1 {
            """), "\(code)")
        #expect(code.contains("""
                segue "finish" {
                    pop
                    dismiss
                }
            """), "\(code)")
        // A body that returns after its dismissal, and a ternary: either.
        for method in ["leave", "back"] {
            #expect(code.contains("""
                    segue "\(method)" {
                        if count(stack(navigationController(EditorViewController))) > 1 {
                """), "\(code)")
        }
        // openhab's side menu: a dismissal in each case of a switch, one dismissal.
        #expect(code.contains(#"segue "handle" { dismiss }"#), "\(code)")
        // xDrip's picker: a dismissal in each of two closures, one dismissal, not two in turn.
        #expect(code.contains(#"segue "ask" { dismiss }"#), "\(code)")
        let script = out.appendingPathComponent("Editor.flow")
        try """
            import "Code.flow"
            initial Code

            test "leaving the editor" {
                perform "open"
                perform "dismissEditor"
                expect visible == Code.ListViewController
                perform "open"
                perform "close"
                expect visible == Code.ListViewController
            }
            """.write(to: script, atomically: true, encoding: .utf8)
        try expectAllPass(script, count: 1)
    }
}

