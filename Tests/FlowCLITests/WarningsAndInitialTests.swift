import Foundation
import Testing

/// `--quiet` and `-W` hide warnings in every command; `--initial` launches
/// a scene the file does not name (an imported storyboard whose app picks its
/// root in code).
@Suite struct WarningsAndInitialTests {
    let cli = CLITests()

    /// A folder with `Mail.flow` (a storyboard) and `app.flow`, which imports it and has no `initial`.
    func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-initial-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("storyboard Mail\ninitial Inbox\nnavigation Inbox { root List }\nscene List { title \"Inbox\" }\n".utf8)
            .write(to: folder.appendingPathComponent("Mail.flow"))
        try Data("import \"Mail.flow\"\nexpect visible == Mail.List\n".utf8).write(to: folder.appendingPathComponent("app.flow"))
        try Data("scene A {}\nscene B {}\n".utf8).write(to: folder.appendingPathComponent("warns.flow"))
        return folder
    }

    @Test func quietAndWHideWarnings() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("warns.flow").path
        let loud = try cli.run(["check", file])
        #expect(loud.stderr.contains("warning: storyboard 'warns' has no 'initial' declaration"))
        #expect(loud.stderr.hasSuffix("0 errors, 1 warning\n"))
        for arguments in [["--quiet"], ["-W", "none"], ["-W", "missing-initial"]] {
            let quiet = try cli.run(["check", file] + arguments)
            #expect(quiet.status == 0)
            #expect(quiet.stderr.isEmpty, "\(arguments): \(quiet.stderr)")
        }
        let other = try cli.run(["run", file, "-W", "shadowed-query"])
        #expect(other.stderr.contains("warning: storyboard 'warns'"), "-W hides only what it names")
    }

    /// `run` and `test` report the warnings `check` reports, static checks included.
    @Test func runAndCheckReportTheSameWarnings() throws {
        let source = "initial Home\nscene Home { cell item -> show Detail }\nscene Detail {}\n"
        let checked = try cli.run(["check", "-"], input: source)
        let ran = try cli.run(["run", "-"], input: source)
        let tested = try cli.run(["test", "-"], input: source)
        #expect(checked.stderr.contains("warning[W104]"), "\(checked.stderr)")
        #expect(ran.stderr.hasPrefix(checked.stderr), "run:\n\(ran.stderr)\ncheck:\n\(checked.stderr)")
        #expect(tested.stderr.hasPrefix(checked.stderr))
    }

    @Test func initialLaunchesTheNamedScene() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("app.flow").path
        let refused = try cli.run(["run", app])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("help: add 'initial Mail'"))
        let launched = try cli.run(["run", app, "--initial", "Mail"])
        #expect(launched.status == 0, "\(launched.stderr)")
        #expect(launched.stdout.contains("Mail.List.viewDidAppear(false)"))
        let unknown = try cli.run(["run", app, "--initial", "Nope"])
        #expect(unknown.status == 65)
        #expect(unknown.stderr.contains("--initial names no view controller of 'app': 'Nope'"))
    }

    /// `flow explore` and `flow repl` take `--initial` as `run` does (an imported app that picks its root in code).
    @Test func exploreAndTheREPLLaunchTheNamedScene() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("app.flow").path
        let explored = try cli.run(["explore", app, "--initial", "Mail", "--no-timing"])
        #expect(explored.status == 0, "\(explored.stderr)")
        #expect(explored.stdout.contains("  scenes reached      2 of 2\n"), "\(explored.stdout)")
        let session = try cli.run(["repl", "--initial", "Mail", app], input: ":where\n")
        #expect(session.status == 0, "\(session.stderr)")
        #expect(session.stdout == "Mail.Inbox (navigation) › Mail.List\n", "\(session.stdout)")
        let unknown = try cli.run(["repl", "--initial", "Nope", app], input: ":where\n")
        #expect(unknown.status == 65)
        #expect(unknown.stderr.contains("--initial names no view controller of 'app': 'Nope'"))
    }
}
