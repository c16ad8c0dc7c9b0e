// Size and trait changes: UIKitModel.md, Lifecycle ("Size and trait changes") and
// Presentation rule 3 (adaptation is redone when the width class changes).
//
// UIKit's trait hierarchy (iOS 17's words, WWDC23 "Unleash the UIKit trait
// system"): the window scene's traits flow down through the view
// controllers it shows, each child inheriting its parent's unless it or a
// container overrides them. Two things change them — the window's size (a
// rotation, multitasking: `WindowScene.setWidth(_:)`) and an override set on a
// controller (`ViewController.setWidthOverride(_:)`) — and both tell the
// controllers whose traits changed, in the order below.

/// A width change under way: what the controllers' traits last reported before it, and the
/// controllers whose view joined the window during it and were brought up to date as they
/// appeared (`TraitHierarchy.catchUp`), which its closing `traitCollectionDidChange` passes over.
struct TraitChange {
    var widthsBefore: [InstanceID: WidthClass]
    var current: Set<InstanceID> = []
}

/// The trait hierarchy of an app's window: how a change of the horizontal
/// size class reaches its view controllers. A view of the app's state, made
/// where a change starts; it holds nothing of its own.
struct TraitHierarchy {
    /// Held strongly (`ViewController.app` says why).
    let app: App

    /// The width class changes (rotation, multitasking). To every loaded
    /// instance whose view is in the window, parents before children,
    /// presenting before presented: `willTransition(to:)`, then
    /// `viewWillTransition(to:)` (which also reaches what a full-screen
    /// presentation covers, `instancesResized`); then the change — split views
    /// collapse or separate, presentations adapt anew — then
    /// `traitCollectionDidChange`. Loaded instances out of the window catch up as they next
    /// appear (`catchUp`). One whose container overrides its width class keeps its
    /// trait collection: it gets `viewWillTransition(to:with:)` (its size
    /// changes) but neither `willTransition(to:with:)` nor
    /// `traitCollectionDidChange` (Apple: they report a change of the trait collection).
    ///
    /// A custom presentation controller is told too, just before the controller it presents:
    /// it is a content container and a trait environment as a view controller is (Apple,
    /// UIContentContainer: "All UIViewController and UIPresentationController objects provide
    /// default implementations"; UIPresentationController's management phase responds to
    /// "environment changes (such as device rotation)"), and its default implementations pass
    /// the change on to the presented controller. Its traits are the window's.
    func windowWidthChanged(to newWidth: WidthClass) throws {
        guard newWidth != app.width else { return }
        app.note("size \(newWidth.rawValue)")
        let widthsBefore = loadedWidths()
        // A change a hook starts inside another (an override set as traits change) has its own
        // state; the outer change's comes back when it ends.
        let outer = app.traitChange
        app.traitChange = TraitChange(widthsBefore: widthsBefore)
        defer { app.traitChange = outer }
        let before = instancesInWindow()
        // A view loaded during the change (a primary column shown as a classic split separates) has
        // the new traits from its viewDidLoad on: nothing changed for it, and it is not told so.
        let loadedBefore = Set(app.controllers.values.filter(\.isViewLoaded).map(\.id))
        for id in before {
            if let presenter = customPresentationController(of: id) {
                app.emit(.callback(presenter, "willTransition", app.eventWord(newWidth.rawValue)))
            }
            if app.viewController(id).overriddenWidth == nil {
                app.emit(.callback(app.eventName(id), "willTransition", app.eventWord(newWidth.rawValue)))
            }
        }
        for id in instancesResized() {
            if let presenter = customPresentationController(of: id) { app.emit(.callback(presenter, "viewWillTransition")) }
            app.emit(.callback(app.eventName(id), "viewWillTransition"))
        }
        app.width = newWidth
        for split in app.controllers.values.filter({ $0.kind == .split }).map(\.id).sorted() where app.isAttached(split) {
            if app.viewController(split).effectiveWidth == .compact { try app.splitView(split).collapse() } else { try app.splitView(split).separate() }
        }
        for tabs in app.controllers.values.filter({ $0.tabs.moreNavigation != nil }).map(\.id).sorted() where app.isAttached(tabs) {
            try app.tabBar(tabs).rearrangeMore()
        }
        try app.presentations.readapt()
        let after = instancesInWindow()
        for id in after where app.emitsLayout {
            app.emit(Event(kind: .layout, receiverName: app.eventName(id), methodName: "viewWillLayoutSubviews"))
            app.emit(Event(kind: .layout, receiverName: app.eventName(id), methodName: "viewDidLayoutSubviews"))
        }
        for id in after {
            if let presenter = customPresentationController(of: id) {
                app.emit(.callback(presenter, "traitCollectionDidChange"))
            }
            if app.viewController(id).overriddenWidth == nil, app.traitChange?.current.contains(id) != true, loadedBefore.contains(id) {
                try traitsChanged(id)
            }
        }
        noteMissedChanges(since: widthsBefore, told: Set(after))
    }

