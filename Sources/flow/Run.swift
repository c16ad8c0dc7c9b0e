import ArgumentParser
import FlowChecks
import FlowFiles
import FlowKit
import FoundationEssentials

/// `flow run FILE`: launch the app and run the file's statements.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Launch the app a .flow file describes, run its statements and print the trace.",
        discussion: """
            Exits 65 when the file has errors (nothing runs), 70 when a runtime error or UIKit \
            exception stops the script, 1 when an expectation failed.
            """
    )

    @Argument(help: "The .flow file to run ('-' for standard input).")
    var file: String

    @OptionGroup var output: OutputOptions

    @OptionGroup var fileAccess: FileOptions

    @OptionGroup var platform: PlatformOption

    @Flag(name: .long, help: "Show layout callbacks (viewWillLayoutSubviews, viewDidLayoutSubviews).")
    var verbose = false

    @Flag(name: .long, help: "Stamp every event with the virtual clock (seconds since launch).")
    var time = false

    @Flag(name: .long, help: "Make UIKit warnings errors, unless the next statement expects them.")
    var strict = false

    @ArgumentParser.Option(name: .long, help: "Statements a run may execute before it is stopped.")
    var stepLimit = 1_000_000

    @ArgumentParser.Option(name: .long, help: "Launch this scene, whatever the file's 'initial' says (for an app that picks its root in code).")
    var initial: String?

    @Flag(name: .long, help: "Run again on every save of the file or its imports (Ctrl-C to stop).")
    var watch = false

    @ArgumentParser.Option(name: .long, help: ArgumentHelp(
        "Run the script on every device class and compare: all (width × platform, the default), width or platform.",
        valueName: "axis"))
    var matrix: MatrixAxis?

    func validate() throws {
        try output.accept(in: "run")
        if watch && file == InputFiles.standardInput { throw ValidationError("--watch needs a file, not '-'") }
        if matrix != nil && (verbose || time || watch) {
            throw ValidationError("--matrix compares the traces of every configuration; --verbose, --time and --watch do not apply")
        }
    }

    func run() throws {
        try Watcher.runOnceOrWatch(watch, paths: [file]) { read in try runOnce(read: read) }
    }

    /// One run; `read` learns the paths of the file and its imports.
    private func runOnce(read: ([String]) -> Void) throws {
        var reporter = output.checkReporter(checks: .runAndTest, initial: initial, files: fileAccess, platform: platform)
        // JSON: the diagnostics precede the trace's or the tests' objects, which carry a kind.
        reporter.labelsDiagnostics = true
        let documents = try reporter.documents([file], read: InputFiles.read, sourcesRead: read).get()
        KeptUntilExit.keep(documents)
        guard let document = documents.first else { return }
        let options = Interpreter.Options(stepLimit: stepLimit, strict: strict, shouldStop: watch ? nil : Interrupt.requested)
        if let matrix {
            guard let report = document.matrixScript(matrix, options: options) else { throw CommandStatus.dataError }
            throw MatrixReporter(format: output.format, streams: output.streams).write(report)
        }
        throw ScriptReporter(format: output.format, verbose: verbose, showsTime: time, streams: output.streams)
            .run(document, options: options)
    }
}

