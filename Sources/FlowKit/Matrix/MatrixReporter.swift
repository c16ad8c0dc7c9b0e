/// Writes a `--matrix` report: for people, a table (a row per test, a
/// column per configuration), the failures with the configuration they
/// failed in, and each divergence side by side; for tools, JSON Lines.
///
/// ```
/// test                       compact   regular   compact   regular
///                            iOS 17    iOS 17    iOS 12    iOS 12
/// saving counts              ✔         ✘         ✔         ✘
///
/// ✘ saving counts — regular · iOS 17
///     recipes.flow:55: expect saved == 1
///
/// "pick a photo": regular · iOS 17 parts from compact · iOS 17 at
///   tap photo                                                   recipes.flow:44
///       compact · iOS 17                         │ regular · iOS 17
///       RecipeDetail.prepare(for: pickPhoto)     │ RecipeDetail.prepare(for: pickPhoto)
///     ≠ present PhotoPicker … (adapted to sheet) │ present PhotoPicker … (popover)
/// ```
public struct MatrixReporter {
    /// Text (coloured when the stream is) or JSON Lines.
    public var format: ReportFormat
    /// Where the report goes.
    public var streams: ReportStreams

    /// A reporter of `format` to `streams`.
    public init(format: ReportFormat = .text, streams: ReportStreams) {
        self.format = format
        self.streams = streams
    }

    /// Writes the report and returns the exit status: `runtimeError` when
    /// an error stopped a run, `failure` when an expectation failed, else success.
    public func write(_ report: MatrixReport) -> CommandStatus {
        switch format {
        case .json: writeJSON(report)
        case .text, .junit, .sarif: writeText(report)
        }
        streams.flush()
        let cells = report.rows.flatMap(\.cells)
        if cells.contains(where: { if case .failed(let result) = $0 { return result.error != nil } else { return false } }) {
            return .runtimeError
        }
        return cells.contains(where: \.isFailure) ? .failure : .success
    }

    // MARK: Text

    private static let columnWidth = 10

