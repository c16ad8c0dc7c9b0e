import ArgumentParser
import FlowFiles
import FlowGraph
import FlowKit
import FoundationEssentials

/// How `flow graph` writes the graph.
enum GraphFormat: String, ExpressibleByArgument, CaseIterable {
    case dot, mermaid, svg, png, json, text
}

/// `flow graph FILE… [--format F] [-o OUT] [--focus SCENE] [--depth N] [--check BASELINE]`:
/// the navigation graph of storyboards, drawn or dumped.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the navigation graph of .flow files: scenes, containers, segues and unwinds.",
        discussion: """
            DOT, Mermaid, JSON and text need nothing else; SVG and PNG run Graphviz's 'dot' \
            (Debian package 'graphviz'). --format text is a canonical dump to commit as a baseline: \
            --check BASELINE exits 0 when the graph still matches it and 1 with the differences when not. \
            A file with errors prints its diagnostics and no graph (exit 65).
            """
    )

    @Argument(help: "The .flow files to draw, with what they import ('-' for standard input).")
    var files: [String]

    @ArgumentParser.Option(name: .long, help: "What to write: a drawing (svg and png need Graphviz), json, or the canonical text.")
    var format: GraphFormat = .dot

    @ArgumentParser.Option(name: [.customShort("o"), .customLong("output")],
                           help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    @ArgumentParser.Option(name: .long, help: ArgumentHelp("Draw only the neighbourhood of this scene (Name or Storyboard.Name).", valueName: "scene"))
    var focus: String?

    @ArgumentParser.Option(name: .long, help: ArgumentHelp("With --focus: how many edges away from the scene to draw.", valueName: "n"))
    var depth = 2

    @ArgumentParser.Option(name: .long, help: ArgumentHelp("How drawings show unwind segues: each, collapsed (an action with more than four through one point of its own), or hidden.", valueName: "how"))
    var unwinds: DOTRenderer.UnwindDrawing = .each

    @Flag(name: .long, help: "Leave the legend out of drawings.")
    var noLegend = false

    @ArgumentParser.Option(name: .long, help: ArgumentHelp("Compare with a baseline written by --format text instead of drawing.", valueName: "baseline"))
    var check: String?

    func validate() throws {
        try InputFiles.validate(files)
        if files.isEmpty { throw ValidationError("give at least one .flow file") }
        if depth < 0 { throw ValidationError("--depth must be 0 or more") }
        if focus == nil && depth != 2 { throw ValidationError("--depth needs --focus") }
    }

    func run() throws {
        var graph = try GraphLoading.graph(of: files)
        if let focus {
            switch GraphFocus.resolve(focus, in: graph) {
            case .success(let id): graph = GraphFocus.neighbourhood(of: id, depth: depth, in: graph)
            case .failure(.unknown(let name)):
                Console.error("flow graph: error: --focus: no scene or container is named '\(name)'\n")
                throw CommandStatus.usage
            case .failure(.ambiguous(let name, let candidates)):
                Console.error("flow graph: error: --focus: '\(name)' is ambiguous: "
                              + candidates.map { "'\($0)'" }.joined(separator: ", ") + "\n")
                throw CommandStatus.usage
            }
        }
        if let check { throw try compare(graph, with: check) }
        switch format {
        case .dot: try write(Data(DOTRenderer.render(graph, unwinds: unwinds, legend: !noLegend).utf8))
        case .mermaid: try write(Data(MermaidRenderer.render(graph).utf8))
        case .json: try write(Data(JSONRenderer.render(graph).utf8))
        case .text: try write(Data(TextRenderer.render(graph).utf8))
        case .svg, .png:
            let scenes = graph.nodes.filter { $0.kind != .nowhere }.count
            if scenes > 40 && focus == nil {
                // Graphviz takes long over a large graph, and the picture is hard to read: say how to draw less.
                Console.error("flow graph: \(scenes) scenes make a large picture: --focus SCENE --depth 2 draws the part "
                              + "around one scene, --unwinds collapsed or hidden thins the unwinds\n")
            }
            try write(GraphDrawing.render(DOTRenderer.render(graph, unwinds: unwinds, legend: !noLegend), format: format.rawValue))
        }
    }

    /// `--check`: silent success when the graph matches the baseline, else the differences and 1.
    private func compare(_ graph: StoryboardGraph, with baseline: String) throws -> CommandStatus {
        guard let data = FileManager.default.contents(atPath: baseline) else {
            Console.error("\(baseline): error: cannot read the baseline\n")
            return CommandStatus.noInput
        }
        let diff = GraphDiff(old: String(decoding: data, as: UTF8.self), new: TextRenderer.render(graph))
        if diff.isEmpty { return CommandStatus.success }
        Console.out("the graph differs from \(baseline):\n" + diff.rendered())
        Console.error("flow graph: if the change is intended: flow graph --format text "
                      + files.joined(separator: " ") + " -o \(baseline)\n")
        return CommandStatus.failure
    }

    private func write(_ data: Data) throws {
        guard let output else {
            Console.out(data)
            return
        }
        do {
            try OutputFile.write(data, to: output)
        } catch {
            Console.error("\(output): error: \(error)\n")
            throw CommandStatus.cannotCreate
        }
    }
}

extension DOTRenderer.UnwindDrawing: ExpressibleByArgument {}

/// Checking files and building their graph, shared by `graph` and `diff`.
enum GraphLoading {
    /// The graph of `files`; when one cannot be read or has errors, prints why
    /// (diagnostics as `flow check` does) and throws the exit status.
    static func graph(of files: [String]) throws -> StoryboardGraph {
        // Diagnostics as `flow check` prints them by default: text, colour only on a terminal.
        let reporter = try OutputOptions.parse([]).checkReporter()
        var results: [CheckResult] = []
        var status: CommandStatus?
        for path in files {
            switch InputFiles.read(path).map({ FlowKit.check($0, loader: SourceFiles.diskLoader) }) {
            case .failure(let error):
                reporter.write(readError: error)
                status = CommandStatus.noInput
            case .success(let result) where result.hasErrors:
                reporter.write(result.diagnostics, sources: result.sources)
                status = status ?? CommandStatus.dataError
            case .success(let result):
                results.append(result)
            }
        }
        if let status { throw status }
        // One graph holds each storyboard once: two files of one name would be drawn as one.
        var paths: [String: String] = [:]
        for result in results {
            if let other = paths[result.index.name], other != result.index.path {
                Console.error("flow graph: error: '\(other)' and '\(result.index.path)' are both storyboard "
                              + "'\(result.index.name)'; draw them one at a time\n")
                throw CommandStatus.usage
            }
            paths[result.index.name] = result.index.path
        }
        return GraphBuilder.build(results)
    }
}
