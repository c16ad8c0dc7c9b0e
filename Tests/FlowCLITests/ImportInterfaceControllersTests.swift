import Foundation
import Testing

/// A shared "interface controller" that keeps the window's root split and presents on it for every screen
/// (MovesOnHeldScenes.swift, Nextcloud Talk's `NCUserInterfaceController`, audit-V repro-4): the screens whose
/// calls reach its methods move so, on the split, and the controller's own messages to itself and what it
/// is handed are followed. Before, the rooms list had no segue (Talk: 27 of 45 reached), and once linked,
/// the login presented from its own "add account" stacked a second login over the first (22 growth findings):
/// UIKit refuses a presentation on the split while it presents one already.
extension ImportAppCLITests {
    @Test func anInterfaceControllersMovesOnTheSplitItKeepsAreTheCallingScreens() throws {
        let main = Self.storyboard(initial: "split", [
            #"""
            <splitViewController id="split" customClass="SplitViewController" sceneMemberID="viewController"><connections>
                <segue destination="nav" kind="relationship" relationship="masterViewController" id="s1"/>
                <segue destination="placeholder" kind="relationship" relationship="detailViewController" id="s2"/>
            </connections></splitViewController>
            """#,
            Self.navigationController(root: "rooms"),
            #"<tableViewController title="Rooms" id="rooms" customClass="RoomsTableViewController" sceneMemberID="viewController"/>"#,
            #"<viewController id="placeholder" customClass="PlaceholderViewController" sceneMemberID="viewController"/>"#,
        ])
        let (out, stderr, code) = try importApp("InterfaceController", [
            "App/Base.lproj/Main.storyboard": main,
            "App/Info.plist": Self.launchingMain,
            "App/InterfaceController.h": """
                #import <UIKit/UIKit.h>
                @class SplitViewController, ChatViewController;
                @interface InterfaceController : NSObject
                @property (nonatomic, strong) SplitViewController *mainViewController;
                + (instancetype)sharedInstance;
                - (void)presentChatViewController:(ChatViewController *)chatViewController;
                - (void)presentLoginViewController;
                @end
                """,
            "App/InterfaceController.m": """
                #import "InterfaceController.h"
                @implementation InterfaceController
                + (instancetype)sharedInstance
                {
                    static InterfaceController *shared = nil;
                    static dispatch_once_t once;
                    dispatch_once(&once, ^{ shared = [[self alloc] init]; });
                    return shared;
                }
                - (void)presentChatViewController:(ChatViewController *)chatViewController
                {
                    [_mainViewController showDetailViewController:chatViewController sender:self];
                }
                - (void)presentLoginViewController
                {
                    [self presentLoginViewControllerForServerURL:nil];
                }
                - (void)presentLoginViewControllerForServerURL:(NSString *)serverURL
                {
                    LoginViewController *login = [[LoginViewController alloc] init];
                    [_mainViewController presentViewController:login animated:YES completion:nil];
                }
                @end
                """,
            "App/RoomsManager.m": """
                #import "InterfaceController.h"
                @implementation RoomsManager
                + (instancetype)sharedInstance
                {
                    static RoomsManager *shared = nil;
                    static dispatch_once_t once;
                    dispatch_once(&once, ^{ shared = [[self alloc] init]; });
                    return shared;
                }
                - (void)startChatInRoom:(NSString *)room
                {
                    ChatViewController *chat = [[ChatViewController alloc] initForRoom:room];
                    [[InterfaceController sharedInstance] presentChatViewController:chat];
                }
                @end
                """,
            "App/Screens.h": """
                #import <UIKit/UIKit.h>
                @interface SplitViewController : UISplitViewController
                @end
                @interface PlaceholderViewController : UIViewController
                @end
                @interface RoomsTableViewController : UITableViewController
                @end
                @interface ChatViewController : UIViewController
                - (instancetype)initForRoom:(NSString *)room;
                @end
                @interface LoginViewController : UIViewController
                @end
                @interface RoomsManager : NSObject
                + (instancetype)sharedInstance;
                - (void)startChatInRoom:(NSString *)room;
                @end
                """,
            "App/Screens.m": """
                #import "Screens.h"
                #import "InterfaceController.h"
                @implementation SplitViewController
                @end
                @implementation PlaceholderViewController
                @end
                @implementation ChatViewController
                - (instancetype)initForRoom:(NSString *)room { return [super initWithNibName:nil bundle:nil]; }
                @end
                @implementation RoomsTableViewController
                - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath
                {
                    [[RoomsManager sharedInstance] startChatInRoom:@"room"];
                }
                - (void)addAccount
                {
                    [FTPopOverMenu showForSender:self withMenuArray:@[] doneBlock:^(NSInteger selectedIndex) {
                        [[InterfaceController sharedInstance] presentLoginViewController];
                    } dismissBlock:nil];
                }
                @end
                @implementation LoginViewController
                - (void)addAnotherAccount
                {
                    [[InterfaceController sharedInstance] presentLoginViewController];
                }
                @end
                """,
        ])
        let mainFlow = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(mainFlow.contains("segue \"tableView\" -> detail Code.ChatViewController"), "\(mainFlow)\n\(stderr)")
        #expect(mainFlow.contains("segue \"addAccount\" { present Code.LoginViewController on SplitViewController }"), "\(mainFlow)")
        // The login's own call presents on the split too, which its storyboard's file imports for it.
        #expect(code.contains("import \"Main.flow\""), "\(code)")
        #expect(code.contains("segue \"addAnotherAccount\" { present LoginViewController on Main.SplitViewController }"), "\(code)")
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(explored.stdout.contains("scenes reached     6 of 6"), "\(explored.stdout)")
        #expect(!explored.stdout.contains("growth"), "\(explored.stdout)")
        #expect(explored.stdout.contains("which is already presenting Code.LoginViewController"), "\(explored.stdout)")
    }
}
