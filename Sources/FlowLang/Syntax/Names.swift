/// A name as written: `RecipeList`, `add`, or an instance `RecipeDetail#2`
/// (then `name` is the scene's name and `instance` its number).
public struct Identifier: Hashable, Sendable {
    public var name: String
    public var instance: Int?
    public var range: SourceRange

    public init(name: String, instance: Int? = nil, range: SourceRange) {
        self.name = name
        self.instance = instance
        self.range = range
    }

    /// The spelling in source: `RecipeDetail#2`.
    public var text: String { instance.map { "\(name)#\($0)" } ?? name }
}

/// A dotted name: `Settings.Root` (a storyboard's scene), `RecipeList.add`
/// (a scene's control). Resolution (storyboard, then scene, then variable or
/// control) is semantic analysis' job, not the parser's.
public struct QualifiedName: Hashable, Sendable {
    /// The first part; most names have only this one. Stored apart from the
    /// rest so that a plain name costs no array allocation.
    public var first: Identifier
    /// The parts after the first, usually none.
    public var rest: [Identifier]
    public var range: SourceRange

    public init(parts: [Identifier], range: SourceRange) {
        self.first = parts.first ?? Identifier(name: "", range: range)
        self.rest = Array(parts.dropFirst())
        self.range = range
    }

    public init(_ identifier: Identifier) {
        self.first = identifier
        self.rest = []
        self.range = identifier.range
    }

    /// Every part in order: `[Settings, Root]`.
    public var parts: [Identifier] { [first] + rest }

    /// The spelling in source: `Settings.Root`.
    public var text: String { rest.isEmpty ? first.text : parts.map(\.text).joined(separator: ".") }

    /// The last part: the scene, control or variable named.
    public var last: Identifier { rest.last ?? first }
}

/// A string literal with its escapes decoded.
public struct StringLiteral: Hashable, Sendable {
    public var value: String
    public var range: SourceRange

    public init(value: String, range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// A number as written: an integer, a decimal, or either as a percentage
/// (`40%`, whose `value` is 0.4).
public struct NumberLiteral: Hashable, Sendable {
    public enum Magnitude: Hashable, Sendable {
        case integer(Int)
        case decimal(Double)
    }

    public var magnitude: Magnitude
    public var isPercentage: Bool
    public var range: SourceRange

    public init(magnitude: Magnitude, isPercentage: Bool, range: SourceRange) {
        self.magnitude = magnitude
        self.isPercentage = isPercentage
        self.range = range
    }

    /// The number's value as a `Double`, a percentage divided by 100.
    public var value: Double {
        let base: Double
        switch magnitude {
        case .integer(let integer): base = Double(integer)
        case .decimal(let decimal): base = decimal
        }
        return isPercentage ? base / 100 : base
    }

    /// The canonical spelling: `42`, `0.35`, `40%`.
    public var text: String {
        let digits: String
        switch magnitude {
        case .integer(let integer): digits = String(integer)
        case .decimal(let decimal): digits = String(decimal)
        }
        return isPercentage ? digits + "%" : digits
    }
}

/// A block of statements between braces; `range` covers the braces.
public struct Block: Hashable, Sendable {
    public var statements: [Statement]
    public var range: SourceRange

    public init(statements: [Statement], range: SourceRange) {
        self.statements = statements
        self.range = range
    }
}
