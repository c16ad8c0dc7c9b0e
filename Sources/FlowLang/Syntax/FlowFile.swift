/// A parsed `.flow` file: its declarations and top-level statements in source
/// order, and its comments (for the formatter).
public struct FlowFile: Hashable, Sendable {
    /// Declarations and top-level statements, in source order.
    public var items: [TopLevelItem]
    /// Every comment in the file, in source order.
    public var comments: [Comment]
    /// The whole file.
    public var range: SourceRange

    /// A file of `items` and `comments` covering `range`.
    public init(items: [TopLevelItem], comments: [Comment], range: SourceRange) {
        self.items = items
        self.comments = comments
        self.range = range
    }

    /// The declarations alone, in source order.
    public var declarations: [Declaration] {
        items.compactMap { item in
            if case .declaration(let declaration) = item { return declaration }
            return nil
        }
    }

    /// The top-level statements alone (tests included), in source order.
    public var statements: [Statement] {
        items.compactMap { item in
            if case .statement(let statement) = item { return statement }
            return nil
        }
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
