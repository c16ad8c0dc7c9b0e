import FlowStorage

/// A declared member that the index finds by name: a control, an unwind
/// action, a variable or a hook (by its event). The four are its only
/// conformers: a `MemberStore` holds an array of each and nothing else, so a
/// type of another module that conformed would find no members of its own.
public protocol NamedMember: Hashable, Sendable {
    /// The name it is found by: `add`, `saveRecipe`, `visits`, `viewDidLoad`.
    var memberName: String { get }
    /// That name's id, which lookups and duplicates compare.
    var memberID: NameID { get }
    /// The members of this kind in `store`, every type's of its batch.
    static func members(in store: MemberStore) -> [Self]
    /// This kind among the store's, to key its long runs' positions.
    static var kindInStore: MemberStore.Kind { get }
}

extension DeclaredControl: NamedMember {
    @inlinable public var memberName: String { name }
    @inlinable public var memberID: NameID { declaredName.id }
    @inlinable public static func members(in store: MemberStore) -> [Self] { store.controls }
    @inlinable public static var kindInStore: MemberStore.Kind { .controls }
}

extension DeclaredUnwindAction: NamedMember {
    @inlinable public var memberName: String { name }
    @inlinable public var memberID: NameID { declaredName.id }
    @inlinable public static func members(in store: MemberStore) -> [Self] { store.unwindActions }
    @inlinable public static var kindInStore: MemberStore.Kind { .unwindActions }
}

extension DeclaredVariable: NamedMember {
    @inlinable public var memberName: String { name }
    @inlinable public var memberID: NameID { declaredName.id }
    @inlinable public static func members(in store: MemberStore) -> [Self] { store.variables }
    @inlinable public static var kindInStore: MemberStore.Kind { .variables }
}

extension DeclaredHook: NamedMember {
    @inlinable public var memberName: String { event }
    @inlinable public var memberID: NameID { declaredEvent.id }
    @inlinable public static func members(in store: MemberStore) -> [Self] { store.hooks }
    @inlinable public static var kindInStore: MemberStore.Kind { .hooks }
}

/// One kind of member of one declared type (its controls, its unwind
/// actions, its variables or its hooks), by name, in the order declared,
/// the first of a name kept.
///
/// The members are a run of one array that every type indexed together
/// shares, one array per kind (`MemberBatch`, `MemberStore`): the issue's
/// "members as flat per-kind arrays". A table of its own per type and kind
/// cost an allocation each, about 80 bytes with the name stored again beside
/// each member: 3.2 MB of a 2 MB chain's 27 MB peak, where every scene has a
/// control, a variable and a hook; the shared arrays hold them in 1.4 MB.
///
/// It reads like the `NameTable` it replaces (`members[name]`, `isEmpty`,
/// `count`, `keys`, `values`, `for (name, member) in members`). Lookups scan
/// the run while it is short, as `KeyedTable` does; a longer run has a table
/// of positions in the store, so a scene of thousands of controls is still
/// found in constant time. Two are equal when they hold the same members
/// under the same names, in any order, as the tables were.
public struct DeclaredMembers<Member: NamedMember>: Sendable, Sequence {
    /// Every type's members of this kind in the batch; this type's are
    /// `start..<end`. Nil when the type has none of them.
    @usableFromInline let store: MemberStore?
    /// UInt32, as source offsets are: each member takes at least four bytes
    /// of a source of at most 4 GiB. With them the run takes 16 bytes of
    /// the type's box, as the table it replaces did.
    @usableFromInline let start: UInt32
    @usableFromInline let end: UInt32

    /// No members.
    public init() {
        self.init(store: nil, run: 0..<0)
    }

    /// The members of `members`, the first of each name kept.
    public init(_ members: some Sequence<Member>) {
        var column = MemberColumn<Member>()
        column.beginType()
        for member in members { column.insertFirst(member) }
        column.endType()
        let (all, runs, longRuns) = column.finished()
        self.init(store: MemberStore(only: all, longRuns: longRuns), run: runs.first ?? 0..<0)
    }

