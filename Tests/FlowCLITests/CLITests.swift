import Foundation
import TestSupport
import Testing

/// End-to-end tests of the `flow` executable: they run the built binary and
/// check its standard output, standard error and exit code.
@Suite struct CLITests {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The folders `temporaryFile` makes, removed when the test is done.
    let temporaries = TemporaryFolders(prefix: "flow-cli")

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `flow` binary built beside this test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("flow")
    }

    /// Runs `flow` with `arguments` from the package root; standard input is
    /// `input` through a pipe, or empty (/dev/null) when nil.
    func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) throws -> Outcome {
        try CLITests.runProgram(CLITests.executable, arguments, environment: environment, input: input)
    }

    /// Runs `program` (flow, or a tool that looks at it: `ldd`, `env`) as
    /// `run` runs flow: from the package root, `environment` over this one's.
    static func runProgram(_ program: URL, _ arguments: [String], environment: [String: String] = [:],
                           input: String? = nil) throws -> Outcome {
        let outcome = try runExecutable(program, arguments, in: CLITests.packageRoot, environment: environment,
                                        input: input.map { Data($0.utf8) })
        return Outcome(status: outcome.status, stdout: outcome.stdout, stderr: outcome.stderr)
    }

    func temporaryFile(_ text: String, name: String = "input.flow") throws -> String {
        let directory = try temporaries.make()
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func theExecutableIsBuilt() {
        #expect(FileManager.default.isExecutableFile(atPath: CLITests.executable.path),
                "flow must be built before the tests: swift build --build-tests")
    }

    @Test func checkIsSilentOnTheExamples() throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: CLITests.packageRoot.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".flow") }.sorted().map { "examples/" + $0 }
        #expect(examples.count >= 3)
        let outcome = try run(["check"] + examples)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.isEmpty)
    }

    @Test func checkReportsErrorsWithExitCode65() throws {
        let path = try temporaryFile("scene Home {\n    button go -> show Detial\n}\nscene Detail {}\ninitial Home\n")
        let outcome = try run(["check", path], environment: ["NO_COLOR": "1"])
        #expect(outcome.status == 65)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains("\(path):2:23: error: unknown scene 'Detial'"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("    2 |     button go -> show Detial\n      |                       ^~~~~~\n"))
        #expect(outcome.stderr.contains("did you mean 'Detail'?"))
        #expect(outcome.stderr.hasSuffix("1 error, 0 warnings\n"))
        #expect(!outcome.stderr.contains("\u{1B}["), "no colour when standard error is not a terminal")
    }

    @Test func colourOnlyWhenAsked() throws {
        let path = try temporaryFile("scene {\n")
        let forced = try run(["check", "--color", "always", path])
        #expect(forced.stderr.contains("\u{1B}[1;31merror\u{1B}[0m"))
        let never = try run(["check", "--color", "never", path])
        #expect(!never.stderr.contains("\u{1B}["))
    }

    @Test func checkSpeaksJSONLines() throws {
        let path = try temporaryFile("scene Home {\n    sise 3 x 4\n}\ninitial Home\n")
        let outcome = try run(["check", "--format", "json", path])
        #expect(outcome.status == 65)
        let lines = outcome.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        let object = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
        #expect(object?["file"] as? String == path)
        #expect(object?["line"] as? Int == 2)
        #expect(object?["column"] as? Int == 5)
        #expect(object?["endColumn"] as? Int == 9)
        #expect(object?["severity"] as? String == "error")
        #expect(object?["id"] as? String == "expected")
        #expect(object?["help"] as? String == "did you mean 'size'?")
        #expect(outcome.stderr.isEmpty)
    }

    @Test func unreadableFilesAndBadUsage() throws {
        let missing = try run(["check", "no/such/file.flow"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("no/such/file.flow: error: no such file"))
        let usage = try run(["check"])
        #expect(usage.status == 64)
        let unknown = try run(["frobnicate"])
        #expect(unknown.status == 64)
    }

    @Test func formatPrintsChecksAndRewrites() throws {
        let messy = "scene   A {title \"x\";  button b->show A}   // keep me\ninitial A\n"
        let path = try temporaryFile(messy)
        let printed = try run(["fmt", path])
        #expect(printed.status == 0)
        #expect(printed.stdout == "scene A { // keep me\n    title \"x\"\n    button b -> show A\n}\ninitial A\n" ||
                printed.stdout.contains("button b -> show A"), "\(printed.stdout)")
        #expect(printed.stdout.contains("// keep me"))

        let checked = try run(["fmt", "--check", path])
        #expect(checked.status == 1)
        #expect(checked.stderr == "not formatted: \(path)\n")

        let rewritten = try run(["fmt", "--in-place", path])
        #expect(rewritten.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == printed.stdout)
        let again = try run(["fmt", "--check", path])
        #expect(again.status == 0, "formatting is idempotent")

        let broken = try temporaryFile("scene {\n")
        let refused = try run(["fmt", broken])
        #expect(refused.status == 65)
        #expect(refused.stdout.isEmpty)
    }

    @Test func runPrintsTheTraceOfTheExample() throws {
        let ran = try run(["run", "examples/recipes.flow"])
        #expect(ran.status == 0, "\(ran.stderr)")
        let lines = ran.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("launch compact") == true)
        #expect(lines.contains("  RecipeList.viewDidAppear(false)"))
        #expect(ran.stderr.isEmpty)
        let broken = try temporaryFile("scene {\n")
        #expect(try run(["run", broken]).status == 65)
    }

    @Test func runSpeaksJSONLines() throws {
        let ran = try run(["run", "--format", "json", "examples/recipes.flow"])
        #expect(ran.status == 0)
        for line in ran.stdout.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["kind"] is String, "every object has a kind: \(line)")
            #expect(object?["text"] is String, "every object has a text: \(line)")
        }
        #expect(ran.stdout.contains("\"method\":\"viewDidLoad\""))
    }

    @Test func testRunsEveryTestAndSummarises() throws {
        let tested = try run(["test", "examples/recipes.flow"])
        #expect(tested.status == 0, "\(tested.stdout)\(tested.stderr)")
        #expect(tested.stdout.hasSuffix("2 passed, 0 failed\n"), "\(tested.stdout)")
        let failing = try temporaryFile("""
            scene A {}
            initial A
            test "fails" {
                expect visible == nil
            }
            test "passes" {
                expect visible == A
            }
            """)
        let failed = try run(["test", failing])
        #expect(failed.status == 1)
        #expect(failed.stdout.hasSuffix("1 passed, 1 failed\n"), "\(failed.stdout)")
        #expect(failed.stdout.contains("input.flow:4"), "a failure names its file and line")
        let filtered = try run(["test", "--filter", "pass", failing])
        #expect(filtered.stdout.hasSuffix("1 passed, 0 failed\n"), "\(filtered.stdout)")
    }

    @Test func runtimeErrorsExitWith70() throws {
        let path = try temporaryFile("navigation N { root A }\nnavigation M { root A }\nscene A {}\ninitial N\npush M\n")
        let ran = try run(["run", path], environment: ["NO_COLOR": "1"])
        #expect(ran.status == 70)
        #expect(ran.stderr.contains("Pushing a navigation controller is not supported"), "\(ran.stderr)")
        #expect(ran.stderr.contains("\(path):5:1: error:"), "\(ran.stderr)")
    }

    @Test func helpDocumentsTheExitCodes() throws {
        let help = try run(["--help"])
        #expect(help.status == 0)
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("65 errors in the input"))
        for command in ["check", "fmt", "run", "test", "bench"] {
            #expect(help.stdout.contains(command))
        }
    }

    @Test func debuggingDumps() throws {
        let tokens = try run(["check", "--dump-tokens", "examples/recipes.flow"])
        #expect(tokens.stdout.contains("2:1\tidentifier keyword \"storyboard\""))
        let tree = try run(["check", "--dump-ast", "examples/recipes.flow"])
        #expect(tree.stdout.hasPrefix("FlowFile\n"))
    }
}
