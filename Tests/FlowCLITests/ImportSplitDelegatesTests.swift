import Foundation
import Testing

/// What a split view's delegate returns from `splitViewController(_:separateSecondaryFrom:)` (or
/// the primary for collapsing or expanding) UIKit makes a column of the split itself, and what it
/// rearranges there is UIKit's collapsing: no presentation by the split, no pop of it. GitHawk's
/// delegate returns a navigation controller around a placeholder there, which was read as the
/// split presenting it; Eurofurence's pops the primary's stack into the secondary.
extension ImportAppCLITests {
    @Test func aColumnASplitDelegateReturnsIsNoPresentation() throws {
        let (out, _, code) = try importApp("SplitDelegate", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "AppSplitViewController()"))

            final class SplitDelegate: NSObject, UISplitViewControllerDelegate {
                func splitViewController(_ splitViewController: UISplitViewController,
                                         separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
                    guard let navigation = primaryViewController as? UINavigationController,
                          navigation.viewControllers.count > 1 else {
                        return UINavigationController(rootViewController: PlaceholderViewController())
                    }
                    let detail = navigation.viewControllers.last
                    navigation.popViewController(animated: false)
                    return detail
                }
                func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
                    UINavigationController(rootViewController: InboxViewController())
                }
            }

            final class AppSplitViewController: UISplitViewController {
                private let splitDelegate = SplitDelegate()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    delegate = splitDelegate
                    viewControllers = [UINavigationController(rootViewController: InboxViewController()),
                                       UINavigationController(rootViewController: PlaceholderViewController())]
                }
            }

            final class InboxViewController: UIViewController {}
            final class PlaceholderViewController: UIViewController {}

            """])
        #expect(!code.contains("present") && !code.contains("pop") && !code.contains("segue"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }
}


/// A split view's delegate answering true to `splitViewController(_:collapseSecondary:onto:)`
/// discards the secondary as the split collapses (`discard secondary`): a split subclass that is its
/// own delegate (Sileo's sources split, which keeps the placeholder off an iPhone's stack), and the
/// Master-Detail template's app delegate, the delegate of the split the app launches into. A delegate
/// that always answers false discards nothing.
extension ImportAppCLITests {
    static let splitStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="n2Q-9j-5Nm">
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="18093"/>
            </dependencies>
            <scenes>
                <scene sceneID="foz-Qc-qle">
                    <objects>
                        <navigationController id="fZ0-Rv-ZPf" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="CSw-bA-GnI"><autoresizingMask key="autoresizingMask"/></navigationBar>
                            <connections>
                                <segue destination="MMv-GC-pDN" kind="relationship" relationship="rootViewController" id="00e-7R-YXb"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="oec-5c-ZK8">
                    <objects>
                        <viewController id="MMv-GC-pDN" customClass="SourcesViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Rxc-C4-b82"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="UNr-it-20l">
                    <objects>
                        <splitViewController id="n2Q-9j-5Nm" customClass="SourcesSplitViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <connections>
                                <segue destination="fZ0-Rv-ZPf" kind="relationship" relationship="masterViewController" id="FQt-Be-UmQ"/>
                                <segue destination="sum-S4-WM1" kind="relationship" relationship="detailViewController" id="IUG-rH-rcs"/>
                            </connections>
                        </splitViewController>
                    </objects>
                </scene>
                <scene sceneID="0wu-AE-C7I">
                    <objects>
                        <viewController id="sum-S4-WM1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vkS-za-4be"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The same storyboard with UIKit's own split view, the template's.
    static let templateSplitStoryboard = splitStoryboard.replacingOccurrences(
        of: " customClass=\"SourcesSplitViewController\" customModule=\"App\" customModuleProvider=\"target\"", with: "")

    /// The storyboard's split subclass, its own delegate, answering `collapseSecondary` with `body`
    /// (from its opening brace), and the list its primary shows.
    static func sourcesSplit(answering body: String) -> String {
        """
        import UIKit

        class SourcesSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                delegate = self
            }
            func splitViewController(_ splitViewController: UISplitViewController,
                                     collapseSecondary secondaryViewController: UIViewController,
                                     onto primaryViewController: UIViewController) -> Bool \(body)
        }
        class SourcesViewController: UITableViewController {}

        """
    }

    /// The answer of Sileo's sources split: false for a navigation controller, else true.
    static let falseForNavigation = """
        {
                if secondaryViewController is UINavigationController { return false }
                return true
            }
        """

    static let splitInfoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
        """

    @Test func aSplitDelegateDiscardingTheSecondaryIsRead() throws {
        let (out, _, _) = try importApp("SplitDiscards", [
            "Base.lproj/Main.storyboard": Self.splitStoryboard, "Info.plist": Self.splitInfoPlist,
            "Split.swift": Self.sourcesSplit(answering: Self.falseForNavigation),
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("""
                secondary ViewController
                // code: its delegate's splitViewController(_:collapseSecondary:onto:) may return true: collapsed, the split keeps its primary alone
                discard secondary
            }
            """), "\(main)")
        let run = try cli.run(["run", out.appendingPathComponent("App.flow").path])
        #expect(run.stdout.contains("Main.ViewController is discarded"), "\(run.stdout)")
        #expect(!run.stdout.contains("Main.ViewController.viewDidAppear"), "\(run.stdout)")
    }

    @Test func theTemplatesAppDelegateDiscardsTheLaunchSplitsSecondary() throws {
        let delegate = { (answer: String) in """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate, UISplitViewControllerDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let splitViewController = window!.rootViewController as! UISplitViewController
                    splitViewController.delegate = self
                    return true
                }
                func splitViewController(_ splitViewController: UISplitViewController,
                                         collapseSecondary secondaryViewController: UIViewController,
                                         onto primaryViewController: UIViewController) -> Bool {
                    \(answer)
                }
            }
            class SourcesViewController: UITableViewController {}

            """ }
        let (discarding, _, _) = try importApp("TemplateSplit", [
            "Base.lproj/Main.storyboard": Self.templateSplitStoryboard, "Info.plist": Self.splitInfoPlist,
            "AppDelegate.swift": delegate("return true"),
        ])
        let main = try String(contentsOf: discarding.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("discard secondary"), "\(main)")
        let (keeping, _, _) = try importApp("TemplateSplitKeeps", [
            "Base.lproj/Main.storyboard": Self.templateSplitStoryboard, "Info.plist": Self.splitInfoPlist,
            "AppDelegate.swift": delegate("return false"),
        ])
        let kept = try String(contentsOf: keeping.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(!kept.contains("discard secondary"), "\(kept)")
    }
}

/// The second review of the split delegates: a delegate answering false first for a navigation
/// controller keeps a secondary that is one; the Objective-C template's app delegate (`return YES` for
/// an empty detail) discards the launch split's secondary, not another storyboard's split's; a body
/// of one expression (`{ true }`) answers it too.
extension ImportAppCLITests {
    @Test func splitDelegatesReadAgainstTheSecondaryAndInObjectiveC() throws {
        let navigationSecondary = Self.splitStoryboard.replacingOccurrences(of: "destination=\"sum-S4-WM1\" kind=\"relationship\" relationship=\"detailViewController\"",
                                                                          with: "destination=\"fZ0-Rv-ZPf\" kind=\"relationship\" relationship=\"detailViewController\"")
            .replacingOccurrences(of: "destination=\"fZ0-Rv-ZPf\" kind=\"relationship\" relationship=\"masterViewController\"",
                                  with: "destination=\"MMv-GC-pDN\" kind=\"relationship\" relationship=\"masterViewController\"")
        let (kept, _, _) = try importApp("SplitKeepsNavigation", [
            "Base.lproj/Main.storyboard": navigationSecondary, "Info.plist": Self.splitInfoPlist,
            "Split.swift": Self.sourcesSplit(answering: Self.falseForNavigation),
        ])
        let keeping = try String(contentsOf: kept.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(!keeping.contains("discard secondary"), "\(keeping)")
        let (oneLine, _, _) = try importApp("SplitOneLine", [
            "Base.lproj/Main.storyboard": Self.splitStoryboard, "Info.plist": Self.splitInfoPlist,
            "Split.swift": Self.sourcesSplit(answering: "{ true }"),
        ])
        #expect(try String(contentsOf: oneLine.appendingPathComponent("Main.flow"), encoding: .utf8).contains("discard secondary"))
        let (objectiveC, _, _) = try importApp("SplitObjectiveCTemplate", [
            "Base.lproj/Main.storyboard": Self.templateSplitStoryboard, "Info.plist": Self.splitInfoPlist,
            "Other.storyboard": Self.templateSplitStoryboard,
            "AppDelegate.h": "#import <UIKit/UIKit.h>\n@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n",
            "AppDelegate.m": """
                #import "AppDelegate.h"

                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    UISplitViewController *splitViewController = (UISplitViewController *)self.window.rootViewController;
                    splitViewController.delegate = self;
                    return YES;
                }
                - (BOOL)splitViewController:(UISplitViewController *)splitViewController collapseSecondaryViewController:(UIViewController *)secondaryViewController ontoPrimaryViewController:(UIViewController *)primaryViewController {
                    if ([secondaryViewController isKindOfClass:[UINavigationController class]] && [(UINavigationController *)secondaryViewController topViewController] == nil) {
                        return YES;
                    } else {
                        return NO;
                    }
                }
                @end

                """,
        ])
        #expect(try String(contentsOf: objectiveC.appendingPathComponent("Main.flow"), encoding: .utf8).contains("discard secondary"))
        #expect(try !String(contentsOf: objectiveC.appendingPathComponent("Other.flow"), encoding: .utf8).contains("discard secondary"))
    }
}
