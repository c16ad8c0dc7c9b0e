/// A name, interned: every identifier spelled the same is the same symbol,
/// in every file, for the life of the process, so an identifier holds four
/// bytes instead of a `String` and compares by them.
///
/// The parser interns a name straight from the source's bytes: the `String`
/// is made once, for the name's first occurrence, and read back (`text`)
/// only where a name is shown or looked up by its spelling. Spellings are
/// compared byte for byte: `é` written as one scalar and as `e` with a
/// combining accent are two symbols (each reads back as written), though
/// `String`'s `==` takes them as one name; so does `nameID`, which a table
/// of names keys by.
public struct Symbol: Hashable, Sendable, CustomStringConvertible {
    /// The symbol's place among the names interned so far, from 0.
    public let id: UInt32

    @usableFromInline init(id: UInt32) { self.id = id }

    /// The symbol spelled `text`.
    public init(_ text: String) { self = SymbolStore.shared.intern(text) }

    /// The name as written.
    public var text: String { SymbolStore.shared.entry(of: self).text }

    /// Whether the name is empty (a name missing from the source): the
    /// store interns the empty name first, so this compares the id with 0
    /// and makes no `String`.
    @inlinable public var isEmpty: Bool { id == 0 }

    /// The name as written (so a test's failure shows the name, not the id).
    public var description: String { text }

    /// The name as a table finds it: the same for every spelling `String`'s
    /// `==` takes as this one (`é` as one scalar or as `e` and an accent).
    public var nameID: NameID { NameID(raw: SymbolStore.shared.nameID(of: self)) }

    /// The upper half of `String.tableHash` of the text, worked out when the
    /// symbol was interned: what a table of names keyed by their text (a
    /// `KeyedTable<String, …>`) probes by, so an id finds its name there
    /// without hashing the text again (`TypeTable`). The same for every
    /// spelling of one name, as `String`'s own hash is for a non-ASCII name.
    @usableFromInline var tableHashHigh: UInt32 { SymbolStore.shared.hashHigh(of: self) }
}

/// A name's identity in a table of names (`KeyedTable<NameID, …>`): one per
/// name as `String`'s `==` tells names apart, so an integer is compared
/// where a `String` was hashed and compared byte by byte.
///
/// A name of ASCII letters is its own symbol's id. A name with others is the
/// id of the first symbol interned with a canonically equivalent spelling
/// (`é` as one scalar or as `e` and an accent), which `String`'s own hashing
/// finds when the symbol is interned. As `String`'s `tableHash` does, this
/// never takes an ASCII name and a non-ASCII one for the same (the Kelvin
/// sign is not `K`).
public struct NameID: TableKey {
    /// The id of the first symbol of this name.
    public let raw: UInt32

    /// Multiplied by the 64-bit golden-ratio constant (Fibonacci hashing),
    /// so that the upper half, which `KeyPositions` probes by, spreads ids
    /// that differ only in their low bits.
    @inlinable public var tableHash: UInt64 { (UInt64(raw) &+ 1) &* 0x9E37_79B9_7F4A_7C15 }

    init(raw: UInt32) { self.raw = raw }

    /// The id of the name `text` when a symbol of that name is interned
    /// already (spelled as `text`, or canonically equivalent to it); nil when
    /// none is, and then no table of the index holds the name. Interns
    /// nothing: looking up a name a person typed (the REPL, the language
    /// server, an embedder's `members["add"]`) does not grow the store.
    public init?(interned text: String) {
        guard let raw = SymbolStore.shared.nameID(ofInterned: text) else { return nil }
        self.raw = raw
    }
}

/// Every name interned so far, each once. Never emptied: a process reads
/// the names of the files it is given, and a long-running one (the language
/// server, `flow explore`) reads the same names again and again, so the store
/// grows with the distinct spellings seen, not with the work done.
///
/// Interning takes a lock; reading a symbol's text does not. The entries sit
/// in segments that never move once made (segment `k` holds `256 << k`), and
/// a symbol's segment and entry are written, under the lock, before its id
/// is handed out, so whoever holds an id reads its entry without the lock.
final class SymbolStore: @unchecked Sendable {
    static let shared = SymbolStore()

    /// Segment `k` holds the texts of ids `256 · (2^k − 1)` up to, not
    /// including, `256 · (2^(k+1) − 1)`; 25 segments number every `UInt32`.
    private static let segmentCount = 25
    private static let firstSegmentBits = 8

    /// A symbol's text, its name's id (`NameID`) and the upper half of its
    /// text's table hash (`String.tableHash`), kept in what was padding.
    struct Entry {
        let text: String
        let nameID: UInt32
        let hashHigh: UInt32
    }

