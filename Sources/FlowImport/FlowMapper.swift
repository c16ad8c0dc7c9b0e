import FlowLang

/// One storyboard of a run to the items of its `.flow` file: a header
/// comment, `storyboard`, its imports, `initial`, then a declaration for each
/// scene in document order (a placeholder scene where a reference leads
/// nowhere flow can follow).
struct FlowMapper {
    let linked: StoryboardSet
    let index: Int
    let unwinds: UnwindActions
    let adaptations: AdaptivePresentations
    /// The storyboard's path from the folder the file is written to, for
    /// `// from PATH:LINE` before each declaration; nil writes none.
    let provenance: String?
    private(set) var warnings: [ImportWarning] = []

    init(linked: StoryboardSet, index: Int, unwinds: UnwindActions, adaptations: AdaptivePresentations,
         provenance: String? = nil) {
        self.linked = linked
        self.index = index
        self.unwinds = unwinds
        self.adaptations = adaptations
        self.provenance = provenance
    }

    private var storyboard: Storyboard { linked.storyboards[index] }

    mutating func map() -> [ItemSpec] {
        var items: [ItemSpec] = [.comment("Imported from \(fileName(storyboard.path)) by flow import.")]
        if storyboard.version.hasPrefix("2.") {
            items.append(.comment("An Xcode 4 storyboard (format \(storyboard.version)): "
                + "push, modal and replace segues take their modern meaning (show, present, detail)."))
        }
        if !unwinds.sources.mayRestoreState, storyboard.controllers.contains(where: { $0.restorationIdentifier != nil }) {
            items.append(.comment("Restoration identifiers left out: the app's code never opts in to state restoration "
                + "(no application(_:shouldRestoreSecureApplicationState:) or shouldRestoreApplicationState), so UIKit restores nothing."))
        }
        for note in storyboard.notes {
            warnings.append(note)
            items.append(.comment("warning: line \(note.line): \(note.message)"))
        }
        let launch = initial()
        if storyboard.path == CodeScreens.path, launch.contains(where: { if case .initial = $0 { true } else { false } }) {
            // The app launches in code. Every scene of Code.flow is one its code makes (where is beside
            // each), so one no path reaches is shown by code the import does not follow (AlphaWallet's
            // coordinators push 25 such screens), not dead: W101 would be false of the app. The
            // explorer still counts them among the scenes it does not reach. And each move here makes a
            // new controller, as the code's initializer does: one to a class another container holds as a
            // child (Metatext's timeline pushing another `TableViewController(…)` from a page of one) is
            // what the app means, not a tab or page selected by mistake, so W109 would be false too.
            items.append(.comment("Every scene here is one the app's code makes: one no path reaches is shown by code "
                + "the import does not follow, and a move to one another container holds makes a new one, as the code does."))
            items.append(.comment("flow: allow W101, W109"))
        }
        items.append(.storyboard(linked.flowNames[index]))
        for imported in linked.imports[index] { items.append(.importFile(linked.flowNames[imported] + ".flow")) }
        items.append(contentsOf: launch)
        var explained: Set<String> = []
        var importsNeeded: Set<Int> = []
        var placed: Set<String> = []
        var saidComments: Set<String> = []
        for controller in storyboard.controllers {
            if let placeholder = linked.placeholders[index][controller.id] {
                guard placed.insert(placeholder.name).inserted else { continue }
                warnings.append(ImportWarning(file: storyboard.path, element: controller.element, line: controller.line,
                                              message: placeholder.comment))
                items.append(.blankLine)
                items.append(.comment("warning: " + placeholder.comment))
                items.append(.type(TypeSpec(kind: .scene, name: placeholder.name,
                                            members: [.title("placeholder: " + referenceText(controller))])))
                continue
            }
            guard let name = linked.sceneNames[index][controller.id] else { continue }
            var mapper = DeclarationMapper(controller: controller, name: name, storyboardIndex: index, linked: linked,
                                           unwinds: unwinds, explainedSelectors: explained)
            var (before, declaration) = mapper.map()
            if let style = adaptations.style(of: controller.id, in: index) { declaration.members.insertAttribute(.adapts(style)) }
            // A comment said once in a file is enough (the warnings keep every line).
            declaration.members.removeAll { member in
                if case .comment(let text) = member { return !saidComments.insert(text).inserted }
                return false
            }
            explained = mapper.explainedSelectors
            warnings.append(contentsOf: mapper.warnings)
            importsNeeded.formUnion(mapper.importsNeeded)
            items.append(.blankLine)
            // Where the declaration is in the storyboard: `flow check` points its warnings there too.
            if let provenance, controller.line > 0 { items.append(.comment(ImportProvenanceComment.text(provenance, controller.line))) }
            items.append(contentsOf: before.map { .comment($0) })
            items.append(.type(declaration))
        }
        // The storyboards of scenes objects keep that this one's code presents on, after its own imports.
        if !importsNeeded.isEmpty, let position = items.lastIndex(where: { if case .storyboard = $0 { true } else { false } }) {
            let imported = linked.imports[index].count
            let added = importsNeeded.sorted().map { ItemSpec.importFile(linked.flowNames[$0] + ".flow") }
            items.insert(contentsOf: added, at: position + 1 + imported)
        }
        return SearchResultsInCode.keepingPlainScenes(items)
    }

    private func initial() -> [ItemSpec] {
        guard let id = storyboard.initialControllerID else {
            return [.comment("No initial view controller: this storyboard is reached through references or code.")]
        }
        switch linked.target(of: id, in: index) {
        case .name(let parts):
            return [.initial(parts)]
        case .missing:
            return [.comment("The initial view controller '\(id)' is missing from the storyboard.")]
        }
    }

    private func referenceText(_ controller: Controller) -> String {
        guard case .reference(let name, let identifier) = controller.kind else { return controller.element }
        return identifier.map { "\(name).\($0)" } ?? name
    }

    private func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

extension [MemberSpec] {
    /// Inserts `member` after the scene's attributes (its title, style, size…), before its segues and comments.
    mutating func insertAttribute(_ member: MemberSpec) {
        let end = firstIndex { member in
            switch member {
            case .title, .restoration, .hosting, .definesContext, .hidesBottomBar, .hidesNavigationBar, .showsToolbar,
                 .providesTransition, .style, .transition, .adapts, .size: return false
            case .comment, .accessibility, .relationship, .segue, .unwind, .columns, .display, .search, .discardSecondary,
                 .refusesTab: return true
            }
        } ?? endIndex
        insert(member, at: end)
    }
}
