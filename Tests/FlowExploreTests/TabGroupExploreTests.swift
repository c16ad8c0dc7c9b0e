import FlowKit
import Foundation
import Testing

/// iOS 18's tab groups: a person picks a group's tabs in the sidebar, so the
/// explorer offers them where the sidebar shows (regular width) and not on a
/// phone, where the group is one tab.
@Suite struct TabGroupExploreTests {
    static let input = "Tests/FlowRuntimeTests/Fixtures/model/tabs-groups-sidebar.flow"

    func unreached(widths: [WidthClass]) throws -> [String] {
        let document = try #require(Support.document(Self.input))
        let result = try #require(document.explore(options: ExploreOptions(widths: widths)))
        return result.findings.filter { $0.kind == .unreachedScene }.map(\.message)
    }

    @Test func theSidebarReachesEveryGroupedTab() throws {
        #expect(try unreached(widths: [.regular]).isEmpty)
    }

    @Test func aPhoneHasNoSidebar() throws {
        #expect(try unreached(widths: [.compact]) == [
            "'Album' is never reached", "'Albums' is never reached", "'Artists' is never reached",
        ])
    }
}
