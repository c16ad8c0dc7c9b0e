@testable import FlowImport
import SwiftParser
import Testing

/// The names whose controller slot a class's methods set (ContainersGivenChildrenOnProperties.swift): a
/// member named for a controller given a making, a call or a name — not `self`, `nil` or a literal
/// (NetNewsWire's flag `mainTimelineViewController?.didPushArticleViewController = true` had made the
/// property a container's, and lost the column its coordinator shows).
@Suite struct MemberAssignmentFinderTests {
    @Test func onlyControllerSlotsGivenWhatMayBeAControllerAreFound() {
        let source = Parser.parse(source: """
            class MainTabBarController: UITabBarController {
                func update() {
                    ordersContainerController.wrappedController = createOrdersViewController(siteID: 1)
                    self.productsContainer.contentViewController = ProductsViewController()
                    hubContainer?.wrappedController = hubMenuViewController
                    timelineViewController?.didPushArticleViewController = true
                    detailViewController.delegate = self
                    pickerController.presentingViewController = self
                    emptyContainer.wrappedController = nil
                    titledController.titleViewController = "x"
                }
            }
            """)
        let finder = MemberAssignmentFinder()
        finder.walk(source)
        #expect(finder.found == ["ordersContainerController", "productsContainer", "hubContainer"])
    }
}
