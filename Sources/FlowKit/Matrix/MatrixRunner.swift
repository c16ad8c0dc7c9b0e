// `--matrix`: the same tests (or script) on every device class. Each
// configuration gets its own program where the rules differ (a file that
// does not declare a platform is built once more under `platform iOS 12`)
// and launches at its own width; a test that starts with `launch regular`
// pins its width and runs only there. The traces are kept per statement,
// as the trace prints them, and compared with the first configuration's.

extension FlowDocument {
    /// Runs the tests whose name contains `filter` in every configuration of
    /// `axis`. Nil when the document has errors.
    public func matrixTests(_ axis: MatrixAxis, filter: String? = nil,
                            options: Interpreter.Options = Interpreter.Options()) -> MatrixReport? {
        guard let runs = MatrixRuns(document: self, axis: axis, options: options) else { return nil }
        let tests = runs.base.tests.filter { test in filter.map { test.name.contains($0) } ?? true }
        return runs.report(tests.map { test in
            let location = location(of: test.range.start, in: path)
            return MatrixRuns.Subject(name: test.name, line: location.line, pinned: Self.pinnedWidth(test.body.statements)) { program, options, trace in
                TestRunner.run(program, test: test, options: options, trace: trace)
            }
        })
    }

    /// Runs the file's script in every configuration of `axis`, as one row
    /// named `script`. Nil when the document has errors.
    public func matrixScript(_ axis: MatrixAxis, options: Interpreter.Options = Interpreter.Options()) -> MatrixReport? {
        guard let runs = MatrixRuns(document: self, axis: axis, options: options) else { return nil }
        let path = self.path
        let subject = MatrixRuns.Subject(name: "script", line: 1, pinned: Self.pinnedWidth(index.script)) { program, options, trace in
            var output: [String] = []
            let outcome = Interpreter(program: program, options: options) { item in
                if case .output(let text) = item { output.append(text) }
                trace(item)
            }.runScript()
            return TestResult(name: "script", path: path, line: 1, failures: outcome.failures, error: outcome.error,
                              errorLocation: outcome.error.map { program.location(of: $0.range.start, in: $0.path) },
                              output: output)
        }
        return runs.report([subject])
    }

    /// The width a script or test pins by starting with `launch` (plain `launch` is compact).
    static func pinnedWidth(_ statements: some Collection<Statement>) -> WidthClass? {
        guard let first = statements.first, case .launch(let width) = first.kind else { return nil }
        return width.flatMap { WidthClass(rawValue: $0.name) } ?? .compact
    }
}

/// The configurations of one `--matrix` run and the program each runs.
struct MatrixRuns {
    /// What runs in each configuration: a test, or the script.
    struct Subject {
        var name: String
        var line: Int
        var pinned: WidthClass?
        var run: (Program, Interpreter.Options, @escaping (TraceItem) -> Void) -> TestResult
    }

    /// One statement's part of a trace: the statement, then what it caused.
    struct Step: Equatable {
        var statement: TraceStatement?
        var lines: [String]

        /// Whether two steps are the same statement: the automatic launch names
        /// its width, which is the point of the matrix, not a difference.
        func isSameStatement(as other: Step) -> Bool {
            switch (statement, other.statement) {
            case (nil, nil): return true
            case let (left?, right?):
                if left.isAutomatic && right.isAutomatic { return true }
                return left.path == right.path && left.line == right.line && left.text == right.text
            default: return false
            }
        }
    }

    let document: FlowDocument
    let configurations: [MatrixConfiguration]
    let base: Program
    let options: Interpreter.Options
    private let programs: [Int: Program]

    init?(document: FlowDocument, axis: MatrixAxis, options: Interpreter.Options) {
        guard let base = document.program else { return nil }
        self.document = document
        self.base = base
        var options = options
        options.files = document.filePolicy
        self.options = options
        let declared = document.index.platform?.major
        configurations = MatrixConfiguration.of(axis, declaredPlatform: declared)
        var programs: [Int: Program] = [:]
        for version in Set(configurations.map(\.platformVersion)) {
            if declared != nil || version == Program.currentIOSVersion {
                programs[version] = base
            } else {
                var checked = document.checked
                checked.index.platform = PlatformVersion(major: version, range: .empty(at: 0))
                programs[version] = Program(checked)
            }
        }
        self.programs = programs
    }

    /// Runs every subject in every configuration and compares the traces.
    func report(_ subjects: [Subject]) -> MatrixReport {
        let renderer = TraceRenderer()
        var rows: [MatrixRow] = []
        var divergences: [MatrixDivergence] = []
        for subject in subjects {
            var cells: [MatrixCell] = []
            var traces: [(MatrixConfiguration, [Step])] = []
            for configuration in configurations {
                if options.shouldStop?() == true { break }
                if let pinned = subject.pinned, pinned != configuration.width {
                    cells.append(.notRun)
                    continue
                }
                guard let program = programs[configuration.platformVersion] else { continue }
                var runOptions = options
                runOptions.launchWidth = configuration.width
                var steps: [Step] = []
                let result = subject.run(program, runOptions) { item in
                    if case .statement(let statement) = item {
                        steps.append(Step(statement: statement, lines: []))
                        return
                    }
                    if steps.isEmpty { steps.append(Step(statement: nil, lines: [])) }
                    steps[steps.count - 1].lines += renderer.lines(for: item)
                }
                cells.append(result.passed ? .passed : .failed(result))
                traces.append((configuration, steps))
            }
            rows.append(MatrixRow(name: subject.name, path: document.path, line: subject.line, cells: cells))
            guard let (baseline, baseSteps) = traces.first else { continue }
            for (configuration, steps) in traces.dropFirst() {
                // iOS 12 has no viewIsAppearing: that its traces lack it is
                // what the platform is, not a difference worth a report.
                let isAppearing = LifecycleMethod.viewIsAppearing
                let withoutIsAppearing = isAppearing.isCalled(onIOS: baseline.platformVersion)
                    != isAppearing.isCalled(onIOS: configuration.platformVersion)
                let compared = withoutIsAppearing ? Self.droppingViewIsAppearing(baseSteps) : baseSteps
                let other = withoutIsAppearing ? Self.droppingViewIsAppearing(steps) : steps
                if let divergence = Self.firstDivergence(compared, other) {
                    divergences.append(MatrixDivergence(row: subject.name, baseline: baseline, configuration: configuration,
                                                        statement: divergence.statement, baselineEvents: divergence.left,
                                                        events: divergence.right))
                }
            }
        }
        return MatrixReport(configurations: configurations, rows: rows, divergences: divergences)
    }

    /// The steps without their `viewIsAppearing` callbacks (iOS 13 and later only).
    static func droppingViewIsAppearing(_ steps: [Step]) -> [Step] {
        steps.map { step in
            var step = step
            step.lines.removeAll { $0.contains(".viewIsAppearing(") }
            return step
        }
    }

    /// The first step at which two traces differ, with both sides' lines.
    static func firstDivergence(_ left: [Step], _ right: [Step])
        -> (statement: TraceStatement?, left: [String], right: [String])? {
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? left[index] : nil
            let b = index < right.count ? right[index] : nil
            switch (a, b) {
            case let (a?, b?):
                if a.isSameStatement(as: b) && a.lines == b.lines { continue }
                return (a.statement ?? b.statement, a.lines, b.lines)
            case let (a?, nil):
                return (a.statement, a.lines, ["(the run had ended)"])
            case let (nil, b?):
                return (b.statement, ["(the run had ended)"], b.lines)
            case (nil, nil):
                return nil
            }
        }
        return nil
    }
}
