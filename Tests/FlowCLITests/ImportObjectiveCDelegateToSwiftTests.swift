import Foundation
import Testing

/// An Objective-C view controller telling its delegate, which a Swift coordinator implements
/// (Element's `MasterTabBarController`: `[self.masterTabBarDelegate masterTabBarController:self
/// wantsToDisplayDetailViewController:room]`; ChatSecure's conversation list, whose coordinator has
/// two methods sharing a first piece). The property's declared type in the header (`id<Protocol>`)
/// is the type the message reaches; the controllers the message hands are each under the label
/// Swift gives its piece; and of two Swift methods sharing a first piece, the one the message's
/// selector names runs. Before, the message reached nothing (Element's room and the 21 screens
/// behind it), or both methods (ChatSecure's compose sheet hung on its list's row).
extension ImportAppCLITests {
    @Test func anObjectiveCMessageToADelegateReachesTheSwiftMethodItNames() throws {
        let (out, _, _) = try importApp("ObjectiveCDelegate", [
            "Info.plist": Self.launchingMain,
            "Main.storyboard": Self.storyboard(initial: "nav", [
                Self.navigationController(root: "list"),
                #"<tableViewController id="list" customClass="ListViewController" sceneMemberID="viewController"/>"#,
                #"<viewController storyboardIdentifier="Room" id="room" customClass="RoomViewController" sceneMemberID="viewController"/>"#,
            ]),
            "ListViewController.h": """
                #import <UIKit/UIKit.h>
                @class ListViewController;
                @protocol ListViewControllerDelegate <NSObject>
                - (void)listViewController:(ListViewController *)list wantsToDisplay:(UIViewController *)detail;
                - (void)listViewController:(ListViewController *)list didSelectCompose:(id)sender;
                @end
                @interface ListViewController : UITableViewController
                @property (weak, nonatomic) id<ListViewControllerDelegate> listDelegate;
                @end
                """,
            "ListViewController.m": """
                #import "ListViewController.h"
                @implementation ListViewController
                - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath
                {
                    UIViewController *room = [self.storyboard instantiateViewControllerWithIdentifier:@"Room"];
                    [self.listDelegate listViewController:self wantsToDisplay:room];
                }
                - (IBAction)compose:(id)sender
                {
                    [self.listDelegate listViewController:self didSelectCompose:sender];
                }
                @end
                """,
            "Coordinator.swift": """
                import UIKit
                final class ListCoordinator: NSObject, ListViewControllerDelegate {
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func listViewController(_ list: ListViewController!, wantsToDisplay detail: UIViewController!) {
                        navigationController.pushViewController(detail, animated: true)
                    }
                    func listViewController(_ list: ListViewController!, didSelectCompose sender: Any!) {
                        navigationController.present(UINavigationController(rootViewController: ComposeViewController()), animated: true)
                    }
                }
                final class RoomViewController: UIViewController {}
                final class ComposeViewController: UIViewController {}
                """,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("segue \"tableView\" { push RoomViewController }"), "\(main)")
        #expect(main.contains("segue \"compose\" -> present ComposeViewControllerNavigation"), "\(main)")
        #expect(!main.contains("segue \"tableView\" -> present"), "\(main)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 5)
    }
}

/// An Objective-C message without arguments (`[[AppDelegate sharedDelegate] simperium]`, a property's
/// getter) reaches no Swift method of that first piece with parameters: Simplenote's delegate's
/// `simperium(_:didFailWithError:)` signs out, which its debug screen, reading the property, was said
/// to do.
extension ImportAppCLITests {
    @Test func anObjectiveCMessageWithoutArgumentsReachesNoMethodWithParameters() throws {
        let header = """
            #import <UIKit/UIKit.h>
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @property (strong, nonatomic) UIWindow *window;
            @property (strong, nonatomic) UINavigationController *navigationController;
            @property (strong, nonatomic) NSObject *simperium;
            + (AppDelegate *)sharedDelegate;
            @end

            """
        let delegate = """
            #import "AppDelegate.h"
            #import "Debug.h"
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                self.navigationController = [[UINavigationController alloc] initWithRootViewController:[Debug new]];
                self.window.rootViewController = self.navigationController;
                return YES;
            }
            - (void)logoutAndReset:(id)sender {
                [self.navigationController popToRootViewControllerAnimated:YES];
            }
            @end

            """
        let debug = """
            #import "Debug.h"
            #import "AppDelegate.h"
            @implementation Debug
            - (void)viewDidLoad {
                [super viewDidLoad];
                NSObject *simperium = [[AppDelegate sharedDelegate] simperium];
            }
            @end

            """
        let (_, _, code) = try importApp("ObjectiveCGetter", [
            "App/AppDelegate.h": header, "App/AppDelegate.m": delegate, "App/Debug.m": debug,
            "App/Debug.h": "#import <UIKit/UIKit.h>\n@interface Debug : UIViewController\n@end\n",
            "App/AppDelegate+Sync.swift": """
                import UIKit
                extension AppDelegate {
                    func simperium(_ simperium: NSObject, didFailWithError error: Error) { logoutAndReset(self) }
                }
                """,
        ])
        #expect(code.contains("scene Debug {}"), "\(code)")
        #expect(!code.contains("pop to root"), "\(code)")
    }
}

/// Swift calling an Objective-C class's shared instance (MiniKeePass's list: `let databaseManager =
/// DatabaseManager.sharedInstance()`, then `databaseManager?.openDatabaseDocument(…)`, the manager presenting
/// the password sheet on the window's root) reaches that class's method, as a Swift singleton's does:
/// it had been "not linked … is no view controller", the password entry unreached.
extension ImportAppCLITests {
    @Test func aSwiftCallOnAnObjectiveCSharedInstanceReachesItsMethod() throws {
        let manager = """
            #import "DatabaseManager.h"
            @implementation DatabaseManager
            + (DatabaseManager*)sharedInstance {
                static DatabaseManager *shared;
                if (!shared) { shared = [[DatabaseManager alloc] init]; }
                return shared;
            }
            - (void)openDatabaseDocument:(NSString*)filename animated:(BOOL)animated {
                UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"PasswordEntry" bundle:nil];
                UINavigationController *navigationController = [storyboard instantiateInitialViewController];
                [[UIApplication sharedApplication].keyWindow.rootViewController presentViewController:navigationController animated:animated completion:nil];
            }
            @end

            """
        let (out, stderr, _) = try importApp("ObjectiveCSingleton", [
            "App/Info.plist": Self.launchingMain,
            "App/Base.lproj/Main.storyboard": Self.storyboard(initial: "files", [
                #"<tableViewController id="files" customClass="FilesViewController" sceneMemberID="viewController"/>"#,
            ]),
            "App/PasswordEntry.storyboard": Self.storyboard(initial: "entryNav", [
                #"""
                <navigationController id="entryNav" sceneMemberID="viewController">
                    <connections><segue destination="entry" kind="relationship" relationship="rootViewController" id="r"/></connections>
                </navigationController>
                """#,
                #"<tableViewController id="entry" customClass="PasswordEntryViewController" sceneMemberID="viewController"/>"#,
            ]),
            "App/DatabaseManager.h": """
                #import <UIKit/UIKit.h>
                @interface DatabaseManager : NSObject
                + (DatabaseManager*)sharedInstance;
                - (void)openDatabaseDocument:(NSString*)filename animated:(BOOL)animated;
                @end

                """,
            "App/DatabaseManager.m": manager,
            "App/Files.swift": """
                import UIKit
                class PasswordEntryViewController: UITableViewController {}
                class FilesViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        let databaseManager = DatabaseManager.sharedInstance()
                        databaseManager?.openDatabaseDocument("db.kdbx", animated: true)
                    }
                }
                """,
        ])
        #expect(!stderr.contains("not linked"), "\(stderr)")
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains(#"segue "tableView(_:didSelectRowAt:)" -> present PasswordEntry"#), "\(main)")
        try expectAllReached(out, 3)
    }
}

