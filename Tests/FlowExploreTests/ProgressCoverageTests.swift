import FlowKit
import Foundation
import Testing

/// The progress a long search reports says how many scenes it has reached
/// so far (the progress line of `flow explore` on an imported app), and at
/// the end says what the report says.
@Suite struct ProgressCoverageTests {
    final class Last: @unchecked Sendable {
        let lock = NSLock()
        var seen: [ExploreProgress] = []
        func add(_ progress: ExploreProgress) { lock.withLock { seen.append(progress) } }
    }

    @Test(arguments: [1, 2])
    func theLastProgressIsTheReportsCoverage(threads: Int) throws {
        let document = try #require(Support.document("examples/recipes.flow"))
        let last = Last()
        var options = Support.options(threads: threads)
        options.progress = { last.add($0) }
        let result = try #require(document.explore(options: options))
        let final = try #require(last.seen.last)
        #expect(final.sceneTotal == result.coverage.sceneTotal)
        #expect(final.scenes == result.coverage.scenes)
        // Never more than at the end, never going back.
        let counts = last.seen.map(\.scenes)
        #expect(counts == counts.sorted(), "\(counts)")
    }
}
