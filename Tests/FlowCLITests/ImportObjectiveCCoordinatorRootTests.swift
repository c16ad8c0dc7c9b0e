import Foundation
import Testing

/// An Objective-C delegate that hands the launch to an object it keeps (`[self.viewCoordinator
/// setupFolioGrid]`), whose method calls one of its own that roots the window in a navigation
/// controller its class's factory makes and given its stack by assignment (`navigationController.
/// viewControllers = @[ topViewController ]`): Artsy Folio's launch, of which the import found none
/// (0 of 31 scenes reached, now 6 of 33). And a navigation controller made empty, given its stack
/// with `setViewControllers:animated:`, then presented: the top's presentation.
extension ImportAppCLITests {
    @Test func anObjectiveCDelegatesCoordinatorRootsTheWindowInANavigationControllerGivenItsStack() throws {
        var files = Self.objectiveCControllerHeaders(["TopViewController", "AlbumViewController"])
        files["AppDelegate.h"] = """
            #import <UIKit/UIKit.h>
            #import "SetupCoordinator.h"
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @property (strong, nonatomic) UIWindow *window;
            @property (nonatomic, strong, readonly) SetupCoordinator *viewCoordinator;
            @end
            """
        files["AppDelegate.m"] = """
            #import "AppDelegate.h"
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                self.window = [[UIWindow alloc] initWithFrame:[UIScreen.mainScreen bounds]];
                _viewCoordinator = [[SetupCoordinator alloc] initWithWindow:self.window];
                [self.viewCoordinator setupGrid];
                return YES;
            }
            @end
            """
        files["SetupCoordinator.h"] = """
            #import <UIKit/UIKit.h>
            @interface SetupCoordinator : NSObject
            - (instancetype)initWithWindow:(UIWindow *)window;
            @property (nonatomic, strong) UIWindow *window;
            @end
            """
        files["SetupCoordinator.m"] = """
            #import "SetupCoordinator.h"
            @implementation SetupCoordinator
            - (instancetype)initWithWindow:(UIWindow *)window {
                self = [super init];
                _window = window;
                return self;
            }
            - (void)setupGrid {
                [self setupGridWithContext:nil];
            }
            - (void)setupGridWithContext:(NSManagedObjectContext *)context {
                TopViewController *topViewController = [[TopViewController alloc] init];
                AppNavigationController *navigationController = [AppNavigationController rootController];
                navigationController.viewControllers = @[ topViewController ];
                self.window.rootViewController = navigationController;
                [self.window makeKeyAndVisible];
            }
            @end
            """
        files["AppNavigationController.h"] = "#import <UIKit/UIKit.h>\n@interface AppNavigationController : UINavigationController\n+ (AppNavigationController *)rootController;\n@end\n"
        files["AppNavigationController.m"] = """
            #import "AppNavigationController.h"
            @implementation AppNavigationController
            + (AppNavigationController *)rootController {
                static AppNavigationController *_sharedController = nil;
                static dispatch_once_t oncePredicate;
                dispatch_once(&oncePredicate, ^{
                    _sharedController = [[AppNavigationController alloc] init];
                });
                return _sharedController;
            }
            @end
            """
        files["TopViewController.m"] = """
            #import "TopViewController.h"
            @implementation TopViewController
            - (void)editAlbum {
                UINavigationController *navController = [[UINavigationController alloc] init];
                AlbumViewController *controller = [[AlbumViewController alloc] init];
                [navController setViewControllers:@[ controller ] animated:NO];
                [self presentViewController:navController animated:YES completion:nil];
            }
            @end
            """
        let (out, stderr, code) = try importApp("ObjectiveCCoordinatorRoot", files)
        #expect(stderr.contains("the app launches in Code (SetupCoordinator.m:15: the delegate sets the window's root)"), "\(stderr)")
        #expect(!stderr.contains("not linked"), "\(stderr)")
        #expect(code.contains("initial TopViewControllerNavigation"), "\(code)")
        #expect(code.contains("segue \"editAlbum\" -> present AlbumViewControllerNavigation"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        // Every scene but the navigation controller subclass its class's factory makes, declared as a scene
        // of its own ("rootController() makes this scene"): the stack it shows is the launch's navigation.
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(explored.stdout.contains("'Code.AppNavigationController' is never reached"), "\(explored.stdout)")
        #expect(explored.stdout.range(of: #"scenes reached +4 of 5\n"#, options: .regularExpression) != nil, "\(explored.stdout)")
    }

