// Loading, appearance and layout: what UIKit does to every view controller
// whose view joins or leaves the window, the machinery every transition uses.
// The containers ask for it through `app.viewController(id)`; UIKitModel.md,
// Lifecycle and appearance.

import FlowVocabulary

extension ViewController {
    // MARK: Loading

    /// `loadViewIfNeeded()`: `viewDidLoad` once, the first time the view is
    /// needed. A custom container's embed segues run while its view loads,
    /// before its own `viewDidLoad` (UIKitModel.md, Containment).
    func loadViewIfNeeded() throws {
        guard app.controllers.contains(id), !app.controllers.isViewLoaded(id) else { return }
        app.update(id) { $0.isViewLoaded = true }
        if let scene = app.declaration(of: id), !scene.embeds.isEmpty {
            for (position, embedScene) in scene.embeds.enumerated() {
                let child = try app.instantiate(embedScene)
                // The child's own traitOverrides, if any, come after the container's.
                if position < scene.embedWidths.count, let width = scene.embedWidths[position],
                   (app.controllers.read(child, { $0.overriddenWidth }) ?? nil) == nil {
                    app.update(child) { $0.overriddenWidth = width }
                }
                try app.listener?.app(app, prepareEmbed: child, in: id)
                app.addChild(child, to: id)
                // Containers nested in containers load each other's views in
                // turn: stop here rather than recurse past the bound.
                if let overflow = app.takeDepthOverflow() { throw overflow }
                try app.viewController(child).loadViewIfNeeded()
                try app.collapseSplitViewsIfCompact(in: child)
                app.emit(.callback(app.eventName(child), "didMove", app.eventName(id)))
            }
        }
        try app.lifecycle(.viewDidLoad, id)
    }

    // MARK: Appearance

    /// The will-phase of an appearance transition for this controller and the
    /// children it shows, parent before child. An appearing controller's view
    /// loads first. A callback that would break the appearance cycle is skipped.
    ///
    /// A controller hosting a current-context presentation hands appearance
    /// on to it: `currentContext` removed the host's views, so only the
    /// presented controller appears or disappears (a tab switch, say);
    /// `overCurrentContext` kept them, so both do. `followPresentations` is
    /// false for the presenter of the transition being made, which the
    /// caller handles itself.
    func beginAppearance(appearing: Bool, animated: Bool, followPresentations: Bool = true) throws {
        if followPresentations, try passOnToContextPresentation({
            try $0.beginAppearance(appearing: appearing, animated: animated, followPresentations: $1)
        }) { return }
        if appearing, !app.controllers.isViewLoaded(id) {
            let navigation = app.controllers.parent(of: id).flatMap { app.controllers.kind(of: $0) == .navigation ? $0 : nil }
            let top = navigation.flatMap { app.controllers.children(of: $0).last }
            try loadViewIfNeeded()
            // Pushed over while its view loaded (a push from its own `viewDidLoad` as its navigation
            // controller first appears): it does not appear; its navigation controller's new top does.
            if let navigation, app.controllers.children(of: navigation).last != top { return }
        }
        guard let state = app.controllers.appearance(of: id) else { return }
        if appearing {
            if state == .disappeared || state == .disappearing {
                let callsIsAppearing = app.storyboard.callsViewIsAppearing
                app.update(id) {
                    $0.appearance = .appearing
                    $0.pendingViewIsAppearing = callsIsAppearing ? animated : nil
                }
                try app.lifecycle(.viewWillAppear, id, animated: animated)
            }
        } else if state == .appeared || state == .appearing {
            app.update(id) { $0.appearance = .disappearing }
            try app.lifecycle(.viewWillDisappear, id, animated: animated)
        }
        let children = forwardedChildren
        for child in children {
            try app.viewController(child).beginAppearance(appearing: appearing, animated: animated)
        }
        // A push from the top's `viewDidLoad` put another controller on top as this navigation
        // controller appeared: that one appears in its place (and so on, if it pushes in turn).
        guard appearing, app.controllers.kind(of: id) == .navigation else { return }
        var begun = children
        while let top = app.controllers.children(of: id).last, !begun.contains(top) {
            begun.append(top)
            try app.viewController(top).beginAppearance(appearing: true, animated: animated)
        }
    }

    /// The did-phase, parent before child.
    func endAppearance(appearing: Bool, animated: Bool, followPresentations: Bool = true) throws {
        if followPresentations, try passOnToContextPresentation({
            try $0.endAppearance(appearing: appearing, animated: animated, followPresentations: $1)
        }) { return }
        guard let state = app.controllers.appearance(of: id) else { return }
        if appearing {
            if state == .appearing {
                // An appearance no layout pass reached (an interactive
                // transition's) still gets its viewIsAppearing first.
                try viewIsAppearingIfPending()
                app.update(id) { $0.appearance = .appeared }
                try app.lifecycle(.viewDidAppear, id, animated: animated)
            }
        } else if state == .disappearing {
            app.update(id) { $0.appearance = .disappeared }
            try app.lifecycle(.viewDidDisappear, id, animated: animated)
        }
        for child in forwardedChildren {
            try app.viewController(child).endAppearance(appearing: appearing, animated: animated)
        }
    }

