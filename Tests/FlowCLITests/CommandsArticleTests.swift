import Foundation
import Testing

/// Commands.md takes every option from the binary's `--help`: each
/// subcommand's section names all of its options, and no option its
/// `--help` does not have.
@Suite struct CommandsArticleTests {
    static let commands = ["check", "explain", "fmt", "run", "test", "repl", "graph", "diff", "explore", "import", "lsp", "bench"]

    /// The text under `### flow NAME`, up to the next heading.
    static func section(_ name: String) throws -> String {
        let url = CLITests.packageRoot.appendingPathComponent("Sources/FlowKit/FlowKit.docc/Commands.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let start = text.range(of: "\n### flow \(name)\n") else { return "" }
        let rest = text[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n### ")?.lowerBound ?? rest.endIndex)])
    }

    /// The long options (and `-W`) in `text`.
    static func options(in text: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: "(?<![\\w-])(--[a-z][a-z-]*|-W)(?![\\w-])")
        let range = NSRange(text.startIndex..., in: text)
        return Set(pattern.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } })
    }

    @Test(arguments: commands)
    func theSectionHasTheHelpsOptions(_ command: String) throws {
        let help = try CLITests().run([command, "--help"])
        let start = try #require(help.stdout.range(of: "\nOPTIONS:\n"))
        let helpOptions = Self.options(in: String(help.stdout[start.upperBound...])).subtracting(["--version", "--help"])
        let section = try Self.section(command)
        #expect(!section.isEmpty, "Commands.md has no section '### flow \(command)'")
        let documented = Self.options(in: section)
        #expect(helpOptions.subtracting(documented).isEmpty, "flow \(command): undocumented \(helpOptions.subtracting(documented).sorted())")
        #expect(documented.subtracting(helpOptions).isEmpty, "flow \(command): not an option \(documented.subtracting(helpOptions).sorted())")
    }
}
