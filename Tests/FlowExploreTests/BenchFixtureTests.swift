import FlowBenchmarks
import FlowKit
import Testing

/// The `.flow` equivalent of tabs-nav-modal.pml that `flow bench --explore`
/// explores: committed beside the goldens, and equivalent to the model — its
/// state count is the model's closed form.
@Suite struct BenchFixtureTests {
    @Test func fixtureIsCommitted() {
        Support.files.check(ExploreCorpus.tabsNavModal, folder: "bench", expected: "tabs-nav-modal.flow")
    }

    /// With stacks of at most `n` scenes, each tab has 2^n - 1 stacks (every
    /// push picks one of two scenes); two tabs, the selected one, and 13 modal
    /// chains (none, 3 of one, 9 of two): (2^n - 1)^2 · 2 · 13 states, as in
    /// the Promela model with DEPTH n.
    @Test(arguments: [2, 3])
    func stateCountIsTheModelsClosedForm(_ stack: Int) throws {
        let document = FlowDocument.load(text: ExploreCorpus.tabsNavModal, path: "tabs-nav-modal.flow")
        let options = ExploreOptions(depth: 1_000, maxStack: stack, actions: [.tap, .back, .select, .swipeDown])
        let result = try #require(document.explore(options: options))
        let stacks = (1 << stack) - 1
        #expect(result.states == stacks * stacks * 2 * 13)
        #expect(result.cuts == [.maxStack])
        #expect(!result.findings.contains { [.exception, .warning, .error, .limit].contains($0.kind) })
    }
}
