import FlowKit
import Foundation
import Testing

/// Each planted problem is found, with its shortest path, and the search
/// goes on after a branch's runtime error and stops at its bounds.
@Suite struct PlantedFindingsTests {
    static let planted = "Tests/FlowExploreTests/Fixtures/planted/planted.flow"

    func explore(_ options: ExploreOptions = ExploreOptions(maxStack: 4)) throws -> ExploreResult {
        let document = try #require(Support.document(Self.planted))
        return try #require(document.explore(options: options))
    }

    func finding(_ kind: ExploreFinding.Kind, in result: ExploreResult, containing text: String) -> ExploreFinding? {
        result.findings.first { $0.kind == kind && $0.message.contains(text) }
    }

    @Test func pushLoopIsFoundOnceWithItsShortestPath() throws {
        let result = try explore()
        let growth = result.findings.filter { $0.kind == .growth }
        #expect(growth.count == 1)
        #expect(growth.first?.message.contains("LoopA -> LoopB -> LoopA") == true)
        // Home + 4 pushes is the first stack past --max-stack 4.
        #expect(growth.first?.path == ["tap loop", "tap next", "tap next", "tap next"])
        #expect(result.cuts.contains(.maxStack))
    }

    /// A navigation bar hidden in code takes the back button and the swipe back with it: the
    /// scene that hides it and offers nothing else is a dead end; hidden or shown, states differ.
    @Test func aHiddenNavigationBarLeavesADeadEnd() throws {
        let deadEnds = try Self.deadEnds(exploring: "hidden-navigation-bar.flow")
        #expect(deadEnds.map(\.message) == ["no action leads anywhere else from 'Photo'"], "\(deadEnds)")
        #expect(deadEnds.first?.path == ["tap photo"])
    }

    /// A tab bar hidden by a pushed `hides bottom bar` is not there to tap: with the navigation bar
    /// hidden too, the player is a dead end, not a tab switch away from the search tab.
    @Test func aHiddenTabBarOffersNoTabToSelect() throws {
        let deadEnds = try Self.deadEnds(exploring: "hidden-tab-bar.flow")
        #expect(deadEnds.map(\.message) == ["no action leads anywhere else from 'Player'"], "\(deadEnds)")
        #expect(deadEnds.first?.path == ["tap play"])
    }

    /// The dead ends a whole exploration of the planted file `name` finds.
    static func deadEnds(exploring name: String) throws -> [ExploreFinding] {
        let document = try #require(Support.document("Tests/FlowExploreTests/Fixtures/planted/" + name))
        let result = try #require(document.explore(options: ExploreOptions()))
        return result.findings.filter { $0.kind == .deadEnd }
    }

    /// `perform "go" from Shared` names the scene's newest instance: with an older one on screen and
    /// the newest in a tab not selected, firing it would present on a view not in the window (UIKit's
    /// warning, the Corona-Warn-App's container in three tabs). It is fired where it names what is
    /// on screen: the second tab's.
    @Test func aPerformNamesTheInstanceOnScreen() throws {
        let document = try #require(Support.document("Tests/FlowExploreTests/Fixtures/planted/newest-instance-off-screen.flow"))
        let result = try #require(document.explore(options: ExploreOptions()))
        #expect(!result.findings.contains { $0.kind == .warning }, "\(result.findings)")
        #expect(result.coverage.scenes == result.coverage.sceneTotal, "\(result.findings)")
    }

