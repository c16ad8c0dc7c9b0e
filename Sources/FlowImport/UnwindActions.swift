/// What the whole run knows about unwind actions: the selectors the
/// storyboards' unwind segues use, and, from the scanned sources, which
/// classes implement them. One value for every file of a run, so a segue and
/// the scene that implements its action agree on the action's name.
struct UnwindActions {
    let sources: SourceIndex
    /// Every `unwindAction` of every storyboard of the run.
    let storyboardSelectors: Set<String>
    /// Selectors implemented by a scene of some storyboard of the run.
    let implemented: Set<String>

    init(storyboards: [Storyboard], sources: SourceIndex) {
        self.sources = sources
        let selectors = Set(storyboards.flatMap { $0.controllers.flatMap { $0.segues.compactMap(\.unwindAction) } })
        storyboardSelectors = selectors
        var implemented: Set<String> = []
        for controller in storyboards.flatMap(\.controllers) {
            guard let custom = controller.customClass.map(FlowNames.className) else { continue }
            for action in sources.unwindActions(of: custom) {
                implemented.insert(action.selector)
                implemented.formUnion(action.alternatives)
            }
        }
        self.implemented = implemented
    }

    /// The flow names of the actions a controller of class `customClass`
    /// implements, named after the selector the storyboards use when one of
    /// the declaration's spellings matches.
    func actions(ofClass customClass: String) -> [String] {
        var seen: Set<String> = []
        return sources.unwindActions(of: FlowNames.className(customClass)).map { action in
            let used = ([action.selector] + action.alternatives).first { storyboardSelectors.contains($0) }
            return FlowNames.unwindAction(used ?? action.selector)
        }.filter { seen.insert($0).inserted }
    }

    /// A comment for an unwind segue whose action no imported scene
    /// implements; nil when one does.
    func note(for selector: String) -> String? {
        if implemented.contains(selector) { return nil }
        let name = FlowNames.unwindAction(selector)
        if sources.isEmpty {
            return "unwind action '\(name)' (\(selector)): implemented in code; "
                + "import with --sources DIR to find the scene, or add 'unwind \(name)' to it"
        }
        let declarers = sources.declarers(of: selector)
        if declarers.isEmpty {
            return "unwind action '\(name)' (\(selector)): no scanned class declares it"
        }
        return "unwind action '\(name)' (\(selector)): declared by \(declarers.joined(separator: ", ")), "
            + "which no scene of the imported storyboards uses"
    }

    /// Comments for the segue-related methods a class overrides in code.
    func overrideNotes(ofClass customClass: String) -> [String] {
        let lineage = sources.lineage(of: FlowNames.className(customClass))
        var seen: Set<String> = []
        return lineage.flatMap { scanned in
            scanned.overrides.filter { seen.insert($0).inserted }.map { method in
                "\(scanned.name) overrides \(method) in code: write its conditions as 'when' guards by hand"
            }
        }
    }
}
