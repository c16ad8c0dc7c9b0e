import Foundation
import Testing

/// A root the app's state chooses (Raivo's launch): a helper of the app's instantiates the
/// identifier a method's `switch` returns, from a storyboard the code does not name beside it, and
/// the delegate sets it as the window's root at launch and whenever a screen asks it to.
extension ImportAppCLITests {
    static let rootsChosenByState = """
        import UIKit

        func getAppDelegate() -> ApplicationDelegate {
            return (UIApplication.shared.delegate as! ApplicationDelegate)
        }

        class StateHelper {
            static let shared = StateHelper()
            public struct StoryboardController {
                static let LOAD = "LoadRootController"
                static let MAIN = "MainRootController"
                static let ERROR = "ErrorRootController"
            }
            public func getCurrentStoryboardController() -> String {
                switch getCurrentState() {
                case "loading":
                    return StoryboardController.LOAD
                case "ready":
                    return StoryboardController.MAIN
                case "failed":
                    return getCurrentErrorStoryboardController()
                default:
                    fatalError("Unknown state.")
                }
            }
            public func getCurrentErrorStoryboardController() -> String {
                switch getCurrentState() {
                default:
                    return StoryboardController.ERROR
                }
            }
            func getCurrentState() -> String { "loading" }
        }

        class StoryboardHelper {
            static let shared = StoryboardHelper()
            public func getCachedStoryboard(_ name: String) -> UIStoryboard { UIStoryboard(name: name, bundle: nil) }
            public func getCachedStoryboardController(_ storyboard: UIStoryboard, _ controllerName: String) -> UIViewController {
                return storyboard.instantiateViewController(withIdentifier: controllerName)
            }
        }

        @UIApplicationMain
        class ApplicationDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                setCorrectStoryboard()
                return true
            }
            private func setCorrectStoryboard() {
                let controllerName = StateHelper.shared.getCurrentStoryboardController()
                let storyboard = StoryboardHelper.shared.getCachedStoryboard(storyboardName)
                let controller = StoryboardHelper.shared.getCachedStoryboardController(storyboard, controllerName)
                self.window?.rootViewController = controller
            }
            public func updateStoryboard() {
                setCorrectStoryboard()
            }
        }

        class LoadEntryViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                getAppDelegate().updateStoryboard()
            }
        }
        class MainViewController: UIViewController {}
        class ErrorViewController: UIViewController {}

        """

    static func storyboard(holding identifier: String, ofClass type: String) -> String {
        storyboard(initial: "root", [
            #"<viewController storyboardIdentifier="\#(identifier)" id="root" customClass="\#(type)" sceneMemberID="viewController"/>"#,
        ])
    }

