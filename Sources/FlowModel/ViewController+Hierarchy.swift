// Where a view controller stands in the hierarchy: the walks up it that
// presentation contexts, unwind searches and attachment take, and the
// questions asked of one controller's place (UIViewController's `parent`
// and `presentingViewController`, its `preferredTransition`).

extension ViewController {
    /// The next controller outward: the parent, or — at the root of a
    /// presented tree — the controller presenting it. Every walk up the
    /// hierarchy (presentation context, unwind search, attachment) takes
    /// these steps.
    public var outward: InstanceID? {
        app.controllers.parent(of: id) ?? app.controllers.presenting(id)
    }

    /// Every controller outward, nearest first, up to the window's root.
    public var ancestors: [InstanceID] {
        var result: [InstanceID] = []
        var current = id
        while let next = app.viewController(current).outward, result.count < app.controllers.count {
            result.append(next)
            current = next
        }
        return result
    }

    /// The root of the tree this controller belongs to: the window's root or a presented controller.
    public var presentationRoot: InstanceID {
        var current = id
        while let parent = app.controllers.parent(of: current) { current = parent }
        return current
    }

    /// Whether it is inside a popover shown as a popover: it, or the container it is in, is the
    /// content of a presentation that ended up in the popover style (not adapted to a sheet).
    public var isInsidePopover: Bool {
        app.controllers.presentationStyle(of: presentationRoot) == .popover
    }

    /// Whether its own transition is iOS 18's zoom (`transition zoom` in
    /// its scene: `preferredTransition`), on a platform that has it.
    public var isZoomed: Bool {
        app.storyboard.hasZoomTransition
            && app.declared(id, \.modalTransitionStyle) == .zoom
    }

    /// The first controller on screen within this one (itself, then the
    /// children each shows, depth first) that `matches`: where a sheet's
    /// delegate-like answers are looked for, as the root of a presented
    /// navigation controller gives them.
    public func firstShown(where matches: (InstanceID) throws -> Bool) rethrows -> InstanceID? {
        var pending = [id]
        while let current = pending.popLast() {
            if try matches(current) { return current }
            pending.append(contentsOf: app.shownChildren(current).reversed())
        }
        return nil
    }
}
