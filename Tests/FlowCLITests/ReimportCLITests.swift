import Foundation
import Testing

/// Importing again replaces what flow import wrote and nothing else: a file
/// with tests appended, or one a person wrote, is refused with the way on
/// (exit 73, nothing written); `--force` replaces it; tests kept in a file
/// of their own that imports the generated one survive every re-import.
@Suite struct ReimportCLITests {
    let cli = CLITests()
    static let storyboard = OutputCLITests.storyboard

    func importing(to path: String, force: Bool = false) throws -> CLITests.Outcome {
        try cli.run(["import", Self.storyboard, "-o", path] + (force ? ["--force"] : []))
    }

    @Test func itsOwnUnchangedOutputIsReplaced() throws {
        let file = try cli.temporaryFile("", name: "Games.flow")
        try FileManager.default.removeItem(atPath: file)
        #expect(try importing(to: file).status == 0)
        let first = try String(contentsOfFile: file, encoding: .utf8)
        let again = try importing(to: file)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == first)
        #expect(try cli.run(["fmt", "--check", file]).status == 0)
    }

    @Test func appendedTestsAreNotDropped() throws {
        let file = try cli.temporaryFile("", name: "Games.flow")
        try FileManager.default.removeItem(atPath: file)
        #expect(try importing(to: file).status == 0)
        let edited = try String(contentsOfFile: file, encoding: .utf8) + "\ntest \"mine\" { expect 1 == 1 }\n"
        try edited.write(toFile: file, atomically: true, encoding: .utf8)
        let again = try importing(to: file)
        #expect(again.status == 73)
        #expect(again.stderr == """
            \(file): error: not replaced: it was changed since flow import wrote it, and importing again would lose the change
              = help: keep tests and scripts in a file of their own that imports this one (import "Games.flow"), \
            move this one away, then import again; or import with --force to replace it
            flow import: nothing was written

            """)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == edited)
        let forced = try importing(to: file, force: true)
        #expect(forced.status == 0)
        #expect(try !String(contentsOfFile: file, encoding: .utf8).contains("test \"mine\""))
    }

    @Test func aFileAPersonWroteIsRefused() throws {
        let file = try cli.temporaryFile("initial A\nscene A {}\n", name: "Games.flow")
        let outcome = try importing(to: file)
        #expect(outcome.status == 73)
        #expect(outcome.stderr.contains("error: not replaced: flow import did not write this file"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "initial A\nscene A {}\n")
    }

    @Test func testsInTheirOwnFileSurviveReimporting() throws {
        let file = try cli.temporaryFile("", name: "Games.flow")
        try FileManager.default.removeItem(atPath: file)
        #expect(try importing(to: file).status == 0)
        let tests = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("GamesTests.flow").path
        try """
            import "Games.flow"
            initial DeltaBaseLprojGamesDatabase

            test "the browser is first" {
                expect visible == DeltaBaseLprojGamesDatabase.GamesDatabaseBrowserViewController
            }

            """.write(toFile: tests, atomically: true, encoding: .utf8)
        #expect(try importing(to: file).status == 0)
        let run = try cli.run(["test", tests])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("1 passed, 0 failed\n"))
    }
}
