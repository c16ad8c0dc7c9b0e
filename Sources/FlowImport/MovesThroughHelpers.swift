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
// `SourceIndex.helperMoves(of:)` follows the hand-ons as children are followed
// (`SourceIndex.handedOn(to:in:)`) — through methods that
// pass their own parameter on — to the controllers moved, as pushes or
// presentations by the method that handed them over.

extension SourceIndex {
    /// The pushes and presentations class `name` makes by handing a controller to a method of its
    /// own, its superclasses', its protocols' extensions' or the app's extension of UIKit's class
    /// that moves it. Each in the order the calls were read.
    func helperMoves(of name: String) -> [CodeTrigger] {
        let lineage = lineage(of: name) + protocolExtensions(of: name)
        // Every move of each parameter, in order: under a switch over another parameter, each case
        // moves it its own way (`show(_:as:)` presenting under `.modal`, showing the detail after).
        var kinds: [ChildParameter: [ParameterMove]] = [:]
        for move in (lineage + uikitExtensions(of: name)).flatMap(\.parameterMoves) {
            // A method whose first argument is unlabelled is known by its selector
            // (`presentFromRootController(_:animated:)`); a call names it by its name.
            let method = move.method.split(separator: "(", maxSplits: 1).first.map(String.init) ?? move.method
            kinds[ChildParameter(method: method, label: move.label), default: []].append(move)
        }
        guard !kinds.isEmpty else { return [] }
        return Self.handedOn(to: kinds, in: handedArguments(in: lineage)).compactMap { argument, made, moves in
            // The first move made for the cases the call writes (a move under none is made for every call).
            guard let move = moves.first(where: { move in
                move.enumCase.map { condition in argument.enumArguments[condition.label].map(condition.matches) ?? true } ?? true
            }), !move.refuses(resolvingFactory(of: made)) else { return nil }
            return CodeTrigger(method: argument.caller, action: move.action(moving: made), location: argument.location)
        }
    }
}
