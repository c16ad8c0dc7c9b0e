import FlowLang

/// What a session knows of its declarations without reading them all, for
/// inputs of new scenes (Session+NewScenes.swift): where each declaration
/// stands, the names written so far, and which scene declares each name a
/// scene may declare inside it. Made in one pass over the declarations and
/// the history when an input of new scenes first needs it after a change it
/// cannot follow (a replaced declaration, an undone one); an input of new
/// scenes, a statement and the undoing of new scenes then keep it up to date
/// in time of their own size.
struct SessionNames {
    /// Each declaration's position in the session's declarations, by key (`type:Detail`).
    private(set) var positions: [String: Int] = [:]
    /// The positions of the declarations every check of new scenes includes:
    /// `storyboard`, `platform`, `initial` and the imports.
    private(set) var context: [Int] = []
    /// Every name written in the declarations and in the statements run so far (a
    /// superset: undoing leaves the names it took away). A new scene may take
    /// none of them: a name already written means something else — a value
    /// (`compact`), a controller UIKit adds (`More`), a storyboard — and a
    /// scene of that name would change what it means there.
    private(set) var written: Set<String> = []
    /// For each name a scene declares inside it (a control, an unwind action,
    /// an instance variable): the first scene declaring it, which a new scene
    /// naming it (`-> unwind done`, `source.count`) is checked beside.
    private(set) var owners: [String: String] = [:]
    /// For each segue identifier (`id "open"`): the first scene declaring it, which a statement
    /// performing it (`perform "open"`) is checked beside.
    private(set) var segueOwners: [String: String] = [:]

    /// The names of `declarations` and `statements`, the owners read from
    /// `index`, the program of those declarations.
    init(declarations: [DeclarationChunk], statements: some Sequence<String>, index: StoryboardIndex) {
        for (position, chunk) in declarations.enumerated() {
            positions[chunk.key] = position
            if Self.isContext(chunk.key) { context.append(position) }
            write(chunk.text)
        }
        for statement in statements { write(statement) }
        for type in index.types.inOrder { own(type) }
    }

    /// Whether every check of new scenes needs the declaration of `key` beside them.
    static func isContext(_ key: String) -> Bool {
        key == "storyboard" || key == "platform" || key == "initial" || key.hasPrefix("import:")
    }

    /// Adds the names written in `text`.
    mutating func write(_ text: String) {
        written.formUnion(Self.names(in: text))
    }

    /// Adds declarations appended at the end of the session's, `count` before them.
    mutating func append(_ chunks: [DeclarationChunk], after count: Int) {
        for (offset, chunk) in chunks.enumerated() {
            positions[chunk.key] = count + offset
            write(chunk.text)
        }
    }

    /// Makes `type` the owner of the names it declares that have none yet, or whose owner an undo
    /// took away (`forget`): undone last in, first out, it was the only scene declaring the name.
    mutating func own(_ type: DeclaredType) {
        for name in type.controlOrder + type.unwindActionOrder + type.variableOrder where !isOwned(owners[name]) {
            owners[name] = type.name
        }
        for segue in type.segues {
            if let identifier = segue.identifier, !isOwned(segueOwners[identifier]) { segueOwners[identifier] = type.name }
        }
    }

    /// Whether `owner` is a type the declarations still have.
    private func isOwned(_ owner: String?) -> Bool {
        owner.map { positions["type:" + $0] != nil } ?? false
    }

    /// Forgets where the declarations of `keys` stood (they were taken off the end).
    mutating func forget(_ keys: [String]) {
        for key in keys { positions[key] = nil }
    }

    /// The positions of the declarations a check of text whose names are
    /// `names` needs: the context, each type or variable they name, and the
    /// first scene declaring each control, unwind action or instance variable they name;
    /// and of each segue identifier among `strings` (`perform "open"`).
    func neededPositions(for names: Set<String>, strings: Set<String> = []) -> [Int] {
        var needed = Set(context)
        for name in names {
            if let position = positions["type:" + name] { needed.insert(position) }
            if let position = positions["var:" + name] { needed.insert(position) }
            if let owner = owners[name], let position = positions["type:" + owner] { needed.insert(position) }
        }
        for string in strings {
            if let owner = segueOwners[string], let position = positions["type:" + owner] { needed.insert(position) }
        }
        return needed.sorted()
    }

    /// The strings written in `text` without an escape, as they read (`open` of `"open"`): what
    /// may be a segue's identifier. One with an escape is left out (its check then goes the long way).
    static func strings(in text: String) -> Set<String> {
        let source = SourceFile(path: "", text: text)
        var strings: Set<String> = []
        for token in Lexer.tokenize(source).tokens where token.kind == .string {
            let written = source.text(in: token.range)
            guard written.count >= 2, written.hasPrefix("\""), written.hasSuffix("\""), !written.contains("\\") else { continue }
            strings.insert(String(written.dropFirst().dropLast()))
        }
        return strings
    }

    /// The names written in `text`: its identifiers, and the name of each
    /// instance (`Detail` of `Detail#2`). Keywords are names here too (the
    /// lexer tells them apart only where the parser wants one): a scene named
    /// like one is merely checked the long way.
    static func names(in text: String) -> Set<String> {
        let source = SourceFile(path: "", text: text)
        var names: Set<String> = []
        for token in Lexer.tokenize(source).tokens {
            switch token.kind {
            case .identifier:
                names.insert(source.text(in: token.range))
            case .instance:
                let written = source.text(in: token.range)
                names.insert(String(written.prefix { $0 != "#" }))
            default:
                continue
            }
        }
        return names
    }
}
