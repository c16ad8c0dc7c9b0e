import ArgumentParser
import FlowChecks
import FlowKit
import Foundation

/// `flow run FILE`: launch the app and run the file's statements.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Launch the app a .flow file describes, run its statements and print the trace.",
        discussion: """
            Exits 65 when the file has errors (nothing runs), 70 when a runtime error or UIKit \
            exception stops the script, 1 when an expectation failed.
            """
    )

    @Argument(help: "The .flow file to run ('-' for standard input).")
    var file: String

    @OptionGroup var output: OutputOptions

    @Flag(name: .long, help: "Show layout callbacks (viewWillLayoutSubviews, viewDidLayoutSubviews).")
    var verbose = false

    @Flag(name: .long, help: "Stamp every event with the virtual clock (seconds since launch).")
    var time = false

    @Flag(name: .long, help: "Make UIKit warnings errors, unless the next statement expects them.")
    var strict = false

    @ArgumentParser.Option(name: .long, help: "Statements a run may execute before it is stopped.")
    var stepLimit = 1_000_000

    @ArgumentParser.Option(name: .long, help: "Launch this scene, whatever the file's 'initial' says (for an app that picks its root in code).")
    var initial: String?

    @Flag(name: .long, help: "Run again on every save of the file or its imports (Ctrl-C to stop).")
    var watch = false

    func validate() throws {
        try output.accept(in: "run")
        if watch && file == InputFiles.standardInput { throw ValidationError("--watch needs a file, not '-'") }
    }

    func run() throws {
        guard watch else { return try runOnce() }
        Watcher.loop(clearsScreen: isatty(STDOUT_FILENO) == 1) {
            var watched = [file]
            try? runOnce { watched = $0 }
            return watched
        }
    }

    /// One run; `read` learns the paths of the file and its imports.
    private func runOnce(read: ([String]) -> Void = { _ in }) throws {
        let documents = try CheckedDocuments.load([file], output: output, initial: initial, read: read)
        guard let document = documents.first else { return }
        // Layout callbacks are not even produced unless the trace shows them.
        let options = Interpreter.Options(stepLimit: stepLimit, strict: strict, layoutEvents: verbose)
        let format = output.format
        let trace = TraceWriter(format: format, useColor: output.useColor(for: STDOUT_FILENO),
                                verbose: verbose, showsTime: time)
        let run = document.runScript(options: options) { trace.write($0) }
        trace.flush()
        guard let outcome = run else { throw ExitStatus.dataError }
        if let error = outcome.error {
            switch format {
            case .text, .junit, .sarif:
                let renderer = DiagnosticRenderer(files: document.sources,
                                                  useColor: output.useColor(for: STDERR_FILENO))
                Console.error(renderer.render(error.diagnostic))
            case .json:
                let location = outcome.errorLocation ?? document.location(of: error.range.start, in: error.path)
                trace.writeJSON(error, line: location.line, column: location.column)
                trace.flush()
            }
            throw ExitStatus.runtimeError
        }
        throw outcome.failures.isEmpty ? ExitStatus.success : ExitStatus.failure
    }
}

