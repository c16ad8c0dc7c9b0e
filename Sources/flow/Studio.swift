import ArgumentParser
import FlowKit
import FlowStudio
import Foundation

/// `flow studio FILE [--port N] [--host H] [--open]`: the graph and a
/// clickable phone in a browser, served on loopback until Ctrl-C.
struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Click through a .flow file in a browser: its graph, a phone showing the visible scene, the trace.",
        discussion: """
            Serves one page on http://127.0.0.1:PORT/ (loopback only unless --host says otherwise). \
            Each open page has its own session; saving the file updates every page within a second, \
            keeping its inputs. Runs until Ctrl-C. The page's API is in README.md ("flow studio").
            """
    )

    @Argument(help: "The .flow file to serve.")
    var file: String

    @ArgumentParser.Option(name: .long, help: "The port to listen on (0: any free port).")
    var port: UInt16 = 8765

    @ArgumentParser.Option(name: .long, help: "The IPv4 address to listen on; anything but 127.x lets other machines in.")
    var host = "127.0.0.1"

    @Flag(name: .long, help: "Open the page in the default browser (xdg-open).")
    var open = false

    @OptionGroup var fileAccess: FileOptions

    func run() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue else {
            Console.error("flow studio: error: cannot read '\(file)': no such file\n")
            throw CommandStatus.noInput
        }
        let studio = Studio(path: file, policy: fileAccess.policy(file))
        let server: StudioServer
        do {
            server = try StudioServer(studio: studio, host: host, port: port)
        } catch {
            Console.error("flow studio: error: '\(host)' is not an IPv4 address to listen on (\(error))\n")
            throw CommandStatus.usage
        }
        let outcome = ServerOutcome()
        let finished = DispatchSemaphore(value: 0)
        Task {
            do {
                try await server.run()
            } catch {
                outcome.set(error)
            }
            finished.signal()
        }
        let opensBrowser = open
        let file = self.file
        Task {
            try? await server.waitUntilListening()
            guard let url = await server.url() else { return }
            Console.out("flow studio: \(file) on \(url) (Ctrl-C stops it)\n")
            if opensBrowser { Browser.open(url) }
        }
        finished.wait()
        if let error = outcome.error {
            Console.error("flow studio: error: cannot serve on \(host):\(port): \(error)\n"
                          + "help: another program may use the port; try --port 0 for any free one\n")
            throw CommandStatus.unavailable
        }
    }
}

/// How the server stopped, written by its task before it signals.
private final class ServerOutcome: @unchecked Sendable {
    private(set) var error: Error?
    func set(_ error: Error) { self.error = error }
}

/// The person's browser, through `xdg-open` when there is one.
private enum Browser {
    static func open(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            Console.error("flow studio: cannot open a browser (\(error.localizedDescription)); open \(url)\n")
        }
    }
}
