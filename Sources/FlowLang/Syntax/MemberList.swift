/// Where a parse keeps its type declarations (`MemberArena+Types`) and
/// their members: one block of members, each declaration's members a run of
/// it, grown and trimmed with `realloc` (`Nodes`), where each declaration
/// had an array of its own (its header, its allocation and its spare room:
/// a scene of one member had room for four).
///
/// A member holds views into the parse's statement and expression arenas,
/// never into this one, so keeping members here makes no cycle. Appended to
/// only by the parser that made it, or by the initialisers of `MemberList`
/// and `TypeDeclaration` (each into an arena of its own), before the list or
/// declaration they return is handed on; read from any thread after that.
final class MemberArena: @unchecked Sendable {
    @exclusivity(unchecked) var members = Nodes<Member>()
    /// The type declarations whose members these are (`MemberArena+Types`):
    /// room for one at first, as an arena made for one declaration holds (one
    /// made for a list of members alone holds none).
    @exclusivity(unchecked) var types = Nodes<TypeNode>(capacity: 1)
    /// The children `tabs` and `pages` declarations list, each's a run.
    @exclusivity(unchecked) var typeChildren: [QualifiedName] = []

    init() {}

    deinit {
        members.deallocate()
        types.deallocate()
    }

    /// Gives back the room no member or declaration uses, once the parser is done.
    func trim() {
        members.trim()
        types.trim()
        typeChildren.giveBackSpareRoom()
    }

    /// Keeps `member` after the others.
    func append(_ member: Member) { members.append(member) }

    /// The members appended since `start`, as a list.
    func list(from start: Int) -> MemberList {
        start >= members.count ? MemberList()
            : MemberList(arena: self, start: Int32(truncatingIfNeeded: start),
                         count: Int32(truncatingIfNeeded: members.count - start))
    }
}

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
