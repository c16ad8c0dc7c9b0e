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
