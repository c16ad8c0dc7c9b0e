import Foundation
import Testing
import TestSupport

/// Builds and runs `examples/embedding` (a package depending on flow by
/// path) the way its README says, and checks the diagram it writes. The
/// package's build directory is `examples/embedding/.build-test` (ignored by
/// git), so a second run only relinks; when the library's module graph has
/// changed since, that incremental build can fail on a stale module, so a
/// failed build is tried once more from a clean directory.
@Suite(.timeLimit(.minutes(5))) struct EmbeddingExampleTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theExampleBuildsRunsAndDrawsTheRecipesApp() throws {
        let example = Self.root.appendingPathComponent("examples/embedding")
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("flow-map-\(UUID().uuidString).mmd")
        defer { try? FileManager.default.removeItem(at: output) }
        let arguments = ["run", "--scratch-path", ".build-test", "flow-map", "../recipes.flow", "--output", output.path]
        var run = try Self.swift(arguments, in: example)
        if run.status != 0 {
            try? FileManager.default.removeItem(at: example.appendingPathComponent(".build-test"))
            run = try Self.swift(arguments, in: example)
        }
        #expect(run.status == 0, "\(run.output)")
        let chart = try String(contentsOf: output, encoding: .utf8)
        #expect(chart.hasPrefix("---\ntitle: Main\n---\nflowchart LR\n"))
        #expect(chart.contains("RecipeList -->|\"recipe\"| RecipeDetail"))
        #expect(chart.contains("RecipeDetail -->|\"photo\"| PhotoPicker"))
        #expect(chart.contains("RecipeList -->|\"add\"| AddRecipe"))
        #expect(chart.contains("AddRecipe -->|\"cancel\"| RecipeList"))
        #expect(run.output.contains("5 screens, 5 transitions"))
    }

    /// Runs `swift ARGUMENTS` in `directory`; its exit status and its output and errors together.
    static func swift(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        try runProgram(["swift"] + arguments, in: directory)
    }
}
