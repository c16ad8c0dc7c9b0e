import FlowLang

/// The static checks over one checked file, in pieces: the tables every check
/// reads, built once; then the view controllers, visited in runs that two
/// threads may share (`StaticChecks.Background`); then the runs' findings
/// joined in order, each reported once, and the globals checked.
///
/// Visiting the view controllers in runs and joining the runs' findings in
/// order gives what one visit of them all in order gives: a run keeps its
/// findings in the order found, and the join drops a finding that an earlier
/// run reported at the same place, as the one visit would have.
struct FindingsPass: Sendable {
    /// The tables, with no finding yet.
    let context: CheckContext
    let tables: CheckTables
    /// The file's scenes and containers, in declaration order.
    let viewControllers: [DeclaredType]

    init(_ result: CheckResult, options: StaticChecks.Options) {
        context = CheckContext(result: result, level: options.level, launchAnywhere: options.enteredFromElsewhere,
                               entries: options.entries, unwindActionsElsewhere: options.unwindActionsElsewhere,
                               launchedAt: options.launchedAt)
        tables = CheckTables(context)
        viewControllers = result.index.types.values.filter(\.kind.isViewController)
    }

    /// The findings of the view controllers at `positions`, in order, and
    /// then of the globals when `andGlobals` (the whole pass in one run).
    func findings(of positions: Range<Int>, andGlobals: Bool = false) -> [Diagnostic] {
        var context = self.context
        var tables = self.tables
        for type in viewControllers[positions] {
            let subject = context.subject(type, tables: tables)
            context.checkReachability(subject)
            context.checkUnwindDestinations(subject, tables: tables)
            context.checkRouting(subject)
            context.checkPresentations(subject, subtrees: &tables.subtrees)
            context.checkContainers(subject, tables: tables)
            context.checkGuards(type)
            context.checkUITestFindability(type)
        }
        if andGlobals { context.checkGlobals() }
        return context.findings
    }

    /// How many runs of `length` view controllers cover them all.
    func runCount(length: Int) -> Int {
        (viewControllers.count + length - 1) / length
    }

    /// The findings of the run numbered `run` of runs of `length`.
    func findings(ofRun run: Int, length: Int) -> [Diagnostic] {
        let from = run * length
        return findings(of: from..<min(from + length, viewControllers.count))
    }

    /// The findings of runs of view controllers that cover them all in
    /// order, each kept once, then the globals'.
    func merged(_ runs: consuming [[Diagnostic]]) -> [Diagnostic] {
        var context = self.context
        context.reserveFindings(runs.reduce(0) { $0 + $1.count })
        for position in runs.indices {
            for finding in runs[position] { context.keep(finding) }
            runs[position] = []
        }
        context.checkGlobals()
        return context.findings
    }
}

extension CheckContext {
    /// The checks of the storyboard as a whole, after its view controllers':
    /// its global variables, and its tests' steps a UI test cannot make.
    mutating func checkGlobals() {
        checkVariables(index.globals)
        checkUITestReach()
    }
}

extension StaticChecks {
    /// `findings(_:options:)` with the view controllers visited in runs of
    /// `runLength`, joined as `Background` joins them: for the fuzzing oracle
    /// and the tests, which compare the two on any file.
    package static func findings(_ result: CheckResult, options: Options, inRunsOf runLength: Int) -> [Diagnostic] {
        guard !result.hasErrors, options.level != .none, runLength > 0 else { return [] }
        let pass = FindingsPass(result, options: options)
        let runs = (0..<pass.runCount(length: runLength)).map { pass.findings(ofRun: $0, length: runLength) }
        var suppressions = LazySuppressions(result)
        return finished(pass.merged(runs), options: options, suppressions: &suppressions)
    }
}
