@testable import FlowLang
import Testing

/// A type's controls, unwind actions, variables and hooks are runs of
/// arrays shared by the types indexed together (`DeclaredMembers`): they
/// must answer as the per-type tables they replace did — by name, in
/// declaration order, the first of a name kept — on both sides of the list
/// limit, and whether the index was built in one go or from a split parse's
/// two halves.
@Suite struct DeclaredMembersTests {
    /// A scene of `count` buttons `b0`…, `count` variables `v0`… and the
    /// unwind actions `u0`…, with `b3`, `v3` and `u3` declared twice.
    static func scene(_ name: String, count: Int) -> String {
        var lines = ["scene \(name) {"]
        for number in 0..<count {
            lines.append("    button b\(number) -> show \(name)")
            lines.append("    var v\(number) = \(number)")
            lines.append("    unwind u\(number) { print \(number) }")
        }
        lines += ["    button b3 -> show \(name)", "    var v3 = -1", "    unwind u3 { }", "}"]
        return lines.joined(separator: "\n")
    }

    /// Long runs (past eight names, with positions) and short ones, of
    /// several kinds and several scenes, each found in its own run.
    @Test func membersAreFoundByNameInTheirOwnRunOnBothSidesOfTheLimit() throws {
        let text = ["scene Tiny { on viewDidLoad { } }", Self.scene("Short", count: 5), Self.scene("Long", count: 20),
                    Self.scene("Longer", count: 30)].joined(separator: "\n")
        let index = check(SourceFile(path: "members.flow", text: text)).index
        for (name, count) in [("Short", 5), ("Long", 20), ("Longer", 30)] {
            let type = try #require(index[name])
            #expect(type.controlOrder == (0..<count).map { "b\($0)" })
            #expect(type.variableOrder == (0..<count).map { "v\($0)" })
            #expect(type.unwindActionOrder == (0..<count).map { "u\($0)" })
            #expect((0..<count).allSatisfy { type.controls["b\($0)"]?.name == "b\($0)" })
            #expect((0..<count).allSatisfy { type.unwindActions["u\($0)"]?.name == "u\($0)" })
            #expect(type.controls["b\(count)"] == nil && type.variables["b0"] == nil && type.hooks.isEmpty)
            // The first declaration of a name wins: the `v3` before `v4`, not the one after them all.
            let (v3, v4) = (try #require(type.variables["v3"]), try #require(type.variables["v4"]))
            #expect(v3.range.start < v4.range.start)
            #expect(type.controls.count == count && Array(type.controls).map(\.name) == type.controlOrder)
        }
        let tiny = try #require(index["Tiny"])
        #expect(tiny.hooks["viewDidLoad"] != nil && tiny.controls.isEmpty && tiny.controls["b0"] == nil)
    }

    /// A file large enough to be parsed in two halves, whose types are
    /// indexed by each half's thread, indexes as the same file built from
    /// its syntax tree in one go.
    @Test func aSplitParseIndexesTheMembersAsOneGoDoes() throws {
        var scenes: [String] = []
        var bytes = 0
        var number = 0
        var long: [String] = []
        while bytes < 600_000 {
            if number % 100 == 7 { long.append("S\(number)") }
            let scene = number % 100 == 7 ? Self.scene("S\(number)", count: 12)
                : "scene S\(number) {\n    var visits = \(number)\n    button next -> show S\(number + 1)\n"
                    + "    on viewDidLoad { set visits = visits + 1 }\n}"
            scenes.append(scene)
            bytes += scene.utf8.count + 1
            number += 1
        }
        scenes.append("scene S\(number) { }")
        let source = SourceFile(path: "big.flow", text: scenes.joined(separator: "\n"))
        let split = check(source).index
        let oneGo = StoryboardIndex(file: parse(source).file, path: "big.flow", defaultName: "big")
        #expect(split.types.count == number + 1)
        #expect(split == oneGo)
        #expect(split.hashValue == oneGo.hashValue)
        for name in [long[0], long[long.count - 1]] {
            let type = try #require(split[name])
            #expect(type.controlOrder == (0..<12).map { "b\($0)" } && type.controls["b11"] != nil && type.controls["b12"] == nil)
        }
        #expect(split["S\(number - 1)"]?.hooks["viewDidLoad"] != nil)
    }

    /// Made by hand, members keep the first of a name, and compare equal
    /// whatever their order, as the tables did.
    @Test func handMadeMembersKeepTheFirstAndCompareInAnyOrder() {
        func control(_ name: String, _ kind: ControlKind) -> DeclaredControl {
            DeclaredControl(name: name, kind: kind, range: .empty(at: 0))
        }
        let many = (0..<12).map { control("c\($0)", .button) }
        let members = DeclaredMembers(many + [control("c3", .cell)])
        #expect(members.count == 12 && members["c3"]?.kind == .button && members["c11"] != nil && members["c12"] == nil)
        #expect(members == DeclaredMembers(many.reversed()))
        #expect(members.hashValue == DeclaredMembers(many.reversed()).hashValue)
        #expect(members != DeclaredMembers(many.dropLast()))
        #expect(DeclaredMembers<DeclaredControl>().isEmpty && DeclaredMembers<DeclaredControl>()["c0"] == nil)
    }

    /// A kind set by hand on an indexed type (from a store of its own) keeps
    /// the other kinds, which came from the index's batch, as they were.
    @Test func settingOneKindKeepsTheOthers() throws {
        let index = check(SourceFile(path: "members.flow", text: Self.scene("Long", count: 12))).index
        var type = try #require(index["Long"])
        let before = type
        type.controls = DeclaredMembers([DeclaredControl(name: "only", kind: .cell, range: .empty(at: 0))])
        #expect(type.controlOrder == ["only"] && type.controls["only"]?.kind == .cell && type.controls["b0"] == nil)
        #expect(type.variableOrder == before.variableOrder && type.variables["v11"] == before.variables["v11"])
        #expect(type.unwindActions == before.unwindActions && type.hooks.isEmpty)
        #expect(type != before)
        type.controls = before.controls
        #expect(type == before)
    }

    /// A type's mirror (`dump`) shows its own members as the four tables,
    /// not the store its batch shares with every other type.
    @Test func aTypeShowsOnlyItsOwnMembers() throws {
        let text = "scene Tiny { on viewDidLoad { } }\n" + Self.scene("Long", count: 9)
        let index = check(SourceFile(path: "members.flow", text: text)).index
        var shown = ""
        dump(try #require(index["Long"]), to: &shown)
        #expect(shown.contains("controls") && shown.contains("b8") && shown.contains("hooks"))
        #expect(!shown.contains("viewDidLoad") && !shown.contains("store"))
    }
}
