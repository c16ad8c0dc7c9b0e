// Moves an object makes on a scene it keeps. An app's "interface controller" — a shared object that
// is no view controller — keeps the window's root in a property and presents or shows on it for every
// screen (Nextcloud Talk's `NCUserInterfaceController`, whose `presentLoginViewController` presents
// the login on the split it keeps in `mainViewController`; the rooms list calls
// `[[NCUserInterfaceController sharedInstance] presentLoginViewController]`). A presentation on a
// property typed with a view controller class of the app's is that class's scene's segue, named
// after the object's method (`segue "NCUserInterfaceController.presentLoginViewController"` on the
// split: CallReader's `addShown`); a screen whose call reaches that method moves so too, as it does
// through a coordinator's own moves (Coordinators.swift), on that scene: `segue "addAccount" {
// present Code.LoginViewController on NCSplitViewController }` on the rooms list. Presented on the
// split, not from the list: UIKit refuses a presentation from a controller that presents one already,
// so the login's own "add account" does not stack a second login over the first. Only on a split view,
// tab bar or navigation controller the object keeps (`isContainer`): the window's root it stands for.

extension SourceIndex {
    /// Objective-C's presentations and shows sent to a property of a class that is no view controller
    /// (`[_mainViewController presentViewController:login …]`), as `onto` that property's scene when it
    /// keeps one of the app's container classes (`@property NCSplitViewController *mainViewController`),
    /// by class: each class's triggers with those set.
    func triggersOnHeldScenes() -> [String: [CodeTrigger]] {
        var updated: [String: [CodeTrigger]] = [:]
        for name in classes.keys.sorted() {
            guard let scanned = classes[name], scanned.codeTriggers.contains(where: { $0.onProperty != nil }),
                  !CodeScreens.isViewController(name, in: self) else { continue }
            let lineage = lineage(of: name)
            updated[name] = scanned.codeTriggers.map { trigger in
                guard let property = trigger.onProperty, trigger.onto == nil,
                      let type = lineage.lazy.compactMap({ $0.properties[property] }).first,
                      isContainer(type) else { return trigger }
                var onHeld = trigger
                onHeld.onto = .instance(of: type)
                return onHeld
            }
        }
        return updated
    }

    /// Whether the app's class `name` is a split view, tab bar or navigation controller: the window's root an
    /// interface controller keeps, present on whatever screen calls it. (A plain screen one keeps — a
    /// coordinator's feed list, a map view's main screen — is on screen only at times the import does
    /// not know; its moves stay that scene's own segues.)
    func isContainer(_ name: String) -> Bool {
        ["UISplitViewController", "UITabBarController", "UINavigationController"].contains { inherits(name, fromUIKit: $0) }
    }

    /// The moves classes that are no view controller make on containers of the app's they keep, by the
    /// method making them (`NCUserInterfaceController.presentLoginViewController`).
    func workOutMovesOnHeldScenes() -> [String: [CodeTrigger]] {
        var moves: [String: [CodeTrigger]] = [:]
        for name in classes.keys.sorted() {
            for trigger in classes[name]?.codeTriggers ?? [] {
                guard let dot = trigger.method.firstIndex(of: "."), case let holder = String(trigger.method[..<dot]),
                      holder != name, classes[holder] != nil, !CodeScreens.isViewController(holder, in: self),
                      isContainer(name) else { continue }
                // Made on the kept scene, whoever calls: `present Code.LoginViewController on NCSplitViewController`,
                // which UIKit refuses while the split presents something already.
                var onHeld = trigger
                onHeld.onto = .instance(of: name)
                switch trigger.action {
                case .present, .show, .detail, .push: moves[trigger.method, default: []].append(onHeld)
                case .dismiss, .pop, .popToRoot, .replaceRoot, .selectTab, .performSegue, .instantiate, .addChild, .page,
                     .handedOver, .searchResults: continue
                }
            }
        }
        return moves
    }
}
