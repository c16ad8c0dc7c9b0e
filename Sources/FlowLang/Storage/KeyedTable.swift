import FlowStorage

/// Declarations of one kind, by name, in the order declared: what
/// `DeclaredType` keeps its controls, hooks, variables and unwind actions in,
/// what `StoryboardIndex` keeps its types and globals in, and what the
/// file-level duplicate checks keep the first place of each name in.
@usableFromInline package typealias NameTable<Value: Sendable> = KeyedTable<String, Value>

/// Names, each once, in the order first added: a `NameTable` of nothing,
/// for the sets of names the checks build and test (by the names' own hash).
@usableFromInline package typealias NameSet = KeyedTable<String, Void>

extension KeyedTable where Value == Void {
    /// Whether `name` was added.
    @inlinable package func contains(_ name: Key) -> Bool { position(of: name) != nil }

    /// Adds `name`; false when it was there already.
    @inlinable @discardableResult package mutating func insert(_ name: Key) -> Bool { insertFirst(name, ()) }
}

/// `NameTable`'s mechanism for any key: the duplicate checks of a type's
/// members key theirs by kind and name together (`MemberName`), one table for
/// every kind of member.
///
/// A scene has a handful of each, and a dictionary per kind per scene cost an
/// allocation, a hash of every name and most of the index's memory (8 MB of a
/// 2 MB chain's 53 MB peak). So the members sit in one array, searched in order
/// while they are few; past `listLimit` a table of positions is added
/// (`KeyPositions`, by the key's own hash, `TableKey`, cheaper than a
/// `Dictionary`'s SipHash), so a scene of thousands
/// of controls is still found in constant time. The same table is what the
/// checks and the graph look names and node ids up in, in place of
/// `[String: …]` and `Set<String>` (`NameSet`).
///
/// It reads like the dictionary it replaces — `table[name]`, `values`,
/// `keys`, `for (name, value) in table` — but iterates in declaration order.
/// Like a dictionary, two tables are equal when they hold the same members
/// under the same names, whatever their order; so `StoryboardIndex` and
/// `DeclaredType`, which keep their declarations here, compare equal when
/// they declare the same things in another order.
@usableFromInline package struct KeyedTable<Key: TableKey, Value: Sendable>: Sendable, Sequence {
    /// The members with their names, in the order declared: one array, so
    /// that a table of one member (the usual case) is one allocation. The
    /// lookups are `@inlinable`, so that the static checks and the
    /// interpreter, in other modules, get them specialised to their member
    /// type rather than through generic witnesses, several times slower.
    @usableFromInline package var entries: [(name: Key, value: Value)] = []
    /// Each name's position, once there are more than `listLimit`: by the
    /// key's own hash (`TableKey`), where a dictionary hashed it with SipHash.
    @usableFromInline var positions: KeyPositions?

    /// Past this many names, lookups go through the positions.
    @usableFromInline package static var listLimit: Int { 8 }

    /// An empty table.
    @inlinable package init() {}

    /// An empty table with room for `capacity` members before its list grows.
    @inlinable package init(reservingCapacity capacity: Int) {
        entries.reserveCapacity(capacity)
        // A table bound to pass the list limit gets its positions sized once:
        // growing them from the limit placed every name about twice.
        if capacity > Self.listLimit { positions = KeyPositions(capacity: capacity) }
    }

    /// The names, in the order declared (made on each call: iterate the
    /// table itself where it is walked often). A closure, not a key path:
    /// called from another module, `\.name` was looked up at run time, at
    /// every call (swift_getKeyPath: 11 % of `flow check` on the chain).
    @inlinable package var keys: [Key] { entries.map { $0.name } }
    /// The members, in the order declared (made on each call, as `keys` is).
    @inlinable package var values: [Value] { entries.map { $0.value } }

    /// The member named `name`; setting nil removes it, setting a new name appends it.
    @inlinable package subscript(name: Key) -> Value? {
        get {
            // Not `position(of:).map { … }`: called from other modules, the
            // closure went through the unspecialised generic `Optional.map`.
            guard let position = position(of: name) else { return nil }
            return entries[position].value
        }
        set {
            if let position = position(of: name) {
                if let newValue {
                    entries[position].value = newValue
                } else {
                    remove(at: position)
                }
            } else if let newValue {
                append(name, newValue)
            }
        }
    }

    /// The members' positions, in the order declared.
    @inlinable package var indices: Range<Int> { entries.indices }

    /// The member at `position`, changed in place (no copy of it is made).
    @inlinable package subscript(at position: Int) -> Value {
        get { entries[position].value }
        _modify { yield &entries[position].value }
    }

    /// Whether no member is declared.
    @inlinable package var isEmpty: Bool { entries.isEmpty }
    /// How many members are declared.
    @inlinable package var count: Int { entries.count }

    /// The members as `(name, value)` pairs, in the order declared.
    @inlinable package func makeIterator() -> IndexingIterator<[(name: Key, value: Value)]> {
        entries.makeIterator()
    }

    /// Where `name` is among the members, in declaration order; nil when it
    /// is not one (the graph and the static checks find a type's node by it).
    @inlinable package func position(of name: Key) -> Int? {
        if let positions { return positions.position(hash: name.tableHash) { entries[$0].name == name } }
        return entries.firstIndex { $0.name == name }
    }

    /// Where the member is, of those whose key's `tableHash` has `hashHigh`
    /// as its upper half, that `matches`; nil when none does, or when the
    /// table has no positions yet (a list of `listLimit` or fewer: search it).
    /// The positions probe by the upper half alone (`KeyPositions`).
    @inlinable package func position(hashHigh: UInt32, matches: (Int) -> Bool) -> Int? {
        positions?.position(hash: UInt64(hashHigh) << 32, matches: matches)
    }

    /// Whether the table looks its members up by positions (past `listLimit`).
    @inlinable package var hasPositions: Bool { positions != nil }

    /// Adds `value` under `name` unless the name is taken (the first
    /// declaration wins), making `value` only then; true when it was added.
    /// One lookup of the name, where `table[name] == nil` and then
    /// `table[name] = value` made three.
    @inlinable @discardableResult
    package mutating func insertFirst(_ name: Key, _ value: @autoclosure () -> Value) -> Bool {
        if var table = positions {
            let hash = name.tableHash
            if table.position(hash: hash, matches: { entries[$0].name == name }) != nil { return false }
            positions = nil  // so that `table` is the only owner and is written in place
            table.insert(entries.count, hash: hash, count: entries.count)
            positions = table
            entries.append((name, value()))
            return true
        }
        guard !entries.contains(where: { $0.name == name }) else { return false }
        append(name, value())
        return true
    }

    @inlinable mutating func append(_ name: Key, _ value: Value) {
        entries.append((name, value))
        if var table = positions {
            positions = nil
            table.insert(entries.count - 1, hash: name.tableHash, count: entries.count - 1)
            positions = table
        } else if entries.count > Self.listLimit {
            positions = Self.positions(of: entries)
        }
    }

    /// Forgets every member, keeping the room they took.
    @inlinable package mutating func removeAll() {
        // One entry at a time: `removeAll(keepingCapacity:)` takes the generic
        // `replaceSubrange`, far more work than a scene's few members need,
        // and the checker empties its table of member names once a type.
        while !entries.isEmpty { entries.removeLast() }
        positions = nil
    }

    @inlinable package mutating func remove(at position: Int) {
        entries.remove(at: position)
        positions = entries.count > Self.listLimit ? Self.positions(of: entries) : nil
    }

    @usableFromInline static func positions(of entries: [(name: Key, value: Value)]) -> KeyPositions {
        var positions = KeyPositions(capacity: entries.count)
        for position in entries.indices {
            positions.insert(position, hash: entries[position].name.tableHash, count: position)
        }
        return positions
    }
}

/// Hashable when its values are: the index's tables are compared, the
/// checks' lookup tables (whose values are places) are not.
extension KeyedTable: Equatable, Hashable where Value: Hashable {
    // Equal when they hold the same members under the same names, in any
    // order, as the dictionaries were.
    @inlinable package static func == (lhs: KeyedTable, rhs: KeyedTable) -> Bool {
        lhs.count == rhs.count && lhs.entries.allSatisfy { rhs[$0.name] == $0.value }
    }

    @inlinable package func hash(into hasher: inout Hasher) {
        hasher.combineUnordered(entries, count: count) { entry, one in
            one.combine(entry.name)
            one.combine(entry.value)
        }
    }
}

extension Hasher {
    /// Combines `elements`, each hashed by `hash`, whatever their order, as
    /// a dictionary's hash does (the index's tables are equal in any order),
    /// and how many there are.
    @inlinable package mutating func combineUnordered<Elements: Sequence>(_ elements: Elements, count: Int,
                                                               by hash: (Elements.Element, inout Hasher) -> Void) {
        var combined = 0
        for element in elements {
            var one = Hasher()
            hash(element, &one)
            combined ^= one.finalize()
        }
        combine(count)
        combine(combined)
    }
}
