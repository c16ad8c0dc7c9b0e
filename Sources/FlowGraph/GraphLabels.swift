/// The words DOT and Mermaid print on nodes, edges and the legend, as lines
/// of plain text; each renderer escapes them its own way.
enum GraphLabels {
    /// `RecipeList`, `"Recipes"`, and the kind for containers: `navigation controller`.
    static func lines(of node: GraphNode) -> [String] {
        // True whether no scene implements the action or none that does is ever above the source.
        if node.kind == .nowhere { return ["nowhere", "no scene implementing it is above"] }
        var lines = [node.name]
        if let title = node.title { lines.append("“" + title + "”") }
        if node.kind.isContainer { lines.append(node.kind.description) }
        return lines
    }

    /// `button add` / `present (fullScreen)` / `when title != ""` for a segue;
    /// `root`, `tab 1` for a relationship; the action and both guards for an unwind.
    static func lines(of edge: GraphEdge) -> [String] {
        var lines: [String] = []
        if edge.kind == .relationship {
            let kind = edge.relationship?.rawValue ?? "relationship"
            return [edge.index.map { kind + " " + String($0) } ?? kind]
        }
        if let trigger = edge.trigger {
            lines.append(trigger.kind == GraphTrigger.declines ? "if it declines" : trigger.text)
        }
        lines.append(kindText(of: edge))
        if let condition = edge.condition { lines.append("when " + condition) }
        if let accept = edge.acceptCondition { lines.append("accepts when " + accept) }
        return lines
    }

    /// `show`, `present (fullScreen)`, `custom CardSegue`, `unwind saveRecipe`.
    static func kindText(of edge: GraphEdge) -> String {
        switch edge.kind {
        case .relationship: return edge.relationship?.rawValue ?? "relationship"
        case .unwind: return "unwind " + (edge.action ?? "") + (edge.inCode ? " (code)" : "")
        case .custom: return "custom" + (edge.segueClass.map { " " + $0 } ?? "")
        case .search: return "search results"
        case .root: return "window root" + (edge.inCode ? " (code)" : "")
        case .show, .detail, .present, .popover:
            let details = [edge.style, edge.transition].compactMap { $0 } + (edge.animated ? [] : ["not animated"])
                + (edge.inCode ? ["code"] : [])
            return edge.kind.rawValue + (details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")")
        }
    }

    /// The legend's entry for each kind of edge.
    static func legend(_ kind: GraphEdgeKind) -> String {
        switch kind {
        case .relationship: return "relationship (root, tab, column, embed, page)"
        case .show: return "show (push)"
        case .detail: return "show detail"
        case .present: return "present modally"
        case .popover: return "popover"
        case .custom: return "custom segue"
        case .unwind: return "unwind (possible destination)"
        case .search: return "search results (the search controller over the scene)"
        case .root: return "the window's root replaced"
        }
    }

    /// The drawn `nowhere` of each scene with an unwind that goes there:
    /// `nowhere:Main.X`, an id no scene can have. One node for all would pull
    /// unwinds from every corner of a large storyboard across the drawing.
    static func nowhereCopies(_ graph: StoryboardGraph) -> [String: String] {
        var copies: [String: String] = [:]
        for edge in graph.edges where edge.to == StoryboardGraph.nowhere && copies[edge.from] == nil {
            copies[edge.from] = StoryboardGraph.nowhere + ":" + edge.from
        }
        return copies
    }

    /// The storyboard's cluster title: `Settings (imported)`.
    static func title(of storyboard: GraphStoryboard) -> String {
        storyboard.name + (storyboard.isImported ? " (imported)" : "")
    }

    /// Control characters (XML 1.0 allows none but tab, line feed and carriage
    /// return), noncharacters, and the line and paragraph separators, which
    /// would break a line: shown as `\u{1B}` wherever text is printed.
    static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .surrogate: return true
        default: return scalar.properties.isNoncharacterCodePoint
        }
    }

    /// `\u{1B}`.
    static func visible(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// Text for a one-line comment: unprintable characters shown, newlines included.
    static func oneLine(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if isUnprintable(scalar) { out += visible(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
