/// The graph in Graphviz's DOT language, laid out left to right as Interface
/// Builder draws a storyboard: relationships as thick grey lines with a
/// diamond at the container, segues by kind (the legend lists each style),
/// unwinds dashed and left out of the ranking so they never bend the layout
/// back, the initial scene entered by an arrow from a dot, and each storyboard
/// a cluster when there are several. The `nowhere` node is drawn once per
/// scene that needs it, beside the scene, so unwinds that go nowhere stay short.
///
/// Every string goes through `DOTRenderer.quoted`, so any name, title or
/// identifier gives valid DOT, and valid XML once `dot` makes it SVG.
public enum DOTRenderer {
    /// The whole DOT document, ending with a newline. With `elementIDs`, each
    /// node carries `id="node:ID"` and each edge `id="edge:N"` (its index in
    /// `graph.edges`), which `dot` keeps as the SVG groups' ids: `flow studio`
    /// finds a scene or a segue of the picture by them. `compact` packs the
    /// ranks closer and leaves the legend out, for a picture that shares a
    /// page with other panes (the studio draws its own legend).
    ///
    /// `unwinds` says how unwind segues are drawn (`flow graph --unwinds`),
    /// and `legend` whether the legend is (`--no-legend`).
    public static func render(_ graph: StoryboardGraph, elementIDs: Bool = false, compact: Bool = false,
                              unwinds: UnwindDrawing = .each, legend showsLegend: Bool = true) -> String {
        var graph = graph
        var hubs: [(id: String, action: String)] = []
        switch unwinds {
        case .each: break
        case .hidden: graph = hidingUnwinds(graph)
        case .collapsed: (graph, hubs) = collapsingUnwinds(graph)
        }
        var out: [String] = []
        let names = graph.storyboards.filter { !$0.isImported }.map(\.name)
        out.append("// The navigation graph of \(GraphLabels.oneLine(names.joined(separator: ", "))), drawn by flow graph.")
        out.append("digraph \(quoted(names.joined(separator: ", "))) {")
        let spacing = compact ? "nodesep=0.3, ranksep=0.6" : "nodesep=0.4, ranksep=1.1"
        out.append("    graph [rankdir=LR, fontname=\"Helvetica\", fontsize=13, \(spacing), "
                   + "labelloc=t, label=\(quoted(names.joined(separator: ", ")))]")
        out.append("    node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", color=\"#555555\", "
                   + "fontname=\"Helvetica\", fontsize=11]")
        out.append("    edge [fontname=\"Helvetica\", fontsize=9, color=\"#222222\", fontcolor=\"#222222\"]")
        let clustered = graph.storyboards.count > 1
        let nowhere = GraphLabels.nowhereCopies(graph)
        var byStoryboard: [String: [GraphNode]] = [:]
        var loose: [GraphNode] = []
        for node in graph.nodes where node.kind != .nowhere {
            if clustered, let storyboard = node.storyboard { byStoryboard[storyboard, default: []].append(node) } else {
                loose.append(node)
            }
        }
        for (position, storyboard) in graph.storyboards.enumerated() where clustered {
            out.append("    subgraph \"cluster_\(position)\" {")
            out.append("        label=\(quoted(GraphLabels.title(of: storyboard))); style=\"rounded,dashed\"; "
                       + "color=\"#999999\"; fontcolor=\"#555555\"")
            for node in byStoryboard[storyboard.name] ?? [] {
                out += nodeLines(node, indent: "        ", nowhere: nowhere[node.id], elementIDs: elementIDs)
            }
            out.append("    }")
        }
        for node in loose { out += nodeLines(node, indent: "    ", nowhere: nowhere[node.id], elementIDs: elementIDs) }
        for hub in hubs {
            out.append("    \(quoted(hub.id)) [shape=circle, label=\(quoted("⤺ " + GraphLabels.oneLine(hub.action))), "
                       + "fontsize=9, width=0.3, color=\"#c2571a\", fontcolor=\"#c2571a\"]")
        }
        for (position, edge) in graph.edges.enumerated() {
            let to = edge.to == StoryboardGraph.nowhere ? nowhere[edge.from] ?? edge.to : edge.to
            let id = elementIDs ? ", id=" + quoted("edge:\(position)") : ""
            out.append("    \(quoted(edge.from)) -> \(quoted(to)) [\(edgeAttributes(edge))\(id)]")
        }
        if !compact && showsLegend { out += legend(Set(graph.edges.map(\.kind))) }
        out.append("}")
        return out.joined(separator: "\n") + "\n"
    }

