@testable import FlowLang
import Testing

/// A file's expressions are nodes in one arena (`ExpressionArena`); an
/// `Expression` is a view of one. These check what the views promise: the
/// same tree wherever it is kept, literals that read back exactly, and one
/// arena for a whole parse rather than a box per node.
@Suite struct ExpressionArenaTests {
    private func printed(_ text: String) -> Expression? {
        let result = parse(SourceFile(path: "t.flow", text: "print \(text)"))
        guard result.diagnostics.isEmpty, case .print(let expression)? = result.file.statements.first?.kind else {
            return nil
        }
        return expression
    }

    /// The same tree made by the static functions, each part in an arena of
    /// its own, is equal to the parsed one and hashes alike.
    @Test func treesAreEqualWhereverTheyAreKept() throws {
        let parsed = try #require(printed("!a.b + count(x, 2)"))
        func at(_ start: UInt32, _ end: UInt32) -> SourceRange { SourceRange(start: start, end: end) }
        let a = Expression.name(Identifier(name: "a", range: at(7, 8)))
        let member = Expression.member(base: a, name: Identifier(name: "b", range: at(9, 10)), range: at(7, 10))
        let call = Expression.call(callee: Identifier(name: "count", range: at(13, 18)),
                                   arguments: [.name(Identifier(name: "x", range: at(19, 20))),
                                               .number(NumberLiteral(magnitude: .integer(2), isPercentage: false,
                                                                     range: at(22, 23)))],
                                   range: at(13, 24))
        let made = Expression.binary(.add, .unary(.not, member, at(6, 10)), call, at(6, 24))
        #expect(made == parsed)
        #expect(made.hashValue == parsed.hashValue)
        #expect(SyntaxDump.dump(made) == SyntaxDump.dump(parsed))
        let other = Expression.binary(.subtract, .unary(.not, member, at(6, 10)), call, at(6, 24))
        #expect(other != parsed)
    }

    /// Numbers are kept as their 64 bits in two 32-bit fields: the extremes
    /// and decimals read back exactly, percentages keep their flag.
    @Test func numbersReadBackExactly() throws {
        let cases: [(String, NumberLiteral.Magnitude, Bool)] = [
            ("9223372036854775807", .integer(Int.max), false),
            ("0", .integer(0), false),
            ("4294967296", .integer(1 << 32), false),
            ("0.1", .decimal(0.1), false),
            ("12.5%", .decimal(12.5), true),
            ("40%", .integer(40), true),
        ]
        for (text, magnitude, isPercentage) in cases {
            let expression = try #require(printed(text))
            guard case .number(let literal) = expression.kind else {
                Issue.record("\(text) is not a number")
                continue
            }
            #expect(literal.magnitude == magnitude, "\(text)")
            #expect(literal.isPercentage == isPercentage, "\(text)")
        }
    }

    /// Names keep their instance numbers, and a plain name reads as one
    /// without making the expression's `kind`.
    @Test func namesKeepTheirInstances() throws {
        let expression = try #require(printed("Detail#2147483647"))
        #expect(expression.plainName?.name == "Detail")
        #expect(expression.plainName?.instance == 2_147_483_647)
        #expect(try #require(printed("a + b")).plainName == nil)
    }

    /// Every expression of a parse shares one arena: the parse costs a few
    /// growing arrays, not a heap box per node.
    @Test func aParseKeepsItsExpressionsInOneArena() throws {
        let result = parse(SourceFile(path: "t.flow", text: "print a + 1\nprint [b, c]\nset x = y"))
        var arenas: [ObjectIdentifier] = []
        for statement in result.file.statements {
            switch statement.kind {
            case .print(let expression): arenas.append(ObjectIdentifier(expression.arena))
            case .set(let target, let value, _):
                arenas.append(ObjectIdentifier(target.arena))
                arenas.append(ObjectIdentifier(value.arena))
            default: Issue.record("unexpected statement")
            }
        }
        #expect(arenas.count == 4)
        #expect(Set(arenas).count == 1)
        // The size the arena's account of its memory rests on (ExpressionArena's header).
        #expect(MemoryLayout<ExpressionArena.Node>.stride == 20)
    }
}

