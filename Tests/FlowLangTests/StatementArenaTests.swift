@testable import FlowLang
import Testing

/// A file's statements, blocks and option lists are nodes in one arena
/// (`StatementArena`); a `Statement`, a `Block`, a `StatementList` and an
/// `OptionList` are views. These check what the views promise: every kind
/// reads back as it was written, wherever it is kept; a parse error leaves no
/// stray statement or option in a neighbour's run; an arena is freed with
/// the last view of it; and the views change as the arrays they replaced did.
@Suite struct StatementArenaTests {
    /// One statement of every kind, every option kind, and the parts that
    /// are encoded apart: optional parts given and left out, qualified names
    /// of several parts, an `else if` chain, event patterns with and without
    /// arguments and labels, nested blocks (`Fixtures/syntax/every-kind.flow`).
    static let everyKind = Golden.files.read("syntax", "every-kind.flow")

    private static func parsed(_ text: String) -> ParseResult {
        parse(SourceFile(path: "t.flow", text: text))
    }

    /// Every statement of a block and of the blocks below it, in order.
    private static func all(_ statements: some Sequence<Statement>) -> [Statement] {
        var found: [Statement] = []
        func visit(_ statement: Statement) {
            found.append(statement)
            switch statement.kind {
            case .timeline(let block), .alongside(let block), .repeat(_, let block), .test(_, let block):
                block.statements.forEach(visit)
            case .if(let node):
                var branch: IfStatement? = node
                while let current = branch {
                    current.then.statements.forEach(visit)
                    switch current.elseBranch {
                    case .block(let block): block.statements.forEach(visit); branch = nil
                    case .elseIf(let nested, _): branch = nested
                    case nil: branch = nil
                    }
                }
            case .navigate(let navigate):
                for option in navigate.options {
                    if case .prepare(let block) = option.kind { block.statements.forEach(visit) }
                    if case .perform(let block) = option.kind { block.statements.forEach(visit) }
                }
            default: break
            }
        }
        statements.forEach(visit)
        return found
    }

    /// The sample's tree dumps as it did before statements were kept in an
    /// arena: `every-kind.dump` is what `flow check --dump-ast` printed for it
    /// at 6cd4a12, when each statement was an enum value and each block an array.
    @Test func everyKindDumpsAsBeforeTheArena() {
        let result = Self.parsed(Self.everyKind)
        Golden.files.check(SyntaxDump.dump(result.file), folder: "syntax", expected: "every-kind.dump")
    }

    /// Each statement made again from its `kind`, in an arena of its own,
    /// is equal to the parsed one, hashes and dumps alike and has the same
    /// tag; and the sample holds every kind of statement and of option.
    @Test func everyKindReadsBackAsWritten() throws {
        let result = Self.parsed(Self.everyKind)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let statements = Self.all(result.file.statements)
        for statement in statements {
            let copy = Statement(kind: statement.kind, range: statement.range)
            #expect(copy.arena !== statement.arena)
            #expect(copy == statement, "\(SyntaxDump.dump(statement))")
            #expect(copy.hashValue == statement.hashValue)
            #expect(SyntaxDump.dump(copy) == SyntaxDump.dump(statement))
            #expect(copy.tag == statement.tag)
            #expect(copy.kind == statement.kind)
        }
        #expect(Set(statements.map(\.tag)) == Set(StatementKind.Tag.allCases))
        var optionTags: Set<OptionKind.Tag> = []
        for statement in statements {
            let options: OptionList
            switch statement.kind {
            case .navigate(let navigate): options = navigate.options
            case .pop(let pop): options = pop.options
            case .set(_, _, let list), .dismiss(_, let list), .replace(_, _, let list): options = list
            default: continue
            }
            for position in options.indices {
                #expect(options.tag(at: position) == options[position].kind.tag)
                optionTags.insert(options.tag(at: position))
            }
            #expect(OptionList(Array(options)) == options)
        }
        #expect(optionTags == Set(OptionKind.Tag.allCases))
    }

