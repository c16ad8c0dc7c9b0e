import Foundation
import Testing

/// Whole snapshots of what the `flow` binary prints: each
/// `Snapshots/NAME.snapshot` starts with the command line (`$ flow run
/// examples/recipes.flow`), then everything the command wrote to standard
/// output and standard error, interleaved as a terminal shows them (one
/// pipe for both, `2>&1`), then `exit N`. The command runs from the package
/// root with `NO_COLOR` set (an explicit `--color always` still colours).
///
/// To add one, write a file with only the command line; `FLOW_UPDATE_GOLDEN=1
/// swift test --filter SnapshotTests` records every snapshot again, for
/// review in the diff. Durations, the only output that changes from run to
/// run, are written as 0.
@Suite struct SnapshotTests {
    static let directory = CLITests.packageRoot.appendingPathComponent("Tests/FlowCLITests/Snapshots")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".snapshot") }.sorted()
    }

    @Test(arguments: SnapshotTests.names)
    func snapshot(_ name: String) throws {
        let url = Self.directory.appendingPathComponent(name)
        let recorded = try String(contentsOf: url, encoding: .utf8)
        let commandLine = String(recorded.prefix { $0 != "\n" })
        let words = try #require(Self.words(commandLine), "the first line must be '$ flow ARGUMENTS'")
        let actual = commandLine + "\n" + Self.normalized(try Self.run(words.arguments))
        if actual == recorded { return }
        if ProcessInfo.processInfo.environment["FLOW_UPDATE_GOLDEN"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("updated Snapshots/\(name): review the change")
        } else {
            #expect(actual == recorded, "Snapshots/\(name) differs; FLOW_UPDATE_GOLDEN=1 records it again")
        }
    }

    /// `$ flow run 'a b.flow' x` → ["run", "a b.flow", "x"]: words split at
    /// spaces, single quotes keeping spaces; nil unless the line runs `flow`.
    static func words(_ line: String) -> (command: String, arguments: [String])? {
        guard line.hasPrefix("$ flow") else { return nil }
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for character in line.dropFirst(2) {
            if character == "'" {
                quoted.toggle()
                started = true
            } else if character == " " && !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started { words.append(current) }
        return (words[0], Array(words.dropFirst()))
    }

    /// The binary's output, both streams through one pipe, then `exit N`.
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = CLITests.executable
        process.arguments = arguments
        process.currentDirectoryURL = CLITests.packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = "100"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self) + "exit \(process.terminationStatus)\n"
    }

    /// Durations as 0: `"duration":0.0012` (JSON), `time="0.001200"`
    /// (JUnit), `0.01 s, 1048 states/s` (`flow explore`).
    static func normalized(_ text: String) -> String {
        text.replacing(#/"duration":[0-9.e-]+/#, with: "\"duration\":0")
            .replacing(#/ time="[0-9.]+"/#, with: " time=\"0\"")
            .replacing(#/[0-9.]+ s, [0-9]+ states\/s/#, with: "0 s, 0 states/s")
    }
}
