import ArgumentParser
import FlowKit

/// `flow check FILE…`: parse and check, report every problem, change nothing.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Parse and check .flow files and report every error.",
        discussion: "Exits 65 when a file has errors; warnings alone exit 0."
    )

    @Argument(help: "The .flow files to check ('-' for standard input).")
    var files: [String]

    @OptionGroup var output: OutputOptions

    @Flag(name: .long, help: "Print the tokens of each file (a debugging aid).")
    var dumpTokens = false

    @Flag(name: .long, help: "Print the syntax tree of each file (a debugging aid).")
    var dumpAST = false

    func validate() throws {
        try InputFiles.validate(files)
        try output.refuseJUnit(in: "check")
    }

    func run() throws {
        let outcome = CheckRun(output: output).checkAll(files) { result in
            if dumpTokens, let source = result.sources.first { Console.out(TokenDump.dump(source)) }
            if dumpAST { Console.out(SyntaxDump.dump(result.syntax)) }
        }
        throw outcome
    }
}

/// Checking files and reporting, shared by `check`, `run` and `test`.
struct CheckRun {
    let output: OutputOptions

    /// Checks every file, prints diagnostics and a summary, and returns the exit
    /// status: success, dataError when any file has errors, noInput when one
    /// cannot be read. `each` sees every file that could be read.
    func checkAll(_ paths: [String], adjust: (inout CheckResult) -> Void = { _ in },
                  each: (CheckResult) -> Void = { _ in }) -> ExitCode {
        let printer = DiagnosticPrinter(options: output)
        var errors = 0
        var warnings = 0
        var unreadable = false
        for path in paths {
            switch InputFiles.read(path).map({ check($0, loader: SourceFiles.diskLoader) }) {
            case .failure(let error):
                printer.printReadError(error)
                unreadable = true
            case .success(var result):
                adjust(&result)
                each(result)
                printer.print(result.diagnostics, sources: result.sources)
                errors += result.diagnostics.filter(\.isError).count
                warnings += result.diagnostics.filter { !$0.isError && output.shows($0) }.count
            }
        }
        printer.printSummary(errors: errors, warnings: warnings)
        if unreadable { return ExitStatus.noInput }
        return errors > 0 ? ExitStatus.dataError : ExitStatus.success
    }
}
