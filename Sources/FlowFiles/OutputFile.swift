#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

/// The one way flow writes a file: `-o` of every command, `fmt -i`,
/// `explore --tests`, `import -o`, `preserve to`, the REPL's `:save` and
/// its history all come here.
///
/// What is at the path decides how (`OutputTarget`): a document is replaced
/// atomically (`AtomicFile`), so a crash or a full disk leaves the old one
/// whole; `-` and `/dev/stdout` write standard output; `/dev/null`, a FIFO,
/// a terminal or a socket is written through and left as it was; a folder,
/// a disk or a file flow may not write is refused with the reason, before
/// anything is touched. What a person gets is what `>` in a shell gives.
public enum OutputFile {
    /// Writes `text`, encoded as UTF-8, to what `path` names.
    public static func write(_ text: String, to path: String) throws(FileWriteError) {
        try write(Data(text.utf8), to: path)
    }

    /// Writes `data` to what `path` names.
    public static func write(_ data: Data, to path: String) throws(FileWriteError) {
        switch try OutputTarget.of(path) {
        case .standardOutput:
            try writeAll(data, to: STDOUT_FILENO, path: path)
        case .descriptor(let descriptor):
            try writeAll(data, to: descriptor, path: path)
        case .file(let file):
            try AtomicFile.write(data, to: file)
        case .stream(let stream):
            let descriptor = open(stream, O_WRONLY | O_CLOEXEC | O_NOCTTY)
            guard descriptor >= 0 else { throw FileWriteError(path: path, operation: "open", code: errno) }
            defer { close(descriptor) }
            try writeAll(data, to: descriptor, path: path)
        case .socket(let socketPath):
            let descriptor = try connect(toSocket: socketPath)
            defer { close(descriptor) }
            try writeAll(data, to: descriptor, path: path)
        }
    }

    /// Writes what `produce` writes to the path it is given: for C libraries
    /// that write files by name (libedit's history). A document is replaced
    /// atomically as `write` does; anywhere else (a history linked to
    /// `/dev/null`), `produce` writes a private temporary file whose bytes
    /// then go where `path` leads.
    public static func replace(_ path: String, producing produce: (_ temporaryPath: String) throws -> Void) throws {
        if case .file(let file) = try OutputTarget.of(path) {
            try AtomicFile.replace(file, producing: produce)
            return
        }
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array(PathText.joined(folder, "flow-output-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw FileWriteError(path: path, operation: "create a temporary file for", code: errno) }
        close(descriptor)
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(temporary) }
        try produce(temporary)
        guard let bytes = FileManager.default.contents(atPath: temporary) else {
            throw FileWriteError(path: path, operation: "read back", code: EIO)
        }
        try write(bytes, to: path)
    }

    // MARK: - Writing through

    static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(FileWriteError) {
        do {
            try AtomicFile.writeAll(data, to: descriptor, path: path, writer: AtomicFile.systemWrite)
        } catch {
            // A reader that went away is EPIPE, with SIGPIPE held back by flow.
            throw FileWriteError(path: path, operation: error.operation, code: error.code, reason: error.reason)
        }
    }

    /// A stream connection to the Unix-domain socket at `path` (a datagram
    /// socket, when that is what listens there).
    static func connect(toSocket path: String) throws(FileWriteError) -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else {
            throw FileWriteError(path: path, operation: "connect to", code: ENAMETOOLONG)
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        var failure: Int32 = 0
        for kind in [SOCK_STREAM, SOCK_DGRAM] {
            #if canImport(Glibc)
            let descriptor = socket(AF_UNIX, Int32(kind.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            #else
            let descriptor = socket(AF_UNIX, kind, 0)
            #endif
            guard descriptor >= 0 else { throw FileWriteError(path: path, operation: "connect to", code: errno) }
            let connected = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    #if canImport(Glibc)
                    Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                    #else
                    Darwin.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                    #endif
                }
            }
            if connected == 0 { return descriptor }
            failure = errno
            close(descriptor)
            // EPROTOTYPE: the socket there is of the other kind; try it.
            guard failure == EPROTOTYPE else { break }
        }
        throw FileWriteError(path: path, operation: "connect to", code: failure)
    }
}
