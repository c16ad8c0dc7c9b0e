import Foundation
import Testing

/// An Objective-C variable given a controller in each branch of an `if` written without braces, then
/// moved once (OsmAnd's settings: `if ([key isEqualToString:…]) screen = [[A alloc] init]; else if (…)
/// screen = [[B alloc] init]; … if (screen) [self.navigationController pushViewController:screen …]`):
/// the move is of each, as Swift's branches are. A variable given one controller, moved, then given
/// another and moved again moves each once.
extension ImportAppCLITests {
    /// An Objective-C app delegate whose launch makes `root` (an expression) the window's root.
    static func objectiveCAppDelegate(root: String) -> String {
        """
        #import "AppDelegate.h"

        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
            self.window.rootViewController = \(root);
            return YES;
        }
        @end

        """
    }

    /// A header declaring each of `names` a plain view controller, by file name.
    static func objectiveCControllerHeaders(_ names: [String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: names.map { name in
            ("\(name).h", "#import <UIKit/UIKit.h>\n@interface \(name) : UIViewController\n@end\n")
        })
    }

    @Test func anObjectiveCVariableGivenInBranchesMovesEach() throws {
        let delegate = Self.objectiveCAppDelegate(root: "[[UINavigationController alloc] initWithRootViewController:[Settings new]]")
        let settings = """
            #import "Settings.h"

            @implementation Settings
            - (void)onRow:(NSInteger)row
            {
                UIViewController *screen = nil;
                if (row == 0)
                    screen = [[GeneralSettings alloc] init];
                else if ([self isWeather:row])
                    screen = [[WeatherSettings alloc] init];
                else
                    screen = [[MapSettings alloc] init];
                if (screen)
                    [self.navigationController pushViewController:screen animated:YES];
            }
            - (void)onAbout
            {
                UIViewController *next = [[About alloc] init];
                [self presentViewController:next animated:YES completion:nil];
                next = [[Credits alloc] init];
                [self.navigationController pushViewController:next animated:YES];
            }
            @end

            """
        let headers = Self.objectiveCControllerHeaders(["Settings", "GeneralSettings", "WeatherSettings", "MapSettings", "About", "Credits"])
        let (out, _, code) = try importApp("ObjectiveCBranches", headers.merging(["AppDelegate.m": delegate, "Settings.m": settings]) { $1 })
        #expect(code.contains("""
            scene Settings {
                // code: onRow() pushes GeneralSettings (Settings.m:14); fire it with perform "onRow"
                segue "onRow" { push GeneralSettings }
                // code: onRow() pushes WeatherSettings (Settings.m:14); fire it with perform "onRow (WeatherSettings)"
                segue "onRow (WeatherSettings)" { push WeatherSettings }
                // code: onRow() pushes MapSettings (Settings.m:14); fire it with perform "onRow (MapSettings)"
                segue "onRow (MapSettings)" { push MapSettings }
                // code: onAbout() presents About (Settings.m:19); fire it with perform "onAbout"
                segue "onAbout" -> present About
                // code: onAbout() pushes Credits (Settings.m:21); fire it with perform "onAbout (Credits)"
                segue "onAbout (Credits)" { push Credits }
            }
            """), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 7)
    }
}

/// `popToRootViewControllerAnimated:` is read as `popViewControllerAnimated:` is (Moonlight's stream
/// screen, whose edge swipe returns to the host list, had no way out).
extension ImportAppCLITests {
    @Test func anObjectiveCPopToTheRootIsAMove() throws {
        let delegate = Self.objectiveCAppDelegate(root: "[[UINavigationController alloc] initWithRootViewController:[Hosts new]]")
        let hosts = "#import \"Hosts.h\"\n@implementation Hosts\n- (void)connect {\n"
            + "    [self.navigationController pushViewController:[[Stream alloc] init] animated:YES];\n}\n@end\n"
        let stream = "#import \"Stream.h\"\n@implementation Stream\n- (void)returnToMainFrame {\n"
            + "    [self.navigationController popToRootViewControllerAnimated:YES];\n}\n"
            + "- (void)close {\n    if (self.presentingViewController)\n        [self dismissViewControllerAnimated:YES completion:nil];\n"
            + "    else\n        [self.navigationController popViewControllerAnimated:YES];\n}\n@end\n"
        let headers = Self.objectiveCControllerHeaders(["Hosts", "Stream"])
        let (_, _, code) = try importApp("ObjectiveCPopToRoot", headers.merging(["AppDelegate.m": delegate, "Hosts.m": hosts,
                                                                                  "Stream.m": stream]) { $1 })
        #expect(code.contains("""
                // code: returnToMainFrame() pops its navigation controller to its root (Stream.m:4)
                segue "returnToMainFrame" { pop to root }
            """), "\(code)")
        // An `else` between a dismissal and a pop: either, not both in turn.
        #expect(code.contains("""
                segue "close" {
                    if count(stack(navigationController(Stream))) > 1 {
            """), "\(code)")
    }
}

/// `performSegueWithIdentifier:` sent to another controller (iNaturalist's embedded grid asking the
/// container it sits in: `UIViewController *parent = self.parentViewController; [parent
/// performSegueWithIdentifier:…]`) is not this one's segue, which it does not have (a false "UIKit
/// raises"); sent to `weakSelf` it is.
extension ImportAppCLITests {
    @Test func anObjectiveCSegueSentToAnotherControllerIsNotThisOnes() throws {
        let storyboard = Self.storyboard(initial: "grid", [
            #"""
            <viewController id="grid" customClass="Grid" sceneMemberID="viewController">
                <connections><segue destination="detail" kind="show" identifier="toDetail" id="g1"/></connections>
            </viewController>
            """#,
            #"<viewController id="detail" customClass="Detail" sceneMemberID="viewController"/>"#,
        ])
        let grid = """
            #import "Grid.h"
            @implementation Grid
            - (void)collectionView:(UICollectionView *)collectionView didSelectItemAtIndexPath:(NSIndexPath *)indexPath {
                UIViewController *parent = self.parentViewController;
                [parent performSegueWithIdentifier:@"segueToObservationDetail" sender:nil];
            }
            - (void)open {
                __weak typeof(self) weakSelf = self;
                dispatch_async(dispatch_get_main_queue(), ^{
                    [weakSelf performSegueWithIdentifier:@"toDetail" sender:nil];
                });
            }
            @end

            """
        let (out, stderr, _) = try importApp("ObjectiveCParentSegue", [
            "App/Base.lproj/Main.storyboard": storyboard, "App/Info.plist": Self.launchingMain,
            "App/Grid.h": "#import <UIKit/UIKit.h>\n@interface Grid : UIViewController\n@end\n", "App/Grid.m": grid,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(!stderr.contains("segueToObservationDetail") && !main.contains("segueToObservationDetail"), "\(stderr)\(main)")
        #expect(main.contains(#"code: open() performs segue "toDetail""#), "\(main)")
    }
}

/// A helper of the app's base view controller in Objective-C that presents what it is handed in a
/// navigation controller it makes (OsmAnd's `OASuperViewController -showModalViewController:`)
/// presents what each call hands it, from Objective-C (`[self showModalViewController:c]`) or from a
/// Swift subclass (`showModalViewController(FilterViewController())`).
extension ImportAppCLITests {
    @Test func anObjectiveCHelperPresentsWhatEachCallHandsIt() throws {
        let base = """
            #import "Base.h"

            @implementation Base
            - (void)showModalViewController:(UIViewController *)viewController
            {
                UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:viewController];
                [self presentViewController:navigationController animated:YES completion:nil];
            }
            @end

            """
        let settings = """
            #import "Settings.h"

            @implementation Settings
            - (void)onAccount
            {
                Account *account = [[Account alloc] init];
                [self showModalViewController:account];
            }
            - (void)onTracks
            {
                [self.navigationController pushViewController:[[TracksViewController alloc] init] animated:YES];
            }
            @end

            """
        let delegate = Self.objectiveCAppDelegate(root: "[[UINavigationController alloc] initWithRootViewController:[Settings new]]")
        let tracks = """
            import UIKit

            class TracksViewController: Base {
                @objc func filter() {
                    showModalViewController(FilterViewController())
                }
            }

            class FilterViewController: UIViewController {}

            """
        let (out, _, code) = try importApp("ObjectiveCHelpers", [
            "Base.h": "#import <UIKit/UIKit.h>\n@interface Base : UIViewController\n- (void)showModalViewController:(UIViewController *)viewController;\n@end\n",
            "Settings.h": "#import \"Base.h\"\n@interface Settings : Base\n@end\n",
            "Account.h": "#import \"Base.h\"\n@interface Account : Base\n@end\n",
            "Base.m": base, "Settings.m": settings, "AppDelegate.m": delegate, "Tracks.swift": tracks,
        ])
        #expect(code.contains("""
                // code: onAccount() presents AccountNavigation (Settings.m:7); fire it with perform "onAccount"
                segue "onAccount" -> present AccountNavigation
            """), "\(code)")
        #expect(code.contains("""
                // code: filter() presents FilterViewControllerNavigation (Tracks.swift:5); fire it with perform "filter"
                segue "filter" -> present FilterViewControllerNavigation
            """), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 7)
    }
}

/// A side-panel container's setter that adds its value as a child through a method of its own
/// (JASidePanels, which OsmAnd keeps: `setCenterPanel:` calling `[self _swapCenter:previous
/// with:_centerPanel]`, which adds `next`) makes the property a child's, set with a dot or as a
/// message (`[self setCenterPanel:[[MapPanel alloc] init]]`).
extension ImportAppCLITests {
    @Test func anObjectiveCSetterAddingItsChildThroughAHelperEmbedsIt() throws {
        let side = """
            #import "Side.h"

            @implementation Side
            - (void)setCenterPanel:(UIViewController *)centerPanel {
                UIViewController *previous = _centerPanel;
                _centerPanel = centerPanel;
                [self _swapCenter:previous with:_centerPanel];
            }
            - (void)_swapCenter:(UIViewController *)previous with:(UIViewController *)next {
                if (next) {
                    [self addChildViewController:next];
                    [next didMoveToParentViewController:self];
                }
            }
            - (void)setLeftPanel:(UIViewController *)leftPanel {
                _leftPanel = leftPanel;
                [self addChildViewController:_leftPanel];
            }
            @end

            """
        let root = """
            #import "Root.h"

            @implementation Root
            - (void)viewDidLoad
            {
                [super viewDidLoad];
                self.leftPanel = [[Menu alloc] init];
                [self setCenterPanel:[[MapPanel alloc] init]];
            }
            @end

            """
        let delegate = Self.objectiveCAppDelegate(root: "[Root new]")
        let (out, _, code) = try importApp("ObjectiveCSidePanels", [
            "Side.h": "#import <UIKit/UIKit.h>\n@interface Side : UIViewController\n@property (nonatomic, strong) UIViewController *centerPanel;\n"
                + "@property (nonatomic, strong) UIViewController *leftPanel;\n@end\n",
            "Root.h": "#import \"Side.h\"\n@interface Root : Side\n@end\n",
            "Side.m": side, "Root.m": root, "AppDelegate.m": delegate,
        ].merging(Self.objectiveCControllerHeaders(["Menu", "MapPanel"])) { $1 })
        #expect(code.contains("""
            container Root {
                // code: viewDidLoad() adds Menu as a child (Root.m:7)
                embed Menu
                // code: viewDidLoad() adds MapPanel as a child (Root.m:8)
                embed MapPanel
            }
            """), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 3)
    }
}

/// The review of the Objective-C moves: a helper handed a controller under a branch written without
/// braces (`if (f) [self showModalViewController:[[B alloc] init]];`), a variable given one in each
/// branch handed to a helper or put in a navigation controller, each linked; a variable handed to a
/// helper and given another after is moved once each; one handed to a helper that only configures it,
/// then moved, moves each it was given.
extension ImportAppCLITests {
    @Test func objectiveCBranchesHandedToHelpersAndWrapped() throws {
        let home = """
            #import "Home.h"

            @implementation Home
            - (void)showModalViewController:(UIViewController *)controller
            {
                UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:controller];
                [self presentViewController:nav animated:YES completion:nil];
            }
            - (void)openB:(BOOL)f { if (f) [self showModalViewController:[[B alloc] init]]; }
            - (void)openCD:(NSInteger)row
            {
                UIViewController *other = nil;
                if (row == 0)
                    other = [[C alloc] init];
                else
                    other = [[D alloc] init];
                [self showModalViewController:other];
            }
            - (void)openEF:(NSInteger)row
            {
                UIViewController *screen = nil;
                if (row == 0)
                    screen = [[E alloc] init];
                else if (row == 1)
                    screen = [[F alloc] init];
                UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:screen];
                [self presentViewController:navigation animated:YES completion:nil];
            }
            - (void)openIJ:(NSInteger)row
            {
                UIViewController *screen = nil;
                if (row == 0)
                    screen = [[I alloc] init];
                else
                    screen = [[J alloc] init];
                [self configureScreen:screen];
                [self.navigationController pushViewController:screen animated:YES];
            }
            - (void)configureScreen:(UIViewController *)screen
            {
                screen.title = @"x";
            }
            - (void)openGH
            {
                UIViewController *vc = [[G alloc] init];
                [self showModalViewController:vc];
                vc = [[H alloc] init];
                [self.navigationController pushViewController:vc animated:YES];
            }
            @end

