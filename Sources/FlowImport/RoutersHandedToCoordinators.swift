// Routers handed to coordinators. Some apps wrap each navigation controller in a
// router object and hand the router, not the navigation controller, to the
// coordinator that fills it (KeePassium):
//
//     let modalRouter = NavigationRouter.createModal(style: .formSheet)
//     let about = AboutCoordinator(router: modalRouter)
//     about.start()                                   // pushes AboutVC through the router
//     viewController.present(modalRouter, animated: true, completion: nil)
//
//     _primaryRouter = NavigationRouter(RouterNavigationController())
//     rootSplitVC.setViewController(_primaryRouter.navigationController, for: .primary)
//     …
//     pickerCoordinator = DatabasePickerCoordinator(router: _primaryRouter, mode: .full)
//     pickerCoordinator.start()
//
// What is presented, or set as the column, is the router's navigation controller,
// rooted in the first controller the coordinator's `start()` pushes — here through
// a helper of its superclass (`_pushInitialViewController(aboutVC, …)`) that passes
// the controller on to the router's `push`. Each coordinator's root is worked out
// once per index (`prepare()`), walking `start()` as a view controller's call is
// walked (Coordinators.swift), the controllers handed to a method passed on with
// its parameters.

extension SourceIndex {
    /// The first controller each coordinator's `start()` pushes, by the coordinator's class, as
    /// written (a factory's call not yet resolved). `propertyTypes` and `moving` are the index's
    /// (`propertyTypesByName`, `classesThatMove`), worked out once by `prepare()` for all the walks.
    func coordinatorRoots(propertyTypes: [String: String], moving: Set<String>) -> [String: CodeTrigger.Instantiation] {
        var roots: [String: CodeTrigger.Instantiation] = [:]
        var tables: [String: ClassMethods] = [:]
        var implementers: [String: [String]] = [:]
        for (name, scanned) in classes.sorted(by: { $0.key < $1.key }) where !CodeScreens.isViewController(name, in: self) {
            let table = tables[name] ?? ClassMethods(scanned)
            tables[name] = table
            // Its start, `start()` before a `startWith…` (Antidote's `startWithOptions(_:)`).
            let starts = table.keysByName.keys.filter(CodeTrigger.Instantiation.isCoordinatorStart)
            guard let start = starts.min(by: { ($0.count, $0) < ($1.count, $1) }) else { continue }
            let call = MethodCall(caller: start, receiverType: nil, calleeName: start, calleeSelector: start + "()")
            guard table.method(calledBy: call) != nil else { continue }
            var started = call
            started.receiverType = name
            let reached = coordinatorMoves(reachedBy: started, on: name, boundTo: nil, resolving: false, moving: moving, tables: &tables,
                                           implementers: &implementers, propertyTypes: propertyTypes)
            for trigger in reached.triggers {
                if case .push(let root) = trigger.action {
                    roots[name] = root
                    break
                }
            }
        }
        return roots
    }

    /// What roots the navigation controller a factory of `owner` names: `start` of a coordinator
    /// (the navigation controller or router handed to it), or `_primaryRouter.navigationController`
    /// of a class that handed that property to a coordinator. Nil before `prepare()`.
    func rootStarted(for owner: String, member: String) -> CodeTrigger.Instantiation? {
        guard let roots = startedRoots else { return nil }
        // A coordinator's own `start()`, or the one it inherits (KeePassium's database picker's is its file picker's).
        func root(of coordinator: String) -> CodeTrigger.Instantiation? {
            lineage(of: coordinator).lazy.compactMap { roots[$0.name] }.first
        }
        if member == CodeTrigger.Instantiation.coordinatorStart { return root(of: owner) }
        let suffix = CodeTrigger.Instantiation.routerNavigationSuffix
        guard member.hasSuffix(suffix) else { return nil }
        let property = String(member.dropLast(suffix.count))
        let kept = lineage(of: owner)
        if let coordinator = kept.lazy.compactMap({ $0.propertiesHandedToCoordinators[property] }).first {
            return root(of: coordinator)
        }
        // Handed to none: the object is a coordinator itself (`coordinator.navigationController`).
        return kept.lazy.compactMap({ $0.properties[property] }).first.flatMap(root(of:))
    }
}