    /// Screens that show one another grow the stack through every order of them: one finding per
    /// screen that repeats (the shortest cycle that brings it), the other cycles counted on the first.
    @Test func growthThroughScreensShowingEachOtherIsFoldedPerScreen() throws {
        let document = try #require(Support.document("Tests/FlowExploreTests/Fixtures/planted/screens-showing-each-other.flow"))
        let result = try #require(document.explore(options: ExploreOptions()))
        let growth = result.findings.filter { $0.kind == .growth }.map(\.message)
        #expect(growth == [
            "the stack of 'Nav' grows without limit: Player -> Player (past --max-stack 8; 9 more cycles of the same scenes)",
            "the stack of 'Nav' grows without limit: Queue -> Queue (past --max-stack 8)",
            "the stack of 'Nav' grows without limit: Artist -> Player -> Queue -> Artist (past --max-stack 8)",
        ], "\(growth)")
    }

    /// The same UIKit warning about another instance of the same scenes (`Sheet#3` where the first
    /// was about `Sheet`) is the same finding: kept once, on its shortest path.
    @Test func aWarningAboutEachInstanceIsOneFinding() throws {
        let document = try #require(Support.document("Tests/FlowExploreTests/Fixtures/planted/warning-on-every-instance.flow"))
        let result = try #require(document.explore(options: ExploreOptions(maxStack: 4)))
        let warnings = result.findings.filter { $0.kind == .warning }
        #expect(warnings.map(\.message) == ["Attempt to present Other on Sheet (from Sheet) which is already presenting Notice"],
                "\(warnings)")
        #expect(warnings.first?.path == ["tap open", "tap late"])
    }

    /// Growth by nesting, which no stack's length shows (issue 53): found
    /// at the first tab bar inside itself, the search cut there.
    @Test func aContainerInsideItselfIsFound() throws {
        let document = try #require(Support.document("Tests/FlowExploreTests/Fixtures/planted/nested-tab-bars.flow"))
        let result = try #require(document.explore(options: ExploreOptions()))
        let growth = result.findings.filter { $0.kind == .growth }
        #expect(growth.map(\.message)
                == ["'T' grows by nesting: it ends up inside itself ('T' > 'M' > 'T'), and again inside that"])
        #expect(growth.first?.path == ["tap more", "tap more"])
        #expect(result.cuts == [.nesting])
    }

    @Test func unreachableSceneIsFound() throws {
        let result = try explore()
        #expect(finding(.unreachedScene, in: result, containing: "'Orphan'") != nil)
        #expect(finding(.unreachedScene, in: result, containing: "'Home'") == nil)
    }

    @Test func deadEndModalIsFoundWithItsShortestPath() throws {
        let result = try explore()
        #expect(finding(.deadEnd, in: result, containing: "'Legal'")?.path == ["tap legal"])
        #expect(finding(.undismissable, in: result, containing: "'Legal'")?.path == ["tap legal"])
    }

    @Test func presentDuringAPresentationIsFoundWithItsShortestPath() throws {
        let result = try explore()
        let warning = finding(.warning, in: result, containing: "while a presentation is in progress")
        #expect(warning?.path == ["tap busy"])
        #expect(finding(.unwindWithoutDestination, in: result, containing: "closeBusy")?.path == ["tap busy", "tap close"])
    }

    @Test func runtimeErrorInOneBranchDoesNotEndTheSearch() throws {
        let text = """
            initial Nav
            var broken = 0
            navigation Nav { root Home }
            scene Home {
                button crash -> show Broken
                button next -> show Next
            }
            scene Broken { on viewDidLoad { set broken = 1 + nil } }
            scene Next {}
            """
        let document = FlowDocument.load(text: text, path: "crash.flow")
        let result = try #require(document.explore())
        #expect(result.findings.contains { $0.kind == .error && $0.path == ["tap crash"] })
        #expect(result.states == 2)
        #expect(!result.findings.contains { $0.kind == .unreachedScene && $0.message.contains("'Next'") })
    }

    @Test func infiniteStateSpaceStopsAtTheBounds() throws {
        // A counter makes every visit a new state: the search must stop at its bounds.
        let text = """
            initial Nav
            var visits = 0
            navigation Nav { root Home }
            scene Home {
                button go -> show Page
                on viewWillAppear { set visits = visits + 1 }
            }
            scene Page {}
            """
        let document = FlowDocument.load(text: text, path: "counter.flow")
        let byStates = try #require(document.explore(options: ExploreOptions(maxStates: 20)))
        #expect(byStates.states == 20)
        #expect(byStates.cuts == [.maxStates])
        let byDepth = try #require(document.explore(options: ExploreOptions(depth: 6)))
        #expect(byDepth.cuts == [.depth])
        #expect(ExploreReport(result: byDepth).text().contains("cut short by --depth"))
    }

    @Test func interruptedSearchReportsWhatItFound() throws {
        let result = try explore(ExploreOptions(maxStack: 4, shouldStop: { true }))
        #expect(result.cuts == [.interrupted])
        #expect(result.states == 1)
    }
}
