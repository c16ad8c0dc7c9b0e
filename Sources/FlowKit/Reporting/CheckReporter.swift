import FlowChecks
import FlowLang
import FlowFiles

extension CheckResult {
    /// The result launching `initial` (`--initial` of `run`, `test`,
    /// `explore` and `repl`): its file's own `initial`, or the lack of one, no
    /// longer matters; an error when `initial` names no view controller.
    public func launching(_ initial: String) -> CheckResult {
        var result = self
        let launchIDs: Set<String> = ["missing-initial", "nothing-to-launch"]
        result.diagnostics.removeAll { $0.path == result.index.path && launchIDs.contains($0.id) }
        guard let index = result.index.launching(initial) else {
            let text = "--initial names no view controller of '\(result.index.name)': '\(initial)'"
            result.diagnostics.append(Diagnostic(Message(id: "unknown-initial", text: text),
                                                 path: result.index.path, range: .empty(at: 0)))
            return result
        }
        result.index = index
        return result
    }
}

/// Checking files and reporting every diagnostic, as `flow check` does and
/// as `flow run` and `flow test` do before anything runs: text diagnostics
/// (coloured when the error stream is) and a count on the error stream, JSON
/// Lines or one SARIF log on the output stream.
public struct CheckReporter {
    /// How diagnostics are written.
    public var format: ReportFormat
    /// Which warnings are printed (all errors are).
    public var warnings: WarningFilter
    /// The static checks to run (`run` and `test` run them at the default
    /// level, so they report the same warnings as `check`); nil for none.
    public var checks: StaticChecks.Options?
    /// With a scene name, each file launches that scene (`--initial`): its
    /// own `initial`, or the lack of one, no longer matters.
    public var initial: String?
    /// With a version, each file runs on that iOS (`--platform`), whatever
    /// its own `platform` line says.
    public var platform: Int?
    /// The files each checked file's script may use, by its path: its
    /// imports are checked against it, and the documents run under it.
    public var filePolicy: @Sendable (String) -> FilePolicy
    /// Where the report goes.
    public var streams: ReportStreams
    /// In JSON, each diagnostic says `"kind": "diagnostic"`: for the streams
    /// where diagnostics come before other objects that carry a kind (`flow
    /// test`'s tests and summary, `flow run`'s events), so that a reader can
    /// tell them apart (issue 56). `flow check`'s stream is diagnostics alone.
    public var labelsDiagnostics = false

    /// A reporter writing in `format` to `streams`.
    public init(format: ReportFormat = .text, warnings: WarningFilter = WarningFilter(),
                checks: StaticChecks.Options? = nil, initial: String? = nil,
                filePolicy: @escaping @Sendable (String) -> FilePolicy = { _ in .unrestricted },
                streams: ReportStreams) {
        self.format = format
        self.warnings = warnings
        self.checks = checks
        self.initial = initial
        self.filePolicy = filePolicy
        self.streams = streams
    }

    /// Reads a source by the name it was given (`-` may mean standard input).
    public typealias Reader = (String) -> Result<SourceFile, SourceFiles.ReadError>

