import FlowStorage

/// Where a file's expressions are kept: every node in one array, addressed
/// by position, its string literals in a second, the elements of calls and
/// lists in a third; a name node holds its interned `Symbol`. An
/// `Expression` is a view of one node.
///
/// Before, every node was an `indirect enum` case, a heap box of its own
/// (48–64 bytes with the allocator's overhead); a node here is 20 bytes, and
/// a file's expressions cost a few growing arrays rather than a box each.
///
/// Only the parser that made an arena, or the static functions of
/// `Expression`, append to it, and only before the expression they return is
/// handed on: after that an arena is only read, from any thread. That is why
/// it is `@unchecked Sendable` and why its arrays skip the exclusivity check.
/// It is not public (only usable from inlinable code, so that other modules
/// read `kind` without a call): an embedder reads and makes expressions
/// through `Expression` alone.
@usableFromInline final class ExpressionArena: @unchecked Sendable {
    /// One node: what it is (`tag`), a byte of detail (`flags`: an operator,
    /// a literal's kind) and two 32-bit fields whose meaning `tag` decides.
    @usableFromInline struct Node {
        @usableFromInline var range: SourceRange
        @usableFromInline var first: Int32
        @usableFromInline var second: Int32
        @usableFromInline var tag: Tag
        @usableFromInline var flags: UInt8

        @usableFromInline init(range: SourceRange, first: Int32, second: Int32, tag: Tag, flags: UInt8) {
            self.range = range
            self.first = first
            self.second = second
            self.tag = tag
            self.flags = flags
        }
    }

    /// What a node is; `Expression.Kind`'s cases, one for one.
    @usableFromInline enum Tag: UInt8 {
        /// `first`, `second`: the low and high halves of the value's bits;
        /// `flags`: `decimalFlag`, `percentageFlag`.
        case number
        /// `first`: the decoded text's position in `texts`.
        case string
        /// `flags`: 1 for `true`.
        case boolean
        case `nil`
        /// `first`: the name's symbol (`Symbol.id`); `second`: the instance
        /// number as an identifier keeps it (`Identifier.noInstance` for none).
        case name
        /// `first`: the base's node; `second`: the name's node (a `name`).
        case member
        /// `first`: the callee's node (a `name`); `second`: where the
        /// arguments' count and nodes start in `children`.
        case call
        /// `first`: where the elements' count and nodes start in `children`.
        case list
        /// `flags`: the operator (`UnaryOperator.code`); `first`: the operand's node.
        case unary
        /// `flags`: the operator (`BinaryOperator.code`); `first`, `second`: the operands' nodes.
        case binary
        /// `first`: the inner expression's node.
        case parenthesized
    }

    @usableFromInline static var decimalFlag: UInt8 { 1 }
    @usableFromInline static var percentageFlag: UInt8 { 2 }

    /// The nodes, in a block trimmed to size once the parse is done (`NodeBuffer`).
    @usableFromInline @exclusivity(unchecked) var nodes = NodeBuffer()
    /// Decoded string literals, each kept once, in the order first added
    /// (names are symbols, kept in the node).
    @usableFromInline @exclusivity(unchecked) var texts: [String] = []
    /// Each ASCII text's place in `texts` while texts are added, so that a
    /// text written again is kept once: a file's scripts show the same few
    /// titles and messages many times. Only ASCII: `String`'s
    /// `==` takes `é` as one scalar and as `e` with an accent to be the same
    /// text, and each must read back as written. The table holds places in
    /// `texts` by each text's hash (`NameHash`), not the texts again. Dropped by `trim`.
    @exclusivity(unchecked) private var textPlaces: KeyPositions?
    /// How many places `textPlaces` holds.
    @exclusivity(unchecked) private var textPlaceCount = 0
    /// For each call and list: its element count, then its elements' nodes.
    @usableFromInline @exclusivity(unchecked) var children: [Int32] = []

    /// An empty arena.
    init() {}

    deinit { nodes.deallocate() }

    /// Gives back the room the nodes and the texts do not use, once the
    /// parser that made the arena is done (anything added later grows them again).
    func trim() {
        nodes.trim()
        texts.giveBackSpareRoom()
        textPlaces = nil
        textPlaceCount = 0
    }

    // MARK: Reading

    @inlinable func range(of index: Int32) -> SourceRange { nodes[Int(index)].range }

    @inlinable func child(at position: Int) -> Int32 { children[position] }

