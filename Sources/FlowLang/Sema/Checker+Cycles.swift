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

    mutating func checkRelationshipCycles() {
        var edges: [String: [Edge]] = [:]
        for type in index.orderedTypes {
            edges[type.name] = type.children.compactMap { child in
                guard let target = child.target, target.storyboard == index.name else { return nil }
                return Edge(from: type.name, to: target.name, range: child.destination.range)
            }
        }
        var finished: Set<String> = []
        for start in index.typeOrder where !finished.contains(start) {
            // Iterative depth-first search: the path of edges taken, and for
            // each node on it the index of its next edge to try.
            var path: [Edge] = []
            var stack: [(node: String, next: Int)] = [(start, 0)]
            var onPath: Set<String> = [start]
            while let top = stack.last {
                let outgoing = edges[top.node] ?? []
                guard top.next < outgoing.count else {
                    stack.removeLast()
                    onPath.remove(top.node)
                    finished.insert(top.node)
                    if !path.isEmpty { path.removeLast() }
                    continue
                }
                stack[stack.count - 1].next += 1
                let edge = outgoing[top.next]
                if onPath.contains(edge.to) {
                    reportCycle(closing: edge, path: path)
                } else if !finished.contains(edge.to) {
                    path.append(edge)
                    stack.append((edge.to, 0))
                    onPath.insert(edge.to)
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
