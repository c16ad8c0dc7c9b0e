import Foundation
import Testing

/// The built `flow lsp` through pipes: framed messages in, framed answers out, exit code 0.
@Suite struct LSPBinaryTests {
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("flow")
    }

    func frame(_ object: [String: Any]) -> Data {
        let body = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
        return Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    @Test func theBinaryServesASession() throws {
        let process = Process()
        process.executableURL = LSPBinaryTests.executable
        process.arguments = ["lsp"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var messages = Data()
        messages += frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
        messages += frame(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        messages += frame(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": "file:///tmp/x.flow", "languageId": "flow", "version": 1,
                             "text": "scene A {\n    button go -> show Nowhere\n}\n"],
        ]])
        messages += Data("Content-Length: 5\r\n\r\n{bad}".utf8)
        messages += Data("Content-Lenght: 2\r\n\r\n".utf8)  // a misspelt header: no length
        messages += frame(["jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": [
            "textDocument": ["uri": "file:///tmp/x.flow"], "position": ["line": 0, "character": 7],
        ]])
        messages += frame(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
        messages += frame(["jsonrpc": "2.0", "method": "exit"])
        input.fileHandleForWriting.write(messages)
        try input.fileHandleForWriting.close()
        let answer = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(answer.hasPrefix("Content-Length: "))
        #expect(answer.contains("\"capabilities\""))
        #expect(answer.contains("textDocument/publishDiagnostics") && answer.contains("Nowhere"))
        #expect(answer.contains("-32700") && answer.contains("bad header"))
        #expect(answer.contains("\"id\":3") && answer.contains("**scene** `A`"))
        #expect(answer.contains("\"id\":2,\"jsonrpc\":\"2.0\",\"result\":null"))
    }

    @Test func aClosedInputWithoutShutdownExitsOne() throws {
        let process = Process()
        process.executableURL = LSPBinaryTests.executable
        process.arguments = ["lsp"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
    }
}
