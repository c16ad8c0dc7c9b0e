import Foundation
import TestSupport
import Testing

/// `flow import --app DIR -o OUT` on a small app written for the tests
/// (Tests/FlowImportTests/Fixtures/apps/Tiny): one file per storyboard of
/// the app and App.flow, the entry, which launches where Info.plist says,
/// with what was found said on standard error; the imported app explores
/// whole (its segues are performed from code) and takes tests of a
/// person's own that import it.
@Suite struct ImportAppCLITests {
    let cli = CLITests()
    let temporaries = TemporaryFolders(prefix: "flow-import-app")
    static let golden = GoldenFiles(besideTestFile: CLITests.packageRoot.appendingPathComponent("Tests/FlowImportTests/x").path)
    static let app = "Tests/FlowImportTests/Fixtures/apps/Tiny"

    /// An imported file as a golden holds it wherever the checkout and the temporary folder are:
    /// the storyboard's path from the output folder (`// from ../../…/Tests/…`) starts at `Tests/`,
    /// and the mark, a fingerprint of the text, is left out.
    static func portable(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix("// flow import wrote this file") { return "// flow import wrote this file (mark …)" }
            if line.hasPrefix("// from "), let tests = line.range(of: "Tests/FlowImportTests/") {
                return "// from …/" + line[tests.lowerBound...]
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// Imports the app at `app` into a new folder `Flows`, expecting success: the folder, and the
    /// import's outcome (its standard error says what was found).
    func importApp(_ app: String) throws -> (out: URL, outcome: CLITests.Outcome) {
        let out = try temporaries.make().appendingPathComponent("Flows")
        let outcome = try cli.run(["import", "--app", app, "-o", out.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return (out, outcome)
    }

    /// `flow check` of `entry` passes and says nothing.
    func expectChecksClean(_ entry: String) throws {
        let checked = try cli.run(["check", entry])
        #expect(checked.status == 0 && checked.stdout.isEmpty && checked.stderr.isEmpty, "\(checked.stdout)\(checked.stderr)")
    }

    /// The files an import wrote to `out` are `names`, each as the golden in `folder` holds it.
    func expectWritten(_ names: [String], in out: URL, toMatch folder: String) throws {
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(written == names)
        for name in written {
            let text = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
            if let failure = Self.golden.compare(Self.portable(text), folder: folder, expected: name) {
                Issue.record("\(failure)")
            }
        }
    }

    /// `flow test` of a person's own tests beside an import passes all `count` of them.
    func expectAllPass(_ tests: URL, count: Int) throws {
        let run = try cli.run(["test", tests.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("\(count) passed, 0 failed\n"), "\(run.stdout)")
    }

    /// A folder `name` holding the tiny app's launch screen as `Main.storyboard` and an Info.plist
    /// of `keys` (each with a string value), for the tests of where an app launches.
    func appWithMainStoryboard(_ name: String, plist keys: [(key: String, value: String)]) throws -> URL {
        let app = try temporaries.make().appendingPathComponent(name)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.app + "/Tiny/Base.lproj/LaunchScreen.storyboard",
                                         toPath: app.appendingPathComponent("Main.storyboard").path)
        let entries = keys.map { "<key>\($0.key)</key><string>\($0.value)</string>\n" }.joined()
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
            \(entries)</dict></plist>
            """.write(to: app.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        return app
    }

    /// A storyboard document launching the controller `initial`, each of `controllers` (a
    /// controller's XML) the one object of a scene of its own.
    static func storyboard(initial: String, _ controllers: [String]) -> String {
        let scenes = controllers.enumerated().map { index, controller in
            "        <scene sceneID=\"s\(index)\"><objects>\(controller)</objects></scene>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="\(initial)">
                <scenes>
            \(scenes.joined())    </scenes>
            </document>

            """
    }

    /// A storyboard's navigation controller `nav` rooted at the scene of id `root`, for `storyboard(initial:_:)`.
    static func navigationController(root: String) -> String {
        #"<navigationController id="nav" sceneMemberID="viewController"><connections>"#
            + #"<segue destination=""# + root + #"" kind="relationship" relationship="rootViewController" id="nav-root"/>"#
            + #"</connections></navigationController>"#
    }

    /// An app's Info.plist that launches its `Main` storyboard.
    static let launchingMain = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
        """

    /// An app's Info.plist that names no storyboard: the app's code makes the window's root.
    static let launchingInCode = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>org.example.app</string></dict></plist>
        """

    /// A scene delegate setting the window's root to `root`, six lines for a fixture's text (the
    /// lines after it keep their numbers, which expected comments cite).
    static func sceneDelegate(root: String) -> String {
        """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = \(root)
            }
        }
        """
    }

    /// An app delegate that makes a window and sets its root to `root` as the app launches: a file of
    /// its own, beside the fixture's classes.
    /// An app delegate that makes `coordinator` with the window and starts it (`call`: `start()`,
    /// `startWithOptions(nil)`), as Antidote's does.
    static func appDelegate(starting coordinator: String, with call: String) -> String {
        """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var coordinator: \(coordinator)!

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                coordinator = \(coordinator)(window: window!)
                coordinator.\(call)
                return true
            }
        }

        """
    }

    static func appDelegate(root: String) -> String {
        """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow()
                window?.rootViewController = \(root)
                return true
            }
        }

        """
    }

    /// An app of `files` (name to text) imported whole into `Flows` beside its folder: the output
    /// folder, what the import said, and the Code.flow it wrote.
    func importApp(_ name: String, _ files: [String: String]) throws -> (out: URL, stderr: String, code: String) {
        let app = try temporaries.make().appendingPathComponent(name)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        for (file, text) in files {
            let url = app.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let out = app.deletingLastPathComponent().appendingPathComponent("Flows")
        let outcome = try cli.run(["import", "--app", app.path, "-o", out.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let code = (try? String(contentsOf: out.appendingPathComponent("Code.flow"), encoding: .utf8)) ?? ""
        return (out, outcome.stderr, code)
    }

    /// `flow explore` of an import's App.flow reaches `count` of `count` scenes.
    func expectAllReached(_ out: URL, _ count: Int) throws {
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(explored.stdout.range(of: #"scenes reached +\#(count) of \#(count)\n"#, options: .regularExpression) != nil,
                "\(explored.stdout)")
    }

    @Test func theTinyAppImportsWhole() throws {
        let out = try temporaries.make().appendingPathComponent("Flows")
        let outcome = try cli.run(["import", "--app", Self.app, "-o", out.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr == """
            flow import: \(Self.app)/Tiny/Base.lproj/LaunchScreen.storyboard: the launch screen (UILaunchStoryboardName), \
            shown before the app runs and never navigated to: not imported
            flow import: \(Self.app): 2 storyboards, 5 scenes; 3 source files, 3 calls that move between scenes linked, 0 not understood
            flow import: the app launches in Main (\(Self.app)/Tiny/Info.plist: UIMainStoryboardFile)

            """)
        try expectWritten(["App.flow", "Main.flow", "Settings.flow"], in: out, toMatch: "apps/Tiny.expected")

        // Explored from its entry, the whole app is reached: the code performs its segues.
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(explored.status == 0)
        #expect(explored.stdout.contains("scenes reached     5 of 5"), "\(explored.stdout)")
        #expect(explored.stdout.contains("segues fired       4 of 4"), "\(explored.stdout)")
        // The bar button whose action performs the segue, and Settings' Cancel, whose action dismisses.
        #expect(explored.stdout.contains("controls tapped    3 of 3"), "\(explored.stdout)")

        // A person's tests live beside it, import the storyboards they name, and survive importing again.
        let tests = out.deletingLastPathComponent().appendingPathComponent("TinyTests.flow")
        try """
            import "Flows/Main.flow"
            import "Flows/Settings.flow"
            initial Main

            test "settings from the list, and back" {
                perform "showSettings"
                expect visible == Settings.SettingsViewController
                tap done
                expect visible == Main.ListViewController
            }

            test "cancel dismisses the settings, as its action does in code" {
                perform "showSettings"
                tap cancel
                expect visible == Main.ListViewController
                expect !exists(Settings.SettingsViewController)
            }

            """.write(to: tests, atomically: true, encoding: .utf8)
        #expect(try cli.run(["import", "--app", Self.app, "-o", out.path]).status == 0)
        try expectAllPass(tests, count: 2)
    }

    /// An app whose settings are SwiftUI (Tests/FlowImportTests/Fixtures/apps/Hosted): the views
    /// the code hosts become SwiftUI.flow, their links reach the storyboard's scenes through a
    /// representable, a TabView is a tab bar of its tabs' screens, a navigation controller made in
    /// code is one, a view controller made in code is a scene of Code.flow (an alert made in code is
    /// none), and nothing is left out.
    @Test func theSwiftUIAnAppHostsIsExplored() throws {
        let app = "Tests/FlowImportTests/Fixtures/apps/Hosted"
        let (out, outcome) = try importApp(app)
        #expect(outcome.stderr.hasPrefix("""
            flow import: \(app): 1 storyboard, 6 scenes; 12 controllers for the SwiftUI the code hosts (SwiftUI.flow); \
            1 view controller made in code (Code.flow); 3 source files, 4 calls that move between scenes linked, 0 not understood
            """), "\(outcome.stderr)")
        try expectWritten(["App.flow", "Code.flow", "Main.flow", "SwiftUI.flow"], in: out, toMatch: "apps/Hosted.expected")
        let entry = out.appendingPathComponent("App.flow").path
        let checked = try cli.run(["check", entry])
        #expect(checked.status == 0 && checked.stdout.isEmpty && checked.stderr.isEmpty,
                "the editor pushes its preview in the navigation controller the code makes: \(checked.stdout)\(checked.stderr)")
        let explored = try cli.run(["explore", entry, "--no-timing"])
        #expect(explored.stdout.contains("scenes reached     19 of 19"), "\(explored.stdout)")
        #expect(explored.stdout.contains("segues fired       10 of 10"), "\(explored.stdout)")

        // Through the SwiftUI: settings, the profile link, and the storyboard's Profile inside its host.
        let script = out.deletingLastPathComponent().appendingPathComponent("settings.flow")
        try """
            import "Flows/Main.flow"
            import "Flows/SwiftUI.flow"
            initial Main
            tap settings
            tap profile
            print tree

            """.write(to: script, atomically: true, encoding: .utf8)
        let run = try cli.run(["run", script.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("""
                 └─ presents SwiftUI.SettingsView  formSheet · container · SwiftUI SettingsView
                    └─ SwiftUI.SettingsViewStack  navigation
                       ├─ SwiftUI.SettingsViewContent  SwiftUI SettingsView
                       └─ SwiftUI.ProfileViewControllerRepresentable  container · SwiftUI ProfileViewController.Representable
                          └─ Main.ProfileViewController  ◀ visible
            """), "\(run.stdout)")
    }

    /// An app made wholly in code whose navigation lives in coordinators
    /// (Tests/FlowImportTests/Fixtures/apps/Coordinated): no storyboard, so its screens are
    /// Code.flow's; it launches where the scene delegate sets the window's root (a navigation
    /// controller the main coordinator's `start()` roots with the list); what the list tells its
    /// delegate, the coordinator does (a push through a router its superclass declares in another
    /// file, a presentation of a navigation controller another coordinator roots); About's Done
    /// asks its coordinator to dismiss, an action by its name. Settings is a coordinator that makes
    /// its own navigation controller and presents it on the list (Mastodon's settings): a
    /// presentation of a navigation controller rooted in the settings list, whose row pushes on it.
    /// The settings and the detail call their `AccountShowing` coordinator, a protocol both
    /// coordinators conform to: each reaches the one that set itself as its coordinator, not both.
    /// Help presents a router handed to a coordinator whose `start()` pushes through a helper of a
    /// protocol extension: a navigation controller rooted in the help screen (KeePassium's shape),
    /// whose Account button reaches, through a protocol extension, both coordinators' `showAccount()`.
    /// Settings is reached past 34 methods of a keychain that moves nothing, which the walk skips.
    /// The settings coordinator makes the profile with closures rather than a delegate (the
    /// Corona-Warn-App's shape): what each closure has the coordinator do is the profile's move,
    /// named after the closure's label (`onEdit` presents the editor, the trailing one pops), and
    /// one given to its model is reached through the profile's call of it (`avatarTapped`). The
    /// avatar screen is given its closure after it is made (`avatar.onCrop = { … }`): cropping is
    /// the avatar's move, not the profile's nor the settings row's.
    @Test func anAppMadeInCodeIsImportedThroughItsCoordinators() throws {
        let app = "Tests/FlowImportTests/Fixtures/apps/Coordinated"
        let (out, outcome) = try importApp(app)
        #expect(outcome.stderr == """
            flow import: \(app): 0 storyboards, 0 scenes; 15 view controllers made in code (Code.flow); 5 source files, \
            13 calls that move between scenes linked, 0 not understood
            flow import: the app launches in Code (SceneDelegate.swift:11: the delegate sets the window's root)

            """)
        try expectWritten(["App.flow", "Code.flow"], in: out, toMatch: "apps/Coordinated.expected")
        let entry = out.appendingPathComponent("App.flow").path
        try expectChecksClean(entry)
        let explored = try cli.run(["explore", entry, "--no-timing"])
        #expect(explored.stdout.contains("scenes reached     15 of 15"), "\(explored.stdout)")
        // The list's four moves, the settings row's three, the detail's Account, Help's Account (two:
        // each conformer's way), the profile's three, the avatar's crop, and About's Done: an action
        // no control sends, counted when its callback runs.
        #expect(explored.stdout.contains("segues fired       15 of 15"), "\(explored.stdout)")

        let tests = out.deletingLastPathComponent().appendingPathComponent("CoordinatedTests.flow")
        try """
            import "Flows/Code.flow"
            initial Code

            test "about from the list, and done" {
                perform "aboutTapped"
                expect visible == Code.AboutViewController
                perform "doneTapped"
                expect visible == Code.ListViewController
            }

            test "settings come in a navigation controller of their coordinator's, and push on it" {
                perform "settingsTapped"
                expect visible == Code.SettingsViewController
                expect presented(Code.ListViewControllerNavigation) == Code.SettingsViewControllerNavigation
                perform "tableView(_:didSelectRowAt:)"
                expect visible == Code.AccountViewController
            }

            test "help comes in the navigation controller of the router its coordinator was handed" {
                perform "helpTapped"
                expect visible == Code.HelpViewController
                expect presented(Code.ListViewControllerNavigation) == Code.HelpViewControllerNavigation
            }

            test "the profile's closures are its moves: the editor, the avatar through its model, back" {
                perform "settingsTapped"
                perform "tableView(_:didSelectRowAt:) (ProfileViewController)"
                expect visible == Code.ProfileViewController
                perform "onEdit"
                expect visible == Code.EditorViewController
                dismiss
                perform "avatarTapped"
                expect visible == Code.AvatarViewController
                perform "onCrop"
                expect visible == Code.CropViewController
                pop
                pop
                perform "closure"
                expect visible == Code.SettingsViewController
            }

            test "a row pushes the detail on the coordinator's navigation controller" {
                perform "tableView(_:didSelectRowAt:)"
                expect visible == Code.DetailViewController
                expect exists(Code.ListViewControllerNavigation)
                perform "accountTapped"
                expect visible == Code.AccountViewController
                expect !exists(Code.SettingsViewControllerNavigation)
            }

            """.write(to: tests, atomically: true, encoding: .utf8)
        try expectAllPass(tests, count: 5)
    }

    /// An app whose main coordinator sets a router's navigation controller as the primary column of
    /// its split view controller subclass, and hands the router to a coordinator that pushes the
    /// first screen through it as the app starts (Tests/FlowImportTests/Fixtures/apps/Routed,
    /// KeePassium's shape): the split launches with that screen the primary's root.
    @Test func aRouterHandedToACoordinatorRootsTheSplitsPrimary() throws {
        let app = "Tests/FlowImportTests/Fixtures/apps/Routed"
        let (out, _) = try importApp(app)
        try expectWritten(["App.flow", "Code.flow"], in: out, toMatch: "apps/Routed.expected")
        let entry = out.appendingPathComponent("App.flow").path
        try expectChecksClean(entry)
        let explored = try cli.run(["explore", entry, "--no-timing"])
        #expect(explored.stdout.contains("scenes reached      5 of 5"), "\(explored.stdout)")
    }

    /// An app whose storyboard's name, scene identifiers and instantiating helper are declared in
    /// files of their own (Tests/FlowImportTests/Fixtures/apps/Kiosk, Eidolon's shape), their raw
    /// values unlike their cases' names: the launch through `UIStoryboard.auction()`, the push
    /// through a factory calling the storyboard's `viewController(withID:)` and the presentation
    /// through `UIStoryboard.auction().viewController(withID: .cardTester)` are all linked.
    @Test func namesDeclaredInOtherFilesAreRead() throws {
        let app = "Tests/FlowImportTests/Fixtures/apps/Kiosk"
        let (out, outcome) = try importApp(app)
        #expect(outcome.stderr.contains("5 calls that move between scenes linked"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("the app launches in Code (AppDelegate.swift:11"), "\(outcome.stderr)")
        try expectWritten(["App.flow", "AuctionIPad.flow", "Code.flow"], in: out, toMatch: "apps/Kiosk.expected")
        let entry = out.appendingPathComponent("App.flow").path
        try expectChecksClean(entry)
        let explored = try cli.run(["explore", entry, "--no-timing"])
        #expect(explored.stdout.contains("scenes reached     4 of 4"), "\(explored.stdout)")
    }

    /// A real app, whole (Tests/FlowImportTests/Fixtures/apps/SMStoryboardSegueCatalog, MIT): its
    /// Info.plist names the storyboard to launch, its Objective-C is read, and every scene, segue
    /// and unwind of the import is reached by the explorer; the files are pinned.
    @Test func aRealAppIsImportedWhole() throws {
        let app = "Tests/FlowImportTests/Fixtures/apps/SMStoryboardSegueCatalog"
        let (out, outcome) = try importApp(app)
        #expect(outcome.stderr.hasPrefix("""
            flow import: \(app): 1 storyboard, 10 scenes; 9 source files, 0 calls that move between scenes linked, \
            0 not understood
            flow import: the app launches in MainStoryboard (\(app)/SMStoryboardSegueCatalog/SMStoryboardSegueCatalog-Info.plist: \
            UIMainStoryboardFile)
            """), "\(outcome.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(written == ["App.flow", "MainStoryboard.flow"])
        for name in written {
            let text = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
            if let failure = Self.golden.compare(Self.portable(text), folder: "apps/SMStoryboardSegueCatalog.expected",
                                                 expected: name) {
                Issue.record("\(failure)")
            }
        }
        let entry = out.appendingPathComponent("App.flow").path
        try expectChecksClean(entry)
        let explored = try cli.run(["explore", entry, "--no-timing"])
        for line in [#"scenes reached +10 of 10\n"#, #"segues fired +47 of 47\n"#, #"unwinds performed +4 of 4\n"#] {
            #expect(explored.stdout.range(of: line, options: .regularExpression) != nil, "\(explored.stdout)")
        }
        // Its page curl, written before iOS 13, is presented in the default style, a page sheet since:
        // UIKit's exception, found.
        #expect(explored.stdout.contains("exception: Application tried to present UIModalTransitionStylePartialCurl"),
                "\(explored.stdout)")
    }

    /// A warning on an imported file points at the storyboard too, in text and SARIF: the
    /// scene's line in the storyboard the declaration was imported from (`// from …:LINE`).
    @Test func warningsPointAtTheStoryboard() throws {
        let storyboard = CLITests.packageRoot
            .appendingPathComponent("Tests/FlowImportTests/Fixtures/storyboards/rileytestut__Delta/Delta__Base.lproj__GamesDatabase.storyboard").path
        let out = try temporaries.make().appendingPathComponent("GamesDatabase.flow").path
        #expect(try cli.run(["import", storyboard, "-o", out]).status == 0)
        let text = try cli.run(["check", out])
        #expect(text.stderr.contains("""
            warning[W102]: no scene implements the unwind action 'unwindToGameCollectionViewController'
            """), "\(text.stderr)")
        #expect(text.stderr.contains("\(storyboard):13: note: imported from this scene of the storyboard\n"), "\(text.stderr)")
        let sarif = try cli.run(["check", out, "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let result = try #require((runs.first?["results"] as? [[String: Any]])?.first)
        let related = try #require(result["relatedLocations"] as? [[String: Any]])
        let place = try #require(related.last?["physicalLocation"] as? [String: Any])
        #expect((place["artifactLocation"] as? [String: Any])?["uri"] as? String == storyboard)
        #expect((place["region"] as? [String: Any])?["startLine"] as? Int == 13)
    }

    /// `--check OUT` writes nothing and says whether OUT is what importing writes: for CI.
    @Test func checkCatchesDrift() throws {
        let out = try temporaries.make().appendingPathComponent("Flows")
        #expect(try cli.run(["import", "--app", Self.app, "-o", out.path]).status == 0)
        let current = try cli.run(["import", "--app", Self.app, "--check", out.path])
        #expect(current.status == 0, "\(current.stdout)\(current.stderr)")
        #expect(current.stdout.isEmpty)
        #expect(current.stderr.hasSuffix("flow import: \(out.path) is what importing writes\n"))

        // Someone renamed a scene's title by hand (or the storyboard changed and nobody re-imported).
        let main = out.appendingPathComponent("Main.flow")
        let text = try String(contentsOf: main, encoding: .utf8)
        try text.replacingOccurrences(of: "title \"Note\"", with: "title \"Memo\"").write(to: main, atomically: true, encoding: .utf8)
        let drifted = try cli.run(["import", "--app", Self.app, "--check", out.path])
        #expect(drifted.status == 1)
        #expect(drifted.stdout == """
            \(out.path)/Main.flow: differs
            the app's navigation, from \(out.path)/App.flow:
            changed node Main.NoteViewController: title "Memo" -> "Note"
            1 change: 0 added, 0 removed, 1 changed

            """)
        #expect(drifted.stderr.hasSuffix("flow import: \(out.path) is out of date: flow import --app \(Self.app) -o \(out.path)\n"))
        #expect(try String(contentsOf: main, encoding: .utf8).contains("title \"Memo\""), "--check writes nothing")

        let empty = out.deletingLastPathComponent().appendingPathComponent("Empty")
        let never = try cli.run(["import", "--app", Self.app, "--check", empty.path])
        #expect(never.status == 1)
        #expect(never.stdout.contains("\(empty.path)/App.flow: not imported yet"))
    }

    /// The app skeleton Xcode users write without a storyboard: the scene delegate makes UIKit's
    /// tab bar controller, gives it its tabs (one in a navigation controller made around it) and
    /// sets it as the window's root. Code.flow launches into that tab bar, and the pushes of a tab's
    /// screen happen in its navigation controller.
    @Test func aTabBarMadeInCodeIsTheLaunch() throws {
        let app = try temporaries.make().appendingPathComponent("Tabbed")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let tabs = UITabBarController()
                    tabs.viewControllers = [UINavigationController(rootViewController: FeedViewController()), ProfileViewController()]
                    let window = UIWindow(windowScene: windowScene)
                    window.rootViewController = tabs
                    self.window = window
                }
            }

            class FeedViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    navigationController?.pushViewController(PostViewController(), animated: true)
                }
            }

            class PostViewController: UIViewController {}
            class ProfileViewController: UIViewController {}

            """.write(to: app.appendingPathComponent("SceneDelegate.swift"), atomically: true, encoding: .utf8)
        let out = app.deletingLastPathComponent().appendingPathComponent("Flows")
        let outcome = try cli.run(["import", "--app", app.path, "-o", out.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.hasSuffix("the app launches in Code (SceneDelegate.swift:11: the delegate sets the window's root)\n"),
                "\(outcome.stderr)")
        let code = try String(contentsOf: out.appendingPathComponent("Code.flow"), encoding: .utf8)
        #expect(code.contains("initial TabBarController\n"), "\(code)")
        #expect(code.contains("navigation FeedViewControllerNavigation { root FeedViewController }\n"), "\(code)")
        #expect(code.hasSuffix("tabs TabBarController { FeedViewControllerNavigation, ProfileViewController }\n"), "\(code)")
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(explored.stdout.contains("scenes reached     5 of 5"), "\(explored.stdout)")
        let script = out.deletingLastPathComponent().appendingPathComponent("post.flow")
        try """
            import "Flows/Code.flow"
            initial Code
            perform "tableView(_:didSelectRowAt:)"
            expect visible == Code.PostViewController
            select 2
            expect visible == Code.ProfileViewController

            """.write(to: script, atomically: true, encoding: .utf8)
        let run = try cli.run(["run", script.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    /// The same app with the tabs in a subclass of UIKit's tab bar controller, which sets its own
    /// (`setViewControllers([feed, ProfileViewController()], animated: false)` in `viewDidLoad`):
    /// its scene is that tab bar, and setting its tabs pushes nothing.
    @Test func aTabBarSubclassGivesItselfItsTabs() throws {
        let app = try temporaries.make().appendingPathComponent("Tabbed")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try """
            import UIKit

            \(Self.sceneDelegate(root: "MainTabBarController()"))

            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let feed = UINavigationController(rootViewController: FeedViewController())
                    setViewControllers([feed, ProfileViewController()], animated: false)
                }
            }

            class FeedViewController: UITableViewController {}
            class ProfileViewController: UIViewController {}

            """.write(to: app.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let out = app.deletingLastPathComponent().appendingPathComponent("Flows")
        let outcome = try cli.run(["import", "--app", app.path, "-o", out.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let code = try String(contentsOf: out.appendingPathComponent("Code.flow"), encoding: .utf8)
        #expect(code.contains("initial MainTabBarController\n"), "\(code)")
        #expect(code.contains("tabs MainTabBarController { FeedViewControllerNavigation, ProfileViewController }\n"), "\(code)")
        #expect(!code.contains("segue"), "setting the tabs is no push:\n\(code)")
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(explored.stdout.contains("scenes reached     4 of 4"), "\(explored.stdout)")
    }

    /// An app written in Objective-C, made in code as Simplenote is: the delegate makes a custom
    /// container with its two children (a navigation controller around a list, and a sidebar)
    /// and sets it as the window's root; the container adds what it is given as children; the
    /// list pushes a screen it makes with `new` and presents one instantiated from a storyboard
    /// named in code; Swift asks the delegate's shared instance to present the settings.
    @Test func anObjectiveCAppMadeInCodeIsImported() throws {
        let (out, stderr, code) = try importApp("Notes", [
            "AppDelegate.m": """
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options
                {
                    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                    self.listViewController = [NoteListViewController new]; // the notes; a comment with a ; in it
                    self.navigationController = [[UINavigationController alloc] initWithRootViewController:_listViewController];
                    self.container = [[SidebarContainerViewController alloc] initWithMainViewController:self.navigationController
                                                                                 sidebarViewController:[TagsViewController new]];
                    self.window.rootViewController = self.container;
                    [self.window makeKeyAndVisible];
                    return YES;
                }
                - (void)presentSettings
                {
                    SettingsViewController *settings = [[SettingsViewController alloc] initWithNibName:@"Settings" bundle:nil];
                    UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:settings];
                    [self.container presentViewController:navigation animated:YES completion:^{
                        NSLog(@"shown; done");
                    }];
                }
                @end
                """,
            "AppDelegate.h": "@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n",
            "SidebarContainerViewController.h": "@interface SidebarContainerViewController : UIViewController\n@end\n",
            "SidebarContainerViewController.m": """
                @implementation SidebarContainerViewController
                - (instancetype)initWithMainViewController:(UIViewController *)main sidebarViewController:(UIViewController *)sidebar
                {
                    self = [super init];
                    self.mainViewController = main;
                    self.sidebarViewController = sidebar;
                    return self;
                }
                - (void)viewDidLoad
                {
                    [super viewDidLoad];
                    [self addChildViewController:self.mainViewController];
                    [self addChildViewController:self.sidebarViewController];
                }
                @end
                """,
            "NoteListViewController.h": "@interface NoteListViewController : UITableViewController\n@end\n",
            "NoteListViewController.m": """
                @implementation NoteListViewController
                - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath
                {
                    NoteEditorViewController *editor = [NoteEditorViewController new];
                    [self.navigationController pushViewController:editor animated:YES];
                }
                - (void)showHelp
                {
                    UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Help" bundle:nil];
                    UIViewController *help = [storyboard instantiateViewControllerWithIdentifier:@"Help"];
                    [self presentViewController:help animated:YES completion:nil];
                }
                @end
                """,
            "NoteEditorViewController.h": "@interface NoteEditorViewController : UIViewController\n@end\n",
            "SettingsViewController.h": "@interface SettingsViewController : UITableViewController\n@end\n",
            "Tags.swift": """
                import UIKit

                class TagsViewController: UIViewController {
                    @objc func settingsTapped() {
                        AppDelegate.shared().presentSettings()
                    }
                }

                """,
        ])
        #expect(stderr.hasSuffix("the app launches in Code (AppDelegate.m:9: the delegate sets the window's root)\n"), "\(stderr)")
        #expect(code.contains("initial SidebarContainerViewController\n"), "\(code)")
        #expect(code.contains("container SidebarContainerViewController {"), "\(code)")
        #expect(code.contains("    // code: init() adds NoteListViewControllerNavigation as a child (AppDelegate.m:7)\n"
                              + "    embed NoteListViewControllerNavigation\n"), "\(code)")
        #expect(code.contains("    embed TagsViewController\n"), "\(code)")
        #expect(code.contains("segue \"tableView\" { push NoteEditorViewController }"), "\(code)")
        #expect(code.contains("segue \"settingsTapped\" -> present SettingsViewControllerNavigation"), "\(code)")
        // The help screen is a storyboard's the app does not have: said, not invented.
        #expect(code.contains("// code: showHelp() instantiates 'Help' of 'Help', which no storyboard imported with this one declares"),
                "\(code)")
        try expectAllReached(out, 7)
    }

    /// The same in Swift: a container of the app's made with its children, which it keeps and adds.
    @Test func aSwiftContainerMadeWithItsChildrenEmbedsThem() throws {
        let (out, _, code) = try importApp("Menu", ["App.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    let home = UINavigationController(rootViewController: HomeViewController())
                    window?.rootViewController = SideMenuContainer(content: home, menu: MenuViewController())
                }
            }

            final class SideMenuContainer: UIViewController {
                private let content: UIViewController
                private let menu: UIViewController
                init(content: UIViewController, menu: UIViewController) {
                    self.content = content
                    self.menu = menu
                    super.init(nibName: nil, bundle: nil)
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(content)
                    addChild(menu)
                }
            }

            class HomeViewController: UIViewController {}
            class MenuViewController: UITableViewController {}

            """])
        #expect(code.contains("""
            container SideMenuContainer {
                // code: init() adds HomeViewControllerNavigation as a child (App.swift:7)
                embed HomeViewControllerNavigation
                // code: init() adds MenuViewController as a child (App.swift:7)
                embed MenuViewController
            }
            """), "\(code)")
        try expectAllReached(out, 4)
    }

    /// A container that takes its children through properties whose setters add them (a vendored
    /// sliding-menu controller's `setTopViewController:`), set by the app's subclass as it loads.
    @Test func childrenSetThroughAContainersPropertiesAreEmbedded() throws {
        let (out, _, code) = try importApp("Remote", [
            "AppDelegate.m": """
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                    self.window.rootViewController = [[MenuContainerViewController alloc] initWithNibName:@"Menu" bundle:nil];
                    return YES;
                }
                @end
                """,
            "Sliding.h": "@interface SlidingViewController : UIViewController\n@end\n",
            "Sliding.m": """
                @implementation SlidingViewController
                - (void)setTopViewController:(UIViewController *)top {
                    [_topViewController removeFromParentViewController];
                    _topViewController = top;
                    [self addChildViewController:self.topViewController];
                }
                - (void)setUnderLeftViewController:(UIViewController *)left {
                    _underLeftViewController = left;
                    [self addChildViewController:self.underLeftViewController];
                }
                @end
                """,
            "MenuContainer.h": "@interface MenuContainerViewController : SlidingViewController\n@end\n",
            "MenuContainer.m": """
                @implementation MenuContainerViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    MenuViewController *menu = [[MenuViewController alloc] initWithNibName:@"MenuViewController" bundle:nil];
                    self.underLeftViewController = menu;
                    self.topViewController = [[UINavigationController alloc] initWithRootViewController:[HomeViewController new]];
                    self.title = @"Remote";
                }
                @end
                """,
            "Screens.h": """
                @interface MenuViewController : UITableViewController
                @end
                @interface HomeViewController : UIViewController
                @end
                """,
        ])
        #expect(code.contains("""
            container MenuContainerViewController {
                // code: viewDidLoad() adds MenuViewController as a child (MenuContainer.m:5)
                embed MenuViewController
                // code: viewDidLoad() adds HomeViewControllerNavigation as a child (MenuContainer.m:6)
                embed HomeViewControllerNavigation
            }
            """), "\(code)")
        try expectAllReached(out, 4)
    }

    /// The same in Swift (ownCloud's `EmbeddingViewController`): a property whose `didSet` adds the
    /// new value as a child, set by a subclass in a closure, with a controller it makes or one it
    /// holds in another property.
    @Test func childrenSetThroughASwiftPropertysDidSetAreEmbedded() throws {
        let (out, _, code) = try importApp("Cloud", ["App.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = RootViewController()
                }
            }

            class EmbeddingViewController: UIViewController {
                var contentViewController: UIViewController? {
                    willSet { contentViewController?.removeFromParent() }
                    didSet {
                        if let contentViewController {
                            addChild(contentViewController)
                            view.addSubview(contentViewController.view)
                        }
                    }
                }
            }

            final class RootViewController: EmbeddingViewController {
                var browser: BrowserViewController?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    browser = BrowserViewController()
                    watch { [weak self] hasAccount in
                        if hasAccount {
                            self?.contentViewController = self?.browser
                        } else {
                            self?.contentViewController = SetupViewController()
                        }
                    }
                }
            }

            class BrowserViewController: UIViewController {}
            class SetupViewController: UIViewController {}

            """])
        #expect(code.contains("""
            container RootViewController {
                // code: viewDidLoad() adds BrowserViewController as a child (App.swift:29)
                embed BrowserViewController
                // code: viewDidLoad() adds SetupViewController as a child (App.swift:31)
                embed SetupViewController
            }
            """), "\(code)")
        try expectAllReached(out, 3)
    }

    /// A settings screen built of section objects it makes and hands itself to (ownCloud's): each
    /// keeps the controller it was added to and pushes on it when a row is tapped. Those pushes are
    /// the controller's, named after the section's method; a helper keeping no controller of its
    /// class (the logger) moves nothing of its.
    @Test func theHelpersAControllerMakesMoveOnIt() throws {
        let (out, stderr, code) = try importApp("Sections", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: SettingsViewController())"))

            class TableSection: NSObject {
                weak var viewController: StaticTableViewController?
                func addRow(_ title: String, action: @escaping () -> Void) {}
            }

            class StaticTableViewController: UITableViewController {
                var sections: [TableSection] = []
                func addSection(_ section: TableSection) {
                    section.viewController = self
                    sections.append(section)
                }
            }

            final class SettingsViewController: StaticTableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addSection(LogSection())
                    _ = Logger()
                }
            }

            final class LogSection: TableSection {
                override init() {
                    super.init()
                    addRow("Logs") { [weak self] in self?.pushLogSettings() }
                }

                func pushLogSettings() {
                    self.viewController?.navigationController?.pushViewController(LogSettingsViewController(), animated: true)
                }
            }

            final class Logger: NSObject {
                var shown: UIViewController?
                func show(on presenter: UIViewController) {
                    presenter.present(LogSettingsViewController(), animated: true)
                }
            }

            final class LogSettingsViewController: UIViewController {}

            """])
        #expect(code.contains("""
            scene SettingsViewController {
                // code: LogSection.pushLogSettings() pushes LogSettingsViewController (App.swift:38); fire it with perform "LogSection.pushLogSettings"
                segue "LogSection.pushLogSettings" { push LogSettingsViewController }
            }
            """), "\(code)")
        #expect(!code.contains("Logger."), "\(code)")
        #expect(!stderr.contains("LogSection pushes"), "\(stderr)")
        try expectAllReached(out, 3)
    }

    /// A storyboard that is both the launch screen and the main storyboard (Mastodon's Main) is the
    /// app's: UIKit loads it as the main storyboard, so it is imported and launched.
    @Test func aLaunchScreenTheAppAlsoLaunchesIntoIsKept() throws {
        let app = try appWithMainStoryboard("Both", plist: [("UILaunchStoryboardName", "Main"), ("UIMainStoryboardFile", "Main")])
        let out = app.deletingLastPathComponent().appendingPathComponent("Flows")
        let outcome = try cli.run(["import", "--app", app.path, "-o", out.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("the launch screen"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("the app launches in Main"), "\(outcome.stderr)")
        let entry = try String(contentsOf: out.appendingPathComponent("App.flow"), encoding: .utf8)
        #expect(entry.contains("import \"Main.flow\"\n") && entry.hasSuffix("initial Main\n"), "\(entry)")
    }

    @Test func whatItRefuses() throws {
        let noFolder = try cli.run(["import", "--app", "no/such/app", "-o", "/tmp/x"])
        #expect(noFolder.status == 66)
        #expect(noFolder.stderr == "no/such/app: error: --app needs the app's source folder, which does not exist\n")
        let noOutput = try cli.run(["import", "--app", Self.app])
        #expect(noOutput.status == 64)
        #expect(noOutput.stderr.contains("--app writes a file per storyboard and App.flow: give a folder with -o"))
        let empty = try temporaries.make()
        let nothing = try cli.run(["import", "--app", empty.path, "-o", empty.appendingPathComponent("out").path])
        #expect(nothing.status == 66)
        #expect(nothing.stderr.contains("no .storyboard file and no Swift or Objective-C file in the folder"))
        // Swift, but no view controller its code shows: nothing to import.
        try "struct Model { var name: String }\n".write(to: empty.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)
        let noScreens = try cli.run(["import", "--app", empty.path, "-o", empty.appendingPathComponent("out").path])
        #expect(noScreens.status == 66)
        #expect(noScreens.stderr.hasSuffix("error: no .storyboard file, and no view controller of the app's that its code shows\n"),
                "\(noScreens.stderr)")
    }
}
