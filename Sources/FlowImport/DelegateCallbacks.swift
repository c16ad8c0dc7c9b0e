// View controllers that are another view controller's delegate. A screen that
// shows another sets itself as that one's delegate, and does the move when it
// is called back (MiniKeePass's settings and its PIN pad):
//
//     @IBAction func pinEnabledChanged(_ sender: UISwitch) {
//         let pinViewController = PinViewController()
//         pinViewController.delegate = self
//         present(pinViewController, animated: true, completion: nil)
//     }
//     func pinViewController(_ pinViewController: PinViewController, pinEntered: String) {
//         dismiss(animated: true, completion: nil)
//     }
//     class PinViewController: UIViewController {
//         weak var delegate: PinViewControllerDelegate?
//         @objc func keypadDone() { delegate?.pinViewController(self, pinEntered: "1234") }
//     }
//
// The dismissal runs when the PIN pad's fourth digit is in: the pad's move,
// named after its method making the call (`segue "keypadDone" { dismiss }`),
// not a move of the settings screen's own, which would dismiss whatever
// presented the settings. Where a view controller's class binds a property of
// another's to itself (`pad.delegate = self`, `Pad(delegate: self)`:
// DelegateBindings.swift) and that other calls a method on the property, the
// binder's method's moves (and those of its own methods it calls, which keep
// theirs) are the caller's, under the rules closures set on a controller
// follow (ClosuresSetOnControllers.swift: a dismissal always, a pop, a push or
// a presentation only where the binder shows the caller within its own
// container). The method is no longer the binder's when every call reaching
// it gave its moves away and the binder does not call it itself. A delegate
// that is no view controller (a coordinator) is walked as before
// (Coordinators.swift), and a call a coordinator's binding may also answer is
// left to that walk.

extension SourceIndex {
    /// The methods of class `binder` that bind `property` of a controller of the lineage `bound` to itself.
    private func bindingMethods(of property: String, on bound: [ScannedClass], in binder: String) -> [String] {
        let names = Set(bound.map(\.name))
        return (classes[binder]?.selfBindings ?? []).filter { $0.property == property && names.contains($0.viewController) }.map(\.method)
    }

    /// Adds to `found` the moves of view controllers' delegate methods that the view controllers they
    /// bound to themselves call, by the calling class, and takes them from the delegates'. A call
    /// whose delegates (several classes bind it) move differently, one of them not at all included,
    /// stays theirs, and so does one made by a class that is no scene (`scenes`); a delegate's method is
    /// taken only when every call reaching it gave its moves away.
    func addDelegateCallbacks(to found: inout CallbackMoves, proofs: inout ShowingProofs, scenes: SceneClasses) {
        let bindings = DelegateBindings(classes.values)
        var tables: [String: (methods: ClassMethods, othersCalled: Set<String>)] = [:]
        // Each delegate method a call reached, `Class.method`, and whether every such call gave it away.
        var givenAway: [String: Bool] = [:]
        var reachedMethods: [String: (owner: String, method: String)] = [:]
        for name in classes.keys.sorted() where CodeScreens.isViewController(name, in: self) && scenes.contains(name) {
            guard let caller = classes[name] else { continue }
            let callerLineage = lineage(of: name)
            for call in caller.methodCalls where !call.isOnItself {
                // (Bound by a coordinator too, the call reaches whichever bound it last: the walk of
                // coordinators reads that one (Pocket Casts' sign-in, the gratitude screen's or the login
                // coordinator's); both would be read as moves in turn.)
                guard let property = call.property, let binders = bindings.binders(of: property, in: callerLineage),
                      binders.allSatisfy({ CodeScreens.isViewController($0, in: self) }) else { continue }
                // Each delegate's method the call reaches, with its moves and whether it calls it itself.
                var reached: [(owner: String, method: String, moves: [CodeTrigger], calledByItself: Bool)] = []
                var areTheCallers = true
                for binder in binders.sorted() where binder != name {
                    for scanned in lineage(of: binder) {
                        let table = tables[scanned.name] ?? (ClassMethods(scanned), callersOfMovingObjects(in: scanned))
                        tables[scanned.name] = table
                        guard let method = table.methods.method(calledBy: call) else { continue }
                        // (One calling another object moves through it: that walk is the delegate's.)
                        let moves = table.othersCalled.contains(method) ? [CallbackMoves.unread]
                            : table.methods.movesWithOwnCalls(of: method)
                        let binding = bindingMethods(of: property, on: callerLineage, in: binder)
                        areTheCallers = areTheCallers
                            && CallbackMoves.areTheCallers(moves, shownWithin: proofs.shows(name, by: binder, in: binding))
                        let calledByItself = scanned.methodCalls.contains { $0.isOnItself && ClassMethods.reaches($0, method) }
                        reached.append((scanned.name, method, moves, calledByItself))
                        break
                    }
                }
                let gives = areTheCallers && CallbackMoves.areOne(reached.map(\.moves))
                for delegate in reached {
                    let key = "\(delegate.owner).\(delegate.method)"
                    reachedMethods[key] = (delegate.owner, delegate.method)
                    givenAway[key] = (givenAway[key] ?? true) && gives && !delegate.calledByItself
                }
                guard gives, let first = reached.first, !first.moves.isEmpty else { continue }
                found.moves[name, default: []] += first.moves.map { $0.named(call.caller) }
            }
        }
        for key in givenAway.keys.sorted() where givenAway[key] == true {
            guard let (owner, method) = reachedMethods[key] else { continue }
            found.taken[owner, default: []].insert(method)
        }
    }
}
