import FlowStorage

/// A name, interned (`TextStore`): every identifier spelled the same is the same symbol,
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
    public init(_ text: String) { id = TextStore.shared.intern(text) }

    /// The name as written.
    public var text: String { TextStore.text(of: id) }

    /// Whether the name is empty (a name missing from the source): the
    /// store interns the empty name first, so this compares the id with 0
    /// and makes no `String`.
    @inlinable public var isEmpty: Bool { id == 0 }

    /// The name as written (so a test's failure shows the name, not the id).
    public var description: String { text }

    /// The name as a table finds it: the same for every spelling `String`'s
    /// `==` takes as this one (`é` as one scalar or as `e` and an accent).
    public var nameID: NameID { NameID(raw: TextStore.nameID(of: id)) }

    /// The upper half of `String.tableHash` of the text, worked out when the
    /// symbol was interned: what a table of names keyed by their text (a
    /// `KeyedTable<String, …>`) probes by, so an id finds its name there
    /// without hashing the text again (`TypeTable`). The same for every
    /// spelling of one name, as `String`'s own hash is for a non-ASCII name.
    @usableFromInline var tableHashHigh: UInt32 { TextStore.hashHigh(of: id) }
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
        guard let raw = TextStore.shared.nameID(ofInterned: text) else { return nil }
        self.raw = raw
    }
}
