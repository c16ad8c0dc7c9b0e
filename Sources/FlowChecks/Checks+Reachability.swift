import FlowLang

extension CheckContext {
    /// W101: a scene or container of this file that no path reaches from the
    /// initial scene, in a file that declares one. A relationship child of an unreachable container is
    /// implied by its container's finding and not reported again.
    mutating func checkReachability(_ subject: CheckSubject) {
        let type = subject.type
        // Without an `initial`, the storyboard is entered through references or code (the importer
        // says so for GoMap's Changeset storyboard): "reachable from launch" means nothing there.
        guard let shownInitial, let node = subject.node, !facts.reachable[node],
              !facts.parents[node].contains(where: { !facts.reachable[$0] }) else { return }
        report(.unreachableScene(type.name, shownInitial), code: .w101, at: type.nameRange,
               help: "add a segue or a relationship to it, or delete it; if code instantiates it, say so with a 'present' or 'show' statement in a hook")
    }
}