    /// The name of the custom presentation controller (`presenter P`, style custom) that
    /// presents `id`, if `id` is presented so.
    private func customPresentationController(of id: InstanceID) -> EventName? {
        let name = app.controllers.withSlot(id) { controller in
            controller.pointee.presentation.style == .custom ? controller.pointee.presentation.presentationController : nil
        }
        return (name ?? nil).map { app.eventWord($0) }
    }

    /// `traitOverrides.horizontalSizeClass` of `id` set in code (`set X.horizontalSizeClass = regular`,
    /// `= nil` to remove it), or a container's `setOverrideTraitCollection(_:forChild:)`: `id` and
    /// what it contains see the new width class. Those in the window whose width class changes are
    /// told, parents first: split views among them collapse or separate, then each lays out and gets
    /// `traitCollectionDidChange` and its registered handler. No `willTransition(to:with:)`:
    /// UIKit documents it for the changes a parent passes on, not for an override (Apple,
    /// UIViewController.traitOverrides: "affect the view controller and its descendants").
    func override(_ newWidth: WidthClass?, of id: InstanceID) throws {
        let subtree = containedInWindow(id)
        let widthsBefore = loadedWidths()
        // A change a hook starts inside another (an override set as traits change) has its own
        // state; the outer change's comes back when it ends.
        let outer = app.traitChange
        app.traitChange = TraitChange(widthsBefore: widthsBefore)
        defer { app.traitChange = outer }
        let before = subtree.map { app.viewController($0).effectiveWidth }
        app.note("\(app.name(id)).traitOverrides.horizontalSizeClass = \(newWidth?.rawValue ?? "nil")")
        app.update(id) { $0.overriddenWidth = newWidth }
        let changed = zip(subtree, before).filter { app.viewController($0.0).effectiveWidth != $0.1 }.map(\.0)
        for split in changed where app.controllers.kind(of: split) == .split {
            if app.viewController(split).effectiveWidth == .compact { try app.splitView(split).collapse() } else { try app.splitView(split).separate() }
        }
        let after = Set(containedInWindow(id))
        for changedID in changed where after.contains(changedID) && app.emitsLayout {
            app.emit(Event(kind: .layout, receiverName: app.eventName(changedID), methodName: "viewWillLayoutSubviews"))
            app.emit(Event(kind: .layout, receiverName: app.eventName(changedID), methodName: "viewDidLayoutSubviews"))
        }
        for changedID in changed where after.contains(changedID) && app.traitChange?.current.contains(changedID) != true {
            try traitsChanged(changedID)
        }
        noteMissedChanges(since: widthsBefore, told: after)
    }

    /// Brings the traits of `id` up to date as its view joins the window again, after its
    /// `viewWillAppear` and before its `viewIsAppearing`, if a change passed it by out of the
    /// window: `traitCollectionDidChange` and its registered handler. Apple, viewIsAppearing(_:):
    /// by then "the view controller and its view have received updated trait collections"; iOS 13
    /// release notes: UIKit updates traits as a view joins a hierarchy and skips the callback only
    /// where the traits it predicted match (the first appearance: `missedWidth` is set only by a
    /// change after the view loaded). Before iOS 13 no controller out of the window is told.
    ///
    /// During a change (a column a split view shows again as it expands), the same, its traits
    /// having last reported what they did before the change (or what an earlier change passed by):
    /// told before its `viewIsAppearing` when that is another width class than it has now, not at
    /// all when it is this one (the change took it back to what it knew), and in either case not
    /// again at the change's end (`TraitChange.current`).
    func catchUp(_ id: InstanceID) throws {
        let missed = app.controllers.read(id, { $0.missedWidth }) ?? nil
        guard var change = app.traitChange else {
            guard missed != nil else { return }
            app.update(id) { $0.missedWidth = nil }
            return try traitsChanged(id)
        }
        guard let reported = missed ?? change.widthsBefore[id], !change.current.contains(id) else { return }
        if missed != nil { app.update(id) { $0.missedWidth = nil } }
        change.current.insert(id)
        app.traitChange = change
        if reported != app.viewController(id).effectiveWidth { try traitsChanged(id) }
    }

