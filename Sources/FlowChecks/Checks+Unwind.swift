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
        for segue in type.segues where segue.kind == .unwind {
            guard let name = segue.unwindActionName, let candidates = tables.implementers[name.id], !candidates.isEmpty else {
                continue
            }
            // Implemented only in other storyboards (an imported app's: PauseMenu's unwind to
            // Main's game): this file's graph does not say how its scenes are entered from there,
            // so it cannot say what is below them (issue 52: these were false).
            guard candidates.contains(where: { $0.reference.storyboard == index.name }) else { continue }
            let action = name.text
            let start = lineTable.location(of: segue.trigger.range.start)
            let resolved = tables.unwindDestinations[UnwindSite(source: source, line: start.line, column: start.column)] ?? []
            // An unwind no scene can take goes to the `nowhere` node.
            guard resolved.allSatisfy({ $0 < 0 || facts.graph.nodes[$0].kind == .nowhere }) else { continue }
            let notes = candidates.map { candidate in
                Diagnostic.Note(
                    message: "'\(display(candidate.reference))' implements '\(action)', but no segue or relationship leads from it (or a container holding it) to '\(type.name)'",
                    path: candidate.path, range: candidate.range)
            }
            report(.unwindNeverBelow(action, type.name), code: .w103, at: segue.writtenDestination.range, notes: notes,
                   help: "implement '\(action)' in a scene that presents or pushes '\(type.name)'")
        }
    }
}
