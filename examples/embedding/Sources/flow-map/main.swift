// flow-map FILE [--depth N] [--max-states N] [--output FILE]
//
// Loads a .flow storyboard with FlowKit, walks every control reachable from
// launch and prints a Mermaid flowchart of the screens and transitions found.
import FlowKit
import Foundation

struct Arguments {
    var path = ""
    var depth = 6
    var maxStates = 500
    var output: String?

    static func parse(_ arguments: [String]) -> Arguments? {
        var result = Arguments()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--depth": guard let value = rest.popFirst().flatMap(Int.init) else { return nil }; result.depth = value
            case "--max-states": guard let value = rest.popFirst().flatMap(Int.init) else { return nil }; result.maxStates = value
            case "--output": guard let value = rest.popFirst() else { return nil }; result.output = value
            default:
                guard result.path.isEmpty, !argument.hasPrefix("-") else { return nil }
                result.path = argument
            }
        }
        return result.path.isEmpty ? nil : result
    }
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

guard let arguments = Arguments.parse(Array(CommandLine.arguments.dropFirst())) else {
    fail("usage: flow-map FILE.flow [--depth N] [--max-states N] [--output FILE]", status: 64)
}

let document: FlowDocument
do {
    document = try FlowDocument.load(path: arguments.path)
} catch {
    fail("\(error)", status: 66)
}
guard !document.hasErrors else { fail(document.renderedDiagnostics(), status: 65) }

let session: Session
do {
    session = try Session(document: document)
} catch {
    fail("\(error)", status: 65)
}

var crawler = Crawler(session: session, maxDepth: arguments.depth, maxStates: arguments.maxStates)
let map = crawler.crawl()
let chart = Mermaid.flowchart(map, title: document.name)
if let output = arguments.output {
    do {
        try chart.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
        fail("\(output): \(error.localizedDescription)", status: 73)
    }
} else {
    print(chart, terminator: "")
}
FileHandle.standardError.write(Data(
    "\(map.screens.count) screens, \(map.transitions.count) transitions, \(map.statesVisited) states visited\n".utf8))
