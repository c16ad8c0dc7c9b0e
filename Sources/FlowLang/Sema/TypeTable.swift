import FlowStorage

/// An index's types by name, in declaration order: found by a name's id or
/// by its text, walked as `(name, type)` pairs (or as types alone, `inOrder`).
///
/// A reference (`TypeReference`) and a parsed name (`Identifier`) carry
/// their name's id, so resolving one compares integers where it hashed the
/// name's text and compared strings: the index resolves every child and
/// segue this way, the checker every type a statement names, and the static
/// checks' graph every edge's ends: strings on the hottest path of `flow
/// check`. A `KeyedTable` keyed by each type's `DeclaredName`
/// (its symbol and id, eight bytes; no name's `String`: a type reads its
/// name back from its symbol). Past the list limit, its one table of
/// positions finds both: a `DeclaredName` hashes as its text does, so a
/// lookup by text (the interpreter's, an embedder's) takes no lock to find
/// an id, and an id is probed with the hash its symbol kept when interned
/// (`Symbol.tableHashHigh`), so no second table of positions is kept (one
/// by id cost 2 MB of the 16 MB chain's peak).
public struct TypeTable: Sendable, Sequence, Hashable {
    /// The types by the names they were added under (a type set under
    /// another name keeps its own), in declaration order.
    @usableFromInline var table = KeyedTable<DeclaredName, DeclaredType>()

    /// No types.
    public init() {}

    /// No types yet, with room for `capacity` before growing.
    public init(reservingCapacity capacity: Int) {
        table = KeyedTable(reservingCapacity: capacity)
    }

    /// The type declared as `name`; setting nil removes it, setting a new name appends it.
    public subscript(name: String) -> DeclaredType? {
        get { position(of: name).map { table[at: $0] } }
        set {
            if let position = position(of: name) {
                if let newValue { table[at: position] = newValue } else { table.remove(at: position) }
            } else if let newValue {
                table.insertFirst(DeclaredName(name), newValue)
            }
        }
    }

    /// The type whose name has the id `id`.
    @inlinable public subscript(id id: NameID) -> DeclaredType? {
        guard let position = position(of: id) else { return nil }
        return table[at: position]
    }

    /// The type at `position` in declaration order, changed in place.
    @inlinable public subscript(at position: Int) -> DeclaredType {
        get { table[at: position] }
        _modify { yield &table[at: position] }
    }

    /// Where the type named `name` is, in declaration order: the text
    /// compared with each name's (`String`'s `==`, as the table of names
    /// this was had it).
    @inlinable package func position(of name: String) -> Int? {
        guard table.hasPositions else { return table.entries.firstIndex { $0.name.text == name } }
        return table.position(hashHigh: UInt32(truncatingIfNeeded: name.tableHash >> 32)) {
            table.entries[$0].name.text == name
        }
    }

    /// Where the type whose name has the id `id` is, in declaration order.
    @inlinable package func position(of id: NameID) -> Int? {
        guard table.hasPositions else { return table.entries.firstIndex { $0.name.id == id } }
        return table.position(hashHigh: Symbol(id: id.raw).tableHashHigh) { table.entries[$0].name.id == id }
    }

    /// Adds `value` as `name` unless the name is taken (the first declaration wins); true when added.
    @discardableResult
    public mutating func insertFirst(_ name: String, _ value: @autoclosure () -> DeclaredType) -> Bool {
        table.insertFirst(DeclaredName(name), value())
    }

    /// `insertFirst` of a name already interned as `symbol` (the index's
    /// case: the name as parsed). The type is made only when the name is new.
    @discardableResult
    mutating func insertFirst(_ symbol: Symbol, _ value: @autoclosure () -> DeclaredType) -> Bool {
        table.insertFirst(DeclaredName(symbol), value())
    }

    /// The types' positions, in declaration order.
    @inlinable public var indices: Range<Int> { table.indices }
    /// How many types are declared.
    @inlinable public var count: Int { table.count }
    /// Whether none is.
    @inlinable public var isEmpty: Bool { table.isEmpty }
    /// The names, in declaration order (made on each call).
    @inlinable public var keys: [String] { table.entries.map { $0.name.text } }
    /// The name the type at `position` is found by (made from its symbol).
    @inlinable public func name(at position: Int) -> String { table.entries[position].name.text }
    /// The types, in declaration order (made on each call).
    @inlinable public var values: [DeclaredType] { table.values }
    /// The types, in declaration order, without their names made: what a
    /// loop that reads the types, not their names as text, walks.
    @inlinable public var inOrder: LazyMapCollection<[(name: DeclaredName, value: DeclaredType)], DeclaredType> {
        table.entries.lazy.map { $0.value }
    }

    /// The types with their names, in declaration order (each name made from its symbol).
    public struct Iterator: IteratorProtocol {
        @usableFromInline var entries: IndexingIterator<[(name: DeclaredName, value: DeclaredType)]>

        @inlinable init(_ entries: [(name: DeclaredName, value: DeclaredType)]) { self.entries = entries.makeIterator() }

        @inlinable public mutating func next() -> (name: String, value: DeclaredType)? {
            guard let entry = entries.next() else { return nil }
            return (entry.name.text, entry.value)
        }
    }

    @inlinable public func makeIterator() -> Iterator { Iterator(table.entries) }
    @inlinable public var underestimatedCount: Int { table.count }
}
