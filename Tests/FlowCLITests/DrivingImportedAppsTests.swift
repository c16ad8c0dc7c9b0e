import Foundation
import Testing

/// A real app imported whole and driven past its first sheet: Delta's three
/// storyboards (Tests/FlowImportTests/Fixtures/storyboards/rileytestut__Delta),
/// under the names they have in its repository so their references link,
/// imported with one `flow import` and driven by a test of our own.
@Suite struct DrivingImportedAppsTests {
    let cli = CLITests()

    @Test func deltaGoesPastItsFirstSheet() throws {
        let fixtures = CLITests.packageRoot.appendingPathComponent("Tests/FlowImportTests/Fixtures/storyboards/rileytestut__Delta")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flow-delta-\(UUID().uuidString)")
        let sources = root.appendingPathComponent("src")
        let imported = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        var inputs: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) where name.hasSuffix(".storyboard") {
            // `Delta__Base.lproj__Main.storyboard` was `Delta/Base.lproj/Main.storyboard`.
            let original = String(name.split(separator: "_").last ?? Substring(name))
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name),
                                             to: sources.appendingPathComponent(original))
            inputs.append(sources.appendingPathComponent(original).path)
        }
        let importing = try cli.run(["import"] + inputs.sorted() + ["-o", imported.path])
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
        let script = root.appendingPathComponent("drive.flow")
        try drive.write(to: script, atomically: true, encoding: .utf8)
        let outcome = try cli.run(["test", "--quiet", script.path])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.contains("✔ past the first sheet"))
        // The pause menu, from the other storyboard, is on screen.
        #expect(outcome.stdout.contains("PauseMenu.GridMenuViewController"))
    }
}
