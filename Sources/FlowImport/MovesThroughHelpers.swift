// Controllers a view controller shows through a helper of its own (issue 52).
// Apps seldom push or present where they make the controller; they write a
// helper that takes it (`private func go(to controller: UIViewController)`
// pushing `controller`), or extend UIKit's class with one every screen shares
// (Pocket Casts' `UIViewController.presentFromRootController(_:)`, which
// presents what it is handed on the root controller), and call it with what
// they made: `go(to: DetailViewController())`. The reader records which
// parameters a method pushes or presents (`ParameterMove`, as for a router's
// methods) and what the class's methods hand its own methods
// (`HandedArgument`, as for children: ChildrenInCode.swift);
// `SourceIndex.helperMoves(of:)` follows the hand-ons — through methods that
// pass their own parameter on — to the controllers moved, as pushes or
// presentations by the method that handed them over.

extension SourceIndex {
    /// The pushes and presentations class `name` makes by handing a controller to a method of its
    /// own, its superclasses', its protocols' extensions' or the app's extension of UIKit's class
    /// that moves it. Each in the order the calls were read.
    func helperMoves(of name: String) -> [CodeTrigger] {
        let lineage = lineage(of: name) + protocolExtensions(of: name)
        var kinds: [ChildParameter: ParameterMove.Kind] = [:]
        for move in (lineage + uikitExtensions(of: name)).flatMap(\.parameterMoves) {
            // A method whose first argument is unlabelled is known by its selector
            // (`presentFromRootController(_:animated:)`); a call names it by its name.
            let method = move.method.split(separator: "(", maxSplits: 1).first.map(String.init) ?? move.method
            let slot = ChildParameter(method: method, label: move.label)
            if kinds[slot] == nil { kinds[slot] = move.kind }
        }
        guard !kinds.isEmpty else { return [] }
        let handed = handedArguments(in: lineage)
        var handedTo: [ChildParameter: [Int]] = [:]
        for (position, argument) in handed.enumerated() {
            handedTo[ChildParameter(method: argument.callee, label: argument.label), default: []].append(position)
        }
        // A caller passing its own parameter on moves it the same way: each parameter is taken
        // from the work list once, and each hand-on looked at once.
        var moved: [Int: ParameterMove.Kind] = [:]
        var pending = kinds.keys.sorted { ($0.method, $0.label) < ($1.method, $1.label) }
        while let slot = pending.popLast(), let kind = kinds[slot] {
            for position in handedTo[slot] ?? [] {
                switch handed[position].value {
                case .made:
                    if moved[position] == nil { moved[position] = kind }
                case .property:
                    break  // read as what it holds, or left out, by `handedArguments(in:)`
                case .parameter(let label):
                    let passedOn = ChildParameter(method: handed[position].caller, label: label)
                    if kinds[passedOn] == nil {
                        kinds[passedOn] = kind
                        pending.append(passedOn)
                    }
                }
            }
        }
        return moved.keys.sorted().compactMap { position in
            guard case .made(let made) = handed[position].value, let kind = moved[position] else { return nil }
            let action: CodeTrigger.Action
            switch kind {
            case .push: action = .push(made)
            case .present: action = .present(made)
            }
            return CodeTrigger(method: handed[position].caller, action: action, location: handed[position].location)
        }
    }
}
