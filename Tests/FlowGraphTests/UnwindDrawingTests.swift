import FlowGraph
import Testing

/// Pictures of real apps stay readable: an unwind action used from many
/// scenes toward many destinations is drawn through one point of its own
/// (m + n edges, not m × n), or unwinds are left out; the legend can be too.
@Suite struct UnwindDrawingTests {
    /// Six scenes pushed in a chain, each with a Done button that unwinds to
    /// `done`, which the first two implement, the second only when `ready`:
    /// each unwind from beyond them asks S1, which passes it on to S0 when it declines.
    static let text = """
        initial Nav
        var ready = false
        navigation Nav { root S0 }
        scene S0 { button next -> show S1
                   button back -> unwind done
                   unwind done }
        scene S1 { button next -> show S2
                   button back -> unwind done
                   unwind done when ready }
        scene S2 { button next -> show S3
                   button back -> unwind done }
        scene S3 { button next -> show S4
                   button back -> unwind done }
        scene S4 { button next -> show S5
                   button back -> unwind done }
        scene S5 { button back -> unwind done }

        """

    /// Two scenes that always accept `done`, each presenting the same four
    /// scenes that unwind to it: each unwind may reach either (4 × 2 edges).
    static let fanned = """
        initial P1
        scene P1 { button a -> present X1; button b -> present X2; button c -> present X3
                   button d -> present X4; button other -> present P2; unwind done }
        scene P2 { button a -> present X1; button b -> present X2; button c -> present X3
                   button d -> present X4; unwind done }
        scene X1 { button back -> unwind done }
        scene X2 { button back -> unwind done }
        scene X3 { button back -> unwind done }
        scene X4 { button back -> unwind done }

        """

    func edges(_ dot: String) -> [String] { dot.split(separator: "\n").map(String.init).filter { $0.contains(" -> ") } }
    func unwindEdges(_ dot: String) -> [String] { edges(dot).filter { $0.contains("dashed") } }

    @Test func collapsedDrawsEachSourceAndDestinationOnce() {
        let fanned = Support.graph(Self.fanned)
        #expect(unwindEdges(DOTRenderer.render(fanned, legend: false)).count == 8)
        #expect(unwindEdges(DOTRenderer.render(fanned, unwinds: .collapsed, legend: false)).count == 6,
                "4 into the hub, 2 out")
        let graph = Support.graph(Self.text)
        let collapsed = DOTRenderer.render(graph, unwinds: .collapsed)
        // Six sources into the hub, the hub to the two implementers (S1's
        // edge for when it declines goes into the hub and out to S0 too).
        let hub = "\"unwind:done\""
        #expect(unwindEdges(collapsed).filter { $0.contains("-> \(hub)") }.count == 6, "\(collapsed)")
        #expect(unwindEdges(collapsed).filter { $0.hasPrefix("    \(hub) ->") }.count == 2, "\(collapsed)")
        #expect(collapsed.contains("\(hub) [shape=circle, label=\"⤺ done\""))
        #expect(!unwindEdges(collapsed).contains { $0.contains("label=") }, "the hub names the action")
    }

    @Test func hiddenLeavesThemOutAndTheLegendCanGoToo() {
        let graph = Support.graph(Self.text)
        let hidden = DOTRenderer.render(graph, unwinds: .hidden, legend: false)
        #expect(unwindEdges(hidden).isEmpty)
        let each = DOTRenderer.render(graph)
        #expect(edges(hidden) == edges(each).filter { !$0.contains("dashed") && !$0.contains("legend:") })
        #expect(edges(hidden).count == 7, "the initial arrow, the root and five pushes: \(edges(hidden))")
        #expect(!hidden.contains("cluster_legend"))
    }
}
