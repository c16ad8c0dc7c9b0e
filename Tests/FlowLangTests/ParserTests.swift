@testable import FlowLang
import Foundation
import Testing

@Suite struct ParserTests {
    func parseClean(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> FlowFile {
        let result = parse(SourceFile(path: "t.flow", text: text))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        return result.file
    }

    func statements(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [StatementKind] {
        parseClean(text, sourceLocation: sourceLocation).statements.map(\.kind)
    }

    /// An expression as a fully parenthesised S-expression: `(|| a (&& b c))`.
    func sexpr(_ expression: FlowLang.Expression) -> String {
        switch expression.kind {
        case .number(let literal): return literal.text
        case .string(let literal): return "\"\(literal.value)\""
        case .boolean(let value, _): return String(value)
        case .nil: return "nil"
        case .name(let identifier): return identifier.text
        case .member(let base, let name, _): return "\(sexpr(base)).\(name.text)"
        case .call(let callee, let arguments, _): return "\(callee.text)(\(arguments.map(sexpr).joined(separator: " ")))"
        case .list(let elements, _): return "[\(elements.map(sexpr).joined(separator: " "))]"
        case .unary(let op, let operand, _): return "(\(op.rawValue) \(sexpr(operand)))"
        case .binary(let op, let left, let right, _): return "(\(op.rawValue) \(sexpr(left)) \(sexpr(right)))"
        case .parenthesized(let inner, _): return sexpr(inner)
        }
    }

    func printed(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        guard case .print(let expression)? = statements("print \(text)", sourceLocation: sourceLocation).first else {
            Issue.record("not a print statement", sourceLocation: sourceLocation)
            return ""
        }
        return sexpr(expression)
    }

    @Test func precedenceFollowsSwift() {
        #expect(printed("a || b && c == d + e * f") == "(|| a (&& b (== c (+ d (* e f)))))")
        #expect(printed("-a * !b - c % 2") == "(- (* (- a) (! b)) (% c 2))")
        #expect(printed("a - b - c") == "(- (- a b) c)")
        #expect(printed("(a || b) && c") == "(&& (|| a b) c)")
        #expect(printed("count(stack(Browse)) >= 2") == "(>= count(stack(Browse)) 2)")
        #expect(printed("[A, B,] == stack(N)") == "(== [A B] stack(N))")
        #expect(printed("40% + 1 % 3") == "(+ 40% (% 1 3))")
        #expect(printed("RecipeDetail#2.recipe != nil") == "(!= RecipeDetail#2.recipe nil)")
    }

    /// An identifier keeps its instance number in 32 bits: the largest that
    /// fits parses, one past it is refused as too large, as a number past 64
    /// bits always was.
    @Test func instanceNumbersFitIn32Bits() {
        #expect(printed("D#2147483647") == "D#2147483647")
        for text in ["print D#2147483648", "print D#99999999999999999999"] {
            let result = parse(SourceFile(path: "t.flow", text: text))
            #expect(result.diagnostics.map(\.message) == ["integer literal '\(text.dropFirst(6))' is too large"])
        }
    }

    @Test func comparisonsDoNotChain() {
        let result = parse(SourceFile(path: "t", text: "expect a < b < c"))
        #expect(result.diagnostics.map(\.id) == ["non-associative-comparison"])
    }

    @Test func lineEndsAfterOperatorsAndCommasContinue() {
        #expect(printed("a +\n  b") == "(+ a b)")
        #expect(printed("f(a,\n b)") == "f(a b)")
        let file = parseClean("tabs T { A,\n   B\n   restoration \"t\" }")
        guard case .type(let tabs)? = file.declarations.first else { return }
        #expect(tabs.children.map(\.text) == ["A", "B"])
        #expect(tabs.members.count == 1)
    }

    @Test func contextualKeywordsWinOnlyWhereTheyStartAForm() {
        let kinds = statements("""
            pop to root
            pop to Main.root
            tap outside
            tap Scene.outside
            print tree
            print tree + 1
            print events
            expect events { A.viewDidLoad }
            expect events == 3
            expect warning "x"
            expect warning
            """)
        guard kinds.count == 11 else {
            Issue.record("expected 11 statements, got \(kinds.count)")
            return
        }
        if case .pop(let pop) = kinds[0], case .root = pop.target {} else { Issue.record("pop to root") }
        if case .pop(let pop) = kinds[1], case .scene(let name) = pop.target { #expect(name.text == "Main.root") } else { Issue.record("pop to Main.root") }
        if case .tapOutside = kinds[2] {} else { Issue.record("tap outside") }
        if case .tap(let name) = kinds[3] { #expect(name.text == "Scene.outside") } else { Issue.record("tap Scene.outside") }
        if case .printTree = kinds[4] {} else { Issue.record("print tree") }
        if case .print = kinds[5] {} else { Issue.record("print tree + 1 prints an expression") }
        if case .printEvents = kinds[6] {} else { Issue.record("print events") }
        if case .expectEvents(let events) = kinds[7] { #expect(events.events.count == 1) } else { Issue.record("expect events {") }
        if case .expect = kinds[8] {} else { Issue.record("expect events == 3 is an expression") }
        if case .expectWarning = kinds[9] {} else { Issue.record("expect warning \"x\"") }
        if case .expect = kinds[10] {} else { Issue.record("expect warning alone is an expression") }
    }

    @Test func keywordsStayUsableAsNames() {
        let file = parseClean("""
            var title = 1
            scene size { var root = title }
            navigation N { root size }
            print title + root
            """)
        #expect(file.items.count == 4)
    }

    @Test func segueOptionsFollowGuardsAndBlocks() {
        let file = parseClean("""
            scene A {
                button b -> show B when x > 1 && y prepare { set destination.v = 1 } id "go" animated false
                segue "manual" -> popover B anchor b
                cell c -> custom B "FadeSegue" perform { present B animated false }
            }
            """)
        guard case .type(let scene)? = file.declarations.first, case .segue(let first) = scene.members[0] else {
            Issue.record("expected a scene with a segue")
            return
        }
        #expect(first.segue.options.map(\.kind.keyword) == ["when", "prepare", "id", "animated"])
        if case .segue(let custom) = scene.members[2] {
            #expect(custom.segue.className?.value == "FadeSegue")
        }
    }

    @Test func eventPatterns() {
        guard case .expectEvents(let block)? = statements("""
            expect order { RecipeList.prepare("show recipe"); Browse.unwind(for: RecipeList)
                RecipeDetail#2.viewWillAppear(true); Fade.updateInteractiveTransition(40%); B.didMove(nil) }
            """).first else {
            Issue.record("expected an expect order block")
            return
        }
        #expect(block.mode == .order)
        #expect(block.events.map { "\($0.receiver.text).\($0.method.text)" } == [
            "RecipeList.prepare", "Browse.unwind", "RecipeDetail#2.viewWillAppear",
            "Fade.updateInteractiveTransition", "B.didMove",
        ])
        #expect(block.events[1].argument?.label?.name == "for")
    }

    @Test func elseIfChains() {
        guard case .if(let statement)? = statements("if a { print 1 } else if b { print 2 } else { print 3 }").first,
              case .elseIf(let nested, _)? = statement.elseBranch, case .block? = nested.elseBranch else {
            Issue.record("expected if / else if / else")
            return
        }
    }

    @Test func recoveryReportsEveryIndependentError() {
        let text = """
            scene A {
                title
                button -> show B
                size 1 x
            }
            scene B { bogus }
            test "t" {
                tap
                push
                expect
            }
            launch sideways extra
            """
        let ids = parse(SourceFile(path: "t", text: text)).diagnostics.map(\.id)
        #expect(ids.count == 8, "\(ids)")
    }

    @Test func errorsAreCapped() {
        let text = String(repeating: "scene\n", count: 200)
        let result = check(SourceFile(path: "t", text: text))
        #expect(result.diagnostics.filter(\.isError).count == DiagnosticList.defaultErrorLimit + 1)
        #expect(result.diagnostics.last?.id == "too-many-errors")
    }

    @Test func everyLanguageSpecificationBlockParses() throws {
        let blocks = try LanguageSpec.blocks()
        #expect(blocks.count >= 1)
        for (index, block) in blocks.enumerated() {
            let result = parse(SourceFile(path: "Language.md block \(index + 1)", text: block))
            #expect(result.diagnostics.isEmpty, "block \(index + 1): \(result.diagnostics.map(\.message))")
            #expect(!result.file.items.isEmpty)
        }
    }
}

/// The `.flow` blocks of the language reference,
/// Sources/FlowKit/FlowKit.docc/Language.md: fenced blocks that start at
/// the beginning of a line (the indented output sketch is not source).
enum LanguageSpec {
    struct Missing: Error, CustomStringConvertible {
        var path: String
        var description: String { "Language.md not found at \(path)" }
    }

    static func url(file: String = #filePath) -> URL {
        URL(fileURLWithPath: file)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/FlowKit/FlowKit.docc/Language.md")
    }

    static func blocks() throws -> [String] {
        let path = url().path
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw Missing(path: path) }
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let lines = current {
                    blocks.append(lines.joined(separator: "\n") + "\n")
                    current = nil
                } else {
                    current = []
                }
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}

@Suite struct NumberLiteralTests {
    @Test(arguments: [0.35, 0.00001, 1e16, 123456789.125, 2.5e-10, 1.0, 0.1, 1e300])
    func decimalsPrintAsPlainDigitsThatReadBack(_ value: Double) {
        let literal = NumberLiteral(magnitude: .decimal(value), isPercentage: false, range: .empty(at: 0))
        #expect(!literal.text.contains("e"))
        #expect(Double(literal.text) == value, "\(literal.text)")
        let reparsed = parse(SourceFile(path: "n", text: "wait \(literal.text)"))
        guard case .wait(let number)? = reparsed.file.statements.first?.kind else {
            Issue.record("wait did not parse: \(literal.text)")
            return
        }
        #expect(number.value == value)
    }

    @Test func integersAndPercentages() {
        #expect(NumberLiteral(magnitude: .integer(1000), isPercentage: false, range: .empty(at: 0)).text == "1000")
        #expect(NumberLiteral(magnitude: .integer(40), isPercentage: true, range: .empty(at: 0)).value == 0.4)
    }
}