    @Test func aRootAStatesSwitchChoosesLaunchesInTheFirstAndEachScreenAskingForItMayGetAny() throws {
        let (out, stderr, _) = try importApp("RootsChosenByState", [
            "App/Base.lproj/Main.storyboard": Self.storyboard(holding: "MainRootController", ofClass: "MainViewController"),
            "App/Base.lproj/Load.storyboard": Self.storyboard(holding: "LoadRootController", ofClass: "LoadEntryViewController"),
            "App/Base.lproj/Error.storyboard": Self.storyboard(holding: "ErrorRootController", ofClass: "ErrorViewController"),
            "App/Info.plist": Self.launchingMain,
            "App/App.swift": Self.rootsChosenByState,
        ])
        // Not Info.plist's Main: the delegate replaces it at launch with the first root its choice gives.
        #expect(stderr.contains("the app launches in Code (App.swift:54: the delegate sets the window's root)"), "\(stderr)")
        let app = try String(contentsOf: out.appendingPathComponent("App.flow"), encoding: .utf8)
        #expect(app.contains("initial Load.LoadEntryViewController"), "\(app)")
        // The screen asking the delegate (through a function returning it) may get each root.
        let load = try String(contentsOf: out.appendingPathComponent("Load.flow"), encoding: .utf8)
        for (scene, storyboard) in [("MainViewController", "Main"), ("ErrorViewController", "Error")] {
            #expect(load.contains("""
                    segue "viewDidLoad (\(scene))" {
                        set window.rootViewController = \(storyboard).\(scene)
                """), "\(load)")
        }
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 3)
    }
}

/// A root whose identifier two storyboards declare is not taken for either: the import says so, and
/// the app launches as Info.plist says.
extension ImportAppCLITests {
    @Test func aRootIdentifierTwoStoryboardsDeclareIsSaidAndNotTaken() throws {
        let (out, stderr, _) = try importApp("RootsTwice", [
            "App/Base.lproj/Main.storyboard": Self.storyboard(holding: "MainRootController", ofClass: "MainViewController"),
            "App/Base.lproj/Load.storyboard": Self.storyboard(holding: "LoadRootController", ofClass: "LoadEntryViewController"),
            "App/Base.lproj/Legacy.storyboard": Self.storyboard(holding: "LoadRootController", ofClass: "LoadEntryViewController"),
            "App/Base.lproj/Error.storyboard": Self.storyboard(holding: "ErrorRootController", ofClass: "ErrorViewController"),
            "App/Info.plist": Self.launchingMain,
            "App/App.swift": Self.rootsChosenByState,
        ])
        #expect(stderr.contains("flow import: App.swift:54: the window's root is the scene of identifier 'LoadRootController', "
                                + "which no one storyboard declares (none, or several do): the launch the code sets is not read"),
                "\(stderr)")
        let app = try String(contentsOf: out.appendingPathComponent("App.flow"), encoding: .utf8)
        #expect(app.contains("initial Main"), "\(app)")
    }
}

/// What the day's review found of the rules above (its repros r07, r08, r09, r01).
extension ImportAppCLITests {
    /// A root set from a local holds that local's value alone, not an earlier local's of its name in a
    /// sibling branch; a parameter past an `if let` of its name is what the caller handed.
    @Test func aRootSetFromALocalOrAParameterIsThatValueAlone() throws {
        let (_, _, code) = try importApp("RootsReviewed", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "HomeViewController()"))

            class HomeViewController: UIViewController {
                var expert = false
                func leave(signOut: Bool) {
                    if !signOut {
                        let controller: UIViewController
                        if expert { controller = ExpertViewController() } else { controller = BasicViewController() }
                        addChild(controller)
                    } else {
                        let controller = LoginViewController()
                        view.window?.rootViewController = controller
                    }
                }
                func finish(showing controller: UIViewController) {
                    if let controller = controller as? ExpertViewController { controller.greet() }
                    view.window?.rootViewController = controller
                }
                func done() { finish(showing: ProfileViewController()) }
            }
            class ExpertViewController: UIViewController { func greet() {} }
            class BasicViewController: UIViewController {}
            class LoginViewController: UIViewController {}
            class ProfileViewController: UIViewController {}
            """])
        #expect(code.contains(#"segue "leave" { set window.rootViewController = LoginViewController }"#), "\(code)")
        #expect(!code.contains("segue \"leave (") && !code.contains("rootViewController = ExpertViewController"), "\(code)")
        #expect(code.contains(#"segue "done" { set window.rootViewController = ProfileViewController }"#), "\(code)")
    }

    /// A method's switch is read in a file declaring nothing else the app shares; a method of that
    /// name another type declares otherwise makes the name say nothing. (Only in a file read for what
    /// it shares: one with a `switch` and a `-> String`, among the other marks of AppWideDeclarations.)
    @Test func aMethodsSwitchIsReadInAnyFileAndANameDeclaredOtherwiseSaysNothing() throws {
        let storyboard = Self.storyboard(initial: "nav", [
            #"<navigationController id="nav" sceneMemberID="viewController"><connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>"#,
            #"<viewController id="list" customClass="ListViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="Alpha" id="alpha" customClass="AlphaViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="Beta" id="beta" customClass="BetaViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="Settings" id="settings" customClass="SettingsViewController" sceneMemberID="viewController"/>"#,
        ])
        let screens = """
            import UIKit
            class ListViewController: UIViewController {
                let item = MenuItem()
                func open() {
                    let next = storyboard!.instantiateViewController(withIdentifier: item.storyboardID())
                    navigationController?.pushViewController(next, animated: true)
                }
            }
            class AlphaViewController: UIViewController {}
            class BetaViewController: UIViewController {}
            class SettingsViewController: UIViewController {}
            """
        let menu = """
            struct MenuItem {
                var alpha = true
                func storyboardID() -> String {
                    switch alpha {
                    case true: return "Alpha"
                    case false: return "Beta"
                    }
                }
            }
            """
        let (alone, _, _) = try importApp("SwitchAlone", [
            "App/Base.lproj/Main.storyboard": storyboard, "App/Info.plist": Self.launchingMain,
            "App/Screens.swift": screens, "App/MenuItem.swift": menu,
        ])
        let main = try String(contentsOf: alone.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains(#"segue "open" { push AlphaViewController }"#) && main.contains("push BetaViewController"), "\(main)")
        let (shared, _, _) = try importApp("SwitchShared", [
            "App/Base.lproj/Main.storyboard": storyboard, "App/Info.plist": Self.launchingMain,
            "App/Screens.swift": screens,
            "App/MenuItem.swift": menu + "\nstruct SettingsRow { func storyboardID() -> String { return \"Settings\" } }\n",
        ])
        let sharedMain = try String(contentsOf: shared.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(!sharedMain.contains("push AlphaViewController") && !sharedMain.contains("push BetaViewController"), "\(sharedMain)")
    }
}
