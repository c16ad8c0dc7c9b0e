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
