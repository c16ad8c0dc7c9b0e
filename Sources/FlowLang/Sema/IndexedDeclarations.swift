/// The index's type for each type declaration of a file, met in the file's
/// order: the index adds them in that order, so the next one to meet is
/// matched by its place, not looked up by name (the checker's two passes
/// over the declarations looked every type's name up again, a hash of it
/// each time).
struct IndexedDeclarations {
    private let index: StoryboardIndex
    /// The position in `index.types` of the next type to meet.
    private var next = 0

    init(_ index: StoryboardIndex) {
        self.index = index
    }

    /// The index's type declared by `node`: nil for a declaration the index
    /// left out (a second declaration of a name, a type without a name).
    mutating func type(of node: TypeDeclaration) -> DeclaredType? {
        if next < index.types.count, index.types[at: next].nameRange == node.name.range {
            next += 1
            return index.types[at: next - 1]
        }
        // Out of step, for a declaration the index left out: by name.
        guard let type = index.types[node.name.name], type.nameRange == node.name.range else { return nil }
        return type
    }
}
