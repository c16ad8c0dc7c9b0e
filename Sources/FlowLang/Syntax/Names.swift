/// A name as written: `RecipeList`, `add`, or an instance `RecipeDetail#2`
/// (then `name` is the scene's name and `instance` its number).
public struct Identifier: Hashable, Sendable {
    /// The name, without any `#N`, interned: an identifier is then 16 bytes
    /// and copied without touching a reference count, where a `String` made
    /// it 32 and every copy retained it.
    public var symbol: Symbol
    /// `instance`, kept in 32 bits (`Identifier.noInstance` for none): the
    /// parser refuses an instance number past `Int32.max` as too large, as no
    /// app makes that many instances of a scene. `SyntaxDump` shows it as `instance`.
    @usableFromInline var instanceNumber: Int32
    /// The name as written, `#N` included.
    public var range: SourceRange

    /// What `instanceNumber` holds for a plain name.
    @usableFromInline static var noInstance: Int32 { .min }

    /// The name, without any `#N`: `RecipeDetail`.
    public var name: String {
        get { symbol.text }
        set { symbol = Symbol(newValue) }
    }

    /// Whether the name is empty (missing from the source), read without making its text.
    @inlinable public var isEmpty: Bool { symbol.isEmpty }

    /// The `2` of `RecipeDetail#2`; nil for a plain name.
    public var instance: Int? {
        get { instanceNumber == Self.noInstance ? nil : Int(instanceNumber) }
        set { instanceNumber = Self.instanceNumber(newValue) }
    }

    /// The largest instance number an identifier keeps.
    public static let largestInstance = Int(Int32.max)

    /// A name, or an instance name when `instance` is given (at most `largestInstance`).
    public init(name: String, instance: Int? = nil, range: SourceRange) {
        self.init(symbol: Symbol(name), instance: instance, range: range)
    }

    /// An interned name, or an instance name when `instance` is given.
    public init(symbol: Symbol, instance: Int? = nil, range: SourceRange) {
        self.symbol = symbol
        self.instanceNumber = Self.instanceNumber(instance)
        self.range = range
    }

    /// As kept in an expression arena.
    @usableFromInline init(symbol: Symbol, instanceNumber: Int32, range: SourceRange) {
        self.symbol = symbol
        self.instanceNumber = instanceNumber
        self.range = range
    }

    /// `instance` in 32 bits: clamped, and one above `Int32.min`, which stands for none.
    private static func instanceNumber(_ instance: Int?) -> Int32 {
        guard let instance else { return noInstance }
        return max(Int32(clamping: instance), noInstance + 1)
    }

    /// The spelling in source: `RecipeDetail#2`.
    public var text: String { instance.map { "\(name)#\($0)" } ?? name }
}

extension Identifier: CustomReflectable {
    /// The name, the instance and the range, as the plain struct showed them
    /// (not the symbol's id and the instance's 32 bits): what `SyntaxDump`,
    /// a test's failures and `String(describing:)` show.
    public var customMirror: Mirror {
        Mirror(self, children: ["name": name, "instance": instance as Any, "range": range], displayStyle: .struct)
    }
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
    /// From the first part to the last.
    public var range: SourceRange

    /// A name of `parts` (at least one; none gives an empty name).
    public init(parts: [Identifier], range: SourceRange) {
        self.first = parts.first ?? Identifier(name: "", range: range)
        self.rest = Array(parts.dropFirst())
        self.range = range
    }

    /// A name of its parts as kept (`StatementArena`).
    init(first: Identifier, rest: [Identifier], range: SourceRange) {
        self.first = first
        self.rest = rest
        self.range = range
    }

    /// A one-part name.
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
    /// The decoded text: `\n` is a line feed.
    public var value: String
    /// The literal with its quotes.
    public var range: SourceRange

    /// A literal whose decoded text is `value`.
    public init(value: String, range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// A number as written: an integer, a decimal, or either as a percentage
/// (`40%`, whose `value` is 0.4).
public struct NumberLiteral: Hashable, Sendable {
    /// The number as written, before any `%`: integers stay integers, as in Swift.
    public enum Magnitude: Hashable, Sendable {
        case integer(Int)
        case decimal(Double)
    }

    /// The digits' value: `40` in `40%`.
    public var magnitude: Magnitude
    /// Whether a `%` directly follows the digits.
    public var isPercentage: Bool
    /// The number as written, `%` included.
    public var range: SourceRange

    /// A number of `magnitude`, a percentage when `isPercentage`.
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
        case .decimal(let decimal): digits = NumberLiteral.plainDigits(decimal)
        }
        return isPercentage ? digits + "%" : digits
    }

