import FlowBenchmarks
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `flow graph` and `flow diff` through the built binary.
@Suite struct GraphCLITests {
    let cli = CLITests()

    static let fixtures = CLITests.packageRoot.appendingPathComponent("Tests/FlowGraphTests/Fixtures/examples")

    static var dotInstalled: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: String($0) + "/dot")
        }
    }

    @Test(arguments: [("dot", "dot"), ("mermaid", "mmd"), ("json", "json"), ("text", "txt")])
    func everyTextFormatMatchesItsGolden(_ format: String, _ suffix: String) throws {
        let outcome = try cli.run(["graph", "--format", format, "examples/recipes.flow"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty)
        let golden = try String(contentsOf: GraphCLITests.fixtures.appendingPathComponent("recipes." + suffix), encoding: .utf8)
        #expect(outcome.stdout == golden)
    }

    @Test func dotIsTheDefaultAndOutputGoesWhereAsked() throws {
        let output = try cli.temporaryFile("", name: "graph.dot")
        let outcome = try cli.run(["graph", "examples/settings.flow", "-o", output])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.isEmpty)
        #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("// The navigation graph of Settings"))
    }

    @Test func aFileWithErrorsPrintsItsDiagnosticsAndNoGraph() throws {
        let path = try cli.temporaryFile("initial Home\nscene Home { button go -> show Nowhere }\n")
        let outcome = try cli.run(["graph", path], environment: ["NO_COLOR": "1"])
        #expect(outcome.status == 65)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains("\(path):2:32: error: unknown scene 'Nowhere'"), "\(outcome.stderr)")
        let missing = try cli.run(["graph", "no/such.flow"])
        #expect(missing.status == 66)
        #expect(missing.stdout.isEmpty)
    }

    @Test func twoFilesOfOneStoryboardNameAreRefused() throws {
        let first = try cli.temporaryFile("scene A {}\n", name: "Main.flow")
        let second = try cli.temporaryFile("scene B {}\n", name: "Main.flow")
        let outcome = try cli.run(["graph", first, second])
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == "flow graph: error: '\(first)' and '\(second)' are both storyboard 'Main'; "
                + "draw them one at a time\n")
        let two = try cli.run(["graph", "--format", "text", "examples/recipes.flow", "examples/settings.flow"])
        #expect(two.status == 0)
        #expect(two.stdout.contains("storyboard Main\nstoryboard Settings\n"))
    }

    @Test func standardInputIsAFileToo() throws {
        let outcome = try cli.run(["graph", "--format", "text", "-"], input: "initial A\nscene A { button b -> show B }\nscene B {}\n")
        #expect(outcome.status == 0)
        // Named `<stdin>`, which the text quotes like any odd name.
        #expect(outcome.stdout.hasSuffix("segue \"<stdin>.A\" button b -> show \"<stdin>.B\"\n"), "\(outcome.stdout)")
    }

    @Test(.enabled(if: GraphCLITests.dotInstalled, "Graphviz's dot is not installed"))
    func svgAndPNGComeFromGraphviz() throws {
        let svg = try cli.run(["graph", "--format", "svg", "examples/unwinds.flow"])
        #expect(svg.status == 0)
        let parser = XMLParser(data: Data(svg.stdout.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        #expect(svg.stdout.contains(">Inbox<"))
        let png = try cli.temporaryFile("", name: "graph.png")
        let outcome = try cli.run(["graph", "--format", "png", "examples/recipes.flow", "-o", png])
        #expect(outcome.status == 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func withoutDotSVGFailsInOneLineNamingThePackage() throws {
        let empty = try cli.temporaries.make()
        for format in ["svg", "png"] {
            let outcome = try cli.run(["graph", "--format", format, "examples/recipes.flow"], environment: ["PATH": empty.path])
            #expect(outcome.status == 69)
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.stderr == "flow graph: error: --format \(format) needs Graphviz's 'dot', which is not on the PATH; "
                    + "install the 'graphviz' package (apt-get install graphviz)\n")
        }
        // The other formats need nothing.
        let dot = try cli.run(["graph", "--format", "dot", "examples/recipes.flow"], environment: ["PATH": empty.path])
        #expect(dot.status == 0)
    }

    @Test func focusDrawsANeighbourhood() throws {
        let outcome = try cli.run(["graph", "--format", "text", "--focus", "RecipeDetail", "--depth", "1", "examples/recipes.flow"])
        #expect(outcome.status == 0)
        let nodes = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("node ") }
        #expect(nodes == ["node Main.Notes scene", "node Main.PhotoPicker scene", "node Main.RecipeDetail scene",
                          "node Main.RecipeList scene title \"Recipes\""])
        let unknown = try cli.run(["graph", "--focus", "RecipeDetial", "examples/recipes.flow"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr == "flow graph: error: --focus: no scene or container is named 'RecipeDetial'\n")
        let depthAlone = try cli.run(["graph", "--depth", "3", "examples/recipes.flow"])
        #expect(depthAlone.status == 64)
    }

    @Test func checkComparesWithABaseline() throws {
        let flow = try cli.temporaryFile(GraphCLITests.flow)
        let baseline = (flow as NSString).deletingLastPathComponent + "/graph.txt"
        #expect(try cli.run(["graph", "--format", "text", flow, "-o", baseline]).status == 0)
        let same = try cli.run(["graph", "--check", baseline, flow])
        #expect(same.status == 0)
        #expect(same.stdout.isEmpty && same.stderr.isEmpty)
        // Comments and layout are not changes.
        try ("// reformatted\n" + GraphCLITests.flow.replacingOccurrences(of: " -> ", with: "  ->  "))
            .write(toFile: flow, atomically: true, encoding: .utf8)
        #expect(try cli.run(["graph", "--check", baseline, flow]).status == 0)
        try GraphCLITests.edited.write(toFile: flow, atomically: true, encoding: .utf8)
        let changed = try cli.run(["graph", "--check", baseline, flow])
        #expect(changed.status == 1)
        #expect(changed.stdout == "the graph differs from \(baseline):\n" + GraphCLITests.expectedDiff)
        #expect(changed.stderr.contains("flow graph --format text \(flow) -o \(baseline)"))
        let unreadable = try cli.run(["graph", "--check", "no/such/baseline.txt", flow])
        #expect(unreadable.status == 66)
    }

    @Test func diffComparesTwoVersions() throws {
        let old = try cli.temporaryFile(GraphCLITests.flow, name: "old.flow")
        let new = try cli.temporaryFile(GraphCLITests.edited, name: "new.flow")
        let outcome = try cli.run(["diff", old, new])
        #expect(outcome.status == 1)
        // The file names differ, and so the storyboards' names: that is not a change.
        #expect(outcome.stdout == GraphCLITests.expectedDiff.replacingOccurrences(of: "input.", with: "new."))
        let same = try cli.run(["diff", old, old])
        #expect(same.status == 0)
        #expect(same.stdout == "no changes: the navigation graphs are the same\n")
        let broken = try cli.temporaryFile("scene {\n", name: "broken.flow")
        let error = try cli.run(["diff", old, broken], environment: ["NO_COLOR": "1"])
        #expect(error.status == 65)
        #expect(error.stdout.isEmpty)
        #expect(error.stderr.contains("broken.flow:1:7: error:"), "\(error.stderr)")
    }

    /// The time is `flow bench --graph`'s to measure; here, the whole graph comes out.
    @Test func aThousandScenesComeOutWhole() throws {
        let path = try cli.temporaryFile(GraphCorpus.storyboard(scenes: 1_000), name: "big.flow")
        let outcome = try cli.run(["graph", "--format", "dot", path])
        #expect(outcome.status == 0, "\(outcome.stderr.prefix(500))")
        #expect(outcome.stdout.split(separator: "\n").count > 3_000)
    }

    static let flow = """
        initial Nav
        navigation Nav { root List }
        scene List {
            cell item -> show Detail
            button add -> present Add style fullScreen
            unwind done
        }
        scene Detail { button notes -> present Notes style overCurrentContext }
        scene Add { button save -> unwind done when ready }
        scene Notes {}
        var ready = true

        """

    static let edited = """
        initial Nav
        navigation Nav { root List }
        scene List {
            cell item -> show Detail
            button add -> present Add style pageSheet
            button share -> popover Notes
            unwind done
        }
        scene Detail {}
        scene Add { button save -> unwind done }
        scene Notes {}
        var ready = true

        """

    static let expectedDiff = """
        removed segue input.Detail button notes -> present input.Notes style overCurrentContext
        changed segue input.List button add: style fullScreen -> pageSheet
        added segue input.List button share -> popover input.Notes
        changed unwind input.Add button save -> input.List: when `ready` -> (none)
        4 changes: 1 added, 1 removed, 2 changed

        """
}
