import ArgumentParser

/// `flow`: describe, run and test iOS UI flows.
@main
struct Flow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flow",
        abstract: "Describe, run and test iOS UI flows written in the flow language.",
        discussion: """
            Exit codes: \(ExitStatus.summary)
            """,
        version: "0.1.0",
        subcommands: [Check.self, Format.self, Run.self, Test.self, Repl.self, Bench.self, Import.self,
                      GraphCommand.self, DiffCommand.self, Explore.self]
    )
}