    /// Checks every file, prints its diagnostics and then a summary, and
    /// returns the exit status: success, `dataError` when a file has errors,
    /// `noInput` when one cannot be read. `each` sees every file that could
    /// be read.
    ///
    /// `followingImports` (`flow check`): the files the given ones import,
    /// however deep, are checked too, each once, as files of their own: the
    /// static checks run on every file of an app checked from its entry
    /// (`flow import --app`'s App.flow). A diagnostic is printed once however
    /// many checked files import the file it is in.
    public func checkAll(_ paths: [String], read: Reader = SourceFiles.read,
                         files: any FileProvider = DiskFileProvider(), followingImports: Bool = false,
                         each: (CheckResult) -> Void = { _ in }) -> CommandStatus {
        var errors = 0
        var shownWarnings = 0
        var unreadable = false
        var log = SARIFCollector()
        var queue = paths
        var queued = Set(paths)
        var printed: Set<String> = []
        // The scenes each storyboard is entered at by the files checked before it (its importers).
        var entries: [String: [TypeReference]] = [:]
        // The unwind actions the files entering each storyboard implement, theirs included.
        var actionsElsewhere: [String: Set<String>] = [:]
        // The storyboards whose initial scene a given file launches (App.flow's `initial Main`): the
        // window's root, not a scene entered from elsewhere.
        var launched: Set<String> = []
        var launchedAt: [String: TypeReference] = [:]
        var next = 0
        while next < queue.count {
            let path = queue[next]
            let isImport = next >= paths.count
            next += 1
            switch read(path).map({ source in
                checked(source, loader: files.sourceLoader(policy: filePolicy(source.path)), enteredFromElsewhere: isImport,
                        entries: isImport ? entries : [:], actionsElsewhere: isImport ? actionsElsewhere : [:], launched: launched,
                        launchedAt: launchedAt)
            }) {
            case .failure(let error):
                if format == .sarif { log.add(readError: error) } else { write(readError: error) }
                unreadable = true
            case .success(var result):
                if !isImport, let launch = result.index.launchScene, launch.storyboard != result.index.name {
                    launched.insert(launch.storyboard)
                    // Another of its scenes (`initial Main.SetupViewController`, where an imported app's
                    // delegate sets the window's root): the window's root there, its initial scene entered.
                    if result.index.imports[launch.storyboard]?.initial != launch { launchedAt[launch.storyboard] = launch }
                }
                if followingImports {
                    let implemented = StaticChecks.unwindActionsImplemented(result)
                        .union(actionsElsewhere[result.index.name] ?? [])
                    for destination in StaticChecks.destinationsElsewhere(result) {
                        entries[destination.storyboard, default: []].append(destination)
                        actionsElsewhere[destination.storyboard, default: []].formUnion(implemented)
                    }
                    for source in result.sources.dropFirst() where queued.insert(source.path).inserted {
                        queue.append(source.path)
                    }
                }
                // One file without imports shares no diagnostic with another: its report is not
                // copied or keyed (a large file's check reports 100,000 diagnostics in well under a second).
                if paths.count > 1 || result.sources.count > 1 || isImport {
                    result.diagnostics = result.diagnostics.filter { diagnostic in
                        // A storyboard checked because another imports it is entered from there (a
                        // reference, code): that it names no initial scene is how it should be.
                        if isImport, diagnostic.id == "missing-initial", diagnostic.path == result.sources.first?.path {
                            return false
                        }
                        return printed.insert("\(diagnostic.path)\u{0}\(diagnostic.range.start)\u{0}\(diagnostic.range.end)\u{0}\(diagnostic.message)")
                            .inserted
                    }
                }
                ImportProvenance.annotate(&result.diagnostics, sources: result.sources)
                each(result)
                if format == .sarif {
                    log.add(result, showing: warnings.shows)
                } else {
                    write(result.diagnostics, sources: result.sources)
                }
                for diagnostic in result.diagnostics {
                    if diagnostic.isError { errors += 1 } else if warnings.shows(diagnostic) { shownWarnings += 1 }
                }
            }
            streams.flush()
        }
        if format == .sarif { streams.output.write(log.rendered) }
        writeSummary(errors: errors, warnings: shownWarnings)
        streams.flush()
        if unreadable { return .noInput }
        return errors > 0 ? .dataError : .success
    }

    /// Checks files for `run` and `test`: the documents to run, or the
    /// status to exit with when a file has errors or cannot be read (the
    /// diagnostics are printed either way). `sourcesRead` learns the paths
    /// of the files and their imports, for `--watch`.
    public func documents(_ paths: [String], read: Reader = SourceFiles.read,
                          files: any FileProvider = DiskFileProvider(),
                          sourcesRead: ([String]) -> Void = { _ in }) -> Result<[FlowDocument], CommandStatus> {
        var results: [CheckResult] = []
        defer { sourcesRead(Array(Set(paths + results.flatMap { $0.sources.map(\.path) })).sorted()) }
        let status = checkAll(paths, read: read, files: files) { results.append($0) }
        guard status == .success else { return .failure(status) }
        return .success(results.map { FlowDocument(checked: $0, files: files, filePolicy: filePolicy($0.index.path)) })
    }