    /// The run `run` of `store`'s members.
    init(store: MemberStore?, run: Range<Int>) {
        self.store = run.isEmpty ? nil : store
        self.start = UInt32(truncatingIfNeeded: run.lowerBound)
        self.end = UInt32(truncatingIfNeeded: run.upperBound)
    }

    @inlinable var range: Range<Int> { Int(start)..<Int(end) }

    /// The run's members, as a slice of the store's (empty without one).
    @inlinable var slice: ArraySlice<Member> {
        guard let store else { return [] }
        let members = Member.members(in: store)
        // Always within bounds for the four conformers; the check keeps any other from trapping.
        guard Int(end) <= members.count else { return [] }
        return members[range]
    }

    /// Whether the type declares none.
    @inlinable public var isEmpty: Bool { start == end }
    /// How many the type declares.
    @inlinable public var count: Int { Int(end - start) }

    /// The member named `name`, if the type declares one.
    @inlinable public subscript(name: String) -> Member? {
        guard let store, let position = position(of: name) else { return nil }
        return Member.members(in: store)[position]
    }

    /// The member whose name's id is `id`, if the type declares one.
    @inlinable public subscript(id id: NameID) -> Member? {
        guard let store, let position = position(of: id) else { return nil }
        return Member.members(in: store)[position]
    }

    /// Whether the type declares a member named `name`.
    @inlinable public func contains(_ name: String) -> Bool { position(of: name) != nil }

    /// Whether the type declares a member whose name's id is `id`: what
    /// `self[id: id] != nil` answers without making the member (a
    /// variable's copy and its destruction go through the runtime's generic
    /// tuple witness, on every name an expression reads).
    @inlinable public func contains(id: NameID) -> Bool { position(of: id) != nil }

    /// Where the member named `name` is in the store's array of its kind. A
    /// short run compares the names' texts, as a lookup by text always did
    /// (finding the text's id takes the symbol store's lock); a long one
    /// finds the id, interning nothing, and probes its positions.
    @inlinable func position(of name: String) -> Int? {
        guard let store else { return nil }
        if end - start > MemberStore.listLimit {
            guard let id = NameID(interned: name) else { return nil }
            return store.position(of: id, as: Member.self, inRunFrom: start)
        }
        let members = Member.members(in: store)
        guard Int(end) <= members.count else { return nil }
        for position in range where members[position].memberName == name { return position }
        return nil
    }

    /// Where the member whose name's id is `id` is in the store's array of its kind.
    @inlinable func position(of id: NameID) -> Int? {
        guard let store else { return nil }
        if end - start > MemberStore.listLimit { return store.position(of: id, as: Member.self, inRunFrom: start) }
        let members = Member.members(in: store)
        guard Int(end) <= members.count else { return nil }
        for position in range where members[position].memberID == id { return position }
        return nil
    }

    /// The members, in the order declared, without their names made: what
    /// a loop that reads the members, not their names as text, walks
    /// (`for (_, member) in members` makes each name's `String`).
    @inlinable public var inOrder: ArraySlice<Member> { slice }

    /// The names, in the order declared (made on each call).
    @inlinable public var keys: [String] { slice.map { $0.memberName } }
    /// The members, in the order declared (made on each call).
    @inlinable public var values: [Member] { Array(slice) }

    /// The members as `(name, member)` pairs, in the order declared.
    public struct Iterator: IteratorProtocol {
        @usableFromInline var members: IndexingIterator<ArraySlice<Member>>

        @inlinable init(_ members: ArraySlice<Member>) { self.members = members.makeIterator() }

        @inlinable public mutating func next() -> (name: String, value: Member)? {
            guard let member = members.next() else { return nil }
            return (member.memberName, member)
        }
    }

    @inlinable public func makeIterator() -> Iterator { Iterator(slice) }
    @inlinable public var underestimatedCount: Int { count }
}

