// The classes a walk through coordinators may find a move in. Following every call
// a coordinator makes on one of the app's types spent the walk's 32 methods on
// data managers and keychains (Cryptomator's account selection validates the
// account through six of them before its coordinator starts the folder picker,
// which was never reached). A call is followed only into a class that moves —
// one whose methods push, present, dismiss or pop, hand a controller on to be
// moved, or call such a class; one inheriting from such a class or conforming to
// a protocol whose extension does — worked out once per index, backwards from
// the classes that move, over the calls between classes.

extension SourceIndex {
    /// The classes that move or call one that does, directly or through their superclasses' and
    /// protocols' extensions' methods.
    func classesThatMove(propertyTypes: [String: String]) -> Set<String> {
        var moving: Set<String> = []
        var pending: [String] = []
        func add(_ name: String) {
            if moving.insert(name).inserted { pending.append(name) }
        }
        var callers: [String: Set<String>] = [:]
        for (name, scanned) in classes {
            if !scanned.parameterMoves.isEmpty || scanned.codeTriggers.contains(where: { Self.moves($0.action) }) { add(name) }
            for call in scanned.methodCalls {
                guard let type = receiverType(of: call, in: name, propertyTypes: propertyTypes) else { continue }
                for part in type.split(separator: "&") { callers[String(part), default: []].insert(name) }
            }
        }
        while let name = pending.popLast() {
            // Its callers move; so do the classes inheriting from it or conforming to it (its
            // extension's methods are theirs), and the protocols it conforms to, whose callers
            // reach it through a property of the protocol's type.
            for caller in callers[name] ?? [] { add(caller) }
            for conformer in conformers[name] ?? [] { add(conformer) }
            for conformance in classes[name]?.conformances ?? [] where protocols.contains(conformance) {
                for caller in callers[conformance] ?? [] { add(caller) }
            }
            if let superclass = classes[name]?.superclass { for caller in callers[superclass] ?? [] { add(caller) } }
        }
        return moving
    }

    static func moves(_ action: CodeTrigger.Action) -> Bool {
        switch action {
        case .present, .show, .detail, .push, .dismiss, .pop, .popToRoot, .replaceRoot: return true
        case .performSegue, .instantiate, .addChild, .page, .handedOver, .searchResults: return false
        }
    }
}