    /// Each segment's entries, nil until its first id is handed out.
    private let segments: UnsafeMutablePointer<UnsafeMutablePointer<Entry>?>

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
        segments = .allocate(capacity: Self.segmentCount)
        segments.initialize(repeating: nil, count: Self.segmentCount)
        // The empty name first, so that it is id 0 (`Symbol.isEmpty`).
        _ = intern("")
    }

    /// The segment of `id` and the place in it.
    @inline(__always) private static func place(of id: Int) -> (segment: Int, offset: Int) {
        let quotient = UInt(id >> firstSegmentBits) + 1
        let segment = UInt.bitWidth - 1 - quotient.leadingZeroBitCount
        let segmentStart = ((1 << firstSegmentBits) << segment) - (1 << firstSegmentBits)
        return (segment, id - segmentStart)
    }

    /// Where `symbol`'s entry is: made before its id was handed out (see
    /// the type's comment), so read without the lock. Its fields are read
    /// through the address: copying the whole entry to read its name id
    /// retained and released its text on every id a table asked for.
    @inline(__always) private func address(of symbol: Symbol) -> UnsafeMutablePointer<Entry> {
        let (segment, offset) = Self.place(of: Int(symbol.id))
        return segments[segment].unsafelyUnwrapped + offset
    }

    /// The text and name id of `symbol`.
    func entry(of symbol: Symbol) -> Entry { address(of: symbol).pointee }

    /// `entry(of: symbol).nameID`.
    func nameID(of symbol: Symbol) -> UInt32 { address(of: symbol).pointee.nameID }

    /// `entry(of: symbol).hashHigh`.
    func hashHigh(of symbol: Symbol) -> UInt32 { address(of: symbol).pointee.hashHigh }

    /// The name id of the symbol spelled `text`, or of the first symbol
    /// canonically equivalent to it, if there is one (`NameID(interned:)`).
    func nameID(ofInterned text: String) -> UInt32? {
        var native = text
        native.makeContiguousUTF8()
        let kept = native
        return native.withUTF8 { bytes in
            lookup.withLock { lookup in
                guard let hash = NameHash.asciiHash(bytes) else { return lookup.nonASCIINames[kept] }
                guard let id = lookup.positions.position(hash: hash, matches: { spelled(at: $0, is: bytes) }) else {
                    return nil
                }
                return nameID(of: Symbol(id: UInt32(truncatingIfNeeded: id)))
            }
        }
    }

    /// The symbol of the UTF-8 text in `bytes` (the parser's case: a name in
    /// the source). Bytes that are not valid UTF-8 are interned as the text
    /// they decode to, as `String(decoding:as:)` repairs them.
    func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> Symbol {
        guard let hash = NameHash.asciiHash(bytes) else { return intern(String(decoding: bytes, as: UTF8.self)) }
        return intern(asciiBytes: bytes, hash: hash)
    }

    /// The symbol of the ASCII text in `bytes`, whose `NameHash` is `hash`.
    func intern(asciiBytes bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Symbol {
        intern(bytes, hash: hash, isASCII: true) { String(decoding: bytes, as: UTF8.self) }
    }

    /// The symbol spelled `text`.
    func intern(_ text: String) -> Symbol {
        var native = text
        native.makeContiguousUTF8()
        // Kept as the native copy, whose bytes every later comparison reads in place.
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
                        make: () -> String) -> Symbol {
        lookup.withLock { lookup in
            if let id = lookup.positions.position(hash: hash, matches: { spelled(at: $0, is: bytes) }) {
                return Symbol(id: UInt32(truncatingIfNeeded: id))
            }
            // Ids run out past four billion distinct names: more than a
            // process could hold (each is a `String` here), so not checked.
            let id = lookup.count
            let (segment, offset) = Self.place(of: id)
            if offset == 0 {
                segments[segment] = .allocate(capacity: (1 << Self.firstSegmentBits) << segment)
            }
            let text = make()
            var nameID = UInt32(truncatingIfNeeded: id)
            if !isASCII {
                if let first = lookup.nonASCIINames[text] { nameID = first } else { lookup.nonASCIINames[text] = nameID }
            }
            let hashHigh = UInt32(truncatingIfNeeded: hash >> 32)
            (segments[segment].unsafelyUnwrapped + offset).initialize(to: Entry(text: text, nameID: nameID,
                                                                                 hashHigh: hashHigh))
            lookup.positions.insert(id, hash: hash, count: id)
            lookup.count += 1
            return Symbol(id: UInt32(truncatingIfNeeded: id))
        }
    }

    /// Whether the text of id `id` is `bytes`, byte for byte.
    private func spelled(at id: Int, is bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let (segment, offset) = Self.place(of: id)
        let text = segments[segment].unsafelyUnwrapped[offset].text
        // Interned texts are native, so their bytes are always contiguous.
        return text.utf8.withContiguousStorageIfAvailable { Self.same($0, bytes) } ?? Self.same(Array(text.utf8), bytes)
    }

    /// Whether `stored` and `bytes` are the same bytes: eight at a time (a
    /// generic `elementsEqual` went element by element through witnesses).
    static func same(_ stored: UnsafeBufferPointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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

    private static func same(_ stored: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        stored.withUnsafeBufferPointer { same($0, bytes) }
    }
}
