import Foundation
import Testing

/// An Objective-C variable given a controller in each branch of an `if` written without braces, then
/// moved once (OsmAnd's settings: `if ([key isEqualToString:…]) screen = [[A alloc] init]; else if (…)
/// screen = [[B alloc] init]; … if (screen) [self.navigationController pushViewController:screen …]`):
/// the move is of each, as Swift's branches are. A variable given one controller, moved, then given
/// another and moved again moves each once.
extension ImportAppCLITests {
    @Test func anObjectiveCVariableGivenInBranchesMovesEach() throws {
        let delegate = """
            #import "AppDelegate.h"
            #import "Settings.h"

            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[Settings new]];
                return YES;
            }
            @end

            """
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
        let headers = ["Settings", "GeneralSettings", "WeatherSettings", "MapSettings", "About", "Credits"].map { name in
            ("\(name).h", "#import <UIKit/UIKit.h>\n@interface \(name) : UIViewController\n@end\n")
        }
        let (out, _, code) = try importApp("ObjectiveCBranches", Dictionary(uniqueKeysWithValues: headers + [
            ("AppDelegate.m", delegate), ("Settings.m", settings),
        ]))
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
        let delegate = """
            #import "AppDelegate.h"
            #import "Settings.h"

            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[Settings new]];
                return YES;
            }
            @end

            """
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
