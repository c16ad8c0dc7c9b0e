import FlowLang

/// The graph as JSON, for other tools: every attribute the drawings show and
/// where each node and edge is written. One node or edge a line, keys in a
/// fixed order, absent values as `null`, so the output diffs well. The schema
/// is in Commands.md ("flow graph", "JSON (version 1)"); `version` changes when it does.
public enum JSONRenderer {
    /// The schema's version.
    public static let version = 1

    /// The whole document, ending with a newline.
    public static func render(_ graph: StoryboardGraph) -> String {
        var out = ["{", "  \"version\": \(version),", "  \"storyboards\": ["]
        out += lines(graph.storyboards.map(storyboard))
        out += ["  ],", "  \"nodes\": ["]
        out += lines(graph.nodes.map(node))
        out += ["  ],", "  \"edges\": ["]
        out += lines(graph.edges.map(edge))
        out += ["  ]", "}"]
        return out.joined(separator: "\n") + "\n"
    }

    private static func lines(_ values: [JSONValue]) -> [String] {
        values.enumerated().map { position, value in
            "    " + value.rendered + (position == values.count - 1 ? "" : ",")
        }
    }

    private static func storyboard(_ storyboard: GraphStoryboard) -> JSONValue {
        .object([
            ("name", .string(storyboard.name)),
            ("file", .string(storyboard.path)),
            ("imported", .bool(storyboard.isImported)),
            ("initial", string(storyboard.initial)),
        ])
    }

    private static func node(_ node: GraphNode) -> JSONValue {
        .object([
            ("id", .string(node.id)),
            ("kind", .string(node.kind.rawValue)),
            ("storyboard", string(node.storyboard)),
            ("name", .string(node.name)),
            ("title", string(node.title)),
            ("initial", .bool(node.isInitial)),
            ("location", location(node.location)),
        ])
    }

    private static func edge(_ edge: GraphEdge) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("kind", .string(edge.kind.rawValue)),
            ("from", .string(edge.from)),
            ("to", .string(edge.to)),
        ]
        switch edge.kind {
        case .relationship:
            members += [
                ("relationship", string(edge.relationship?.rawValue)),
                ("index", edge.index.map { .int($0) } ?? .null),
                ("identifier", string(edge.identifier)),
            ]
        case .search:
            break
        case .root:
            members += [("trigger", trigger(edge.trigger)), ("code", .bool(edge.inCode))]
        case .unwind:
            members += [
                ("trigger", trigger(edge.trigger)),
                ("identifier", string(edge.identifier)),
                ("action", string(edge.action)),
                ("when", string(edge.condition)),
                ("accepts", string(edge.acceptCondition)),
                ("code", .bool(edge.inCode)),
            ]
        case .show, .detail, .present, .popover, .custom:
            members += [
                ("trigger", trigger(edge.trigger)),
                ("identifier", string(edge.identifier)),
                ("style", string(edge.style)),
                ("transition", string(edge.transition)),
                ("animator", string(edge.animator)),
                ("presenter", string(edge.presenter)),
                ("anchor", string(edge.anchor)),
                ("class", string(edge.segueClass)),
                ("animated", .bool(edge.animated)),
                ("when", string(edge.condition)),
                ("code", .bool(edge.inCode)),
            ]
        }
        members.append(("location", location(edge.location)))
        return .object(members)
    }

    private static func trigger(_ trigger: GraphTrigger?) -> JSONValue {
        guard let trigger else { return .null }
        return .object([("kind", .string(trigger.kind)), ("name", .string(trigger.name))])
    }

    private static func location(_ location: GraphLocation?) -> JSONValue {
        guard let location else { return .null }
        return .object([("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))])
    }

    private static func string(_ value: String?) -> JSONValue {
        value.map { .string($0) } ?? .null
    }
}
