import Foundation
import Testing

/// An Objective-C app delegate that sets the window's root in a block it hands on, to what a Swift
/// factory makes (OneBusAway's `applicationReloadRootInterface:`: `[OBARootInterfaceLauncher
/// reloadRootInterfaceWithApplication:… showRootController:^{ self.rootController =
/// [OBAApplicationRootControllerFactory makeWithApplication:application]; self.window.rootViewController
/// = self.rootController; }]`). The block's assignments are read as the method's, and the factory is
/// the Swift method `make(application:)`, whose selector carries its first label.
extension ImportAppCLITests {
    static let blockRootDelegate = """
        #import "AppDelegate.h"
        #import "App-Swift.h"

        @implementation AppDelegate

        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
            return YES;
        }

        - (void)applicationReloadRootInterface:(OBAApplication*)application {
            [OBARootInterfaceLauncher reloadRootInterfaceWithApplication:application window:self.window showRootController:^{
                self.rootController = [OBAApplicationRootControllerFactory makeWithApplication:application];
                self.window.rootViewController = self.rootController;
            }];
        }

        - (void)showPlaceholder {
            UIViewController *placeholder = [[SwiftuiInterface new] makeViewWithName:@"Placeholder"];
            [self.window.rootViewController presentViewController:placeholder animated:YES completion:nil];
        }
        @end

        """

    static let swiftFactories = """
        import UIKit

        @objc(OBAApplicationRootControllerFactory)
        public final class ApplicationRootControllerFactory: NSObject {
            @objc public static func make(application: Application) -> UIViewController {
                return ClassicRootController(application: application)
            }
        }

        public class ClassicRootController: UIViewController {
            init(application: Application) { super.init(nibName: nil, bundle: nil) }
        }

        @objc class SwiftuiInterface: NSObject {
            @objc func makeView(name: String) -> UIViewController {
                switch name {
                case "Settings": return SettingsViewController()
                default: return PlaceholderViewController()
                }
            }
        }

        class SettingsViewController: UIViewController {}
        class PlaceholderViewController: UIViewController {}

        """

    @Test func aRootSetInABlockToWhatASwiftFactoryMakesIsTheLaunch() throws {
        let (_, stderr, code) = try importApp("BlockRoot", ["AppDelegate.m": Self.blockRootDelegate,
                                                            "Factories.swift": Self.swiftFactories])
        #expect(stderr.contains("the app launches in Code (AppDelegate.m:13: the delegate sets the window's root)"), "\(stderr)")
        #expect(code.contains("initial ClassicRootController"), "\(code)")
        // A factory told by a string which controller to make makes what the string says, not its
        // first case's controller (the placeholder is not read as made there at all).
        #expect(!code.contains("SettingsViewController(…) (AppDelegate.m"), "\(code)")
    }
}
