// UIPageViewController with the scroll transition style, as the storyboards
// people ship use it (`transitionStyle="scroll"`).
//
// A page view controller's children are the pages it displays, one here (no
// spine, no double-sided pages), not every page it could show (Apple,
// UIPageViewController.viewControllers: "The view controllers displayed by
// the page view controller"). `pages P { A, B, C }` is the common data source
// over an ordered list of scenes: P shows A first, and the page after B is a
// new instance of C that the data source instantiates from the storyboard
// when asked; a page that leaves is removed and released (so its variables
// start again when it comes back). Its `selectedIndex` is the displayed
// page's position in that list.
//
// The appearance order of a scroll transition is the one logged on devices in
// "The Inconsistent Order of View Transition Events"
// (https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html):
// finished — new viewWillAppear, current viewWillDisappear, new
// viewDidAppear, current viewDidDisappear; cancelled — new viewWillAppear,
// current viewWillDisappear, current viewWillAppear, current viewDidAppear,
// new viewWillDisappear, new viewDidDisappear. The incoming page is added as
// a child before it appears (`willMove(toParent:)`) and gets
// `didMove(toParent:)` after its `viewDidAppear` (device logs in
// https://stackoverflow.com/questions/48653763); the leaving page is removed
// after its `viewDidDisappear`. The delegate's
// `pageViewController(_:willTransitionTo:)` and
// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`
// are sent for a person's swipe only (Apple: "Called before a gesture-driven
// transition begins", "Called after a gesture-driven transition completes").
// With `transition pageCurl` the same source logs the curl's order:
// finished — new viewWillAppear, current viewWillDisappear, current
// viewDidDisappear, new viewDidAppear; cancelled — new viewWillAppear,
// current viewWillDisappear, new viewWillDisappear, current viewWillAppear,
// new viewDidDisappear, current viewDidAppear.

extension App {
    /// Which way a page turn goes through the data source's list.
    public enum PageDirection: String, Sendable {
        /// To the page after the displayed one (`viewControllerAfter`).
        case next
        /// To the page before it (`viewControllerBefore`).
        case previous
    }

    /// The scenes `pages` serves, in order.
    public func pageScenes(of pages: InstanceID) -> [String] {
        controllers.scene(of: pages).flatMap { storyboard.scenes[$0]?.relationships } ?? []
    }

    /// The page view controller a person's swipe turns: the nearest one
    /// containing the visible controller. One under a presentation is not
    /// reachable: the presented controller takes the touches.
    public var visiblePageViewController: InstanceID? {
        var current = visible
        while let candidate = current {
            if controllers.kind(of: candidate) == .pages { return candidate }
            current = controllers.parent(of: candidate)
        }
        return nil
    }

    /// `swipe next|previous to P% then finish|cancel`: a person drags the
    /// visible page view controller's page. At either end of the list the
    /// data source answers nil and nothing turns.
    public func swipePage(_ direction: PageDirection, progress: Double, finish: Bool) throws {
        guard let pages = visiblePageViewController, let current = controllers.children(of: pages).first,
              let position = controllers.read(pages, { $0.selectedIndex }) else {
            note("swipe \(direction.rawValue): no page view controller is on screen")
            return
        }
        let scenes = pageScenes(of: pages)
        let target = direction == .next ? position + 1 : position - 1
        guard scenes.indices.contains(target) else {
            note("swipe \(direction.rawValue): \(name(pages)) has no page \(direction == .next ? "after" : "before") \(name(current))")
            return
        }
        let incoming = try instantiate(scenes[target])
        note(finish ? "swipe \(direction.rawValue): turn \(name(pages)) to \(name(incoming))" : "swipe \(direction.rawValue): cancelled")
        emit(.callback(eventName(pages), "willTransitionTo", eventName(incoming)))
        addChild(incoming, to: pages)
        try beginAppearance(incoming, appearing: true, animated: true)
        try beginAppearance(current, appearing: false, animated: true)
        try layout(incoming)
        time.now += progress * Self.navigationDuration
        let curls = isPageCurl(pages)
        if finish {
            time.now += (1 - progress) * Self.navigationDuration
            try endTurn(from: current, to: incoming, curls: curls, animated: true)
            emit(.callback(eventName(pages), "didFinishAnimating", "true"))
            replacePage(current, with: incoming, at: target, in: pages)
        } else {
            time.now += progress * Self.navigationDuration
            if curls {
                try beginAppearance(incoming, appearing: false, animated: true)
                try beginAppearance(current, appearing: true, animated: true)
                try endAppearance(incoming, appearing: false, animated: true)
                try endAppearance(current, appearing: true, animated: true)
            } else {
                try beginAppearance(current, appearing: true, animated: true)
                try endAppearance(current, appearing: true, animated: true)
                try beginAppearance(incoming, appearing: false, animated: true)
                try endAppearance(incoming, appearing: false, animated: true)
            }
            emit(.callback(eventName(pages), "didFinishAnimating", "false"))
            emit(.callback(eventName(incoming), "willMove", "nil"))
            removeFromParent(incoming)
            free(incoming)
        }
    }

    /// `set Pages.viewControllers = [Scene]`:
    /// `setViewControllers([page], direction:, animated: false)`, the page a
    /// new instance of `scene` (one of the pages `pages` serves), in the
    /// order of a finished scroll, not animated; no delegate callbacks.
    /// Setting the page already displayed replaces it all the same.
    public func setPage(_ scene: String, of pages: InstanceID) throws {
        let scenes = pageScenes(of: pages)
        guard let target = scenes.firstIndex(of: scene) else {
            throw UIKitException("'\(scene)' is not a page of '\(name(pages))': its data source serves \(scenes.joined(separator: ", "))")
        }
        let current = controllers.children(of: pages).first
        let incoming = try instantiate(scene)
        note("set \(name(pages)) viewControllers [\(name(incoming))]")
        addChild(incoming, to: pages)
        if isInWindow(pages) {
            try beginAppearance(incoming, appearing: true, animated: false)
            if let current { try beginAppearance(current, appearing: false, animated: false) }
            try layout(incoming)
            if let current {
                try endTurn(from: current, to: incoming, curls: isPageCurl(pages), animated: false)
            } else {
                try endAppearance(incoming, appearing: true, animated: false)
            }
        }
        replacePage(current, with: incoming, at: target, in: pages)
    }

    /// Whether `pages` turns with page curls.
    private func isPageCurl(_ pages: InstanceID) -> Bool {
        controllers.scene(of: pages).flatMap { storyboard.scenes[$0]?.isPageCurl } ?? false
    }

    /// The did-phase of a finished turn: a scroll's new page first, a curl's
    /// leaving page first.
    private func endTurn(from current: InstanceID, to incoming: InstanceID, curls: Bool, animated: Bool) throws {
        if curls {
            try endAppearance(current, appearing: false, animated: animated)
            try endAppearance(incoming, appearing: true, animated: animated)
        } else {
            try endAppearance(incoming, appearing: true, animated: animated)
            try endAppearance(current, appearing: false, animated: animated)
        }
    }

    /// The end of a turn: the incoming page's `didMove(toParent:)`, the
    /// leaving page removed and released, the position recorded.
    private func replacePage(_ current: InstanceID?, with incoming: InstanceID, at position: Int, in pages: InstanceID) {
        emit(.callback(eventName(incoming), "didMove", eventName(pages)))
        if let current {
            emit(.callback(eventName(current), "willMove", "nil"))
            removeFromParent(current)
            free(current)
        }
        update(pages) { $0.selectedIndex = position }
    }
}
