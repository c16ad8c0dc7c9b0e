/// The graph as a Mermaid flowchart, for Markdown that GitHub and GitLab
/// render: the same lines as the DOT drawing where Mermaid has them
/// (`linkStyle` colours and dashes each edge by kind), nodes named `n0`, `n1`…
/// so no name needs to be a Mermaid identifier, and every label quoted with
/// anything but letters, digits and plain punctuation written as Mermaid's
/// `#code;` entities.
public enum MermaidRenderer {
    /// The whole flowchart, ending with a newline.
    public static func render(_ graph: StoryboardGraph) -> String {
        var out = ["%% The navigation graph of "
                   + graph.storyboards.filter { !$0.isImported }.map { GraphLabels.oneLine($0.name) }.joined(separator: ", ")
                   + ", drawn by flow graph.",
                   "flowchart LR"]
        var ids: [String: String] = [:]
        for (position, node) in graph.nodes.enumerated() { ids[node.id] = "n\(position)" }
        let clustered = graph.storyboards.count > 1
        var byStoryboard: [String: [Int]] = [:]
        var loose: [Int] = []
        let nowhere = GraphLabels.nowhereCopies(graph)
        var nowhereIDs: [String] = []
        for (position, node) in graph.nodes.enumerated() where node.kind != .nowhere {
            if clustered, let storyboard = node.storyboard { byStoryboard[storyboard, default: []].append(position) } else {
                loose.append(position)
            }
        }
        var initials: [String] = []
        func nodeLines(_ position: Int, indent: String) {
            let node = graph.nodes[position]
            out.append(indent + "n\(position)" + shape(node))
            if node.isInitial {
                out.append(indent + "i\(position)((\" \")) --> n\(position)")
                initials.append("i\(position)")
            }
            // The scene's own `nowhere`, as in the DOT drawing.
            if nowhere[node.id] != nil {
                let placeholder = GraphNode(id: StoryboardGraph.nowhere, storyboard: nil, name: StoryboardGraph.nowhere,
                                            kind: .nowhere, title: nil, isInitial: false, location: nil)
                out.append(indent + "w\(position)" + shape(placeholder))
                nowhereIDs.append("w\(position)")
            }
        }
        for (position, storyboard) in graph.storyboards.enumerated() where clustered {
            out.append("    subgraph s\(position)[\(label([GraphLabels.title(of: storyboard)]))]")
            for node in byStoryboard[storyboard.name] ?? [] { nodeLines(node, indent: "        ") }
            out.append("    end")
        }
        for node in loose { nodeLines(node, indent: "    ") }
        // Links are numbered in the order they appear, the initial arrows first.
        var styles: [String] = []
        var link = initials.count
        for edge in graph.edges {
            guard let from = ids[edge.from], let to = edge.to == StoryboardGraph.nowhere ? "w" + from.dropFirst() : ids[edge.to]
            else { continue }
            out.append("    \(from) \(arrow(edge.kind))|\(label(GraphLabels.lines(of: edge)))| \(to)")
            styles.append("    linkStyle \(link) \(linkStyle(edge.kind))")
            link += 1
        }
        let kinds = GraphEdgeKind.allCases.filter(Set(graph.edges.map(\.kind)).contains)
        if !kinds.isEmpty {
            out.append("    subgraph legend[\"Legend\"]")
            for kind in kinds {
                out.append("        l_\(kind.rawValue)_a[\" \"] \(arrow(kind))|\(label([GraphLabels.legend(kind)]))| l_\(kind.rawValue)_b[\" \"]")
                styles.append("    linkStyle \(link) \(linkStyle(kind))")
                link += 1
            }
            out.append("    end")
        }
        out += styles
        out.append("    classDef container fill:#e9eef6,stroke:#555555")
        out.append("    classDef initial stroke-width:3px")
        out.append("    classDef nowhere stroke:#c2571a,color:#c2571a,stroke-dasharray:4 3")
        out.append("    classDef mark fill:#222222,stroke:#222222")
        let containers = graph.nodes.indices.filter { graph.nodes[$0].kind.isContainer }.map { "n\($0)" }
        if !containers.isEmpty { out.append("    class \(containers.joined(separator: ",")) container") }
        let initial = graph.nodes.indices.filter { graph.nodes[$0].isInitial }.map { "n\($0)" }
        if !initial.isEmpty { out.append("    class \(initial.joined(separator: ",")) initial") }
        if !initials.isEmpty { out.append("    class \(initials.joined(separator: ",")) mark") }
        if !nowhereIDs.isEmpty { out.append("    class \(nowhereIDs.joined(separator: ",")) nowhere") }
        return out.joined(separator: "\n") + "\n"
    }

    /// `["RecipeList"]` for a scene, `[["Tabs"]]` (a subroutine box) for a container.
    private static func shape(_ node: GraphNode) -> String {
        let text = label(GraphLabels.lines(of: node))
        switch node.kind {
        case .scene: return "(" + text + ")"
        case .navigation, .tabs, .split, .container, .pages: return "[[" + text + "]]"
        case .nowhere: return "{{" + text + "}}"
        }
    }

    /// Mermaid's arrow for each kind: relationships end in a circle, presentations are thick.
    private static func arrow(_ kind: GraphEdgeKind) -> String {
        switch kind {
        case .relationship: return "--o"
        case .show, .detail, .custom: return "-->"
        case .present, .root: return "==>"
        case .popover, .unwind, .search: return "-.->"
        }
    }

    /// The colours and dashes of the DOT drawing.
    private static func linkStyle(_ kind: GraphEdgeKind) -> String {
        switch kind {
        case .relationship: return "stroke:#9a9a9a,stroke-width:3px"
        case .show: return "stroke:#222222"
        case .detail: return "stroke:#222222,stroke-width:3px"
        case .present: return "stroke:#1f5fbf,stroke-width:2px"
        case .popover: return "stroke:#1f5fbf,stroke-width:2px,stroke-dasharray:2 3"
        case .custom: return "stroke:#7b3fa0,stroke-width:1.5px"
        case .unwind: return "stroke:#c2571a,stroke-dasharray:6 4"
        case .search: return "stroke:#1f5fbf,stroke-width:2px,stroke-dasharray:6 4"
        case .root: return "stroke:#2e7d32,stroke-width:2.5px"
        }
    }

    /// A quoted label, lines joined with `<br/>`.
    static func label(_ lines: [String]) -> String {
        "\"" + lines.map(escaped).joined(separator: "<br/>") + "\""
    }

    /// Letters, digits, spaces and plain punctuation as they are; everything
    /// else, quotes, `#`, `<`, `&`, backticks, brackets and control
    /// characters included, as `#<decimal>;`.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if isPlain(scalar) {
                out.unicodeScalars.append(scalar)
            } else if GraphLabels.isUnprintable(scalar) {
                // Shown, not sent: `\u{1B}`, itself escaped.
                out += escaped(GraphLabels.visible(scalar))
            } else {
                out += "#\(scalar.value);"
            }
        }
        return out
    }

    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", " ", ".", ",", ":", "_", "-", "+", "=", "!", "?", "/", "(", ")", "'", "“", "”":
            return true
        default:
            // Letters of other scripts read as they are; symbols and controls do not.
            return scalar.value > 0x7F && scalar.properties.isAlphabetic
        }
    }
}
