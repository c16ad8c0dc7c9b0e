/// The process's one interner: every text interned so far, each spelling
/// once, numbered from 0. The front end's names (`Symbol`) and the model's
/// event words (`EventText`) are its texts, so a scene's name is held once
/// whether the parser read it or an event spells it.
///
/// Never emptied: a process reads the names of the files it is given, and a
/// long-running one (the language server, `flow explore`) reads the same
/// names again and again, so the store grows with the distinct spellings
/// seen, not with the work done.
///
/// Spellings are told apart byte for byte: `é` written as one scalar and as
/// `e` with a combining accent are two texts (each reads back as written),
/// though `String`'s `==` takes them as one; `nameID(of:)` gives both the id
/// of the first, for tables of names that compare as `String` does.
///
/// Interning takes a lock; reading a text does not. The entries sit in
/// segments that never move once made (segment `k` holds `256 << k`), and an
/// entry is written, under the lock, before its id is handed out, so whoever
/// holds an id reads its entry without the lock. Each entry keeps its UTF-8
/// in bytes of its own that are never freed, which an event holds as a
/// pointer (`utf8(of:)`).
package final class TextStore: @unchecked Sendable {
    package static let shared = TextStore()

    /// Segment `k` holds the texts of ids `256 · (2^k − 1)` up to, not
    /// including, `256 · (2^(k+1) − 1)`; 25 segments number every `UInt32`.
    private static let segmentCount = 25
    @usableFromInline static let firstSegmentBits = 8

    /// A text, its UTF-8, its name's id and the upper half of its table hash
    /// (`String.tableHash`).
    @usableFromInline struct Entry {
        @usableFromInline let text: String
        @usableFromInline let utf8: UnsafeBufferPointer<UInt8>
        @usableFromInline let nameID: UInt32
        @usableFromInline let hashHigh: UInt32
    }

    /// Each segment's entries, nil until its first id is handed out. Held apart from the store
    /// object, so that reading a text (`text(of:)`, `nameID(of:)`, …, static) goes through a plain
    /// pointer and retains nothing: through `shared`, every name a table looked up retained and
    /// released the store.
    /// `nonisolated(unsafe)`: written only under the lock, each entry before its id is handed out
    /// (the type's comment).
    @usableFromInline nonisolated(unsafe) static let segments: UnsafeMutablePointer<UnsafeMutablePointer<Entry>?> = {
        let segments = UnsafeMutablePointer<UnsafeMutablePointer<Entry>?>.allocate(capacity: segmentCount)
        segments.initialize(repeating: nil, count: segmentCount)
        return segments
    }()

    /// What interning reads and writes.
    private struct Lookup {
        /// Each text's id, by the text's hash.
        var positions = KeyPositions(capacity: 1024)
        /// How many texts are interned.
        var count = 0
        /// The name id of each non-ASCII text interned, by `String`'s own
        /// equality: canonically equivalent spellings find one another.
        var nonASCIINames: [String: UInt32] = [:]
    }

    /// Under a lock ThreadSanitizer sees (`Locked`, not `Mutex`).
    private let lookup = Locked(Lookup())

    private init() {
        // The empty text first, so that it is id 0 (`Symbol.isEmpty`).
        _ = intern("")
    }

    /// The segment of `id` and the place in it.
    @inlinable @inline(__always) static func place(of id: Int) -> (segment: Int, offset: Int) {
        let quotient = UInt(id >> firstSegmentBits) + 1
        let segment = UInt.bitWidth - 1 - quotient.leadingZeroBitCount
        let segmentStart = ((1 << firstSegmentBits) << segment) - (1 << firstSegmentBits)
        return (segment, id - segmentStart)
    }

    /// Where the entry of `id` is: made before the id was handed out (see the
    /// type's comment), so read without the lock. Its fields are read through
    /// the address: copying the whole entry to read its name id retained and
    /// released its text on every id a table asked for.
    @inlinable @inline(__always) static func address(of id: UInt32) -> UnsafeMutablePointer<Entry> {
        let (segment, offset) = place(of: Int(id))
        return segments[segment].unsafelyUnwrapped + offset
    }

    /// The text of `id`, as it was spelled.
    @inlinable package static func text(of id: UInt32) -> String { address(of: id).pointee.text }

    /// The UTF-8 of `id`, at an address valid for the life of the process.
    @inlinable package static func utf8(of id: UInt32) -> UnsafeBufferPointer<UInt8> { address(of: id).pointee.utf8 }

    /// The id of the first text `String`'s `==` takes as this one's (itself,
    /// for an ASCII text).
    @inlinable package static func nameID(of id: UInt32) -> UInt32 { address(of: id).pointee.nameID }

    /// The upper half of the text's `String.tableHash`.
    @inlinable package static func hashHigh(of id: UInt32) -> UInt32 { address(of: id).pointee.hashHigh }

    /// The name id of the text spelled `text`, or of the first text
    /// canonically equivalent to it, if there is one; interns nothing.
    package func nameID(ofInterned text: String) -> UInt32? {
        var native = text
        native.makeContiguousUTF8()
        let kept = native
        return native.withUTF8 { bytes in
            lookup.withLock { lookup in
                guard let hash = NameHash.asciiHash(bytes) else { return lookup.nonASCIINames[kept] }
                guard let id = lookup.positions.position(hash: hash, matches: { spelled(at: $0, is: bytes) }) else {
                    return nil
                }
                return Self.nameID(of: UInt32(truncatingIfNeeded: id))
            }
        }
    }

    /// The id of the UTF-8 text in `bytes` (the parser's case: a name in the
    /// source). Bytes that are not valid UTF-8 are interned as the text they
    /// decode to, as `String(decoding:as:)` repairs them.
    package func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard let hash = NameHash.asciiHash(bytes) else { return intern(String(decoding: bytes, as: UTF8.self)) }
        return intern(asciiBytes: bytes, hash: hash)
    }

    /// The id of the ASCII text in `bytes`, whose `NameHash` is `hash`.
    package func intern(asciiBytes bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> UInt32 {
        intern(bytes, hash: hash, isASCII: true) { String(decoding: bytes, as: UTF8.self) }
    }

    /// The id of `text`.
    package func intern(_ text: String) -> UInt32 {
        var native = text
        native.makeContiguousUTF8()
        // Kept as the native copy (a bridged string is made native once).
        let kept = native
        return native.withUTF8 { bytes in
            // Not ASCII: hashed as a `String` is (canonically equivalent
            // spellings hash alike, and are then told apart by their bytes).
            let asciiHash = NameHash.asciiHash(bytes)
            let hash = asciiHash ?? UInt64(truncatingIfNeeded: kept.hashValue)
            return intern(bytes, hash: hash, isASCII: asciiHash != nil) { kept }
        }
    }

    private func intern(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, isASCII: Bool,
                        make: () -> String) -> UInt32 {
        lookup.withLock { lookup in
            if let id = lookup.positions.position(hash: hash, matches: { spelled(at: $0, is: bytes) }) {
                return UInt32(truncatingIfNeeded: id)
            }
            // Ids run out past four billion distinct texts: more than a
            // process could hold (each is a `String` here), so not checked.
            let id = lookup.count
            let (segment, offset) = Self.place(of: id)
            if offset == 0 {
                Self.segments[segment] = .allocate(capacity: (1 << Self.firstSegmentBits) << segment)
            }
            let text = make()
            var nameID = UInt32(truncatingIfNeeded: id)
            if !isASCII {
                if let first = lookup.nonASCIINames[text] { nameID = first } else { lookup.nonASCIINames[text] = nameID }
            }
            let utf8 = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            _ = utf8.initialize(from: bytes)
            let hashHigh = UInt32(truncatingIfNeeded: hash >> 32)
            (Self.segments[segment].unsafelyUnwrapped + offset).initialize(
                to: Entry(text: text, utf8: UnsafeBufferPointer(utf8), nameID: nameID, hashHigh: hashHigh))
            lookup.positions.insert(id, hash: hash, count: id)
            lookup.count += 1
            return UInt32(truncatingIfNeeded: id)
        }
    }

    /// Whether the text of id `id` is `bytes`, byte for byte.
    private func spelled(at id: Int, is bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        Self.same(Self.address(of: UInt32(truncatingIfNeeded: id)).pointee.utf8, bytes)
    }

    /// Whether `stored` and `bytes` are the same bytes: eight at a time (a
    /// generic `elementsEqual` went element by element through witnesses).
    @inlinable @inline(__always) package static func same(_ stored: UnsafeBufferPointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = stored.count
        guard count == bytes.count else { return false }
        let left = UnsafeRawBufferPointer(stored)
        let right = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while count - offset >= 8 {
            guard left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
            offset += 8
        }
        while offset < count {
            guard left[offset] == right[offset] else { return false }
            offset += 1
        }
        return true
    }
}
