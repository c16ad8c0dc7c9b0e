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
// binder's method's moves (and those of its own methods it calls) are the
// caller's; they are no longer the binder's, unless the binder calls that
// method itself too. A delegate that is no view controller (a coordinator) is
// walked as before (Coordinators.swift). UIKit does the same either way: a
// presented controller's `dismiss` is handed to its presenter, a pushed one's
// navigation controller is the binder's.

extension SourceIndex {
    /// The methods of class `binder` that bind `property` of a controller of the lineage `bound` to itself.
    private func bindingMethods(of property: String, on bound: [ScannedClass], in binder: String) -> [String] {
        let names = Set(bound.map(\.name))
        return (classes[binder]?.selfBindings ?? []).filter { $0.property == property && names.contains($0.viewController) }.map(\.method)
    }

    /// Adds to `found` the moves of view controllers' delegate methods that the view controllers they
    /// bound to themselves call, by the calling class, and takes them from the delegates'. A call
    /// whose delegates (several classes bind it) move differently stays theirs, and so does one made
    /// by a class that is no scene (`scenes`).
    func addDelegateCallbacks(to found: inout CallbackMoves, presenting: inout PresentingMethods, scenes: SceneClasses) {
        let bindings = DelegateBindings(classes.values)
        var tables: [String: (methods: ClassMethods, moves: OwnMoves, selfCalls: [MethodCall])] = [:]
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
                for binder in binders.sorted() where binder != name && CodeScreens.isViewController(binder, in: self) {
                    for scanned in lineage(of: binder) {
                        let table = tables[scanned.name] ?? (ClassMethods(scanned), OwnMoves(scanned),
                                                             scanned.methodCalls.filter(\.isOnItself))
                        tables[scanned.name] = table
                        guard let method = table.methods.method(calledBy: call) else { continue }
                        let moves = table.moves.moves(of: method)
                        if !moves.isEmpty {
                            let binding = bindingMethods(of: property, on: callerLineage, in: binder)
                            areTheCallers = areTheCallers
                                && CallbackMoves.areTheCallers(moves, presentedByBinder: presenting.presents(in: binding, of: binder, self))
                            reached.append((scanned.name, method, moves, table.selfCalls.contains { ClassMethods.reaches($0, method) }))
                        }
                        break
                    }
                }
                guard let first = reached.first, areTheCallers, CallbackMoves.areOne(reached.map(\.moves)) else { continue }
                found.moves[name, default: []] += first.moves.map { $0.named(call.caller) }
                for delegate in reached where !delegate.calledByItself {
                    found.taken[delegate.owner, default: []].insert(delegate.method)
                }
            }
        }
    }
}
