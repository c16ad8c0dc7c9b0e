import Foundation
import Testing

/// A helper's dismissal of the loading screen it presents and keeps is that screen's, not the calling
/// screen's (HeldPresentationDismissals.swift, Jami's `LoadingViewPresenter`, audit-V repro-3). Before,
/// `hud.hide()` was the account screen's own `{ dismiss }`, and the explorer dismissed a screen the app keeps.
/// A coordinator's dismissal of the screen it keeps and presents stays that screen's own, when the screen
/// asks (Stopp Corona's report coordinators).
extension ImportAppCLITests {
    @Test func aHelpersDismissalOfWhatItPresentsIsNoScreensMove() throws {
        let main = Self.storyboard(initial: "home", [
            #"""
            <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
                <view key="view" id="v1"><subviews>
                    <button id="account" title="Account"><connections>
                        <segue destination="acct" kind="presentation" id="g1"/>
                    </connections></button>
                </subviews></view>
            </viewController>
            """#,
            #"""
            <viewController id="acct" customClass="AccountViewController" sceneMemberID="viewController">
                <view key="view" id="v2"><subviews>
                    <button id="save" title="Save"><connections>
                        <action selector="saveTapped:" destination="acct" eventType="touchUpInside" id="a1"/>
                    </connections></button>
                    <button id="done" title="Done"><connections>
                        <action selector="doneTapped:" destination="acct" eventType="touchUpInside" id="a2"/>
                    </connections></button>
                    <button id="report" title="Report"><connections>
                        <action selector="reportTapped:" destination="acct" eventType="touchUpInside" id="a3"/>
                    </connections></button>
                </subviews></view>
            </viewController>
            """#,
            #"""
            <viewController storyboardIdentifier="Report" id="report" customClass="ReportViewController" sceneMemberID="viewController">
                <view key="view" id="v3"><subviews>
                    <button id="close" title="Close"><connections>
                        <action selector="closeTapped:" destination="report" eventType="touchUpInside" id="a4"/>
                    </connections></button>
                </subviews></view>
            </viewController>
            """#,
        ])
        let (out, _, _) = try importApp("HeldHUD", [
            "App/Base.lproj/Main.storyboard": main,
            "App/Info.plist": Self.launchingMain,
            "App/LoadingView.swift": """
                import UIKit

                final class LoadingView: UIViewController {}

                final class LoadingViewPresenter {
                    var loadingView: LoadingView! = {
                        let view = LoadingView()
                        view.modalPresentationStyle = .overFullScreen
                        return view
                    }()
                    weak var screen: UIViewController?

                    func present(on presentingVC: UIViewController) {
                        screen = presentingVC
                        presentingVC.present(loadingView, animated: true)
                    }
                    func hide() { loadingView.dismiss(animated: true) }
                    func close() { screen?.dismiss(animated: true) }
                }
                """,
            "App/Screens.swift": """
                import UIKit

                final class HomeViewController: UIViewController {}
                final class AccountViewController: UIViewController {
                    let hud = LoadingViewPresenter()
                    @IBAction func saveTapped(_ sender: Any) {
                        hud.present(on: self)
                        hideHud()
                    }
                    private func hideHud() { hud.hide() }
                    @IBAction func doneTapped(_ sender: Any) { hud.close() }
                    var reports: ReportCoordinator?
                    @IBAction func reportTapped(_ sender: Any) {
                        reports = ReportCoordinator(presentingViewController: self)
                        reports?.start()
                    }
                }
                final class ReportCoordinator {
                    private lazy var rootViewController: ReportViewController = {
                        let controller = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Report") as! ReportViewController
                        return controller
                    }()
                    let presentingViewController: UIViewController
                    init(presentingViewController: UIViewController) { self.presentingViewController = presentingViewController }
                    func start() {
                        rootViewController.coordinator = self
                        presentingViewController.present(rootViewController, animated: true, completion: nil)
                    }
                    func dismiss() { rootViewController.dismiss(animated: true) }
                }
                final class ReportViewController: UIViewController {
                    weak var coordinator: ReportCoordinator?
                    @IBAction func closeTapped(_ sender: Any) { coordinator?.dismiss() }
                }
                """,
        ])
        let mainFlow = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        // The HUD's dismissal moves nothing; a dismissal of another property's controller still does.
        #expect(!mainFlow.contains("segue \"hideHud\""), "\(mainFlow)")
        #expect(!mainFlow.contains("button save { dismiss }"), "\(mainFlow)")
        #expect(mainFlow.contains("button done { dismiss }"), "\(mainFlow)")
        // The report screen's close dismisses it, through the coordinator that keeps it.
        #expect(mainFlow.contains("button close { dismiss }"), "\(mainFlow)")
    }
}
