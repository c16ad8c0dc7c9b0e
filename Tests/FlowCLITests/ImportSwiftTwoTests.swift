import Foundation
import Testing

/// An app written in Swift 2 (Yep's, 2016): UIKit's calls in their old spellings
/// (`presentViewController(_:animated:completion:)`, `dismissViewControllerAnimated(_:completion:)`),
/// the launch method's first parameter named without an underscore, and a sign-in that hands over to
/// the app delegate's method replacing the window's root, on a local cast to the delegate's class.
extension ImportAppCLITests {
    @Test func anAppInSwiftTwoIsReadAsToday() throws {
        let (out, stderr, code) = try importApp("Old", ["AppDelegate.swift": """
            import UIKit

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(application: UIApplication, didFinishLaunchingWithOptions launchOptions: [NSObject: AnyObject]?) -> Bool {
                    startIntroStory()
                    return true
                }
                func startIntroStory() {
                    window?.rootViewController = UINavigationController(rootViewController: IntroViewController())
                }
                func startMainStory() {
                    window?.rootViewController = HomeViewController()
                }
            }

            class IntroViewController: UIViewController {
                func signUp() {
                    presentViewController(SignUpViewController(), animated: true, completion: nil)
                }
                func loggedIn() {
                    guard let appDelegate = UIApplication.sharedApplication().delegate as? AppDelegate else { return }
                    appDelegate.startMainStory()
                }
            }

            class SignUpViewController: UIViewController {
                func cancel() {
                    dismissViewControllerAnimated(true, completion: nil)
                }
            }

            class HomeViewController: UIViewController {}

            """])
        #expect(stderr.contains("the app launches in Code (AppDelegate.swift:11: the delegate sets the window's root)"), "\(stderr)")
        #expect(code.contains("""
            scene IntroViewController {
                // code: signUp() presents SignUpViewController (AppDelegate.swift:20); fire it with perform "signUp"
                segue "signUp" -> present SignUpViewController
                // code: loggedIn() makes HomeViewController the window's root (AppDelegate.swift:14); fire it with perform "loggedIn"
                segue "loggedIn" { set window.rootViewController = HomeViewController }
            }
            """), "\(code)")
        #expect(code.contains("""
                // code: cancel() dismisses (AppDelegate.swift:30)
                segue "cancel" { dismiss }
            """), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 4)
    }
}
