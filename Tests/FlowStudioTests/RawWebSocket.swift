#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Just enough of a WebSocket client for the tests (FoundationNetworking's
/// URLSessionWebSocketTask needs a libcurl built with WebSockets, which
/// Debian's is not): the handshake, unmasked text frames from the server,
/// and closing the connection as a page that goes away does.
final class RawWebSocket: @unchecked Sendable {
    private var descriptor: Int32

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A socket to the studio on `port`, the handshake sent with `origin` when given.
    init(port: UInt16, path: String, origin: String? = nil) throws {
        descriptor = try Self.connected(port: port)
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + (origin.map { "Origin: \($0)\r\n" } ?? "")
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        _ = request.withCString { send(descriptor, $0, strlen($0), 0) }
        let head = try readUntilBlankLine()
        guard head.hasPrefix("HTTP/1.1 101") else { throw Failure(description: "handshake refused: \(head)") }
    }

    /// Sends `request` as it is on a new connection and reads the status line and
    /// headers of the answer (for requests URLSession will not send, such as a chunked body).
    static func exchange(port: UInt16, _ request: [UInt8]) throws -> String {
        let socket = RawWebSocket(descriptor: try connected(port: port))
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes { send(socket.descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { break }  // the server may close before reading it all: its answer is what counts
            sent += count
        }
        return try socket.readUntilBlankLine()
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    private static func connected(port: UInt16) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "connect: \(errno)") }
        // Long: the rest of the suite may keep the server's threads busy.
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return descriptor
    }

    deinit { close() }

    func close() {
        guard descriptor >= 0 else { return }
        shutdown(descriptor, Int32(SHUT_RDWR))
        Glibc.close(descriptor)
        descriptor = -1
    }

    /// The next text frame's payload (frames under 64 KiB).
    func receiveText() throws -> String {
        let header = try read(2)
        var length = Int(header[1] & 0x7F)
        if length == 126 {
            let extended = try read(2)
            length = Int(extended[0]) << 8 | Int(extended[1])
        }
        return String(decoding: try read(length), as: UTF8.self)
    }

    private func read(_ count: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count < count {
            var chunk = [UInt8](repeating: 0, count: count - bytes.count)
            let got = recv(descriptor, &chunk, chunk.count, 0)
            guard got > 0 else { throw Failure(description: "connection closed or timed out") }
            bytes += chunk[0..<got]
        }
        return bytes
    }

    private func readUntilBlankLine() throws -> String {
        var bytes: [UInt8] = []
        while !bytes.suffix(4).elementsEqual([13, 10, 13, 10]) { bytes += try read(1) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Runs blocking socket work on a Dispatch thread. An async test that blocks
/// in `recv` holds one of Swift concurrency's threads, of which there are as
/// many as cores (two here): a few such tests at once leave the server in the
/// same process none to answer with.
func blocking<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
}
