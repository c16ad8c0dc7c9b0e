import FlowGraph
import FlowKit
import Testing

/// `--focus SCENE --depth N`.
@Suite struct GraphFocusTests {
    static let graph = Support.graph("""
        initial Nav
        navigation Nav { root A }
        scene A { button b -> show B; button lost -> unwind nothing }
        scene B { button c -> show C }
        scene C { button d -> present D }
        scene D { button away -> unwind nothing }
        """)

    @Test func theNeighbourhoodGrowsWithTheDepth() throws {
        let a = try GraphFocus.resolve("A", in: GraphFocusTests.graph).get()
        #expect(a == "test.A")
        let ids = { (depth: Int) in GraphFocus.neighbourhood(of: a, depth: depth, in: GraphFocusTests.graph).nodes.map(\.id) }
        #expect(ids(0) == ["test.A"])
        #expect(ids(1) == ["test.Nav", "test.A", "test.B", "nowhere"])
        // `nowhere` ends a path: D is not A's neighbour through it.
        #expect(ids(2) == ["test.Nav", "test.A", "test.B", "test.C", "nowhere"])
        let focused = GraphFocus.neighbourhood(of: a, depth: 1, in: GraphFocusTests.graph)
        #expect(focused.edges.allSatisfy { ["test.Nav", "test.A", "test.B", "nowhere"].contains($0.to) })
    }

    @Test func namesResolveQualifiedOrNotAndUnknownNamesFail() {
        #expect((try? GraphFocus.resolve("test.C", in: GraphFocusTests.graph).get()) == "test.C")
        #expect(throws: GraphFocus.Failure.unknown("Zed")) { try GraphFocus.resolve("Zed", in: GraphFocusTests.graph).get() }
        #expect(throws: GraphFocus.Failure.unknown("nowhere")) {
            try GraphFocus.resolve("nowhere", in: GraphFocusTests.graph).get()
        }
    }
}
