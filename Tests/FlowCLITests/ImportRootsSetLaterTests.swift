import Foundation
import Testing

/// A delegate that launches into a launch screen of its own and roots the app's home in a method the
/// system calls later (a notification's handler: OsmAnd's `launchUpdateStateNotification:`): the
/// launch scene has a segue to that root, named after the method, so the explorer goes on from the
/// launch screen. A method a screen calls (a sign-in's) is that screen's move, not the launch's.
extension ImportAppCLITests {
    @Test func aRootTheDelegateSetsWhenANotificationComesIsReachedFromTheLaunch() throws {
        let (out, _, code) = try importApp("RootLater", ["App.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = LaunchViewController()
                    NotificationCenter.default.addObserver(self, selector: #selector(resourcesReady(_:)), name: .init("ready"), object: nil)
                }
                @objc func resourcesReady(_ notification: Notification) {
                    window?.rootViewController = UINavigationController(rootViewController: MapViewController())
                }
                func signedOut() {
                    window?.rootViewController = SignInViewController()
                }
            }

            class LaunchViewController: UIViewController {}
            class MapViewController: UIViewController {
                @objc func signOut() {
                    (view.window?.windowScene?.delegate as? SceneDelegate)?.signedOut()
                }
            }
            class SignInViewController: UIViewController {}

            """])
        #expect(code.contains("""
            scene LaunchViewController {
                // code: resourcesReady() makes MapViewControllerNavigation the window's root (App.swift:10); fire it with perform "resourcesReady"
                segue "resourcesReady" { set window.rootViewController = MapViewControllerNavigation }
            }
            """), "\(code)")
        // The sign-out the map screen calls is its move alone.
        #expect(code.contains("""
            scene MapViewController {
                // code: signOut() makes SignInViewController the window's root (App.swift:13); fire it with perform "signOut"
                segue "signOut" { set window.rootViewController = SignInViewController }
            }
            """), "\(code)")
        #expect(!code.contains("segue \"signedOut\""), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }

    /// (The observer calls a method of the delegate's that sets the root, as OsmAnd's does.)
    @Test func anObjectiveCRootSetWhenANotificationComesIsReachedFromTheLaunch() throws {
        let delegate = """
            #import "SceneDelegate.h"
            #import "Home.h"
            #import "LaunchScreen.h"

            @implementation SceneDelegate
            - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions
            {
                _window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
                _window.rootViewController = [LaunchScreen new];
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(launchUpdated:) name:@"launch" object:nil];
            }
            - (void)launchUpdated:(NSNotification *)notification
            {
                [self configureState:1];
            }
            - (void)configureState:(NSInteger)state
            {
                _window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[Home new]];
            }
            @end

            """
        let (out, _, code) = try importApp("ObjectiveCRootLater", [
            "SceneDelegate.m": delegate,
            "SceneDelegate.h": "#import <UIKit/UIKit.h>\n@interface SceneDelegate : UIResponder <UIWindowSceneDelegate>\n@end\n",
            "Home.h": "#import <UIKit/UIKit.h>\n@interface Home : UIViewController\n@end\n",
            "LaunchScreen.h": "#import <UIKit/UIKit.h>\n@interface LaunchScreen : UIViewController\n@end\n",
        ])
        #expect(code.contains("""
                segue "launchUpdated" { set window.rootViewController = HomeNavigation }
            """), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 3)
    }
}

/// A scene delegate whose launch hands a helper of its own the root (OnionBrowser's `show(_
/// viewController:)`, setting the window's root to its parameter, or to a property when handed nil,
/// called from `sceneDidBecomeActive` with what a manager's factory decides): each root it may set is
/// the launch or one of its alternatives.
extension ImportAppCLITests {
    @Test func aRootHandedToTheDelegatesOwnHelperIsTheLaunch() throws {
        let (out, stderr, code) = try importApp("RootHelper", ["App.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                private(set) lazy var browsingUi: BrowsingViewController = { BrowsingViewController() }()
                func sceneDidBecomeActive(_ scene: UIScene) {
                    let vc = Manager.shared.checkStatus()
                    show(vc)
                }
                func show(_ viewController: UIViewController? = nil) {
                    var viewController = viewController
                    if viewController == nil {
                        viewController = browsingUi
                    }
                    window?.rootViewController = viewController
                }
            }

            class Manager {
                static let shared = Manager()
                func checkStatus() -> UIViewController? {
                    if !UserDefaults.standard.bool(forKey: "welcomed") { return WelcomeViewController() }
                    return nil
                }
            }

            class WelcomeViewController: UIViewController {}
            class BrowsingViewController: UIViewController {}

            """])
        #expect(stderr.contains("the app launches in Code (App.swift:"), "\(stderr)")
        #expect(code.contains("segue \"sceneDidBecomeActive\" { set window.rootViewController = WelcomeViewController }"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 2)
    }
}

