#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a report goes: a file descriptor, written 64 KB at a time, or
/// memory, for the tests and the REPL. Every report of `flow` (traces, test
/// reports, diagnostics) is written through one, so what the tests compare
/// is byte for byte what the command prints.
///
/// Whether the stream is coloured is decided once, by whoever opens it (the
/// command line asks whether the descriptor is a terminal); writers only
/// read `useColor`.
public final class ReportStream {
    private enum Destination {
        case descriptor(Int32)
        case memory
    }

    /// Whether writers decorate their text with ANSI colours.
    public let useColor: Bool

    private let destination: Destination
    // Appended to for every trace item, never by two accesses at once: no
    // dynamic exclusivity checks (they cost a tenth of a run).
    @exclusivity(unchecked) private var buffer = ByteBuffer(capacity: ReportStream.flushSize + 4096)
    private var captured: [UInt8] = []

    private static let flushSize = 1 << 16

    private init(_ destination: Destination, useColor: Bool) {
        self.destination = destination
        self.useColor = useColor
    }

    deinit {
        flush()
    }

    /// A stream to an open file descriptor (standard output, standard error).
    public static func descriptor(_ descriptor: Int32, useColor: Bool = false) -> ReportStream {
        ReportStream(.descriptor(descriptor), useColor: useColor)
    }

    /// A stream into memory; `text` reads what was written.
    public static func memory(useColor: Bool = false) -> ReportStream {
        ReportStream(.memory, useColor: useColor)
    }

    /// Appends text as it is.
    public func write(_ text: String) {
        buffer.append(text)
        flushIfFull()
    }

    /// Appends a line and its line end.
    public func writeLine(_ line: String) {
        buffer.append(line)
        buffer.append(UInt8(ascii: "\n"))
        flushIfFull()
    }

    /// Appends bytes as they are; a long run of them (a report's rendered
    /// diagnostics) goes out directly, without growing the buffer to hold it.
    public func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count >= Self.flushSize else {
            buffer.append(bytes)
            flushIfFull()
            return
        }
        flush()
        send(bytes)
    }

    /// Appends through `body`, with direct access to the bytes: the trace's fast path.
    package func append(_ body: (inout ByteBuffer) -> Void) {
        body(&buffer)
        flushIfFull()
    }

    private func flushIfFull() {
        if buffer.count >= Self.flushSize { flush() }
    }

    /// Writes out what is buffered. A closed pipe or a full disk drops the
    /// rest: a report has nowhere else to go.
    public func flush() {
        buffer.withBytes { send($0) }
        buffer.removeAll()
    }

    /// Writes `bytes` to the destination, after what was flushed before them.
    private func send(_ bytes: UnsafeBufferPointer<UInt8>) {
        switch destination {
        case .memory:
            captured.append(contentsOf: bytes)
        case .descriptor(let descriptor):
            guard let base = bytes.baseAddress else { return }
            var written = 0
            while written < bytes.count {
                let result = writeBytes(descriptor, base + written, bytes.count - written)
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else { return }
                written += result
            }
        }
    }

    /// Everything written to a memory stream (empty for a descriptor).
    public var text: String {
        flush()
        return String(decoding: captured, as: UTF8.self)
    }
}

/// POSIX `write(2)`, named apart from `ReportStream.write(_:)`.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// The two streams of a command: its report, and the diagnostics and errors
/// beside it. They may be one stream (the golden tests, like `2>&1`).
public struct ReportStreams {
    /// Standard output: traces, test reports, JSON.
    public let output: ReportStream
    /// Standard error: text diagnostics, summaries, runtime errors.
    public let errors: ReportStream

    /// Streams for a report and its errors.
    public init(output: ReportStream, errors: ReportStream) {
        self.output = output
        self.errors = errors
    }

    /// Both into one memory stream, in the order they were written.
    public static func memory() -> ReportStreams {
        let stream = ReportStream.memory()
        return ReportStreams(output: stream, errors: stream)
    }

    /// Writes to the error stream once the report before it is out, so a
    /// terminal shows both in the order they happened.
    public func writeError(_ text: String) {
        output.flush()
        errors.write(text)
        errors.flush()
    }

    /// `writeError(_:)` for text written a piece at a time: `body` gets
    /// the error stream's `write`, and the report before it is out first.
    public func writeErrors(_ body: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) {
        output.flush()
        body(errors.write)
        errors.flush()
    }

    /// Writes out both streams.
    public func flush() {
        output.flush()
        errors.flush()
    }
}
