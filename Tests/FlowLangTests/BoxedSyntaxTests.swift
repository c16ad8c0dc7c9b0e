import FlowLang
import Testing

/// `TypeDeclaration` is a view of its node in the parse's member arena and
/// `SegueMember` one of its node in the statement arena (since aa27fde); the index
/// keeps the parsed nodes themselves: they read as the plain structs did, in
/// code and in `--dump-ast`, and a copy written stands alone.
@Suite struct BoxedSyntaxTests {
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

    /// The dump names the member's fields, not the box or the arena that holds them.
    @Test func theDumpShowsTheFields() throws {
        let result = check(SourceFile(path: "main.flow", text: Self.source))
        let member = try #require(result.index["List"]?.segues.first?.member)
        let dump = SyntaxDump.dump(member, includeRanges: true)
        for field in ["trigger", "arrowRange", "segue", "range"] { #expect(dump.contains(field), "\(dump)") }
        #expect(!dump.contains("storage") && !dump.contains("fields"), "\(dump)")
        #expect(!dump.contains("arena") && !dump.contains("index"), "\(dump)")
    }

    @Test func theIndexKeepsTheParsedTypeDeclaration() throws {
        let result = check(SourceFile(path: "main.flow", text: Self.source))
        let parsed = result.syntax.declarations.compactMap { declaration -> TypeDeclaration? in
            guard case .type(let node) = declaration else { return nil }
            return node
        }
        #expect(parsed.map(\.name.name) == ["List", "Editor"])
        let list = try #require(result.index["List"])
        #expect(list.declaration == parsed[0])
        var copy = parsed[0]
        copy.members.removeAll()
        copy.name.name = "Other"
        #expect(copy.members.isEmpty && copy.name.name == "Other")
        #expect(parsed[0].members.count == 1 && parsed[0].name.name == "List")
        #expect(list.declaration.members.count == 1)
    }

    @Test func theTypeDeclarationsDumpShowsTheFields() throws {
        let result = check(SourceFile(path: "main.flow", text: Self.source))
        let declaration = try #require(result.index["Editor"]?.declaration)
        let dump = SyntaxDump.dump(declaration, includeRanges: true)
        for field in ["kind", "kindRange", "name", "children", "members", "bodyRange", "range"] {
            #expect(dump.contains(field), "\(dump)")
        }
        #expect(!dump.contains("storage") && !dump.contains("fields"), "\(dump)")
        #expect(!dump.contains("arena") && !dump.contains("index"), "\(dump)")
    }

    /// A type declaration is a reference and a position, so a declaration and
    /// a file's item stay 16 bytes (`Declaration`'s comment).
    @Test func aFilesItemIsSixteenBytes() {
        #expect(MemoryLayout<TypeDeclaration>.size == 12)
        #expect(MemoryLayout<Declaration>.stride == 16)
        #expect(MemoryLayout<TopLevelItem>.stride == 16)
    }
}
