// The app's search controllers: the verbs scripts and embedders call, each
// handed to the search controller's own type (SearchController.swift).

extension App {
    /// The search controller of the scene instance `host`, as a type.
    func search(of host: InstanceID) -> SearchController { SearchController(app: self, host: host) }

    /// A person taps `host`'s search field and types `text` (nil: taps only).
    public func search(_ text: String?, in host: InstanceID) throws { try search(of: host).search(typing: text) }

    /// A person taps the scope button `title` of `host`'s active search.
    public func selectSearchScope(_ title: String, in host: InstanceID) throws { try search(of: host).select(scope: title) }

    /// The title of the scope button selected in `host`'s search; nil without a scope bar.
    public func searchScope(of host: InstanceID) -> String? { search(of: host).scope }

    /// A person taps Cancel in `host`'s active search.
    public func cancelSearch(of host: InstanceID) throws { try search(of: host).cancel() }

    /// Whether `host`'s search controller is active (`isActive`).
    public func isSearching(_ host: InstanceID) -> Bool { search(of: host).isActive }

    /// The text in `host`'s search field; nil when it is empty.
    public func searchText(of host: InstanceID) -> String? { search(of: host).text }

    /// The scene whose search field a person would use now: the host of the
    /// topmost presentation when it is a search controller, else the nearest
    /// controller with a search field on the visible scene's way to the window.
    public var searchHostOnScreen: InstanceID? {
        if let top = topmostPresentation, controllers.kind(of: top) == .search {
            return controllers.read(top) { $0.searchHost } ?? nil
        }
        guard let visible else { return nil }
        return ([visible] + ancestors(of: visible)).first { id in
            controllers.scene(of: id).flatMap { storyboard.scenes[$0]?.searchController } != nil
        }
    }
}
