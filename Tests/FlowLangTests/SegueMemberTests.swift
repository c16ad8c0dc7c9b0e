import FlowLang
import Testing

/// `SegueMember` keeps its fields in a shared box, and the index's
/// `DeclaredSegue` keeps the parsed member itself: it reads as the plain
/// struct did, in code and in `--dump-ast`, and a copy written stands alone.
@Suite struct SegueMemberTests {
    static let source = """
        storyboard Main
        initial List
        scene List { button add -> present Editor style formSheet id "add" }
        scene Editor { title "Editor" }
        """

    @Test func theIndexKeepsTheParsedMember() throws {
        let result = check(SourceFile(path: "main.flow", text: Self.source))
        let parsedMembers = result.syntax.declarations.compactMap { declaration -> SegueMember? in
            guard case .type(let node) = declaration, case .segue(let member)? = node.members.first else { return nil }
            return member
        }
        let parsed = try #require(parsedMembers.first)
        let declared = try #require(result.index["List"]?.segues.first)
        #expect(declared.member == parsed)
        #expect(declared.trigger == parsed.trigger && declared.segue == parsed.segue)
        #expect(declared.identifier == "add" && declared.options.style == .formSheet)
        #expect(declared.destination == TypeReference(storyboard: "Main", name: "Editor"))
    }

    @Test func aCopyWrittenLeavesTheOriginal() throws {
        let result = check(SourceFile(path: "main.flow", text: Self.source))
        let original = try #require(result.index["List"]?.segues.first?.member)
        var copy = original
        copy.segue.options.removeAll()
        copy.range = .empty(at: 0)
        #expect(copy.segue.options.isEmpty && copy.range == .empty(at: 0))
        #expect(original.segue.options.count == 2)
        #expect(original != copy)
    }

    /// The dump names the member's fields, not the box that holds them.
    @Test func theDumpShowsTheFields() throws {
        let result = check(SourceFile(path: "main.flow", text: Self.source))
        let member = try #require(result.index["List"]?.segues.first?.member)
        let dump = SyntaxDump.dump(member, includeRanges: true)
        for field in ["trigger", "arrowRange", "segue", "range"] { #expect(dump.contains(field), "\(dump)") }
        #expect(!dump.contains("storage") && !dump.contains("fields"), "\(dump)")
    }
}
