// View controllers whose view another controller shows without adopting them
// (issue 52). An app may make a controller and put its view in its own
// (`view.insertSubview(miniPlayer.view, belowSubview: tabBar)`, Pocket Casts'
// tab bar and its mini player) without `addChild`: UIKit then knows no
// parent-child relation — the controller gets no appearance callbacks and is
// in no container — but its view is on screen, its buttons work, and what it
// presents it presents over the window's content (Pocket Casts' mini player
// presents the full player from the root controller). flow has no scene for a
// controller outside the hierarchy, so what such a controller shows is the
// host's: its pushes, presentations and shows become segues of the host named
// `Controller.method`, as a view's are (`SourceIndex.viewTriggers(heldBy:)`). A
// controller the host also adds as a child is a child (`embed`), not this.

/// A controller a method makes or holds whose view it adds to its own class's views.
struct HostedView: Hashable, Sendable {
    var made: CodeTrigger.Instantiation
    /// The method adding the view, as its triggers name it, and `File.swift:12`.
    var method: String
    var location: String
}

extension SourceIndex {
    /// The moves of the controllers whose views class `name` (or a superclass) adds to its own
    /// without adding them as children, named `Controller.method`; `hosting` holds the hosts
    /// already being read, so that two controllers showing each other's views end.
    func hostedTriggers(of name: String, hosting: Set<String>) -> [CodeTrigger] {
        let lineage = lineage(of: name)
        let hosted = lineage.flatMap(\.hostedViews)
        guard !hosted.isEmpty else { return [] }
        let children = Set(lineage.flatMap(\.codeTriggers).compactMap { trigger -> CodeTrigger.Instantiation? in
            if case .addChild(let child) = trigger.action { return child } else { return nil }
        })
        var result: [CodeTrigger] = []
        var seen: Set<String> = []
        for view in hosted where !children.contains(view.made) {
            guard let controller = view.made.knownClass, !hosting.contains(controller), seen.insert(controller).inserted,
                  CodeScreens.isViewController(controller, in: self) else { continue }
            for trigger in codeTriggers(of: controller, hosting: hosting.union([name])) {
                switch trigger.action {
                case .present, .show, .detail, .push, .replaceRoot:
                    var moved = trigger
                    moved.method = "\(controller).\(trigger.method)"
                    result.append(moved)
                case .performSegue, .instantiate, .dismiss, .pop, .popToRoot, .addChild, .page, .handedOver, .searchResults,
                     .selectTab:
                    continue
                }
            }
        }
        return result
    }
}
