/// An index's types by name, in declaration order: found by a name's id or
/// by its text, walked as `(name, type)` pairs (or as types alone, `inOrder`).
///
/// A reference (`TypeReference`) and a parsed name (`Identifier`) carry
/// their name's id, so resolving one compares integers where it hashed the
/// name's text and compared strings: the index resolves every child and
/// segue this way, the checker every type a statement names, and the static
/// checks' graph every edge's ends (−3 % of `flow check`'s instructions on
/// the chain shape). Each type's id is kept beside it, four bytes, and no
/// name's `String` (a type reads its name back from its symbol). Past
/// `listLimit` types, one table of positions finds both: it is keyed by the
/// hash of each name's text, so a lookup by text (the interpreter's, an
/// embedder's) takes no lock to find an id, and an id is probed with the
/// hash its symbol kept when interned (`Symbol.tableHashHigh`), so no second
/// table of positions is kept (one by id cost 2 MB of the 16 MB chain's peak).
public struct TypeTable: Sendable, Sequence, Hashable {
    /// The types, in declaration order.
    @usableFromInline var types: [DeclaredType] = []
    /// The name each of `types` is found by, in the same order: the name it
    /// was added under (a type set under another name keeps its own).
    @usableFromInline var names: [DeclaredName] = []
    /// Each type's position by the hash of its name's text, once there are
    /// more than `listLimit` (the lists are searched until then).
    @usableFromInline var positions: KeyPositions?

    /// Past this many types, lookups go through the positions.
    @usableFromInline static var listLimit: Int { NameSet.listLimit }

    /// No types.
    public init() {}

    /// No types yet, with room for `capacity` before growing.
    public init(reservingCapacity capacity: Int) {
        types.reserveCapacity(capacity)
        names.reserveCapacity(capacity)
        if capacity > Self.listLimit { positions = KeyPositions(capacity: capacity) }
    }

    /// The type declared as `name`; setting nil removes it, setting a new name appends it.
    public subscript(name: String) -> DeclaredType? {
        get { position(of: name).map { types[$0] } }
        set {
            if let position = position(of: name) {
                if let newValue {
                    types[position] = newValue
                } else {
                    remove(at: position)
                }
            } else if let newValue {
                append(Symbol(name), newValue)
            }
        }
    }

    /// The type whose name has the id `id`.
    @inlinable public subscript(id id: NameID) -> DeclaredType? {
        guard let position = position(of: id) else { return nil }
        return types[position]
    }

    /// The type at `position` in declaration order, changed in place.
    @inlinable public subscript(at position: Int) -> DeclaredType {
        get { types[position] }
        _modify { yield &types[position] }
    }

    /// Where the type named `name` is, in declaration order: the text
    /// compared with each name's (`String`'s `==`, as the table of names
    /// this was had it).
    @inlinable package func position(of name: String) -> Int? {
        guard let positions else { return names.firstIndex { $0.text == name } }
        return positions.position(hash: name.tableHash) { names[$0].text == name }
    }

    /// Where the type whose name has the id `id` is, in declaration order.
    @inlinable package func position(of id: NameID) -> Int? {
        guard let positions else { return names.firstIndex { $0.id == id } }
        return positions.position(hash: UInt64(Symbol(id: id.raw).tableHashHigh) << 32) { names[$0].id == id }
    }

    /// Adds `value` as `name` unless the name is taken (the first declaration wins); true when added.
    @discardableResult
    public mutating func insertFirst(_ name: String, _ value: @autoclosure () -> DeclaredType) -> Bool {
        insertFirst(Symbol(name), value())
    }

    /// `insertFirst` of a name already interned as `symbol` (the index's
    /// case: the name as parsed). The type is made only when the name is new.
    @discardableResult
    mutating func insertFirst(_ symbol: Symbol, _ value: @autoclosure () -> DeclaredType) -> Bool {
        guard position(of: symbol.nameID) == nil else { return false }
        append(symbol, value())
        return true
    }

    /// Appends `value` under the name `symbol`, which is not taken.
    private mutating func append(_ symbol: Symbol, _ value: DeclaredType) {
        types.append(value)
        names.append(DeclaredName(symbol))
        if var table = positions {
            positions = nil  // so that `table` is the only owner and is written in place
            table.insert(types.count - 1, hash: UInt64(symbol.tableHashHigh) << 32, count: types.count - 1)
            positions = table
        } else if types.count > Self.listLimit {
            positions = positions(of: names)
        }
    }

    private mutating func remove(at position: Int) {
        types.remove(at: position)
        names.remove(at: position)
        positions = types.count > Self.listLimit ? positions(of: names) : nil
    }

    /// The positions of `names`, by the hashes their symbols kept.
    private func positions(of names: [DeclaredName]) -> KeyPositions {
        var table = KeyPositions(capacity: names.count)
        for (position, name) in names.enumerated() {
            table.insert(position, hash: UInt64(name.symbol.tableHashHigh) << 32, count: position)
        }
        return table
    }

    /// The types' positions, in declaration order.
    @inlinable public var indices: Range<Int> { types.indices }
    /// How many types are declared.
    @inlinable public var count: Int { types.count }
    /// Whether none is.
    @inlinable public var isEmpty: Bool { types.isEmpty }
    /// The names, in declaration order (made on each call).
    @inlinable public var keys: [String] { names.map { $0.text } }
    /// The name the type at `position` is found by (made from its symbol).
    @inlinable public func name(at position: Int) -> String { names[position].text }
    /// The types, in declaration order.
    @inlinable public var values: [DeclaredType] { types }
    /// The types, in declaration order, without their names made: what a
    /// loop that reads the types, not their names as text, walks.
    @inlinable public var inOrder: [DeclaredType] { types }

    /// The types with their names, in declaration order (each name made from its symbol).
    public struct Iterator: IteratorProtocol {
        @usableFromInline let table: TypeTable
        @usableFromInline var position = 0

        @inlinable init(_ table: TypeTable) { self.table = table }

        @inlinable public mutating func next() -> (name: String, value: DeclaredType)? {
            guard position < table.types.count else { return nil }
            defer { position += 1 }
            return (table.names[position].text, table.types[position])
        }
    }

    @inlinable public func makeIterator() -> Iterator { Iterator(self) }
    @inlinable public var underestimatedCount: Int { types.count }

    // Equal when they declare the same types under the same names, in any
    // order, as the `NameTable` this was compared.
    public static func == (lhs: TypeTable, rhs: TypeTable) -> Bool {
        lhs.count == rhs.count && zip(lhs.names, lhs.types).allSatisfy { rhs[id: $0.0.id] == $0.1 }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combineUnordered(zip(names, types), count: count) { entry, one in
            one.combine(entry.0)
            one.combine(entry.1)
        }
    }
}
