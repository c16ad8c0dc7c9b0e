// UIPageViewController's pages: what its data source serves, and the turns
// from one page to the next (App+Pages.swift has the order and its sources).

/// One page view controller of an app. A view of the app's state for `id`,
/// made where it is needed (`App.pageView(_:)`); it holds nothing of its own.
/// Scripts and embedders set its page as code does: `try app.pageView(pages).setPage("Two", animated: true)`.
public struct PageViewController {
    /// Held strongly (`ViewController.app` says why).
    let app: App
    /// The page view controller's instance.
    public let id: InstanceID

    /// The scenes it serves, in order.
    public var scenes: [String] {
        app.declared(id, \.relationships) ?? []
    }

    /// A person drags the page (`App.swipePage`). At either end of the list
    /// the data source answers nil and nothing turns.
    func swipe(_ direction: App.PageDirection, progress: Double, finish: Bool) throws {
        let pages = id
        guard let current = app.controllers.children(of: pages).first,
              let position = app.controllers.read(pages, { $0.selectedIndex }) else {
            app.note("swipe \(direction.rawValue): no page view controller is on screen")
            return
        }
        let scenes = self.scenes
        let target = direction == .next ? position + 1 : position - 1
        guard scenes.indices.contains(target) else {
            app.note("swipe \(direction.rawValue): \(app.name(pages)) has no page \(direction == .next ? "after" : "before") \(app.name(current))")
            return
        }
        let incoming = try app.instantiate(scenes[target])
        app.note(finish ? "swipe \(direction.rawValue): turn \(app.name(pages)) to \(app.name(incoming))" : "swipe \(direction.rawValue): cancelled")
        app.emit(.callback(app.eventName(pages), "willTransitionTo", app.eventName(incoming)))
        app.addChild(incoming, to: pages)
        try app.viewController(incoming).beginAppearance(appearing: true, animated: true)
        try app.viewController(current).beginAppearance(appearing: false, animated: true)
        try app.viewController(incoming).layout()
        app.time.now += progress * App.navigationDuration
        let curls = isPageCurl
        if finish {
            app.time.now += (1 - progress) * App.navigationDuration
            try endTurn(from: current, to: incoming, curls: curls, animated: true)
            app.emit(.callback(app.eventName(pages), "didFinishAnimating", "true"))
            replacePage(current, with: incoming, at: target)
        } else {
            app.time.now += progress * App.navigationDuration
            if curls {
                try app.viewController(incoming).beginAppearance(appearing: false, animated: true)
                try app.viewController(current).beginAppearance(appearing: true, animated: true)
                try app.viewController(incoming).endAppearance(appearing: false, animated: true)
                try app.viewController(current).endAppearance(appearing: true, animated: true)
            } else {
                try app.viewController(current).beginAppearance(appearing: true, animated: true)
                try app.viewController(current).endAppearance(appearing: true, animated: true)
                try app.viewController(incoming).beginAppearance(appearing: false, animated: true)
                try app.viewController(incoming).endAppearance(appearing: false, animated: true)
            }
            app.emit(.callback(app.eventName(pages), "didFinishAnimating", "false"))
            app.emit(.callback(app.eventName(incoming), "willMove", "nil"))
            app.removeFromParent(incoming)
            app.free(incoming)
        }
    }

    /// `set Pages.viewControllers = [Scene] [animated true]`:
    /// `setViewControllers([page], direction:, animated:)`, the page a new
    /// instance of `scene` (one of the pages `pages` serves), in the order
    /// of a finished turn; no delegate callbacks (code, not a person's
    /// swipe). Animated, the callbacks say so and the turn takes a page
    /// turn's time on the clock. Setting the page already displayed
    /// replaces it all the same.
    public func setPage(_ scene: String, animated: Bool = false) throws {
        let pages = id
        let scenes = self.scenes
        guard let target = scenes.firstIndex(of: scene) else {
            throw UIKitException("'\(scene)' is not a page of '\(app.name(pages))': its data source serves \(scenes.joined(separator: ", "))")
        }
        let current = app.controllers.children(of: pages).first
        let incoming = try app.instantiate(scene)
        app.note("set \(app.name(pages)) viewControllers [\(app.name(incoming))]")
        app.addChild(incoming, to: pages)
        if app.isInWindow(pages) {
            try app.viewController(incoming).beginAppearance(appearing: true, animated: animated)
            if let current { try app.viewController(current).beginAppearance(appearing: false, animated: animated) }
            try app.viewController(incoming).layout()
            if animated { app.time.now += App.navigationDuration }
            if let current {
                try endTurn(from: current, to: incoming, curls: isPageCurl, animated: animated)
            } else {
                try app.viewController(incoming).endAppearance(appearing: true, animated: animated)
            }
        }
        replacePage(current, with: incoming, at: target)
    }

    /// Whether `pages` turns with page curls.
    private var isPageCurl: Bool {
        app.declared(id, \.isPageCurl) ?? false
    }

    /// The did-phase of a finished turn: a scroll's new page first, a curl's
    /// leaving page first.
    private func endTurn(from current: InstanceID, to incoming: InstanceID, curls: Bool, animated: Bool) throws {
        if curls {
            try app.viewController(current).endAppearance(appearing: false, animated: animated)
            try app.viewController(incoming).endAppearance(appearing: true, animated: animated)
        } else {
            try app.viewController(incoming).endAppearance(appearing: true, animated: animated)
            try app.viewController(current).endAppearance(appearing: false, animated: animated)
        }
    }

    /// The end of a turn: the incoming page's `didMove(toParent:)`, the
    /// leaving page removed and released, the position recorded.
    private func replacePage(_ current: InstanceID?, with incoming: InstanceID, at position: Int) {
        let pages = id
        app.emit(.callback(app.eventName(incoming), "didMove", app.eventName(pages)))
        if let current {
            app.emit(.callback(app.eventName(current), "willMove", "nil"))
            app.removeFromParent(current)
            app.free(current)
        }
        app.update(pages) { $0.selectedIndex = position }
    }
}
