#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path given to `-o` (or any file flow writes) names, and so how
/// flow may write there without destroying what is there.
///
/// Atomic replacement (a temporary file renamed over the target) is right
/// for a document and wrong for everything else: renamed over `/dev/null`
/// it turns the machine's null device into a regular file; over a FIFO it
/// leaves the reader with nothing; through `/dev/stdout` (a link to
/// `/proc/self/fd/1`) it writes a file where the pipe was. So a regular
/// file, or a path where nothing is yet, is replaced atomically; a pipe, a
/// terminal, a character device or a socket is written through, as a shell's
/// `>` would; flow's own open descriptors are written to directly; and what
/// flow must not write (a folder, a disk, a read-only file) is refused with
/// the reason before anything is touched.
public enum OutputTarget: Equatable, Sendable {
    /// `-`: standard output.
    case standardOutput
    /// One of this process's open descriptors, named as `/dev/stdout`,
    /// `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N` (or a link to one):
    /// written to where it is, as a shell's redirection left it.
    case descriptor(Int32)
    /// A regular file, or a path where nothing exists yet: replaced
    /// atomically. The path has its symbolic links resolved, so a link
    /// stays a link and its target is what changes.
    case file(String)
    /// A FIFO or a character device (`/dev/null`, a terminal): opened and
    /// written through, never replaced.
    case stream(String)
    /// A Unix-domain socket: connected to and written through.
    case socket(String)

    /// How links may be followed before giving up (the kernel's own limit is 40).
    static let linkLimit = 40

    /// What `path` names, or why flow will not write there.
    public static func of(_ path: String) throws(FileWriteError) -> OutputTarget {
        if path == "-" { return .standardOutput }
        if path.isEmpty { throw FileWriteError(path: path, operation: "write", code: ENOENT, reason: "the path is empty") }
        if let descriptor = try descriptorNamed(by: path) { return .descriptor(descriptor) }
        var info = stat()
        guard stat(path, &info) == 0 else {
            let failure = errno
            guard failure == ENOENT else { throw FileWriteError(path: path, operation: "write", code: failure) }
            // Nothing there (or a link to nothing): a new file where the links lead.
            let file = try finalTarget(ofLinksFrom: path)
            let folder = PathText.folder(of: file)
            var folderInfo = stat()
            if !folder.isEmpty, stat(folder, &folderInfo) != 0 || (folderInfo.st_mode & S_IFMT) != S_IFDIR {
                throw FileWriteError(path: path, operation: "write", code: ENOENT,
                                     reason: "there is no folder '\(folder)'")
            }
            let parent = folder.isEmpty ? "." : folder
            if access(parent, W_OK | X_OK) != 0 {
                let failure = errno
                throw FileWriteError(path: path, operation: "write", code: failure,
                                     reason: "\(String(cString: strerror(failure))): flow may not make files in '\(parent)'")
            }
            return .file(file)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            guard access(path, W_OK) == 0 else { throw FileWriteError(path: path, operation: "write", code: errno) }
            return .file(resolvedPath(path) ?? path)
        case S_IFDIR:
            throw FileWriteError(path: path, operation: "write", code: EISDIR,
                                 reason: "it is a folder; name a file inside it")
        case S_IFIFO, S_IFCHR:
            return .stream(path)
        case S_IFSOCK:
            return .socket(path)
        case S_IFBLK:
            throw FileWriteError(path: path, operation: "write", code: EPERM,
                                 reason: "it is a block device (a disk); flow writes files, pipes, terminals and character devices")
        default:
            throw FileWriteError(path: path, operation: "write", code: EPERM, reason: "it is not a file flow can write")
        }
    }

    // MARK: - Descriptors

    /// The descriptor that `path` names, following its links: `/dev/stdout`
    /// is a link to `/proc/self/fd/1`, which is itself a "magic" link the
    /// kernel resolves to whatever descriptor 1 is (a pipe, a socket, a file
    /// at some offset) — so it must be written as a descriptor, never
    /// resolved to a path and replaced.
    static func descriptorNamed(by path: String) throws(FileWriteError) -> Int32? {
        var current = path
        for _ in 0..<linkLimit {
            if let number = descriptorNumber(spelledBy: current) {
                guard fcntl(number, F_GETFD) >= 0 else {
                    throw FileWriteError(path: path, operation: "write", code: EBADF,
                                         reason: "descriptor \(number) is not open in flow")
                }
                return number
            }
            guard let target = linkTarget(of: current) else { return nil }
            current = target.hasPrefix("/") ? target : PathText.joined(PathText.folder(of: current), target)
        }
        return nil
    }

    /// `N` for `/dev/fd/N`, `/proc/self/fd/N`, `/proc/thread-self/fd/N` and
    /// `/proc/PID/fd/N` with this process's PID; 0, 1 and 2 for
    /// `/dev/stdin`, `/dev/stdout` and `/dev/stderr`.
    static func descriptorNumber(spelledBy path: String) -> Int32? {
        switch path {
        case "/dev/stdin": return 0
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let folders: [[Substring]] = [["dev", "fd"], ["proc", "self", "fd"], ["proc", "thread-self", "fd"],
                                      ["proc", Substring(String(getpid())), "fd"]]
        guard let last = parts.last, let number = Int32(last), number >= 0,
              folders.contains(Array(parts.dropLast())) else { return nil }
        return number
    }

    // MARK: - Links

    /// The contents of the symbolic link at `path`, or nil when it is none.
    static func linkTarget(of path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Where a chain of links from `path` ends (`path` itself when it is no
    /// link): a dangling link is written by creating its target, as a shell
    /// would, rather than by replacing the link with a file.
    static func finalTarget(ofLinksFrom path: String) throws(FileWriteError) -> String {
        var current = path
        for _ in 0..<linkLimit {
            guard let target = linkTarget(of: current) else { return current }
            current = target.hasPrefix("/") ? target : PathText.joined(PathText.folder(of: current), target)
        }
        throw FileWriteError(path: path, operation: "write", code: ELOOP)
    }

    /// `realpath(3)` of an existing path.
    static func resolvedPath(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
