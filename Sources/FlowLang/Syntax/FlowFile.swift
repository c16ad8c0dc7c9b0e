/// A parsed `.flow` file: its declarations and top-level statements in source
/// order, and its comments (for the formatter).
public struct FlowFile: Hashable, Sendable {
    public var items: [TopLevelItem]
    public var comments: [Comment]
    public var range: SourceRange

    public init(items: [TopLevelItem], comments: [Comment], range: SourceRange) {
        self.items = items
        self.comments = comments
        self.range = range
    }

    public var declarations: [Declaration] {
        items.compactMap { item in
            if case .declaration(let declaration) = item { return declaration }
            return nil
        }
    }

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

    public var range: SourceRange {
        switch self {
        case .declaration(let declaration): return declaration.range
        case .statement(let statement): return statement.range
        }
    }
}
