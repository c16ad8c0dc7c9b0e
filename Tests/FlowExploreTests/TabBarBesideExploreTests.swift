import FlowKit
import Foundation
import Testing

/// A tab bar controller a custom container holds beside another child is on screen, and the explorer
/// selects its tabs as a person taps its bar (`App.tabBarToSelect`); two side by side are named by
/// their tabs' scenes only, so `select N` is offered for neither.
@Suite struct TabBarBesideExploreTests {
    static let input = "Tests/FlowRuntimeTests/Fixtures/model/containment-custom-tab-bar-beside.flow"

    @Test func aTabBarBesideAnotherChildHasItsTabsReached() throws {
        let document = try #require(Support.document(Self.input))
        let result = try #require(document.explore(options: ExploreOptions()))
        let unreached = result.findings.filter { $0.kind == .unreachedScene }.map(\.message)
        // Search is reached in Tabs, beside Account; in Pair, Tabs and Other sit beside Note, and neither
        // is the one tab bar on screen, so their second tabs are not selected there (Search is a scene
        // reached once already: every scene is).
        #expect(unreached.isEmpty, "\(unreached)")
        #expect(result.coverage.scenes == result.coverage.sceneTotal)
    }
}
