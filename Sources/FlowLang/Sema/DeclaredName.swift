import FlowStorage

/// A declared name as the index keeps it: interned, not as a `String`.
///
/// The symbol keeps the spelling, read back (`text`) only to show the name
/// or to hand it to an embedder; the name id is what tables find it by and
/// what equality compares, so two spellings `String`'s `==` takes as one
/// name (`é` as one scalar or as `e` and an accent) are one declared name,
/// as they were when the index kept `String`s. Eight plain bytes, copied
/// without a reference count, where a `String` took sixteen and a retain.
public struct DeclaredName: Hashable, Sendable, CustomStringConvertible {
    /// The name as written, interned.
    public let symbol: Symbol
    /// `symbol`'s name id.
    public let id: NameID

    /// The name `symbol`.
    public init(_ symbol: Symbol) {
        self.symbol = symbol
        id = symbol.nameID
    }

    /// The name spelled `text`.
    public init(_ text: String) {
        self.init(Symbol(text))
    }

    /// The name as written.
    public var text: String { symbol.text }

    /// The name as written.
    public var description: String { text }

    /// Equal when `String`'s `==` takes the names as one: by name id.
    public static func == (lhs: DeclaredName, rhs: DeclaredName) -> Bool { lhs.id == rhs.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id.raw) }
}

extension DeclaredName: TableKey {
    /// As the name's text hashes (`String.tableHash`'s upper half, which a
    /// table probes by, kept by the symbol): the same for every spelling of
    /// one name, so a table of declared names is found by text and by id alike
    /// (`TypeTable`).
    public var tableHash: UInt64 { UInt64(symbol.tableHashHigh) << 32 }
}