/// `flow test FILE…`: run every test block.
struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the test blocks of .flow files, each on a freshly launched app.",
        discussion: """
            Prints a line per test (✔ passed, ✘ failed, with the reasons indented below) and ends \
            with 'N passed, N failed'. Exits 1 when a test failed, 65 when a file has errors (no \
            test runs).
            """
    )

    @Argument(help: "The .flow files whose tests to run ('-' for standard input).")
    var files: [String]

    @ArgumentParser.Option(name: .long, help: "Run only the tests whose name contains this text.")
    var filter: String?

    @Flag(name: .long, help: "Make UIKit warnings fail their test, unless the next statement expects them.")
    var strict = false

    @ArgumentParser.Option(name: .long, help: "Statements a test may execute before it is stopped.")
    var stepLimit = 1_000_000

    @OptionGroup var output: OutputOptions

    func validate() throws {
        try InputFiles.validate(files)
        try output.accept(.junit, in: "test")
    }

    @ArgumentParser.Option(name: .long, help: "Launch this scene in every test, whatever the file's 'initial' says.")
    var initial: String?

    @Flag(name: .long, help: "Run the tests again on every save of the files or their imports (Ctrl-C to stop).")
    var watch = false

    func run() throws {
        guard watch else { return try runOnce() }
        Watcher.loop(clearsScreen: isatty(STDOUT_FILENO) == 1) {
            var watched = files
            try? runOnce { watched = $0 }
            return watched
        }
    }

    /// One run of every test; `read` learns the paths of the files and their imports.
    private func runOnce(read: ([String]) -> Void = { _ in }) throws {
        let documents = try CheckedDocuments.load(files, output: output, initial: initial, read: read)
        let options = Interpreter.Options(stepLimit: stepLimit, strict: strict)
        let reporter: TestReporter
        switch output.format {
        case .text, .sarif:  // sarif: refused by `validate`
            reporter = TextTestReporter(report: TestReport(useColor: output.useColor(for: STDOUT_FILENO)),
                                        showsFiles: documents.count > 1)
        case .json: reporter = JSONTestReporter()
        case .junit: reporter = JUnitTestReporter()
        }
        let writer = LineWriter()
        var passed = 0
        var failed = 0
        let start = DispatchTime.now().uptimeNanoseconds
        for document in documents {
            reporter.begin(file: document.path, writer: writer)
            var testStart = DispatchTime.now().uptimeNanoseconds
            document.runTests(filter: filter, options: options) { result in
                let now = DispatchTime.now().uptimeNanoseconds
                if result.passed { passed += 1 } else { failed += 1 }
                reporter.report(result, seconds: Double(now - testStart) / 1e9, writer: writer)
                writer.flush()
                testStart = DispatchTime.now().uptimeNanoseconds
            }
        }
        reporter.finish(passed: passed, failed: failed,
                        seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, writer: writer)
        writer.flush()
        // A filter that matches nothing must not turn CI green (pytest exits 5 for it).
        if let filter, passed + failed == 0 {
            let total = documents.reduce(0) { $0 + $1.index.tests.count }
            Console.error("flow test: no test name contains '\(filter)' (\(total) test\(total == 1 ? "" : "s") in "
                          + "\(documents.map(\.path).joined(separator: ", ")))\n")
            throw ExitStatus.noTests
        }
        throw failed == 0 ? ExitStatus.success : ExitStatus.failure
    }
}

/// Checks files for `run` and `test`: diagnostics are printed; any error stops
/// the command before anything runs.
enum CheckedDocuments {
    /// With `initial`, each file launches that scene: its own `initial` (or
    /// the lack of one, and what check says about it) no longer matters.
    static func load(_ paths: [String], output: OutputOptions, initial: String? = nil,
                     read: ([String]) -> Void = { _ in }) throws -> [FlowDocument] {
        var results: [CheckResult] = []
        defer { read(Array(Set(paths + results.flatMap { $0.sources.map(\.path) })).sorted()) }
        let launchIDs: Set<String> = ["missing-initial", "nothing-to-launch"]
        // The same warnings `flow check` reports (the static checks at their default level).
        let checks = StaticChecks.Options(level: .default, strict: false)
        let status = CheckRun(output: output, checks: checks).checkAll(paths, adjust: { result in
            guard let initial else { return }
            result.diagnostics.removeAll { $0.path == result.index.path && launchIDs.contains($0.id) }
            guard let index = result.index.launching(initial) else {
                result.diagnostics.append(Diagnostic(Message(id: "unknown-initial", text: "--initial names no view controller of '\(result.index.name)': '\(initial)'"),
                                                     path: result.index.path, range: .empty(at: 0)))
                return
            }
            result.index = index
        }) { results.append($0) }
        guard status == ExitStatus.success else { throw status }
        return results.map { FlowDocument(checked: $0) }
    }
}

/// Buffered writing to standard output, a line at a time.
final class LineWriter {
    private var buffer: [UInt8] = []

    func write(_ line: String) {
        buffer.append(contentsOf: line.utf8)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count > 64 * 1024 { flush() }
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Colour for the trace on a terminal: warnings yellow, failures red, statements bold.
enum TraceColor {
    static func paint(_ line: String, _ item: TraceItem, _ useColor: Bool) -> String {
        guard useColor else { return line }
        switch item {
        case .statement: return "\u{1B}[1m\(line)\u{1B}[0m"
        case .event(let event) where event.kind == .warning: return "\u{1B}[1;33m\(line)\u{1B}[0m"
        case .failure: return "\u{1B}[1;31m\(line)\u{1B}[0m"
        case .event, .output: return line
        }
    }
}
