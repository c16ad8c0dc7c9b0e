// The checker and the static checks visit every node of every expression.
// Making a node's `kind` builds an enum of views and names; these read the
// node in place, and the walkers make `kind`
// only for the nodes whose parts they use.
extension Expression {
    /// What the node is, without its parts.
    var tag: ExpressionArena.Tag { arena.tag(of: index) }

    /// The operand of a unary or parenthesised expression, the left operand
    /// of a binary one; meaningless for the other kinds.
    var firstOperand: Expression { Expression(arena: arena, index: arena.first(of: index)) }

    /// The right operand of a binary expression; meaningless for the other kinds.
    var secondOperand: Expression { Expression(arena: arena, index: arena.second(of: index)) }

    /// Calls `body` with every name the expression reads, in source order:
    /// plain names and the names after `.`, not the names of called queries.
    package func forEachNameRead(_ body: (Symbol) -> Void) {
        arena.forEachNameRead(below: index, body)
    }
}

extension ExpressionArena {
    func tag(of index: Int32) -> Tag { nodes[Int(index)].tag }
    func first(of index: Int32) -> Int32 { nodes[Int(index)].first }
    func second(of index: Int32) -> Int32 { nodes[Int(index)].second }

    fileprivate func forEachNameRead(below index: Int32, _ body: (Symbol) -> Void) {
        let node = nodes[Int(index)]
        switch node.tag {
        case .number, .string, .boolean, .nil:
            break
        case .name:
            body(symbol(node))
        case .member:
            forEachNameRead(below: node.first, body)
            body(symbol(nodes[Int(node.second)]))
        case .call:
            forEachElement(startingAt: node.second) { forEachNameRead(below: $0, body) }
        case .list:
            forEachElement(startingAt: node.first) { forEachNameRead(below: $0, body) }
        case .unary, .parenthesized:
            forEachNameRead(below: node.first, body)
        case .binary:
            forEachNameRead(below: node.first, body)
            forEachNameRead(below: node.second, body)
        }
    }

    private func forEachElement(startingAt position: Int32, _ body: (Int32) -> Void) {
        let start = Int(position) + 1
        for offset in 0..<Int(children[Int(position)]) { body(children[start + offset]) }
    }
}
