import Foundation
import Testing

/// A search controller a class makes with a results controller of the app's
/// (`UISearchController(searchResultsController: RoomSearchTableViewController())`) is the scene's
/// `search results X`: a person's search reaches the results and what they lead to (Nextcloud
/// Talk's three search screens), and `definesPresentationContext = true` in the class is the
/// scene's `defines context`.
extension ImportAppCLITests {
    @Test func aSearchControllersResultsMadeInCodeAreTheScenesSearchResults() throws {
        let (out, _, code) = try importApp("SearchResults", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: RoomsTableViewController())"))

            final class RoomsTableViewController: UITableViewController {
                private var searchController: UISearchController!
                private let resultsController = RoomSearchTableViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    searchController = UISearchController(searchResultsController: resultsController)
                    navigationItem.searchController = searchController
                    definesPresentationContext = true
                }
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    navigationController?.pushViewController(NewRoomTableViewController(), animated: true)
                }
            }
            final class RoomSearchTableViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    present(UINavigationController(rootViewController: ChatViewController()), animated: true)
                }
            }
            final class NewRoomTableViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let results = ContactsSearchResultTableViewController()
                    let search = UISearchController(searchResultsController: results)
                    tableView.tableHeaderView = search.searchBar
                }
            }
            final class ContactsSearchResultTableViewController: UITableViewController {}
            final class ChatViewController: UIViewController {}

            """])
        #expect(code.contains("""
            scene RoomsTableViewController {
                defines context
                // code: viewDidLoad() makes a search controller that shows its results in RoomSearchTableViewController (App.swift:15); a person's search shows it
                search results RoomSearchTableViewController
            """), "\(code)")
        #expect(code.contains("    search results ContactsSearchResultTableViewController\n"), "\(code)")
        #expect(code.contains("    defines context\n"), "\(code)")
        #expect(!code.contains("-> present RoomSearchTableViewController"), "\(code)")
        try expectAllReached(out, 7)
    }
}
