import FlowKit
import Testing

/// `Session.path(to:)`: the shortest of several routes, from where the
/// session is, without changing it.
@Suite struct PathsToTests {
    static let storyboard = """
        initial Tabs
        tabs Tabs { Nav, Shortcuts }
        navigation Nav { root Home }
        scene Home { button next -> show Middle }
        scene Middle { button next -> show Far }
        scene Far { button target -> present Target }
        navigation Shortcuts { root Quick }
        scene Quick { button target -> present Target }
        scene Target { button close -> unwind home }
        scene Lost {}
        """

    @Test func theShortestOfSeveralRoutes() throws {
        let session = try Session(document: FlowDocument.load(text: Self.storyboard, path: "routes.flow"))
        let before = session.snapshot()
        let answer = try session.path(to: "Target").get()
        // Three taps down the stack, or a tab and a tap: the second.
        #expect(answer.text == "2 statements make Target visible (none shorter):\n  select 2\n  tap target\n")
        #expect(session.snapshot() == before && session.history.isEmpty, "the session is unchanged")
        // Each statement, run, gets there.
        for statement in answer.statements ?? [] { #expect(session.run(statement).succeeded) }
        #expect(session.visibleScene == "Target")
    }

    @Test func fromWhereTheSessionIs() throws {
        let session = try Session(document: FlowDocument.load(text: Self.storyboard, path: "routes.flow"))
        #expect(session.run("tap next\ntap next").succeeded)
        let answer = try session.path(to: "Target").get()
        #expect(answer.statements == ["tap target"])
        #expect(try session.path(to: "Far").get().text == "Far is visible now\n")
    }

    @Test func unreachableAndUnknownScenes() throws {
        let session = try Session(document: FlowDocument.load(text: Self.storyboard, path: "routes.flow"))
        #expect(try session.path(to: "Lost").get().text == "no sequence of up to 12 actions from here makes Lost visible\n")
        guard case .failure(let refusal) = session.path(to: "Targte") else {
            Issue.record("an unknown scene was searched for")
            return
        }
        #expect(refusal.description == "no scene is named 'Targte'; did you mean 'Target'?")
    }
}
