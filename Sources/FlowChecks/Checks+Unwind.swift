import FlowGraph
import FlowLang

extension CheckContext {
    /// W103: unwind segues whose action some scene implements, but none that
    /// the graph's unwind resolver (`FlowGraph`, UIKit's search made static)
    /// can place above the source. Sources whose place is unknown — reached
    /// only by statements, or not at all — are left alone, and so are actions
    /// implemented only in other storyboards.
    mutating func checkUnwindDestinations(_ subject: CheckSubject, tables: CheckTables) {
        let type = subject.type
        guard let source = subject.placedNode(in: facts) else { return }
        // Found once, with the first of each action, when the tables were built.
        for unwind in tables.unwindsNeverBelow[source] ?? [] {
            let action = unwind.action.text
            let listsAll = tables.firstUnwindNeverBelow[unwind.action.id] == unwind.site
            let notes = implementerNotes(unwind.candidates, action: action, source: index.reference(to: type),
                                         listsAll: listsAll)
            report(.unwindNeverBelow(action, type.name), code: .w103, at: unwind.segue.writtenDestination.range,
                   notes: notes, help: "implement '\(action)' in a scene that presents or pushes '\(type.name)'")
        }
    }

    /// An unwind segue W103 reports, with its action and the scenes implementing it.
    struct UnwindNeverBelow {
        var segue: DeclaredSegue
        var action: DeclaredName
        var candidates: [Implementer]
        var site: UnwindSite
    }

    typealias Implementer = (reference: TypeReference, range: SourceRange, path: String)

    /// The unwind segues of `type`, placed at node `source`, whose action
    /// some scene of this storyboard implements but none can be above it
    /// (the resolver sent them `nowhere`). Actions implemented only in other
    /// storyboards are left alone (an imported app's: PauseMenu's unwind to
    /// Main's game): this file's graph does not say how its scenes are entered
    /// from there, so it cannot say what is below them (issue 52: these were false); so are actions a
    /// file entering this one implements (`unwindActionsElsewhere`), whose scenes may be below.
    func unwindsNeverBelow(_ type: DeclaredType, placedAt source: Int,
                           implementers: KeyedTable<NameID, [Implementer]>,
                           findsDestination: [UnwindSite: Bool]) -> [UnwindNeverBelow] {
        var found: [UnwindNeverBelow] = []
        for segue in type.segues where segue.kind == .unwind {
            guard let name = segue.unwindActionName, let candidates = implementers[name.id], !candidates.isEmpty,
                  candidates.contains(where: { $0.reference.storyboard == index.name }),
                  !unwindActionsElsewhere.contains(name.text) else { continue }
            let site = UnwindSite(source: source, offset: segue.trigger.range.start)
            guard findsDestination[site] != true else { continue }
            found.append(UnwindNeverBelow(segue: segue, action: name, candidates: candidates, site: site))
        }
        return found
    }

    /// How many implementers a W103 names before it sums up the rest.
    static let implementersNamed = 3

    /// The notes of a W103: the first implementers, then "and N more", and
    /// (JSON only, on the action's first warning: `listsAll`) every one of the rest.
    private func implementerNotes(_ candidates: [Implementer], action: String, source: TypeReference,
                                  listsAll: Bool) -> [Diagnostic.Note] {
        let sourceName = display(source)
        func note(_ candidate: Implementer, onlyInJSON: Bool = false) -> Diagnostic.Note {
            // UIKit asks every controller above the source but the source itself (UIKitModel.md, "Unwind segues").
            let why = candidate.reference == source
                ? "but it is the source, and UIKit's search asks only the controllers above it"
                : "but no segue or relationship leads from it (or a container holding it) to '\(sourceName)'"
            return Diagnostic.Note(message: "'\(display(candidate.reference))' implements '\(action)', " + why,
                                   path: candidate.path, range: candidate.range, onlyInJSON: onlyInJSON)
        }
        let named = Self.implementersNamed
        guard candidates.count > named + 1 else { return candidates.map { note($0) } }
        var notes = candidates.prefix(named).map { note($0) }
        let listing = listsAll ? "--format json lists them" : "--format json lists them with the first such warning"
        let last = candidates[named]
        notes.append(Diagnostic.Note(
            message: "and \(candidates.count - named) more scenes implement '\(action)' (\(listing))",
            path: last.path, range: last.range))
        if listsAll { notes += candidates.dropFirst(named).map { note($0, onlyInJSON: true) } }
        return notes
    }
}