    /// The width class of every loaded controller, before a change.
    private func loadedWidths() -> [InstanceID: WidthClass] {
        guard app.storyboard.callsViewIsAppearing else { return [:] }
        var widths: [InstanceID: WidthClass] = [:]
        for controller in app.controllers.values where controller.isViewLoaded {
            widths[controller.id] = app.viewController(controller.id).effectiveWidth
        }
        return widths
    }

    /// Records, for each loaded controller the change did not tell (its view out of the window),
    /// the width class its traits last reported, while that differs from its width class now;
    /// those it told (some of them behind from an earlier change, as they joined the window
    /// during this one) are current.
    private func noteMissedChanges(since widths: [InstanceID: WidthClass], told: Set<InstanceID>) {
        for id in told where app.controllers.read(id, { $0.missedWidth != nil }) == true {
            app.update(id) { $0.missedWidth = nil }
        }
        for (id, old) in widths where !told.contains(id) && app.controllers.contains(id) {
            let now = app.viewController(id).effectiveWidth
            guard now != old else { continue }
            app.update(id) { controller in
                if controller.missedWidth == nil { controller.missedWidth = old } else if controller.missedWidth == now { controller.missedWidth = nil }
            }
        }
    }

    /// `traitCollectionDidChange`, then the handler the controller
    /// registered for the horizontal size class (iOS 17), if it did (flow's
    /// order: no source orders the two on one controller).
    private func traitsChanged(_ id: InstanceID) throws {
        try app.lifecycle(.traitCollectionDidChange, id)
        guard callsTraitChangeHandlers, app.controllers.read(id, { $0.isViewLoaded }) == true,
              app.declared(id, \.registersForTraitChanges) == true else { return }
        try app.lifecycle(.traitChange, id)
    }

    /// Whether the platform has trait registration (iOS 17).
    private var callsTraitChangeHandlers: Bool { LifecycleMethod.traitChange.isCalled(onIOS: app.storyboard.platformVersion) }

    /// `id` and the controllers it contains (not what they present: a
    /// presented controller takes the window's traits), loaded, in the window,
    /// parents first.
    private func containedInWindow(_ id: InstanceID) -> [InstanceID] {
        var result: [InstanceID] = []
        var pending = [id]
        while let current = pending.popLast() {
            guard let controller = app.controllers[current] else { continue }
            if controller.isViewLoaded && app.isInWindow(current) { result.append(current) }
            pending.append(contentsOf: app.hierarchyChildren(of: current).reversed())
        }
        return result
    }

    /// Loaded instances whose views change size with the window: those in it, and those a
    /// full-screen presentation covers where they would show — its presenter and what that shows,
    /// which keep their place in the hierarchy and are sized with the window (a rotation with a
    /// modal screen up calls `viewWillTransition(to:with:)` on the controller under it:
    /// onmyway133/notes issues 202 and 210, zenangst/Spots pull request 286). Parents before
    /// children and presenting before presented, as `instancesInWindow`.
    private func instancesResized() -> [InstanceID] {
        var result: [InstanceID] = []
        func visit(_ id: InstanceID, shown: Bool) {
            guard let controller = app.controllers[id] else { return }
            if controller.isViewLoaded && (shown || app.isInWindow(id)) { result.append(id) }
            let shownChildren = app.shownChildren(id)
            for child in app.hierarchyChildren(of: id) { visit(child, shown: shown && shownChildren.contains(child)) }
            if let presented = controller.presented { visit(presented, shown: true) }
        }
        if let root = app.root { visit(root, shown: true) }
        return result
    }

    /// Loaded instances whose views are in the window, parents before
    /// children and presenting before presented.
    private func instancesInWindow() -> [InstanceID] {
        // The same walk as `instancesResized`, which takes every instance in the window.
        instancesResized().filter { app.isInWindow($0) }
    }
}

extension ViewController {
    /// The horizontal size class this controller sees (its
    /// `traitCollection.horizontalSizeClass`): the nearest override a
    /// container made for it or an ancestor (`setOverrideTraitCollection(_:forChild:)`;
    /// Apple: "the child view controller's trait collection is the parent's
    /// merged with the overriding traits"), else the window's. A presented
    /// controller takes the window's again: its traits come through its
    /// presentation controller, not its presenter's children.
    public var effectiveWidth: WidthClass {
        overriddenWidth ?? app.width
    }

    /// The override `effectiveWidth` finds, if any: a controller under one
    /// keeps its width class when the window's changes.
    var overriddenWidth: WidthClass? {
        var current: InstanceID? = id
        while let candidate = current {
            if let width = app.controllers.read(candidate, { $0.overriddenWidth }) ?? nil { return width }
            current = app.controllers.parent(of: candidate)
        }
        return nil
    }
}
