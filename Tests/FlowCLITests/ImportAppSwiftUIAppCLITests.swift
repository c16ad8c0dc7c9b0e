import Foundation
import TestSupport
import Testing

/// An app on SwiftUI's life cycle: its `@main struct …: App` shows a view in a `WindowGroup`, which
/// is the launch (weiran/Hackers).
extension ImportAppCLITests {
    @Test func aSwiftUIAppLaunchesInItsWindowGroupsView() throws {
        let (out, stderr, _) = try importApp("SwiftUIApp", ["App.swift": """
            import SwiftUI

            @main
            struct HackersApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
                var body: some Scene {
                    WindowGroup {
                        MainContentView()
                            .onOpenURL { url in print(url) }
                    }
                }
            }

            class AppDelegate: NSObject, UIApplicationDelegate {}

            struct MainContentView: View {
                @State private var showingSettings = false
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("About") { AboutView() }
                        }
                        .sheet(isPresented: $showingSettings) { SettingsView() }
                    }
                }
            }
            struct AboutView: View { var body: some View { Text("About") } }
            struct SettingsView: View { var body: some View { Text("Settings") } }
            """])
        #expect(stderr.contains("the app launches in Code (App.swift:8: the app's WindowGroup shows it)"), "\(stderr)")
        let entry = try String(contentsOf: out.appendingPathComponent("App.flow"), encoding: .utf8)
        #expect(entry.hasSuffix("initial SwiftUI.MainContentView\n"), "\(entry)")
        let screens = try String(contentsOf: out.appendingPathComponent("SwiftUI.flow"), encoding: .utf8)
        #expect(screens.contains("container MainContentView { hosting \"MainContentView\"; embed MainContentViewStack }"), "\(screens)")
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(explored.stdout.contains("scenes reached"), "\(explored.stdout)")
        #expect(!explored.stdout.contains("unreached-scene"), "\(explored.stdout)")
    }

    /// A `WindowGroup` choosing its view by the app's state (Simple Login's `if let apiKey … { MainView
    /// { … } } else { LogInView(…) }`): the first branch's view is the launch, the other its alternative.
    @Test func aSwiftUIAppsWindowGroupMayChooseItsView() throws {
        let (out, stderr, _) = try importApp("ChosenView", ["App.swift": """
            import SwiftUI

            @main
            struct SimpleLoginApp: App {
                @State private var apiKey: String?
                var body: some Scene {
                    WindowGroup {
                        if let apiKey {
                            MainView(apiKey: apiKey)
                                .accentColor(.purple)
                        } else {
                            LogInView { key in self.apiKey = key }
                        }
                    }
                }
            }

            struct MainView: View {
                let apiKey: String
                var body: some View { NavigationStack { NavigationLink("Aliases") { AliasesView() } } }
            }
            struct LogInView: View {
                let onLogIn: (String) -> Void
                var body: some View { Button("Log in") { onLogIn("key") } }
            }
            struct AliasesView: View { var body: some View { Text("Aliases") } }
            """])
        #expect(stderr.contains("the app launches in Code (App.swift:9: the app's WindowGroup shows it)"), "\(stderr)")
        let screens = try String(contentsOf: out.appendingPathComponent("SwiftUI.flow"), encoding: .utf8)
        #expect(screens.contains("set window.rootViewController = LogInView"), "\(screens)")
        try expectAllReached(out, 5)
    }

    /// An `App` whose `WindowGroup` is built in a property of an extension in another file
    /// (IceCubes's `appScene`): a pure SwiftUI app, which imported nothing before.
    @Test func aSwiftUIAppsWindowGroupMayBeInAnExtension() throws {
        let (out, stderr, _) = try importApp("SceneInExtension", [
            "App.swift": """
                import SwiftUI

                @main
                struct IceCubesApp: App {
                    var body: some Scene {
                        appScene
                    }
                }
                """,
            "App+Scene.swift": """
                import SwiftUI

                extension IceCubesApp {
                    var appScene: some Scene {
                        WindowGroup(id: "MainWindow") {
                            AppView()
                        }
                    }
                }

                struct AppView: View {
                    var body: some View { NavigationStack { NavigationLink("About") { AboutView() } } }
                }
                struct AboutView: View { var body: some View { Text("About") } }
                """,
        ])
        #expect(stderr.contains("the app launches in Code (App+Scene.swift:6: the app's WindowGroup shows it)"), "\(stderr)")
        let entry = try String(contentsOf: out.appendingPathComponent("App.flow"), encoding: .utf8)
        #expect(entry.hasSuffix("initial SwiftUI.AppView\n"), "\(entry)")
        try expectAllReached(out, 4)
    }

