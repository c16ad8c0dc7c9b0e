import Foundation
import TestSupport
import Testing

/// `flow check` of an app's entry checks every file it imports, however
/// deep, each once: the static checks run on each storyboard, a warning is
/// printed once however many checked files import its file, and a
/// storyboard entered from another (no `initial` of its own) is not told to
/// name one.
@Suite struct WholeAppCheckCLITests {
    let cli = CLITests()
    let temporaries = TemporaryFolders(prefix: "flow-whole-app")

    /// A new folder holding each of `files` (name to text).
    func makeFolder(holding files: [String: String]) throws -> URL {
        let folder = try temporaries.make()
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// `flow check` of the file `name` in `folder`, without colour.
    func check(_ name: String, in folder: URL) throws -> CLITests.Outcome {
        try cli.run(["check", folder.appendingPathComponent(name).path], environment: ["NO_COLOR": "1"])
    }

    func app() throws -> URL {
        let files = [
            "App.flow": "storyboard App\nimport \"Main.flow\"\nimport \"Detail.flow\"\ninitial Main\n",
            "Main.flow": """
                storyboard Main
                import "Detail.flow"
                import "Pushed.flow"
                initial List

                navigation List { root Notes }
                scene Notes {
                    button open -> show Detail.Note
                    button more -> show Pushed
                    button results -> show Pushed.Results
                }
                scene Orphan {}

                """,
            // Entered from Main only: no initial of its own. Its variable is never read (W113).
            "Detail.flow": """
                storyboard Detail

                scene Note { var draft = "" }

                """,
            // Main pushes it, so its `show` pushes too; alone it is the app, whose initial scene is
            // in no navigation controller (W104). Where an imported storyboard is put is its
            // importer's business, and so is where it is entered: Main shows its Results, which
            // nothing of its own leads to (alone, a W101).
            "Pushed.flow": """
                storyboard Pushed
                initial Page

                scene Page { segue "more" -> show Extra }
                scene Extra {}
                scene Results {}

                """,
        ]
        let folder = try makeFolder(holding: files)
        return folder
    }

    @Test func theEntryChecksEveryFileOnce() throws {
        let folder = try app()
        let outcome = try cli.run(["check", "--format", "json", folder.appendingPathComponent("App.flow").path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        let codes = lines.compactMap { line -> String? in
            guard let data = line.data(using: .utf8),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
            return "\(URL(fileURLWithPath: object["file"] as? String ?? "").lastPathComponent) \(object["code"] as? String ?? object["id"] as? String ?? "")"
        }
        // Main's unreachable scene and Detail's unread variable: each once.
        #expect(codes.sorted() == ["Detail.flow W113", "Main.flow W101"], "\(outcome.stdout)")
        #expect(!outcome.stdout.contains("missing-initial"))
        // Checked alone, Pushed is the app: its Page is in no navigation controller.
        let alone = try check("Pushed.flow", in: folder)
        #expect(alone.stderr.contains("warning[W104]"), "\(alone.stderr)")
        #expect(alone.stderr.contains("warning[W101]: no path reaches 'Results'"), "\(alone.stderr)")
    }

    /// The storyboard an app launches (App.flow's `initial Home`) is checked with its initial scene
    /// as the window's root, not placed anywhere as a storyboard entered from another is: its `show`
    /// of a plain scene presents (W104), and its `show` of a navigation controller is no push (no
    /// W108), as when it is checked alone (ivpn's main screen had four false W108).
    @Test func theLaunchedStoryboardsInitialSceneIsTheWindowsRoot() throws {
        let files = [
            "App.flow": "storyboard App\nimport \"Home.flow\"\ninitial Home\n",
            "Home.flow": """
                storyboard Home
                initial Start

                scene Start {
                    button servers -> show ServersNav
                    button about -> show About
                }
                navigation ServersNav { root Servers }
                scene Servers {}
                scene About {}

                """,
        ]
        let folder = try makeFolder(holding: files)
        for entry in ["App.flow", "Home.flow"] {
            let outcome = try check(entry, in: folder)
            #expect(outcome.stderr.contains("warning[W104]: 'Start' is never inside a navigation controller or a split view: 'show' presents 'About' modally"),
                    "\(entry): \(outcome.stderr)")
            #expect(!outcome.stderr.contains("W108"), "\(entry): \(outcome.stderr)")
            #expect(outcome.stderr.hasSuffix("0 errors, 1 warning\n"), "\(entry): \(outcome.stderr)")
        }
    }

    /// An app launched at a scene of a storyboard other than its initial one (`initial Home.Setup`, an
    /// imported app whose delegate sets that scene as the window's root) is checked with that scene
    /// as the window's root: reached (no W101), its `detail` from no split presents (W105); the
    /// storyboard's initial scene, entered elsewhere, is placed anywhere.
    @Test func anAppLaunchedAtAnotherSceneHasItAsTheWindowsRoot() throws {
        let files = [
            "App.flow": "storyboard App\nimport \"Home.flow\"\ninitial Home.Setup\n",
            "Home.flow": """
                storyboard Home
                initial Start

                navigation Start { root List }
                scene List {}
                scene Setup {
                    button signIn -> detail SignIn
                }
                scene SignIn {}

                """,
        ]
        let folder = try makeFolder(holding: files)
        let outcome = try check("App.flow", in: folder)
        #expect(outcome.stderr.contains("warning[W105]: 'Setup' is never inside a split view controller"), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("W101"), "\(outcome.stderr)")
        #expect(outcome.stderr.hasSuffix("0 errors, 1 warning\n"), "\(outcome.stderr)")
    }

    /// A scene of another storyboard a control's action or a hook moves to (`segue "go" { push
    /// Settings.Detail }`: an imported app's code instantiating it by identifier, Mattermost's
    /// settings) is entered there, as a segue's destination is: no W101 on it. And a W101's note
    /// names only its own storyboard's scenes: the launch's storyboard, which a dead scene of Main
    /// replaces the root with, is checked from the launch, not "reached only through" that scene.
    @Test func aSceneAnActionMovesToInAnotherStoryboardIsEntered() throws {
        let files = [
            "App.flow": "storyboard App\nimport \"Login.flow\"\nimport \"Main.flow\"\nimport \"Settings.flow\"\ninitial Login\n",
            "Login.flow": """
                storyboard Login
                import "Main.flow"
                initial Start

                navigation Start { root SignIn }
                scene SignIn { segue "signedIn" { set window.rootViewController = Main } }

                """,
            "Main.flow": """
                storyboard Main
                import "Login.flow"
                import "Settings.flow"
                initial Home

                navigation Home { root Profile }
                scene Profile {
                    segue "notifications" { push Settings.Notifications }
                    on viewDidAppear { if false { present Settings.About } }
                }
                scene Dead { segue "signOut" { set window.rootViewController = Login } }

                """,
            "Settings.flow": """
                storyboard Settings
                initial Root

                scene Root {}
                scene Notifications {}
                scene About {}

                """,
        ]
        let folder = try makeFolder(holding: files)
        let outcome = try check("App.flow", in: folder)
        #expect(outcome.stderr.contains("warning[W101]: no path reaches 'Dead' from the initial scene 'Home'"), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("Notifications") && !outcome.stderr.contains("About"), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("reached only through"), "\(outcome.stderr)")
        #expect(outcome.stderr.hasSuffix("0 errors, 1 warning\n"), "\(outcome.stderr)")
    }

    @Test func filesGivenTogetherPrintEachWarningOnce() throws {
        let folder = try app()
        let paths = ["App.flow", "Main.flow", "Detail.flow"].map { folder.appendingPathComponent($0).path }
        let outcome = try cli.run(["check"] + paths, environment: ["NO_COLOR": "1"])
        #expect(outcome.stderr.components(separatedBy: "warning[W101]").count == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.components(separatedBy: "warning[W113]").count == 2, "\(outcome.stderr)")
        // Detail.flow was given itself: there its missing initial is said.
        #expect(outcome.stderr.contains("storyboard 'Detail' has no 'initial' declaration"))
        #expect(outcome.stderr.hasSuffix("0 errors, 3 warnings\n"), "\(outcome.stderr)")
    }

    /// A storyboard another presents, whose own scenes implement an unwind action its entering file's
    /// scene implements too (Habitica's settings, presented by the main menu that inherits
    /// `unwindToList`, whose character fixer implements it as well): its Done's unwind reaches the
    /// menu, which its own graph does not show, so no W103 — checked as the app's import. Checked
    /// alone, the file is the app, and the warning stands.
    @Test func anUnwindToAnActionTheEnteringFileImplementsIsNoFinding() throws {
        let files = [
            "App.flow": "storyboard App\nimport \"Main.flow\"\nimport \"Settings.flow\"\ninitial Main\n",
            "Main.flow": """
                storyboard Main
                import "Settings.flow"
                initial Menu

                navigation Menu { root MainMenu }
                scene MainMenu {
                    item settings -> present Settings style formSheet
                    unwind unwindToList
                }

                """,
            "Settings.flow": """
                storyboard Settings
                initial SettingsNav

                navigation SettingsNav { root Preferences }
                scene Preferences {
                    item done -> unwind unwindToList
                    item fix -> show FixCharacter
                }
                scene FixCharacter { unwind unwindToList }

                """,
        ]
        let folder = try makeFolder(holding: files)
        let whole = try check("App.flow", in: folder)
        #expect(whole.status == 0 && whole.stderr.isEmpty, "\(whole.stderr)")
        let alone = try check("Settings.flow", in: folder)
        #expect(alone.stderr.contains("warning[W103]: no scene implementing 'unwindToList' can be below 'Preferences'"),
                "\(alone.stderr)")
    }
}
