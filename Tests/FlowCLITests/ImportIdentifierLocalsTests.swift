import Foundation
import Testing

/// An identifier a local holds, read as written in place: a class's name through a class-name property
/// of the app's read on that class (WooCommerce's help screen: `let identifier =
/// HelpAndSupportViewController.classNameWithoutNamespaces`, then `instantiateViewController(identifier:
/// identifier, creator:)`). (An enum case's raw value: ImportNavigationRootsSetInCodeTests.)
extension ImportAppCLITests {
    @Test func anIdentifierALocalReadsFromAClassNamePropertyIsThatClassName() throws {
        let storyboard = Self.storyboard(initial: "help", [
            #"<viewController storyboardIdentifier="HelpAndSupportViewController" id="help" customClass="HelpAndSupportViewController" sceneMemberID="viewController"/>"#,
        ])
        let (out, _, code) = try importApp("Woo", [
            "App/Base.lproj/Settings.storyboard": storyboard,
            "App/Info.plist": Self.launchingInCode,
            "App/App.swift": """
                import UIKit

                extension NSObject {
                    class var classNameWithoutNamespaces: String {
                        return String(describing: self)
                    }
                }

                extension UIStoryboard {
                    static var settings: UIStoryboard { UIStoryboard(name: "Settings", bundle: .main) }
                }

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?

                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow()
                        window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
                        return true
                    }
                }

                final class AuthenticationManager {
                    func presentHelpAndSupport(from sourceViewController: UIViewController) {
                        let identifier = HelpAndSupportViewController.classNameWithoutNamespaces
                        let supportViewController = UIStoryboard.settings.instantiateViewController(identifier: identifier, creator: { coder -> HelpAndSupportViewController? in
                            return nil
                        })
                        let navController = UINavigationController(rootViewController: supportViewController)
                        sourceViewController.present(navController, animated: true, completion: nil)
                    }
                }

                class HomeViewController: UIViewController {
                    let authentication = AuthenticationManager()

                    func presentSupport() {
                        authentication.presentHelpAndSupport(from: self)
                    }
                }
                class HelpAndSupportViewController: UIViewController {}

                """,
        ])
        #expect(code.contains(#"segue "presentSupport" -> present HelpAndSupportViewControllerNavigation"#), "\(code)")
        try expectAllReached(out, 4)
    }
}
