import ArgumentParser
import FlowFiles
import FlowKit
import FoundationEssentials

/// `flow-bench _peak -- COMMAND…` (for `flow bench`'s own use): runs the command and
/// prints its peak resident memory in bytes. The benchmark cannot read it
/// from its own child: posix_spawn's child shares the benchmark's memory
/// until it execs, so its recorded peak starts at the benchmark's own, which
/// holds the sources just measured in process. This small process has no
/// such memory, so its child's peak is the command's own.
struct PeakMemoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "_peak", shouldDisplay: false)

    @Argument(parsing: .captureForPassthrough)
    var command: [String] = []

    func run() throws {
        let arguments = command.first == "--" ? Array(command.dropFirst()) : command
        guard let result = Spawn.run(arguments) else { throw CommandStatus.usage }
        Console.out("\(result.peakBytes)\n")
    }

    /// The peak resident bytes of `arguments` run through `flow-bench _peak`; nil when it cannot be read.
    static func measure(_ arguments: [String]) -> Int? {
        guard let finished = try? ChildProcess.run(ThisExecutable.path, ["_peak", "--"] + arguments) else { return nil }
        let data = finished.output
        return Int(String(decoding: data, as: UTF8.self).trimmingWhitespaceAndNewlines())
    }
}
