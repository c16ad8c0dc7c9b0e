// How a session keeps its storyboard as text. A session's declarations are
// chunks of source keyed by what they declare (`type:RecipeList`, `var:saved`,
// `initial`, `test:saving counts`…): a chunk with a key that exists replaces
// it in place, a new key is appended. Everything a session checks is one
// composed file — the text to run first, at offset 0, so positions in
// diagnostics and in the trace are the typed text's own, then the
// declarations. The file keeps the main file's path, so relative imports
// resolve as they did when the document was loaded.

/// One declaration (or `test` block) as source text, and what it declares.
struct DeclarationChunk: Hashable, Sendable {
    var key: String
    var text: String
    /// Where the text was written: the loaded file, or the input that
    /// declared it (`<input 3>`), and its offset there; nil for a
    /// declaration no one wrote (`--initial`'s). A composition reports a
    /// place in it there (`SourcePieces`). Not part of what the chunk is: the
    /// same declaration typed again is the same declaration.
    var origin: (source: SourceFile, start: UInt32)?

    init(key: String, text: String, origin: (source: SourceFile, start: UInt32)? = nil) {
        self.key = key
        self.text = text
        self.origin = origin
    }

    static func == (lhs: DeclarationChunk, rhs: DeclarationChunk) -> Bool {
        lhs.key == rhs.key && lhs.text == rhs.text
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(text)
    }
}

/// How one input changed a session's declarations, enough to take it back:
/// the chunks it replaced (where they stood, as they were), the chunks it
/// set aside (stale tests), and how many it appended at the end. It holds
/// only what the input touched, so a history of inputs is linear in what
/// they typed, not in the storyboard times the inputs.
struct DeclarationChange: Hashable, Sendable {
    /// A chunk and its position in the declarations.
    struct Placed: Hashable, Sendable {
        var position: Int
        var chunk: DeclarationChunk
    }

    /// Chunks replaced in place by the merge, in the merge's order, as they were.
    var replaced: [Placed] = []
    /// How many chunks the merge appended.
    var appended = 0
    /// Chunks removed after the merge, by their positions in the merged declarations, ascending.
    var removed: [Placed] = []

    /// `declarations` as they were before the change: what was removed put
    /// back, what was appended dropped, what was replaced restored.
    func undone(_ declarations: [DeclarationChunk]) -> [DeclarationChunk] {
        var result = declarations
        for placed in removed { result.insert(placed.chunk, at: min(placed.position, result.count)) }
        result.removeLast(min(appended, result.count))
        for placed in replaced.reversed() where placed.position < result.count { result[placed.position] = placed.chunk }
        return result
    }
}

/// A parsed piece of text split into its declarations and its statements.
struct SplitSource: Sendable {
    var declarations: [DeclarationChunk]
    /// The source text of each top-level statement, in order.
    var statements: [String]
    /// Where each statement's text starts in the source split, beside `statements`.
    var statementStarts: [UInt32] = []
    /// The names of the global variables the text declares.
    var variables: Set<String>
}

enum SessionSource {
    /// Splits a parsed file's top-level items into declaration chunks and statement texts.
    /// Each item's text starts at the first comment between it and the item
    /// before, so the comments above a declaration travel with it (into
    /// `:save`, and into a session's replacements of other declarations).
    /// Each chunk remembers where it was written: in `origin`, the source
    /// itself unless it stands for another (an input checked under the file's
    /// path is written in `<input N>`).
    static func split(_ file: FlowFile, in source: SourceFile, origin: SourceFile? = nil) -> SplitSource {
        let origin = origin ?? source
        var result = SplitSource(declarations: [], statements: [], variables: [])
        var previousEnd: UInt32 = 0
        var nextComment = 0
        for item in file.items {
            while nextComment < file.comments.count && file.comments[nextComment].range.start < previousEnd {
                nextComment += 1
            }
            var start = item.range.start
            if nextComment < file.comments.count, file.comments[nextComment].range.end <= item.range.start {
                start = file.comments[nextComment].range.start
            }
            previousEnd = item.range.end
            let text = source.text(in: SourceRange(start: start, end: item.range.end))
            switch item {
            case .declaration(let declaration):
                result.declarations.append(DeclarationChunk(key: key(of: declaration), text: text, origin: (origin, start)))
                if case .variable(let variable) = declaration { result.variables.insert(variable.name.name) }
            case .statement(let statement):
                if case .test(let name, _) = statement.kind {
                    result.declarations.append(DeclarationChunk(key: "test:" + name.value, text: text, origin: (origin, start)))
                } else if case .entryPoint(let entry) = statement.kind {
                    // A link, activity or shortcut is the scene delegate's: declared, not run.
                    result.declarations.append(DeclarationChunk(key: entry.kind.rawValue + ":" + entry.value.value, text: text,
                                                                origin: (origin, start)))
                } else {
                    result.statements.append(text)
                    result.statementStarts.append(start)
                }
            }
        }
        return result
    }

