// Launch: UIKitModel.md, Containment ("Launch").

extension App {
    /// A new window: the initial scene and its relationship children are
    /// instantiated depth first in declaration order; what is shown loads and
    /// appears parent before child, not animated. With a `connection`, the
    /// scene delegate hears of it (WindowScene.swift): `willConnectTo` once
    /// the storyboard's window and root exist, then, between the root's
    /// will- and did-phases, the scene coming to the foreground and active.
    /// `whileConnecting` is the scene delegate's code in `willConnectTo`
    /// (restoring the session's activity), run before the window shows.
    public func launch(connecting connection: SceneConnection? = nil, whileConnecting: (() throws -> Void)? = nil) throws {
        let id = try instantiateInitialHierarchy()
        if let connection { windowScene.connect(connection) }
        try whileConnecting?()
        try collapseSplitViewsIfCompact(in: id)
        try viewController(id).beginAppearance(appearing: true, animated: false)
        try viewController(id).layout()
        if connection != nil { windowScene.activateAtLaunch() }
        try viewController(id).endAppearance(appearing: true, animated: false)
    }

    /// A new window's first step, at a launch and at a relaunch that restores:
    /// the old window's instances and transitions forgotten, the initial
    /// scene and its relationship children instantiated, not yet shown.
    func instantiateInitialHierarchy() throws -> InstanceID {
        controllers.removeAll()
        nextID = 1
        isInBackground = false
        tabCustomization = nil
        root = nil
        animatingNavigations = []
        deferredPushes = [:]
        presentationInProgress = false
        time.abandon()
        coordinatorFrames = []
        guard let initial = storyboard.initialScene else {
            throw UIKitException("Failed to instantiate the default view controller: the storyboard has no initial view controller")
        }
        let id = try instantiate(initial)
        root = id
        return id
    }

    /// A subtree joining the window in compact width: its split view
    /// controllers collapse, wherever they are — embedded in a custom
    /// container, presented — as at the launch. UIKit collapses a split view
    /// when its environment becomes horizontally compact (`isCollapsed`), and
    /// a child gets its trait collection from where it joins; so a split's
    /// state is a function of the width, not of the path that led there.
    /// The width a split view sees is its own (`effectiveWidth`): a container
    /// that overrides its child's traits keeps a split expanded on a phone.
    func collapseSplitViewsIfCompact(in id: InstanceID) throws {
        guard let kind = controllers.kind(of: id) else { return }
        for child in controllers.children(of: id) { try collapseSplitViewsIfCompact(in: child) }
        if kind == .split, viewController(id).effectiveWidth == .compact { try splitView(id).collapse() }
    }
}
