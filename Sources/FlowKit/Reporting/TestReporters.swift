import FlowFiles
import FoundationEssentials

/// How `flow test` reports, one implementation a format: text for people,
/// JSON Lines and JUnit XML for CI services.
protocol TestReporter {
    /// A file's tests are about to run (several files were given).
    func begin(file: String, to stream: ReportStream)
    /// One test's result, as soon as it is known, with its wall-clock duration.
    func report(_ result: TestResult, seconds: Double, to stream: ReportStream)
    /// The end: the counts (and, for XML, the whole document).
    func finish(passed: Int, failed: Int, seconds: Double, to stream: ReportStream)
}

/// `✔ name` / `✘ name` with the reasons indented below, then `N passed, N failed`.
struct TextTestReporter: TestReporter {
    let report: TestReport
    let showsFiles: Bool

    func begin(file: String, to stream: ReportStream) {
        if showsFiles { stream.writeLine(file) }
    }

    func report(_ result: TestResult, seconds: Double, to stream: ReportStream) {
        for line in report.lines(for: result) { stream.writeLine(line) }
    }

    func finish(passed: Int, failed: Int, seconds: Double, to stream: ReportStream) {
        stream.writeLine(report.summary(passed: passed, failed: failed))
    }
}

/// One JSON object a test, then a summary object (JSON Lines):
///
/// ```json
/// {"kind":"test","name":"saving counts","file":"recipes.flow","line":52,"status":"failed","duration":0.0012,
///  "failures":[{"file":"recipes.flow","line":55,"column":5,"summary":"expect saved == 1","details":["…"]}],
///  "error":null,"output":[]}
/// {"kind":"summary","passed":2,"failed":1,"duration":0.0041}
/// ```
struct JSONTestReporter: TestReporter {
    func begin(file: String, to stream: ReportStream) {}

    func report(_ result: TestResult, seconds: Double, to stream: ReportStream) {
        let failures = result.failures.map { failure in
            JSONValue.object([
                ("file", .string(failure.path)), ("line", .int(failure.line)), ("column", .int(failure.column)),
                ("summary", .string(failure.summary)), ("details", .array(failure.details.map { .string($0) })),
            ])
        }
        let error = result.error.map { error in
            JSONValue.object([
                ("file", .string(error.path)), ("line", result.errorLocation.map { .int($0.line) } ?? .null),
                ("column", result.errorLocation.map { .int($0.column) } ?? .null),
                ("kind", .string(error.kind.rawValue)), ("message", .string(error.text)),
            ])
        } ?? .null
        stream.writeLine(JSONValue.object([
            ("kind", .string("test")), ("name", .string(result.name)), ("file", .string(result.path)),
            ("line", .int(result.line)), ("status", .string(result.passed ? "passed" : "failed")),
            ("duration", .double(seconds)), ("failures", .array(failures)), ("error", error),
            ("output", .array(result.output.map { .string($0) })),
        ]).rendered)
    }

    func finish(passed: Int, failed: Int, seconds: Double, to stream: ReportStream) {
        stream.writeLine(JSONValue.object([
            ("kind", .string("summary")), ("passed", .int(passed)), ("failed", .int(failed)),
            ("duration", .double(seconds)),
        ]).rendered)
    }
}

/// JUnit XML, as CI services read it: a `testsuite` per file, a `testcase`
/// per test with a `failure` (expectations) or an `error` (a runtime error
/// or UIKit exception), and what `print` wrote as `system-out`. The document
/// is written at the end, when the counts are known.
final class JUnitTestReporter: TestReporter {
    private var suites: [(file: String, cases: [(TestResult, Double)])] = []

    func begin(file: String, to stream: ReportStream) {
        suites.append((file, []))
    }

    func report(_ result: TestResult, seconds: Double, to stream: ReportStream) {
        if suites.last?.file != result.path { suites.append((result.path, [])) }
        suites[suites.count - 1].cases.append((result, seconds))
    }

    func finish(passed: Int, failed: Int, seconds: Double, to stream: ReportStream) {
        stream.writeLine(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        stream.writeLine(#"<testsuites name="flow test" tests="\#(passed + failed)" failures="\#(failed)" "#
                     + #"time="\#(Self.time(seconds))">"#)
        for suite in suites where !suite.cases.isEmpty {
            let failures = suite.cases.filter { !$0.0.failures.isEmpty && $0.0.error == nil }.count
            let errors = suite.cases.filter { $0.0.error != nil }.count
            let time = suite.cases.reduce(0) { $0 + $1.1 }
            stream.writeLine(#"  <testsuite name="\#(Self.escape(suite.file))" tests="\#(suite.cases.count)" "#
                         + #"failures="\#(failures)" errors="\#(errors)" time="\#(Self.time(time))">"#)
            for (result, seconds) in suite.cases { writeCase(result, seconds: seconds, to: stream) }
            stream.writeLine("  </testsuite>")
        }
        stream.writeLine("</testsuites>")
    }

    private func writeCase(_ result: TestResult, seconds: Double, to stream: ReportStream) {
        let classname = PathText.lastComponent(of: result.path).replacing(".flow", with: "")
        let open = #"    <testcase name="\#(Self.escape(result.name))" classname="\#(Self.escape(classname))" "#
            + #"file="\#(Self.escape(result.path))" line="\#(result.line)" time="\#(Self.time(seconds))""#
        if result.passed && result.output.isEmpty {
            stream.writeLine(open + "/>")
            return
        }
        stream.writeLine(open + ">")
        if let error = result.error {
            let location = result.errorLocation.map { "\(error.path):\($0.line):\($0.column)" } ?? error.path
            stream.writeLine(#"      <error message="\#(Self.escape(error.text))" type="\#(error.kind.rawValue)">"#
                         + Self.escape("\(location): error: \(error.text)") + "</error>")
        } else if let first = result.failures.first {
            let body = result.failures.map { failure in
                (["\(failure.path):\(failure.line): \(failure.summary)"] + failure.details.map { "  " + $0 })
                    .joined(separator: "\n")
            }.joined(separator: "\n")
            stream.writeLine(#"      <failure message="\#(Self.escape(first.summary))" type="expectation">"#
                         + Self.escape(body) + "</failure>")
        }
        if !result.output.isEmpty {
            stream.writeLine("      <system-out>" + Self.escape(result.output.joined(separator: "\n")) + "</system-out>")
        }
        stream.writeLine("    </testcase>")
    }

    private static func time(_ seconds: Double) -> String { Printf.string("%.6f", seconds) }

    /// Text for an XML attribute or element: the five special characters as
    /// entities, control characters XML 1.0 cannot hold as U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                out.unicodeScalars.append(scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }
}
