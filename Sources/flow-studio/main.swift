// flow-studio: the server behind `flow studio`, an executable of its own so
// that its HTTP stack (FlyingFox, which links Foundation's networking and
// libcurl) loads only when a studio runs, never at the start of every other
// `flow` command. `flow studio` parses the command line and runs this with
// the same words; Commands.md, "flow studio", says what it serves.
//
//   flow-studio [--port N] [--host ADDRESS] [--open] [--allow-files DIR]… [--] FILE

import FlowFiles
import FlowStudio
import Foundation

/// What the command line asked for.
struct Arguments {
    var file = ""
    var port: UInt16 = 8765
    var host = "127.0.0.1"
    var opensBrowser = false
    var allowedFolders: [String] = []

    /// Why the arguments are wrong.
    struct Problem: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// The arguments, or why they are wrong.
    static func parse(_ words: [String]) -> Result<Arguments, Problem> {
        var arguments = Arguments()
        var files: [String] = []
        var rest = words[...]
        while let word = rest.popFirst() {
            switch word {
            case "--port":
                guard let value = rest.popFirst(), let port = UInt16(value) else {
                    return .failure(Problem("--port needs a port number (0 to 65535)"))
                }
                arguments.port = port
            case "--host":
                guard let value = rest.popFirst() else { return .failure(Problem("--host needs an IPv4 address")) }
                arguments.host = value
            case "--allow-files":
                guard let value = rest.popFirst() else { return .failure(Problem("--allow-files needs a folder")) }
                arguments.allowedFolders.append(value)
            case "--open":
                arguments.opensBrowser = true
            case "--":
                // What follows is the file, whatever it looks like (`flow studio` passes it so).
                files += rest
                rest = []
            default:
                files.append(word)
            }
        }
        guard files.count == 1, let file = files.first else { return .failure(Problem("give one .flow file to serve")) }
        arguments.file = file
        return .success(arguments)
    }
}

/// How the server stopped, written by its task before it signals.
final class ServerOutcome: @unchecked Sendable {
    private(set) var error: Error?
    func set(_ error: Error) { self.error = error }
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("flow studio: error: \(message)\n".utf8))
    exit(status)
}

let arguments: Arguments
switch Arguments.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): arguments = parsed
case .failure(let problem): fail(problem.message + "\nusage: flow studio FILE [--port N] [--host ADDRESS] [--open]", status: 64)
}
var isFolder: ObjCBool = false
guard FileManager.default.fileExists(atPath: arguments.file, isDirectory: &isFolder), !isFolder.boolValue else {
    fail("cannot read '\(arguments.file)': no such file", status: 66)
}
let studio = Studio(path: arguments.file, policy: .confined(toFolderOf: arguments.file, allowing: arguments.allowedFolders))
let server: StudioServer
do {
    server = try StudioServer(studio: studio, host: arguments.host, port: arguments.port)
} catch {
    fail("'\(arguments.host)' is not an IPv4 address to listen on (such as 127.0.0.1, or 0.0.0.0 for every address)", status: 64)
}
let outcome = ServerOutcome()
let finished = DispatchSemaphore(value: 0)
// Detached: top-level code runs on the main actor, and the main thread waits below.
Task.detached {
    do {
        try await server.run()
    } catch {
        outcome.set(error)
    }
    finished.signal()
}
Task.detached {
    try? await server.waitUntilListening()
    guard let url = await server.url() else { return }
    FileHandle.standardOutput.write(Data("flow studio: \(arguments.file) on \(url) (Ctrl-C stops it)\n".utf8))
    if arguments.opensBrowser { Browser.open(url) }
}
finished.wait()
if let error = outcome.error {
    fail("cannot serve on \(arguments.host):\(arguments.port): \(error)\n"
         + "help: another program may use the port; try --port 0 for any free one", status: 69)
}

/// The person's browser, through `xdg-open` when there is one.
enum Browser {
    static func open(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            FileHandle.standardError.write(Data("flow studio: cannot open a browser (\(error.localizedDescription)); open \(url)\n".utf8))
        }
    }
}