    /// What a declaration declares: the key a later declaration replaces it by.
    static func key(of declaration: Declaration) -> String {
        switch declaration {
        case .storyboard: return "storyboard"
        case .import(let node): return "import:" + node.path.value
        case .initial: return "initial"
        case .type(let node): return "type:" + node.name.name
        case .variable(let node): return "var:" + node.name.name
        case .platform: return "platform"
        }
    }

    /// Whether two lists of the same declarations were written in the same places (`==` compares
    /// what the declarations are, not where they were written).
    static func writtenAlike(_ one: [DeclarationChunk], _ other: [DeclarationChunk]) -> Bool {
        one.count == other.count && zip(one, other).allSatisfy { first, second in
            first.origin?.source.path == second.origin?.source.path && first.origin?.start == second.origin?.start
        }
    }

    /// `declarations` with each of `new` replacing the chunk with its key, or appended.
    static func merge(_ declarations: [DeclarationChunk], with new: [DeclarationChunk]) -> [DeclarationChunk] {
        var change = DeclarationChange()
        return merge(declarations, with: new, change: &change)
    }

    /// `merge(_:with:)`, adding to `change` what it replaced and appended.
    static func merge(_ declarations: [DeclarationChunk], with new: [DeclarationChunk],
                      change: inout DeclarationChange) -> [DeclarationChunk] {
        var merged = declarations
        for chunk in new {
            if let index = merged.firstIndex(where: { $0.key == chunk.key }) {
                change.replaced.append(DeclarationChange.Placed(position: index, chunk: merged[index]))
                merged[index] = chunk
            } else {
                merged.append(chunk)
                change.appended += 1
            }
        }
        return merged
    }

    /// The composed file: `input` first (at offset 0, a piece of itself, so that its places are
    /// reported as its own: `<input 3>:1:5`), then the declarations.
    static func compose(input: SourceFile, _ declarations: [DeclarationChunk], path: String) -> SourceFile {
        var pieces = SourcePieces()
        pieces.append(start: 0, length: UInt32(input.bytes.count), from: input, at: 0, isInput: true)
        return compose(input.text(in: SourceRange(start: 0, end: UInt32(input.bytes.count))), declarations, path: path,
                       prefixPieces: pieces)
    }

    /// The composed file: `prefix` first (at offset 0; `prefixPieces` say where its
    /// text was written), then the declarations, each a piece of the file or input
    /// it was written in (`SourcePieces`).
    static func compose(_ prefix: String, _ declarations: [DeclarationChunk], path: String,
                        prefixPieces: SourcePieces = SourcePieces()) -> SourceFile {
        var text = prefix
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        var pieces = prefixPieces
        var offset = UInt32(text.utf8.count)
        for chunk in declarations {
            let length = UInt32(chunk.text.utf8.count)
            if let origin = chunk.origin { pieces.append(start: offset + 1, length: length, from: origin.source, at: origin.start) }
            text += "\n" + chunk.text + "\n"
            offset += length + 2
        }
        return SourceFile(path: path, text: text, pieces: pieces)
    }
}
