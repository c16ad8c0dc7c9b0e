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
        let result = try #require(Golden.check(folder, name))
        // A fixture whose first line is `// flow run --verbose` is rendered
        // with layout events; `--time` (alone or after `--verbose`) stamps events.
        let firstLine = result.sources.first.map { source in
            String(source.text(in: SourceRange(start: 0, end: UInt32(min(40, source.bytes.count)))).prefix { $0 != "\n" })
        } ?? ""
        let flags = firstLine.hasPrefix("// flow run ") ? firstLine.split(separator: " ").dropFirst(3).map(String.init) : []
        Golden.compare(Rendering.run(result, verbose: flags.contains("--verbose"), showsTime: flags.contains("--time")),
                       folder: folder, expected: Golden.traceName(name))
    }

    /// `Fixtures/test/X.flow` → `X.out`: the test report.
    @Test(arguments: Golden.files.inputs("test"))
    func testReport(_ name: String) throws {
        let result = try #require(Golden.check("test", name))
        Golden.compare(Rendering.test(result), folder: "test", expected: String(name.dropLast(".flow".count)) + ".out")
    }
}

/// What `flow run` and `flow test` print, as one text (plain, no colour).
enum Rendering {
    static func run(_ result: CheckResult, options: Interpreter.Options = Interpreter.Options(),
                    verbose: Bool = false, showsTime: Bool = false) -> String {
        if result.hasErrors {
            return DiagnosticRenderer(files: result.sources).render(result.diagnostics) + "exit 65\n"
        }
        let program = Program(result)
        let renderer = TraceRenderer(verbose: verbose, showsTime: showsTime)
        var out = ""
        let outcome = Interpreter(program: program, options: options) { item in
            for line in renderer.lines(for: item) { out += line + "\n" }
        }.runScript()
        if let error = outcome.error {
            out += DiagnosticRenderer(files: result.sources).render(error.diagnostic)
            out += "exit 70\n"
        } else if !outcome.failures.isEmpty {
            out += "exit 1\n"
        }
        return out
    }

    static func test(_ result: CheckResult, filter: String? = nil) -> String {
        if result.hasErrors {
            return DiagnosticRenderer(files: result.sources).render(result.diagnostics) + "exit 65\n"
        }
        let report = TestReport()
        var out = ""
        var passed = 0
        var failed = 0
        for test in TestRunner.run(Program(result), filter: filter) {
            if test.passed { passed += 1 } else { failed += 1 }
            out += report.lines(for: test).map { $0 + "\n" }.joined()
        }
        return out + report.summary(passed: passed, failed: failed) + "\n"
    }
}
