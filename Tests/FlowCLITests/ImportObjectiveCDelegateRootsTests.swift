import Foundation
import Testing

/// An Objective-C app delegate's method that makes a property of its own the window's root
/// (`self.window.rootViewController = self.tabbarController`, the property's instance variable
/// filled by another method from a storyboard), called by a screen through a local of the
/// delegate's class (`[appdelegate enterAccount:conn]`), is that screen's move: Seafile's account
/// list replaces the root with its tab bar when a person picks an account (7 of 68 scenes reached,
/// now 34), as a Swift delegate's is.
extension ImportAppCLITests {
    @Test func anObjectiveCDelegatesRootAScreenAsksForIsThatScreensMove() throws {
        let start = Self.storyboard(initial: "nav", [
            #"<navigationController id="nav" sceneMemberID="viewController"><connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>"#,
            #"<tableViewController id="list" customClass="StartViewController" sceneMemberID="viewController"/>"#,
        ])
        let folders = Self.storyboard(initial: "tabs", [
            #"<tabBarController storyboardIdentifier="TABVC" id="tabs" sceneMemberID="viewController"><connections><segue destination="files" kind="relationship" relationship="viewControllers" id="r2"/></connections></tabBarController>"#,
            #"<viewController title="Files" id="files" customClass="FilesViewController" sceneMemberID="viewController"/>"#,
        ])
        let (out, stderr, _) = try importApp("DelegateRoots", [
            "App/Base.lproj/Start.storyboard": start,
            "App/Base.lproj/Folders.storyboard": folders,
            "App/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Start</string></dict></plist>
                """,
            "App/AppDelegate.h": """
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                """,
            "App/StartViewController.h": "@interface StartViewController : UITableViewController\n@end\n",
            "App/FilesViewController.h": "@interface FilesViewController : UIViewController\n@end\n",
            "App/AppDelegate.m": """
                @interface AppDelegate ()
                @property (readonly) UITabBarController *tabbarController;
                @end
                @implementation AppDelegate
                @synthesize tabbarController = _tabbarController;
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                    [self initTabController];
                    return YES;
                }
                - (void)initTabController {
                    UITabBarController *tabs;
                    tabs = [[UIStoryboard storyboardWithName:@"Folders" bundle:nil] instantiateViewControllerWithIdentifier:@"TABVC"];
                    _tabbarController = tabs;
                }
                - (void)enterAccount:(Connection *)conn {
                    self.window.rootViewController = self.tabbarController;
                    [self.window makeKeyAndVisible];
                }
                @end
                """,
            "App/StartViewController.m": """
                @implementation StartViewController
                - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
                    AppDelegate *appdelegate = (AppDelegate *)[[UIApplication sharedApplication] delegate];
                    [appdelegate enterAccount:self.connections[indexPath.row]];
                }
                @end
                """,
            "App/FilesViewController.m": """
                @implementation FilesViewController
                @end
                """,
        ])
        let startFlow = try String(contentsOf: out.appendingPathComponent("Start.flow"), encoding: .utf8)
        #expect(startFlow.contains("""
                // code: tableView() makes Folders.TABVC the window's root (AppDelegate.m:16); fire it with perform "tableView"
                segue "tableView" { set window.rootViewController = Folders.TABVC }
            """), "\(startFlow)\n\(stderr)")
        #expect(!stderr.contains("not linked"), "\(stderr)")
        try expectAllReached(out, 4)
    }
}