extension ExpressionArenaTests {
    /// A left-nested chain of 600 terms, 1,199 nodes, reads back whole, in order.
    @Test func aLongChainReadsBack() throws {
        let terms = (0..<600).map { "a\($0)" }
        let result = parse(SourceFile(path: "t.flow", text: "print " + terms.joined(separator: " + ")))
        guard case .print(var expression)? = result.file.statements.first?.kind else {
            Issue.record("not a print statement")
            return
        }
        var names: [String] = []
        while case .binary(.add, let left, let right, _) = expression.kind {
            names.append(right.plainName?.name ?? "?")
            expression = left
        }
        names.append(expression.plainName?.name ?? "?")
        #expect(names.reversed() == terms)
    }
}

extension ExpressionArenaTests {
    /// Once parsed, an arena keeps no room it does not use: its nodes' block
    /// is trimmed to their count (`NodeBuffer.trim`), its texts to theirs,
    /// in a file parsed in one go and in each half of a split parse; and the
    /// trees still read back whole.
    @Test func aParsedArenaKeepsNoUnusedRoom() throws {
        for (name, copies) in [("one go", 10), ("split", 12_000)] {
            let lines = (0..<copies).map { "print (a\($0) + \($0)) * count([b, c\($0)])" }
            let result = parse(SourceFile(path: "t.flow", text: lines.joined(separator: "\n")))
            var arenas: [ObjectIdentifier: ExpressionArena] = [:]
            for statement in result.file.statements {
                guard case .print(let expression) = statement.kind else { continue }
                arenas[ObjectIdentifier(expression.arena)] = expression.arena
            }
            #expect(arenas.count == (name == "split" ? 2 : 1), "\(name)")
            for arena in arenas.values {
                #expect(arena.nodes.capacity == max(arena.nodes.count, 16), "\(name): \(arena.nodes.count) nodes")
                #expect(arena.texts.capacity <= arena.texts.count + arena.texts.count / 8 + 8, "\(name)")
            }
            guard case .print(let last)? = result.file.statements.last?.kind else {
                Issue.record("\(name): not a print statement")
                continue
            }
            #expect(ExpressionPrinter.text(of: last, quote: { "\"\($0)\"" }) == "(a\(copies - 1) + \(copies - 1)) * count([b, c\(copies - 1)])",
                    "\(name)")
        }
    }

    /// A trimmed block grows again when more nodes come (an arena may be added to after its parse).
    @Test func aTrimmedBufferGrowsAgain() {
        var buffer = NodeBuffer()
        let node = { (number: Int32) in ExpressionArena.Node(range: .empty(at: 0), first: number, second: -number, tag: .number, flags: 0) }
        for number in 0..<1_000 { buffer.append(node(Int32(number))) }
        buffer.trim()
        #expect(buffer.count == 1_000 && buffer.capacity == 1_000)
        for number in 1_000..<1_100 { buffer.append(node(Int32(number))) }
        #expect(buffer.count == 1_100 && buffer.capacity >= 1_100)
        #expect((0..<1_100).allSatisfy { buffer[$0].first == Int32($0) && buffer[$0].second == -Int32($0) })
        buffer.deallocate()
    }
}

extension ExpressionArenaTests {
    /// A string written again is kept once in its arena's texts (a name is
    /// a symbol, kept in its node), and reads back as written; a non-ASCII
    /// text is kept as it comes, so `é` as one scalar and as `e` with an
    /// accent (equal as `String`s) each read back in their own bytes.
    @Test func repeatedTextsAreKeptOnce() throws {
        let composed = "\u{E9}"
        let decomposed = "e\u{301}"
        let text = (0..<50).map { "print a\($0 % 3) + a\($0 % 3) + count([\"x\", \"x\"])" }.joined(separator: "\n")
            + "\nprint \"\(composed)\"\nprint \"\(decomposed)\""
        let result = parse(SourceFile(path: "t.flow", text: text))
        #expect(result.diagnostics.isEmpty)
        guard case .print(let first)? = result.file.statements.first?.kind else {
            Issue.record("not a print statement")
            return
        }
        // x, then the two spellings of é; a0, a1, a2 and count are symbols.
        #expect(first.arena.texts == ["x", composed, decomposed], "\(first.arena.texts)")
        let printed = result.file.statements.compactMap { statement -> String? in
            guard case .print(let expression) = statement.kind, case .string(let literal) = expression.kind else { return nil }
            return literal.value
        }
        #expect(printed.map { Array($0.utf8) } == [Array(composed.utf8), Array(decomposed.utf8)])
        guard case .print(let last)? = result.file.statements.dropLast(2).last?.kind else {
            Issue.record("not a print statement")
            return
        }
        #expect(ExpressionPrinter.text(of: last, quote: { "\"\($0)\"" }) == "a1 + a1 + count([\"x\", \"x\"])")
    }
}
