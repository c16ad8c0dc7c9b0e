@testable import FlowLang
import Testing

/// A segue member (`button go -> show B id "go"`) is a node of its parse's
/// `StatementArena`; `SegueMember` is a view of it. These check that every
/// trigger and segue kind reads back as written, wherever it is kept, and
/// that the view changes as the boxed struct it replaced did.
@Suite struct SegueMemberTests {
    /// Every trigger kind (each control and `segue "ID"`), every segue kind,
    /// destinations of one, two and three parts (the last an instance,
    /// `B#2`), a `custom` class name, options with a block, a non-ASCII
    /// identifier (`Fixtures/syntax/every-segue.flow`).
    static let everySegue = Golden.files.read("syntax", "every-segue.flow")

    private static func segues(_ text: String) -> [SegueMember] {
        parse(SourceFile(path: "t.flow", text: text)).file.declarations.flatMap { declaration -> [SegueMember] in
            guard case .type(let node) = declaration else { return [] }
            return node.members.compactMap { member in
                if case .segue(let segue) = member { return segue }
                return nil
            }
        }
    }

    /// The sample's tree dumps as it did when each segue member was a box of
    /// its own: `every-segue.dump` is what `flow check --dump-ast` printed for
    /// it at 78a8450.
    @Test func everySegueDumpsAsBeforeTheNode() {
        let result = parse(SourceFile(path: "t.flow", text: Self.everySegue))
        Golden.files.check(SyntaxDump.dump(result.file), folder: "syntax", expected: "every-segue.dump")
    }

    /// Each member made again from its parts, in an arena of its own, is
    /// equal to the parsed one, hashes alike and reads the same parts; the
    /// sample holds every trigger kind and every segue kind.
    @Test func everySegueReadsBackAsWritten() {
        let segues = Self.segues(Self.everySegue)
        var controlKinds: Set<ControlKind> = []
        var segueKinds: Set<SegueKind> = []
        var manual = false
        for segue in segues {
            let copy = SegueMember(trigger: segue.trigger, arrowRange: segue.arrowRange, segue: segue.segue,
                                   range: segue.range)
            #expect(copy == segue, "\(SyntaxDump.dump(segue))")
            #expect(copy.hashValue == segue.hashValue)
            #expect(SyntaxDump.dump(copy) == SyntaxDump.dump(segue))
            #expect(copy.segueKind == segue.segue.kind)
            #expect(copy.segueDestination == segue.segue.destination)
            #expect(copy.segueOptions == segue.segue.options)
            #expect(copy.segueKindRange == segue.segue.kindRange)
            switch segue.trigger {
            case .control(let kind, let name, _):
                controlKinds.insert(kind)
                #expect(segue.controlName == name.name)
            case .manual:
                manual = true
                #expect(segue.controlName == nil)
            }
            segueKinds.insert(segue.segue.kind)
        }
        #expect(controlKinds == Set(ControlKind.allCases))
        #expect(segueKinds == Set(SegueKind.allCases))
        #expect(manual)
    }

    /// Setting a part makes the member anew in an arena of its own; the
    /// parsed one, and the arena it shares with its file, are unchanged.
    @Test func settingAPartLeavesTheParsedMemberAlone() throws {
        let text = "scene A { button go -> show B id \"go\" }\nscene B { }"
        let parsed = try #require(Self.segues(text).first)
        let parsedDump = SyntaxDump.dump(parsed)
        var changed = parsed
        var segue = changed.segue
        segue.kind = .present
        changed.segue = segue
        changed.trigger = .manual(identifier: StringLiteral(value: "manual", range: parsed.trigger.range),
                                  range: parsed.trigger.range)
        #expect(changed.segue.kind == .present)
        #expect(changed.segue.options == parsed.segue.options)
        #expect(changed.controlName == nil)
        #expect(SyntaxDump.dump(parsed) == parsedDump)
        #expect(parsed.segue.kind == .show)
        #expect(parsed.controlName == "go")
        #expect(changed != parsed)
    }
}
