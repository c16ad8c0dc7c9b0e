import Foundation
import TestSupport
import Testing

/// Amperfy's launch read whole: the scene delegate its app delegate chooses in code, its roots made
/// by a storyboard enum's helpers (one under `#if`), and a tab bar given iOS 18's tabs.
extension ImportAppCLITests {
    /// `application(_:configurationForConnecting:options:)` sets `delegateClass` outside every
    /// condition to the app's windows' delegate; the one set for another activity is not the launch.
    @Test func theSceneDelegateTheAppDelegateChoosesIsTheLaunch() throws {
        let (out, stderr, code) = try importApp("ChosenSceneDelegate", ["App.swift": """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                                 options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                    if options.userActivities.first?.activityType == "miniPlayer" {
                        let config = UISceneConfiguration(name: "MiniPlayer", sessionRole: .windowApplication)
                        config.delegateClass = MiniPlayerSceneDelegate.self
                        return config
                    }
                    let config = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
                    config.delegateClass = SceneDelegate.self
                    return config
                }
            }

            class MiniPlayerSceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = MiniPlayerViewController()
                }
            }

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: LibraryViewController())
                }
            }

            class MiniPlayerViewController: UIViewController {}
            class LibraryViewController: UIViewController {}
            """, "Info.plist": Self.launchingInCode])
        #expect(stderr.contains("the app launches in Code (App.swift:28: the delegate sets the window's root)"), "\(stderr)")
        #expect(code.contains("initial LibraryViewControllerNavigation"), "\(code)")
        // (The mini player's window is another activity's, which a person opens from the app.)
        #expect(!code.contains("MiniPlayerViewController"), "\(code)")
        try expectAllReached(out, 2)
    }

