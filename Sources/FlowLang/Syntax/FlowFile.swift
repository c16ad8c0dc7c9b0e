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
    /// The top-level statements alone (tests included), in source order: a
    /// view of `items` by position, as `declarations` is.
    public private(set) var statements: Statements

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
        let items = [TopLevelItem].joinedByMoving(&head.items, &tail.items,
                                                   placeholder: .declaration(Declaration.placeholder))
        // The tail's positions count from the head's end.
        let offset = Int32(truncatingIfNeeded: items.count - tail.itemCount)
        self.items = items
        self.declarations = Declarations(items: items, positions: Self.joined(&head.declarationPositions,
                                                                             &tail.declarationPositions, offset: offset))
        self.statements = Statements(items: items, positions: Self.joined(&head.statementPositions,
                                                                         &tail.statementPositions, offset: offset))
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
        var statementPositions: [Int32]

        init(_ items: [TopLevelItem]) {
            self.items = items
            itemCount = items.count
            (declarationPositions, statementPositions) = FlowFile.positions(items)
        }
    }

    private static func split(_ items: [TopLevelItem]) -> (Declarations, Statements) {
        let (declarations, statements) = positions(items)
        return (Declarations(items: items, positions: declarations), Statements(items: items, positions: statements))
    }

    /// Where the declarations and the statements are among `items`. Only
    /// their positions: a list of the statements themselves held every
    /// top-level statement twice (a script is nearly all statements).
    private static func positions(_ items: [TopLevelItem]) -> (declarations: [Int32], statements: [Int32]) {
        var declarations: [Int32] = []
        var statements: [Int32] = []
        for (position, item) in items.enumerated() {
            switch item {
            case .declaration: declarations.append(Int32(truncatingIfNeeded: position))
            case .statement: statements.append(Int32(truncatingIfNeeded: position))
            }
        }
        return (declarations, statements)
    }

    /// The head's positions, then the tail's counted from the head's end; both are left empty.
    private static func joined(_ head: inout [Int32], _ tail: inout [Int32], offset: Int32) -> [Int32] {
        var positions = head
        head = []
        positions.reserveCapacity(positions.count + tail.count)
        for position in tail { positions.append(position + offset) }
        tail = []
        return positions
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
    public typealias Declarations = ItemsOfKind<Declaration>
    /// A file's top-level statements, in source order, read out of its items
    /// by position, as `Declarations` are.
    public typealias Statements = ItemsOfKind<Statement>

    /// The items of one kind (`Declaration` or `Statement`) of a file, read
    /// out of the file's items by position.
    public struct ItemsOfKind<Element: TopLevelItemKind>: RandomAccessCollection, Hashable, Sendable {
        /// The file's items, shared with it.
        private let items: [TopLevelItem]
        /// Which of them are of this kind (a file has fewer than 2³¹ items:
        /// its offsets are 32-bit).
        private let positions: [Int32]

        init(items: [TopLevelItem], positions: [Int32]) {
            self.items = items
            self.positions = positions
        }

        /// The first element's index: 0.
        public var startIndex: Int { 0 }
        /// One past the last element's index: their count.
        public var endIndex: Int { positions.count }

        /// The `position`-th element.
        public subscript(position: Int) -> Element {
            Element(items[Int(positions[position])]) ?? Element.placeholder
        }

        /// Equal when they hold equal elements in the same order, as arrays are.
        public static func == (lhs: ItemsOfKind, rhs: ItemsOfKind) -> Bool { lhs.elementsEqual(rhs) }

        /// The elements' hash, in order, as an array's.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(count)
            for element in self { hasher.combine(element) }
        }
    }
}

/// What a top-level item can be: a declaration or a statement.
public protocol TopLevelItemKind: Hashable, Sendable {
    /// The item's declaration or statement, when it is one of this kind.
    init?(_ item: TopLevelItem)
    /// What an item of the other kind reads as; no position names one, so
    /// nothing reads it.
    static var placeholder: Self { get }
}

extension Declaration: TopLevelItemKind {
    /// The item's declaration; nil for a statement.
    public init?(_ item: TopLevelItem) {
        guard case .declaration(let declaration) = item else { return nil }
        self = declaration
    }

    /// An empty `storyboard` declaration, which no view reads (also the placeholder of a split parse's join).
    public static let placeholder = Declaration.storyboard(
        StoryboardDeclaration(name: Identifier(name: "", range: .empty(at: 0)), range: .empty(at: 0)))
}

extension Statement: TopLevelItemKind {
    /// The item's statement; nil for a declaration.
    public init?(_ item: TopLevelItem) {
        guard case .statement(let statement) = item else { return nil }
        self = statement
    }

    /// A `tap outside` at offset 0, which no view reads.
    public static let placeholder = Statement(kind: .tapOutside, range: .empty(at: 0))
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
