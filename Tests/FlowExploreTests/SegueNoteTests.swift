@testable import FlowExplore
import Testing

/// The interpreter's note of a segue, read as the coverage counts it: its identifier (quotes taken
/// off), its source and whether it unwinds; anything else is no segue note.
@Suite struct SegueNoteTests {
    @Test func aSeguesNote() throws {
        let note = try #require(CoverageCatalog.segueNote("segue \"showDetail\": List -> Detail (show)"))
        #expect(note.identifier == "showDetail" && note.source == "List" && !note.isUnwind)
    }

    @Test func anUnwindsNote() throws {
        let note = try #require(CoverageCatalog.segueNote("unwind done: Editor#2 -> List"))
        #expect(note.identifier == "done" && note.source == "Editor#2" && note.isUnwind)
    }

    @Test func otherNotesAreNone() {
        #expect(CoverageCatalog.segueNote("present Sheet on List (pageSheet)") == nil)
        #expect(CoverageCatalog.segueNote("segue x") == nil)
        #expect(CoverageCatalog.segueNote("segue x:y -> z") == nil, "': ' with its space")
        #expect(CoverageCatalog.segueNote("segue x: y") == nil, "no arrow")
    }
}
