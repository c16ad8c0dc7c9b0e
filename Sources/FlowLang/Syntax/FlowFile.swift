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

    /// The declarations alone, in source order: a view of `items` by position.
    public private(set) var declarations: Declarations
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
        let items = [TopLevelItem].joinedByMoving(&head.items, &tail.items,
                                                   placeholder: .declaration(Declarations.placeholder))
        // The tail's positions count from the head's end.
        let offset = Int32(truncatingIfNeeded: items.count - tail.itemCount)
        var positions = head.declarationPositions
        positions.reserveCapacity(positions.count + tail.declarationPositions.count)
        for position in tail.declarationPositions { positions.append(position + offset) }
        head.declarationPositions = []
        tail.declarationPositions = []
        self.items = items
        self.declarations = Declarations(items: items, positions: positions)
        self.statements = .joinedByMoving(&head.statements, &tail.statements,
                                          placeholder: Statement(kind: .tapOutside, range: nowhere))
        self.comments = comments
        self.range = range
    }

    /// A run of items with its declarations' positions and its statements
    /// split out, as a file keeps them.
    struct Parts: Sendable {
        var items: [TopLevelItem]
        /// How many items there were before a join moved them out.
        let itemCount: Int
        var declarationPositions: [Int32]
        var statements: [Statement]

        init(_ items: [TopLevelItem]) {
            self.items = items
            itemCount = items.count
            (declarationPositions, statements) = FlowFile.positions(items)
        }
    }

    private static func split(_ items: [TopLevelItem]) -> (Declarations, [Statement]) {
        let (positions, statements) = positions(items)
        return (Declarations(items: items, positions: positions), statements)
    }

    /// Where the declarations are among `items`, and the statements themselves.
    private static func positions(_ items: [TopLevelItem]) -> ([Int32], [Statement]) {
        var positions: [Int32] = []
        var statements: [Statement] = []
        for (position, item) in items.enumerated() {
            switch item {
            case .declaration: positions.append(Int32(truncatingIfNeeded: position))
            case .statement(let statement): statements.append(statement)
            }
        }
        return (positions, statements)
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

extension FlowFile {
    /// A file's declarations, in source order, read out of its items by
    /// position: a file of scenes is nearly all declarations, and keeping
    /// them as an array of their own held every one twice (0.8 MB of a 2 MB
    /// file's syntax, where positions take 4 bytes a declaration). Reads like
    /// the array it was: `for declaration in file.declarations`, `.first`,
    /// `.count`, `==`.
    public struct Declarations: RandomAccessCollection, Hashable, Sendable {
        /// The file's items, shared with it.
        private let items: [TopLevelItem]
        /// Which of them are declarations (a file has fewer than 2³¹ items:
        /// its offsets are 32-bit).
        private let positions: [Int32]

        init(items: [TopLevelItem], positions: [Int32]) {
            self.items = items
            self.positions = positions
        }

        /// What an item that is not a declaration reads as; no position
        /// names one, so nothing reads it (also the placeholder of a join).
        static let placeholder = Declaration.storyboard(
            StoryboardDeclaration(name: Identifier(name: "", range: .empty(at: 0)), range: .empty(at: 0)))

        /// The first declaration's index: 0.
        public var startIndex: Int { 0 }
        /// One past the last declaration's index: their count.
        public var endIndex: Int { positions.count }

        /// The `position`-th declaration.
        public subscript(position: Int) -> Declaration {
            switch items[Int(positions[position])] {
            case .declaration(let declaration): return declaration
            case .statement: return Declarations.placeholder
            }
        }

        /// Equal when they hold equal declarations in the same order, as arrays are.
        public static func == (lhs: Declarations, rhs: Declarations) -> Bool { lhs.elementsEqual(rhs) }

        /// The declarations' hash, in order, as an array's.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(count)
            for declaration in self { hasher.combine(declaration) }
        }
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
