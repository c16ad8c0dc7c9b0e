import FlowGraph
import FlowLang

extension CheckContext {
    /// W103: unwind segues whose action some scene implements, but none that
    /// the graph's unwind resolver (`FlowGraph`, UIKit's search made static)
    /// can place above the source. Sources whose place is unknown — reached
    /// only by statements, or not at all — are left alone.
    mutating func checkUnwindDestinations() {
        var implementers: [String: [(id: String, range: SourceRange, path: String)]] = [:]
        for storyboard in index.visibleStoryboards {
            for name in storyboard.typeOrder {
                guard let type = storyboard.types[name] else { continue }
                for action in type.unwindActionOrder {
                    guard let declared = type.unwindActions[action] else { continue }
                    implementers[action, default: []].append(
                        (CheckContext.id(TypeReference(storyboard: storyboard.name, name: name)), declared.range, storyboard.path))
                }
            }
        }
        // Where the resolver sent each unwind segue of this file, by source and trigger position.
        var destinations: [String: [String]] = [:]
        for edge in facts.graph.edges where edge.kind == .unwind {
            guard let location = edge.location, location.file == index.path else { continue }
            destinations["\(edge.from)@\(location.line):\(location.column)", default: []].append(edge.to)
        }
        let placedByStatements = Set(syntax.statementDestinations.map(CheckContext.id))
        for type in index.viewControllers {
            let source = id(type.name)
            guard let node = facts.position[source], facts.reachable[node], !placedByStatements.contains(source) else {
                continue
            }
            for segue in type.segues where segue.kind == .unwind {
                guard let action = segue.unwindAction, let candidates = implementers[action], !candidates.isEmpty else {
                    continue
                }
                let start = lineTable.location(of: segue.trigger.range.start)
                let resolved = destinations["\(source)@\(start.line):\(start.column)"] ?? []
                guard resolved.allSatisfy({ $0 == StoryboardGraph.nowhere }) else { continue }
                let notes = candidates.map { candidate in
                    Diagnostic.Note(
                        message: "'\(display(candidate.id))' implements '\(action)', but no segue or relationship leads from it (or a container holding it) to '\(type.name)'",
                        path: candidate.path, range: candidate.range)
                }
                report(.unwindNeverBelow(action, type.name), code: .w103, at: segue.segue.destination.range, notes: notes,
                       help: "implement '\(action)' in a scene that presents or pushes '\(type.name)'")
            }
        }
    }
}
