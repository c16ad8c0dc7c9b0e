import FlowKit
import Foundation
import Testing

/// `flow run` and `flow test` output, exactly as the command line prints it
/// (plain text), for every fixture.
@Suite struct GoldenTests {
    /// `Fixtures/<folder>/X.flow` → `X.trace`: the trace, then the error that stopped the run.
    @Test(arguments: Golden.traceInputs())
    func trace(_ input: String) throws {
        let parts = input.split(separator: "/").map(String.init)
        let (folder, name) = (parts[0], parts[1])
        let text = try #require(Golden.read(folder, name))
        // A fixture whose first line is `// flow run --verbose` is rendered
        // with layout events; `--time` (alone or after `--verbose`) stamps events.
        let firstLine = text.prefix { $0 != "\n" }
        let flags = firstLine.hasPrefix("// flow run ") ? firstLine.split(separator: " ").dropFirst(3).map(String.init) : []
        Golden.compare(Rendering.run(folder, name, verbose: flags.contains("--verbose"), showsTime: flags.contains("--time")),
                       folder: folder, expected: Golden.traceName(name))
    }

    /// `Fixtures/test/X.flow` → `X.out`: the test report.
    @Test(arguments: Golden.files.inputs("test"))
    func testReport(_ name: String) throws {
        Golden.compare(Rendering.test("test", name), folder: "test", expected: String(name.dropLast(".flow".count)) + ".out")
    }
}

/// What `flow run` and `flow test` print, standard output and standard error
/// as one text (`2>&1`, plain, no colour), through the reporters the command
/// line uses, then the exit status when it is not 0.
enum Rendering {
    static func run(_ folder: String, _ name: String, options: Interpreter.Options = Interpreter.Options(),
                    verbose: Bool = false, showsTime: Bool = false) -> String {
        let streams = ReportStreams.memory()
        let status = Golden.documents(folder, name, streams: streams).map { documents in
            ScriptReporter(verbose: verbose, showsTime: showsTime, streams: streams).run(documents[0], options: options)
        }
        return transcript(streams, status)
    }

    static func test(_ folder: String, _ name: String, filter: String? = nil) -> String {
        let streams = ReportStreams.memory()
        let status = Golden.documents(folder, name, streams: streams).map { documents in
            TestSuiteReporter(filter: filter, streams: streams).run(documents)
        }
        return transcript(streams, status)
    }

    private static func transcript(_ streams: ReportStreams, _ status: Result<CommandStatus, CommandStatus>) -> String {
        let code = switch status {
        case .success(let code), .failure(let code): code
        }
        return streams.output.text + (code == .success ? "" : "exit \(code.rawValue)\n")
    }
}