    /// The parts a statement keeps apart read back as written: names of
    /// several parts with their ranges, an `else if` chain with its ranges,
    /// event patterns with their labels and arguments.
    @Test func partsReadBackWithTheirRanges() throws {
        let text = "tap Sample.A.go\nif a { } else if b { } else { }\nexpect events { X.y.unwind(for: A) ; B.c }"
        let result = Self.parsed(text)
        let statements = Array(result.file.statements)
        guard statements.count == 3, case .tap(let name) = statements[0].kind,
              case .if(let node) = statements[1].kind, case .expectEvents(let expect) = statements[2].kind else {
            Issue.record("unexpected parse: \(statements.map(\.tag))")
            return
        }
        #expect(name.parts.map(\.name) == ["Sample", "A", "go"])
        #expect(name.parts.map { text.slice($0.range) } == ["Sample", "A", "go"])
        #expect(text.slice(name.range) == "Sample.A.go")
        guard case .elseIf(let nested, let elseRange)? = node.elseBranch, case .block(let last)? = nested.elseBranch else {
            Issue.record("the else-if chain is lost")
            return
        }
        #expect(text.slice(elseRange) == "else if b { } else { }")
        #expect(text.slice(last.range) == "{ }")
        #expect(expect.events.map(\.receiver.text) == ["X.y", "B"])
        #expect(expect.events.map(\.method.name) == ["unwind", "c"])
        #expect(expect.events.first?.argument?.label?.name == "for")
        #expect(expect.events.last?.argument == nil)
        #expect(text.slice(expect.bodyRange) == "{ X.y.unwind(for: A) ; B.c }")
    }

    /// A statement or an option that fails to parse takes nothing of its
    /// neighbours with it, and leaves nothing in their runs: the options
    /// read before the error are dropped with it.
    @Test func aParseErrorLeavesNoStrayPositions() throws {
        let text = """
            scene A {
                button a -> show B animated false id
                button b -> show B id "b" prepare { tap x; present B animated false style; tap y }
            }
            scene B { }
            test "t" {
                tap one
                present B animated true style
                repeat 2 { tap two; dismiss animated; tap three }
                tap four
            }
            """
        let result = Self.parsed(text)
        #expect(!result.diagnostics.isEmpty)
        guard case .test(_, let body)? = result.file.statements.first?.kind else {
            Issue.record("no test")
            return
        }
        #expect(body.statements.map(\.tag) == [.tap, .repeat, .tap])
        guard case .repeat(_, let inner) = body.statements[1].kind else {
            Issue.record("no repeat")
            return
        }
        #expect(inner.statements.map(\.tag) == [.tap, .tap])
        let segues = result.file.declarations.compactMap { declaration -> [SegueMember]? in
            guard case .type(let node) = declaration else { return nil }
            return node.members.compactMap { member in
                if case .segue(let segue) = member { return segue }
                return nil
            }
        }.flatMap { $0 }
        let b = try #require(segues.first { $0.trigger.keyword == "button" && text.slice($0.trigger.range) == "button b" })
        #expect(b.segue.options.map(\.kind.tag) == [.identifier, .prepare])
        guard case .prepare(let prepare)? = b.segue.options.last?.kind else {
            Issue.record("no prepare block")
            return
        }
        #expect(prepare.statements.map(\.tag) == [.tap, .tap])
    }

    /// Nothing in an arena holds a view of it: once the parse result is
    /// gone, its arenas are freed, blocks inside options inside statements
    /// and all.
    @Test func anArenaIsFreedWithItsLastView() throws {
        weak var statements: StatementArena?
        weak var expressions: ExpressionArena?
        do {
            let result = Self.parsed(Self.everyKind)
            let first = try #require(result.file.statements.first)
            statements = first.arena
            expressions = first.arena.expressions
            #expect(statements != nil && expressions != nil)
        }
        #expect(statements == nil)
        #expect(expressions == nil)
    }

