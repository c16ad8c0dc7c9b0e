import Foundation
import Testing

/// `-` names standard input, and `/dev/stdin`, a pipe or `/dev/null` are read
/// like files; a missing file, a folder and a file without permission each
/// say which they are.
@Suite struct StandardInputTests {
    let cli = CLITests()
    let misspelt = "scene Home {\n    button go -> show Detial\n}\nscene Detail {}\ninitial Home\n"

    @Test func checkReadsADashFromStandardInputAsStdin() throws {
        let outcome = try cli.run(["check", "-"], environment: ["NO_COLOR": "1"], input: misspelt)
        #expect(outcome.status == 65)
        #expect(outcome.stderr == """
            <stdin>:2:23: error: unknown scene 'Detial'
                2 |     button go -> show Detial
                  |                       ^~~~~~
                  = help: did you mean 'Detail'?
            <stdin>:4:7: note: 'Detail' declared here
                4 | scene Detail {}
                  |       ^~~~~~
            1 error, 0 warnings

            """)
    }

    @Test func runAndTestReadADash() throws {
        let script = "initial A\nscene A {}\nprint 1 + 1\ntest \"sum\" { expect 1 + 1 == 2 }\n"
        let run = try cli.run(["run", "-"], input: script)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("print 1 + 1                                                   <stdin>:3\n  2\n"), "\(run.stdout)")
        let test = try cli.run(["test", "-"], input: script)
        #expect(test.status == 0, "\(test.stderr)")
        #expect(test.stdout == "✔ sum\n1 passed, 0 failed\n")
    }

    @Test func fmtPrintsOrChecksStandardInputButDoesNotRewriteIt() throws {
        let untidy = "initial A\nscene A   {}\n"
        let printed = try cli.run(["fmt", "-"], input: untidy)
        #expect(printed.status == 0)
        #expect(printed.stdout == "initial A\nscene A {}\n")
        let checked = try cli.run(["fmt", "--check", "-"], input: untidy)
        #expect(checked.status == 1)
        #expect(checked.stderr == "not formatted: <stdin>\n")
        let inPlace = try cli.run(["fmt", "-i", "-"], input: untidy)
        #expect(inPlace.status == 64)
        #expect(inPlace.stderr.contains("--in-place cannot rewrite standard input ('-')"))
    }

    @Test func standardInputIsReadOnce() throws {
        let outcome = try cli.run(["check", "-", "-"], input: "")
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("standard input ('-') can be read only once"))
    }

    @Test func devicesAndPipesAreReadLikeFiles() throws {
        let empty = try cli.run(["check", "/dev/null"])
        #expect(empty.status == 0, "\(empty.stderr)")
        #expect(empty.stderr.isEmpty)
        let piped = try cli.run(["check", "/dev/stdin"], environment: ["NO_COLOR": "1"], input: misspelt)
        #expect(piped.status == 65)
        #expect(piped.stderr.hasPrefix("/dev/stdin:2:23: error: unknown scene 'Detial'\n"), "\(piped.stderr)")
    }

    @Test func unreadableFilesSayWhy() throws {
        let missing = try cli.run(["check", "no/such/file.flow"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "no/such/file.flow: error: no such file\n")
        let folder = try cli.run(["check", "examples"])
        #expect(folder.status == 66)
        #expect(folder.stderr == "examples: error: is a directory\n")
    }

    /// Root reads every file, so the case can only be seen as another user.
    @Test(.enabled(if: geteuid() != 0)) func aFileWithoutPermissionSaysSo() throws {
        let path = try cli.temporaryFile("initial A\nscene A {}\n")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
        let outcome = try cli.run(["check", path])
        #expect(outcome.status == 66)
        #expect(outcome.stderr.hasPrefix("\(path): error: cannot be read (permission denied)\n"))
    }
}
