/// An expression. Operators and their precedence follow Swift.
///
/// An expression is a view of one node in an `ExpressionArena`: the parser
/// keeps every expression of a file in one arena, nodes in arrays addressed
/// by index, where each node used to be a heap box of its own (issue 13's
/// leaner syntax tree: on deeply nested scripts those boxes were two thirds
/// of `flow check`'s memory). Read it through `kind`, whose cases are the
/// syntax; make one with the static functions below, which copy their parts
/// into an arena of their own (the parser appends to its file's arena instead).
public struct Expression: Hashable, Sendable {
    /// The arena holding this node and everything below it.
    @usableFromInline let arena: ExpressionArena
    /// The node's position in `arena`.
    @usableFromInline let index: Int32

    @usableFromInline init(arena: ExpressionArena, index: Int32) {
        self.arena = arena
        self.index = index
    }

    /// What the expression is, with its parts.
    public enum Kind: Hashable, Sendable {
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
        case call(callee: Identifier, arguments: ExpressionList, range: SourceRange)
        /// `[RecipeList, RecipeDetail]`
        case list(ExpressionList, SourceRange)
        /// `!done`, `-1`
        case unary(UnaryOperator, Expression, SourceRange)
        /// `a + b`, `x == y`
        case binary(BinaryOperator, Expression, Expression, SourceRange)
        /// `(a + b)`, kept so formatting round-trips
        case parenthesized(Expression, SourceRange)
    }

    /// What the expression is, made from its node (a few loads; the parts
    /// are views into the same arena).
    @inlinable public var kind: Kind { arena.kind(of: index) }

    /// The whole expression as written.
    @inlinable public var range: SourceRange { arena.range(of: index) }

    /// The name, when the expression is a plain name (`saved`, `Detail#2`):
    /// `kind`'s `.name` case without making the other cases' parts.
    @inlinable public var plainName: Identifier? { arena.identifier(ifNameAt: index) }

    /// Whether the expression is a `rootViewController` member (`window.rootViewController`), the
    /// target of `set window.rootViewController = Main`, whatever its base.
    public var namesRootViewController: Bool {
        if case .member(_, let name, _) = kind { return name.name == Vocabulary.rootViewControllerProperty }
        return false
    }

    /// The scene the expression names, as `set window.rootViewController = …` takes one: `Main`, or
    /// `Settings.Root` of an imported storyboard; nil for anything else (`Main#2` included).
    public var sceneName: QualifiedName? {
        if let name = plainName { return name.instance == nil && !name.isEmpty ? QualifiedName(name) : nil }
        guard case .member(let base, let scene, _) = kind, let storyboard = base.plainName, storyboard.instance == nil,
              scene.instance == nil else { return nil }
        return QualifiedName(parts: [storyboard, scene], range: range)
    }

    /// Two expressions are equal when their trees are, wherever they are kept.
    public static func == (lhs: Expression, rhs: Expression) -> Bool {
        (lhs.arena === rhs.arena && lhs.index == rhs.index) || lhs.kind == rhs.kind
    }

    /// Hashes the tree, as `==` compares it.
    public func hash(into hasher: inout Hasher) {
        kind.hash(into: &hasher)
    }
}

extension Expression {
    /// `42`, `0.35`, `40%`
    public static func number(_ literal: NumberLiteral) -> Expression { ExpressionArena().number(literal) }
    /// `"Soup"`
    public static func string(_ literal: StringLiteral) -> Expression { ExpressionArena().string(literal) }
    /// `true`, `false`
    public static func boolean(_ value: Bool, _ range: SourceRange) -> Expression {
        ExpressionArena().boolean(value, range)
    }
    /// `nil`
    public static func `nil`(_ range: SourceRange) -> Expression { ExpressionArena().nilLiteral(range) }
    /// `saved`, `RecipeDetail#2`
    public static func name(_ identifier: Identifier) -> Expression { ExpressionArena().name(identifier) }
    /// `destination.recipe`
    public static func member(base: Expression, name: Identifier, range: SourceRange) -> Expression {
        ExpressionArena().member(base: base, name: name, range: range)
    }
    /// `presented(RecipeList)`
    public static func call(callee: Identifier, arguments: [Expression], range: SourceRange) -> Expression {
        ExpressionArena().call(callee: callee, arguments: arguments, range: range)
    }
    /// `[RecipeList, RecipeDetail]`
    public static func list(_ elements: [Expression], _ range: SourceRange) -> Expression {
        ExpressionArena().list(elements, range)
    }
    /// `!done`, `-1`
    public static func unary(_ op: UnaryOperator, _ operand: Expression, _ range: SourceRange) -> Expression {
        ExpressionArena().unary(op, operand, range)
    }
    /// `a + b`
    public static func binary(_ op: BinaryOperator, _ left: Expression, _ right: Expression,
                              _ range: SourceRange) -> Expression {
        ExpressionArena().binary(op, left, right, range)
    }
    /// `(a + b)`
    public static func parenthesized(_ inner: Expression, _ range: SourceRange) -> Expression {
        ExpressionArena().parenthesized(inner, range)
    }
}

/// The arguments of a call or the elements of a list, in order: views into
/// the arena that holds them, so reading them allocates nothing.
public struct ExpressionList: RandomAccessCollection, Hashable, Sendable {
    @usableFromInline let arena: ExpressionArena
    /// Where the elements' node positions start in the arena's `children`.
    @usableFromInline let start: Int32
    /// How many elements there are.
    public let endIndex: Int

    @usableFromInline init(arena: ExpressionArena, start: Int32, endIndex: Int) {
        self.arena = arena
        self.start = start
        self.endIndex = endIndex
    }

    /// Always 0.
    @inlinable public var startIndex: Int { 0 }

    /// The element at `position`, which must be in `0..<count`.
    @inlinable public subscript(position: Int) -> Expression {
        Expression(arena: arena, index: arena.child(at: Int(start) + position))
    }

    /// Equal when they have as many elements and each is equal.
    public static func == (lhs: ExpressionList, rhs: ExpressionList) -> Bool {
        lhs.elementsEqual(rhs)
    }

    /// Hashes the count and every element.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(endIndex)
        for element in self { element.hash(into: &hasher) }
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
