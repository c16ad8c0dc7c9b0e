#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

/// Replaces files so that a reader, or the next launch after a crash, sees
/// either the old contents or the new ones, never a mix or an empty file.
///
/// `OutputFile` comes here for a regular file or a path where nothing is yet
/// (`fmt -i`, `import -o`, `preserve to`, the REPL's `:save` and its
/// history); anything else at the path is written through, never replaced,
/// and this refuses it on its own as well. The new contents go
/// to a temporary file in the destination's own folder — the same file
/// system, so that `rename(2)` can replace the old file in one step — and
/// are flushed to the disk before the rename. Any failure on the way (a full
/// disk, an I/O error, a write that throws half-way) removes the temporary
/// file and leaves the old file as it was.
public enum AtomicFile {
    /// Writes some of `bytes` to `descriptor`; returns how many it wrote
    /// (at least one), or throws. Tests inject one that fails half-way.
    public typealias Writer = (_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws -> Int

    /// Replaces the file at `path` with `text`, encoded as UTF-8.
    public static func write(_ text: String, to path: String) throws(FileWriteError) {
        try write(Data(text.utf8), to: path)
    }

    /// Replaces the file at `path` with `data`, writing through `writer`.
    public static func write(_ data: Data, to path: String,
                             writer: Writer = AtomicFile.systemWrite) throws(FileWriteError) {
        let target = resolved(path)
        try requireDocument(target)
        let temporary: String
        let descriptor: Int32
        do throws(FileWriteError) {
            (temporary, descriptor) = try createTemporary(for: target)
        } catch let error where error.code == EACCES || error.code == EPERM {
            // A file one may write in a folder one may not: written in place,
            // as a shell's `>` would, since no rename can replace it.
            guard access(target, W_OK) == 0 else { throw error }
            try writeInPlace(data, to: target, writer: writer)
            return
        }
        do throws(FileWriteError) {
            try writeAll(data, to: descriptor, path: target, writer: writer)
            try flush(descriptor, path: target)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        if close(descriptor) != 0 {
            let failure = FileWriteError(path: target, operation: "close", code: errno)
            unlink(temporary)
            throw failure
        }
        try commit(temporary, to: target)
    }

    /// Replaces the file at `path` with what `produce` writes to the path it
    /// is given (a temporary file in the same folder) — for C libraries that
    /// write files by name, like libedit's history. When `produce` throws,
    /// the old file stays and the temporary file is removed.
    public static func replace(_ path: String, producing produce: (_ temporaryPath: String) throws -> Void) throws {
        let target = resolved(path)
        try requireDocument(target)
        let (temporary, descriptor) = try createTemporary(for: target)
        close(descriptor)
        do {
            try produce(temporary)
            let reopened = open(temporary, O_WRONLY)
            guard reopened >= 0 else { throw FileWriteError(path: target, operation: "reopen", code: errno) }
            defer { close(reopened) }
            try flush(reopened, path: target)
        } catch {
            unlink(temporary)
            throw error
        }
        try commit(temporary, to: target)
    }

    /// The default writer: `write(2)`, retried when a signal interrupts it.
    public static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws -> Int {
        while true {
            #if canImport(Glibc)
            let written = Glibc.write(descriptor, bytes.baseAddress, bytes.count)
            #else
            let written = Darwin.write(descriptor, bytes.baseAddress, bytes.count)
            #endif
            if written > 0 { return written }
            if written < 0 && errno == EINTR { continue }
            throw FileWriteError(path: "", operation: "write", code: written == 0 ? EIO : errno)
        }
    }

    // MARK: - The steps

    /// Only a regular file, or nothing, may be replaced: a rename over
    /// `/dev/null`, a FIFO or a socket destroys it (`OutputFile` writes those
    /// through and never comes here with one).
    static func requireDocument(_ target: String) throws(FileWriteError) {
        var info = stat()
        guard lstat(target, &info) == 0 else { return }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG || kind == S_IFLNK else {
            throw FileWriteError(path: target, operation: "replace", code: EPERM,
                                 reason: "it is not a regular file, so it is never replaced")
        }
    }

    /// Truncates `target` and writes `data` into it: no atomicity, for the
    /// file whose folder takes no new names.
    static func writeInPlace(_ data: Data, to target: String, writer: Writer) throws(FileWriteError) {
        let descriptor = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileWriteError(path: target, operation: "write", code: errno) }
        defer { close(descriptor) }
        try writeAll(data, to: descriptor, path: target, writer: writer)
        try flush(descriptor, path: target)
    }

    /// A symbolic link is kept: its target is what gets replaced.
    static func resolved(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK,
              let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// Creates `.NAME.tmp-PID-N` beside `target`, exclusively, with the mode
    /// a new file gets (0666 less the umask) — `commit` then copies the old
    /// file's mode over it.
    static func createTemporary(for target: String) throws(FileWriteError) -> (String, Int32) {
        let url = URL(fileURLWithPath: target)
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        for _ in 0..<100 {
            let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 16)
            let temporary = folder + "/.\(name).tmp-\(getpid())-\(suffix)"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (temporary, descriptor) }
            if errno != EEXIST { throw FileWriteError(path: target, operation: "create a temporary file for", code: errno) }
        }
        throw FileWriteError(path: target, operation: "create a temporary file for", code: EEXIST)
    }

