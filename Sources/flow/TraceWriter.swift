import FlowKit
import Foundation

/// The trace of `flow run` on a file descriptor: the one path every trace
/// item takes, straight from the interpreter to bytes. The options are
/// resolved once, before the run (reading them through the argument
/// parser's property wrappers for every item cost a fifth of the run), and
/// each item is appended as UTF-8 to a buffer written out 64 KB at a time.
final class TraceWriter {
    /// How items are written.
    enum Style {
        case text, coloredText, json
    }

    /// How many events of each kind went through, for `flow bench`.
    struct Counts {
        var events = 0
        var callbacks = 0
    }

    private let style: Style
    private let renderer: TraceRenderer
    // Written for every item, never by two accesses at once: no dynamic
    // exclusivity checks.
    @exclusivity(unchecked) private var json: TraceJSON
    @exclusivity(unchecked) private var buffer = ByteBuffer(capacity: TraceWriter.flushSize + 4096)
    private let descriptor: Int32
    @exclusivity(unchecked) private(set) var counts = Counts()

    init(format: OutputFormat, useColor: Bool, verbose: Bool, showsTime: Bool, descriptor: Int32 = STDOUT_FILENO) {
        switch format {
        case .text, .junit, .sarif: style = useColor ? .coloredText : .text  // junit, sarif: refused by `run`
        case .json: style = .json
        }
        renderer = TraceRenderer(verbose: verbose, showsTime: showsTime)
        json = TraceJSON(verbose: verbose, showsTime: showsTime)
        self.descriptor = descriptor
    }

    private static let flushSize = 1 << 16

    /// Appends an item as the style writes it.
    func write(_ item: TraceItem) {
        if case .event(let event) = item {
            counts.events += 1
            if event.kind == .callback { counts.callbacks += 1 }
        }
        switch style {
        case .text:
            renderer.write(item, to: &buffer)
        case .json:
            json.write(item, to: &buffer)
        case .coloredText:
            for line in renderer.lines(for: item) {
                buffer.append(TraceColor.paint(line, item, true))
                buffer.append(UInt8(ascii: "\n"))
            }
        }
        if buffer.count >= Self.flushSize { flush() }
    }

    /// The JSON object for the error that stopped the run, after the trace.
    func writeJSON(_ error: RuntimeError, line: Int, column: Int) {
        buffer.append(json.line(for: error, line: line, column: column))
        buffer.append(UInt8(ascii: "\n"))
    }

    /// Writes out what is buffered.
    func flush() {
        var written = 0
        buffer.withBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            while written < bytes.count {
                let result = writeBytes(descriptor, base + written, bytes.count - written)
                if result < 0 && errno == EINTR { continue }
                // A closed pipe or a full disk: the rest of the trace has nowhere to go.
                guard result > 0 else { return }
                written += result
            }
        }
        buffer.removeAll()
    }
}

/// POSIX `write(2)`, named apart from `TraceWriter.write(_:)`.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