    /// How unwind segues are drawn.
    public enum UnwindDrawing: String, Sendable, CaseIterable {
        /// Each unwind from its source to each scene it may reach.
        case each
        /// An action used by many sources with many destinations through one
        /// point of its own: sources to it, it to destinations (m + n edges, not m × n).
        case collapsed
        /// Not at all.
        case hidden
    }

    /// The id of a collapsed action's hub: `unwind:done` (no scene id has a colon).
    static let hubPrefix = "unwind:"

    /// `graph` without its unwinds (and `nowhere`, which only they reach).
    static func hidingUnwinds(_ graph: StoryboardGraph) -> StoryboardGraph {
        var graph = graph
        graph.edges.removeAll { $0.kind == .unwind }
        graph.nodes.removeAll { $0.kind == .nowhere }
        return graph
    }

    /// The hub an action's unwinds go through once it has more than four of
    /// them: each source to the hub, the hub to each destination, once each.
    static func collapsingUnwinds(_ graph: StoryboardGraph) -> (StoryboardGraph, [(id: String, action: String)]) {
        var byAction: [String: [Int]] = [:]
        for (position, edge) in graph.edges.enumerated() where edge.kind == .unwind {
            byAction[edge.action ?? "", default: []].append(position)
        }
        var graph = graph
        var hubs: [(id: String, action: String)] = []
        var dropped: Set<Int> = []
        var added: [GraphEdge] = []
        for action in byAction.keys.sorted() {
            guard let positions = byAction[action], positions.count > 4 else { continue }
            let hub = hubPrefix + action
            hubs.append((hub, action))
            var fromSeen: Set<String> = [], toSeen: Set<String> = []
            for position in positions {
                let edge = graph.edges[position]
                dropped.insert(position)
                if fromSeen.insert(edge.from).inserted {
                    var into = edge
                    into.to = hub
                    added.append(into)
                }
                if edge.to != StoryboardGraph.nowhere, toSeen.insert(edge.to).inserted {
                    var out = edge
                    out.from = hub
                    added.append(out)
                }
            }
        }
        graph.edges = graph.edges.enumerated().filter { !dropped.contains($0.offset) }.map(\.element) + added
        return (graph, hubs)
    }

    /// The node, the dot-and-arrow that marks it initial, and its own `nowhere` when it has one.
    private static func nodeLines(_ node: GraphNode, indent: String, nowhere: String? = nil,
                                  elementIDs: Bool = false) -> [String] {
        var attributes = ["label=" + quoted(lines: GraphLabels.lines(of: node))]
        if elementIDs, node.kind != .nowhere { attributes.append("id=" + quoted("node:" + node.id)) }
        switch node.kind {
        case .scene: break
        case .navigation, .tabs, .split, .container, .pages:
            attributes += ["style=\"filled\"", "fillcolor=\"#e9eef6\""]
        case .nowhere:
            attributes += ["style=\"rounded,dashed\"", "color=\"#c2571a\"", "fontcolor=\"#c2571a\""]
        }
        if node.isInitial { attributes.append("penwidth=2") }
        var lines = [indent + quoted(node.id) + " [" + attributes.joined(separator: ", ") + "]"]
        if node.isInitial {
            let entry = quoted("initial:" + node.id)
            lines.append(indent + entry + " [shape=point, width=0.12, style=filled, color=\"#222222\", "
                         + "fillcolor=\"#222222\", label=\"\"]")
            lines.append(indent + entry + " -> " + quoted(node.id) + " [penwidth=2, arrowsize=1.2, tooltip=\"initial\"]")
        }
        if let nowhere {
            let placeholder = GraphNode(id: nowhere, storyboard: nil, name: StoryboardGraph.nowhere, kind: .nowhere,
                                        title: nil, isInitial: false, location: nil)
            lines += nodeLines(placeholder, indent: indent)
        }
        return lines
    }

