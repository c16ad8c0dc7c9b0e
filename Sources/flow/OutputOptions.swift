import ArgumentParser
import FlowChecks
import FlowKit
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

// `ReportFormat` is FlowKit's, so the command line, the REPL and the tests
// report through one layer; every command writes text and json, and each of
// `junit` (`flow test`) and `sarif` (`flow check`) belongs to one command.
extension ReportFormat: ExpressibleByArgument {}

struct OutputOptions: ParsableArguments {
    @ArgumentParser.Option(name: .long, help: "Output format: text, json (JSON Lines, one object per diagnostic), junit (flow test's report as JUnit XML) or sarif (flow check's SARIF 2.1.0 log).")
    var format: ReportFormat = .text

    @ArgumentParser.Option(name: .long, help: "Colour: auto (on a terminal without NO_COLOR), always or never.")
    var color: ColorChoice = .auto

    @Flag(name: .long, help: "Print no warnings, only errors (the same as -W none).")
    var quiet = false

    @ArgumentParser.Option(name: .customShort("W"),
                           help: "Hide the warnings with this id or code (repeatable); 'none' hides every warning.")
    var hiddenWarnings: [String] = []

    /// Which warnings are printed.
    var warnings: WarningFilter { WarningFilter(quiet: quiet, hidden: hiddenWarnings) }

    /// Standard output and standard error, each coloured when it is a terminal.
    var streams: ReportStreams {
        ReportStreams(output: .descriptor(STDOUT_FILENO, useColor: useColor(for: STDOUT_FILENO)),
                      errors: .descriptor(STDERR_FILENO, useColor: useColor(for: STDERR_FILENO)))
    }

    /// The reporter of `check`, `run` and `test`'s diagnostics, to the standard streams.
    /// Without `files`, any file may be read (`fmt` reads none, `graph` only draws).
    func checkReporter(checks: StaticChecks.Options? = nil, initial: String? = nil,
                       files: FileOptions? = nil, platform: PlatformOption? = nil) -> CheckReporter {
        let anyFile: @Sendable (String) -> FilePolicy = { _ in FilePolicy.unrestricted }
        var reporter = CheckReporter(format: format, warnings: warnings, checks: checks, initial: initial,
                                     filePolicy: files?.policy ?? anyFile, streams: streams)
        reporter.platform = platform?.version
        return reporter
    }

    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    /// Refuses a format `command` does not write: `junit` is for `flow test`,
    /// `sarif` for `flow check`; every command writes text and json.
    func accept(_ extra: ReportFormat? = nil, in command: String) throws {
        guard format != .text, format != .json, format != extra else { return }
        let owner = format == .junit ? "test" : "check"
        let writes = (["text", "json"] + (extra.map { [$0.rawValue] } ?? [])).joined(separator: ", ")
        throw ValidationError("--format \(format.rawValue) is for 'flow \(owner)'; 'flow \(command)' writes \(writes)")
    }

    /// Colour is on only for a terminal, and never when NO_COLOR is set.
    func useColor(for stream: Int32) -> Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            return isatty(stream) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
    }
}
