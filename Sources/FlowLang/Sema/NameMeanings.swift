import FlowVocabulary

/// What each bare name means wherever it stands in one file, by its name
/// id: a global variable, a type, an imported storyboard, or a value the
/// language knows (a style, a width class, a name query, a detent, a
/// controller UIKit adds). Worked out from the index the first time a name
/// is read and kept, so each later read of it is one integer lookup, where
/// every read made a `String` from the name's symbol, hashed it in two or
/// three tables (the globals, the types, the imports) and made and
/// destroyed a `DeclaredVariable` to see whether one was there (7 % of
/// `flow check` on long expressions). Only names that are read are kept:
/// a table of every declared name, built up front, cost more than it saved
/// on a file of many scenes whose expressions read few names.
///
/// What depends on where the name stands — the scene's own variables,
/// `destination` in `prepare`, `source` in an unwind action — the checker
/// looks at around this (`Checker.meaning(of:in:)`), in the order the rules give.
struct NameMeanings {
    /// A name's meaning before its scope is considered.
    enum Meaning {
        case variable
        /// The type at this position of `index.types`.
        case type(Int)
        /// An imported storyboard's name.
        case storyboard
        /// A style, a width class, a name query, a detent, or a controller UIKit adds.
        case value
        /// None of these.
        case unknown
    }

    /// The meanings worked out so far.
    private var known = KeyedTable<NameID, Meaning>()

    /// The meaning of `name` in `index`, worked out on its first read. The
    /// order is the rules': a global variable hides a type of its name, a
    /// type an imported storyboard, and a storyboard a value.
    @inline(__always)
    mutating func meaning(of name: Symbol, in index: StoryboardIndex, controllersUIKitAdds: Set<String>) -> Meaning {
        let id = name.nameID
        if let meaning = known[id] { return meaning }
        return workOut(name, id: id, in: index, controllersUIKitAdds: controllersUIKitAdds)
    }

    /// The meaning of `name`, read for the first time, kept under `id`.
    @inline(never)
    private mutating func workOut(_ name: Symbol, id: NameID, in index: StoryboardIndex,
                                  controllersUIKitAdds: Set<String>) -> Meaning {
        let text = name.text
        let meaning: Meaning
        if index.globals.contains(id: id) {
            meaning = .variable
        } else if let position = index.types.position(of: id) {
            meaning = .type(position)
        } else if index.imports[text] != nil {
            meaning = .storyboard
        } else if controllersUIKitAdds.contains(text) || Self.isValue(text) {
            meaning = .value
        } else {
            meaning = .unknown
        }
        known.insertFirst(id, meaning)
        return meaning
    }

    private static func isValue(_ name: String) -> Bool {
        Vocabulary.presentationStyles.contains(name) || Vocabulary.transitionStyles.contains(name)
            || Vocabulary.widthClasses.contains(name) || Vocabulary.nameQueries.contains(name)
            || Vocabulary.detents.contains(name)
    }

    /// `destination` and `source`, which the scope may give a meaning.
    static let destination = Symbol("destination").nameID
    static let source = Symbol("source").nameID
}
