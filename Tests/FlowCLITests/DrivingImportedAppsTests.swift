import Foundation
import Testing

/// A real app imported whole and driven past its first sheet: Delta's three
/// storyboards (Tests/FlowImportTests/Fixtures/storyboards/rileytestut__Delta),
/// under the names they have in its repository so their references link,
/// imported with one `flow import` and driven by a test of our own.
@Suite struct DrivingImportedAppsTests {
    let cli = CLITests()

    @Test func deltaGoesPastItsFirstSheet() throws {
        let (root, inputs) = try storyboards(of: "rileytestut__Delta")
        defer { try? FileManager.default.removeItem(at: root) }
        let imported = root.appendingPathComponent("out")
        let importing = try cli.run(["import"] + inputs + ["-o", imported.path])
        #expect(importing.status == 0, "\(importing.stderr)")
        // PauseMenu's scenes are linked from Main, not placeholders.
        let main = try String(contentsOf: imported.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("import \"PauseMenu.flow\"") && main.contains("root PauseMenu.SaveStatesViewController"))

        let drive = """
            import "out/Main.flow"
            initial Main

            test "past the first sheet" {
                // The app takes its launch screen away in code.
                unembed Main.LaunchScreenPlaceholder
                perform "showInitialGamesViewController"
                expect visible == Main.PageViewController
                dismiss
                expect visible == Main.GameViewController
                perform "pause"
                print visible
            }

            """
        let outcome = try self.drive(in: root, drive)
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.contains("✔ past the first sheet"))
        // The pause menu, from the other storyboard, is on screen.
        #expect(outcome.stdout.contains("PauseMenu.GridMenuViewController"))
    }

    /// GoMap: the main storyboard and its Changeset storyboard, linked; the
    /// upload sheet comes from the other file and pushes its login.
    @Test func goMapGoesPastItsFirstSheet() throws {
        let (root, inputs) = try storyboards(of: "bryceco__GoMap")
        defer { try? FileManager.default.removeItem(at: root) }
        let importing = try cli.run(["import"] + inputs + ["-o", root.appendingPathComponent("out").path])
        #expect(importing.status == 0, "\(importing.stderr)")
        let outcome = try drive(in: root, """
            import "out/MainStoryboard.flow"
            import "out/Changeset.flow"
            initial MainStoryboard

            test "past the first sheet" {
                tap icloudAndArrowUp
                expect visible == Changeset.UploadViewController
                perform "loginSegue"
                expect stack(Changeset.UploadViewController2) == [Changeset.UploadViewController, Changeset.LoginViewControllerPlaceholder]
                dismiss
                tap searchButton
                expect visible == MainStoryboard.NominatimViewController
            }

            """)
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.contains("✔ past the first sheet"))
    }

    /// SWRevealViewController's example: the reveal controller performs its segues to its rear and
    /// front itself as it loads, each its child (RevealSegues.swift), the front on screen; the menu's
    /// rows' custom segues (`SWRevealViewControllerSeguePushController`, a new front in code) present.
    @Test func revealControllerGoesPastItsFirstSheet() throws {
        let (root, inputs) = try storyboards(of: "John-Lluch__SWRevealViewController")
        defer { try? FileManager.default.removeItem(at: root) }
        let importing = try cli.run(["import"] + inputs + ["-o", root.appendingPathComponent("MainStoryboard.flow").path])
        #expect(importing.status == 0, "\(importing.stderr)")
        let outcome = try drive(in: root, """
            import "MainStoryboard.flow"
            initial MainStoryboard

            test "past the first sheet" {
                expect visible == MainStoryboard.MapViewController
                expect exists(MainStoryboard.MenuViewController)
                tap blue
                expect visible == MainStoryboard.ColorViewController
            }

            """)
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.contains("✔ past the first sheet"))
    }

    /// HabitRPG's Settings and Tasks storyboards with a source file that
    /// implements the unwind action (as its SettingsViewController does):
    /// the fix-values sheet comes up and its Cancel unwinds back.
    @Test func habiticaGoesPastItsFirstSheet() throws {
        let (root, inputs) = try storyboards(of: "HabitRPG__habitica-ios")
        defer { try? FileManager.default.removeItem(at: root) }
        let code = root.appendingPathComponent("code")
        try FileManager.default.createDirectory(at: code, withIntermediateDirectories: true)
        try """
            class SettingsViewController: BaseSettingsViewController {
                @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
            }
            """.write(to: code.appendingPathComponent("SettingsViewController.swift"), atomically: true, encoding: .utf8)
        let importing = try cli.run(["import"] + inputs + ["--sources", code.path, "-o", root.appendingPathComponent("out").path])
        #expect(importing.status == 0, "\(importing.stderr)")
        let outcome = try drive(in: root, """
            import "out/Settings.flow"
            initial Settings

            test "past the first sheet" {
                perform "FixValuesSegue"
                expect visible == Settings.FixCharacterViewController
                tap cancel
                expect visible == Settings.SettingsViewController
                perform "accountSegue"
                expect stack(Settings.ThemedNavigationController) == [Settings.SettingsViewController, Settings.AccountSettingsViewController]
            }

            """)
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.contains("✔ past the first sheet"))
    }

    /// A fixture folder's storyboards copied under the names they have in
    /// their repository (`src__iOS__Base.lproj__MainStoryboard.storyboard`
    /// was `src/iOS/Base.lproj/MainStoryboard.storyboard`), so that their
    /// references link; the temporary root and the copies, sorted.
    private func storyboards(of app: String) throws -> (root: URL, inputs: [String]) {
        let fixtures = CLITests.packageRoot.appendingPathComponent("Tests/FlowImportTests/Fixtures/storyboards/\(app)")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flow-\(app)-\(UUID().uuidString)")
        let sources = root.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        var inputs: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) where name.hasSuffix(".storyboard") {
            let original = String(name.split(separator: "_").last ?? Substring(name))
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name),
                                             to: sources.appendingPathComponent(original))
            inputs.append(sources.appendingPathComponent(original).path)
        }
        return (root, inputs.sorted())
    }

    /// `flow test --quiet` on a script written beside the imported files.
    private func drive(in root: URL, _ script: String) throws -> CLITests.Outcome {
        let file = root.appendingPathComponent("drive.flow")
        try script.write(to: file, atomically: true, encoding: .utf8)
        return try cli.run(["test", "--quiet", file.path])
    }
}
