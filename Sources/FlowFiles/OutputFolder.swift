#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder flow writes several files into (`flow test --export xcuitest
/// UITests/`): a path that is a folder already, or one that ends in `/`,
/// which flow makes (one level: its parent must exist). Each file in it is
/// then written as `OutputFile` writes any file.
public enum OutputFolder {
    /// Whether `path` names a folder to write into: true for an existing
    /// folder, and for a path ending in `/`, made here if it is not there yet.
    /// A path ending in `/` that names something else is refused.
    public static func prepare(_ path: String) throws(FileWriteError) -> Bool {
        var info = stat()
        let found = stat(path, &info) == 0
        let failure = errno
        if found {
            if info.st_mode & S_IFMT == S_IFDIR { return true }
            guard path.hasSuffix("/") else { return false }
            throw FileWriteError(path: path, operation: "write into", code: ENOTDIR, reason: "it is not a folder")
        }
        guard path.hasSuffix("/") else { return false }
        // `file/` of a file that exists: the system's ENOTDIR.
        if failure == ENOTDIR { throw FileWriteError(path: path, operation: "write into", code: failure, reason: "it is not a folder") }
        guard failure == ENOENT else { throw FileWriteError(path: path, operation: "write into", code: failure) }
        let folder = String(path.dropLast())
        guard mkdir(folder, 0o777) == 0 else { throw FileWriteError(path: path, operation: "make the folder", code: errno) }
        return true
    }
}
