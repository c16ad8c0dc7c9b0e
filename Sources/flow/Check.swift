import ArgumentParser
import FlowChecks
import FlowKit

/// `flow check FILE…`: parse and check, run the static checks, report every problem, change nothing.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Parse and check .flow files and report every error and UIKit-aware warning.",
        discussion: """
            Exits 65 when a file has errors (with --strict, warnings of the static checks count as errors); \
            warnings alone exit 0. 'flow explain CODE' tells the UIKit rule behind a warning's code.
            """
    )

    @Argument(help: "The .flow files to check ('-' for standard input).")
    var files: [String]

    @OptionGroup var output: OutputOptions

    @ArgumentParser.Option(name: .long, help: "Static checks: none, default, or all (adds the pedantic ones).")
    var warnings: WarningLevel = .default

    @Flag(name: .long, help: "Report the static checks' warnings as errors.")
    var strict = false

    @Flag(name: .long, help: "Print the tokens of each file (a debugging aid).")
    var dumpTokens = false

    @Flag(name: .long, help: "Print the syntax tree of each file (a debugging aid).")
    var dumpAST = false

    func validate() throws {
        try InputFiles.validate(files)
        try output.accept(.sarif, in: "check")
    }

    func run() throws {
        let run = CheckRun(output: output, checks: StaticChecks.Options(level: warnings, strict: strict),
                           sarif: output.format == .sarif)
        let outcome = run.checkAll(files) { result in
            if dumpTokens, let source = result.sources.first { Console.out(TokenDump.dump(source)) }
            if dumpAST { Console.out(SyntaxDump.dump(result.syntax)) }
        }
        throw outcome
    }
}

extension WarningLevel: ExpressibleByArgument {}

/// Checking files and reporting, shared by `check`, `run` and `test`.
struct CheckRun {
    let output: OutputOptions
    /// The static checks to run (`run` and `test` run them at the default level, so they report the
    /// same warnings as `check`); nil for none.
    var checks: StaticChecks.Options? = nil
    /// Whether to collect every diagnostic into one SARIF log on standard output.
    var sarif = false

    /// Checks every file, prints diagnostics and a summary, and returns the exit
    /// status: success, dataError when any file has errors, noInput when one
    /// cannot be read. `each` sees every file that could be read.
    func checkAll(_ paths: [String], adjust: (inout CheckResult) -> Void = { _ in },
                  each: (CheckResult) -> Void = { _ in }) -> ExitCode {
        let printer = DiagnosticPrinter(options: output)
        var errors = 0
        var warnings = 0
        var unreadable = false
        var log = SARIFCollector()
        for path in paths {
            switch InputFiles.read(path).map({ check($0, loader: SourceFiles.diskLoader) }) {
            case .failure(let error):
                if sarif { log.add(readError: error) } else { printer.printReadError(error) }
                unreadable = true
            case .success(var result):
                adjust(&result)
                if let checks { result = StaticChecks.apply(to: result, options: checks) }
                each(result)
                if sarif { log.add(result, showing: output.shows) } else { printer.print(result.diagnostics, sources: result.sources) }
                errors += result.diagnostics.filter(\.isError).count
                warnings += result.diagnostics.filter { !$0.isError && output.shows($0) }.count
            }
        }
        if sarif { Console.out(log.rendered) }
        printer.printSummary(errors: errors, warnings: warnings)
        if unreadable { return ExitStatus.noInput }
        return errors > 0 ? ExitStatus.dataError : ExitStatus.success
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
