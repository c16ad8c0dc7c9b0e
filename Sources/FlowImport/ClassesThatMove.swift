// The classes a walk through coordinators may find a move in. Following every call
// a coordinator makes on one of the app's types spent the walk's 32 methods on
// data managers and keychains (Cryptomator's account selection validates the
// account through six of them before its coordinator starts the folder picker,
// which was never reached). A call is followed only into a class that moves —
// one with a method that pushes, presents, dismisses or pops, hands a controller on
// to be moved, or calls such a method; one inheriting such a method or conforming to
// a protocol whose extension has one — worked out once per index, backwards from the
// methods that move, over the calls between methods.
//
// By method, not by class: that a class calling any method of a class that moves
// moves too made nearly every class of KeePassium move (its settings read whether
// the app is premium from the premium manager, which calls the coordinator showing
// the pricing screen when a purchase ends; its keychain and its log read the
// settings), and a walk from the file picker spent its 32 methods in the log and the
// keychain. A call reaches a method by its name (`didSelectFile`, whatever its
// labels): more than the walk's own matching, never less. A view controller is no
// class the walk goes into (its moves are its own segues): its methods count only as
// the walk's way back into it does — one handing on what it is handed
// (`startModalStack(_:)`), called through a protocol it adopts (an MVP app's presenters).

extension SourceIndex {
    /// The classes with a method that moves or calls one that does, directly or through their
    /// superclasses' and protocols' extensions' methods.
    func classesThatMove(propertyTypes: [String: String]) -> Set<String> {
        // "Type.method" keys: the methods that move, and the methods calling each.
        var moving: Set<String> = []
        var pending: [(type: String, method: String)] = []
        func add(_ type: String, _ method: String) {
            if moving.insert(type + "." + method).inserted { pending.append((type, method)) }
        }
        var callers: [String: [(type: String, method: String)]] = [:]
        for (name, scanned) in classes {
            let isViewController = CodeScreens.isViewController(name, in: self)
            for move in scanned.parameterMoves { add(name, Self.methodName(move.method)) }
            // A helper presenting on the controller it is handed (CoordinatorsHandingControllers.swift).
            for presentation in scanned.parameterPresentations where !presentation.isChild {
                add(name, presentation.slot.name)
            }
            if !isViewController {
                for trigger in scanned.codeTriggers where Self.moves(trigger.action) { add(name, Self.methodName(trigger.method)) }
            }
            for call in scanned.methodCalls {
                let caller = (name, Self.methodName(call.caller))
                if let type = receiverType(of: call, in: name, propertyTypes: propertyTypes) {
                    for part in type.split(separator: "&") { callers[part + "." + call.calleeName, default: []].append(caller) }
                } else if call.receiverProperty == nil {
                    callers[name + "." + call.calleeName, default: []].append(caller)
                }
            }
        }
        // An object's moves on a scene it keeps (MovesOnHeldScenes.swift).
        for key in movesOnHeldScenes.keys.sorted() {
            guard let dot = key.firstIndex(of: ".") else { continue }
            add(String(key[..<dot]), Self.methodName(String(key[key.index(after: dot)...])))
        }
        while let (type, method) = pending.popLast() {
            // A call reaches the method through its declaring type, the classes inheriting it or
            // conforming to it (its extension's methods are theirs), the superclasses it overrides
            // and the protocols it conforms to, whose callers reach it through a property of that type.
            var reachedAs = descendants(of: type)
            if !CodeScreens.isViewController(type, in: self) { reachedAs.append(contentsOf: lineage(of: type).map(\.name)) }
            reachedAs += lineage(of: type).flatMap(\.conformances).filter(protocols.contains)
            for name in Set(reachedAs) {
                for caller in callers[name + "." + method] ?? [] { add(caller.type, caller.method) }
            }
        }
        var result: Set<String> = []
        for key in moving {
            guard let dot = key.firstIndex(of: ".") else { continue }
            let type = String(key[..<dot])
            if !CodeScreens.isViewController(type, in: self) { result.formUnion(descendants(of: type)) }
        }
        return result
    }

    /// `type` and every class inheriting from it or conforming to it, at any depth.
    func descendants(of type: String) -> [String] {
        var found = [type]
        var seen: Set<String> = [type]
        var next = 0
        while next < found.count {
            for conformer in conformers[found[next]] ?? [] where seen.insert(conformer).inserted { found.append(conformer) }
            next += 1
        }
        return found
    }

    /// A method's name as calls name it: its key without the labels (`didSelectFile(_:cause:in:)`).
    private static func methodName(_ key: String) -> String {
        key.split(separator: "(", maxSplits: 1).first.map(String.init) ?? key
    }

    static func moves(_ action: CodeTrigger.Action) -> Bool {
        switch action {
        case .present, .show, .detail, .push, .dismiss, .pop, .popToRoot, .replaceRoot, .selectTab: return true
        case .performSegue, .instantiate, .addChild, .page, .handedOver, .searchResults: return false
        }
    }
}
