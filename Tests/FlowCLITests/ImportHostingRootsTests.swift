import Foundation
import Testing

/// A hosting controller made around a placeholder whose root view the code sets afterwards
/// (`host.rootView = AnyView(ContactDetails(…))`, Monal's factories) hosts that view: presenting what
/// the factory returns presents the SwiftUI screen, whose own links are read. And Objective-C
/// calling a Swift factory (`[[SwiftuiInterface new] makeContactDetails:contact]`) presents what it
/// returns, as Monal's chats do.
extension ImportAppCLITests {
    @Test func aHostingControllersRootSetAfterwardsIsItsScreen() throws {
        let (out, _, code) = try importApp("HostingRoots", ["App.swift": """
            import UIKit
            import SwiftUI

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: ChatsViewController())"))

            final class ChatsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    present(SwiftUIFactory().makeContactDetails(indexPath.row), animated: true)
                }
            }
            final class SwiftUIFactory: NSObject {
                func makeContactDetails(_ contact: Int) -> UIViewController {
                    let host = UIHostingController(rootView: AnyView(EmptyView()))
                    host.rootView = AnyView(ContactDetails(contact: contact))
                    return host
                }
            }
            struct ContactDetails: View {
                let contact: Int
                @State private var showsKeys = false
                var body: some View {
                    Button("Keys") { showsKeys = true }
                        .sheet(isPresented: $showsKeys) { KeysView() }
                }
            }
            struct KeysView: View {
                var body: some View { Text("keys") }
            }

            """])
        #expect(code.contains("-> present SwiftUI.ContactDetails"), "\(code)")
        try expectAllReached(out, 4)
    }

    @Test func anObjectiveCCallOfASwiftFactoryPresentsWhatItReturns() throws {
        let (out, _, code) = try importApp("ObjectiveCFactories", [
            "AppDelegate.m": """
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options
                {
                    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[ChatsViewController new]];
                    [self.window makeKeyAndVisible];
                    return YES;
                }
                @end
                """,
            "AppDelegate.h": "@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n",
            "ChatsViewController.h": "@interface ChatsViewController : UITableViewController\n@end\n",
            "ChatsViewController.m": """
                @implementation ChatsViewController
                - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath
                {
                    UIViewController *details = [[SwiftuiInterface new] makeContactDetails:indexPath.row];
                    [self presentViewController:details animated:YES completion:nil];
                }
                - (void)showSettings
                {
                    [self.navigationController pushViewController:[SettingsFactory makeSettings] animated:YES];
                }
                @end
                """,
            "SwiftuiInterface.swift": """
                import UIKit
                import SwiftUI

                @objc final class SwiftuiInterface: NSObject {
                    @objc func makeContactDetails(_ contact: Int) -> UIViewController {
                        let host = UIHostingController(rootView: AnyView(EmptyView()))
                        host.rootView = AnyView(ContactDetails(contact: contact))
                        return host
                    }
                }
                @objc final class SettingsFactory: NSObject {
                    @objc static func makeSettings() -> UIViewController {
                        return SettingsViewController()
                    }
                }
                final class SettingsViewController: UITableViewController {}
                struct ContactDetails: View {
                    let contact: Int
                    var body: some View { Text("details") }
                }

                """,
        ])
        #expect(code.contains("-> present SwiftUI.ContactDetails"), "\(code)")
        #expect(code.contains("{ push SettingsViewController }"), "\(code)")
        try expectAllReached(out, 4)
    }
}
