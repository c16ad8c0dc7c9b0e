import Foundation
import Testing

/// A screen's closures set on a controller it shows, and its delegate methods that controller calls, are
/// that controller's moves (ClosuresSetOnControllers.swift, DelegateCallbacks.swift: MiniKeePass's
/// settings, audit-T repro-4): the custom field sheet's Done and Cancel dismiss it, the timeout list's
/// row pops it, the PIN pad's last digit dismisses it. Before, each was a move of the settings screen's
/// own — it dismissed itself as it presented the sheet — and the sheet's bar buttons did nothing.
extension ImportAppCLITests {
    @Test func callbacksOfAShownControllerAreThatControllersMoves() throws {
        let main = Self.storyboard(initial: "nav", [
            Self.navigationController(root: "settings"),
            #"""
            <viewController title="Settings" id="settings" customClass="SettingsViewController" sceneMemberID="viewController">
                <view key="view" id="v"><subviews>
                    <button id="timeout" title="Lock Timeout"><connections>
                        <segue destination="selection" kind="show" identifier="PIN Lock Timeout" id="g1"/>
                    </connections></button>
                    <switch id="pinSwitch" userLabel="pin"><connections>
                        <action selector="pinEnabledChanged:" destination="settings" eventType="valueChanged" id="a1"/>
                    </connections></switch>
                    <button id="addField" title="Add Field"><connections>
                        <action selector="addFieldPressed:" destination="settings" eventType="touchUpInside" id="a2"/>
                    </connections></button>
                </subviews></view>
            </viewController>
            """#,
            #"<tableViewController title="Timeout" id="selection" customClass="SelectionViewController" sceneMemberID="viewController"/>"#,
        ])
        let customField = Self.storyboard(initial: "nav", [
            Self.navigationController(root: "field"),
            #"""
            <viewController id="field" customClass="CustomFieldViewController" sceneMemberID="viewController">
                <navigationItem key="navigationItem" title="Custom Field" id="ni">
                    <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel" userLabel="cancel"><connections>
                        <action selector="cancelPressedAction:" destination="field" id="a3"/>
                    </connections></barButtonItem>
                    <barButtonItem key="rightBarButtonItem" systemItem="done" id="done" userLabel="save"><connections>
                        <action selector="donePressedAction:" destination="field" id="a4"/>
                    </connections></barButtonItem>
                </navigationItem>
            </viewController>
            """#,
        ])
        let (out, _, code) = try importApp("Callbacks", [
            "App/Base.lproj/Main.storyboard": main,
            "App/CustomField.storyboard": customField,
            "App/Info.plist": Self.launchingMain,
            "App/Screens.swift": """
                import UIKit

                class CustomFieldViewController: UIViewController {
                    var donePressed: ((CustomFieldViewController) -> Void)?
                    var cancelPressed: ((CustomFieldViewController) -> Void)?
                    @IBAction func donePressedAction(_ sender: UIBarButtonItem?) { donePressed?(self) }
                    @IBAction func cancelPressedAction(_ sender: UIBarButtonItem) { cancelPressed?(self) }
                }
                class SelectionViewController: UITableViewController {
                    var itemSelected: ((Int) -> Void)?
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        itemSelected?(indexPath.row)
                    }
                }
                protocol PinViewControllerDelegate: AnyObject {
                    func pinViewController(_ pinViewController: PinViewController, pinEntered: String)
                }
                class PinViewController: UIViewController {
                    weak var delegate: PinViewControllerDelegate?
                    @objc func keypadDone() { delegate?.pinViewController(self, pinEntered: "1234") }
                }
                class SettingsViewController: UIViewController, PinViewControllerDelegate {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        let selectionViewController = segue.destination as! SelectionViewController
                        selectionViewController.itemSelected = { _ in
                            self.navigationController?.popViewController(animated: true)
                        }
                    }
                    @IBAction func pinEnabledChanged(_ sender: UISwitch) {
                        let pinViewController = PinViewController()
                        pinViewController.delegate = self
                        present(pinViewController, animated: true, completion: nil)
                    }
                    func pinViewController(_ pinViewController: PinViewController, pinEntered: String) {
                        dismiss(animated: true, completion: nil)
                    }
                    @IBAction func addFieldPressed(_ sender: UIButton) {
                        let storyboard = UIStoryboard(name: "CustomField", bundle: nil)
                        let navigationController = storyboard.instantiateInitialViewController() as! UINavigationController
                        let customFieldViewController = navigationController.topViewController as! CustomFieldViewController
                        customFieldViewController.donePressed = { field in field.dismiss(animated: true, completion: nil) }
                        customFieldViewController.cancelPressed = { field in field.dismiss(animated: true, completion: nil) }
                        present(navigationController, animated: true, completion: nil)
                    }
                }
                """,
        ])
        let mainFlow = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        let fieldFlow = try String(contentsOf: out.appendingPathComponent("CustomField.flow"), encoding: .utf8)
        // The settings screen keeps its presentations and nothing else.
        #expect(!mainFlow.contains("segue \"prepare"), "\(mainFlow)")
        #expect(!mainFlow.contains("segue \"pinViewController(_:pinEntered:)\""), "\(mainFlow)")
        #expect(!mainFlow.contains("addFieldPressed.donePressed"), "\(mainFlow)")
        #expect(mainFlow.contains("""
            scene SelectionViewController {
                title "Timeout"
                // code: tableView(_:didSelectRowAt:) pops its navigation controller (Screens.swift:26)
                segue "tableView(_:didSelectRowAt:)" { pop }
            """), "\(mainFlow)")
        #expect(fieldFlow.contains("""
                // cancel: its action cancelPressedAction() dismisses (Screens.swift:42)
                item cancel { dismiss }
                // save: its action donePressedAction() dismisses (Screens.swift:41)
                item save { dismiss }
            """), "\(fieldFlow)")
        #expect(code.contains("""
            scene PinViewController {
                // code: keypadDone() dismisses (Screens.swift:35)
                segue "keypadDone" { dismiss }
            }
            """), "\(code)")
        try expectAllReached(out, 6)
        let script = out.appendingPathComponent("Callbacks.flow")
        try """
            import "Main.flow"
            import "CustomField.flow"
            import "Code.flow"
            initial Main

            test "each shown screen's own controls close it" {
                tap addField
                expect visible == CustomField.CustomFieldViewController
                tap cancel
                expect visible == Main.SettingsViewController
                tap addField
                tap save
                expect visible == Main.SettingsViewController
                tap lockTimeout
                perform "tableView(_:didSelectRowAt:)"
                expect visible == Main.SettingsViewController
                tap pin
                expect visible == Code.PinViewController
                perform "keypadDone" from Code.PinViewController
                expect visible == Main.SettingsViewController
            }
            """.write(to: script, atomically: true, encoding: .utf8)
        try expectAllPass(script, count: 1)
    }

    /// What a delegate does once the controller it presented is gone stays the delegate's: NetNewsWire's
    /// account sheet dismisses itself and has its delegate pop itself under it; iNaturalist's tab bar
    /// dismisses its media picker, then presents the new observation. Neither is the sheet's move.
    @Test func aPresentersMovesAfterItsSheetIsGoneStayItsOwn() throws {
        let main = Self.storyboard(initial: "nav", [
            Self.navigationController(root: "accounts"),
            #"""
            <viewController title="Accounts" id="accounts" customClass="AccountsViewController" sceneMemberID="viewController">
                <view key="view" id="v"><subviews>
                    <button id="add" title="Add"><connections>
                        <action selector="addAccount:" destination="accounts" eventType="touchUpInside" id="a1"/>
                    </connections></button>
                    <button id="pick" title="Pick"><connections>
                        <action selector="pickMedia:" destination="accounts" eventType="touchUpInside" id="a2"/>
                    </connections></button>
                </subviews></view>
            </viewController>
            """#,
        ])
        let (out, _, code) = try importApp("PresentersCallbacks", [
            "App/Base.lproj/Main.storyboard": main,
            "App/Info.plist": Self.launchingMain,
            "App/Screens.swift": """
                import UIKit

                protocol AccountSheetDelegate: AnyObject { func accountSheetDidFinish() }
                protocol MediaPickerDelegate: AnyObject { func mediaPickerDidPick() }
                class EditViewController: UIViewController {}
                class AccountSheetViewController: UIViewController {
                    weak var delegate: AccountSheetDelegate?
                    @objc func done() {
                        dismiss(animated: true, completion: nil)
                        delegate?.accountSheetDidFinish()
                    }
                }
                class MediaPickerViewController: UIViewController {
                    weak var delegate: MediaPickerDelegate?
                    @objc func picked() { delegate?.mediaPickerDidPick() }
                }
                class AccountsViewController: UIViewController, AccountSheetDelegate, MediaPickerDelegate {
                    @IBAction func addAccount(_ sender: UIButton) {
                        let sheet = AccountSheetViewController()
                        sheet.delegate = self
                        present(sheet, animated: true)
                    }
                    func accountSheetDidFinish() {
                        navigationController?.popViewController(animated: false)
                    }
                    @IBAction func pickMedia(_ sender: UIButton) {
                        let picker = MediaPickerViewController()
                        picker.delegate = self
                        present(picker, animated: true)
                    }
                    func mediaPickerDidPick() {
                        dismiss(animated: true) {
                            self.present(EditViewController(), animated: true)
                        }
                    }
                }
                """,
        ])
        #expect(code.contains("""
            scene AccountSheetViewController {
                // code: done() dismisses (Screens.swift:9)
                segue "done" { dismiss }
            }
            """), "\(code)")
        #expect(code.contains("scene MediaPickerViewController {}"), "\(code)")
        let mainFlow = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(mainFlow.contains("segue \"accountSheetDidFinish\" { pop }"), "\(mainFlow)")
        #expect(mainFlow.contains("segue \"mediaPickerDidPick\""), "\(mainFlow)")
    }

    /// A pop is the caller's only where the delegate pushed it: the pad it pushes gets `done { pop }`, the
    /// form it presents keeps calling the delegate's own `didFinish` (which stays the delegate's, as one
    /// call keeps it). A closure read apart still knows what its method made: the sheet's closure pushes
    /// the detail made before it, after dismissing the sheet, so both stay the presenter's and its button
    /// presents the sheet.
    @Test func aDelegatesPopIsTheCallersOnlyWhereItPushedIt() throws {
        let main = Self.storyboard(initial: "nav", [
            Self.navigationController(root: "root"),
            #"""
            <viewController title="Root" id="root" customClass="RootViewController" sceneMemberID="viewController">
                <view key="view" id="v"><subviews>
                    <button id="open" title="Open"><connections>
                        <action selector="open:" destination="root" eventType="touchUpInside" id="a1"/>
                    </connections></button>
                    <button id="sheet" title="Sheet"><connections>
                        <action selector="openSheet:" destination="root" eventType="touchUpInside" id="a2"/>
                    </connections></button>
                </subviews></view>
            </viewController>
            """#,
        ])
        let (out, _, code) = try importApp("DelegatesPops", [
            "App/Base.lproj/Main.storyboard": main,
            "App/Info.plist": Self.launchingMain,
            "App/Screens.swift": """
                import UIKit
                protocol FinishDelegate: AnyObject { func didFinish() }
                class DetailViewController: UIViewController {}
                class PadViewController: UIViewController {
                    weak var delegate: FinishDelegate?
                    @objc func done() { delegate?.didFinish() }
                }
                class FormViewController: UIViewController {
                    weak var delegate: FinishDelegate?
                    @objc func save() { delegate?.didFinish() }
                }
                class SheetViewController: UIViewController {
                    var onDone: (() -> Void)?
                    @objc func doneTapped() { onDone?() }
                }
                class RootViewController: UIViewController, FinishDelegate {
                    @IBAction func open(_ s: Any) {
                        let p = PadViewController()
                        p.delegate = self
                        navigationController?.pushViewController(p, animated: true)
                    }
                    @objc func openForm() {
                        let f = FormViewController()
                        f.delegate = self
                        present(f, animated: true)
                    }
                    func didFinish() { navigationController?.popViewController(animated: true) }
                    @IBAction func openSheet(_ s: Any) {
                        let detail = DetailViewController()
                        let sheet = SheetViewController()
                        sheet.onDone = { [weak self] in
                            self?.dismiss(animated: true)
                            self?.navigationController?.pushViewController(detail, animated: true)
                        }
                        present(sheet, animated: true)
                    }
                }
                """,
        ])
        #expect(code.contains("segue \"done\" { pop }"), "\(code)")
        #expect(code.contains("scene FormViewController {}"), "\(code)")
        #expect(code.contains("scene SheetViewController {}"), "\(code)")
        let mainFlow = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(mainFlow.contains("segue \"didFinish\" { pop }"), "\(mainFlow)")
        #expect(mainFlow.contains("button sheet -> present Code.SheetViewController"), "\(mainFlow)")
        #expect(mainFlow.contains("{ push Code.DetailViewController }"), "\(mainFlow)")
    }
}