    /// A UIKit app beside its watch app (Pocket Casts): the watch app's `App` launches nothing on the phone.
    @Test func aWatchAppsAppIsNotThePhonesLaunch() throws {
        let (out, stderr, code) = try importApp("WithWatch", [
            "Phone/App.swift": """
                import UIKit

                \(Self.sceneDelegate(root: "HomeViewController()"))

                class HomeViewController: UIViewController {}
                """,
            "Watch App/PodcastsApp.swift": """
                import SwiftUI

                @main
                struct PodcastsApp: App {
                    @WKApplicationDelegateAdaptor var appDelegate: ExtensionDelegate
                    var body: some Scene {
                        WindowGroup { NowPlayingView() }
                    }
                }
                struct NowPlayingView: View { var body: some View { Text("Now playing") } }
                """,
        ])
        #expect(stderr.contains("the app launches in Code (App.swift:6: the delegate sets the window's root)"), "\(stderr)")
        #expect(code.contains("initial HomeViewController"), "\(code)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("SwiftUI.flow").path))
    }
}

/// An `App` marked `@main` launches the app though Info.plist still names a storyboard (Yubico
/// Authenticator's names `Main`, which has no initial view controller): SwiftUI's life cycle makes
/// each window's root from the `WindowGroup`. Its view here is layered in a `ZStack` (the toasts
/// drawn over it), and a sheet's view that shows a representable in place embeds the storyboard
/// scene the representable makes.
extension ImportAppCLITests {
    @Test func aMainSwiftUIAppLaunchesWhateverStoryboardInfoPlistNames() throws {
        let storyboard = Self.storyboard(initial: "", [
            """
            <navigationController storyboardIdentifier="AddCredentialController" id="nav" sceneMemberID="viewController">
                <connections><segue destination="add" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
            """,
            """
            <tableViewController title="Add" id="add" customClass="AddCredentialController" sceneMemberID="viewController"/>
            """,
        ]).replacingOccurrences(of: " initialViewController=\"\"", with: "")
        let (out, stderr, _) = try importApp("MainSwiftUIApp", [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Info.plist": Self.launchingMain,
            "App/App.swift": """
                import SwiftUI

                @main
                struct AuthenticatorApp: App {
                    @StateObject var notifications = Notifications()
                    var body: some Scene {
                        WindowGroup {
                            ZStack {
                                MainView()
                                    .toast(isPresenting: false)
                            }
                            .fullScreenCover(isPresented: $notifications.showToken) { TokenView() }
                        }
                    }
                }

                struct MainView: View {
                    @State private var showAddAccount = false
                    var body: some View {
                        NavigationView { List { Text("Accounts") } }
                            .sheet(isPresented: $showAddAccount) { AddAccountView() }
                    }
                }
                struct TokenView: View { var body: some View { Text("Token") } }
                struct AddAccountView: View {
                    var body: some View {
                        AddCredentialWrapper()
                            .navigationTitle("Add")
                    }
                }
                struct AddCredentialWrapper: UIViewControllerRepresentable {
                    func makeUIViewController(context: Context) -> UINavigationController {
                        let sb = UIStoryboard(name: "Main", bundle: nil)
                        return sb.instantiateViewController(identifier: "AddCredentialController") as! UINavigationController
                    }
                    func updateUIViewController(_ controller: UINavigationController, context: Context) {}
                }
                class AddCredentialController: UITableViewController {}
                """,
        ])
        #expect(stderr.contains("the app launches in Code (App.swift:8: the app's WindowGroup shows it)"), "\(stderr)")
        let screens = try String(contentsOf: out.appendingPathComponent("SwiftUI.flow"), encoding: .utf8)
        // The cover the app puts over its window's content is that content's screen's.
        #expect(screens.contains("segue \"notifications.showToken\" -> present TokenView"), "\(screens)")
        #expect(screens.contains("""
            container AddAccountView {
                hosting "AddAccountView"
                title "Add"
                embed Main.AddCredentialController
            }
            """), "\(screens)")
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(!explored.stdout.contains("unreached-scene") && !explored.stdout.contains("exception"), "\(explored.stdout)")
    }
}
