import ArgumentParser
import FlowFiles
import FlowKit

/// `flow bench …`: the benchmarks, which live in the `flow-bench` executable
/// beside `flow` and not in the `flow` people run (Sources/flow-bench). `Flow.main`
/// hands it every argument, `--help` included, before parsing; this command
/// lists it among flow's.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure flow check phase by phase, the interpreter, or the importer.")

    @Argument(parsing: .captureForPassthrough, help: "flow-bench's options: flow bench --help lists them.")
    var arguments: [String] = []

    func run() throws {
        Self.forward(arguments)
        throw CommandStatus.unavailable
    }

    /// Runs flow-bench in this process's place; returns only when it cannot.
    static func forward(_ arguments: [String]) {
        guard let bench = ThisExecutable.helper("flow-bench", for: "flow bench") else { return }
        ThisExecutable.replace(with: bench, arguments, command: "flow bench")
    }
}
