/// How a script or a test run ended.
public struct RunOutcome: Sendable {
    /// Expectations that did not hold (the run went on after each).
    public var failures: [ExpectationFailure]
    /// What stopped the run, if anything did: a runtime error, a UIKit exception, the step limit.
    public var error: RuntimeError?
    /// Where `error` happened, 1-based.
    public var errorLocation: SourceLocation?

    /// No failures and no error.
    public var succeeded: Bool { failures.isEmpty && error == nil }
}

// Running a whole document the way `flow run` and `flow test` do.
extension FlowDocument {
    /// Runs the file's top-level statements on a newly launched app (launched
    /// in compact width unless the script starts with `launch`), passing every
    /// trace item to `observer` as it happens. Nil when the document has errors.
    public func runScript(options: Interpreter.Options = Interpreter.Options(),
                          observer: @escaping (TraceItem) -> Void) -> RunOutcome? {
        guard let program else { return nil }
        var options = options
        options.files = filePolicy
        let outcome = Interpreter(program: program, options: options, trace: observer).runScript()
        return RunOutcome(failures: outcome.failures, error: outcome.error,
                          errorLocation: outcome.error.map { location(of: $0.range.start, in: $0.path) })
    }

    /// Runs the `test` blocks whose name contains `filter` (all when nil), in
    /// source order, each on a freshly launched app with fresh globals; `each`
    /// sees every result as soon as it is known. Empty when the document has
    /// errors; cut short when `options.shouldStop` says so.
    @discardableResult
    public func runTests(filter: String? = nil, options: Interpreter.Options = Interpreter.Options(),
                         each: (TestResult) -> Void = { _ in }) -> [TestResult] {
        guard let program else { return [] }
        var options = options
        options.files = filePolicy
        var results: [TestResult] = []
        for test in program.tests where filter.map({ test.name.contains($0) }) ?? true {
            // Interrupted: the tests that ran are the report.
            if options.shouldStop?() == true { break }
            let result = TestRunner.run(program, test: test, options: options)
            each(result)
            results.append(result)
        }
        return results
    }
}
