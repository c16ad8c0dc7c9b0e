/// The kinds of token. Names and contextual keywords are both `.identifier`;
/// `Token.keyword` says which keyword an identifier spells.
public enum TokenKind: UInt8, Sendable {
    case identifier       // recipeName, Browse, title
    case instance         // RecipeDetail#2: a name, '#' and a number, one token
    case integer          // 42, 1_000
    case decimal          // 0.35
    case percentage       // 40%: a number directly followed by '%'
    case string           // "…" with escapes
    case leftBrace, rightBrace, leftParen, rightParen, leftBracket, rightBracket
    case comma, semicolon, dot, colon, arrow
    case plus, minus, star, slash, percent
    case equalEqual, bangEqual, less, lessEqual, greater, greaterEqual
    case ampAmp, pipePipe, bang, equal
    case newline          // one or more line ends that end a statement
    case endOfFile
    case invalid          // bytes the lexer could not read; already diagnosed

    /// How the kind is named in "expected X, found Y".
    public var description: String {
        switch self {
        case .identifier: return "name"
        case .instance: return "instance name"
        case .integer: return "integer"
        case .decimal: return "number"
        case .percentage: return "percentage"
        case .string: return "string"
        case .leftBrace: return "'{'"
        case .rightBrace: return "'}'"
        case .leftParen: return "'('"
        case .rightParen: return "')'"
        case .leftBracket: return "'['"
        case .rightBracket: return "']'"
        case .comma: return "','"
        case .semicolon: return "';'"
        case .dot: return "'.'"
        case .colon: return "':'"
        case .arrow: return "'->'"
        case .plus: return "'+'"
        case .minus: return "'-'"
        case .star: return "'*'"
        case .slash: return "'/'"
        case .percent: return "'%'"
        case .equalEqual: return "'=='"
        case .bangEqual: return "'!='"
        case .less: return "'<'"
        case .lessEqual: return "'<='"
        case .greater: return "'>'"
        case .greaterEqual: return "'>='"
        case .ampAmp: return "'&&'"
        case .pipePipe: return "'||'"
        case .bang: return "'!'"
        case .equal: return "'='"
        case .newline: return "end of line"
        case .endOfFile: return "end of file"
        case .invalid: return "invalid input"
        }
    }
}

/// One token: its kind, the keyword it spells (for identifiers), and its range.
public struct Token: Sendable, Equatable {
    /// What kind of token it is.
    public var kind: TokenKind
    /// The contextual keyword an `.identifier` spells (`title`, `root`), nil for other names and kinds.
    public var keyword: Keyword?
    /// The token's bytes in the source.
    public var range: SourceRange

    /// A token of `kind` covering `range`.
    public init(kind: TokenKind, keyword: Keyword? = nil, range: SourceRange) {
        self.kind = kind
        self.keyword = keyword
        self.range = range
    }

    /// Whether the token is a name spelling `keyword` (where the parser wants it as one).
    public func isKeyword(_ keyword: Keyword) -> Bool {
        kind == .identifier && self.keyword == keyword
    }
}

/// A comment's range, kept for the formatter.
public struct Comment: Sendable, Hashable {
    /// `// …` to the end of the line, or `/* … */` (which nest).
    public enum Kind: Sendable, Hashable { case line, block }
    /// Line or block comment.
    public var kind: Kind
    /// The whole comment, delimiters included.
    public var range: SourceRange

    /// A comment of `kind` spanning `range` of its source.
    public init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}
