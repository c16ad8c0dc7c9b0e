// UISearchController: UIKitModel.md, Search.
//
// A scene with `search` has a search controller in its navigation item
// (`navigationItem.searchController`), made the first time a person taps the
// field and kept, active or not, for as long as the scene lives. Becoming
// active is a presentation UIKit makes itself: the search controller is
// presented over the current context of the scene (the presentation-context
// walk from the scene: the first controller up its parents that defines a
// context, its navigation controller by default, else the window's root), the
// presenter's views staying. Its
// results controller (`search results R`) is its child, added when its view
// loads, and appears and disappears with it; its view is hidden while the
// field is empty, which sends no appearance callbacks. A scene without a
// results controller shows its own results: while the field is empty or it
// has none, what is under the search stays interactive.
//
// The delegate (`UISearchControllerDelegate`) and the results updater
// (`UISearchResultsUpdating`) are the scene's, as they are in most apps:
// activation is `willPresentSearchController`, the presentation (the search
// controller's `viewWillAppear`), `updateSearchResults(for:)` with the text,
// then, once it has appeared, `didPresentSearchController`; Cancel is
// `willDismissSearchController`, `updateSearchResults` with the field
// emptied, the dismissal, then `didDismissSearchController`.
//
// Sources: Apple, UISearchControllerDelegate (the will/did methods, called
// only for the automatic presentation and dismissal) and
// UISearchResultsUpdating.updateSearchResults(for:) ("when the search bar
// becomes the first responder or when the user makes changes inside the
// search bar"); UIViewController.definesPresentationContext, which decides
// who presents (without one, the search stays over whatever is pushed, the
// issue apps fix with `definesPresentationContext = true`). The order
// between the delegate's calls and the appearance callbacks follows UIKit's
// implementation as read from iOS 18's code; no published device log was found.

/// The search controller of one scene instance: a view of the app's state
/// for the host, made where it is needed (`App.search(of:)`), on which
/// scripts and embedders call what a person does with a search bar:
/// `app.search(of: list).search(typing: "pea")`.
public struct SearchController {
    /// Held strongly (`ViewController.app` says why).
    let app: App
    /// The controller whose navigation item holds the search controller.
    public let host: InstanceID

    /// What a search records (`Controller.search`): on a scene with a search field, its search
    /// controller; on the search controller, its host and its search bar.
    public struct State: Hashable, Sendable {
        /// A scene with a search field (`search`): its search controller, once made; UIKit keeps
        /// it, active or not, for as long as the scene lives.
        public internal(set) var controller: InstanceID?
        /// A search controller: the controller whose navigation item holds it.
        public internal(set) var host: InstanceID?
        /// A search controller: the text in its search field; nil when empty.
        public internal(set) var text: String?
        /// A search controller: its search bar's selectedScopeButtonIndex (0, the first, until a
        /// person taps another; kept when the search is cancelled).
        public internal(set) var scope = 0
    }

    /// How traces and trees name the search controller's presentation,
    /// which is UIKit's own (over the current context, the presenter staying).
    static let styleText = "search"

    /// The host's search controller if it has been made.
    public var instance: InstanceID? { app.controllers.read(host) { $0.search.controller } ?? nil }

    /// Whether the search is active: its controller presented.
    public var isActive: Bool { instance.map { app.controllers.presenting($0) != nil } ?? false }

    /// The text in the search field; nil when empty.
    public var text: String? { instance.flatMap { app.controllers.read($0) { $0.search.text } ?? nil } }

    /// Why a person cannot tap the search field, if they cannot: the navigation controller puts
    /// it in its navigation bar (Apple, UINavigationItem.searchController: "The navigation
    /// controller integrates the search bar from your search controller into the navigation bar
    /// interface"), so it shows only for the top of a navigation stack whose bar is not hidden.
    /// Code may still set `isActive` (`set List.searching = true`), as apps do.
    public var whyTheFieldIsHidden: String? {
        guard let navigation = app.controllers.parent(of: host), app.controllers.kind(of: navigation) == .navigation,
              app.controllers.children(of: navigation).last == host else {
            return "\(app.name(host))'s search field is in the navigation bar of a navigation controller, and \(app.name(host)) shows in none"
        }
        if app.navigation(navigation).isNavigationBarHidden {
            return "\(app.name(navigation))'s navigation bar is hidden, and \(app.name(host))'s search field with it"
        }
        return nil
    }

    /// A person taps the search field and, with `typed`, types it (the whole
    /// text at once: one `updateSearchResults` where typing letter by letter
    /// makes one a letter). An inactive search becomes active first.
    public func search(typing typed: String?) throws {
        if !isActive {
            guard try activate() else { return }
        }
        guard let typed else { return }
        guard let search = instance else { return }
        app.note("search: \(EventSpelling.quoted(typed)) in \(app.name(host))")
        app.update(search) { $0.search.text = typed.isEmpty ? nil : typed }
        updateSearchResults()
    }

    /// Its search bar's scope button titles (`search scopes …`); empty without a scope bar.
    private var scopes: [String] {
        app.declared(host, \.searchScopes) ?? []
    }

    /// The title of the scope button selected in its scope bar; nil without one.
    public var scope: String? {
        let index = instance.flatMap { app.controllers.read($0) { $0.search.scope } } ?? 0
        return scopes.indices.contains(index) ? scopes[index] : nil
    }

