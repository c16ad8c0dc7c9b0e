import Synchronization

/// The offsets at which a source's lines start, found on first use and kept
/// for every copy of the `SourceFile` (they share this object).
///
/// `flow check` used to scan the file for line feeds once per reader — the
/// diagnostic list, the static checks, their allow comments, the graph's
/// locations — even when nothing was reported. Now the first reader scans
/// and the others share what it found.
final class LineStarts: Sendable {
    private let starts = Mutex<[UInt32]?>(nil)

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
    static func scan(_ bytes: [UInt8]) -> [UInt32] {
        var starts: [UInt32] = [0]
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] == UInt8(ascii: "\n") {
                starts.append(UInt32(index + 1))
            }
        }
        return starts
    }
}
