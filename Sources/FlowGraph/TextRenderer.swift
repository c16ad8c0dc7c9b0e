/// The canonical text of the graph: one storyboard, initial scene, node or
/// edge a line, sorted within fixed sections, with no paths, positions or
/// layout, so it changes only when the navigation does. It is meant to be
/// committed as a baseline (`flow graph --check`) and is what `GraphDiff`
/// compares. `GraphText` reads it back.
///
/// ```
/// storyboard Main
/// initial Main -> Main.Tabs
/// node Main.RecipeList scene title "Recipes"
/// relationship Main.Tabs tab 1 -> Main.Browse
/// segue Main.RecipeList button add -> present Main.AddRecipeNav style fullScreen
/// unwind Main.AddRecipe button save -> Main.RecipeList action saveRecipe when `recipeName != ""`
/// ```
public enum TextRenderer {
    /// The first line, which names the format and its version.
    public static let header = "# flow graph text 1"

    /// The whole text, ending with a newline.
    public static func render(_ graph: StoryboardGraph) -> String {
        ([header] + lines(graph)).joined(separator: "\n") + "\n"
    }

    /// The lines without the header, sorted within each section.
    public static func lines(_ graph: StoryboardGraph) -> [String] {
        var sections: [GraphText.Section: [String]] = [:]
        func add(_ section: GraphText.Section, _ tokens: [String]) {
            sections[section, default: []].append(([section.rawValue] + tokens).joined(separator: " "))
        }
        for storyboard in graph.storyboards {
            add(.storyboard, [token(storyboard.name)] + (storyboard.isImported ? ["imported"] : []))
            if let initial = storyboard.initial { add(.initial, [token(storyboard.name), "->", token(initial)]) }
        }
        for node in graph.nodes where node.kind != .nowhere {
            add(.node, [token(node.id), node.kind.rawValue] + pair("title", node.title.map(ExpressionText.quoted)))
        }
        for edge in graph.edges {
            switch edge.kind {
            case .relationship:
                let kind = edge.relationship?.rawValue ?? "relationship"
                add(.relationship, [token(edge.from), kind] + (edge.index.map { [String($0)] } ?? [])
                    + ["->", token(edge.to)] + pair("id", edge.identifier.map(ExpressionText.quoted)))
            case .unwind:
                add(.unwind, [token(edge.from)] + trigger(edge) + ["->", token(edge.to)]
                    + pair("action", edge.action.map(token)) + identifier(edge)
                    + pair("when", edge.condition.map(expression)) + pair("accepts", edge.acceptCondition.map(expression))
                    + (edge.inCode ? ["code"] : []))
            case .search:
                add(.segue, [token(edge.from), "search", "->", "results", token(edge.to)])
            case .root:
                add(.segue, [token(edge.from)] + trigger(edge) + ["->", "root", token(edge.to)] + (edge.inCode ? ["code"] : []))
            case .show, .detail, .present, .popover, .custom:
                add(.segue, [token(edge.from)] + trigger(edge) + ["->", edge.kind.rawValue, token(edge.to)]
                    + identifier(edge) + pair("class", edge.segueClass.map(ExpressionText.quoted)) + pair("style", edge.style.map(token))
                    + pair("transition", edge.transition.map(token)) + pair("animator", edge.animator.map(token))
                    + pair("presenter", edge.presenter.map(token)) + pair("anchor", edge.anchor.map(token))
                    + (edge.animated ? [] : ["animated", "false"]) + pair("when", edge.condition.map(expression))
                    + (edge.inCode ? ["code"] : []))
            }
        }
        return GraphText.Section.allCases.flatMap { section in
            // Byte order: the same on every machine and locale.
            (sections[section] ?? []).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
    }

    private static func trigger(_ edge: GraphEdge) -> [String] {
        guard let trigger = edge.trigger else { return ["segue", "\"\""] }
        return trigger.kind == "segue" ? ["segue", ExpressionText.quoted(trigger.name)] : [trigger.kind, token(trigger.name)]
    }

    /// `id "…"` unless it only repeats a manual trigger's identifier.
    private static func identifier(_ edge: GraphEdge) -> [String] {
        guard let identifier = edge.identifier else { return [] }
        if edge.trigger?.kind == "segue", edge.trigger?.name == identifier { return [] }
        return ["id", ExpressionText.quoted(identifier)]
    }

    private static func pair(_ name: String, _ value: String?) -> [String] {
        value.map { [name, $0] } ?? []
    }

    /// A guard in backticks: its text never holds one (see `ExpressionText`).
    private static func expression(_ text: String) -> String {
        "`" + text + "`"
    }

    /// A name as it is when it is plain, else quoted like a flow string.
    static func token(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", ".", "-": return true
            default: return false
            }
        }
        return plain && text != "->" ? text : ExpressionText.quoted(text)
    }
}
