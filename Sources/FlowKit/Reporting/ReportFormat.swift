/// How a command writes its report: for people, or as JSON Lines. Two
/// formats belong to one command each: `junit`, `flow test`'s report for CI
/// services (its diagnostics are text), and `sarif`, `flow check`'s log for
/// code scanning.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// Text for people: diagnostics on the error stream, coloured on a terminal.
    case text
    /// JSON Lines on the output stream, one object per diagnostic, trace item or test.
    case json
    /// JUnit XML (`flow test`).
    case junit
    /// A SARIF 2.1.0 log (`flow check`).
    case sarif

    /// Whether diagnostics go out as text on the error stream (every format
    /// but `json`; `sarif` collects them into its log instead).
    var writesTextDiagnostics: Bool {
        switch self {
        case .text, .junit: return true
        case .json, .sarif: return false
        }
    }
}

/// Which warnings are printed: errors always; warnings unless `--quiet`,
/// `-W none`, or `-W` names their id or code.
public struct WarningFilter: Sendable {
    /// Hide every warning.
    public var quiet: Bool
    /// Ids (`duplicate-segue-identifier`) and codes (`W104`) to hide; `none` hides all.
    public var hidden: [String]

    /// A filter hiding `hidden`, or every warning when `quiet`.
    public init(quiet: Bool = false, hidden: [String] = []) {
        self.quiet = quiet
        self.hidden = hidden
    }

    /// Whether `diagnostic` is printed.
    public func shows(_ diagnostic: Diagnostic) -> Bool {
        guard !diagnostic.isError else { return true }
        if quiet || hidden.contains("none") { return false }
        return !hidden.contains(diagnostic.id) && !(diagnostic.code.map(hidden.contains) ?? false)
    }
}
