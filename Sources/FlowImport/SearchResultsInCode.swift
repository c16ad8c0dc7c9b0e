import FlowLang

// Search results controllers made in code: a class that makes `UISearchController(
// searchResultsController: RoomSearchTableViewController())` (and puts its search bar in its
// navigation item or its table's header) shows what a person types for in that controller, a
// child of the search controller UIKit presents over the scene (UIKitModel.md, Search). The import
// writes `search results RoomSearchTableViewController` in the class's scene, and `flow explore`'s
// `search "a"` reaches the results (Nextcloud Talk's three search screens). A search controller
// with no results controller (`searchResultsController: nil`) shows its results in the scene
// itself: nothing to reach, so nothing is written.
//
// flow's `search results X` is a member of a scene (not of a container) and names a plain scene of
// the same file; a results controller elsewhere (a storyboard scene's search showing a controller
// made in code), or a scene that became a container, is said in a comment instead.

enum SearchResultsInCode {
    /// `items` with each `search results X` of a declaration that is no scene, or whose X is no
    /// scene of the same items, turned into a comment.
    static func keepingPlainScenes(_ items: [ItemSpec]) -> [ItemSpec] {
        var scenes: Set<String> = []
        for item in items {
            if case .type(let type) = item, type.kind == .scene { scenes.insert(type.name) }
        }
        return items.map { item in
            guard case .type(var type) = item else { return item }
            type.members = type.members.map { member in
                guard case .search(let results) = member, type.kind != .scene || !scenes.contains(results) else { return member }
                return .comment(type.kind != .scene
                    ? "its search controller shows its results in \(results); flow's searches are scenes' (this is a \(type.kind))"
                    : "its search controller shows its results in \(results), which is no scene of this file "
                        + "(flow's search results are a scene beside it)")
            }
            return .type(type)
        }
    }
}
