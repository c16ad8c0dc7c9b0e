#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Writing to standard output and standard error, for `flow` and its
/// helper executables, which import `FoundationEssentials` and not
/// `Foundation` (whose `FileHandle` this replaces; Dependencies.md,
/// "FoundationEssentials").
public enum Console {
    /// Writes `text` to standard output.
    public static func out(_ text: String) { write(text.utf8, to: STDOUT_FILENO) }

    /// Writes `text` to standard error.
    public static func error(_ text: String) { write(text.utf8, to: STDERR_FILENO) }

    /// Writes all of `bytes` to standard output.
    public static func out(_ bytes: some Sequence<UInt8>) { write(bytes, to: STDOUT_FILENO) }

    /// Writes all of `bytes` to standard error.
    public static func error(_ bytes: some Sequence<UInt8>) { write(bytes, to: STDERR_FILENO) }

    /// Writes all of `bytes` to `descriptor`, going on after a partial write
    /// or a signal; false, having stopped, when nobody reads any more (a
    /// closed pipe) or the write fails.
    @discardableResult
    public static func write(_ bytes: some Sequence<UInt8>, to descriptor: Int32) -> Bool {
        if let written = bytes.withContiguousStorageIfAvailable({ writeAll($0, to: descriptor) }) { return written }
        return Array(bytes).withUnsafeBufferPointer { writeAll($0, to: descriptor) }
    }

    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
            let count = Glibc.write(descriptor, base + offset, bytes.count - offset)
            #else
            let count = Darwin.write(descriptor, base + offset, bytes.count - offset)
            #endif
            if count > 0 {
                offset += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }
}
