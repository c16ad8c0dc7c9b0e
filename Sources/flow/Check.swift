import ArgumentParser
import FlowChecks
import FlowKit
import FlowFiles

/// `flow check FILE…`: parse and check, run the static checks, report every problem, change nothing.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Parse and check .flow files and report every error and UIKit-aware warning.",
        discussion: """
            Exits 65 when a file has errors (with --strict, warnings of the static checks count as errors); \
            warnings alone exit 0. 'flow explain CODE' tells the UIKit rule behind a warning's code.
            """
    )

    @Argument(help: "The .flow files to check ('-' for standard input).")
    var files: [String]

    @OptionGroup var output: OutputOptions

    @OptionGroup var fileAccess: FileOptions

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
        let reporter = output.checkReporter(checks: StaticChecks.Options(level: warnings, strict: strict), files: fileAccess)
        // The last file's result is not torn down at the end of checkAll's loop but
        // at exit (why: KeptUntilExit). Only the last one: a result kept earlier
        // would still be alive while the next file is checked, raising the peak.
        var unchecked = files.count
        let outcome = reporter.checkAll(files, read: InputFiles.read, followingImports: !dumpTokens && !dumpAST, each: { result in
            if dumpTokens, let source = result.sources.first { Console.out(TokenDump.dump(source)) }
            if dumpAST { Console.out(SyntaxDump.dump(result.syntax)) }
            unchecked -= 1
            if unchecked == 0 { KeptUntilExit.keep(result) }
        })
        throw outcome
    }
}

extension WarningLevel: ExpressibleByArgument {}
