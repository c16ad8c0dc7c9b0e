/// An expression. Operators and their precedence follow Swift.
public indirect enum Expression: Hashable, Sendable {
    /// `42`, `0.35`, `40%`
    case number(NumberLiteral)
    /// `"Soup"`
    case string(StringLiteral)
    /// `true`, `false`
    case boolean(Bool, SourceRange)
    /// `nil`
    case `nil`(SourceRange)
    /// `saved`, `RecipeDetail`, `visible`, `RecipeDetail#2`
    case name(Identifier)
    /// `destination.recipe`, `Settings.Root`
    case member(base: Expression, name: Identifier, range: SourceRange)
    /// `presented(RecipeList)`, `count(stack(Browse))`
    case call(callee: Identifier, arguments: [Expression], range: SourceRange)
    /// `[RecipeList, RecipeDetail]`
    case list([Expression], SourceRange)
    /// `!done`, `-1`
    case unary(UnaryOperator, Expression, SourceRange)
    /// `a + b`, `x == y`
    case binary(BinaryOperator, Expression, Expression, SourceRange)
    /// `(a + b)`, kept so formatting round-trips
    case parenthesized(Expression, SourceRange)

    /// The whole expression as written.
    public var range: SourceRange {
        switch self {
        case .number(let literal): return literal.range
        case .string(let literal): return literal.range
        case .boolean(_, let range), .nil(let range): return range
        case .name(let identifier): return identifier.range
        case .member(_, _, let range), .call(_, _, let range), .list(_, let range),
             .unary(_, _, let range), .binary(_, _, _, let range), .parenthesized(_, let range):
            return range
        }
    }
}

/// A prefix operator: `!` (not) or `-` (negate).
public enum UnaryOperator: String, Hashable, Sendable, CaseIterable {
    case not = "!"
    case negate = "-"
}

/// An infix operator; the raw value is its spelling.
public enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
    case or = "||"
    case and = "&&"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case remainder = "%"

    /// Swift's precedence groups: disjunction < conjunction < comparison <
    /// addition < multiplication. Higher binds tighter.
    public var precedence: Int {
        switch self {
        case .or: return 1
        case .and: return 2
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: return 3
        case .add, .subtract: return 4
        case .multiply, .divide, .remainder: return 5
        }
    }

    /// Comparisons do not chain (`a < b < c` is an error), as in Swift.
    public var isComparison: Bool { precedence == 3 }
}