    /// A screen messaging a router's shared instance inline (`[[Switchboard sharedSwitchboard]
    /// pushArtistViewController:…]`) moves what the router's method moves, as through a local of its
    /// class (Artsy Folio's seven such places); a controller added as a child of another controller
    /// (`[safeArea addChildViewController:login]`, then the other presented) is no child of the screen.
    @Test func anObjectiveCRouterMessagedInlineAndAChildOfAnotherController() throws {
        var files = Self.objectiveCControllerHeaders(["HostViewController", "ArtistViewController", "SafeAreaViewController",
                                                      "LoginViewController"])
        files["AppDelegate.h"] = "#import <UIKit/UIKit.h>\n@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@property (strong, nonatomic) UIWindow *window;\n@end\n"
        files["AppDelegate.m"] = Self.objectiveCAppDelegate(root: "[[UINavigationController alloc] initWithRootViewController:[[HostViewController alloc] init]]")
        files["Switchboard.h"] = "#import <UIKit/UIKit.h>\n@interface Switchboard : NSObject\n+ (Switchboard *)sharedSwitchboard;\n@property (nonatomic, strong) UINavigationController *navigationController;\n@end\n"
        files["Switchboard.m"] = """
            #import "Switchboard.h"
            @implementation Switchboard
            + (Switchboard *)sharedSwitchboard {
                static Switchboard *_shared = nil;
                static dispatch_once_t once;
                dispatch_once(&once, ^{ _shared = [[Switchboard alloc] init]; });
                return _shared;
            }
            - (void)pushArtistViewController:(NSString *)artist animated:(BOOL)animates {
                ArtistViewController *controller = [[ArtistViewController alloc] init];
                [self.navigationController pushViewController:controller animated:animates];
            }
            @end
            """
        files["HostViewController.m"] = """
            #import "HostViewController.h"
            @implementation HostViewController
            - (void)didSelectArtist:(NSString *)artist {
                [[Switchboard sharedSwitchboard] pushArtistViewController:artist animated:YES];
            }
            - (void)presentLoginScreen {
                LoginViewController *login = [[LoginViewController alloc] init];
                SafeAreaViewController *safeArea = [[SafeAreaViewController alloc] init];
                [safeArea addChildViewController:login];
                [safeArea.view addSubview:login.view];
                [login didMoveToParentViewController:safeArea];
                [self presentViewController:safeArea animated:YES completion:nil];
            }
            @end
            """
        let (_, _, code) = try importApp("ObjectiveCRouterInline", files)
        #expect(code.contains("segue \"didSelectArtist\" { push ArtistViewController }"), "\(code)")
        #expect(code.contains("segue \"presentLoginScreen\" -> present SafeAreaViewController"), "\(code)")
        #expect(!code.contains("embed LoginViewController"), "\(code)")
    }

    /// Only the launch's own method is the launch: an Objective-C delegate's other `application:…`
    /// methods (a notification's, asking its router to root the tab bar) are named alike by their
    /// selectors' first piece, and the import took each for the launch (the review's find).
    @Test func anObjectiveCDelegatesOtherApplicationMethodsAreNoLaunch() throws {
        let (_, _, code) = try importApp("ObjectiveCOtherApplicationMethods", [
            "AppDelegate.h": """
                #import <UIKit/UIKit.h>
                #import "Router.h"
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @property (nonatomic, strong) Router *router;
                @end
                """,
            "AppDelegate.m": """
                #import "AppDelegate.h"
                #import "HomeViewController.h"
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    self.window = [[UIWindow alloc] initWithFrame:[UIScreen.mainScreen bounds]];
                    _router = [[Router alloc] initWithWindow:self.window];
                    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]];
                    [self.window makeKeyAndVisible];
                    return YES;
                }
                - (BOOL)application:(UIApplication *)app didReceiveRemoteNotification:(NSDictionary *)userInfo {
                    [self.router logOutAndShowTabs];
                    return YES;
                }
                @end
                """,
            "ChatsViewController.h": """
                #import <UIKit/UIKit.h>
                @interface ChatsViewController : UIViewController
                @end
                """,
            "ChatsViewController.m": """
                #import "ChatsViewController.h"
                @implementation ChatsViewController
                @end
                """,
            "HomeViewController.h": """
                #import <UIKit/UIKit.h>
                @interface HomeViewController : UIViewController
                @end
                """,
            "HomeViewController.m": """
                #import "HomeViewController.h"
                @implementation HomeViewController
                @end
                """,
            "LoginViewController.h": """
                #import <UIKit/UIKit.h>
                @interface LoginViewController : UIViewController
                @end
                """,
            "LoginViewController.m": """
                #import "LoginViewController.h"
                @implementation LoginViewController
                @end
                """,
            "MainTabBarController.h": """
                #import <UIKit/UIKit.h>
                @interface MainTabBarController : UITabBarController
                @end
                """,
            "MainTabBarController.m": """
                #import "MainTabBarController.h"
                #import "ChatsViewController.h"
                #import "SettingsViewController.h"
                @implementation MainTabBarController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.viewControllers = @[[[ChatsViewController alloc] init], [[SettingsViewController alloc] init]];
                }
                @end
                """,
            "Router.h": """
                #import <UIKit/UIKit.h>
                @interface Router : NSObject
                - (instancetype)initWithWindow:(UIWindow *)window;
                @property (nonatomic, strong) UIWindow *window;
                - (void)logOutAndShowTabs;
                @end
                """,
            "Router.m": """
                #import "Router.h"
                #import "MainTabBarController.h"
                #import "ChatsViewController.h"
                #import "SettingsViewController.h"
                @implementation Router
                - (instancetype)initWithWindow:(UIWindow *)window {
                    self = [super init];
                    _window = window;
                    return self;
                }
                - (void)logOutAndShowTabs {
                    self.window.rootViewController = [[MainTabBarController alloc] init];
                }
                @end
                """,
            "SettingsViewController.h": """
                #import <UIKit/UIKit.h>
                @interface SettingsViewController : UIViewController
                @end
                """,
            "SettingsViewController.m": """
                #import "SettingsViewController.h"
                @implementation SettingsViewController
                @end
                """,
        ])
        #expect(code.contains("initial HomeViewControllerNavigation"), "\(code)")
    }
}

