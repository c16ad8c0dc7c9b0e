import ArgumentParser
import FlowKit
import FoundationEssentials
import FlowFiles
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// `flow`: describe, run and test iOS UI flows.
@main
struct Flow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flow",
        abstract: "Describe, run and test iOS UI flows written in the flow language.",
        discussion: """
            Exit codes: \(CommandStatus.summary)

            Reference articles, offline: flow help getting-started|language|model|checks|commands|embedding.
            """,
        version: "0.1.0",
        subcommands: [Check.self, Format.self, Run.self, Test.self, Repl.self, Bench.self, Import.self,
                      GraphCommand.self, DiffCommand.self, Explore.self, Explain.self, LSP.self, StudioCommand.self]
    )

    /// The subcommands' names: `flow help NAME` is ArgumentParser's help of that command.
    static var subcommandNames: [String] {
        configuration.subcommands.map { $0._commandName }
    }

    /// `--matrix` alone means `--matrix all`: ArgumentParser has no option
    /// whose value may be left out, so the word is supplied before parsing.
    static func defaultingMatrix(_ arguments: [String]) -> [String] {
        var result: [String] = []
        for (index, argument) in arguments.enumerated() {
            result.append(argument)
            guard argument == "--matrix" else { continue }
            let next = index + 1 < arguments.count ? arguments[index + 1] : nil
            if next.flatMap(MatrixAxis.init(rawValue:)) == nil { result.append(MatrixAxis.all.rawValue) }
        }
        return result
    }

    /// Runs the command; a `CommandStatus` thrown anywhere is the process's
    /// exit code (FlowKit decides it, so the tests see the same code).
    static func main() {
        // A process inherits its parent's blocked signals. A shell starts
        // commands with none blocked, but a parent's worker thread (libdispatch
        // blocks nearly every signal in its threads; Foundation's `Process`
        // on Linux and a test's `forkpty` start children from one) may hand
        // flow a mask under which Ctrl-C, Ctrl-Z and a terminal resize never
        // arrive. Start as a shell would start us.
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
        let arguments = Array(CommandLine.arguments.dropFirst())
        // `flow bench …` and `flow help bench` are flow-bench's, help included (Bench.swift).
        if arguments.first == Bench.configuration.commandName || arguments == ["help", Bench.configuration.commandName] {
            Bench.forward(arguments.first == "help" ? ["--help"] : Array(arguments.dropFirst()))
            exitProcess(CommandStatus.unavailable.rawValue)
        }
        if let (text, status) = HelpTopics.answer(arguments, subcommands: Self.subcommandNames,
                                                  rootHelp: { Self.helpMessage(columns: nil) }) {
            if status == .success { Console.out(text) } else { Console.error(text) }
            exitProcess(status.rawValue)
        }
        do {
            var command = try parseAsRoot(Self.defaultingMatrix(arguments))
            try command.run()
        } catch let status as CommandStatus {
            exitProcess(status.rawValue)
        } catch {
            exit(withError: error)
        }
    }
}

/// The C library's `exit`, which `Flow`'s own `exit(withError:)` hides inside the type.
private func exitProcess(_ status: Int32) -> Never {
    exit(status)
}
