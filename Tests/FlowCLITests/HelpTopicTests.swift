import Foundation
import Testing

/// `flow help TOPIC` prints the DocC catalog's articles as the catalog holds
/// them. The binary carries them in Sources/flow/HelpArticles.swift, which is
/// generated from Sources/FlowKit/FlowKit.docc: these tests fail when it is
/// not current, and `FLOW_UPDATE_GOLDEN=1 swift test --filter HelpTopicTests`
/// writes it again (then build again).
@Suite struct HelpTopicTests {
    static let catalog = CLITests.packageRoot.appendingPathComponent("Sources/FlowKit/FlowKit.docc")
    static let generated = CLITests.packageRoot.appendingPathComponent("Sources/flow/HelpArticles.swift")

    /// Topic → article, as Sources/flow/HelpTopics.swift has them.
    static let topics = [
        "getting-started": "GettingStarted.md", "language": "Language.md", "model": "UIKitModel.md",
        "checks": "StaticChecks.md", "commands": "Commands.md", "embedding": "Embedding.md", "real-apps": "RealApps.md",
        "reliability": "Reliability.md", "benchmarks": "Benchmarks.md", "dependencies": "Dependencies.md",
        "contributing": "Contributing.md",
    ]

    /// The articles of the catalog (the landing page, FlowKit.md, is not a topic).
    static var articles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? [])
            .filter { $0.hasSuffix(".md") && $0 != "FlowKit.md" }.sorted()
    }

    /// HelpArticles.swift as it should be: each article in a raw string
    /// literal whose value is the file's text, byte for byte.
    static func generatedSource() throws -> String {
        var lines = [
            "// Generated from Sources/FlowKit/FlowKit.docc: the articles `flow help TOPIC` prints.",
            "// Do not edit: HelpTopicTests fails when this is not current, and",
            "// `FLOW_UPDATE_GOLDEN=1 swift test --filter HelpTopicTests` writes it again.",
            "enum HelpArticles {",
            "    static let text: [String: String] = [",
        ]
        for name in articles {
            let text = try String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8)
            var hashes = "#"
            while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
            lines.append("        \"\(name)\": \(hashes)\"\"\"")
            lines.append(text)
            lines.append("\"\"\"\(hashes),")
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    @Test func theCompiledInArticlesAreCurrent() throws {
        let expected = try Self.generatedSource()
        let actual = (try? String(contentsOf: Self.generated, encoding: .utf8)) ?? ""
        if actual == expected { return }
        if ProcessInfo.processInfo.environment["FLOW_UPDATE_GOLDEN"] == "1" {
            try expected.write(to: Self.generated, atomically: true, encoding: .utf8)
            Issue.record("updated Sources/flow/HelpArticles.swift: build again")
        } else {
            Issue.record("Sources/flow/HelpArticles.swift is not the catalog's text; FLOW_UPDATE_GOLDEN=1 writes it again")
        }
    }

    @Test func everyArticleIsATopic() {
        #expect(Set(Self.topics.values) == Set(Self.articles))
    }

    @Test(arguments: HelpTopicTests.topics.keys.sorted())
    func printsTheCatalogsText(_ topic: String) throws {
        let file = try #require(Self.topics[topic])
        let text = try String(contentsOf: Self.catalog.appendingPathComponent(file), encoding: .utf8)
        let outcome = try CLITests().run(["help", topic])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty)
        // The catalog's text, its DocC links written as what to type (`flow help model`).
        #expect(!outcome.stdout.contains("<doc:"), "flow help \(topic) prints a DocC link")
        #expect(outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).count
                == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        let plain = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("<doc:") }
        let shown = Set(outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false))
        #expect(plain.allSatisfy(shown.contains), "flow help \(topic) differs from \(file)")
        if text.contains("<doc:UIKitModel#Unwind-segues>") {
            #expect(outcome.stdout.contains(#"'flow help model', "Unwind segues""#))
        }
    }

    @Test func aCodeIsExplained() throws {
        let help = try CLITests().run(["help", "W104"])
        let explain = try CLITests().run(["explain", "W104"])
        #expect(help.status == 0)
        #expect(!help.stdout.isEmpty)
        #expect(help.stdout == explain.stdout)
    }

    /// The id JSON, SARIF and the editor show is explained as its code is (issue 56).
    @Test func anIdIsExplainedAsItsCode() throws {
        let byID = try CLITests().run(["explain", "unreachable-scene"])
        let byCode = try CLITests().run(["explain", "W101"])
        #expect(byID.status == 0 && byID.stdout == byCode.stdout && !byID.stdout.isEmpty)
    }

    @Test func aSubcommandGetsArgumentParsersHelp() throws {
        let help = try CLITests().run(["help", "run"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: flow run"))
        #expect(!help.stdout.contains("HELP TOPICS"))
    }

    @Test func withoutATopicTheTopicsAndCommandsAreListed() throws {
        let outcome = try CLITests().run(["help"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("SUBCOMMANDS:"))
        for topic in Self.topics.keys { #expect(outcome.stdout.contains("  \(topic) ")) }
    }

    @Test func anUnknownTopicIsAUsageError() throws {
        let outcome = try CLITests().run(["help", "storyboards"])
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("flow help: unknown topic 'storyboards'\n"))
        #expect(outcome.stderr.contains("HELP TOPICS"))
        #expect(outcome.stderr.contains("SUBCOMMANDS:"))
    }
}
