import Foundation
import Testing

/// A coordinator that shows the launch storyboard while the app starts and otherwise calls a
/// method of its own that gives a local the onboarding or the main screen in two branches and sets
/// it as the root through a nested function (Zotero's `AppCoordinator`): the launch storyboard is a
/// splash, the app launches into the first root that method sets, and the others are alternatives
/// the launch may set instead, reached by the explorer. The splash is none of them: the app leaves
/// it by itself once ready, and the explorer found it a dead end; its storyboard is left out as a
/// launch screen's is.
extension ImportAppCLITests {
    @Test func aCoordinatorsRootsSetAtLaunchInItsOwnMethodsAreAlternativesAndTheLaunchScreenASplash() throws {
        let (out, stderr, code) = try importApp("Splash", [
            "Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>UILaunchStoryboardName</key><string>LaunchScreen</string>
                <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
                <key>UIWindowSceneSessionRoleApplication</key><array><dict>
                <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                </dict></array></dict></dict>
                </dict></plist>
                """,
            "LaunchScreen.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
                targetRuntime="iOS.CocoaTouch" launchScreen="YES" useAutolayout="YES" initialViewController="launch">
                    <scenes><scene sceneID="s0"><objects>
                        <viewController id="launch" sceneMemberID="viewController"/>
                    </objects></scene></scenes>
                </document>
                """,
            "App.swift": """
                import UIKit

                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    var coordinator: AppCoordinator?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        let window = UIWindow(windowScene: windowScene)
                        self.window = window
                        let coordinator = AppCoordinator(window: window)
                        self.coordinator = coordinator
                        coordinator.start()
                        window.makeKeyAndVisible()
                    }
                }

                final class AppCoordinator: NSObject {
                    private weak var window: UIWindow?
                    init(window: UIWindow?) { self.window = window }

                    func start() {
                        if !Session.isInitialized {
                            showLaunchScreen()
                        } else {
                            showMainScreen(isLoggedIn: Session.isLoggedIn)
                        }
                        func showLaunchScreen() {
                            window?.rootViewController = UIStoryboard(name: "LaunchScreen", bundle: nil).instantiateInitialViewController()
                        }
                    }

                    func showMainScreen(isLoggedIn: Bool) {
                        guard let window else { return }
                        let viewController: UIViewController
                        if !isLoggedIn {
                            viewController = OnboardingViewController()
                        } else {
                            viewController = MainViewController()
                        }
                        show(viewController: viewController, in: window)

                        func show(viewController: UIViewController, in window: UIWindow) {
                            window.rootViewController = viewController
                        }
                    }
                }
                final class OnboardingViewController: UIViewController {}
                final class MainViewController: UIViewController {}

                """,
        ])
        #expect(stderr.contains("the app launches in Code (App.swift:43"), "\(stderr)")
        #expect(code.contains("initial OnboardingViewController\n"), "\(code)")
        #expect(code.contains("{ set window.rootViewController = MainViewController }"), "\(code)")
        #expect(!code.contains("LaunchScreen"), "\(code)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("LaunchScreen.flow").path))
        try expectAllReached(out, 2)
    }

