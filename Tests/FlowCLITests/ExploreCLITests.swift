import Foundation
import Testing

/// `flow explore` through the built binary: the report matches the golden,
/// `--tests` writes a file `flow test` passes and `flow fmt --check` accepts,
/// JSON parses, bad options and files are refused.
@Suite struct ExploreCLITests {
    let cli = CLITests()

    static let expected = CLITests.packageRoot.appendingPathComponent("Tests/FlowExploreTests/Fixtures/expected")

    /// Tests written to another folder import the explored file's imports
    /// from there (they broke before: the import lines were copied as written).
    @Test func testsWrittenElsewhereFindTheImports() throws {
        let root = URL(fileURLWithPath: try cli.temporaryFile("", name: "x")).deletingLastPathComponent()
        let flows = root.appendingPathComponent("flows"), out = root.appendingPathComponent("out")
        for folder in [flows, out] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try "storyboard Detail\nscene Note {}\n".write(to: flows.appendingPathComponent("Detail.flow"), atomically: true, encoding: .utf8)
        try """
            storyboard Main
            import "Detail.flow"
            initial List
            navigation List { root Notes }
            scene Notes { button open -> show Detail.Note }

            """.write(to: flows.appendingPathComponent("Main.flow"), atomically: true, encoding: .utf8)
        let tests = out.appendingPathComponent("MainTests.flow").path
        let explored = try cli.run(["explore", flows.appendingPathComponent("Main.flow").path, "--no-timing", "--tests", tests])
        #expect(explored.status == 0, "\(explored.stderr)")
        #expect(try String(contentsOfFile: tests, encoding: .utf8).contains("import \"../flows/Detail.flow\"\n"))
        #expect(explored.stderr == "flow explore: \(tests) imports files of \(flows.path): run it with "
                + "flow test --allow-files \(flows.path) \(tests)\n")
        let run = try cli.run(["test", "--allow-files", flows.path, tests])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("1 passed, 0 failed\n"), "\(run.stdout)")
    }

    @Test func reportAndTestsMatchTheGoldens() throws {
        let tests = try cli.temporaryFile("", name: "recipes.tests.flow")
        let outcome = try cli.run(["explore", "examples/recipes.flow", "--depth", "12", "--max-states", "20000",
                                   "--max-stack", "6", "--no-timing", "--tests", tests])
        #expect(outcome.status == 0)
        let golden = try String(contentsOf: Self.expected.appendingPathComponent("recipes.txt"), encoding: .utf8)
        #expect(outcome.stdout == golden)
        // The tests need the example's folder for nothing: the declarations are copied in.
        let run = try cli.run(["test", tests])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.hasSuffix("2 passed, 0 failed\n"))
        #expect(try cli.run(["fmt", "--check", tests]).status == 0)
    }

    @Test func jsonParses() throws {
        let outcome = try cli.run(["explore", "--format", "json", "examples/unwinds.flow"])
        #expect(outcome.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        #expect(object?["states"] as? Int == 14)
        #expect(object?["complete"] as? Bool == true)
        #expect((object?["timing"] as? [String: Any])?["statesPerSecond"] != nil)
    }

    @Test func boundsAreSaidPlainly() throws {
        let outcome = try cli.run(["explore", "examples/onboarding.flow", "--depth", "3", "--no-timing"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("search                      cut short by --depth"), "\(outcome.stdout)")
    }

    @Test func badOptionsAndFilesAreRefused() throws {
        #expect(try cli.run(["explore", "examples/recipes.flow", "--actions", "jump"]).status == 64)
        #expect(try cli.run(["explore", "examples/recipes.flow", "--widths", "tiny"]).status == 64)
        let broken = try cli.temporaryFile("initial Home\nscene Home { button go -> show Nowhere }\n")
        let outcome = try cli.run(["explore", broken], environment: ["NO_COLOR": "1"])
        #expect(outcome.status == 65)
        #expect(outcome.stdout.isEmpty)
    }
}
