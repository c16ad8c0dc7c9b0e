/// A type declaration's members in source order: a view of a run of its
/// parse's `MemberArena`. Changing it (as an array) makes the list anew, in
/// an arena of its own.
public struct MemberList: ArenaList, Sendable, ExpressibleByArrayLiteral {
    /// Nil for an empty list.
    let arena: MemberArena?
    /// The first member's position in the arena.
    let start: Int32
    let count32: Int32

    init(arena: MemberArena, start: Int32, count: Int32) {
        self.arena = arena
        self.start = start
        self.count32 = count
    }

    /// No members.
    public init() {
        arena = nil
        start = 0
        count32 = 0
    }

    /// `members`, kept in an arena of their own.
    public init(_ members: [Member]) {
        guard !members.isEmpty else {
            self.init()
            return
        }
        let arena = MemberArena()
        for member in members { arena.append(member) }
        self = arena.list(from: 0)
    }

    /// `[member, …]`.
    public init(arrayLiteral members: Member...) {
        self.init(members)
    }

    /// How many members there are.
    public var endIndex: Int { Int(count32) }

    /// The member at `position`, which must be in `0..<count`. Setting one makes the list anew.
    public subscript(position: Int) -> Member {
        get {
            guard let arena, position >= 0, position < endIndex else {
                preconditionFailure("member position out of range")
            }
            return arena.members[Int(start) + position]
        }
        set { replaceSubrange(position..<position + 1, with: CollectionOfOne(newValue)) }
    }

    /// The members where they are kept, read in place: no member is copied.
    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Member>) throws -> R) rethrows -> R? {
        try withUnsafeBufferPointer(body)
    }

    /// The members where they are kept, read in place (an empty buffer for none).
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Member>) throws -> R) rethrows -> R {
        guard let arena else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try body(UnsafeBufferPointer(start: arena.members.base + Int(start), count: endIndex))
    }
}