/// `flow test FILE…`: run every test block.
struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run the test blocks of .flow files, each on a freshly launched app.",
        discussion: """
            Prints a line per test (✔ passed, ✘ failed, with the reasons indented below) and ends \
            with 'N passed, N failed'. Exits 1 when a test failed, 65 when a file has errors (no \
            test runs).
            """
    )

    @Argument(help: "The .flow files whose tests to run ('-' for standard input).")
    var files: [String]

    @ArgumentParser.Option(name: .long, help: "Run only the tests whose name contains this text.")
    var filter: String?

    @Flag(name: .long, help: "Make UIKit warnings fail their test, unless the next statement expects them.")
    var strict = false

    @ArgumentParser.Option(name: .long, help: "Statements a test may execute before it is stopped.")
    var stepLimit = 1_000_000

    @OptionGroup var output: OutputOptions

    @OptionGroup var fileAccess: FileOptions

    @OptionGroup var platform: PlatformOption

    func validate() throws {
        try InputFiles.validate(files)
        try output.accept(.junit, in: "test")
        if matrix != nil && (output.format == .junit || watch) {
            throw ValidationError("--matrix writes text or json, and does not watch")
        }
        if !export.isEmpty {
            guard export.count == 2, export[0] == "xcuitest" else {
                throw ValidationError("--export takes a format and a file: '--export xcuitest UITests.swift'")
            }
            guard files.count == 1, !watch, matrix == nil else {
                throw ValidationError("--export writes the tests of one file, and neither watches nor runs a matrix")
            }
        }
    }

    @ArgumentParser.Option(name: .long, help: "Launch this scene in every test, whatever the file's 'initial' says.")
    var initial: String?

    @Flag(name: .long, help: "Run the tests again on every save of the files or their imports (Ctrl-C to stop).")
    var watch = false

    @ArgumentParser.Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp(
        "Write the tests as XCUITest sources rather than run them: 'xcuitest FILE' ('-': standard output; a folder, 'UITests/': the file and a README).",
        valueName: "xcuitest file"))
    var export: [String] = []

    @ArgumentParser.Option(name: .long, help: ArgumentHelp(
        "Run every test on every device class: all (width × platform, the default), width or platform.",
        valueName: "axis"))
    var matrix: MatrixAxis?

    func run() throws {
        if !export.isEmpty { return try exportXCUITests(to: export[1]) }
        try Watcher.runOnceOrWatch(watch, paths: files) { read in try runOnce(read: read) }
    }

    /// `--export xcuitest FILE`: the file's tests as XCUITest sources (Commands.md).
    private func exportXCUITests(to output: String) throws {
        let reporter = self.output.checkReporter(checks: .runAndTest, initial: initial, files: fileAccess, platform: platform)
        let documents = try reporter.documents(files, read: InputFiles.read, sourcesRead: { _ in }).get()
        guard let document = documents.first else { throw CommandStatus.dataError }
        try XCUITestOutput.write(XCUITestExport.export(of: document), to: output)
    }

    /// One run of every test; `read` learns the paths of the files and their imports.
    private func runOnce(read: ([String]) -> Void) throws {
        var reporter = output.checkReporter(checks: .runAndTest, initial: initial, files: fileAccess, platform: platform)
        // JSON: the diagnostics precede the trace's or the tests' objects, which carry a kind.
        reporter.labelsDiagnostics = true
        let documents = try reporter.documents(files, read: InputFiles.read, sourcesRead: read).get()
        KeptUntilExit.keep(documents)
        let options = Interpreter.Options(stepLimit: stepLimit, strict: strict, shouldStop: watch ? nil : Interrupt.requested)
        if let matrix { throw runMatrix(matrix, documents, options: options) }
        throw TestSuiteReporter(format: output.format, filter: filter, streams: output.streams)
            .run(documents, options: options)
    }
}

extension Test {
    /// `--matrix`: each file's table, failures and divergences; the worst status.
    fileprivate func runMatrix(_ axis: MatrixAxis, _ documents: [FlowDocument], options: Interpreter.Options) -> CommandStatus {
        let reporter = MatrixReporter(format: output.format, streams: output.streams)
        var worst = CommandStatus.success
        for document in documents {
            if documents.count > 1 && output.format == .text { reporter.streams.output.writeLine(document.path) }
            guard let report = document.matrixTests(axis, filter: filter, options: options) else { return .dataError }
            let status = reporter.write(report)
            if status.rawValue > worst.rawValue { worst = status }
        }
        return worst
    }
}

extension MatrixAxis: ExpressibleByArgument {}