    /// Launch screens named per language in `xx.lproj/InfoPlist.strings` (COVIDSafe's nine), or marked
    /// as one in Interface Builder (`launchScreen="YES"`), are launch screens: not imported, where
    /// each was a storyboard no path reaches.
    @Test func localisedAndMarkedLaunchScreensAreNotImported() throws {
        let screen = { (marked: Bool) in
            Self.storyboard(initial: "l", [#"<viewController id="l" sceneMemberID="viewController"/>"#])
                .replacingOccurrences(of: "useAutolayout=", with: marked ? #"launchScreen="YES" useAutolayout="# : "useAutolayout=")
        }
        let (_, stderr, _) = try importApp("LocalisedLaunch", [
            "App/Info.plist": Self.launchingMain,
            "App/Base.lproj/Main.storyboard": Self.storyboard(initial: "m", [
                #"<viewController id="m" customClass="HomeViewController" sceneMemberID="viewController"/>"#,
            ]),
            "App/en.lproj/InfoPlist.strings": #""UILaunchStoryboardName" = "LaunchScreenEn";"# + "\n",
            "App/fr.lproj/InfoPlist.strings": #""UILaunchStoryboardName" = "LaunchScreenFr";"# + "\n",
            "App/LaunchScreenEn.storyboard": screen(false),
            "App/LaunchScreenFr.storyboard": screen(false),
            "App/Splash.storyboard": screen(true),
            "App/Home.swift": "import UIKit\nclass HomeViewController: UIViewController {}\n",
        ])
        for name in ["LaunchScreenEn", "LaunchScreenFr", "Splash"] {
            #expect(stderr.contains("App/\(name).storyboard: the launch screen"), "\(stderr)")
        }
        #expect(stderr.contains("1 storyboard, 1 scenes"), "\(stderr)")
    }

    /// A delegate that roots a loading screen as it launches, then, once its work is done (in a closure
    /// or a block), onboarding or the main storyboard (iNaturalist's): those roots are the launch's
    /// alternatives, named after their methods, where the loading screen was a dead end. In Swift, and
    /// in Objective-C with `[self.window setRootViewController:…]`.
    @Test func rootsADelegateSetsAfterItsLaunchWorkAreAlternativesOfTheLoadingScreen() throws {
        let storyboards = [
            "App/Main.storyboard": Self.storyboard(initial: "home", [
                #"<viewController id="home" customClass="HomeViewController" sceneMemberID="viewController"/>"#,
            ]),
            "App/Onboarding.storyboard": Self.storyboard(initial: "welcome", [
                #"<viewController id="welcome" customClass="OnboardingViewController" sceneMemberID="viewController"/>"#,
            ]),
            "App/Info.plist": "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict></dict></plist>",
        ]
        let swift = """
            import UIKit
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    showLoadingScreen()
                    configureApplication()
                    return true
                }
                func showLoadingScreen() { window?.rootViewController = LoadingViewController() }
                func configureApplication() {
                    DispatchQueue.main.async {
                        if UserDefaults.standard.bool(forKey: "loggedIn") { self.showMainUI() } else { self.showInitialSignupUI() }
                    }
                }
                func showMainUI() { window?.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() }
                func showInitialSignupUI() {
                    window?.rootViewController = UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController()
                }
            }
            class LoadingViewController: UIViewController {}
            class HomeViewController: UIViewController {}
            class OnboardingViewController: UIViewController {}
            """
        let objectiveC = """
            #import "AppDelegate.h"
            #import "LoadingViewController.h"
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                [self showLoadingScreen];
                [self configureApplication];
                return YES;
            }
            - (void)showLoadingScreen {
                [self.window setRootViewController:[[LoadingViewController alloc] init]];
            }
            - (void)configureApplication {
                dispatch_async(dispatch_get_main_queue(), ^{
                    if (![[NSUserDefaults standardUserDefaults] boolForKey:@"loggedIn"]) {
                        [self showInitialSignupUI];
                    } else {
                        [self showMainUI];
                    }
                });
            }
            - (void)showMainUI {
                self.window.rootViewController = [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateInitialViewController];
            }
            - (void)showInitialSignupUI {
                self.window.rootViewController = [[UIStoryboard storyboardWithName:@"Onboarding" bundle:nil] instantiateInitialViewController];
            }
            @end

            """
        let objectiveCFiles = [
            "App/AppDelegate.h": "#import <UIKit/UIKit.h>\n@interface AppDelegate : UIResponder <UIApplicationDelegate>\n"
                + "@property (strong, nonatomic) UIWindow *window;\n@end\n",
            "App/AppDelegate.m": objectiveC,
            "App/LoadingViewController.h": "#import <UIKit/UIKit.h>\n@interface LoadingViewController : UIViewController\n@end\n",
            "App/LoadingViewController.m": "#import \"LoadingViewController.h\"\n@implementation LoadingViewController\n@end\n",
        ]
        for (name, files) in [("AfterWorkSwift", ["App/AppDelegate.swift": swift]), ("AfterWorkObjectiveC", objectiveCFiles)] {
            let (out, _, code) = try importApp(name, storyboards.merging(files) { $1 })
            #expect(code.contains("initial LoadingViewController"), "\(code)")
            #expect(code.contains(#"segue "showMainUI" { set window.rootViewController = Main }"#), "\(code)")
            #expect(code.contains(#"segue "showInitialSignupUI" { set window.rootViewController = Onboarding }"#), "\(code)")
            try expectAllReached(out, 3)
        }
    }
}