    /// A launch choosing its root through a storyboard enum's methods: one instantiating by the class's
    /// name from the storyboard its parameter defaults to, one whose body is an `#if` (an iPhone's
    /// branch its value), both called on a case written with a capital (`AppStoryboard.Main`).
    @Test func rootsMadeByAStoryboardEnumsHelpersAreTheLaunchsAlternatives() throws {
        let (out, stderr, code) = try importApp("StoryboardEnumRoots", ["App.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    var initial: UIViewController?
                    if Settings.isSynced {
                        initial = AppStoryboard.Main.segueToMainWindow()
                    } else {
                        initial = AppStoryboard.Main.segueToSync()
                    }
                    window?.rootViewController = initial
                }
            }

            enum AppStoryboard: String {
                case Main

                var instance: UIStoryboard { UIStoryboard(name: rawValue, bundle: Bundle.main) }

                func viewController<T: UIViewController>(viewControllerClass: T.Type) -> T {
                    instance.instantiateViewController(withIdentifier: viewControllerClass.storyboardID) as! T
                }

                func segueToSync() -> UIViewController { SyncViewController.instantiateFromAppStoryboard() }
                func segueToMainWindow() -> UIViewController {
                    #if targetEnvironment(macCatalyst)
                        SidebarViewController()
                    #else
                        PhoneViewController()
                    #endif
                }
            }

            extension UIViewController {
                class var storyboardID: String { "\\(self)" }

                static func instantiateFromAppStoryboard(appStoryboard: AppStoryboard = .Main) -> Self {
                    appStoryboard.viewController(viewControllerClass: self)
                }
            }

            class SyncViewController: UIViewController {}
            class PhoneViewController: UIViewController {}
            class SidebarViewController: UIViewController {}
            """, "Info.plist": Self.launchingInCode,
            "Main.storyboard": Self.storyboard(initial: "", [
                #"<viewController storyboardIdentifier="SyncViewController" id="sync" customClass="SyncViewController" sceneMemberID="viewController"/>"#,
            ])])
        #expect(!stderr.contains("placeholder"), "\(stderr)")
        #expect(code.contains("set window.rootViewController = Main.SyncViewController"), "\(code)")
        #expect(!code.contains("SidebarViewController"), "\(code)")
        try expectAllReached(out, 2)
    }

    /// iOS 18's tabs: each root tab shows what its provider returns, a group its own provider's, in
    /// the navigation controller it is given to manage.
    @Test func aTabBarGivenUITabsShowsEachProvidersController() throws {
        let (out, _, code) = try importApp("UITabs", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "TabBarViewController()"))

            class TabBarViewController: UITabBarController {
                private var searchTab: UISearchTab?
                private var libraryGroup: UITabGroup?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    var fixTabs = [UITab]()
                    searchTab = UISearchTab { _ in
                        UINavigationController(rootViewController: SearchViewController())
                    }
                    fixTabs.append(searchTab!)
                    let home = UITab(title: "Home", image: nil, identifier: "Tabs.Home") { _ in HomeViewController() }
                    fixTabs.append(home)
                    libraryGroup = UITabGroup(title: "Library", image: nil, identifier: "Tabs.Library", children: []) { _ in
                        LibraryViewController()
                    }
                    libraryGroup!.managingNavigationController = UINavigationController()
                    fixTabs.append(libraryGroup!)
                    tabs = fixTabs
                }
            }

            class SearchViewController: UIViewController {}
            class HomeViewController: UIViewController {}
            class LibraryViewController: UIViewController {
                func showAlbums() { navigationController?.pushViewController(AlbumsViewController(), animated: true) }
            }
            class AlbumsViewController: UIViewController {}
            """, "Info.plist": Self.launchingInCode])
        #expect(code.contains("""
            tabs TabBarViewController {
                SearchViewControllerNavigation, HomeViewController, LibraryViewControllerNavigation
            }
            """), "\(code)")
        try expectAllReached(out, 7)
    }

    /// Bark's root: its subclass of a library's container (Material's `SnackbarController`, whose
    /// source the app folder does not hold) made around the tab bar an iPhone shows, in the `else`
    /// of a choice by the device whose iPad branch makes it around a split: the iPhone's is the launch.
    @Test func anAppsSubclassOfALibrarysContainerAroundTheIPhonesRootLaunches() throws {
        let (out, stderr, code) = try importApp("LibraryContainerRoot", ["App.swift": """
            import UIKit
            import Material

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    if #available(iOS 14, *), UIDevice.current.userInterfaceIdiom == .pad {
                        let splitViewController = MainSplitViewController(style: .doubleColumn)
                        window?.rootViewController = AppSnackbarController(rootViewController: splitViewController)
                    } else {
                        let tabBarController = MainTabBarController()
                        window?.rootViewController = AppSnackbarController(rootViewController: tabBarController)
                    }
                    window?.makeKeyAndVisible()
                    return true
                }
            }

            class AppSnackbarController: SnackbarController {}
            class MainSplitViewController: UISplitViewController {}
            class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [
                        UINavigationController(rootViewController: HomeViewController()),
                        UINavigationController(rootViewController: HistoryViewController()),
                    ]
                }
            }
            class HomeViewController: UIViewController {}
            class HistoryViewController: UIViewController {}
            """, "Info.plist": Self.launchingInCode])
        #expect(stderr.contains("the app launches in Code (App.swift:14: the delegate sets the window's root)"), "\(stderr)")
        #expect(code.contains("embed MainTabBarController"), "\(code)")
        #expect(!code.contains("MainSplitViewController"), "\(code)")
        try expectAllReached(out, 6)
    }

    /// V2EX's side menu pushes onto the navigation controller its delegate keeps in a shared object
    /// (`Client.sharedInstance.centerNavigation = centerNav`), the drawer's centre: the menu itself is
    /// in no navigation controller, where its own `push` did nothing.
    @Test func aPushOntoANavigationControllerASharedObjectKeepsIsOntoThatOne() throws {
        let (out, _, code) = try importApp("SharedObjectSlot", ["App.swift": """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    let centerNav = AppNavigationController(rootViewController: HomeViewController())
                    let drawerController = DrawerController(centerViewController: centerNav, leftDrawerViewController: MenuViewController())
                    window?.rootViewController = drawerController
                    Client.sharedInstance.centerNavigation = centerNav
                    return true
                }
            }

            class Client {
                static let sharedInstance = Client()
                var centerNavigation: AppNavigationController? = nil
            }

            class AppNavigationController: UINavigationController {}
            class HomeViewController: UIViewController {}
            class MenuViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    Client.sharedInstance.centerNavigation?.pushViewController(NotificationsViewController(), animated: true)
                }
            }
            class NotificationsViewController: UIViewController {}
            """, "Info.plist": Self.launchingInCode])
        #expect(code.contains("push NotificationsViewController on HomeViewControllerNavigation"), "\(code)")
        try expectAllReached(out, 5)
    }

    /// FSNotes's list pushes the editor its scene delegate keeps, reached through a static accessor
    /// declared to return it (`UIApplication.getEVC() -> EditorViewController`) whose body reads another
    /// object: the declared class is what the call makes, the storyboard's scene of that class.
    @Test func aMethodDeclaredToReturnAControllerMakesThatClassWhereItsBodyIsNotRead() throws {
        let (out, _, code) = try importApp("DeclaredReturn", ["App.swift": """
            import UIKit

            extension UIApplication {
                static func getSceneDelegate() -> SceneDelegate? { shared.connectedScenes.first?.delegate as? SceneDelegate }
                static func getEVC() -> EditorViewController {
                    guard let sceneDelegate = getSceneDelegate() else { fatalError("SceneDelegate not found") }
                    return sceneDelegate.editorController
                }
            }

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var editorController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "editor") as! EditorViewController
            }

            class ListViewController: UITableViewController {
                func openEditorViewController() {
                    let evc = UIApplication.getEVC()
                    navigationController?.pushViewController(evc, animated: true)
                }
                func requestPassword() {
                    let composer = PasswordComposerViewController()
                    present(composer.viewControllerForPresentation(), animated: true)
                }
            }
            class EditorViewController: UIViewController {}
            class ThemeNavigationController: UINavigationController {}
            class PasswordComposerViewController: UIViewController {
                func viewControllerForPresentation() -> ThemeNavigationController {
                    let navigationViewController = ThemeNavigationController(rootViewController: self)
                    return navigationViewController
                }
            }
            """, "Info.plist": Self.launchingMain,
            "Main.storyboard": Self.storyboard(initial: "nav", [
                #"<navigationController id="nav" sceneMemberID="viewController"><connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>"#,
                #"<tableViewController id="list" customClass="ListViewController" sceneMemberID="viewController"/>"#,
                #"<viewController storyboardIdentifier="editor" id="editor" customClass="EditorViewController" sceneMemberID="viewController"/>"#,
            ])])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains(#"segue "openEditorViewController" { push EditorViewController }"#), "\(main)\n\(code)")
        // A navigation controller's class says nothing of what it shows (ownCloud's password composer
        // wraps itself): not a presentation of an empty one.
        #expect(!main.contains("present ThemeNavigationController") && !code.contains("present ThemeNavigationController"),
                "\(main)\n\(code)")
        try expectAllReached(out, 3)
    }

    /// edX's Objective-C delegate roots its window through the router its environment keeps,
    /// `[self.environment.router openInWindow:self.window]`: a message to a chain of properties, each
    /// declared on the class of the one before, reaches that class's method, as one to a property does.
    @Test func anObjectiveCMessageToAChainOfPropertiesReachesTheLastOnesClass() throws {
        let (out, stderr, _) = try importApp("PropertyChain", [
            "OEXAppDelegate.h": """
                #import <UIKit/UIKit.h>
                @class OEXEnvironment;
                @interface OEXAppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @property (strong, nonatomic) OEXEnvironment *environment;
                @end
                """,
            "OEXAppDelegate.m": """
                #import "OEXAppDelegate.h"
                #import "OEXEnvironment.h"
                #import "OEXRouter.h"

                @implementation OEXAppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                    [self.window makeKeyAndVisible];
                    [self setupGlobalEnvironment:launchOptions];
                    [self.environment.router openInWindow:self.window];
                    return YES;
                }
                - (void)setupGlobalEnvironment:(NSDictionary*)launchOptions {
                    self.environment = [[OEXEnvironment alloc] init];
                }
                @end
                """,
            "OEXEnvironment.h": """
                #import <Foundation/Foundation.h>
                @class OEXRouter;
                @interface OEXEnvironment : NSObject
                @property (strong, nonatomic) OEXRouter* router;
                @end
                """,
            "OEXEnvironment.m": """
                #import "OEXEnvironment.h"
                #import "OEXRouter.h"
                @implementation OEXEnvironment
                - (id)init {
                    self = [super init];
                    self.router = [[OEXRouter alloc] init];
                    return self;
                }
                @end
                """,
            "OEXRouter.h": """
                #import <UIKit/UIKit.h>
                @interface OEXRouter : NSObject
                - (void)openInWindow:(UIWindow*)window;
                @end
                """,
            "OEXRouter.m": """
                #import "OEXRouter.h"
                #import "SplashViewController.h"
                @interface OEXRouter ()
                @property (strong, nonatomic) UINavigationController* containerViewController;
                @end
                @implementation OEXRouter
                - (id)init {
                    self = [super init];
                    self.containerViewController = [[UINavigationController alloc] initWithRootViewController:[[SplashViewController alloc] init]];
                    return self;
                }
                - (void)openInWindow:(UIWindow*)window {
                    window.rootViewController = self.containerViewController;
                }
                @end
                """,
            "SplashViewController.h": """
                #import <UIKit/UIKit.h>
                @interface SplashViewController : UIViewController
                @end
                """,
            "SplashViewController.m": """
                #import "SplashViewController.h"
                @implementation SplashViewController
                @end
                """,
            "Info.plist": Self.launchingInCode,
        ])
        #expect(stderr.contains("the app launches in Code (OEXRouter.m:13: the delegate sets the window's root)"), "\(stderr)")
        try expectAllReached(out, 2)
    }

    /// Drrrible's composition root keeps the closures rooting its main screen and its sign-in in
    /// variables, hands them to its splash, and roots the splash last: the splash is the launch (the
    /// main tab bar had been, being a tab bar), each closure's root where it goes next.
    @Test func rootsSetInKeptClosuresAreWhereTheLaunchGoesNext() throws {
        let (out, stderr, code) = try importApp("KeptClosures", ["App.swift": """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    var presentMainScreen: (() -> Void)!
                    var presentLoginScreen: (() -> Void)!
                    presentMainScreen = {
                        window.rootViewController = MainTabBarController()
                    }
                    presentLoginScreen = {
                        window.rootViewController = LoginViewController(presentMainScreen: presentMainScreen)
                    }
                    window.rootViewController = SplashViewController(presentLoginScreen: presentLoginScreen,
                                                                     presentMainScreen: presentMainScreen)
                    self.window = window
                    return true
                }
            }

            class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [UINavigationController(rootViewController: ShotListViewController())]
                }
            }
            class ShotListViewController: UIViewController {}
            class LoginViewController: UIViewController {
                init(presentMainScreen: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) }
            }
            class SplashViewController: UIViewController {
                init(presentLoginScreen: @escaping () -> Void, presentMainScreen: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) }
            }
            """, "Info.plist": Self.launchingInCode])
        #expect(stderr.contains("the app launches in Code (App.swift:16: the delegate sets the window's root)"), "\(stderr)")
        #expect(code.contains("initial SplashViewController"), "\(code)")
        #expect(code.contains("set window.rootViewController = MainTabBarController"), "\(code)")
        try expectAllReached(out, 5)
    }

    /// A tab bar whose initializer gives itself the controllers it is handed as its tabs (Drrrible's
    /// `MainTabBarController(reactor:shotListViewController:settingsViewController:)`, each wrapped in a
    /// navigation controller a `map`'s closure makes and styles): the tabs are what its making hands it.
    @Test func aTabBarGivenItsTabsAsInitializerArgumentsShowsThem() throws {
        let (out, _, code) = try importApp("TabsAsArguments", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "MainTabBarController(reactor: Reactor(), shotListViewController: ShotListViewController(), settingsViewController: SettingsViewController())"))

            final class Reactor {}
            final class MainTabBarController: UITabBarController {
                init(reactor: Reactor, shotListViewController: ShotListViewController, settingsViewController: SettingsViewController) {
                    super.init(nibName: nil, bundle: nil)
                    self.viewControllers = [shotListViewController, settingsViewController]
                        .map { viewController -> UINavigationController in
                            let navigationController = UINavigationController(rootViewController: viewController)
                            navigationController.tabBarItem.title = nil
                            return navigationController
                        }
                }
            }
            final class ShotListViewController: UIViewController {}
            final class SettingsViewController: UIViewController {}
            """])
        #expect(code.contains("tabs MainTabBarController { ShotListViewControllerNavigation, SettingsViewControllerNavigation }"),
                "\(code)")
        try expectAllReached(out, 5)
    }

    /// Mumble's Objective-C delegate makes an empty navigation controller in an instance variable, pushes
    /// its welcome screen onto it, then makes it the window's root: the push gives its stack.
    @Test func anObjectiveCPushOntoAnEmptyNavigationMadeHereGivesItsRoot() throws {
        let (out, stderr, code) = try importApp("EmptyNavigationPush", [
            "MUApplicationDelegate.h": """
                #import <UIKit/UIKit.h>
                @interface MUApplicationDelegate : NSObject <UIApplicationDelegate>
                @end
                """,
            "MUApplicationDelegate.m": """
                #import "MUApplicationDelegate.h"
                #import "MUWelcomeScreenPhone.h"

                @interface MUApplicationDelegate () {
                    UIWindow                  *_window;
                    UINavigationController    *_navigationController;
                }
                @end

                @implementation MUApplicationDelegate

                - (BOOL) application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    _window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                    _navigationController = [[UINavigationController alloc] init];
                    _navigationController.toolbarHidden = YES;

                    UIUserInterfaceIdiom idiom = [[UIDevice currentDevice] userInterfaceIdiom];
                    UIViewController *welcomeScreen = nil;
                    if (idiom == UIUserInterfaceIdiomPad) {
                        welcomeScreen = [[MUWelcomeScreenPhone alloc] init];
                        [_navigationController pushViewController:welcomeScreen animated:YES];
                    } else {
                        welcomeScreen = [[MUWelcomeScreenPhone alloc] init];
                        [_navigationController pushViewController:welcomeScreen animated:YES];
                    }

                    [_window setRootViewController:_navigationController];
                    [_window makeKeyAndVisible];
                    return YES;
                }
                @end
                """,
            "MUWelcomeScreenPhone.h": """
                #import <UIKit/UIKit.h>
                @interface MUWelcomeScreenPhone : UITableViewController
                @end
                """,
            "MUWelcomeScreenPhone.m": """
                #import "MUWelcomeScreenPhone.h"
                @implementation MUWelcomeScreenPhone
                @end
                """,
            "Info.plist": Self.launchingInCode,
        ])
        #expect(stderr.contains("the app launches in Code (MUApplicationDelegate.m:27: the delegate sets the window's root)"), "\(stderr)")
        #expect(code.contains("initial MUWelcomeScreenPhoneNavigation"), "\(code)")
        try expectAllReached(out, 2)
    }
}