    @inlinable func kind(of index: Int32) -> Expression.Kind {
        let node = nodes[Int(index)]
        switch node.tag {
        case .number:
            return .number(numberLiteral(node))
        case .string:
            return .string(StringLiteral(value: texts[Int(node.first)], range: node.range))
        case .boolean:
            return .boolean(node.flags != 0, node.range)
        case .nil:
            return .nil(node.range)
        case .name:
            return .name(identifier(node))
        case .member:
            return .member(base: Expression(arena: self, index: node.first),
                           name: identifier(nodes[Int(node.second)]), range: node.range)
        case .call:
            return .call(callee: identifier(nodes[Int(node.first)]), arguments: list(startingAt: node.second),
                         range: node.range)
        case .list:
            return .list(list(startingAt: node.first), node.range)
        case .unary:
            return .unary(UnaryOperator(code: node.flags), Expression(arena: self, index: node.first), node.range)
        case .binary:
            return .binary(BinaryOperator(code: node.flags), Expression(arena: self, index: node.first),
                           Expression(arena: self, index: node.second), node.range)
        case .parenthesized:
            return .parenthesized(Expression(arena: self, index: node.first), node.range)
        }
    }

    @inlinable func numberLiteral(_ node: Node) -> NumberLiteral {
        let bits = UInt64(UInt32(bitPattern: node.first)) | UInt64(UInt32(bitPattern: node.second)) << 32
        let magnitude: NumberLiteral.Magnitude = node.flags & Self.decimalFlag != 0
            ? .decimal(Double(bitPattern: bits)) : .integer(Int(Int64(bitPattern: bits)))
        return NumberLiteral(magnitude: magnitude, isPercentage: node.flags & Self.percentageFlag != 0, range: node.range)
    }

    // The parts a `StatementArena` keeps here, read by the kind of node it
    // wrote (a name, a string, a number, a Boolean) and no other.

    func identifier(at index: Int32) -> Identifier {
        let node = nodes[Int(index)]
        // A name node's `first` is a symbol's id: another node's, read as one,
        // would be read outside the symbol store rather than trap.
        precondition(node.tag == .name, "not a name node")
        return identifier(node)
    }

    func stringLiteral(at index: Int32) -> StringLiteral {
        let node = nodes[Int(index)]
        return StringLiteral(value: texts[Int(node.first)], range: node.range)
    }

    func numberLiteral(at index: Int32) -> NumberLiteral { numberLiteral(nodes[Int(index)]) }

    func boolean(at index: Int32) -> (Bool, SourceRange) {
        let node = nodes[Int(index)]
        return (node.flags != 0, node.range)
    }

    @inlinable func identifier(ifNameAt index: Int32) -> Identifier? {
        let node = nodes[Int(index)]
        return node.tag == .name ? identifier(node) : nil
    }

    @inlinable func identifier(_ node: Node) -> Identifier {
        Identifier(symbol: symbol(node), instanceNumber: node.second, range: node.range)
    }

    /// A name node's symbol (its `first`).
    @inlinable func symbol(_ node: Node) -> Symbol {
        Symbol(id: UInt32(bitPattern: node.first))
    }

    @inlinable func list(startingAt position: Int32) -> ExpressionList {
        ExpressionList(arena: self, start: position + 1, endIndex: Int(children[Int(position)]))
    }

    // MARK: Adding (the parser, or `Expression`'s static functions)

    func number(_ literal: NumberLiteral) -> Expression {
        let bits: UInt64
        var flags: UInt8 = literal.isPercentage ? Self.percentageFlag : 0
        switch literal.magnitude {
        case .integer(let value):
            bits = UInt64(bitPattern: Int64(value))
        case .decimal(let value):
            bits = value.bitPattern
            flags |= Self.decimalFlag
        }
        return add(Node(range: literal.range, first: Int32(bitPattern: UInt32(truncatingIfNeeded: bits)),
                        second: Int32(bitPattern: UInt32(truncatingIfNeeded: bits >> 32)), tag: .number, flags: flags))
    }

    func string(_ literal: StringLiteral) -> Expression {
        add(Node(range: literal.range, first: addText(literal.value), second: 0, tag: .string, flags: 0))
    }

    func boolean(_ value: Bool, _ range: SourceRange) -> Expression {
        add(Node(range: range, first: 0, second: 0, tag: .boolean, flags: value ? 1 : 0))
    }

    func nilLiteral(_ range: SourceRange) -> Expression {
        add(Node(range: range, first: 0, second: 0, tag: .nil, flags: 0))
    }