    /// A person taps the scope button `title` of the active search's scope
    /// bar: the search bar's delegate (the scene) is told,
    /// `searchBar(_:selectedScopeButtonIndexDidChange:)`, and nothing else —
    /// UIKit calls `updateSearchResults(for:)` only when the field becomes
    /// first responder or its text changes, so apps filter again in the
    /// delegate (Apple, UISearchResultsUpdating.updateSearchResults(for:)).
    /// The scope bar shows while the search is active (`automaticallyShowsScopeBar`,
    /// true by default); the selected button tapped again changes nothing.
    public func select(scope title: String) throws {
        guard let index = scopes.firstIndex(of: title) else {
            throw UIKitException("\(app.name(host))'s search has no scope button \(EventSpelling.quoted(title))"
                                 + (scopes.isEmpty ? "" : ": its scopes are \(scopes.map(EventSpelling.quoted).joined(separator: ", "))"))
        }
        guard isActive, let search = instance else {
            app.note("search scope: \(app.name(host))'s scope bar shows only while its search is active")
            return
        }
        guard app.controllers.read(search, { $0.search.scope }) != index else { return }
        app.note("search scope: \(EventSpelling.quoted(title)) in \(app.name(host))")
        app.update(search) { $0.search.scope = index }
        app.emit(.callback(app.eventName(host), "selectedScopeButtonIndexDidChange", .text(String(index))))
    }

    /// A person taps Cancel: the search controller is dismissed, the field emptied.
    public func cancel() throws {
        guard let search = instance, let presenter = app.controllers.presenting(search) else {
            app.note("cancel search: no search is active")
            return
        }
        if let above = app.controllers.presented(by: search) {
            app.note("cancel search: \(app.name(above)) is presented over the search")
            return
        }
        let hostName = app.eventName(host)
        app.emit(.callback(hostName, "willDismissSearchController"))
        app.update(search) { $0.search.text = nil }
        updateSearchResults()
        try app.presentations.dismiss(on: presenter, animated: true, completion: false) {
            app.emit(.callback(hostName, "didDismissSearchController"))
        }
    }

    /// Becoming active; false when the host cannot present (the trace says why).
    private func activate() throws -> Bool {
        guard app.isInWindow(host) else {
            app.note("search: \(app.name(host)) is not on screen")
            return false
        }
        let search = try instance ?? make()
        let hostName = app.eventName(host)
        app.emit(.callback(hostName, "willPresentSearchController"))
        try loadWithResults(search)
        var presented = false
        try app.presentations.present(search, on: host, style: .overCurrentContext, transition: nil, animated: true,
                                      anchor: nil, completion: false, label: Self.styleText,
                                      afterWillPhase: {
                                          presented = true
                                          updateSearchResults()
                                      },
                                      afterAppearing: { app.emit(.callback(hostName, "didPresentSearchController")) })
        // iOS 18 logs this when no controller between the scene and its navigation
        // controller defines the presentation context: the navigation controller, which
        // does by default, presents the search over itself, and it stays over whatever is pushed.
        if presented, let presenter = app.controllers.presenting(search), presenter != host,
           app.controllers.kind(of: presenter) == .navigation {
            app.warn("The topViewController (\(app.name(host))) of the navigation controller containing the presented "
                     + "search controller (\(app.name(search))) must have definesPresentationContext set to YES.")
        }
        // False when refused (another presentation in progress, say): the trace said why.
        return presented
    }

    /// The search controller's view loads the first time it is presented,
    /// and adds its results controller as its child then.
    private func loadWithResults(_ search: InstanceID) throws {
        guard app.controllers.read(search, { $0.isViewLoaded }) == false else { return }
        try app.viewController(search).loadViewIfNeeded()
        guard let results = app.declared(search, \.relationships)?.first else { return }
        let child = try app.instantiate(results)
        app.addChild(child, to: search)
        app.emit(.callback(app.eventName(child), "didMove", app.eventName(search)))
    }

    /// The search controller, made as the host's code makes it
    /// (`UISearchController(searchResultsController:)`).
    private func make() throws -> InstanceID {
        guard let scene = app.declared(host, \.searchController) else {
            throw UIKitException("\(app.name(host)) has no search controller")
        }
        let search = try app.instantiate(scene)
        app.update(search) { $0.search.host = host }
        app.update(host) { $0.search.controller = search }
        return search
    }

    /// `updateSearchResults(for:)`, the text as the field holds it.
    private func updateSearchResults() {
        app.emit(.callback(app.eventName(host), "updateSearchResults", app.spelledIdentifier(text ?? "")))
    }

    /// `App.free` of a search controller whose host lives: it is dismissed,
    /// not gone. It forgets its presentation (and frees what it presented).
    static func keep(_ id: InstanceID, in app: App) -> Bool {
        guard app.controllers.kind(of: id) == .search,
              let host = app.controllers.read(id, { $0.search.host }) ?? nil,
              (app.controllers.read(host) { $0.search.controller } ?? nil) == id else { return false }
        if let above = app.controllers.presented(by: id) {
            app.update(id) { $0.presented = nil }
            app.free(above)
        }
        app.update(id) { controller in
            controller.presenting = nil
            controller.presentation.style = nil
            controller.presentation.requestedStyle = nil
        }
        return true
    }
}
