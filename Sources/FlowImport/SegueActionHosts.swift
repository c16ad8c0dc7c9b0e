// A storyboard's hosting controller whose SwiftUI view an `@IBSegueAction` gives it: Apple's way of
// putting SwiftUI into a storyboard (UIHostingController's `init?(coder:rootView:)`). The segue names
// a method of its source's class (`destinationCreationSelector="segueToBgReadingsView:"`) that
// returns `UIHostingController(coder: coder, rootView: BgReadingsView())`. The hosting controller is
// then that view's screen, and the importer makes it a reference to the view's scene among the
// SwiftUI screens (SwiftUIScreens), whose links are read as those of a hosting controller made in
// code are. xDrip4iOS's home screen opens its readings, its quick show/hide items and its AID status
// so; each was an empty hosting controller scene, and the SwiftUI beyond it unreached.

enum SegueActionHosts {
    /// Makes each storyboard hosting controller whose view the code gives a reference to that view's
    /// scene in the SwiftUI storyboard: when every segue leading to it names a creation method of its
    /// source's class, and those methods make one view. A hosting controller with a class of its own
    /// (whose `init?(coder:)` gives the view) or a storyboard identifier (which code may instantiate
    /// it by) stays as it is.
    static func resolve(_ storyboards: inout [Storyboard], sources: SourceIndex) {
        for index in storyboards.indices {
            let controllers = storyboards[index].controllers
            let hosts = Set(controllers.filter { controller in
                controller.kind == .hosting && controller.customClass == nil && controller.storyboardIdentifier == nil
            }.map(\.id))
            guard !hosts.isEmpty else { continue }
            var views: [String: Set<String>] = [:]
            var undecided: Set<String> = []
            for source in controllers {
                for segue in source.segues where hosts.contains(segue.destination) {
                    if let selector = segue.destinationCreationSelector, let owner = source.customClass,
                       let view = hostedView(madeBy: selector, of: owner, sources: sources) {
                        views[segue.destination, default: []].insert(view)
                    } else {
                        undecided.insert(segue.destination)
                    }
                }
            }
            for position in controllers.indices {
                let id = controllers[position].id
                guard !undecided.contains(id), let made = views[id], made.count == 1, let identifier = made.first else { continue }
                storyboards[index].controllers[position].kind = .reference(storyboardName: SwiftUIScreens.storyboardName,
                                                                           identifier: identifier)
                storyboards[index].controllers[position].element = "viewControllerPlaceholder"
            }
        }
    }

    /// The SwiftUI screen's identifier (SwiftUIScreens.identifier(of:)) that the method `selector`
    /// of `owner` makes a hosting controller of, when it makes one and only one.
    private static func hostedView(madeBy selector: String, of owner: String, sources: SourceIndex) -> String? {
        let method = selector.split(separator: ":").first.map(String.init) ?? selector
        // The class's own triggers as read, not `codeTriggers(of:)`, which leaves out what a method
        // makes when another moves the same (xDrip4iOS also pushes each view from a method of its own).
        let triggers = sources.lineage(of: FlowNames.className(owner)).flatMap(\.codeTriggers)
        let made = Set(triggers.compactMap { trigger -> String? in
            guard trigger.method == method, case .instantiate(let instantiation) = trigger.action,
                  instantiation.storyboard == SwiftUIScreens.storyboardName else { return nil }
            return instantiation.identifier
        })
        return made.count == 1 ? made.first : nil
    }
}