    /// `source` checked, launching `--initial`, with the static checks'
    /// findings among its diagnostics. On a large file the static checks
    /// start once the file is indexed, on a thread beside the checker
    /// (`StaticChecks.Background`), which this thread joins when its checker is done.
    ///
    /// `enteredFromElsewhere`: `source` is a file another imports, so its initial scene is placed
    /// anywhere, unless its storyboard is one of `launched`, whose initial scene an app launches.
    private func checked(_ source: SourceFile, loader: SourceLoader, enteredFromElsewhere: Bool = false,
                         entries: [String: [TypeReference]] = [:], actionsElsewhere: [String: Set<String>] = [:],
                         launched: Set<String> = [], launchedAt: [String: TypeReference] = [:]) -> CheckResult {
        let indexed = IndexedFiles(source, loader: loader)
        let launching = (initial.map { indexed.index.launching($0) } ?? indexed.index).map(onPlatform)
        var checks = self.checks
        checks?.enteredFromElsewhere = enteredFromElsewhere && !launched.contains(indexed.index.name)
        checks?.entries = entries[indexed.index.name] ?? []
        checks?.unwindActionsElsewhere = actionsElsewhere[indexed.index.name] ?? []
        checks?.launchedAt = launchedAt[indexed.index.name]
        let early = checks.flatMap { options in
            launching.flatMap { StaticChecks.Background.starting(indexed, index: $0, options: options) }
        }
        var result = indexed.checked()
        launchInitial(&result)
        result.index = onPlatform(result.index)
        if let checks { result = StaticChecks.apply(to: result, options: checks, early: early?.findings()) }
        return result
    }

    /// With `--platform`, the index of a file that runs on that iOS.
    private func onPlatform(_ index: StoryboardIndex) -> StoryboardIndex {
        guard let platform else { return index }
        var index = index
        index.platform = PlatformVersion(major: platform, range: index.platform?.range ?? .empty(at: 0))
        return index
    }

    /// With `--initial`, the main file launches that scene, and what check
    /// said about its own `initial` is dropped.
    private func launchInitial(_ result: inout CheckResult) {
        guard let initial else { return }
        result = result.launching(initial)
    }

    /// Diagnostics in source order, one error a line, capped (see `DiagnosticList`).
    public func write(_ diagnostics: [Diagnostic], sources: [SourceFile]) {
        // Filtered only when a warning is hidden: a copy of a long report otherwise.
        let diagnostics = diagnostics.allSatisfy(warnings.shows) ? diagnostics : diagnostics.filter(warnings.shows)
        guard !diagnostics.isEmpty else { return }
        let tables = Dictionary(sources.map { ($0.path, LineTable($0)) }, uniquingKeysWith: { first, _ in first })
        let list = DiagnosticList(diagnostics)
        let ordered = list.finalized(lineTables: tables)
        if format.writesTextDiagnostics {
            let renderer = DiagnosticRenderer(files: sources, useColor: streams.errors.useColor)
            streams.writeErrors { write in renderer.render(ordered, writingTo: write) }
        } else {
            let json = DiagnosticJSON(lineTables: tables, kind: labelsDiagnostics ? "diagnostic" : nil)
            for diagnostic in ordered { streams.output.writeLine(json.render(diagnostic)) }
        }
    }

    /// Why a file could not be read, as a diagnostic of the format.
    public func write(readError error: SourceFiles.ReadError) {
        if format.writesTextDiagnostics {
            streams.writeError("\(error.path): error: \(error.reason)\n")
        } else {
            let object = JSONValue.object([
                ("file", .string(error.path)), ("severity", .string("error")),
                ("id", .string("cannot-read-file")), ("message", .string(error.reason)),
            ])
            streams.output.writeLine(object.rendered)
        }
    }

    /// "2 errors, 1 warning" on the error stream, after text diagnostics.
    private func writeSummary(errors: Int, warnings: Int) {
        guard format.writesTextDiagnostics, errors + warnings > 0 else { return }
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        streams.writeError("\(count(errors, "error")), \(count(warnings, "warning"))\n")
    }
}

/// Every file's diagnostics, gathered for one SARIF log.
struct SARIFCollector {
    private var diagnostics: [Diagnostic] = []
    private var tables: [String: LineTable] = [:]

    mutating func add(_ result: CheckResult, showing shows: (Diagnostic) -> Bool) {
        for source in result.sources where tables[source.path] == nil { tables[source.path] = LineTable(source) }
        diagnostics += result.diagnostics.filter(shows)
    }

    /// An unreadable file is a result without a region.
    mutating func add(readError error: SourceFiles.ReadError) {
        diagnostics.append(Diagnostic(Message(id: "cannot-read-file", text: error.reason), path: error.path,
                                      range: SourceRange(start: 0, end: 0)))
    }

    var rendered: String { SARIFLog(lineTables: tables).render(diagnostics) }
}

extension StaticChecks.Options {
    /// The static checks `flow run`, `flow test` and `flow explore` run
    /// before anything runs: `flow check`'s default, so they all report the
    /// same warnings.
    public static let runAndTest = StaticChecks.Options(level: .default, strict: false)
}