    /// A decimal in plain digits (`0.00001`, never Swift's `1e-05`), the
    /// shortest spelling that reads back as the same `Double`, since the
    /// lexer has no exponent form.
    static func plainDigits(_ value: Double) -> String {
        let shortest = String(value)
        guard value.isFinite, let exponentIndex = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }) else {
            return shortest
        }
        var mantissa = String(shortest[..<exponentIndex])
        let exponent = Int(shortest[shortest.index(after: exponentIndex)...]) ?? 0
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = parts.first.map(String.init) ?? "0"
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        var allDigits = whole + fraction
        var point = whole.count + exponent
        if point <= 0 {
            allDigits = String(repeating: "0", count: 1 - point) + allDigits
            point = 1
        } else if point >= allDigits.count {
            allDigits += String(repeating: "0", count: point - allDigits.count + 1)
        }
        let index = allDigits.index(allDigits.startIndex, offsetBy: point)
        var fractionDigits = String(allDigits[index...])
        while fractionDigits.count > 1, fractionDigits.hasSuffix("0") { fractionDigits.removeLast() }
        var integerDigits = String(allDigits[..<index])
        while integerDigits.count > 1, integerDigits.hasPrefix("0") { integerDigits.removeFirst() }
        return (negative ? "-" : "") + integerDigits + "." + fractionDigits
    }
}

/// A block of statements between braces; `range` covers the braces.
///
/// A view of a block in its file's `StatementArena`: its statements are a
/// run of positions there, not an array of their own.
public struct Block: Hashable, Sendable {
    /// The arena holding the block.
    let arena: StatementArena
    /// The block's part node in `arena`.
    let index: Int32

    init(arena: StatementArena, index: Int32) {
        self.arena = arena
        self.index = index
    }

    /// A block of `statements` covering `range`, kept in an arena of its own.
    public init(statements: [Statement], range: SourceRange) {
        self = StatementArena().block(of: statements, range: range)
    }

    /// The statements in source order. Setting them makes the block anew, in an arena of its own.
    public var statements: StatementList {
        get {
            let start = arena.parts[Int(index)].first
            return StatementList(arena: arena, start: start + 1, count: Int32(arena.count(ofRun: start)))
        }
        set { self = Block(statements: Array(newValue), range: range) }
    }

    /// From the `{` to the `}`.
    public var range: SourceRange {
        get { arena.range(ofPart: index) }
        set { self = Block(statements: Array(statements), range: newValue) }
    }

    /// Equal when their statements and ranges are.
    public static func == (lhs: Block, rhs: Block) -> Bool {
        (lhs.arena === rhs.arena && lhs.index == rhs.index)
            || (lhs.range == rhs.range && lhs.statements == rhs.statements)
    }

    /// Hashes the statements and the range, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        statements.hash(into: &hasher)
        range.hash(into: &hasher)
    }
}

extension Block: CustomReflectable {
    /// The statements and the range, as the plain struct showed them (`SyntaxDump`, `--dump-ast`), not the arena.
    public var customMirror: Mirror {
        Mirror(self, children: ["statements": statements, "range": range], displayStyle: .struct)
    }
}

/// A block's statements in source order: a view of a run of positions in
/// the arena that holds them. Changing it (as an array) makes the list anew,
/// in an arena of its own.
public struct StatementList: ArenaList, Sendable {
    /// Nil for an empty list.
    let arena: StatementArena?
    /// Where the statements' positions start in the arena's `runs`.
    let start: Int32
    let count32: Int32

    init(arena: StatementArena, start: Int32, count: Int32) {
        self.arena = arena
        self.start = start
        self.count32 = count
    }

    /// No statements.
    public init() {
        arena = nil
        start = 0
        count32 = 0
    }

    /// `statements`, kept in an arena of their own.
    public init(_ statements: [Statement]) {
        self = statements.isEmpty ? StatementList() : Block(statements: statements, range: .empty(at: 0)).statements
    }

    /// How many statements there are.
    public var endIndex: Int { Int(count32) }

    /// The statement at `position`, which must be in `0..<count`. Setting one makes the list anew.
    public subscript(position: Int) -> Statement {
        get {
            guard let arena, position >= 0, position < endIndex else {
                preconditionFailure("statement position out of range")
            }
            return Statement(arena: arena, index: arena.run(at: Int(start) + position))
        }
        set { replaceSubrange(position..<position + 1, with: CollectionOfOne(newValue)) }
    }
}

extension StringLiteral {
    /// `value` as a flow string literal: `\"`, `\\`, `\n`, `\t`, `\r`, `\0`,
    /// and `\u{…}` for other control characters and for whatever `alsoEscaping`
    /// names (a renderer's own special characters). It reads back as `value`.
    public static func spelling(_ value: String, alsoEscaping: (Unicode.Scalar) -> Bool = { _ in false }) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            default:
                if scalar.properties.generalCategory == .control || alsoEscaping(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
