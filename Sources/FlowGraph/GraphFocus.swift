/// The neighbourhood of one scene: what `--focus SCENE --depth N` draws of a
/// storyboard too large to read whole.
public enum GraphFocus {
    /// Why a focus could not be taken.
    public enum Failure: Error, Hashable, Sendable {
        /// No scene or container has that name.
        case unknown(String)
        /// Several storyboards declare the name; the candidates, qualified.
        case ambiguous(String, [String])
    }

    /// The node `name` stands for: `Main.RecipeList` exactly, or `RecipeList`
    /// in the first storyboard that declares it, else in the only one that does.
    public static func resolve(_ name: String, in graph: StoryboardGraph) -> Result<String, Failure> {
        var byName: [String: [String]] = [:]
        var storyboardOf: [String: String] = [:]
        for node in graph.nodes where node.kind != .nowhere {
            if node.id == name { return .success(node.id) }
            byName[node.name, default: []].append(node.id)
            storyboardOf[node.id] = node.storyboard
        }
        guard let candidates = byName[name], let first = candidates.first else { return .failure(.unknown(name)) }
        let given = Set(graph.storyboards.filter { !$0.isImported }.map(\.name))
        let local = candidates.filter { given.contains(storyboardOf[$0] ?? "") }
        if local.count == 1, let only = local.first { return .success(only) }
        return candidates.count == 1 ? .success(first) : .failure(.ambiguous(name, candidates))
    }

    /// The nodes within `depth` edges of `center`, whichever way the edges
    /// point, and the edges between them.
    public static func neighbourhood(of center: String, depth: Int, in graph: StoryboardGraph) -> StoryboardGraph {
        var neighbours: [String: [String]] = [:]
        for edge in graph.edges {
            neighbours[edge.from, default: []].append(edge.to)
            neighbours[edge.to, default: []].append(edge.from)
        }
        var distance: [String: Int] = [center: 0]
        var queue = [center]
        var position = 0
        while position < queue.count {
            let current = queue[position]
            position += 1
            // `nowhere` joins unrelated scenes: it ends a path, it does not lead on.
            guard let here = distance[current], here < depth,
                  current != StoryboardGraph.nowhere || current == center else { continue }
            for next in neighbours[current] ?? [] where distance[next] == nil {
                distance[next] = here + 1
                queue.append(next)
            }
        }
        let nodes = graph.nodes.filter { distance[$0.id] != nil }
        let edges = graph.edges.filter { distance[$0.from] != nil && distance[$0.to] != nil }
        let used = Set(nodes.compactMap(\.storyboard))
        return StoryboardGraph(storyboards: graph.storyboards.filter { used.contains($0.name) }, nodes: nodes, edges: edges)
    }
}
