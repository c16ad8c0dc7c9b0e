import Dispatch
import FoundationEssentials

/// Running the tests of checked documents and reporting them, as `flow test`
/// does: a line per test (or a JSON object, or at the end a JUnit document)
/// on the output stream as each is known, a summary, and the exit status.
public struct TestSuiteReporter {
    /// Text (coloured when the output stream is), JSON Lines or JUnit XML.
    public var format: ReportFormat
    /// Run only the tests whose name contains this text.
    public var filter: String?
    /// Where the report goes.
    public var streams: ReportStreams
    /// The time in nanoseconds, for the durations of the JSON and JUnit
    /// reports (a fixed clock makes them reproducible).
    public var clock: () -> UInt64

    /// A reporter of `format` to `streams`, running the tests `filter` names.
    public init(format: ReportFormat = .text, filter: String? = nil, streams: ReportStreams,
                clock: @escaping () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) {
        self.format = format
        self.filter = filter
        self.streams = streams
        self.clock = clock
    }

    /// Runs every document's tests with `options` and reports them. A filter
    /// that matches no test exits `noTests`, so a typo cannot turn CI green
    /// (pytest exits 5 for it).
    public func run(_ documents: [FlowDocument], options: Interpreter.Options = Interpreter.Options()) -> CommandStatus {
        let reporter: TestReporter
        switch format {
        case .text, .sarif:  // sarif: not a format of `flow test`
            reporter = TextTestReporter(report: TestReport(useColor: streams.output.useColor),
                                        showsFiles: documents.count > 1)
        case .json: reporter = JSONTestReporter()
        case .junit: reporter = JUnitTestReporter()
        }
        let stream = streams.output
        var passed = 0
        var failed = 0
        let start = clock()
        for document in documents where options.shouldStop?() != true {
            reporter.begin(file: document.path, to: stream)
            var testStart = clock()
            document.runTests(filter: filter, options: options) { result in
                let now = clock()
                if result.passed { passed += 1 } else { failed += 1 }
                reporter.report(result, seconds: Double(now - testStart) / 1e9, to: stream)
                stream.flush()
                testStart = clock()
            }
        }
        reporter.finish(passed: passed, failed: failed, seconds: Double(clock() - start) / 1e9, to: stream)
        stream.flush()
        if options.shouldStop?() == true {
            streams.writeError("flow test: interrupted (Ctrl-C); the report shows the tests that ran\n")
            return .interrupted
        }
        if let filter, passed + failed == 0 {
            let total = documents.reduce(0) { $0 + $1.index.tests.count }
            streams.writeError("flow test: no test name contains '\(filter)' (\(total) test\(total == 1 ? "" : "s") in "
                               + "\(documents.map(\.path).joined(separator: ", ")))\n")
            return .noTests
        }
        return failed == 0 ? .success : .failure
    }
}