    private static func edgeAttributes(_ edge: GraphEdge) -> String {
        // An unwind goes back up the flow: left out of the ranking, it cannot
        // bend the layout. One to `nowhere` stays in, to place that beside its source.
        let constraint = edge.kind == .unwind && edge.to != StoryboardGraph.nowhere ? ["constraint=false"] : []
        // Through a collapsed action's hub, the hub names the action: the edges need no label.
        let throughHub = edge.from.hasPrefix(hubPrefix) || edge.to.hasPrefix(hubPrefix)
        let label = throughHub ? [] : ["label=" + quoted(lines: GraphLabels.lines(of: edge))]
        return ([style(of: edge.kind)] + constraint + label).joined(separator: ", ")
    }

    /// The line of each kind; the legend shows the same.
    static func style(of kind: GraphEdgeKind) -> String {
        switch kind {
        case .relationship:
            return "color=\"#9a9a9a\", fontcolor=\"#707070\", penwidth=3, dir=both, arrowhead=none, arrowtail=diamond"
        case .show: return "color=\"#222222\""
        case .detail: return "color=\"#222222:invis:#222222\""
        case .present: return "color=\"#1f5fbf\", fontcolor=\"#1f5fbf\", penwidth=2"
        case .popover: return "color=\"#1f5fbf\", fontcolor=\"#1f5fbf\", penwidth=2, style=dotted, arrowhead=odot"
        case .custom: return "color=\"#7b3fa0\", fontcolor=\"#7b3fa0\", penwidth=1.5, arrowhead=vee"
        case .unwind: return "color=\"#c2571a\", fontcolor=\"#c2571a\", style=dashed"
        case .search: return "color=\"#1f5fbf\", fontcolor=\"#1f5fbf\", penwidth=2, style=dashed"
        case .root: return "color=\"#2e7d32\", fontcolor=\"#2e7d32\", penwidth=2.5, arrowhead=normalnormal"
        }
    }

    /// A cluster with one row per kind of edge the graph uses, in a fixed
    /// order: the words, then a short line drawn in that kind's style.
    private static func legend(_ used: Set<GraphEdgeKind>) -> [String] {
        let kinds = GraphEdgeKind.allCases.filter(used.contains)
        guard !kinds.isEmpty else { return [] }
        var out = ["    subgraph \"cluster_legend\" {",
                   "        label=\"Legend\"; style=\"rounded\"; color=\"#bbbbbb\"; fontcolor=\"#555555\"; fontsize=11",
                   "        node [shape=point, width=0.04, style=invis, label=\"\"]"]
        for kind in kinds {
            let text = quoted("legend:" + kind.rawValue)
            let from = quoted("legend:" + kind.rawValue + ":from")
            let to = quoted("legend:" + kind.rawValue + ":to")
            out.append("        \(text) [shape=plaintext, style=solid, width=0, height=0.2, fontsize=10, "
                       + "label=\(quoted(GraphLabels.legend(kind)))]")
            out.append("        \(text) -> \(from) [style=invis]")
            out.append("        \(from) -> \(to) [\(style(of: kind))]")
        }
        out.append("    }")
        return out
    }

    /// Lines joined with DOT's centred line break, `\n`.
    static func quoted(lines: [String]) -> String {
        "\"" + lines.map(escaped).joined(separator: "\\n") + "\""
    }

    /// A DOT quoted string.
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// Text safe inside a DOT string and, once Graphviz writes it, inside SVG:
    /// `"` and `\` escaped (a lone `\` would start one of Graphviz's own
    /// escapes, `\N`, `\l`…), `&` written as `&amp;` (Graphviz passes
    /// entities through to SVG, so a title like `&x;` would be invalid XML),
    /// a newline as a line break, and every other control character, which
    /// XML cannot hold, shown as `\u{1B}`.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "&": out += "&amp;"
            case "\n": out += "\\n"
            default:
                if GraphLabels.isUnprintable(scalar) {
                    out += "\\" + GraphLabels.visible(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
