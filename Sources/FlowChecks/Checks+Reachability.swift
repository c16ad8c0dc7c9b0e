import FlowLang

extension CheckContext {
    /// W101: a scene or container of this file that no path reaches from the
    /// initial scene, in a file that declares one. A scene only an unreached one leads to (a
    /// relationship child of an unreachable container, a developer menu's screens) is implied by
    /// that one's finding, which counts and names them, and is not reported again: one unreached
    /// menu is one warning, not one per screen behind it.
    mutating func checkReachability(_ subject: CheckSubject) {
        let type = subject.type
        // Without an `initial`, the storyboard is entered through references or code (the importer
        // says so for GoMap's Changeset storyboard): "reachable from launch" means nothing there.
        guard let shownInitial, let node = subject.node, !facts.reachable[node], facts.unreachedRoot[node] == node
        else { return }
        report(.unreachableScene(type.name, shownInitial), code: .w101, at: type.nameRange,
               notes: reachedOnlyThroughNotes(node),
               help: "add a segue or a relationship to it, or delete it; if code instantiates it, say so with a 'present' or 'show' statement in a hook")
    }

    /// How many scenes a W101 names of those reached only through its scene before it sums up the rest.
    static let reachedOnlyThroughNamed = 3

    /// The notes of a W101 on a scene other unreached scenes of its storyboard are reached only
    /// through: the first few, then "and N more" (JSON lists every one). Not another storyboard's
    /// scenes it leads to: that storyboard is checked from its own entries (the app's launch
    /// among them), which this file's graph does not hold.
    private func reachedOnlyThroughNotes(_ node: Int) -> [Diagnostic.Note] {
        let own = index.nameSymbol.nameID
        let others = facts.reachedOnlyThrough[node].filter { nodeTypes[$0]?.storyboardID == own }
        guard let first = others.first else { return [] }
        let named = others.prefix(Self.reachedOnlyThroughNamed).map { "'\(display(node: $0))'" }.joined(separator: ", ")
        let rest = others.count - min(others.count, Self.reachedOnlyThroughNamed)
        let summary = "\(others.count) more \(others.count == 1 ? "scene is" : "scenes are") reached only through it, "
            + "not reported apart: \(named)" + (rest > 0 ? " and \(rest) more (--format json lists them)" : "")
        var notes = declarationNote(node: first, summary).map { [$0] } ?? []
        if rest > 0 {
            for other in others.dropFirst(Self.reachedOnlyThroughNamed) {
                guard let note = declarationNote(node: other, "'\(display(node: other))' is reached only through it") else { continue }
                notes.append(Diagnostic.Note(message: note.message, path: note.path, range: note.range, onlyInJSON: true))
            }
        }
        return notes
    }
}
