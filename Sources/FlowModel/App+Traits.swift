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
        for id in after where overriddenWidth(of: id) == nil { emit(.callback(eventName(id), "traitCollectionDidChange")) }
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
