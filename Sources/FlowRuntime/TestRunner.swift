import FlowLang

/// The outcome of one `test` block.
public struct TestResult: Sendable {
    /// The test's name, as written after `test`.
    public var name: String
    /// The file that declares the test.
    public var path: String
    /// The 1-based line of the `test` keyword.
    public var line: Int
    /// Expectations that did not hold.
    public var failures: [ExpectationFailure]
    /// The runtime error or UIKit exception that stopped the test, with its line and column.
    public var error: RuntimeError?
    /// Where `error` happened, if there is one.
    public var errorLocation: SourceLocation?
    /// What `print` wrote while the test ran.
    public var output: [String]

    /// A result, as a runner other than `TestRunner` makes one (`flow run --matrix` reports its script as a row).
    public init(name: String, path: String, line: Int, failures: [ExpectationFailure], error: RuntimeError?,
                errorLocation: SourceLocation?, output: [String]) {
        self.name = name
        self.path = path
        self.line = line
        self.failures = failures
        self.error = error
        self.errorLocation = errorLocation
        self.output = output
    }

    /// True when every expectation held and nothing stopped the test.
    public var passed: Bool { failures.isEmpty && error == nil }
}

/// Runs the `test` blocks of a program, each on a freshly launched app with
/// fresh globals; a failure or error in one test never stops the others.
public enum TestRunner {
    /// Runs every test whose name contains `filter` (all when nil), in source order.
    public static func run(_ program: Program, filter: String? = nil,
                           options: Interpreter.Options = Interpreter.Options()) -> [TestResult] {
        program.tests.filter { test in filter.map { test.name.contains($0) } ?? true }
            .map { run(program, test: $0, options: options) }
    }

    /// Runs one test of `program` on a freshly launched app; `trace`, when
    /// given, sees every trace item (`flow test --matrix` compares them).
    public static func run(_ program: Program, test: DeclaredTest,
                           options: Interpreter.Options = Interpreter.Options(),
                           trace: ((TraceItem) -> Void)? = nil) -> TestResult {
        var output: [String] = []
        let interpreter = Interpreter(program: program, options: options) { item in
            if case .output(let text) = item { output.append(text) }
            trace?(item)
        }
        let outcome = interpreter.runTest(test)
        let location = program.location(of: test.range.start, in: program.path)
        return TestResult(
            name: test.name, path: program.path, line: location.line, failures: outcome.failures,
            error: outcome.error,
            errorLocation: outcome.error.map { program.location(of: $0.range.start, in: $0.path) },
            output: output)
    }
}

/// The text of `flow test`'s report:
///
/// ```
/// ✔ adding a recipe and cancelling returns to the list
/// ✘ saving counts
///     recipes.flow:52: expect saved == 1
///       left:  saved is 0
///       right: 1 is 1
/// 1 passed, 1 failed
/// ```
public struct TestReport {
    /// Colour the verdicts with ANSI escapes (green ✔, red ✘).
    public var useColor: Bool

    /// A report, in colour when `useColor` is set.
    public init(useColor: Bool = false) {
        self.useColor = useColor
    }

    /// One test's lines: its verdict, then what `print` wrote and why it failed, indented.
    public func lines(for result: TestResult) -> [String] {
        let mark = result.passed ? paint("✔", "32") : paint("✘", "31")
        var lines = ["\(mark) \(result.name)"]
        lines += result.output.map { "    " + $0 }
        for failure in result.failures {
            lines.append("    \(failure.path):\(failure.line): \(failure.summary)")
            lines += failure.details.map { "      " + $0 }
        }
        if let error = result.error {
            let location = result.errorLocation.map { ":\($0.line):\($0.column)" } ?? ""
            lines.append("    \(error.path)\(location): error: \(error.text)")
        }
        return lines
    }

    /// `N passed, N failed`.
    public func summary(passed: Int, failed: Int) -> String {
        "\(passed) passed, \(failed) failed"
    }

    private func paint(_ text: String, _ code: String) -> String {
        useColor ? "\u{1B}[1;\(code)m\(text)\u{1B}[0m" : text
    }
}
