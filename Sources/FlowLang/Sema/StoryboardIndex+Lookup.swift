/// What a name of a type declaration (`Root`, `Settings.Root`, `Settings`) finds.
enum TypeLookup {
    /// A type of this storyboard or, qualified, of an imported one.
    case type(TypeReference, DeclaredType)
    /// A storyboard's name alone: its launch scene (nil when it has none).
    case storyboard(StoryboardIndex, TypeReference?)
    /// An unqualified name that only an imported storyboard declares.
    case unqualifiedImport(StoryboardIndex, DeclaredType)
    /// `X.Y` where `X` is no storyboard.
    case unknownStoryboard(Identifier)
    /// No such type in the storyboard searched.
    case unknown(Identifier, in: StoryboardIndex)
    /// Empty, or more than two parts.
    case malformed

    /// Whether the name is a type's: for a plain name, one of this storyboard's.
    var isType: Bool {
        if case .type = self { return true }
        return false
    }
}

extension StoryboardIndex {
    /// Resolves a type name: a local type, an imported storyboard's name
    /// alone (its launch scene), or `Storyboard.Type`, where the storyboard
    /// is this one or a direct import.
    func lookupType(_ name: QualifiedName) -> TypeLookup {
        // `first` and `rest`, not `parts`, which makes an array on every call.
        let first = name.first
        guard !first.isEmpty, name.rest.allSatisfy({ !$0.isEmpty }) else { return .malformed }
        switch name.rest.count {
        case 0:
            // By the name's id: the references the index resolves, and most
            // names a check resolves, are of this storyboard's types.
            if let position = types.position(of: first.symbol.nameID) {
                return .type(TypeReference(storyboard: nameSymbol, name: first.symbol), types[at: position])
            }
            if let imported = imports[first.name] {
                return .storyboard(imported, imported.launchScene)
            }
            for storyboard in importOrder.compactMap({ imports[$0] }) {
                if let type = storyboard.types[id: first.symbol.nameID] { return .unqualifiedImport(storyboard, type) }
            }
            return .unknown(first, in: self)
        case 1:
            let last = name.rest[0]
            guard let storyboard = storyboard(named: first.name) else { return .unknownStoryboard(first) }
            guard let type = storyboard.types[id: last.symbol.nameID] else { return .unknown(last, in: storyboard) }
            return .type(TypeReference(storyboard: storyboard.nameSymbol, name: last.symbol), type)
        default:
            return .malformed
        }
    }

    /// This storyboard or a direct import, by name.
    func storyboard(named storyboardName: String) -> StoryboardIndex? {
        storyboardName == name ? self : imports[storyboardName]
    }

    /// Every storyboard name a qualified name may start with.
    var storyboardNames: [String] { [name] + importOrder }

    /// The path of the file that declares a reference's type.
    func path(of reference: TypeReference) -> String {
        storyboard(named: reference.storyboard)?.path ?? path
    }
}

extension StoryboardIndex {
    /// The view controller or animator a type name in this storyboard's
    /// source resolves to — a storyboard's name alone resolves to its launch
    /// scene — or nil when it names nothing (semantic analysis reports that).
    public func resolvedType(_ name: QualifiedName) -> TypeReference? {
        switch lookupType(name) {
        case .type(let reference, _): return reference
        case .storyboard(_, let launch): return launch
        case .unqualifiedImport, .unknownStoryboard, .unknown, .malformed: return nil
        }
    }

    /// This index with `name` as its launch scene, as if the file said
    /// `initial name` (`flow run --initial`, for a storyboard whose app picks
    /// its root in code); nil when `name` is no view controller it can see.
    public func launching(_ name: String) -> StoryboardIndex? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
            .map { Identifier(name: String($0), range: .empty(at: 0)) }
        let qualified = QualifiedName(parts: parts, range: .empty(at: 0))
        let reference: TypeReference?
        switch lookupType(qualified) {
        case .type(let found, let type) where type.kind.isViewController: reference = found
        case .storyboard(_, let launch): reference = launch
        case .type, .unqualifiedImport, .unknownStoryboard, .unknown, .malformed: reference = nil
        }
        guard let reference else { return nil }
        var index = self
        index.initialName = qualified
        index.initial = reference
        return index
    }
}
