import Foundation
import Testing

/// Neovim, headless, as the client: the server works with a real editor's
/// LSP client, not only with our harness. Skipped when `nvim` is not installed.
@Suite struct NeovimTests {
    static let nvim = ["/usr/bin/nvim", "/usr/local/bin/nvim", "/opt/homebrew/bin/nvim"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: nvim != nil, "nvim is not installed: apt-get install -y neovim"))
    func neovimSeesDiagnosticsHoverAndTheirFix() throws {
        let nvim = try #require(NeovimTests.nvim)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flow-nvim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("app.flow")
        try "initial A\nscene A {\n    button go -> present Nowhere\n}\nscene B {}\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("out.txt")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Neovim/session.lua")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: nvim)
        process.arguments = ["--headless", "-n", "-u", "NONE", "-i", "NONE", "-c", "luafile \(script.path)"]
        var environment = ProcessInfo.processInfo.environment
        environment["FLOW_BIN"] = LSPBinaryTests.executable.path
        environment["FLOW_FILE"] = file.path
        environment["FLOW_OUT"] = out.path
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()

        let lines = try String(contentsOf: out, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first == "diagnostics 1")
        #expect(lines.contains { $0.hasPrefix("message ") && $0.contains("Nowhere") })
        #expect(lines.contains { $0.hasPrefix("hover ") && $0.contains("scene") })
        #expect(lines.last == "after fix 0")
    }
}
