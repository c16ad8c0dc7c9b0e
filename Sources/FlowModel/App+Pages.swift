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

    /// The page view controller `id`, as UIKit's type: `app.pageView(pages).scenes`.
    public func pageView(_ id: InstanceID) -> PageViewController { PageViewController(app: self, id: id) }

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
        guard let pages = visiblePageViewController else {
            note("swipe \(direction.rawValue): no page view controller is on screen")
            return
        }
        try pageView(pages).swipe(direction, progress: progress, finish: finish)
    }

}
