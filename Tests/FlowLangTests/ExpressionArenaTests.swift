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
        // The size the arena's and the README's accounts rest on.
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
