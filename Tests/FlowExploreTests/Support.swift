import FlowKit
import Foundation
import TestSupport
import Testing

/// This target's golden files, and the explorations they are made of.
enum Support {
    static let files = GoldenFiles(besideTestFile: #filePath)
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The explored inputs: every example, two imported real storyboards, the planted findings, a
    /// tab bar with More (its list selected is index -1, which the state key once trapped on; its Edit),
    /// and a search with a scope bar (its buttons are actions while the search is active).
    static let inputs: [String] = {
        let examples = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("examples").path)) ?? []
        return examples.filter { $0.hasSuffix(".flow") }.sorted().map { "examples/\($0)" } + [
            "Tests/FlowExploreTests/Fixtures/imported/catalog/MainStoryboard.flow",
            "Tests/FlowExploreTests/Fixtures/imported/delta/Main.flow",
            "Tests/FlowExploreTests/Fixtures/planted/planted.flow",
            "Tests/FlowRuntimeTests/Fixtures/model/tabs-more-edit.flow",
            "Tests/FlowRuntimeTests/Fixtures/run/search-scope-bar.flow",
        ]
    }()

    /// The golden files' base name for an input: `recipes`, `imported-delta-Main`.
    static func goldenName(_ input: String) -> String {
        if input.hasPrefix("examples/") { return String(input.dropFirst(9).dropLast(5)) }
        let parts = input.split(separator: "/")
        return parts.suffix(2).joined(separator: "-").replacingOccurrences(of: ".flow", with: "")
    }

    /// The document at a path relative to the package.
    static func document(_ input: String) -> FlowDocument? {
        try? FlowDocument.load(path: packageRoot.appendingPathComponent(input).path)
    }

    /// The options the goldens are made with.
    static func options(threads: Int = 2) -> ExploreOptions {
        ExploreOptions(depth: 12, maxStates: 20_000, maxStack: 6, threads: threads)
    }

    /// Absolute paths made relative to the package, so goldens do not depend on the checkout.
    static func relative(_ text: String) -> String {
        text.replacingOccurrences(of: packageRoot.path + "/", with: "")
    }

    /// Compares with `Fixtures/expected/<name>`; FLOW_UPDATE_GOLDEN=1 rewrites.
    static func check(_ actual: String, expected name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        files.check(actual, folder: "expected", expected: name, sourceLocation: sourceLocation)
    }
}