    func name(_ identifier: Identifier) -> Expression {
        add(nameNode(identifier))
    }

    func member(base: Expression, name: Identifier, range: SourceRange) -> Expression {
        let baseNode = adopt(base)
        let nameNode = add(nameNode(name)).index
        return add(Node(range: range, first: baseNode, second: nameNode, tag: .member, flags: 0))
    }

    func call(callee: Identifier, arguments: [Expression], range: SourceRange) -> Expression {
        let calleeNode = add(nameNode(callee)).index
        let start = addList(arguments)
        return add(Node(range: range, first: calleeNode, second: start, tag: .call, flags: 0))
    }

    func list(_ elements: [Expression], _ range: SourceRange) -> Expression {
        add(Node(range: range, first: addList(elements), second: 0, tag: .list, flags: 0))
    }

    func unary(_ op: UnaryOperator, _ operand: Expression, _ range: SourceRange) -> Expression {
        add(Node(range: range, first: adopt(operand), second: 0, tag: .unary, flags: op.code))
    }

    func binary(_ op: BinaryOperator, _ left: Expression, _ right: Expression, _ range: SourceRange) -> Expression {
        let leftNode = adopt(left)
        return add(Node(range: range, first: leftNode, second: adopt(right), tag: .binary, flags: op.code))
    }

    func parenthesized(_ inner: Expression, _ range: SourceRange) -> Expression {
        add(Node(range: range, first: adopt(inner), second: 0, tag: .parenthesized, flags: 0))
    }

    private func add(_ node: Node) -> Expression {
        nodes.append(node)
        return Expression(arena: self, index: Int32(truncatingIfNeeded: nodes.count - 1))
    }

    private func addText(_ text: String) -> Int32 {
        // nil for a text that is not ASCII (or not stored contiguously): kept as it comes.
        guard let hash = text.utf8.withContiguousStorageIfAvailable({ NameHash.asciiHash($0) }) ?? nil else {
            texts.append(text)
            return Int32(truncatingIfNeeded: texts.count - 1)
        }
        if textPlaces == nil { textPlaces = KeyPositions(capacity: 64) }
        // Through optional chaining, in place: no copy of the table is made.
        if let place = textPlaces?.position(hash: hash, matches: { texts[$0] == text }) {
            return Int32(truncatingIfNeeded: place)
        }
        texts.append(text)
        textPlaces?.insert(texts.count - 1, hash: hash, count: textPlaceCount)
        textPlaceCount += 1
        return Int32(truncatingIfNeeded: texts.count - 1)
    }

    private func nameNode(_ identifier: Identifier) -> Node {
        Node(range: identifier.range, first: Int32(bitPattern: identifier.symbol.id),
             second: identifier.instanceNumber, tag: .name, flags: 0)
    }

    /// The count, then each element's node; returns where the count is.
    private func addList(_ elements: [Expression]) -> Int32 {
        let nodesOfElements = elements.map(adopt)
        let start = Int32(truncatingIfNeeded: children.count)
        children.append(Int32(truncatingIfNeeded: nodesOfElements.count))
        children.append(contentsOf: nodesOfElements)
        return start
    }

    /// `expression`'s node in this arena: its own when it is kept here (the
    /// parser's case), otherwise a copy of its whole tree (`Expression`'s
    /// static functions, a statement arena's parts, given parts kept elsewhere).
    @inline(__always) func adopt(_ expression: Expression) -> Int32 {
        expression.arena === self ? expression.index : copy(expression)
    }

    /// A copy of `expression`'s whole tree in this arena: its node.
    @inline(never) private func copy(_ expression: Expression) -> Int32 {
        let copy: Expression
        switch expression.kind {
        case .number(let literal): copy = number(literal)
        case .string(let literal): copy = string(literal)
        case .boolean(let value, let range): copy = boolean(value, range)
        case .nil(let range): copy = nilLiteral(range)
        case .name(let identifier): copy = name(identifier)
        case .member(let base, let name, let range): copy = member(base: base, name: name, range: range)
        case .call(let callee, let arguments, let range): copy = call(callee: callee, arguments: Array(arguments), range: range)
        case .list(let elements, let range): copy = list(Array(elements), range)
        case .unary(let op, let operand, let range): copy = unary(op, operand, range)
        case .binary(let op, let left, let right, let range): copy = binary(op, left, right, range)
        case .parenthesized(let inner, let range): copy = parenthesized(inner, range)
        }
        return copy.index
    }
}
