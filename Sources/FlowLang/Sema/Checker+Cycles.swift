// Relationship cycles: a container holding itself through its children
// (navigation root, tabs and pages, split primary and secondary, embed).
// UIKit would recurse forever instantiating it. Each cycle is reported once,
// at the edge that closes it in declaration order, with a note at each other edge.
extension Checker {
    private struct Edge {
        var from: String
        var to: String
        var range: SourceRange
    }

    /// Depth first over types by their position in the declaration order
    /// (the index's table of types): each child's name is looked up once.
    mutating func checkRelationshipCycles() {
        let count = index.types.count
        var edges = Array(repeating: [(edge: Edge, to: Int)](), count: count)
        // The types alone: a type's name is made only for its edges (most types have no children).
        for (offset, type) in index.types.inOrder.enumerated() {
            for child in type.children {
                guard let target = child.target, target.storyboardID == index.nameSymbol.nameID,
                      let to = index.types.position(of: target.nameID) else {
                    continue
                }
                edges[offset].append((Edge(from: index.types.name(at: offset), to: target.name,
                                           range: child.destination.range), to))
            }
        }
        var finished = Array(repeating: false, count: count)
        var onPath = Array(repeating: false, count: count)
        // Iterative depth-first search: the path of edges taken, and for each
        // node on it the index of its next edge to try. Both are empty when a
        // search ends, and reused by the next (made anew for every type, the
        // stack was an allocation and a free a type).
        var path: [Edge] = []
        var stack: [(node: Int, next: Int)] = []
        for start in 0..<count where !finished[start] {
            stack.append((start, 0))
            onPath[start] = true
            while let top = stack.last {
                let outgoing = edges[top.node]
                guard top.next < outgoing.count else {
                    stack.removeLast()
                    onPath[top.node] = false
                    finished[top.node] = true
                    if !path.isEmpty { path.removeLast() }
                    continue
                }
                stack[stack.count - 1].next += 1
                let (edge, to) = outgoing[top.next]
                if onPath[to] {
                    reportCycle(closing: edge, path: path)
                } else if !finished[to] {
                    path.append(edge)
                    stack.append((to, 0))
                    onPath[to] = true
                }
            }
        }
    }

    private mutating func reportCycle(closing edge: Edge, path: [Edge]) {
        let firstIndex = path.lastIndex { $0.from == edge.to } ?? path.count
        let cycle = Array(path[firstIndex...]) + [edge]
        let chain = ([edge.to] + cycle.map(\.to)).map { "'\($0)'" }.joined(separator: " -> ")
        let notes = cycle.dropLast().map { note("'\($0.from)' holds '\($0.to)' here", at: $0.range) }
        error(.relationshipCycle(chain), at: edge.range, notes: notes)
    }
}
