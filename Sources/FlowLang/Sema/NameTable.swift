/// A declaration's members of one kind, by name, in the order declared: what
/// `DeclaredType` keeps its controls, hooks, variables and unwind actions in,
/// and what the duplicate checks keep the first place of each name in.
///
/// A scene has a handful of each, and a dictionary per kind per scene cost an
/// allocation, a hash of every name and most of the index's memory (8 MB of a
/// 2 MB chain's 53 MB peak). So the members sit in two arrays, searched in order
/// while they are few; past `listLimit` a dictionary of positions is added, so
/// a scene of thousands of controls is still found in constant time.
///
/// It reads like the dictionary it replaces — `table[name]`, `values`,
/// `keys`, `for (name, value) in table` — but iterates in declaration order.
public struct NameTable<Value: Hashable & Sendable>: Hashable, Sendable, Sequence {
    /// The names, in the order declared.
    public private(set) var keys: [String] = []
    /// The members, in the order declared.
    public private(set) var values: [Value] = []
    /// Each name's position, once there are more than `listLimit`.
    private var positions: [String: Int]?

    /// Past this many names, lookups go through a dictionary.
    static var listLimit: Int { 8 }

    /// An empty table.
    public init() {}

    /// The member named `name`; setting nil removes it, setting a new name appends it.
    public subscript(name: String) -> Value? {
        get { position(of: name).map { values[$0] } }
        set {
            if let position = position(of: name) {
                if let newValue {
                    values[position] = newValue
                } else {
                    remove(at: position)
                }
            } else if let newValue {
                append(name, newValue)
            }
        }
    }

    /// Whether no member is declared.
    public var isEmpty: Bool { keys.isEmpty }
    /// How many members are declared.
    public var count: Int { keys.count }

    /// The members as `(name, value)` pairs, in the order declared.
    public func makeIterator() -> Zip2Sequence<[String], [Value]>.Iterator {
        zip(keys, values).makeIterator()
    }

    private func position(of name: String) -> Int? {
        if let positions { return positions[name] }
        return keys.firstIndex(of: name)
    }

    private mutating func append(_ name: String, _ value: Value) {
        keys.append(name)
        values.append(value)
        if positions != nil {
            positions?[name] = keys.count - 1
        } else if keys.count > Self.listLimit {
            positions = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
        }
    }

    private mutating func remove(at position: Int) {
        keys.remove(at: position)
        values.remove(at: position)
        positions = keys.count > Self.listLimit
            ? Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) }) : nil
    }

    // Equal when they hold the same members under the same names, in any
    // order, as the dictionaries were.
    public static func == (lhs: NameTable, rhs: NameTable) -> Bool {
        lhs.count == rhs.count && zip(lhs.keys, lhs.values).allSatisfy { rhs[$0] == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        // Order-independent, as a dictionary's hash is.
        var combined = 0
        for (name, value) in zip(keys, values) {
            var member = Hasher()
            member.combine(name)
            member.combine(value)
            combined ^= member.finalize()
        }
        hasher.combine(count)
        hasher.combine(combined)
    }
}
