#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Reading a whole file with read(2), whatever kind of file it is. Foundation's
// `FileManager.contents(atPath:)` gives nil for what is not a regular file, so
// `/dev/stdin`, a pipe (`<(…)`) or `/dev/null` were "cannot be read"; a
// compiler reads them like any file. An errno says why one cannot be read.

/// The bytes of files and of standard input.
enum FileBytes {
    /// Why reading failed: the C library's error number.
    struct Failure: Error {
        var code: Int32
        /// A device, a pipe or a socket where only a file will do (an import).
        var isNotRegularFile = false

        /// In words fit for a person: which of the usual cases it is.
        var reason: String {
            if isNotRegularFile { return "is not a regular file (a device, a pipe or a socket)" }
            switch code {
            case ENOENT, ENOTDIR: return "no such file"
            case EISDIR: return "is a directory"
            case EACCES, EPERM: return "cannot be read (permission denied)"
            default: return "cannot be read (\(String(cString: strerror(code))))"
            }
        }
    }

    /// Everything in the file at `path`; fails for a directory.
    static func contents(ofFile path: String) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Failure(code: errno)) }
        defer { close(descriptor) }
        var status = stat()
        var expected = 0
        if fstat(descriptor, &status) == 0 {
            // Opening a directory succeeds; reading it would fail less clearly.
            if status.st_mode & S_IFMT == S_IFDIR { return .failure(Failure(code: EISDIR)) }
            if status.st_mode & S_IFMT == S_IFREG { expected = Int(status.st_size) }
        }
        return contents(of: descriptor, expecting: expected)
    }

    /// Everything in the regular file at `path`, and nothing else: an
    /// `import` names a file in a project, and a device or a pipe there
    /// (`/dev/zero`, `/dev/stdin`, a FIFO) would never end or never open.
    /// Opened without blocking, so that a FIFO is refused, not waited on.
    static func contents(ofRegularFile path: String) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(Failure(code: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(Failure(code: errno)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return contents(of: descriptor, expecting: Int(status.st_size))
        case S_IFDIR: return .failure(Failure(code: EISDIR))
        default: return .failure(Failure(code: EINVAL, isNotRegularFile: true))
        }
    }

    /// Everything left on standard input, up to its end.
    static func standardInput() -> Result<[UInt8], Failure> {
        contents(of: STDIN_FILENO, expecting: 0)
    }

    /// Reads `descriptor` to its end, `expected` bytes being a hint for the buffer.
    private static func contents(of descriptor: Int32, expecting expected: Int) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expected)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress, buffer.count)
            }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return .success(bytes)
            } else if errno != EINTR {
                return .failure(Failure(code: errno))
            }
        }
    }
}
