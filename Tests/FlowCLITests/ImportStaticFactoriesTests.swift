import Foundation
import Testing

/// A static computed property that returns a controller is a factory, as a static method is
/// (Yep's `UIStoryboard.Scene.registerPickName`, a struct nested in an extension of UIStoryboard;
/// a controller's own `DetailViewController.instance`); a property that returns something else makes
/// nothing.
extension ImportAppCLITests {
    @Test func aStaticPropertyMakingAControllerIsAFactory() throws {
        let (out, _, code) = try importApp("Factories", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))

            extension UIStoryboard {
                struct Scene {
                    static var settings: SettingsViewController {
                        return SettingsViewController()
                    }
                }
            }

            enum Constants {
                static var apiKey: String { "key" }
            }

            class HomeViewController: UIViewController {
                func openSettings() {
                    let vc = UIStoryboard.Scene.settings
                    navigationController?.pushViewController(vc, animated: true)
                }
                func openDetail() {
                    let key = Constants.apiKey
                    present(DetailViewController.instance, animated: true)
                }
            }

            class SettingsViewController: UIViewController {}

            class DetailViewController: UIViewController {
                static var instance: DetailViewController { DetailViewController() }
            }

            """])
        #expect(code.contains("""
            scene HomeViewController {
                // code: openSettings() pushes SettingsViewController (App.swift:25); fire it with perform "openSettings"
                segue "openSettings" { push SettingsViewController }
                // code: openDetail() presents DetailViewController (App.swift:29); fire it with perform "openDetail"
                segue "openDetail" -> present DetailViewController
            }
            """), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 4)
    }
}
