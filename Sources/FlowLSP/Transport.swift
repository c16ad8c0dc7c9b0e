import FlowFiles
import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// LSP's base protocol: each message is a header part (`Content-Length: N`,
// optionally `Content-Type`, lines ended by CRLF), an empty line, then N bytes
// of JSON. The reader is written over a byte source so tests can feed it
// bytes; the real server reads file descriptor 0 with read(2), which returns
// what is there instead of waiting for a full buffer.

/// One framed input event: a message body, a header the reader could not use, or the end of input.
public enum FramedInput: Equatable, Sendable {
    /// The N bytes after a valid header.
    case message(Data)
    /// A header without a usable `Content-Length` (or a too large one): the block is skipped.
    case badHeader(String)
    /// The input closed.
    case end
}

/// Splits a byte stream into LSP messages.
public struct MessageReader {
    /// The largest body accepted; a longer one is refused rather than allocated.
    public static let maximumLength = 256 << 20

    private var buffer: [UInt8] = []
    private var position = 0
    private var ended = false
    /// After a header without a usable length, the body that followed is of
    /// unknown size: the next message starts at the next `Content-Length:`.
    private var resynchronising = false
    private let readChunk: () -> [UInt8]?

    /// A reader pulling bytes from `readChunk`, which returns nil at the end of input.
    public init(readChunk: @escaping () -> [UInt8]?) {
        self.readChunk = readChunk
    }

    /// A reader of a file descriptor (standard input by default).
    public static func fileDescriptor(_ fd: Int32 = 0) -> MessageReader {
        MessageReader {
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count > 0 { return Array(chunk[0..<count]) }
                if count < 0 && errno == EINTR { continue }
                return nil
            }
        }
    }

    /// The next message, bad header or end of input.
    public mutating func next() -> FramedInput {
        var contentLength: Int?
        var sawHeader = false
        var badLine: String?
        var resumed: String?
        if resynchronising {
            guard let header = skipToContentLength() else { return .end }
            resumed = header
            resynchronising = false
        }
        while true {
            let read = resumed ?? readLine()
            resumed = nil
            guard let line = read else { return .end }
            if line.isEmpty {
                // Stray blank lines between messages are tolerated.
                if !sawHeader { continue }
                break
            }
            sawHeader = true
            guard let colon = line.firstIndex(of: ":") else {
                badLine = badLine ?? line
                continue
            }
            let name = line[..<colon].trimmingWhitespace().lowercased()
            let value = line[line.index(after: colon)...].trimmingWhitespace()
            if name == "content-length" {
                contentLength = Int(value)
            }
        }
        guard let length = contentLength, length >= 0 else {
            resynchronising = true
            return .badHeader(badLine ?? "missing or invalid Content-Length")
        }
        guard length <= MessageReader.maximumLength else {
            // Its length is known: pass over the body without keeping it.
            guard skipBytes(length) else { return .end }
            return .badHeader("Content-Length \(length) is over the limit of \(MessageReader.maximumLength) bytes")
        }
        guard let body = readBytes(length) else { return .end }
        return .message(Data(body))
    }

    /// Reads on to the next `Content-Length:` (anywhere in a line: the body
    /// before it ends without a line break) and returns the header line from there.
    private mutating func skipToContentLength() -> String? {
        while let line = readLine() {
            if let start = Self.start(ofASCIICaseless: "content-length:", in: line) {
                return String(line[start...])
            }
        }
        return nil
    }

    /// Where `lowercase` (ASCII) first appears in `line`, ASCII letters compared without case.
    private static func start(ofASCIICaseless lowercase: String, in line: String) -> String.Index? {
        let pattern = Array(lowercase.utf8)
        let bytes = line.utf8
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let matches = bytes[index...].starts(with: pattern) { byte, wanted in
                (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte) == wanted
            }
            if matches { return index }
            bytes.formIndex(after: &index)
        }
        return nil
    }

    /// Consumes `count` bytes without keeping them; false at the end of input.
    private mutating func skipBytes(_ count: Int) -> Bool {
        var left = count
        while left > 0 {
            if position == buffer.count {
                buffer.removeAll(keepingCapacity: true)
                position = 0
                guard fill() else { return false }
            }
            let taken = min(left, buffer.count - position)
            position += taken
            left -= taken
        }
        compact()
        return true
    }

    /// A header line without its CRLF (a bare LF is accepted too); nil at the end of input.
    private mutating func readLine() -> String? {
        while true {
            if let newline = buffer[position...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                if end > position && buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = String(decoding: buffer[position..<end], as: UTF8.self)
                position = newline + 1
                compact()
                return line
            }
            // A header line longer than this is not a header: give up on it as one line.
            if buffer.count - position > 8192 {
                let line = String(decoding: buffer[position...], as: UTF8.self)
                position = buffer.count
                compact()
                return line
            }
            guard fill() else { return nil }
        }
    }

    private mutating func readBytes(_ count: Int) -> [UInt8]? {
        while buffer.count - position < count {
            guard fill() else { return nil }
        }
        let bytes = Array(buffer[position..<position + count])
        position += count
        compact()
        return bytes
    }

    private mutating func fill() -> Bool {
        guard !ended, let chunk = readChunk() else {
            ended = true
            return false
        }
        buffer.append(contentsOf: chunk)
        return true
    }

    /// Drops consumed bytes once they are most of the buffer, so reading stays linear.
    private mutating func compact() {
        if position > 65_536 && position * 2 > buffer.count {
            buffer.removeFirst(position)
            position = 0
        }
    }
}

/// Frames a message body with its header.
public enum MessageFramer {
    /// `Content-Length: N\r\n\r\n` followed by `body`.
    public static func frame(_ body: Data) -> Data {
        var data = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        data.append(body)
        return data
    }

    /// Writes all of `data` to `fd`, retrying on interruption; false when the output is gone.
    @discardableResult
    public static func write(_ data: Data, to fd: Int32 = 1) -> Bool {
        Console.write(data, to: fd)
    }
}
