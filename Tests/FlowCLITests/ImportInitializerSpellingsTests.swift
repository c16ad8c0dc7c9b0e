import Foundation
import Testing

extension ImportAppCLITests {
    /// A storyboard made by `UIStoryboard.init(name:bundle:)`, as Mattermost writes it, is the one
    /// named (InitializerSpellings.swift): its initial scene and, by identifier, its own scene, not
    /// another storyboard's scene of the same identifier.
    @Test func aStoryboardMadeByItsInitializerIsTheOneNamed() throws {
        let chat = """
            import UIKit
            class ProfileViewController: UIViewController {}
            class ChatViewController: UIViewController {
                @IBAction func titleTapped(_ sender: Any) {
                    let storyboard = UIStoryboard.init(name: "Profile", bundle: nil)
                    navigationController?.pushViewController(storyboard.instantiateInitialViewController()!, animated: true)
                }
                @IBAction func avatarTapped(_ sender: Any) {
                    let storyboard = UIStoryboard.init(name: "Profile", bundle: nil)
                    let profile = storyboard.instantiateViewController(withIdentifier: "ProfileViewController")
                    navigationController?.pushViewController(profile, animated: true)
                }
            }
            """
        let scene = { (id: String, custom: String, identifier: String) in
            "<viewController id=\"\(id)\" customClass=\"\(custom)\" storyboardIdentifier=\"\(identifier)\" sceneMemberID=\"viewController\"/>"
        }
        let (out, _, _) = try importApp("Initializers", [
            "Chat.swift": chat,
            "Info.plist": Self.launchingMain,
            "Main.storyboard": Self.storyboard(initial: "nav", [Self.navigationController(root: "chat"),
                scene("chat", "ChatViewController", "chat"), scene("other", "ProfileViewController", "ProfileViewController")]),
            "Profile.storyboard": Self.storyboard(initial: "start", [scene("start", "ProfileViewController", "start"),
                scene("profile", "ProfileViewController", "ProfileViewController")]),
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("""
                segue "titleTapped" { push Profile }
            """), "\(main)")
        #expect(main.contains("""
                segue "avatarTapped" { push Profile.ProfileViewController }
            """), "\(main)")
    }
}
