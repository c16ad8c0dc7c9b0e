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
