import FlowChecks
import FlowLang

/// The front end on any bytes: it must answer with diagnostics inside the
/// file, and for a file that checks clean, `fmt` must be idempotent and
/// must not change what the file means: `parse(fmt(x))` equals `parse(x)`
/// once positions are left out.
public enum FrontEndOracle {
    /// Checks `bytes` as a `.flow` file; throws when a promise breaks.
    public static func check(_ bytes: [UInt8]) throws(OracleViolation) {
        let source = SourceFile(path: "fuzz.flow", bytes: bytes)
        let checked = FlowLang.check(source)
        for diagnostic in checked.diagnostics where diagnostic.path == source.path {
            if diagnostic.range.end > UInt32(bytes.count) {
                throw OracleViolation("diagnostic \(diagnostic.id) ends past the file (\(diagnostic.range))")
            }
            if diagnostic.message.isEmpty { throw OracleViolation("diagnostic \(diagnostic.id) has no message") }
        }
        _ = DiagnosticRenderer(files: checked.sources).render(checked.diagnostics)
        let parsed = parse(source)
        try checkSplitParses(source, against: parsed)
        guard case .formatted(let once) = format(source) else {
            if !parsed.hasErrors { throw OracleViolation("a file that parses was not formatted") }
            return
        }
        guard !checked.hasErrors else { return }
        try checkStaticChecksInRuns(checked)
        let formatted = SourceFile(path: source.path, text: once)
        let reparsed = parse(formatted)
        if reparsed.hasErrors {
            throw OracleViolation("the formatted text does not parse:\n\(once)")
        }
        let twice = format(formatted).text
        if twice != once {
            throw OracleViolation("formatting is not idempotent:\n--- once\n\(once)--- twice\n\(twice ?? "(failed)")")
        }
        let before = SyntaxDump.dump(parsed.file, includeRanges: false)
        let after = SyntaxDump.dump(reparsed.file, includeRanges: false)
        if before != after {
            throw OracleViolation("formatting changed the tree:\n\(firstDifference(before, after))")
        }
    }

    /// A large file is parsed in two halves at once (`SplitParse`): split at
    /// a quarter, half and three quarters of the file, the parse must be the
    /// one-go parse, tree, comments and diagnostics.
    static func checkSplitParses(_ source: SourceFile, against whole: ParseResult) throws(OracleViolation) {
        for quarter in 1...3 {
            guard let (split, _) = splitParse(source, near: source.bytes.count * quarter / 4) else { continue }
            if split.file != whole.file {
                let dumps = (SyntaxDump.dump(whole.file, includeRanges: true), SyntaxDump.dump(split.file, includeRanges: true))
                throw OracleViolation("the parse split at \(quarter)/4 differs:\n\(firstDifference(dumps.0, dumps.1))")
            }
            // A joined file takes these from its halves, not from its items (`FlowFile.init(joining:)`).
            if split.file.declarations != whole.file.declarations || split.file.statements != whole.file.statements {
                throw OracleViolation("the parse split at \(quarter)/4 splits its declarations and statements differently")
            }
            if split.diagnostics != whole.diagnostics {
                throw OracleViolation("the parse split at \(quarter)/4 reports \(split.diagnostics.map(\.id)), not \(whole.diagnostics.map(\.id))")
            }
        }
    }

    /// On a large file the static checks visit the view controllers in runs
    /// two threads share (`StaticChecks.Background`): joined, runs of one and
    /// of two must give the findings of one visit.
    static func checkStaticChecksInRuns(_ checked: CheckResult) throws(OracleViolation) {
        let options = StaticChecks.Options(level: .all)
        let whole = StaticChecks.findings(checked, options: options)
        for runLength in 1...2 {
            let joined = StaticChecks.findings(checked, options: options, inRunsOf: runLength)
            if joined != whole {
                throw OracleViolation("the static checks in runs of \(runLength) find \(joined.map(\.id)), not \(whole.map(\.id))")
            }
        }
    }

    /// The first differing line of two dumps, with its neighbours, for the report.
    static func firstDifference(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(left.count, right.count)
        let from = max(0, index - 3)
        return "--- before\n" + left[from..<min(left.count, index + 3)].joined(separator: "\n")
            + "\n--- after\n" + right[from..<min(right.count, index + 3)].joined(separator: "\n")
    }
}
