import FlowLang

/// The graph node of every type of the storyboards a graph is built from,
/// found by a reference's storyboard and name: a node's `Main.Name` id is
/// neither made nor hashed to find it (a string for every reference).
///
/// Kept as parallel arrays, not an array of indexes: reading a field of an
/// index stored in an array copied the whole index.
package struct TypeNodes: Sendable {
    /// Each storyboard's name id, in the order added.
    private var storyboards: [NameID] = []
    private var types: [TypeTable] = []
    private var nodes: [[Int?]] = []
    /// Each storyboard's place in the arrays above, by name id.
    private var places = KeyedTable<NameID, Int>()

    /// Adds `index`, whose types' nodes are `typeNodes` by position (nil
    /// for animators and presenters); storyboards are counted from 0 in the
    /// order added.
    mutating func add(_ index: StoryboardIndex, typeNodes: [Int?]) {
        let id = index.nameSymbol.nameID
        places[id] = storyboards.count
        storyboards.append(id)
        types.append(index.types)
        nodes.append(typeNodes)
    }

    /// The node of each type of the storyboard added `storyboard`-th, by the type's position.
    func nodes(ofStoryboard storyboard: Int) -> [Int?] { nodes[storyboard] }

    /// The node `reference` names: its storyboard is looked for first at
    /// `near` (where most references point) and then by name. Nil when it
    /// names no node's type (an animator, a presenter, a storyboard not added).
    /// Found by the reference's name ids: no name is hashed or compared as text.
    package func node(of reference: TypeReference, near storyboard: Int = 0) -> Int? {
        let place = storyboard < storyboards.count && storyboards[storyboard] == reference.storyboardID
            ? storyboard : places[reference.storyboardID]
        guard let place, let position = types[place].position(of: reference.nameID) else { return nil }
        return nodes[place][position]
    }
}

/// A graph as the static checks read it (`GraphBuilder.buildIndexed`).
package struct IndexedGraph {
    package let graph: StoryboardGraph
    /// Each edge's end nodes, in the order of the graph's edges (`nowhere`
    /// included when it is a node; -1 for an end that is no node), so that
    /// the checks need not look each edge's ids up again.
    package let ends: [EdgeEnds]
    /// The node of each type of the storyboards given, their imports after them.
    package let typeNodes: TypeNodes
    /// The type each node stands for, by node position (nil for `nowhere`):
    /// what the checks ask of a node, found without its `Main.Name` id.
    package let nodeTypes: [TypeReference?]
    /// Where each unwind edge is written, in the order of the edges: the
    /// checks' graph (`GraphBuilder.Detail.navigation`) gives its unwinds no
    /// location or action of their own (empty for the drawn graph, whose edges carry them).
    package let unwindTriggers: [UnwindTrigger]
}

/// Where an unwind edge of the checks' graph is written. Kept beside the
/// edges, not in them: a location and an action made each unwind edge a box
/// of details of 250 bytes, 3.4 times the source in all on a storyboard
/// where each scene unwinds twice (issue 53, the `actions` shape).
package struct UnwindTrigger: Sendable {
    /// The unwind's edge, by its position among the graph's edges.
    package var edge: Int
    /// The storyboard it is written in, by its position among the graph's storyboards.
    package var storyboard: Int
    /// Where its trigger starts in that storyboard's file (for an unwind in a
    /// control's code, the `unwind` statement's action).
    package var offset: UInt32
}
