/// Running a checked document's script and reporting it, as `flow run` does:
/// the trace on the output stream, then the error that stopped the run
/// (rendered with its source line on the error stream, or as a last JSON
/// object), and the exit status.
public struct ScriptReporter {
    /// Text (coloured when the output stream is) or JSON Lines.
    public var format: ReportFormat
    /// Show layout callbacks (`--verbose`).
    public var verbose: Bool
    /// Stamp every event with the virtual clock (`--time`).
    public var showsTime: Bool
    /// Where the report goes.
    public var streams: ReportStreams

    /// A reporter of `format` to `streams`.
    public init(format: ReportFormat = .text, verbose: Bool = false, showsTime: Bool = false,
                streams: ReportStreams) {
        self.format = format
        self.verbose = verbose
        self.showsTime = showsTime
        self.streams = streams
    }

    /// Runs the script with `options` and reports it; `dataError` when the
    /// document has errors (nothing runs). Layout callbacks are produced only
    /// when the trace shows them, whatever `options` says.
    public func run(_ document: FlowDocument, options: Interpreter.Options = Interpreter.Options()) -> CommandStatus {
        var options = options
        options.layoutEvents = verbose
        let trace = TraceWriter(format: format, verbose: verbose, showsTime: showsTime, stream: streams.output)
        let run = document.runScript(options: options) { trace.write($0) }
        trace.flush()
        guard let outcome = run else { return .dataError }
        if let error = outcome.error {
            switch format {
            case .text, .junit, .sarif:
                let renderer = DiagnosticRenderer(files: document.sources, useColor: streams.errors.useColor)
                streams.writeError(renderer.render(error.diagnostic))
            case .json:
                let location = outcome.errorLocation ?? document.location(of: error.range.start, in: error.path)
                trace.writeJSON(error, line: location.line, column: location.column)
                trace.flush()
            }
        }
        return CommandStatus.of(outcome)
    }
}