    static func writeAll(_ data: Data, to descriptor: Int32, path: String, writer: Writer) throws(FileWriteError) {
        do {
            try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
                var offset = 0
                while offset < buffer.count {
                    let chunk = UnsafeRawBufferPointer(rebasing: buffer[offset...])
                    let written = try writer(descriptor, chunk)
                    guard written > 0 && written <= chunk.count else {
                        throw FileWriteError(path: path, operation: "write", code: EIO)
                    }
                    offset += written
                }
            }
        } catch let error as FileWriteError {
            throw FileWriteError(path: path, operation: error.operation, code: error.code)
        } catch {
            throw FileWriteError(path: path, operation: "write", code: EIO, reason: "\(error)")
        }
    }

    /// The data must be on the disk before the rename makes it the file:
    /// otherwise a crash could leave the new name on an empty file.
    static func flush(_ descriptor: Int32, path: String) throws(FileWriteError) {
        if fsync(descriptor) != 0 && errno != EINVAL && errno != EROFS {
            throw FileWriteError(path: path, operation: "flush", code: errno)
        }
    }

    static func commit(_ temporary: String, to target: String) throws(FileWriteError) {
        var old = stat()
        if stat(target, &old) == 0 {
            // The replaced file keeps its owner (when root replaces a user's file) and its mode.
            if geteuid() == 0 { _ = chown(temporary, old.st_uid, old.st_gid) }
            _ = chmod(temporary, old.st_mode & 0o7777)
        }
        guard rename(temporary, target) == 0 else {
            let failure = FileWriteError(path: target, operation: "replace", code: errno)
            unlink(temporary)
            throw failure
        }
        // Make the rename itself durable; a folder that cannot be synced is no error.
        let folder = open(URL(fileURLWithPath: target).deletingLastPathComponent().path, O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            _ = fsync(folder)
            close(folder)
        }
    }
}

/// Why a file could not be written; a file that was to be replaced is unchanged.
public struct FileWriteError: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// The file that was to be replaced.
    public var path: String
    /// The step that failed, as a verb: `write`, `flush`, `replace`, ….
    public var operation: String
    /// The `errno` of the failure.
    public var code: Int32
    /// Words for a failure that was no system error (an injected writer's).
    public var reason: String?

    /// A failure of `operation` on `path` with `errno` `code`.
    public init(path: String, operation: String, code: Int32, reason: String? = nil) {
        self.path = path
        self.operation = operation
        self.code = code
        self.reason = reason
    }

    /// `cannot write 'x.flow' (No space left on device)`.
    public var description: String {
        "cannot \(operation) '\(path)' (\(reason ?? String(cString: strerror(code))))"
    }

    /// The description, for `ErrorText` and `localizedDescription`.
    public var errorDescription: String? { description }
}
