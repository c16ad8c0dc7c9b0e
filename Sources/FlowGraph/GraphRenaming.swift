extension StoryboardGraph {
    /// The graph with storyboard `old` called `new`, in its nodes' ids and
    /// edges too. `flow diff` compares two versions of one file whose names
    /// come from their file names (`recipes.flow` against `/tmp/recipes-old.flow`):
    /// without this every scene would look removed and added again.
    public func renamingStoryboard(_ old: String, to new: String) -> StoryboardGraph {
        guard old != new else { return self }
        func rename(_ id: String) -> String {
            id.hasPrefix(old + ".") ? new + id.dropFirst(old.count) : id
        }
        var graph = self
        for index in graph.storyboards.indices where graph.storyboards[index].name == old {
            graph.storyboards[index].name = new
            graph.storyboards[index].initial = graph.storyboards[index].initial.map(rename)
        }
        for index in graph.nodes.indices where graph.nodes[index].storyboard == old {
            graph.nodes[index].storyboard = new
            graph.nodes[index].id = rename(graph.nodes[index].id)
        }
        for index in graph.edges.indices {
            graph.edges[index].from = rename(graph.edges[index].from)
            graph.edges[index].to = rename(graph.edges[index].to)
        }
        return graph
    }
}
