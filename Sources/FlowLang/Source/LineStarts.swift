#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlowStorage

/// The offsets at which a source's lines start, found on first use and kept
/// for every copy of the `SourceFile` (they share this object).
///
/// `flow check` used to scan the file for line feeds once per reader — the
/// diagnostic list, the static checks, their allow comments, the graph's
/// locations — even when nothing was reported. Now the first reader scans
/// and the others share what it found.
final class LineStarts: Sendable {
    /// Under a lock ThreadSanitizer sees (`Locked`, not `Mutex`): copies of
    /// a source read on several threads (the report, the static checks)
    /// may ask at once.
    private let starts = Locked<[UInt32]?>(nil)

    /// The line starts of `bytes`, which must be the bytes of the source owning this object.
    func of(_ bytes: [UInt8]) -> [UInt32] {
        starts.withLock { starts in
            if let known = starts { return known }
            let found = LineStarts.scan(bytes)
            starts = found
            return found
        }
    }

    /// Every line start of `bytes`: 0, and the offset after each line feed.
    ///
    /// Each line feed is found by `memchr`, which glibc and Darwin's libc
    /// search a vector register at a time, where a byte-by-byte loop paid
    /// for every byte of lines that average a few dozen. Room for one start per 32 bytes is
    /// made up front, so a typical file's table grows at most once or twice.
    static func scan(_ bytes: [UInt8]) -> [UInt32] {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count,
                  let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset) {
                let lineFeed = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                starts.append(UInt32(truncatingIfNeeded: lineFeed + 1))
                offset = lineFeed + 1
            }
        }
        return starts
    }
}