/// The review of the roots set later: a delegate method a screen calls through the delegate's
/// shared instance (`[APP_DELEGATE showLogin]`, a macro the reader does not expand) and one UIKit calls
/// as the app resigns (a privacy screen) are no roots reached from the launch: only a method the
/// delegate names as a target's (`#selector`, a notification's observer) is. A launch handing its
/// helper a root in each branch names the segue after the launch's method, never `""`.
extension ImportAppCLITests {
    @Test func onlyATargetsMethodOfTheDelegateIsARootReachedFromTheLaunch() throws {
        let (_, _, code) = try importApp("RootNotLater", ["App.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                static var shared: SceneDelegate? { UIApplication.shared.connectedScenes.first?.delegate as? SceneDelegate }
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    if UserDefaults.standard.bool(forKey: "signedIn") {
                        show(HomeViewController())
                    } else {
                        show(LoginViewController())
                    }
                }
                func show(_ controller: UIViewController) {
                    window?.rootViewController = controller
                }
                func sceneWillResignActive(_ scene: UIScene) {
                    window?.rootViewController = PrivacyViewController()
                }
                func showLogin() {
                    window?.rootViewController = LoginViewController()
                }
            }

            class HomeViewController: UIViewController {}
            class LoginViewController: UIViewController {}
            class PrivacyViewController: UIViewController {}
            class SettingsViewController: UIViewController {
                @objc func signOut() { signOutEverywhere() }
            }
            func signOutEverywhere() { SceneDelegate.shared?.showLogin() }

            """])
        #expect(code.contains("initial HomeViewController"), "\(code)")
        #expect(code.contains("segue \"scene(_:willConnectTo:options:)\" { set window.rootViewController = LoginViewController }"), "\(code)")
        #expect(!code.contains("segue \"\""), "\(code)")
        #expect(!code.contains("sceneWillResignActive"), "\(code)")
        #expect(!code.contains("segue \"showLogin\""), "\(code)")
    }
}

/// The second review of the roots set later: an Objective-C observer calling, without arguments, the
/// delegate's method that sets the root (`[self showMain]`); a launch handing its helper the root beside
/// an observer registered in the delegate's initializer; a root set as UIKit opens a link to the app
/// (an OAuth callback); and an observer of the app resigning (a privacy screen), which is no root a
/// person goes on from.
extension ImportAppCLITests {
    @Test func rootsFromObserversCallbacksAndHelpersTogether() throws {
        let (_, _, code) = try importApp("RootsTogether", ["App.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                override init() {
                    super.init()
                    NotificationCenter.default.addObserver(self, selector: #selector(didLogin), name: .init("login"), object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(willResign),
                                                           name: UIApplication.willResignActiveNotification, object: nil)
                }
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    show(LoginViewController())
                }
                func show(_ controller: UIViewController) { window?.rootViewController = controller }
                @objc func didLogin() { window?.rootViewController = HomeViewController() }
                @objc func willResign() { window?.rootViewController = PrivacyViewController() }
                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                    window?.rootViewController = CallbackViewController()
                    return true
                }
            }

            class LoginViewController: UIViewController {}
            class HomeViewController: UIViewController {}
            class PrivacyViewController: UIViewController {}
            class CallbackViewController: UIViewController {}

            """])
        #expect(code.contains("initial LoginViewController"), "\(code)")
        #expect(code.contains("segue \"didLogin\" { set window.rootViewController = HomeViewController }"), "\(code)")
        #expect(code.contains("segue \"application(_:open:options:)\" { set window.rootViewController = CallbackViewController }"),
                "\(code)")
        #expect(!code.contains("willResign\""), "\(code)")
    }

    @Test func anObjectiveCObserverCallingAMethodWithNoArgumentsReachesItsRoot() throws {
        let delegate = """
            #import "AppDelegate.h"

            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                self.window.rootViewController = [Splash new];
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(loginFinished:) name:@"login" object:nil];
                return YES;
            }
            - (void)loginFinished:(NSNotification *)notification
            {
                [self showMain];
            }
            - (void)showMain
            {
                self.window.rootViewController = [Home new];
            }
            @end

            """
        let (_, _, code) = try importApp("ObjectiveCObserver", [
            "AppDelegate.m": delegate,
            "Splash.h": "#import <UIKit/UIKit.h>\n@interface Splash : UIViewController\n@end\n",
            "Home.h": "#import <UIKit/UIKit.h>\n@interface Home : UIViewController\n@end\n",
        ])
        #expect(code.contains("segue \"loginFinished\" { set window.rootViewController = Home }"), "\(code)")
    }
}
