import FlowBenchmarks
import Foundation
import Testing

/// Ctrl-C (SIGINT) during `run`, `test`, `explore` and `import`: what was
/// done so far is printed, no output file is left half-written or written at
/// all, and the command exits 130.
@Suite(.serialized) struct InterruptTests {
    let cli = CLITests()

    struct Interrupted {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Starts `flow arguments`, waits until its standard output (or, with
    /// `afterStart`, just the start) shows it is busy, sends SIGINT, and
    /// collects what it printed.
    func interrupt(_ arguments: [String], whenOutputHas marker: String? = nil,
                   after delay: Duration = .milliseconds(300)) throws -> Interrupted {
        let process = Process()
        process.executableURL = CLITests.executable
        process.arguments = arguments
        process.currentDirectoryURL = CLITests.packageRoot
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let collected = Collected()
        out.fileHandleForReading.readabilityHandler = { collected.append(out: $0.availableData) }
        err.fileHandleForReading.readabilityHandler = { collected.append(err: $0.availableData) }
        try process.run()
        let deadline = ContinuousClock.now + .seconds(30)
        // A person presses Ctrl-C once the command is running. On a loaded
        // machine (a sanitizer build, a fuzzing campaign beside it) the process
        // may not have reached its handler by the time a fixed delay is up,
        // and SIGINT then kills it outright (status 2): wait for the handler.
        while !Self.catches(SIGINT, process.processIdentifier) && process.isRunning && ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        if let marker {
            while !collected.stdout.contains(marker) && process.isRunning && ContinuousClock.now < deadline {
                Thread.sleep(forTimeInterval: 0.01)
            }
        } else {
            Thread.sleep(forTimeInterval: Double(delay.components.attoseconds) / 1e18 + Double(delay.components.seconds))
        }
        process.interrupt()
        // A command that ignores the interrupt must fail the test, not hang it.
        let stopBy = ContinuousClock.now + .seconds(20)
        while process.isRunning && ContinuousClock.now < stopBy { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            Issue.record("flow \(arguments.joined(separator: " ")) did not stop within 20 s of SIGINT")
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        out.fileHandleForReading.readabilityHandler = nil
        err.fileHandleForReading.readabilityHandler = nil
        collected.append(out: out.fileHandleForReading.readDataToEndOfFile())
        collected.append(err: err.fileHandleForReading.readDataToEndOfFile())
        return Interrupted(status: process.terminationStatus, stdout: collected.stdout, stderr: collected.stderr)
    }

    /// Whether process `pid` has a handler installed for `signal`: the
    /// SigCgt mask of /proc/PID/status (Linux), bit `signal - 1`.
    static func catches(_ signal: Int32, _ pid: Int32) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
              let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
        else { return false }
        return mask & (1 << UInt64(signal - 1)) != 0
    }

    @Test func runPrintsTheTraceSoFarAndExits130() throws {
        let script = try cli.temporaryFile("""
            initial Nav
            navigation Nav { root A }
            scene A { button next -> show B }
            scene B {}
            repeat 100000000 {
                tap next
                pop
            }

            """)
        let outcome = try interrupt(["run", "--step-limit", "1000000000", script], whenOutputHas: "B.viewDidAppear")
        #expect(outcome.status == 130, "\(outcome.stderr)")
        #expect(outcome.stdout.hasPrefix("launch compact"))
        // The trace is whole up to where it stopped: buffered lines are not lost.
        #expect(outcome.stdout.hasSuffix("\n"))
        #expect(outcome.stderr.contains("error: interrupted (Ctrl-C) after"), "\(outcome.stderr)")
        // At the statement it was running, with its line.
        #expect(outcome.stderr.contains("\(script):"), "\(outcome.stderr)")
    }

    @Test func testReportsTheTestsThatRanAndExits130() throws {
        var text = "initial Nav\nnavigation Nav { root A }\nscene A { button next -> show B }\nscene B {}\n"
        for index in 0..<3 {
            text += "test \"loop \(index)\" {\n    repeat 100000000 {\n        tap next\n        pop\n    }\n}\n"
        }
        let script = try cli.temporaryFile(text)
        let outcome = try interrupt(["test", "--step-limit", "1000000000", script])
        #expect(outcome.status == 130, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.contains("✘ loop 0"))
        #expect(outcome.stdout.contains("interrupted (Ctrl-C)"))
        #expect(!outcome.stdout.contains("loop 1"), "the other tests do not start")
        #expect(outcome.stdout.contains("0 passed, 1 failed"))
        #expect(outcome.stderr.contains("flow test: interrupted"))
    }

    @Test func exploreReportsWhatItFoundAndWritesNoTests() throws {
        let script = try cli.temporaryFile(ExploreCorpus.tabsNavModal)
        let tests = URL(fileURLWithPath: script).deletingLastPathComponent().appendingPathComponent("covering.flow").path
        let outcome = try interrupt(["explore", "--max-stack", "7", "--depth", "1000", "--max-states", "100000000",
                                     "--tests", tests, script], after: .milliseconds(700))
        #expect(outcome.status == 130, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.contains("an interrupt (what was found so far)"), "\(outcome.stdout)")
        #expect(outcome.stderr.contains("not written"))
        #expect(!FileManager.default.fileExists(atPath: tests))
    }

    @Test func importWritesNothing() throws {
        let folder = CLITests.packageRoot.appendingPathComponent(
            "Tests/FlowImportTests/Fixtures/storyboards/Ranchero-Software__NetNewsWire")
        let seed = try Data(contentsOf: folder.appendingPathComponent("iOS__Base.lproj__Main.storyboard"))
        let big = try #require(StoryboardBenchmark.repeatingScenes(of: seed, toBytes: 20_000_000))
        let input = URL(fileURLWithPath: try cli.temporaryFile("", name: "Big.storyboard"))
        try big.write(to: input)
        let output = input.deletingLastPathComponent().appendingPathComponent("Big.flow").path
        let outcome = try interrupt(["import", input.path, "-o", output], after: .milliseconds(400))
        #expect(outcome.status == 130, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("flow import: interrupted (Ctrl-C); nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}

/// Output gathered from two pipes' handlers, which run on other threads.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()

    func append(out data: Data) { lock.withLock { out.append(data) } }
    func append(err data: Data) { lock.withLock { err.append(data) } }
    var stdout: String { lock.withLock { String(decoding: out, as: UTF8.self) } }
    var stderr: String { lock.withLock { String(decoding: err, as: UTF8.self) } }
}