    /// The views change as the arrays they replaced did: a statement's kind
    /// and range, a block's statements, an option list's options. Each
    /// change makes the changed value anew; the parsed file is untouched.
    @Test func viewsChangeAsArraysDid() throws {
        let result = Self.parsed("test \"t\" { tap a; present B animated false }")
        guard case .test(let name, let body)? = result.file.statements.first?.kind else {
            Issue.record("no test")
            return
        }
        var block = body
        block.statements.removeFirst()
        #expect(block.statements.map(\.tag) == [.navigate])
        #expect(body.statements.map(\.tag) == [.tap, .navigate])
        guard case .navigate(var navigate) = body.statements[1].kind else {
            Issue.record("no present")
            return
        }
        navigate.options.removeAll()
        #expect(navigate.options.isEmpty)
        navigate.options.append(Option(kind: .animated(true, .empty(at: 0)), keywordRange: .empty(at: 0), range: .empty(at: 0)))
        #expect(navigate.options.map(\.kind) == [.animated(true, .empty(at: 0))])
        var statement = body.statements[0]
        statement.kind = .navigate(navigate)
        #expect(statement.tag == .navigate && statement.range == body.statements[0].range)
        statement.range = .empty(at: 3)
        #expect(statement.range == .empty(at: 3) && statement.kind == .navigate(navigate))
        let rebuilt = Statement(kind: .test(name: name, body: Block(statements: Array(body.statements), range: body.range)),
                                range: result.file.statements[0].range)
        #expect(rebuilt == result.file.statements[0])
        #expect(StatementList().isEmpty && OptionList().isEmpty && ([] as OptionList).isEmpty)
        // One element at a time, as an array's.
        block = body
        block.statements[0].kind = .printTree
        #expect(block.statements.map(\.tag) == [.printTree, .navigate])
        #expect(block.statements[0].range == body.statements[0].range)
        guard case .navigate(var changed) = body.statements[1].kind else { return }
        changed.options[0] = Option(kind: .animated(true, .empty(at: 1)), keywordRange: .empty(at: 1), range: .empty(at: 1))
        #expect(changed.options.map(\.kind) == [.animated(true, .empty(at: 1))])
    }

    /// A range kept as two fields reads back as it was given, even one whose
    /// end was set before its start (`SourceRange.end` is settable).
    @Test func backwardRangesReadBackAsGiven() {
        var backward = SourceRange(start: 10, end: 20)
        backward.end = 3
        let kinds: [StatementKind] = [
            .pop(PopStatement(target: .root(backward), options: [])),
            .expectEvents(ExpectEventsStatement(mode: .no, events: [], bodyRange: backward)),
        ]
        for kind in kinds {
            #expect(Statement(kind: kind, range: .empty(at: 0)).kind == kind)
        }
    }

    /// Once parsed, the arena keeps no room it does not use, in a file
    /// parsed in one go and in each half of a split parse.
    @Test func aParsedArenaKeepsNoUnusedRoom() throws {
        for (name, copies) in [("one go", 10), ("split", 9_000)] {
            let lines = (0..<copies).map { "test \"t\($0)\" { tap a\($0); present B\($0) animated false; repeat 2 { tap b } }" }
            let result = Self.parsed(lines.joined(separator: "\n"))
            var arenas: [ObjectIdentifier: StatementArena] = [:]
            for statement in result.file.statements { arenas[ObjectIdentifier(statement.arena)] = statement.arena }
            #expect(arenas.count == (name == "split" ? 2 : 1), "\(name)")
            for arena in arenas.values {
                #expect(arena.statements.capacity == max(arena.statements.count, 16), "\(name)")
                #expect(arena.options.capacity == max(arena.options.count, 16), "\(name)")
                #expect(arena.parts.capacity == max(arena.parts.count, 16), "\(name)")
                #expect(arena.runs.capacity <= arena.runs.count + arena.runs.count / 8 + 8, "\(name)")
            }
            guard case .test(_, let body)? = result.file.statements.last?.kind else {
                Issue.record("\(name): no test")
                continue
            }
            #expect(body.statements.map(\.tag) == [.tap, .navigate, .repeat], "\(name)")
        }
    }
}

private extension String {
    /// The text `range` covers.
    func slice(_ range: SourceRange) -> String {
        let bytes = Array(utf8)
        guard range.start <= range.end, Int(range.end) <= bytes.count else { return "" }
        return String(decoding: bytes[Int(range.start)..<Int(range.end)], as: UTF8.self)
    }
}
