import FlowLang

extension CheckContext {
    /// W101: scenes and containers of this file that no path reaches from the
    /// initial scene. A relationship child of an unreachable container is
    /// implied by its container's finding and not reported again.
    mutating func checkReachability() {
        guard let launch = index.launchScene else { return }
        let launchName = display(CheckContext.id(launch))
        for type in index.viewControllers {
            guard let node = facts.position[id(type.name)], !facts.reachable[node] else { continue }
            let heldByUnreachable = facts.parents[node].contains { !facts.reachable[$0] }
            if heldByUnreachable { continue }
            report(.unreachableScene(type.name, launchName), code: .w101, at: type.nameRange,
                   help: "add a segue or a relationship to it, or delete it; if code instantiates it, say so with a 'present' or 'show' statement in a hook")
        }
    }
}
