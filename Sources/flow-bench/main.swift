import ArgumentParser
import FlowFiles
import FlowKit
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

// `flow bench`'s executable (issue 54, item 4): the benchmarks are not in
// the `flow` people install and run; `flow bench …` runs this in its place,
// and it measures the `flow` beside it. `flow-bench _peak -- COMMAND…` is
// its own helper (PeakMemoryCommand).

/// Runs `command` on `arguments`; a `CommandStatus` thrown anywhere is the
/// exit code, as `flow`'s own commands exit (Flow.main).
func runExiting<Command: ParsableCommand>(_ command: Command.Type, _ arguments: [String]) -> Never {
    do {
        var parsed = try command.parseAsRoot(arguments)
        try parsed.run()
        exit(0)
    } catch let status as CommandStatus {
        exit(status.rawValue)
    } catch {
        command.exit(withError: error)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == PeakMemoryCommand.configuration.commandName {
    runExiting(PeakMemoryCommand.self, Array(arguments.dropFirst()))
}
runExiting(Bench.self, arguments)

/// The programs measured: the `flow` installed beside this executable.
enum Measured {
    /// `flow`'s path (said on standard error, and the bare name used, when it is missing).
    static let flow: String = ThisExecutable.helper("flow", for: "flow bench") ?? "flow"
}
