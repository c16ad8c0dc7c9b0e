import Foundation
import Testing

/// A storyboard's navigation controller relating no root, whose stack the code sets
/// (NavigationRootsSetInCode.swift): Prey's launch, Loop's home screen, a subclass's own as it loads;
/// one given different roots keeps none.
extension ImportAppCLITests {
    /// The storyboard of these tests: a navigation controller with no root (of `navigationClass`, when
    /// given, and the initial scene), a home screen and a settings screen.
    static func rootlessNavigationStoryboard(navigationClass: String? = nil) -> String {
        let custom = navigationClass.map { #" customClass="\#($0)""# } ?? ""
        return storyboard(initial: "nav", [
            #"<navigationController storyboardIdentifier="navigation" id="nav"\#(custom) sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="homeWeb" id="home" customClass="HomeWebVC" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="settings" id="settings" customClass="SettingsVC" sceneMemberID="viewController"/>"#,
        ])
    }

    @Test func aRootlessStoryboardNavigationGivenItsStackByTheDelegateLaunchesWithThatRoot() throws {
        let (out, stderr, _) = try importApp("PreyLaunch", [
            "App/Base.lproj/PreyStoryBoard.storyboard": Self.rootlessNavigationStoryboard(),
            "App/Info.plist": Self.launchingInCode,
            "App/AppDelegate.swift": """
                import UIKit

                enum StoryboardIdVC: String {
                    case PreyStoryBoard, navigation, homeWeb, settings
                }

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?

                    func displayScreen() {
                        DispatchQueue.main.async {
                            let homeIdentifier = StoryboardIdVC.homeWeb.rawValue
                            self.window = UIWindow(frame: UIScreen.main.bounds)
                            let mainStoryboard = UIStoryboard(name: StoryboardIdVC.PreyStoryBoard.rawValue, bundle: nil)
                            let rootVC: UINavigationController = mainStoryboard.instantiateViewController(withIdentifier: StoryboardIdVC.navigation.rawValue) as! UINavigationController
                            let controller: UIViewController = mainStoryboard.instantiateViewController(withIdentifier: homeIdentifier)
                            rootVC.setViewControllers([controller], animated: false)
                            self.window?.rootViewController = rootVC
                            self.window?.makeKeyAndVisible()
                        }
                    }

                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        displayScreen()
                        return true
                    }
                }

                class HomeWebVC: UIViewController {
                    @objc func openSettings() {
                        let settings = storyboard!.instantiateViewController(withIdentifier: StoryboardIdVC.settings.rawValue)
                        navigationController?.pushViewController(settings, animated: true)
                    }
                }
                class SettingsVC: UIViewController {}

                """,
        ])
        let flow = try String(contentsOf: out.appendingPathComponent("PreyStoryBoard.flow"), encoding: .utf8)
        #expect(flow.contains("""
            // its root: the first of the stack the code sets on it (AppDelegate.swift:18)
            navigation Navigation { root HomeWebVC }
            """), "\(flow)")
        // The stack is the launch's root, no push the delegate makes and flow cannot link.
        #expect(!stderr.contains("not linked"), "\(stderr)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 3)
    }

    @Test func aRootlessStoryboardNavigationOfAClassAnObjectSetsTheStackOfTakesThatRoot() throws {
        let (out, _, _) = try importApp("LoopHome", [
            "App/Base.lproj/Main.storyboard": Self.rootlessNavigationStoryboard(navigationClass: "RootNavigationController"),
            "App/Info.plist": Self.launchingMain,
            "App/AppDelegate.swift": """
                import UIKit

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    private var manager: LoopAppManager!

                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        manager = LoopAppManager()
                        manager.launch(into: window)
                        return true
                    }
                }

                class RootNavigationController: UINavigationController {}

                final class LoopAppManager {
                    private weak var window: UIWindow?
                    private var rootViewController: UIViewController? { window?.rootViewController }

                    func launch(into window: UIWindow?) {
                        self.window = window
                        launchHomeScreen()
                    }

                    private func launchHomeScreen() {
                        let storyboard = UIStoryboard(name: "Main", bundle: nil)
                        let home = storyboard.instantiateViewController(withIdentifier: "homeWeb") as! HomeWebVC
                        var rootNavigationController = rootViewController as? RootNavigationController
                        if rootNavigationController == nil {
                            rootNavigationController = RootNavigationController()
                        }
                        rootNavigationController?.setViewControllers([home], animated: true)
                    }
                }

                class HomeWebVC: UIViewController {
                    @objc func openSettings() {
                        let settings = storyboard!.instantiateViewController(withIdentifier: "settings")
                        present(settings, animated: true)
                    }
                }
                class SettingsVC: UIViewController {}

                """,
        ])
        let flow = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(flow.contains("""
            // its root: the first of the stack the code sets on it (AppDelegate.swift:33)
            navigation RootNavigationController {
                // storyboard identifier "navigation"
                root HomeWebVC
            }
            """), "\(flow)")
        // Not also a push over the launch: the stack set is the root, once.
        #expect(!flow.contains("-> show HomeWebVC"), "\(flow)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 3)
    }

    @Test func aRootlessStoryboardNavigationSubclassSettingItsOwnStackAsItLoadsHasThatRoot() throws {
        let (out, _, _) = try importApp("OwnStack", [
            "App/Base.lproj/Main.storyboard": Self.rootlessNavigationStoryboard(navigationClass: "MainNavigationController"),
            "App/Info.plist": Self.launchingMain,
            "App/App.swift": """
                import UIKit

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                }

                class MainNavigationController: UINavigationController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let home = storyboard!.instantiateViewController(withIdentifier: "homeWeb")
                        viewControllers = [home]
                    }
                }

                class HomeWebVC: UIViewController {
                    @objc func openSettings() {
                        show(storyboard!.instantiateViewController(withIdentifier: "settings"), sender: self)
                    }
                }
                class SettingsVC: UIViewController {}

                """,
        ])
        let flow = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(flow.contains("""
            // its root: the first of the stack the code sets on it (App.swift:12)
            navigation MainNavigationController {
                // storyboard identifier "navigation"
                root HomeWebVC
            }
            """), "\(flow)")
        try expectAllReached(out, 3)
    }

    @Test func aRootlessStoryboardNavigationGivenDifferentRootsInDifferentPlacesKeepsNone() throws {
        let (out, _, _) = try importApp("TwoRoots", [
            "App/Base.lproj/Main.storyboard": Self.rootlessNavigationStoryboard(),
            "App/Info.plist": Self.launchingInCode,
            "App/AppDelegate.swift": """
                import UIKit

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?

                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let storyboard = UIStoryboard(name: "Main", bundle: nil)
                        let navigation = storyboard.instantiateViewController(withIdentifier: "navigation") as! UINavigationController
                        navigation.viewControllers = [storyboard.instantiateViewController(withIdentifier: "homeWeb")]
                        window?.rootViewController = navigation
                        return true
                    }

                    func signedOut() {
                        let storyboard = UIStoryboard(name: "Main", bundle: nil)
                        let navigation = storyboard.instantiateViewController(withIdentifier: "navigation") as! UINavigationController
                        navigation.viewControllers = [storyboard.instantiateViewController(withIdentifier: "settings")]
                        window?.rootViewController = navigation
                    }
                }

                class HomeWebVC: UIViewController {}
                class SettingsVC: UIViewController {}

                """,
        ])
        let flow = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        // Which root is the app's state's to say: the storyboard's scene stays as it is.
        #expect(flow.contains("navigation Navigation {}"), "\(flow)")
        #expect(!flow.contains("its root: the first of the stack"), "\(flow)")
    }
}
