/// What `--matrix` found: a result per test (or for the script) and
/// configuration, and where the traces of two configurations part.
public struct MatrixReport: Sendable {
    /// The configurations, in column order; the first is the baseline the
    /// others are compared with.
    public var configurations: [MatrixConfiguration]
    /// One row a test, in source order (one row, named `script`, for `flow run --matrix`).
    public var rows: [MatrixRow]
    /// For each row and each configuration whose trace differs from the
    /// baseline's, the first statement where it does.
    public var divergences: [MatrixDivergence]

    /// Rows that failed in some configuration.
    public var failedRows: Int { rows.filter { $0.cells.contains { $0.isFailure } }.count }
}

/// A test (or the script) across the configurations.
public struct MatrixRow: Sendable {
    /// The test's name, or `script`.
    public var name: String
    /// The file and line of the test (of the file, line 1, for the script).
    public var path: String
    /// 1-based.
    public var line: Int
    /// One cell per configuration, in the report's order.
    public var cells: [MatrixCell]
}

/// How a test fared in one configuration.
public enum MatrixCell: Sendable {
    /// Every expectation held and nothing stopped it.
    case passed
    /// An expectation failed or an error stopped it.
    case failed(TestResult)
    /// The test pins another configuration (it starts with `launch regular`).
    case notRun

    /// Whether this cell failed.
    public var isFailure: Bool {
        if case .failed = self { return true }
        return false
    }
}

/// The first statement at which one configuration's trace differs from the
/// baseline's, with both sides' events.
public struct MatrixDivergence: Sendable {
    /// The row's name (a test's, or `script`).
    public var row: String
    /// The configuration compared with.
    public var baseline: MatrixConfiguration
    /// The configuration that differs.
    public var configuration: MatrixConfiguration
    /// The statement both were running (nil: one run ended earlier, or the automatic launch differs).
    public var statement: TraceStatement?
    /// The baseline's events for that statement, as the trace prints them.
    public var baselineEvents: [String]
    /// The other configuration's.
    public var events: [String]
}
