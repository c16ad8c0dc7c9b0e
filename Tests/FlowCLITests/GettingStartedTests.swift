import Foundation
import Testing

/// GettingStarted.md shows real files and real output: its `hello.flow` is
/// examples/hello.flow (without the leading comment), and what `flow run`,
/// `flow test` and `flow graph --format text` print for it appears in the
/// article verbatim.
@Suite struct GettingStartedTests {
    static let article = CLITests.packageRoot.appendingPathComponent("Sources/FlowKit/FlowKit.docc/GettingStarted.md")

    func articleText() throws -> String { try String(contentsOf: Self.article, encoding: .utf8) }

    @Test func theArticlesFileIsTheExample() throws {
        let example = try String(contentsOf: CLITests.packageRoot.appendingPathComponent("examples/hello.flow"), encoding: .utf8)
        let withoutComment = example.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("//") }
            .joined(separator: "\n")
        #expect(try articleText().contains("```\n" + withoutComment + "```\n"))
    }

    @Test(arguments: [["run", "examples/hello.flow"], ["test", "examples/hello.flow"],
                      ["graph", "--format", "text", "examples/hello.flow"]])
    func theOutputIsReal(_ arguments: [String]) throws {
        let outcome = try CLITests().run(arguments, environment: ["NO_COLOR": "1"])
        #expect(outcome.status == 0)
        #expect(try articleText().contains("```\n" + outcome.stdout + "```\n"), "flow \(arguments.joined(separator: " "))")
    }
}
