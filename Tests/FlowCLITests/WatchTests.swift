import Foundation
import Testing

/// `flow run --watch` and `flow test --watch` run again when the file, or a
/// file it imports, is saved.
@Suite struct WatchTests {
    @Test(arguments: ["run", "test"])
    func savingRunsAgain(_ command: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("app.flow")
        let imported = folder.appendingPathComponent("Words.flow")
        try Data("storyboard Words\nscene First {}\n".utf8).write(to: imported)
        try Data("import \"Words.flow\"\ninitial A\nscene A {}\nprint \"ran\"\ntest \"t\" { print \"ran\" }\n".utf8)
            .write(to: main)
        let log = folder.appendingPathComponent("out.txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = CLITests.executable
        process.arguments = [command, "--watch", main.path]
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        func runs() -> Int {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").components(separatedBy: "ran\n").count - 1
        }
        func wait(forRuns count: Int) -> Bool {
            for _ in 0..<200 where runs() < count { usleep(50_000) }
            return runs() >= count
        }
        #expect(wait(forRuns: 1), "the first run")
        try Data("storyboard Words\nscene First {}\nscene Second {}\n".utf8).write(to: imported)
        #expect(wait(forRuns: 2), "a save of an imported file runs again")
    }
}
