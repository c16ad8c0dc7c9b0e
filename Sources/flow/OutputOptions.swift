import ArgumentParser
import FlowKit
import Foundation

/// How diagnostics are written: for people (colour on a terminal) or as JSON
/// Lines. Two formats belong to one command each: `junit`, `flow test`'s
/// report for CI services (its diagnostics are text), and `sarif`, `flow
/// check`'s log for code scanning; the others refuse them (`accept(_:in:)`).
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case junit
    case sarif
}

struct OutputOptions: ParsableArguments {
    @ArgumentParser.Option(name: .long, help: "Output format: text, json (JSON Lines, one object per diagnostic), junit (flow test's report as JUnit XML) or sarif (flow check's SARIF 2.1.0 log).")
    var format: OutputFormat = .text

    @ArgumentParser.Option(name: .long, help: "Colour: auto (on a terminal without NO_COLOR), always or never.")
    var color: ColorChoice = .auto

    @Flag(name: .long, help: "Print no warnings, only errors (the same as -W none).")
    var quiet = false

    @ArgumentParser.Option(name: .customShort("W"),
                           help: "Hide the warnings with this id or code (repeatable); 'none' hides every warning.")
    var hiddenWarnings: [String] = []

    /// Whether `diagnostic` is printed: errors always; warnings unless
    /// `--quiet`, `-W none`, or `-W` names their id or code.
    func shows(_ diagnostic: Diagnostic) -> Bool {
        guard !diagnostic.isError else { return true }
        if quiet || hiddenWarnings.contains("none") { return false }
        return !hiddenWarnings.contains(diagnostic.id) && !(diagnostic.code.map(hiddenWarnings.contains) ?? false)
    }

    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    /// Refuses a format `command` does not write: `junit` is for `flow test`,
    /// `sarif` for `flow check`; every command writes text and json.
    func accept(_ extra: OutputFormat? = nil, in command: String) throws {
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

/// Writing to the standard streams.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

/// Prints diagnostics as the options ask: text to standard error, JSON Lines to standard output.
struct DiagnosticPrinter {
    let options: OutputOptions

    /// Prints diagnostics in source order, one error a line, capped (see `DiagnosticList`).
    func print(_ diagnostics: [Diagnostic], sources: [SourceFile]) {
        let diagnostics = diagnostics.filter(options.shows)
        guard !diagnostics.isEmpty else { return }
        let tables = Dictionary(sources.map { ($0.path, LineTable($0)) }, uniquingKeysWith: { first, _ in first })
        var list = DiagnosticList()
        list.append(contentsOf: diagnostics)
        let ordered = list.finalized(lineTables: tables)
        switch options.format {
        case .text, .junit, .sarif:
            let renderer = DiagnosticRenderer(files: sources, useColor: options.useColor(for: STDERR_FILENO))
            Console.error(renderer.render(ordered))
        case .json:
            let json = DiagnosticJSON(lineTables: tables)
            Console.out(ordered.map { json.render($0) + "\n" }.joined())
        }
    }

    func printReadError(_ error: SourceFiles.ReadError) {
        switch options.format {
        case .text, .junit, .sarif:
            Console.error("\(error.path): error: \(error.reason)\n")
        case .json:
            let object = JSONValue.object([
                ("file", .string(error.path)), ("severity", .string("error")),
                ("id", .string("cannot-read-file")), ("message", .string(error.reason)),
            ])
            Console.out(object.rendered + "\n")
        }
    }

    /// "2 errors, 1 warning" on standard error, after text diagnostics.
    func printSummary(errors: Int, warnings: Int) {
        guard options.format != .json, options.format != .sarif, errors + warnings > 0 else { return }
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        Console.error("\(count(errors, "error")), \(count(warnings, "warning"))\n")
    }
}
