import Foundation
import Testing

/// A controller that presents itself (`show()`, over the top controller) called on where it is made
/// (`FlagViewController().show()`), of a class whose superclass is a generic one of the app's
/// (`FlagViewController: HostingBottomSheetController<FlagPage>`, Habitica's report sheet and its
/// subscription sheet, shown from nine places): the calling screen presents it. Each of the two
/// lost it before: the call on no local, and the superclass's generic argument read as its name.
extension ImportAppCLITests {
    static let chainedSelfPresenting = """
        import UIKit
        import SwiftUI

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                window?.rootViewController = UINavigationController(rootViewController: UserProfileViewController())
                window?.makeKeyAndVisible()
            }
        }

        extension UIApplication {
            static func topViewController(_ base: UIViewController? = UIApplication.shared.windows.first?.rootViewController) -> UIViewController? {
                if let presented = base?.presentedViewController { return topViewController(presented) }
                return base
            }
        }

        struct FlagPage: View {
            var body: some View { Text("Report") }
        }

        class HostingBottomSheetController<ContentView: View>: UIHostingController<ContentView> {
            func show() {
                if let topController = UIApplication.topViewController() {
                    topController.present(self, animated: true)
                }
            }
        }

        final class FlagViewController: HostingBottomSheetController<FlagPage> {
            init() { super.init(rootView: FlagPage()) }
            @MainActor required dynamic init?(coder aDecoder: NSCoder) { fatalError() }
        }

        final class UserProfileViewController: UIViewController {
            @objc func reportTapped() {
                FlagViewController().show()
            }
        }
        """

    @Test func aSelfPresentingControllerShownWhereItIsMadeIsPresented() throws {
        let (out, _, code) = try importApp("ChainedShow", ["App.swift": Self.chainedSelfPresenting])
        #expect(code.contains("""
                segue "reportTapped" -> present FlagViewController
            """), "\(code)")
        try expectAllReached(out, 3)
    }
}

/// A controller that presents itself, kept in a property of the screen that shows it (Moonlight's
/// loading frame, instantiated from the storyboard once and shown at each connection:
/// `lazy var loadingFrame = storyboard!.instantiateViewController(withIdentifier: "loadingFrame") as! …`,
/// then `loadingFrame.show()`, which presents `self` on the window's root): the screen's call presents it,
/// as one on a controller made where it is called does.
extension ImportAppCLITests {
    @Test func aSelfPresentingControllerKeptInAPropertyIsPresentedByItsCaller() throws {
        let storyboard = Self.storyboard(initial: "main", [
            #"""
            <viewController id="main" customClass="MainFrameViewController" sceneMemberID="viewController">
                <view key="view" id="mv"><subviews>
                    <button id="connect" title="Connect"><connections>
                        <action selector="connect:" destination="main" eventType="touchUpInside" id="a1"/>
                    </connections></button>
                </subviews></view>
            </viewController>
            """#,
            #"<viewController storyboardIdentifier="loadingFrame" id="loading" customClass="LoadingFrameViewController" sceneMemberID="viewController"/>"#,
        ])
        let (out, _, _) = try importApp("KeptSelfPresenting", [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Info.plist": Self.launchingMain,
            "App/Screens.swift": """
                import UIKit

                class LoadingFrameViewController: UIViewController {
                    func show() {
                        UIApplication.shared.keyWindow?.rootViewController?.present(self, animated: false)
                    }
                    func hide() { dismiss(animated: false) }
                }
                class MainFrameViewController: UIViewController {
                    lazy var loadingFrame = storyboard!.instantiateViewController(withIdentifier: "loadingFrame")
                        as! LoadingFrameViewController
                    @IBAction func connect(_ sender: Any) {
                        loadingFrame.show()
                    }
                }
                """,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("button connect -> present LoadingFrameViewController"), "\(main)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("Code.flow").path))
        try expectAllReached(out, 2)
    }
}

