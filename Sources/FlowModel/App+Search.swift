// The app's search controllers: each is a type of its own
// (SearchController.swift), on which scripts and embedders act as a person
// does with the search bar.

extension App {
    /// The search controller of the scene instance `host`, as UIKit's type.
    public func search(of host: InstanceID) -> SearchController { SearchController(app: self, host: host) }

    /// The scene whose search field a person would use now: the host of the
    /// topmost presentation when it is a search controller, else the nearest
    /// controller with a search field on the visible scene's way to the window.
    public var searchHostOnScreen: InstanceID? {
        if let top = topmostPresentation, controllers.kind(of: top) == .search {
            return controllers.read(top) { $0.search.host } ?? nil
        }
        guard let visible else { return nil }
        return ([visible] + viewController(visible).ancestors).first { id in
            declared(id, \.searchController) != nil
        }
    }
}
