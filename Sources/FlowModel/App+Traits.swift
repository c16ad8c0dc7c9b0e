// Size and trait changes: UIKitModel.md, Lifecycle ("Size and trait changes") and
// Presentation rule 3 (adaptation is redone when the width class changes).

extension App {
    /// The width class changes (rotation, multitasking). To every loaded
    /// instance whose view is in the window, parents before children,
    /// presenting before presented: `willTransition(to:)`, then
    /// `viewWillTransition(to:)`; then the change — split views collapse or
    /// separate, presentations adapt anew — then `traitCollectionDidChange`.
    /// Instances off screen catch up when they next appear (not modelled as
    /// events). One whose container overrides its width class keeps its
    /// trait collection: it gets `viewWillTransition(to:with:)` (its size
    /// changes) but neither `willTransition(to:with:)` nor
    /// `traitCollectionDidChange` (Apple: they report a change of the trait collection).
    public func setWidth(_ newWidth: WidthClass) throws {
        guard newWidth != width else { return }
        note("size \(newWidth.rawValue)")
        let before = instancesInWindow()
        for id in before where overriddenWidth(of: id) == nil { emit(.callback(eventName(id), "willTransition", eventWord(newWidth.rawValue))) }
        for id in before { emit(.callback(eventName(id), "viewWillTransition")) }
        width = newWidth
        for split in controllers.values.filter({ $0.kind == .split }).map(\.id).sorted() where isAttached(split) {
            if effectiveWidth(of: split) == .compact { try splitView(split).collapse() } else { try splitView(split).separate() }
        }
        for tabs in controllers.values.filter({ $0.moreNavigation != nil }).map(\.id).sorted() where isAttached(tabs) {
            try tabBar(tabs).rearrangeMore()
        }
        try presentations.readapt()
        let after = instancesInWindow()
        for id in after where emitsLayout {
            emit(Event(kind: .layout, receiverName: eventName(id), methodName: "viewWillLayoutSubviews"))
            emit(Event(kind: .layout, receiverName: eventName(id), methodName: "viewDidLayoutSubviews"))
        }
        for id in after where overriddenWidth(of: id) == nil { try traitsChanged(id) }
    }

    /// `traitOverrides.horizontalSizeClass` of `id` set in code (`set X.horizontalSizeClass = regular`,
    /// `= nil` to remove it), or a container's `setOverrideTraitCollection(_:forChild:)`: `id` and
    /// what it contains see the new width class. Those in the window whose width class changes are
    /// told, parents first: split views among them collapse or separate, then each lays out and gets
    /// `traitCollectionDidChange` and its registered handler. No `willTransition(to:with:)`:
    /// UIKit documents it for the changes a parent passes on, not for an override (Apple,
    /// UIViewController.traitOverrides: "affect the view controller and its descendants").
    public func setWidthOverride(_ newWidth: WidthClass?, of id: InstanceID) throws {
        let subtree = containedInWindow(id)
        let before = subtree.map(effectiveWidth(of:))
        note("\(name(id)).traitOverrides.horizontalSizeClass = \(newWidth?.rawValue ?? "nil")")
        update(id) { $0.overriddenWidth = newWidth }
        let changed = zip(subtree, before).filter { effectiveWidth(of: $0.0) != $0.1 }.map(\.0)
        for split in changed where controllers.kind(of: split) == .split {
            if effectiveWidth(of: split) == .compact { try splitView(split).collapse() } else { try splitView(split).separate() }
        }
        let after = Set(containedInWindow(id))
        for changedID in changed where after.contains(changedID) && emitsLayout {
            emit(Event(kind: .layout, receiverName: eventName(changedID), methodName: "viewWillLayoutSubviews"))
            emit(Event(kind: .layout, receiverName: eventName(changedID), methodName: "viewDidLayoutSubviews"))
        }
        for changedID in changed where after.contains(changedID) { try traitsChanged(changedID) }
    }

    /// `traitCollectionDidChange`, then the handler the controller
    /// registered for the horizontal size class (iOS 17), if it did (flow's
    /// order: no source orders the two on one controller).
    private func traitsChanged(_ id: InstanceID) throws {
        try lifecycle(.traitCollectionDidChange, id)
        guard callsTraitChangeHandlers, controllers.read(id, { $0.isViewLoaded }) == true,
              controllers.scene(of: id).flatMap({ storyboard.scenes[$0]?.registersForTraitChanges }) == true else { return }
        try lifecycle(.traitChange, id)
    }

    /// Whether the platform has trait registration (iOS 17).
    private var callsTraitChangeHandlers: Bool { LifecycleMethod.traitChange.isCalled(onIOS: storyboard.platformVersion) }

    /// `id` and the controllers it contains (not what they present: a
    /// presented controller takes the window's traits), loaded, in the window,
    /// parents first.
    private func containedInWindow(_ id: InstanceID) -> [InstanceID] {
        var result: [InstanceID] = []
        var pending = [id]
        while let current = pending.popLast() {
            guard let controller = controllers[current] else { continue }
            if controller.isViewLoaded && isInWindow(current) { result.append(current) }
            pending.append(contentsOf: hierarchyChildren(of: current).reversed())
        }
        return result
    }

    /// Loaded instances whose views are in the window, parents before
    /// children and presenting before presented.
    func instancesInWindow() -> [InstanceID] {
        var result: [InstanceID] = []
        func visit(_ id: InstanceID) {
            guard let controller = controllers[id] else { return }
            if controller.isViewLoaded && isInWindow(id) { result.append(id) }
            for child in hierarchyChildren(of: id) { visit(child) }
            if let presented = controller.presented { visit(presented) }
        }
        if let root { visit(root) }
        return result
    }
}
