// Loading, appearance and containment: the machinery every transition uses.
// UIKitModel.md, Lifecycle and appearance; Containment.

import FlowVocabulary

extension App {
    // MARK: Loading

    /// `loadViewIfNeeded()`: `viewDidLoad` once, the first time the view is
    /// needed. A custom container's embed segues run while its view loads,
    /// before its own `viewDidLoad` (UIKitModel.md, Containment).
    func loadViewIfNeeded(_ id: InstanceID) throws {
        guard let sceneName = controllers.scene(of: id), !controllers.isViewLoaded(id) else { return }
        update(id) { $0.isViewLoaded = true }
        if let scene = storyboard.scenes[sceneName], !scene.embeds.isEmpty {
            for (position, embedScene) in scene.embeds.enumerated() {
                let child = try instantiate(embedScene)
                // The child's own traitOverrides, if any, come after the container's.
                if position < scene.embedWidths.count, let width = scene.embedWidths[position],
                   (controllers.read(child, { $0.overriddenWidth }) ?? nil) == nil {
                    update(child) { $0.overriddenWidth = width }
                }
                try listener?.app(self, prepareEmbed: child, in: id)
                addChild(child, to: id)
                // Containers nested in containers load each other's views in
                // turn: stop here rather than recurse past the bound.
                if let overflow = takeDepthOverflow() { throw overflow }
                try loadViewIfNeeded(child)
                try collapseSplitViewsIfCompact(in: child)
                emit(.callback(eventName(child), "didMove", eventName(id)))
            }
        }
        try lifecycle(.viewDidLoad, id)
    }

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
        if kind == .content { return [] }
        if kind == .navigation { return controllers.children(of: id).last.map { [$0] } ?? [] }
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
            return (controllers.read(id) { $0.searchText } ?? nil) == nil ? [] : controllers.children(of: id)
        }
    }

    // MARK: Appearance

    /// The will-phase of an appearance transition for `id` and the children
    /// it shows, parent before child. An appearing controller's view loads
    /// first. A callback that would break the appearance cycle is skipped.
    ///
    /// A controller hosting a current-context presentation hands appearance
    /// on to it: `currentContext` removed the host's views, so only the
    /// presented controller appears or disappears (a tab switch, say);
    /// `overCurrentContext` kept them, so both do. `followPresentations` is
    /// false for the presenter of the transition being made, which the
    /// caller handles itself.
    func beginAppearance(_ id: InstanceID, appearing: Bool, animated: Bool, followPresentations: Bool = true) throws {
        if followPresentations, try passOnToContextPresentation(of: id, {
            try beginAppearance($0, appearing: appearing, animated: animated, followPresentations: $1)
        }) { return }
        if appearing { try loadViewIfNeeded(id) }
        guard let state = controllers.appearance(of: id) else { return }
        if appearing {
            if state == .disappeared || state == .disappearing {
                let callsIsAppearing = callsViewIsAppearing
                update(id) {
                    $0.appearance = .appearing
                    $0.pendingViewIsAppearing = callsIsAppearing ? animated : nil
                }
                try lifecycle(.viewWillAppear, id, animated: animated)
            }
        } else if state == .appeared || state == .appearing {
            update(id) { $0.appearance = .disappearing }
            try lifecycle(.viewWillDisappear, id, animated: animated)
        }
        for child in forwardedChildren(id) {
            try beginAppearance(child, appearing: appearing, animated: animated)
        }
    }

    /// The children `id` forwards appearance to: those it shows, none for a
    /// custom container that forwards by hand (`manual appearance`).
    func forwardedChildren(_ id: InstanceID) -> [InstanceID] {
        // A search controller's results controller appears and disappears
        // with it, its view hidden or not (SearchController.swift).
        if controllers.kind(of: id) == .search { return controllers.children(of: id) }
        return forwardsAppearanceManually(id) ? [] : shownChildren(id)
    }

    /// `shouldAutomaticallyForwardAppearanceMethods` is false for `id`.
    func forwardsAppearanceManually(_ id: InstanceID) -> Bool {
        controllers.kind(of: id) == .container
            && controllers.scene(of: id).flatMap { storyboard.scenes[$0]?.forwardsAppearanceManually } == true
    }

    /// When a presentation hangs from `id` in its context, runs `phase` on
    /// what shows there instead: the presented controller, and `id` itself
    /// (not following presentations again) unless the presentation removed
    /// its views. Returns whether it did.
    private func passOnToContextPresentation(
        of id: InstanceID, _ phase: (InstanceID, _ followPresentations: Bool) throws -> Void
    ) rethrows -> Bool {
        guard let hosted = contextPresentation(hostedBy: id) else { return false }
        if !hosted.replacesHost { try phase(id, false) }
        try phase(hosted.id, true)
        return true
    }

    /// The did-phase, parent before child.
    func endAppearance(_ id: InstanceID, appearing: Bool, animated: Bool, followPresentations: Bool = true) throws {
        if followPresentations, try passOnToContextPresentation(of: id, {
            try endAppearance($0, appearing: appearing, animated: animated, followPresentations: $1)
        }) { return }
        guard let state = controllers.appearance(of: id) else { return }
        if appearing {
            if state == .appearing {
                // An appearance no layout pass reached (an interactive
                // transition's) still gets its viewIsAppearing first.
                try viewIsAppearingIfPending(id)
                update(id) { $0.appearance = .appeared }
                try lifecycle(.viewDidAppear, id, animated: animated)
            }
        } else if state == .disappearing {
            update(id) { $0.appearance = .disappeared }
            try lifecycle(.viewDidDisappear, id, animated: animated)
        }
        for child in forwardedChildren(id) {
            try endAppearance(child, appearing: appearing, animated: animated)
        }
    }

    /// The current-context presentation `id` hosts (what it presents as the
    /// controller that defines the presentation context), and whether it
    /// replaced the host's views.
    func contextPresentation(hostedBy id: InstanceID) -> (id: InstanceID, replacesHost: Bool)? {
        guard let presented = controllers.presented(by: id), let style = controllers.presentationStyle(of: presented),
              style.usesCurrentContext, id != root else { return nil }
        return (presented, removesPresenterViews(of: presented))
    }

    /// The layout pass that follows an appearance's will-phase, for a
    /// controller and the children it shows, parent before child: the view
    /// is in the hierarchy now, so an appearing controller gets
    /// `viewIsAppearing` (iOS 13 and later), then `viewWillLayoutSubviews` /
    /// `viewDidLayoutSubviews` (shown with `--verbose`). Apple,
    /// viewIsAppearing(_:): "the system calls this method once each time a
    /// view controller's view appears after the viewWillAppear(_:) call …
    /// after it adds the view controller's view to the view hierarchy, and
    /// the superview lays out the view controller's view"; WWDC23 "What's
    /// new in UIKit" shows it before the view's own layout callbacks.
    func layout(_ id: InstanceID) throws {
        guard emitsLayout || callsViewIsAppearing, controllers.isViewLoaded(id) else { return }
        try viewIsAppearingIfPending(id)
        if emitsLayout {
            emit(Event(kind: .layout, receiverName: eventName(id), methodName: "viewWillLayoutSubviews"))
            emit(Event(kind: .layout, receiverName: eventName(id), methodName: "viewDidLayoutSubviews"))
        }
        for child in shownChildren(id) { try layout(child) }
        // What `id` hosts in its presentation context shows with it (a tab
        // switch back to a tab that presents over its context).
        if let hosted = contextPresentation(hostedBy: id), controllers.appearance(of: hosted.id) == .appearing {
            try layout(hosted.id)
        }
    }

    /// Whether UIKit calls `viewIsAppearing` on the app's platform.
    var callsViewIsAppearing: Bool { LifecycleMethod.viewIsAppearing.isCalled(onIOS: storyboard.platformVersion) }

    /// `viewIsAppearing`, once per appearance: when `id` is appearing and
    /// has not had it since its `viewWillAppear`.
    func viewIsAppearingIfPending(_ id: InstanceID) throws {
        guard let animated = controllers.read(id, { $0.appearance == .appearing ? $0.pendingViewIsAppearing : nil }) ?? nil
        else { return }
        update(id) { $0.pendingViewIsAppearing = nil }
        try lifecycle(.viewIsAppearing, id, animated: animated)
    }

    /// Whether the instance's view is in the window: it has appeared or is
    /// appearing (UIKitModel.md Presentation, rule 6).
    public func isInWindow(_ id: InstanceID) -> Bool {
        guard let state = controllers.appearance(of: id) else { return false }
        return state == .appeared || state == .appearing
    }
}
