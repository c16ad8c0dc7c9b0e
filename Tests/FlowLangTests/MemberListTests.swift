@testable import FlowLang
import Testing

/// A parse keeps the members of its type declarations in one block
/// (`MemberArena`); a declaration's `members` is a view of its run there.
@Suite struct MemberListTests {
    private static func types(_ text: String) -> [TypeDeclaration] {
        parse(SourceFile(path: "t.flow", text: text)).file.declarations.compactMap { declaration in
            if case .type(let node) = declaration { return node }
            return nil
        }
    }

    /// The declarations of a parse share one arena, each its own run, in
    /// source order; the block is trimmed to its members, one go and split.
    @Test func declarationsShareOneTrimmedArena() throws {
        for (name, copies) in [("one go", 10), ("split", 3_000)] {
            let text = (0..<copies).map { "scene S\($0) {\n    title \"S \($0)\"\n    var n = \($0)\n    button go -> show S\($0 + 1) id \"s\($0)\"\n    on viewDidLoad { set n = n + 1 }\n}" }
                .joined(separator: "\n")
            let types = Self.types(text)
            #expect(types.count == copies, "\(name)")
            var arenas: [ObjectIdentifier: MemberArena] = [:]
            for type in types {
                let arena = try #require(type.members.arena)
                arenas[ObjectIdentifier(arena)] = arena
                #expect(type.members.map(\.keyword) == ["title", "var", "button", "on"], "\(name)")
            }
            #expect(arenas.count == (name == "split" ? 2 : 1), "\(name)")
            for arena in arenas.values {
                #expect(arena.members.capacity == max(arena.members.count, 16), "\(name)")
            }
            let last = try #require(types.last)
            guard case .title(let title) = last.members[0] else {
                Issue.record("\(name): no title")
                continue
            }
            #expect(title.value.value == "S \(copies - 1)", "\(name)")
            #expect(last.members.withContiguousStorageIfAvailable { $0.count } == 4)
        }
    }

    /// A type without members has an empty list, and no arena is made for it.
    @Test func anEmptyBodyHasNoRun() throws {
        let types = Self.types("scene A { }\nscene B {}\nscene C { title \"C\" }")
        #expect(types.map(\.members.count) == [0, 0, 1])
        #expect(types[0].members.arena == nil && types[0].members == [])
    }

    /// The list changes as the array did (a change makes it anew; the parsed
    /// declaration is untouched), and the arena goes with its last view.
    @Test func membersChangeAsTheArrayDidAndTheArenaIsFreed() throws {
        weak var arena: MemberArena?
        do {
            let original = try #require(Self.types("scene A { title \"A\"; dims; button go -> show A }").first)
            arena = original.members.arena
            var changed = original
            changed.members.removeAll { $0.keyword == "dims" }
            #expect(changed.members.map(\.keyword) == ["title", "button"])
            #expect(original.members.map(\.keyword) == ["title", "dims", "button"])
            changed.members[0] = .dims(FlagMember(range: .empty(at: 0)))
            changed.members.append(.interactive(FlagMember(range: .empty(at: 1))))
            #expect(changed.members.map(\.keyword) == ["dims", "button", "interactive"])
            #expect(MemberList(Array(original.members)) == original.members)
            #expect(changed.members != original.members)
            #expect(arena != nil)
        }
        #expect(arena == nil)
    }
}
