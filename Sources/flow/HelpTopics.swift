import ArgumentParser
import FlowChecks
import FlowKit
import FoundationEssentials

/// `flow help TOPIC`: the reference articles of the DocC catalog
/// (Sources/FlowKit/FlowKit.docc), printed offline as the Markdown the
/// catalog holds. ArgumentParser owns `help`, so `Flow.main` asks this first:
/// a subcommand's name still gets ArgumentParser's help of that subcommand.
/// The articles' text is compiled in (HelpArticles.swift, generated from the
/// catalog; HelpTopicTests fails when it is not current and
/// `FLOW_UPDATE_GOLDEN=1` writes it again), so the binary needs no files.
enum HelpTopics {
    struct Topic {
        var name: String
        var file: String
        var summary: String
    }

    static let topics: [Topic] = [
        Topic(name: "getting-started", file: "GettingStarted.md", summary: "your first flow in five minutes"),
        Topic(name: "language", file: "Language.md", summary: "the flow language reference"),
        Topic(name: "model", file: "UIKitModel.md", summary: "the UIKit behaviour flow simulates"),
        Topic(name: "checks", file: "StaticChecks.md", summary: "the static checks of 'flow check' (W101 …)"),
        Topic(name: "commands", file: "Commands.md", summary: "every command, its options and exit codes"),
        Topic(name: "embedding", file: "Embedding.md", summary: "using FlowKit from Swift"),
        Topic(name: "real-apps", file: "RealApps.md", summary: "importing storyboards and whole apps, and how far flow gets on real apps"),
        Topic(name: "reliability", file: "Reliability.md", summary: "how flow is tested: goldens, fuzzing, sanitizers, safe writes"),
        Topic(name: "benchmarks", file: "Benchmarks.md", summary: "how flow is measured, its targets and the current figures"),
        Topic(name: "dependencies", file: "Dependencies.md", summary: "what flow depends on, and why"),
        Topic(name: "contributing", file: "Contributing.md", summary: "working on flow: the source layout, goldens, the documentation"),
    ]

    /// `text` and spaces up to `width` characters.
    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// The list `flow help` prints after ArgumentParser's help.
    static var index: String {
        let width = topics.map(\.name.count).max() ?? 0
        var lines = ["HELP TOPICS: flow help TOPIC prints the reference article (Markdown, offline)"]
        for topic in topics {
            lines.append("  " + padded(topic.name, to: width) + "  " + topic.summary)
        }
        lines.append("  " + padded("W101 …", to: width)
                     + "  a static check's code: the same as 'flow explain CODE'")
        return lines.joined(separator: "\n") + "\n"
    }

    /// An article as a terminal shows it: DocC's links, which only a built
    /// catalog follows, become what to type (`<doc:UIKitModel#Unwind-segues>`
    /// → `'flow help model', "Unwind segues"`; an article that is no topic,
    /// its name); the rest is the catalog's Markdown as it is.
    static func forTerminal(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "<doc:") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstIndex(of: ">") else {
                rest = rest[open.lowerBound...]
                break
            }
            let target = rest[open.upperBound..<close]
            let parts = target.split(separator: "#", maxSplits: 1).map(String.init)
            let article = parts.first ?? ""
            let section = parts.count > 1 ? parts[1].replacing("-", with: " ") : nil
            let named = topics.first { $0.file == article + ".md" }.map { "'flow help \($0.name)'" } ?? article
            out += section.map { "\(named), \"\($0)\"" } ?? named
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// What `flow help ARGUMENTS` prints and how it ends, or nil when
    /// ArgumentParser should answer (`flow help run`, `flow help --help`, `flow run --help`).
    static func answer(_ arguments: [String], subcommands: [String], rootHelp: () -> String) -> (text: String, status: CommandStatus)? {
        guard arguments.first == "help" else { return nil }
        let rest = Array(arguments.dropFirst())
        if rest.isEmpty { return (rootHelp() + "\n\n" + index, .success) }
        guard rest.count == 1, let word = rest.first, !word.hasPrefix("-"), !subcommands.contains(word), word != "help"
        else { return nil }
        if let topic = topics.first(where: { $0.name == word.lowercased() }), let text = HelpArticles.text[topic.file] {
            return (forTerminal(text), .success)
        }
        if let code = WarningCode(parsing: word) { return (Explanation.text(for: code), .success) }
        return ("flow help: unknown topic '\(word)'\n\n" + rootHelp() + "\n\n" + index, .usage)
    }
}
