import Foundation
import Testing

/// `flow bench --check-file`: flow's start on a small file beside its
/// floors, measured in the same runs (the figures are the benchmark's to
/// give; here, that every row is there and is a time).
@Suite struct StartUpBenchCLITests {
    let cli = CLITests()

    /// The benchmarks are flow-bench's (issue 54, item 4): `flow` has none of their code, and
    /// `flow bench` and `flow help bench` are flow-bench's, its options listed.
    @Test func theBenchmarksAreNotInFlow() throws {
        let folder = CLITests.executable.deletingLastPathComponent()
        func mentions(_ name: String) throws -> Bool {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
            return bytes.range(of: Data("14FlowBenchmarks".utf8)) != nil
        }
        #expect(try !mentions("flow"), "flow links FlowBenchmarks")
        #expect(try mentions("flow-bench"))
        for arguments in [["bench", "--help"], ["help", "bench"]] {
            let help = try cli.run(arguments)
            #expect(help.status == 0 && help.stdout.contains("USAGE: flow bench") && help.stdout.contains("--check-file"),
                    "\(arguments): \(help.stdout)\(help.stderr)")
        }
    }

    @Test func checkAndRunStandBesideTheirFloors() throws {
        let result = try cli.run(["bench", "--check-file", "examples/hello.flow", "--runs", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "start-up, end to end: best (median) of 2 runs in ms, the commands in turn in each run")
        let labels = ["true (a process that does nothing)", "flow --version", "flow check examples/hello.flow",
                      "flow run examples/hello.flow"]
        for label in labels {
            let row = lines.first { $0.hasPrefix("  " + label + " ") }
            #expect(row != nil, "no row for \(label): \(result.stdout)")
            let time = row.map { $0.dropFirst(2 + label.count).split(separator: " ").first.map(String.init) ?? "" }
            #expect(time.flatMap(Double.init).map { $0 > 0 } == true, "\(row ?? "")")
        }
    }

    /// A file that cannot be read is said plainly, as `flow check` says it,
    /// not timed; a command that fails is timed, and its row says how it ended.
    @Test func anUnreadableFileIsRefusedAndAFailureIsMarked() throws {
        let missing = try cli.run(["bench", "--check-file", "no/such.flow", "--runs", "1"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "no/such.flow: error: no such file\n" && missing.stdout.isEmpty)
        let broken = try cli.temporaryFile("scene {\n")
        let timed = try cli.run(["bench", "--check-file", broken, "--runs", "1"])
        #expect(timed.status == 0, "\(timed.stderr)")
        let rows = timed.stdout.split(separator: "\n").filter { $0.hasPrefix("  flow check ") || $0.hasPrefix("  flow run ") }
        #expect(rows.count == 2 && rows.allSatisfy { $0.hasSuffix("(exit 65)") }, "\(timed.stdout)")
        #expect(timed.stdout.split(separator: "\n").contains { $0.hasPrefix("  flow --version") && !$0.contains("exit") })
    }
}
