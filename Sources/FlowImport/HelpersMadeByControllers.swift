// Helpers a view controller makes and hands itself to (whole apps: ownCloud's
// settings). A table of settings is often built of section objects the
// controller makes (`addSection(UserInterfaceSettingsSection(…))`), each of
// which keeps the controller it was added to (`weak var viewController:
// StaticTableViewController?`, set by `addSection`) and moves on it when a row
// is tapped:
//
//     func pushLogSettings() {
//         viewController?.navigationController?.pushViewController(LogSettingsViewController(), animated: true)
//     }
//
// The helper is no view controller, and no view controller calls that method,
// so its moves were left unlinked. They are the controller's that made it when
// the helper keeps a controller of that controller's class or of one of its
// superclasses: its presentations, pushes and shows become the controller's,
// named after the helper's method (`segue "UserInterfaceSettingsSection.pushLogSettings"`),
// as a view's are (`SourceIndex.viewTriggers(heldBy:)`). A helper that keeps
// no such controller moves something else, and stays as it was; so do its
// dismissals and pops, which may be of what it presented itself.

extension SourceIndex {
    /// The presentations, pushes and shows of the helpers view controller `name` makes that keep a
    /// controller of its class (or a superclass's), named `Helper.method`; none for a class that is
    /// no view controller, or moves a coordinator's link already gives a view controller.
    func helperTriggers(madeBy name: String) -> [CodeTrigger] {
        guard CodeScreens.isViewController(name, in: self) else { return [] }
        let controller = lineage(of: name)
        let controllerClasses = Set(controller.map(\.name))
        let coordinated = coordinatedLocations
        var result: [CodeTrigger] = []
        var seen: Set<String> = []
        for made in controller.flatMap(\.typesMade) where seen.insert(made.type).inserted {
            let helper = lineage(of: made.type)
            guard !helper.isEmpty, !CodeScreens.isViewController(made.type, in: self), !isView(made.type),
                  helper.contains(where: { !controllerClasses.isDisjoint(with: $0.holds) }) else { continue }
            let moves = helper.flatMap(\.codeTriggers).filter { !coordinated.contains($0.location) }
            result += shownMoves(of: moves, namedAfter: made.type)
        }
        return result
    }
}
