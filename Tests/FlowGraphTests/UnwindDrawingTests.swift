import FlowGraph
import Testing

/// Pictures of real apps stay readable: an unwind action used from many
/// scenes toward many destinations is drawn through one point of its own
/// (m + n edges, not m × n), or unwinds are left out; the legend can be too.
@Suite struct UnwindDrawingTests {
    /// Six scenes pushed in a chain, each with a Done button that unwinds to
    /// `done`, which the first two implement, the second only when `ready`:
    /// each unwind may reach either.
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

    func edges(_ dot: String) -> [String] { dot.split(separator: "\n").map(String.init).filter { $0.contains(" -> ") } }
    func unwindEdges(_ dot: String) -> [String] { edges(dot).filter { $0.contains("dashed") } }

    @Test func collapsedDrawsEachSourceAndDestinationOnce() {
        let graph = Support.graph(Self.text)
        let each = DOTRenderer.render(graph)
        let collapsed = DOTRenderer.render(graph, unwinds: .collapsed)
        #expect(unwindEdges(each).count > unwindEdges(collapsed).count, "\(unwindEdges(each))")
        // Six sources into the hub, the hub to the two implementers.
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
