import FlowFiles
import FlowKit
import FoundationEssentials

/// `flow bench --check-file FILE`: `flow check` and `flow run` of a small
/// file end to end, each run a new process, beside the floors they stand on,
/// measured in the same runs (this shared machine's times move from minute
/// to minute): `true`, a process that does nothing, and `flow --version`,
/// flow's own start — the Swift runtime, its libraries and argument parsing
/// — with no file read. Each run starts every command once, in turn, so a
/// busy moment slows all four alike. A command that exits with an error is
/// still timed, and its row says so: the time of a failure is not the time
/// of the work.
enum StartUpBenchmark {
    static func run(file: String, runs: Int) throws {
        // An unreadable file would time two error messages: say so instead, as `flow check` does.
        if case .failure(let error) = SourceFiles.read(file) {
            Console.error("\(error.path): error: \(error.reason)\n")
            throw CommandStatus.noInput
        }
        var commands: [(label: String, arguments: [String])] = [
            ("flow --version", [Measured.flow, "--version"]),
            ("flow check \(file)", [Measured.flow, "check", file]),
            ("flow run \(file)", [Measured.flow, "run", file]),
        ]
        if let floor = ChildProcess.executable(named: "true", whenUnset: "/usr/bin:/bin") {
            commands.insert(("true (a process that does nothing)", [floor]), at: 0)
        }
        var samples = Array(repeating: [Double](), count: commands.count)
        var failures = Array(repeating: Int32(0), count: commands.count)
        for _ in 0..<max(1, runs) {
            for (index, command) in commands.enumerated() {
                guard let executable = command.arguments.first,
                      let finished = try? ChildProcess.run(executable, Array(command.arguments.dropFirst()),
                                                           output: .discard) else {
                    samples[index].append(.nan)
                    continue
                }
                samples[index].append(finished.seconds)
                if finished.status != 0 { failures[index] = finished.status }
            }
        }
        Console.out("start-up, end to end: best (median) of \(max(1, runs)) runs in ms, the commands in turn in each run\n")
        let width = commands.map(\.label.count).max() ?? 0
        for (index, command) in commands.enumerated() {
            let label = command.label + String(repeating: " ", count: max(0, width - command.label.count))
            let failure = failures[index] == 0 ? "" : "  (exit \(failures[index]))"
            Console.out("  \(label)  \(Timing.from(samples[index]).milliseconds)\(failure)\n")
        }
    }
}
