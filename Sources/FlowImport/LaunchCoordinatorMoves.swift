// What the coordinator that roots the window does next, at launch. An app's coordinator often sets
// the window's root and then, in the same `start()`, has its children present what a first launch
// shows over it (Stopp Corona's application coordinator roots its navigation controller, whose main
// coordinator pushes the main screen and then, on the main queue, presents the onboarding when it
// has not been seen, else the interoperability or sun-downer notices, else "What's new"):
//
//     override func start() {
//         navigationController.pushViewController(viewController, animated: false)
//         if !localStorage.hasSeenOnboarding {
//             DispatchQueue.main.async { self.onboarding() }     // OnboardingCoordinator(…).start(context:)
//         } else if …
//     }
//
// No screen's call reaches those: they are the launch's, under conditions of the app's state the
// import does not evaluate. So its presentations are code segues of the scene the app launches
// into, named after the coordinator's method (`ApplicationCoordinator.start`), which a person fires
// as that state would (`perform`, or the explorer), past the moves that build the root itself (the
// window's root, the first push rooting its navigation controller).

extension SourceIndex {
    /// The moves the coordinator setting the window's root makes after it, through the methods and
    /// child coordinators its call reaches, as triggers of the launch scene (PresentationsOverTheApp.swift),
    /// and those the delegate's calls on the object holding the root make: none made at `linked` places,
    /// which a screen's call reaches already.
    func launchCoordinatorMoves(besides linked: Set<String>) -> [CodeTrigger] {
        guard launchRootClass != nil, let root = launchRoot else { return [] }
        // The coordinator's method setting the root, or the delegate's calls on the object whose
        // navigation controller the root is (Jami's `appCoordinator.start()`, after `window?.rootViewController
        // = appCoordinator.rootViewController`).
        let calls: [MethodCall]
        if let coordinator = root.coordinator, !root.method.isEmpty {
            calls = [MethodCall(caller: root.method, receiverType: coordinator, calleeName: root.method,
                                calleeSelector: root.method + "()")]
        } else if let holder = root.heldBy, root.coordinator == nil {
            calls = classes.keys.sorted().filter { $0.hasSuffix("Delegate") }.flatMap { name in
                (classes[name]?.methodCalls ?? []).filter { $0.receiverType == holder }
            }
        } else {
            return []
        }
        let propertyTypes = Self.propertyTypesByName(classes)
        let moving = movingClasses ?? classesThatMove(propertyTypes: propertyTypes)
        var tables: [String: ClassMethods] = [:]
        var implementers: [String: [String]] = [:]
        var seen: Set<CodeTrigger.Action> = []
        return calls.flatMap { call -> [CodeTrigger] in
            guard let coordinator = call.receiverType else { return [] }
            let reached = coordinatorMoves(reachedBy: call, on: coordinator, boundTo: nil, moving: moving, tables: &tables,
                                           implementers: &implementers, propertyTypes: propertyTypes)
            return launchMoves(among: reached.triggers, of: root, named: "\(coordinator).\(call.calleeName)", besides: linked,
                               pushing: root.coordinator == nil, seen: &seen)
        }
    }

    /// The presentations among `triggers`, once each, as the launch scene's moves named `name`; with
    /// `pushing`, the pushes and shows too but the one of the root's own first screen: the delegate's
    /// calls on the object holding the root run once the root is on screen (Jami's `start()` emits
    /// `.allSet` once the accounts are loaded, and the conversations coordinator shows the list over
    /// the loading screen), where a coordinator setting the root pushes it and more that a tap runs.
    private func launchMoves(among triggers: [CodeTrigger], of root: WindowRoot, named name: String, besides linked: Set<String>,
                             pushing: Bool, seen: inout Set<CodeTrigger.Action>) -> [CodeTrigger] {
        triggers.compactMap { trigger in
            switch trigger.action {
            case .present:
                guard trigger.location != root.location, !linked.contains(trigger.location),
                      seen.insert(trigger.action).inserted else { return nil }
                var named = trigger
                named.method = name
                return named
            case .push(let made), .show(let made) where pushing:
                guard made.withoutNavigation != root.made.withoutNavigation, !linked.contains(trigger.location),
                      seen.insert(trigger.action).inserted else { return nil }
                var named = trigger
                named.method = name
                return named
            // Not the pushes rooting the navigation controller, nor what it shows or pushes past them:
            // the walk reaches those through the actions of bar buttons and the subscriptions `start()`
            // sets up (Threema's profile coordinator, whose backups screen shows its Safe dashboard),
            // which a person's tap runs later, not the launch.
            case .push, .show, .detail, .dismiss, .pop, .popToRoot, .replaceRoot, .performSegue, .instantiate, .addChild, .page,
                 .handedOver, .searchResults, .selectTab:
                return nil
            }
        }
    }
}