            """
        let delegate = Self.objectiveCAppDelegate(root: "[[UINavigationController alloc] initWithRootViewController:[Home new]]")
        let headers = Self.objectiveCControllerHeaders(["Home", "B", "C", "D", "E", "F", "G", "H", "I", "J"])
        let (_, _, code) = try importApp("ObjectiveCBranchesHanded", headers.merging(["Home.m": home, "AppDelegate.m": delegate]) { $1 })
        for expected in ["segue \"openB\" -> present BNavigation", "segue \"openCD\" -> present CNavigation",
                         "segue \"openCD (DNavigation)\" -> present DNavigation", "segue \"openEF\" -> present ENavigation",
                         "segue \"openEF (FNavigation)\" -> present FNavigation", "segue \"openGH (GNavigation)\" -> present GNavigation",
                         "segue \"openGH\" { push H }", "segue \"openIJ\" { push I }", "segue \"openIJ (J)\" { push J }"] {
            #expect(code.contains(expected), "\(expected)\n\(code)")
        }
        #expect(!code.contains("{ push G }"), "\(code)")
    }
}

/// An Objective-C controller made inside a block and moved there (Seafile's comments: a completion
/// block declaring `CommentsViewController *vc`, wrapping it in a navigation controller and
/// presenting it; a `dispatch_async` block pushing one it makes): the move is of that controller.
extension ImportAppCLITests {
    @Test func anObjectiveCControllerMadeInABlockIsMovedThere() throws {
        let delegate = Self.objectiveCAppDelegate(root: "[[UINavigationController alloc] initWithRootViewController:[Home new]]")
        let home = """
            #import "Home.h"

