import FlowLang
import Foundation
import TestSupport
import Testing
@testable import FlowChecks

/// On a large file the static checks visit the view controllers in runs that
/// two threads share (`StaticChecks.Background`): joined in order, the runs'
/// findings must be the findings of one visit of them all, whatever the runs.
@Suite struct FindingsPassTests {
    /// Every static-check fixture (most find something), and `reportedTwice`.
    static func fixtures() throws -> [SourceFile] {
        let folder = SelfContainedTests.root.appendingPathComponent("Tests/FlowLangTests/Fixtures/diagnostics")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("checks-") && $0.hasSuffix(".flow") }.sorted()
        let files = try names.map { try SourceFile(path: $0, bytes: Array(Data(contentsOf: folder.appendingPathComponent($0)))) }
        return files + [SourceFile(path: "twice.flow", text: FindingsPassTests.reportedTwice)]
    }

    /// Two containers reach the same finding (W111 at Detail's restoration
    /// identifier): the second is dropped, in whichever run it is found.
    static let reportedTwice = """
        initial Tabs
        tabs Tabs { First; Second }
        navigation First { root Detail }
        navigation Second { root Detail }
        scene Detail { restoration "detail" }
        """

    @Test func runsOfAnyLengthJoinToTheFindingsOfOneVisit() throws {
        let sources = try FindingsPassTests.fixtures()
        #expect(sources.count > 20)
        var compared = 0
        for source in sources {
            let result = check(source)
            guard !result.hasErrors else { continue }
            let pass = FindingsPass(result, options: StaticChecks.Options(level: .all))
            let whole = pass.findings(of: pass.viewControllers.indices, andGlobals: true)
            for length in 1...3 {
                let runs = stride(from: 0, to: pass.viewControllers.count, by: length).map { start in
                    pass.findings(of: start..<min(start + length, pass.viewControllers.count))
                }
                #expect(pass.merged(runs) == whole, "\(source.path), runs of \(length)")
                let options = StaticChecks.Options(level: .all)
                #expect(StaticChecks.findings(result, options: options, inRunsOf: length)
                        == StaticChecks.findings(result, options: options), "\(source.path), runs of \(length)")
            }
            compared += whole.isEmpty ? 0 : 1
            if source.path == "twice.flow" { #expect(whole.map(\.code) == ["W111"]) }
        }
        #expect(compared > 10)
    }

    @Test func theBackgroundChecksGiveTheFindings() throws {
        for source in try FindingsPassTests.fixtures() {
            let result = check(source)
            let background = StaticChecks.Background(result, options: StaticChecks.Options(level: .all))
            #expect(background.findings() == StaticChecks.findings(result, options: StaticChecks.Options(level: .all)),
                    "\(source.path)")
        }
    }
}

/// `NodeLists`, the navigation facts' per-node lists in one array.
@Suite struct NodeListsTests {
    @Test func eachNodeKeepsItsMembersInTheOrderGiven() {
        let lists = NodeLists(count: 4, pairs: [(2, 7), (0, 1), (2, 5), (3, 3), (2, 6), (0, 9)])
        #expect(lists.count == 4)
        #expect(Array(lists[0]) == [1, 9])
        #expect(Array(lists[1]) == [])
        #expect(Array(lists[2]) == [7, 5, 6])
        #expect(Array(lists[3]) == [3])
        #expect(NodeLists(count: 0, pairs: []).count == 0)
    }
}

/// `StaticChecks.finished` orders the findings by applying the sorted order
/// in place (`Array.permute(into:)`); it must give what `order.map { self[$0] }` gives.
@Suite struct PermuteTests {
    @Test func givesWhatMappingGives() {
        var generator = SplitMix64(seed: 0x5EED)
        for count in [0, 1, 2, 3, 7, 64, 1_000] {
            for _ in 0..<20 {
                let elements = (0..<count).map { "element \($0)" }
                let order = Array(0..<count).shuffled(using: &generator)
                var permuted = elements
                permuted.permute(into: order)
                #expect(permuted == order.map { elements[$0] })
            }
        }
    }

    @Test func identityAndReversal() {
        var identity = Array(0..<10)
        identity.permute(into: Array(0..<10))
        #expect(identity == Array(0..<10))
        var reversed = Array(0..<10)
        reversed.permute(into: Array((0..<10).reversed()))
        #expect(reversed == Array((0..<10).reversed()))
    }
}
