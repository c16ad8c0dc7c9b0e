/// A value a script works with, and what an instance variable holds.
///
/// Numbers follow Swift: integers stay integers, and mixing an integer with a
/// decimal gives a decimal. Instances are referred to by identity; their name
/// is kept so that a value still reads well after the instance is gone.
public enum Value: Hashable, Sendable, CustomStringConvertible {
    case integer(Int)
    case decimal(Double)
    case string(String)
    case boolean(Bool)
    case `nil`
    /// A view-controller instance.
    case instance(InstanceID, name: String)
    /// A bare word that named no variable: a scene, a style, a width class.
    case word(String)
    case list([Value])

    /// How the value prints: `42`, `0.35`, `"Soup"` as `Soup`, instances by name.
    public var description: String {
        switch self {
        case .integer(let value): return String(value)
        case .decimal(let value): return String(value)
        case .string(let value): return value
        case .boolean(let value): return String(value)
        case .nil: return "nil"
        case .instance(_, let name): return name
        case .word(let word): return word
        case .list(let values): return "[" + values.map(\.quotedDescription).joined(separator: ", ") + "]"
        }
    }

    /// Like `description`, with strings in quotes: for expectations and lists.
    public var quotedDescription: String {
        if case .string(let value) = self { return "\"\(value)\"" }
        return description
    }
}

/// The identity of a view-controller instance, unique within one app run.
///
/// `raw` counts instances in the order they were created (the newest has the
/// largest); `slot` is where the app's table keeps it.
public struct InstanceID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The creation number: the newest instance has the largest.
    public let raw: Int
    let slot: Int32

    /// An identity with no slot, for lookups and tests; it matches no live instance's slot.
    public init(_ raw: Int) {
        self.raw = raw
        self.slot = -1
    }

    init(raw: Int, slot: Int32) {
        self.raw = raw
        self.slot = slot
    }

    public static func == (lhs: InstanceID, rhs: InstanceID) -> Bool { lhs.raw == rhs.raw }
    public func hash(into hasher: inout Hasher) { hasher.combine(raw) }
    /// Creation order: older instances first.
    public static func < (lhs: InstanceID, rhs: InstanceID) -> Bool { lhs.raw < rhs.raw }

    /// `#3`: the creation number.
    public var description: String { "#\(raw)" }
}