    private func writeText(_ report: MatrixReport) {
        let out = streams.output
        let nameWidth = max(24, (report.rows.map(\.name.count).max() ?? 0) + 3)
        func pad(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(1, width - text.count))
        }
        func line(_ text: String) { out.writeLine(String(text.reversed().drop { $0 == " " }.reversed())) }
        line(pad(report.rows.count == 1 && report.rows[0].name == "script" ? "" : "test", nameWidth)
            + report.configurations.map { pad($0.width.rawValue, Self.columnWidth) }.joined())
        line(pad("", nameWidth) + report.configurations.map { pad("iOS \($0.platformVersion)", Self.columnWidth) }.joined())
        for row in report.rows {
            // A mark is one column wide; colour escapes take none.
            let marks = row.cells.map { cell -> String in
                let mark: String
                switch cell {
                case .passed: mark = paint("✔", "32")
                case .failed: mark = paint("✘", "31")
                case .notRun: mark = "—"
                }
                return mark + String(repeating: " ", count: Self.columnWidth - 1)
            }
            line(pad(row.name, nameWidth) + marks.joined())
        }
        // The failures, each with the configurations it failed in: one that reads the same in
        // several is written once (issue 56: the same failure was printed four times).
        let lines = TestReport(useColor: out.useColor)
        for row in report.rows {
            var groups: [(configurations: [String], body: [String])] = []
            for (configuration, cell) in zip(report.configurations, row.cells) {
                guard case .failed(let result) = cell else { continue }
                let body = lines.lines(for: result)
                if let same = groups.firstIndex(where: { $0.body == body }) {
                    groups[same].configurations.append(configuration.name)
                } else {
                    groups.append(([configuration.name], body))
                }
            }
            for group in groups {
                out.writeLine("")
                let configurations = group.configurations.count == report.configurations.count && report.configurations.count > 1
                    ? "every configuration" : group.configurations.joined(separator: ", ")
                out.writeLine((group.body.first ?? row.name) + " — " + configurations)
                for line in group.body.dropFirst() { out.writeLine(line) }
            }
        }
        for divergence in report.divergences { writeText(divergence) }
        let total = report.rows.count
        let failed = report.failedRows
        out.writeLine("")
        out.writeLine("\(total) \(total == 1 ? "row" : "rows") in \(report.configurations.count) configurations: "
                      + "\(total - failed) passed everywhere, \(failed) failed somewhere; "
                      + "\(report.divergences.count) \(report.divergences.count == 1 ? "divergence" : "divergences")")
    }

    /// The statement, then both sides' events aligned: lines both share
    /// side by side, a line only one side has beside a gap, marked `≠`.
    private func writeText(_ divergence: MatrixDivergence) {
        let out = streams.output
        out.writeLine("")
        let subject = divergence.row == "script" ? "the script" : "\"\(divergence.row)\""
        out.writeLine("\(subject): \(divergence.configuration.name) parts from \(divergence.baseline.name) at")
        if let statement = divergence.statement {
            var line = ByteBuffer(capacity: 128)
            TraceRenderer().write(.statement(statement), to: &line)
            out.write("  " + line.string)
        } else {
            out.writeLine("  (the end of the run)")
        }
        let rows = Self.align(divergence.baselineEvents, divergence.events)
        let width = max(divergence.baseline.name.count, rows.map { ($0.left ?? "").count }.max() ?? 0) + 1
        func pad(_ text: String) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        out.writeLine("      " + pad(divergence.baseline.name) + "│ " + divergence.configuration.name)
        // Runs of shared lines longer than the context around a change are elided.
        let context = 2
        let changed = rows.indices.filter { rows[$0].left == nil || rows[$0].left != rows[$0].right }
        var elided = 0
        for (index, row) in rows.enumerated() {
            let same = row.left != nil && row.left == row.right
            let near = changed.contains { abs($0 - index) <= context }
            if same && !near {
                elided += 1
                continue
            }
            if elided > 0 {
                out.writeLine("      … \(elided) shared \(elided == 1 ? "line" : "lines")")
                elided = 0
            }
            let left = (row.left ?? "").trimmingLeadingSpaces
            let right = (row.right ?? "").trimmingLeadingSpaces
            let text = (same ? "      " : "    \(paint("≠", "33")) ") + pad(left) + "│ " + right
            out.writeLine(String(text.reversed().drop { $0 == " " }.reversed()))
        }
        if elided > 0 { out.writeLine("      … \(elided) shared \(elided == 1 ? "line" : "lines")") }
    }

    /// Two event lists aligned on their longest common subsequence: equal
    /// lines side by side; between them, the lines only the left has beside
    /// those only the right has, row by row, so a changed event faces its
    /// counterpart.
    static func align(_ left: [String], _ right: [String]) -> [(left: String?, right: String?)] {
        let n = left.count
        let m = right.count
        // A statement's events are few; the table is (n+1)·(m+1).
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = left[i] == right[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var rows: [(left: String?, right: String?)] = []
        var onlyLeft: [String] = []
        var onlyRight: [String] = []
        func flushChanges() {
            for index in 0..<max(onlyLeft.count, onlyRight.count) {
                rows.append((index < onlyLeft.count ? onlyLeft[index] : nil,
                             index < onlyRight.count ? onlyRight[index] : nil))
            }
            onlyLeft = []
            onlyRight = []
        }
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n && j < m && left[i] == right[j] {
                flushChanges()
                rows.append((left[i], right[j]))
                i += 1
                j += 1
            } else if i < n && (j == m || table[i + 1][j] >= table[i][j + 1]) {
                onlyLeft.append(left[i])
                i += 1
            } else {
                onlyRight.append(right[j])
                j += 1
            }
        }
        flushChanges()
        return rows
    }

    private func paint(_ text: String, _ code: String) -> String {
        streams.output.useColor ? "\u{1B}[1;\(code)m\(text)\u{1B}[0m" : text
    }

    // MARK: JSON

    /// One object per configuration, row, divergence, then a summary.
    private func writeJSON(_ report: MatrixReport) {
        let out = streams.output
        for configuration in report.configurations {
            out.writeLine(JSONValue.object([
                ("kind", .string("configuration")), ("key", .string(configuration.key)),
                ("width", .string(configuration.width.rawValue)), ("platform", .int(configuration.platformVersion)),
            ]).rendered)
        }
        for row in report.rows {
            var results: [(String, JSONValue)] = []
            var failures: [JSONValue] = []
            for (configuration, cell) in zip(report.configurations, row.cells) {
                switch cell {
                case .passed: results.append((configuration.key, .string("passed")))
                case .notRun: results.append((configuration.key, .string("not-run")))
                case .failed(let result):
                    results.append((configuration.key, .string("failed")))
                    for failure in result.failures {
                        failures.append(.object([
                            ("configuration", .string(configuration.key)), ("file", .string(failure.path)),
                            ("line", .int(failure.line)), ("summary", .string(failure.summary)),
                            ("details", .array(failure.details.map { .string($0) })),
                        ]))
                    }
                    if let error = result.error {
                        failures.append(.object([
                            ("configuration", .string(configuration.key)), ("file", .string(error.path)),
                            ("line", result.errorLocation.map { .int($0.line) } ?? .null),
                            ("summary", .string(error.text)), ("details", .array([])),
                        ]))
                    }
                }
            }
            out.writeLine(JSONValue.object([
                ("kind", .string("row")), ("name", .string(row.name)), ("file", .string(row.path)),
                ("line", .int(row.line)), ("results", .object(results)), ("failures", .array(failures)),
            ]).rendered)
        }
        for divergence in report.divergences {
            out.writeLine(JSONValue.object([
                ("kind", .string("divergence")), ("row", .string(divergence.row)),
                ("baseline", .string(divergence.baseline.key)), ("configuration", .string(divergence.configuration.key)),
                ("statement", divergence.statement.map { .string($0.text) } ?? .null),
                ("file", divergence.statement.map { .string($0.path) } ?? .null),
                ("line", divergence.statement.map { .int($0.line) } ?? .null),
                ("baselineEvents", .array(divergence.baselineEvents.map { .string($0.trimmingLeadingSpaces) })),
                ("events", .array(divergence.events.map { .string($0.trimmingLeadingSpaces) })),
            ]).rendered)
        }
        out.writeLine(JSONValue.object([
            ("kind", .string("summary")), ("rows", .int(report.rows.count)),
            ("failed", .int(report.failedRows)), ("configurations", .int(report.configurations.count)),
            ("divergences", .int(report.divergences.count)),
        ]).rendered)
    }
}

extension String {
    /// Without the trace's indentation.
    fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
