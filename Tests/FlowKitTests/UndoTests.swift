import FlowKit
import Testing

@Suite struct UndoTests {
    @Test func undoReturnsToTheEarlierState() throws {
        let session = try Storyboards.session()
        let start = try #require(session.snapshot())
        session.run("tap recipe")
        let afterTap = try #require(session.snapshot())
        session.run("pop\ntap add")
        #expect(session.visibleScene == "AddRecipe")
        #expect(session.undo())
        #expect(session.snapshot() == afterTap)
        #expect(session.undo())
        #expect(session.snapshot() == start)
        #expect(!session.undo())
        #expect(!session.canUndo)
    }

    @Test func undoRemovesDeclarations() throws {
        let session = try Storyboards.session()
        #expect(session.run("scene Extra {}").succeeded)
        #expect(session.undo())
        #expect(!session.run("push Extra").accepted)
    }

    @Test func undoKeepsVariables() throws {
        let session = try Storyboards.session()
        session.run("set saved = 1")
        session.run("set saved = saved + 10")
        #expect(session.globals["saved"] == Value.integer(11))
        session.undo()
        #expect(session.globals["saved"] == Value.integer(1))
    }

    @Test func undoIsSilent() throws {
        let session = try Storyboards.session()
        session.run("tap recipe")
        let collector = Collector()
        let observation = session.observe { collector.append($0) }
        session.run("pop")
        let count = collector.items.count
        session.undo()
        #expect(collector.items.count == count)
        observation.cancel()
    }
}