/// The named members of a batch of types (`MemberBatch`), every type's,
/// one array per kind, which the batch's types share: written once, when
/// the batch is done. Not generic: a generic class's metadata is made at
/// run time, and one per kind was made at the start-up of every command.
public final class MemberStore: Sendable {
    /// The kinds of named member.
    public enum Kind: UInt64, Sendable {
        case controls, unwindActions, variables, hooks
    }

    @usableFromInline let controls: [DeclaredControl]
    @usableFromInline let unwindActions: [DeclaredUnwindAction]
    @usableFromInline let variables: [DeclaredVariable]
    @usableFromInline let hooks: [DeclaredHook]
    /// The positions by name of each run longer than the list limit (a type
    /// of many controls), in the order of their keys (`longRunKey`), found
    /// by bisection; few types have one. Not a dictionary: making the
    /// metadata of one keyed by `UInt64` looked its conformance up at run
    /// time, in every command's start-up.
    @usableFromInline let longRuns: [LongRun]

    /// A long run's key and positions.
    @usableFromInline struct LongRun: Sendable {
        @usableFromInline let key: UInt64
        @usableFromInline let positions: KeyPositions

        init(key: UInt64, positions: KeyPositions) {
            self.key = key
            self.positions = positions
        }
    }

    /// Past this many members, a run's lookups go through its positions (as `KeyedTable`'s do).
    @usableFromInline static var listLimit: UInt32 { UInt32(NameSet.listLimit) }

    init(controls: [DeclaredControl], unwindActions: [DeclaredUnwindAction], variables: [DeclaredVariable],
         hooks: [DeclaredHook], longRuns: [LongRun]) {
        self.controls = controls
        self.unwindActions = unwindActions
        self.variables = variables
        self.hooks = hooks
        self.longRuns = longRuns
    }

    /// A store of `members` alone, of whichever kind they are.
    convenience init<Member: NamedMember>(only members: [Member], longRuns: [LongRun]) {
        self.init(controls: members as? [DeclaredControl] ?? [], unwindActions: members as? [DeclaredUnwindAction] ?? [],
                  variables: members as? [DeclaredVariable] ?? [], hooks: members as? [DeclaredHook] ?? [],
                  longRuns: longRuns)
    }

    /// The key of the long run of `kind` that starts at `start`.
    @inlinable static func longRunKey(_ kind: Kind, start: UInt32) -> UInt64 { kind.rawValue << 32 | UInt64(start) }

    /// The positions of the long run keyed `key`.
    func positions(ofLongRun key: UInt64) -> KeyPositions? {
        var (low, high) = (0, longRuns.count)
        while low < high {
            let middle = (low + high) / 2
            if longRuns[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return low < longRuns.count && longRuns[low].key == key ? longRuns[low].positions : nil
    }

    /// Where the member whose name's id is `id` is among the store's
    /// `Member`s, in the long run of them that starts at `start`.
    @usableFromInline func position<Member: NamedMember>(of id: NameID, as _: Member.Type,
                                                         inRunFrom start: UInt32) -> Int? {
        let first = Int(start)
        let members = Member.members(in: self)
        guard let positions = positions(ofLongRun: Self.longRunKey(Member.kindInStore, start: start)),
              let position = positions.position(hash: id.tableHash, matches: {
                  first + $0 < members.count && members[first + $0].memberID == id
              })
        else { return nil }
        return first + position
    }
}

extension DeclaredMembers: CustomReflectable {
    /// The members by name, in order, as the table showed them (not the store every type shares).
    public var customMirror: Mirror {
        Mirror(self, children: slice.map { (label: $0.memberName, value: $0 as Any) }, displayStyle: .dictionary)
    }
}

extension DeclaredMembers: Equatable, Hashable {
    public static func == (lhs: DeclaredMembers, rhs: DeclaredMembers) -> Bool {
        lhs.count == rhs.count && lhs.slice.allSatisfy { rhs[id: $0.memberID] == $0 }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combineUnordered(slice, count: count) { member, one in one.combine(member) }
    }
}
