/// A type declaration (`scene List { … }`) kept as one node of its parse's
/// `MemberArena`, beside the run of members it declares. `TypeDeclaration`
/// is the view of one.
///
/// Before, each declaration was a box of its own (`SharedFields`): 88 bytes
/// of fields and a reference, plus the allocation's own header, for each of
/// a file's types. A node is 60 bytes in the arena's block.
extension MemberArena {
    /// A type declaration: its name and ranges, its members (a run of
    /// `members`) and its listed children (a run of `typeChildren`).
    struct TypeNode {
        var name: Identifier
        var kindRange: SourceRange
        var bodyRange: SourceRange
        var range: SourceRange
        var memberStart: Int32
        var memberCount: Int32
        var childStart: Int32
        var childCount: Int32
        /// The kind (`typeKinds`).
        var kind: UInt8
    }

    /// The kinds by the byte a node keeps for them (`allCases` would make an array on every read).
    private static let typeKinds = TypeKind.allCases

    // MARK: Reading

    func kind(ofType index: Int32) -> TypeKind { Self.typeKinds[Int(types[Int(index)].kind) % Self.typeKinds.count] }
    func kindRange(ofType index: Int32) -> SourceRange { types[Int(index)].kindRange }
    func name(ofType index: Int32) -> Identifier { types[Int(index)].name }
    func bodyRange(ofType index: Int32) -> SourceRange { types[Int(index)].bodyRange }
    func range(ofType index: Int32) -> SourceRange { types[Int(index)].range }

    func children(ofType index: Int32) -> [QualifiedName] {
        let node = types[Int(index)]
        guard node.childCount > 0 else { return [] }
        return Array(typeChildren[Int(node.childStart)..<Int(node.childStart + node.childCount)])
    }

    func members(ofType index: Int32) -> MemberList {
        let node = types[Int(index)]
        guard node.memberCount > 0 else { return MemberList() }
        return MemberList(arena: self, start: node.memberStart, count: node.memberCount)
    }

    // MARK: Adding (the parser, or `TypeDeclaration`'s initialiser)

    /// A type declaration of these parts, kept here. `members` must be kept
    /// here already, as one run (the parser appends them as it reads them).
    func addType(kind: TypeKind, kindRange: SourceRange, name: Identifier, children: [QualifiedName],
                 members: MemberList, bodyRange: SourceRange, range: SourceRange) -> TypeDeclaration {
        let childStart = Int32(truncatingIfNeeded: typeChildren.count)
        typeChildren.append(contentsOf: children)
        let node = TypeNode(name: name, kindRange: kindRange, bodyRange: bodyRange, range: range,
                            memberStart: members.start, memberCount: members.count32,
                            childStart: childStart, childCount: Int32(truncatingIfNeeded: children.count),
                            kind: UInt8(Self.typeKinds.firstIndex(of: kind) ?? 0))
        types.append(node)
        return TypeDeclaration(arena: self, index: Int32(truncatingIfNeeded: types.count - 1))
    }
}
