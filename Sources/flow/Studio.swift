import ArgumentParser
import FlowKit
import FoundationEssentials
import FlowFiles

/// `flow studio FILE [--port N] [--host H] [--open]`: the graph and a
/// clickable phone in a browser, served on loopback until Ctrl-C.
///
/// The server is the `flow-studio` executable beside this one, run in this
/// process's place: its HTTP stack links Foundation's networking and libcurl,
/// which no other command should pay for at start-up.
struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Click through a .flow file in a browser: its graph, a phone showing the visible scene, the trace.",
        discussion: """
            Serves one page on http://127.0.0.1:PORT/ (loopback only unless --host says otherwise). \
            Each open page has its own session; saving the file updates every page within a second, \
            keeping its inputs. Runs until Ctrl-C. The page's API: flow help commands ("flow studio").
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
        guard let server = ThisExecutable.helper("flow-studio", for: "flow studio") else { throw CommandStatus.unavailable }
        var words = ["--port", String(port), "--host", host]
        if open { words.append("--open") }
        for folder in fileAccess.allowedFolders { words += ["--allow-files", folder] }
        words += ["--", file]
        ThisExecutable.replace(with: server, words, command: "flow studio")
        throw CommandStatus.unavailable
    }
}
