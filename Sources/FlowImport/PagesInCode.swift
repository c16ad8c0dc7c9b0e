// Page view controllers an app subclasses and fills in code (issue 52): a
// `UIPageViewController` subclass gives itself its first page with
// `setViewControllers([first], direction: .forward, animated: false)` and returns
// the others from its data source (`pageViewController(_:viewControllerAfter:)`).
// CodeScreens declares such a class as `pages X { … }` with those pages, in the
// order its code gives them; its transition style is `super.init(transitionStyle:)`'s.

extension SourceIndex {
    /// The pages a page view controller subclass of the app's shows, each once, in the order its code
    /// gives them (its first page, set with `setViewControllers(_:direction:animated:)`, then what its
    /// data source returns); nil for any other class, or one whose pages are not known.
    func pages(ofPageClass name: String) -> [CodeTrigger.Instantiation]? {
        guard inherits(name, fromUIKit: "UIPageViewController") else { return nil }
        var pages: [CodeTrigger.Instantiation] = []
        var seen: Set<CodeTrigger.Instantiation> = []
        for trigger in codeTriggers(of: name) {
            guard case .page(let page) = trigger.action, seen.insert(page).inserted else { continue }
            // Never the class itself: a page view controller is no page of its own (gnosis's onboarding
            // pages come from a data source the import does not read, and a local of its own factory
            // named like the page, `let controller = OnboardingViewController(…)`, stood for them; the
            // file written did not load, a relationship cycle).
            if page.knownClass == name { continue }
            pages.append(page)
        }
        return pages.isEmpty ? nil : pages
    }
}
