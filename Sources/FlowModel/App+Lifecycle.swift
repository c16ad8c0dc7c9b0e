// Containment: the parent and children tables every transition reads and
// writes, and what a container shows. Loading, appearance and layout are each
// view controller's (ViewController+Appearance.swift). UIKitModel.md, Containment.

import FlowVocabulary

extension App {
    // MARK: Containment

    /// `addChild(_:)`: `willMove(toParent:)` and the child joins the parent's
    /// children. The caller emits `didMove(toParent:)` when its transition ends.
    func addChild(_ child: InstanceID, to parent: InstanceID, at index: Int? = nil) {
        noteJoining(child, under: parent, as: "adding", "to")
        emit(.callback(eventName(child), "willMove", eventName(parent)))
        update(child) { $0.parent = parent }
        update(parent) { controller in
            if let index, index <= controller.children.count {
                controller.children.insert(child, at: index)
            } else {
                controller.children.append(child)
            }
        }
    }

    /// `removeFromParent()` after the caller's `willMove(toParent: nil)`:
    /// the child leaves its parent's children and gets `didMove(toParent: nil)`.
    func removeFromParent(_ child: InstanceID) {
        guard let parent = controllers.parent(of: child) else { return }
        update(parent) { $0.children.removeAll { $0 == child } }
        update(child) { $0.parent = nil }
        emit(.callback(eventName(child), "didMove", "nil"))
    }

    /// The children a container shows, to which it forwards appearance:
    /// a navigation controller's top, a tab bar's or page view controller's
    /// selected child, a split view's visible columns, all of a custom
    /// container's children.
    public func shownChildren(_ id: InstanceID) -> [InstanceID] {
        guard let kind = controllers.kind(of: id) else { return [] }
        switch kind {
        case .content:
            return []
        case .navigation:
            return controllers.children(of: id).last.map { [$0] } ?? []
        case .tabs:
            return tabBar(id).shownTab.map { [$0] } ?? []
        case .pages:
            return controllers.inwardFields(of: id)?.selectedChild.map { [$0] } ?? []
        case .split:
            if splitView(id).columnLayout != nil { return splitView(id).shownColumns }
            let children = controllers.children(of: id)
            return controllers.inwardFields(of: id)?.isCollapsed == true ? Array(children.prefix(1)) : children
        case .container:
            return controllers.children(of: id)
        case .search:
            // The results controller's view is hidden while the field is empty.
            return (controllers.read(id) { $0.search.text } ?? nil) == nil ? [] : controllers.children(of: id)
        }
    }

    /// Whether the instance's view is in the window: it has appeared or is
    /// appearing (UIKitModel.md Presentation, rule 6).
    public func isInWindow(_ id: InstanceID) -> Bool {
        guard let state = controllers.appearance(of: id) else { return false }
        return state == .appeared || state == .appearing
    }

    /// Whether the instance is in its `viewWillAppear`, its view not yet added to the window:
    /// appearing, with its `viewIsAppearing` still to come (on a platform that calls it; before
    /// iOS 13 nothing tells the will-phase from the rest of the appearance, and it counts as in
    /// the window). Apple, viewWillAppear(_:): "about to be added to a view hierarchy";
    /// viewIsAppearing(_:): "after it adds the view controller's view to the view hierarchy".
    func isAboutToJoinWindow(_ id: InstanceID) -> Bool {
        controllers.withSlot(id) { $0.pointee.appearance == .appearing && $0.pointee.pendingViewIsAppearing != nil } ?? false
    }
}
