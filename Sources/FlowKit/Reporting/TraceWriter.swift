/// The trace of a run on a report stream: the one path every trace item
/// takes, straight from the interpreter to bytes, for `flow run`, the REPL
/// and the golden tests alike. The options are resolved once, before the
/// run (reading them through the argument parser's property wrappers for
/// every item cost a fifth of the run), and each item is appended as UTF-8
/// to the stream's buffer; colour is a decoration of the same text, on when
/// the stream is coloured.
public final class TraceWriter {
    /// How many events of each kind went through, for `flow bench`.
    public struct Counts: Sendable {
        /// Every event, layout events included.
        public var events = 0
        /// The lifecycle callbacks among them.
        public var callbacks = 0
    }

    /// Where the trace goes.
    public let stream: ReportStream
    private let json: Bool
    private let color: Bool
    private let renderer: TraceRenderer
    // Written for every item, never by two accesses at once: no dynamic
    // exclusivity checks.
    @exclusivity(unchecked) private var jsonWriter: TraceJSON
    @exclusivity(unchecked) public private(set) var counts = Counts()

    /// A writer of `format` (`json`, else text) to `stream`; `verbose` shows
    /// layout callbacks, `showsTime` stamps events with the virtual clock.
    public init(format: ReportFormat, verbose: Bool = false, showsTime: Bool = false, stream: ReportStream) {
        switch format {
        case .json: json = true
        case .text, .junit, .sarif: json = false  // junit, sarif: not formats of a trace
        }
        color = stream.useColor && !json
        renderer = TraceRenderer(verbose: verbose, showsTime: showsTime)
        jsonWriter = TraceJSON(verbose: verbose, showsTime: showsTime)
        self.stream = stream
    }

    /// Appends an item as the format writes it.
    public func write(_ item: TraceItem) {
        if let kind = item.eventKind {
            counts.events += 1
            if kind == .callback { counts.callbacks += 1 }
        }
        if json {
            stream.append { jsonWriter.write(item, to: &$0) }
        } else {
            stream.append { renderer.write(item, to: &$0, color: color) }
        }
    }

    /// The JSON object for the error that stopped the run, after the trace.
    public func writeJSON(_ error: RuntimeError, line: Int, column: Int) {
        stream.writeLine(jsonWriter.line(for: error, line: line, column: column))
    }

    /// Writes out what is buffered.
    public func flush() {
        stream.flush()
    }
}
