@testable import FlowModel
import FlowVocabulary
import Foundation
import Testing

/// A snapshot's presentation is typed (`Presentation.Manner`) and written as the text trees and
/// JSON have always shown: every manner reads back from its text, and a text no manner writes is
/// refused when JSON is read.
@Suite struct PresentationMannerTests {
    static let manners: [HierarchySnapshot.Presentation.Manner] =
        PresentationStyle.allCases.map { .style($0) } + [
            .alert(.alert, resolved: .custom), .alert(.actionSheet, resolved: .custom),
            .alert(.actionSheet, resolved: .popover), .search,
        ]

    @Test func everyMannerReadsBackFromItsText() {
        for manner in Self.manners {
            #expect(HierarchySnapshot.Presentation.Manner(text: manner.text) == manner, "\(manner.text)")
        }
        #expect(Self.manners.map(\.text).suffix(4) == ["alert", "actionSheet", "actionSheet, popover", "search"])
    }

    @Test func jsonKeepsTheTextAndRefusesAnUnknownOne() throws {
        let node = HierarchySnapshot.Node(name: "Sheet", scene: "Sheet", kind: .content, title: nil, isViewLoaded: true,
                                          appearance: .appeared, isVisible: true, selected: nil, isCollapsed: nil,
                                          children: [], presented: nil)
        let presentation = HierarchySnapshot.Presentation(manner: .alert(.actionSheet, resolved: .popover), node: node)
        let json = String(decoding: try JSONEncoder().encode(presentation), as: UTF8.self)
        #expect(json.contains(#""style":"actionSheet, popover""#), "\(json)")
        let decoded = try JSONDecoder().decode(HierarchySnapshot.Presentation.self, from: Data(json.utf8))
        #expect(decoded == presentation)
        let unknown = Data(json.replacingOccurrences(of: "actionSheet, popover", with: "sideways").utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(HierarchySnapshot.Presentation.self, from: unknown) }
    }
}
