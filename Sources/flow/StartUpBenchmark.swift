import FlowFiles
import FoundationEssentials

/// `flow bench --check-file FILE`: `flow check` and `flow run` of a small
/// file end to end, each run a new process, beside the floors they stand on,
/// measured in the same runs (this shared machine's times move from minute
/// to minute): `true`, a process that does nothing, and `flow --version`,
/// flow's own start — the Swift runtime, its libraries and argument parsing
/// — with no file read. Each run starts every command once, in turn, so a
/// busy moment slows all four alike.
enum StartUpBenchmark {
    static func run(file: String, runs: Int) {
        var commands: [(label: String, arguments: [String])] = [
            ("flow --version", [ThisExecutable.path, "--version"]),
            ("flow check \(file)", [ThisExecutable.path, "check", file]),
            ("flow run \(file)", [ThisExecutable.path, "run", file]),
        ]
        if let floor = ChildProcess.executable(named: "true", whenUnset: "/usr/bin:/bin") { commands.insert(("true (a process that does nothing)", [floor]), at: 0) }
        var samples = Array(repeating: [Double](), count: commands.count)
        for _ in 0..<max(1, runs) {
            for (index, command) in commands.enumerated() {
                samples[index].append(Spawn.run(command.arguments)?.seconds ?? .nan)
            }
        }
        Console.out("start-up, end to end: best (median) of \(max(1, runs)) runs in ms, the commands in turn in each run\n")
        let width = commands.map(\.label.count).max() ?? 0
        for (command, times) in zip(commands, samples) {
            let label = command.label + String(repeating: " ", count: max(0, width - command.label.count))
            Console.out("  \(label)  \(Timing.from(times).milliseconds)\n")
        }
    }
}
