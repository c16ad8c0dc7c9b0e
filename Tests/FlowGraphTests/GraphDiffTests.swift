import FlowGraph
import FlowKit
import Testing

/// The semantic diff `flow graph --check` and `flow diff` print.
@Suite struct GraphDiffTests {
    static let base = """
        initial Nav
        navigation Nav { root List }
        scene List {
            cell item -> show Detail id "showItem"
            button add -> present Add style fullScreen
            unwind done
        }
        scene Detail { button notes -> present Notes style overCurrentContext }
        scene Add { button save -> unwind done when ok }
        scene Notes {}
        var ok = true
        """

    private func diff(_ new: String) -> String {
        GraphDiff(old: Support.graph(GraphDiffTests.base), new: Support.graph(new)).rendered()
    }

    @Test func theSameGraphHasNoDiff() {
        let diff = GraphDiff(old: Support.graph(GraphDiffTests.base), new: Support.graph("// a comment\n" + GraphDiffTests.base))
        #expect(diff.isEmpty)
        #expect(diff.rendered() == "")
    }

    @Test func addedRemovedAndRestyledSegues() {
        var new = GraphDiffTests.base.replacingOccurrences(of: "style fullScreen", with: "style pageSheet")
        new = new.replacingOccurrences(of: "scene Detail { button notes -> present Notes style overCurrentContext }",
                                       with: "scene Detail {}")
        new = new.replacingOccurrences(of: "scene Notes {}", with: "scene Notes { button share -> popover Share }\nscene Share {}")
        #expect(diff(new) == """
            added node test.Share scene
            removed segue test.Detail button notes -> present test.Notes style overCurrentContext
            changed segue test.List button add: style fullScreen -> pageSheet
            added segue test.Notes button share -> popover test.Share
            4 changes: 2 added, 1 removed, 1 changed

            """)
    }

    @Test func kindsDestinationsGuardsAndUnwinds() {
        var new = GraphDiffTests.base.replacingOccurrences(of: "cell item -> show Detail", with: "cell item -> detail Notes")
        new = new.replacingOccurrences(of: "unwind done when ok", with: "unwind done")
        new = new.replacingOccurrences(of: "    unwind done\n", with: "")
        new = new.replacingOccurrences(of: "initial Nav", with: "initial List")
        #expect(diff(new) == """
            changed initial test: to test.Nav -> test.List
            changed segue test.List cell item: kind show -> detail; to test.Detail -> test.Notes
            added unwind test.Add button save -> nowhere action done
            removed unwind test.Add button save -> test.List action done when `ok`
            4 changes: 1 added, 1 removed, 2 changed

            """)
    }

    @Test func aBaselineReadsBackAndADamagedOneStillDiffs() {
        let text = TextRenderer.render(Support.graph(GraphDiffTests.base))
        #expect(GraphDiff(old: text, new: text).isEmpty)
        let records = GraphText.records(text)
        #expect(Set(records.map(\.key)).count == records.count)
        let damaged = text + "gibberish \"unterminated\n"
        let diff = GraphDiff(old: damaged, new: text)
        #expect(diff.rendered() == "removed gibberish \"unterminated\n1 change: 0 added, 1 removed, 0 changed\n")
    }
}
