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