    /// Back in the window without a callback, with the children it shows: the presenter inside a
    /// popover of a controller just dismissed. Apple, viewWillAppear(_:) and viewDidAppear(_:):
    /// "If a view controller is presented by a view controller inside of a popover, this method is
    /// not invoked on the presenting view controller after the presented controller is dismissed."
    /// (Nor is `viewIsAppearing`, which comes only between the two.)
    func rejoinWindowUntold() {
        guard let state = app.controllers.appearance(of: id) else { return }
        if state == .disappeared || state == .disappearing {
            app.update(id) {
                $0.appearance = .appeared
                $0.pendingViewIsAppearing = nil
            }
        }
        for child in forwardedChildren { app.viewController(child).rejoinWindowUntold() }
    }

    /// The children this controller forwards appearance to: those it shows,
    /// none for a custom container that forwards by hand (`manual appearance`).
    var forwardedChildren: [InstanceID] {
        // A search controller's results controller appears and disappears
        // with it, its view hidden or not (SearchController.swift).
        if app.controllers.kind(of: id) == .search { return app.controllers.children(of: id) }
        return forwardsAppearanceManually ? [] : app.shownChildren(id)
    }

    /// `shouldAutomaticallyForwardAppearanceMethods` is false: a custom
    /// container declared with `manual appearance`.
    var forwardsAppearanceManually: Bool {
        app.controllers.kind(of: id) == .container
            && app.declared(id, \.forwardsAppearanceManually) == true
    }

    /// When a presentation hangs from this controller in its context, runs
    /// `phase` on what shows there instead: the presented controller, and this
    /// one (not following presentations again) unless the presentation
    /// removed its views. Returns whether it did.
    private func passOnToContextPresentation(
        _ phase: (ViewController, _ followPresentations: Bool) throws -> Void
    ) rethrows -> Bool {
        guard let hosted = contextPresentation else { return false }
        if !hosted.replacesHost { try phase(self, false) }
        try phase(app.viewController(hosted.id), true)
        return true
    }

    /// The current-context presentation this controller hosts (what it
    /// presents as the controller that defines the presentation context), and
    /// whether it replaced the host's views.
    var contextPresentation: (id: InstanceID, replacesHost: Bool)? {
        guard let presented = app.controllers.presented(by: id),
              let style = app.controllers.presentationStyle(of: presented),
              style.usesCurrentContext, id != app.root else { return nil }
        return (presented, app.presentations.removesPresenterViews(of: presented))
    }

    // MARK: Layout

    /// The layout pass that follows an appearance's will-phase, for this
    /// controller and the children it shows, parent before child: the view
    /// is in the hierarchy now, so an appearing controller gets
    /// `viewIsAppearing` (iOS 13 and later), then `viewWillLayoutSubviews` /
    /// `viewDidLayoutSubviews` (shown with `--verbose`). Apple,
    /// viewIsAppearing(_:): "the system calls this method once each time a
    /// view controller's view appears after the viewWillAppear(_:) call …
    /// after it adds the view controller's view to the view hierarchy, and
    /// the superview lays out the view controller's view"; WWDC23 "What's
    /// new in UIKit" shows it before the view's own layout callbacks.
    func layout() throws {
        guard app.emitsLayout || app.storyboard.callsViewIsAppearing, app.controllers.isViewLoaded(id) else { return }
        try viewIsAppearingIfPending()
        if app.emitsLayout {
            app.emit(Event(kind: .layout, receiverName: app.eventName(id), methodName: "viewWillLayoutSubviews"))
            app.emit(Event(kind: .layout, receiverName: app.eventName(id), methodName: "viewDidLayoutSubviews"))
        }
        for child in app.shownChildren(id) { try app.viewController(child).layout() }
        // What this controller hosts in its presentation context shows with
        // it (a tab switch back to a tab that presents over its context).
        if let hosted = contextPresentation, app.controllers.appearance(of: hosted.id) == .appearing {
            try app.viewController(hosted.id).layout()
        }
    }

    /// `viewIsAppearing`, once per appearance: when this controller is
    /// appearing and has not had it since its `viewWillAppear`.
    func viewIsAppearingIfPending() throws {
        guard let animated = app.controllers.withSlot(id, {
            $0.pointee.appearance == .appearing ? $0.pointee.pendingViewIsAppearing : nil
        }) ?? nil else { return }
        app.update(id) { $0.pendingViewIsAppearing = nil }
        try TraitHierarchy(app: app).catchUp(id)
        try app.lifecycle(.viewIsAppearing, id, animated: animated)
    }
}
