/// A parsed `.flow` file: its declarations and top-level statements in source
/// order, and its comments (for the formatter).
public struct FlowFile: Hashable, Sendable {
    /// Declarations and top-level statements, in source order. Every change
    /// splits them again (`declarations`, `statements`): build the array
    /// first and assign it once, not an append at a time.
    public var items: [TopLevelItem] {
        didSet { (declarations, statements) = Self.split(items) }
    }
    /// Every comment in the file, in source order.
    public var comments: [Comment]
    /// The whole file.
    public var range: SourceRange

    // `declarations` and `statements` are split out of `items` once, when the
    // file is made or its items change, rather than on every read: the checker
    // and the index read them many times, and rebuilding the array (a copy and
    // a retain per item) each time showed in profiles of large files. They are
    // derived from `items`, so equality, hashing and the mirror ignore them.

    /// The declarations alone, in source order.
    public private(set) var declarations: [Declaration]
    /// The top-level statements alone (tests included), in source order.
    public private(set) var statements: [Statement]

    /// A file of `items` and `comments` covering `range`.
    public init(items: [TopLevelItem], comments: [Comment], range: SourceRange) {
        self.items = items
        self.comments = comments
        self.range = range
        (declarations, statements) = Self.split(items)
    }

    /// A file made of two runs of items parsed apart (`SplitParse`), each
    /// already split by the thread that parsed it, its arrays moved rather
    /// than copied (`Array.joinedByMoving`); both are left empty.
    init(joining head: inout Parts, _ tail: inout Parts, comments: [Comment], range: SourceRange) {
        let nowhere = SourceRange.empty(at: 0)
        let noDeclaration = Declaration.storyboard(StoryboardDeclaration(name: Identifier(name: "", range: nowhere), range: nowhere))
        self.items = .joinedByMoving(&head.items, &tail.items, placeholder: .declaration(noDeclaration))
        self.declarations = .joinedByMoving(&head.declarations, &tail.declarations, placeholder: noDeclaration)
        self.statements = .joinedByMoving(&head.statements, &tail.statements,
                                          placeholder: Statement(kind: .tapOutside, range: nowhere))
        self.comments = comments
        self.range = range
    }

    /// A run of items with its declarations and statements split out, as a
    /// file keeps them.
    struct Parts: Sendable {
        var items: [TopLevelItem]
        var declarations: [Declaration]
        var statements: [Statement]

        init(_ items: [TopLevelItem]) {
            self.items = items
            (declarations, statements) = FlowFile.split(items)
        }
    }

    private static func split(_ items: [TopLevelItem]) -> ([Declaration], [Statement]) {
        var declarations: [Declaration] = []
        var statements: [Statement] = []
        for item in items {
            switch item {
            case .declaration(let declaration): declarations.append(declaration)
            case .statement(let statement): statements.append(statement)
            }
        }
        return (declarations, statements)
    }

    public static func == (lhs: FlowFile, rhs: FlowFile) -> Bool {
        lhs.items == rhs.items && lhs.comments == rhs.comments && lhs.range == rhs.range
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(items)
        hasher.combine(comments)
        hasher.combine(range)
    }
}

extension FlowFile: CustomReflectable {
    /// The stored syntax only, as before `declarations` and `statements` were
    /// stored: `SyntaxDump` (`--dump-ast`) walks values with `Mirror`.
    public var customMirror: Mirror {
        Mirror(self, children: ["items": items, "comments": comments, "range": range], displayStyle: .struct)
    }
}

/// What can stand at the top level of a file.
public enum TopLevelItem: Hashable, Sendable {
    case declaration(Declaration)
    case statement(Statement)

    /// The item's whole range.
    public var range: SourceRange {
        switch self {
        case .declaration(let declaration): return declaration.range
        case .statement(let statement): return statement.range
        }
    }
}