            @implementation Home
            - (IBAction)onComments:(id)sender
            {
                __weak typeof(self) wself = self;
                [self loadWithCompletion:^(BOOL ok) {
                    __strong typeof(wself) sself = wself;
                    if (!sself) return;
                    Comments *vc = [Comments new];
                    UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:vc];
                    [sself presentViewController:nav animated:YES completion:nil];
                }];
            }
            - (IBAction)onProfile:(id)sender
            {
                dispatch_async(dispatch_get_main_queue(), ^{
                    Profile *vc = [[Profile alloc] init];
                    [self.navigationController pushViewController:vc animated:YES];
                });
            }
            - (void)loadWithCompletion:(void (^)(BOOL ok))completion
            {
                completion(YES);
            }
            @end

            """
        let headers = Self.objectiveCControllerHeaders(["Home", "Comments", "Profile"])
        let (out, _, code) = try importApp("ObjectiveCBlockLocals", headers.merging(["AppDelegate.m": delegate, "Home.m": home]) { $1 })
        #expect(code.contains("segue \"onComments\" -> present CommentsNavigation"), "\(code)")
        #expect(code.contains("segue \"onProfile\" { push Profile }"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 5)
    }
}

/// An Objective-C property moved (`[self.navigationController pushViewController:self.detailViewController
/// animated:YES]`) whose lazy getter instantiates a storyboard's scene (Seafile's file preview): the
/// move is of that scene.
extension ImportAppCLITests {
    @Test func anObjectiveCPropertyMovedIsWhatItsGetterMakes() throws {
        let controllers = [
            Self.navigationController(root: "files"),
            #"<tableViewController id="files" customClass="FilesViewController" sceneMemberID="viewController"/>"#,
            #"<viewController id="detail" storyboardIdentifier="DETAILVC" customClass="DetailViewController" sceneMemberID="viewController"/>"#,
        ]
        let files = """
            #import "FilesViewController.h"
            #import "DetailViewController.h"

            @interface FilesViewController ()
            @property (nonatomic, strong) DetailViewController *detailViewController;
            @end

            @implementation FilesViewController
            - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath
            {
                [self.navigationController pushViewController:self.detailViewController animated:YES];
            }
            - (DetailViewController *)detailViewController
            {
                if (!_detailViewController) {
                    _detailViewController = [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:@"DETAILVC"];
                }
                return _detailViewController;
            }
            @end

            """
        let headers = Self.objectiveCControllerHeaders(["FilesViewController", "DetailViewController"])
        let (out, _, _) = try importApp("ObjectiveCLazyGetter", headers.merging([
            "Info.plist": Self.launchingMain,
            "Base.lproj/Main.storyboard": Self.storyboard(initial: "nav", controllers),
            "FilesViewController.m": files,
        ]) { $1 })
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("segue \"tableView\" { push DetailViewController }"), "\(main)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 3)
    }
}

/// An Objective-C controller handed to a method of another object of the app's that presents what
/// it is handed (Seafile's `[appdelegate showDetailView:detailvc]`, the delegate wrapping it in a
/// navigation controller and presenting it on the window's root): the caller presents it so.
extension ImportAppCLITests {
    @Test func anObjectiveCControllerHandedToAnotherObjectsPresenterIsPresented() throws {
        let delegate = """
            #import "AppDelegate.h"

            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[Files new]];
                return YES;
            }
            - (void)showDetailView:(UIViewController *)c
            {
                UINavigationController *nc = [[UINavigationController alloc] initWithRootViewController:c];
                [self.window.rootViewController presentViewController:nc animated:YES completion:nil];
            }
            @end

            """
        let files = """
            #import "Files.h"
            #import "AppDelegate.h"

            @implementation Files
            - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath
            {
                Detail *detail = [[Detail alloc] init];
                AppDelegate *appdelegate = (AppDelegate *)[[UIApplication sharedApplication] delegate];
                [appdelegate showDetailView:detail];
            }
            @end

            """
        let headers = Self.objectiveCControllerHeaders(["Files", "Detail"])
        let (out, _, code) = try importApp("ObjectiveCOthersPresenter", headers.merging(["AppDelegate.m": delegate, "Files.m": files]) { $1 })
        #expect(code.contains("segue \"tableView\" -> present DetailNavigation"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 4)
    }
}
