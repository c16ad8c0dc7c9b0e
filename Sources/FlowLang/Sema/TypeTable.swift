/// An index's types by name, in declaration order: the `NameTable` it was
/// (found by a name's text, walked as `(name, type)` pairs), which also
/// finds a type by its name's id.
///
/// A reference (`TypeReference`) and a parsed name (`Identifier`) carry
/// their name's id, so resolving one compares integers where it hashed the
/// name's text and compared strings: the index resolves every child and
/// segue this way, the checker every type a statement names, and the static
/// checks' graph every edge's ends (−3 % of `flow check`'s instructions on
/// the chain shape). Each type's id is kept beside it, four bytes; an id is
/// found among many through the table's own positions by text, probed with
/// the hash its symbol kept when interned (`Symbol.tableHashHigh`), so no
/// second table of positions is kept (one by id cost 2 MB of the 16 MB
/// chain's peak).
public struct TypeTable: Sendable, Sequence, Hashable {
    /// The types by their names' text.
    @usableFromInline var table = NameTable<DeclaredType>()
    /// The name id of each entry of `table`, in the same order.
    @usableFromInline var ids: [NameID] = []

    /// No types.
    public init() {}

    /// No types yet, with room for `capacity` before growing.
    public init(reservingCapacity capacity: Int) {
        table = NameTable(reservingCapacity: capacity)
        ids.reserveCapacity(capacity)
    }

    /// The type declared as `name`.
    public subscript(name: String) -> DeclaredType? {
        get { table[name] }
        set {
            if let position = table.position(of: name) {
                if let newValue { table[at: position] = newValue } else { remove(at: position) }
            } else if let newValue {
                append(Symbol(name).nameID, name, newValue)
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

    /// Where the type named `name` is, in declaration order.
    @inlinable package func position(of name: String) -> Int? { table.position(of: name) }

    /// Where the type whose name has the id `id` is, in declaration order.
    @inlinable package func position(of id: NameID) -> Int? {
        guard table.hasPositions else { return ids.firstIndex(of: id) }
        return table.position(hashHigh: Symbol(id: id.raw).tableHashHigh) { ids[$0] == id }
    }

    /// Adds `value` as `name` unless the name is taken (the first declaration wins); true when added.
    @discardableResult
    public mutating func insertFirst(_ name: String, _ value: @autoclosure () -> DeclaredType) -> Bool {
        guard table.position(of: name) == nil else { return false }
        append(Symbol(name).nameID, name, value())
        return true
    }

    /// `insertFirst` of a name already interned as `symbol` (the index's case: the name as parsed).
    @discardableResult
    mutating func insertFirst(_ symbol: Symbol, text: String, _ value: @autoclosure () -> DeclaredType) -> Bool {
        let id = symbol.nameID
        guard position(of: id) == nil else { return false }
        append(id, text, value())
        return true
    }

    private mutating func append(_ id: NameID, _ name: String, _ value: DeclaredType) {
        table.insertFirst(name, value)
        ids.append(id)
    }

    private mutating func remove(at position: Int) {
        table.remove(at: position)
        ids.remove(at: position)
    }

    /// The types' positions, in declaration order.
    @inlinable public var indices: Range<Int> { table.indices }
    /// How many types are declared.
    @inlinable public var count: Int { table.count }
    /// Whether none is.
    @inlinable public var isEmpty: Bool { table.isEmpty }
    /// The names, in declaration order (made on each call).
    @inlinable public var keys: [String] { table.keys }
    /// The types, in declaration order (made on each call).
    @inlinable public var values: [DeclaredType] { table.values }

    /// The types with their names, in declaration order.
    @inlinable public func makeIterator() -> IndexingIterator<[(name: String, value: DeclaredType)]> {
        table.makeIterator()
    }

    // The ids follow from the names: equal tables declare the same types
    // under the same names, in any order, as the `NameTable` compared.
    public static func == (lhs: TypeTable, rhs: TypeTable) -> Bool { lhs.table == rhs.table }
    public func hash(into hasher: inout Hasher) { hasher.combine(table) }
}
