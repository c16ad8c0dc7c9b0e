import Foundation
import Testing

/// A screen giving its navigation controller a whole new stack (COVIDSafe's onboarding, done:
/// `navigationController?.setViewControllers([tabVC], animated: true)`, and the assignment
/// `navigationController?.viewControllers = [..]`) replaces the stack: the onboarding leaves it, where
/// a push of the tab bar kept it below and each round through the onboarding made the stack grow.
extension ImportAppCLITests {
    @Test func aWholeStackSetInCodeReplacesTheStack() throws {
        let storyboard = Self.storyboard(initial: "nav", [
            Self.navigationController(root: "intro"),
            #"""
            <viewController id="intro" customClass="IntroViewController" sceneMemberID="viewController">
                <connections><segue destination="success" kind="show" identifier="register" id="g"/></connections>
            </viewController>
            """#,
            #"<viewController storyboardIdentifier="success" id="success" customClass="SuccessViewController" sceneMemberID="viewController"/>"#,
        ])
        let (out, _, _) = try importApp("StackReplaced", [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Info.plist": Self.launchingMain,
            "App/Screens.swift": """
                import UIKit

                class IntroViewController: UIViewController {}
                class SuccessViewController: UIViewController {
                    @IBAction func continueTapped(_ sender: Any) {
                        let tabVC = MainTabBarViewController()
                        navigationController?.setViewControllers([tabVC], animated: true)
                    }
                }
                class MainTabBarViewController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [HomeViewController(), SettingsViewController()]
                    }
                }
                class HomeViewController: UIViewController {}
                class SettingsViewController: UIViewController {
                    @objc func changePostcode() {
                        let success = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "success")
                        navigationController?.pushViewController(success, animated: true)
                    }
                    @objc func signOut() {
                        navigationController?.viewControllers = [IntroViewController()]
                    }
                }
                """,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("""
                segue "continueTapped" {
                    set navigationController.viewControllers = [Code.MainTabBarViewController] animated true
                }
            """), "\(main)")
        let code = try String(contentsOf: out.appendingPathComponent("Code.flow"), encoding: .utf8)
        #expect(code.contains(#"segue "signOut" { set navigationController.viewControllers = [IntroViewController] }"#), "\(code)")
        // Registered twice over: the stack is the tab bar alone each time, and the search ends.
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(explored.stdout.contains("search              complete") || explored.stdout.contains("search             complete"),
                "\(explored.stdout)")
        #expect(!explored.stdout.contains("growth"), "\(explored.stdout)")
        let script = out.appendingPathComponent("Register.flow")
        try """
            import "Main.flow"
            import "Code.flow"
            initial Main

            test "registered" {
                perform "register"
                perform "continueTapped"
                expect stack(Main.NavigationController) == [Code.MainTabBarViewController]
            }
            """.write(to: script, atomically: true, encoding: .utf8)
        try expectAllPass(script, count: 1)
    }
}
