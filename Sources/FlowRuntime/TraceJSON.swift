import FlowLang
import FlowModel

/// `flow run --format json`: one JSON object per trace item (JSON Lines),
/// each naming the statement it belongs to. The schema is in README.md,
/// "Trace format"; keys keep this order.
public struct TraceJSON {
    /// Include layout events (`--verbose`).
    public var verbose: Bool
    /// Give every event a `time` member: the virtual clock in seconds (`--time`).
    public var showsTime: Bool
    private var current: TraceStatement?

    /// A renderer that hides layout events and times unless asked.
    public init(verbose: Bool = false, showsTime: Bool = false) {
        self.verbose = verbose
        self.showsTime = showsTime
    }

    /// The object for an item, or nil for a hidden layout event.
    public mutating func line(for item: TraceItem) -> String? {
        switch item {
        case .statement(let statement):
            current = statement
            return object("statement", [("text", .string(statement.text)), ("automatic", .bool(statement.isAutomatic))])
        case .event(let event):
            if event.kind == .layout && !verbose { return nil }
            var members: [(String, JSONValue)] = []
            switch event.kind {
            case .callback, .layout:
                members = [("receiver", .string(event.receiver)), ("method", .string(event.method)),
                           ("argument", event.argument.map(JSONValue.string) ?? .null),
                           ("label", event.label.map(JSONValue.string) ?? .null)]
            case .note, .warning:
                break
            }
            members.append(("text", .string(event.text)))
            if showsTime { members.append(("time", .double(event.time))) }
            return object(event.kind.rawValue, members)
        case .output(let text):
            return object("output", [("text", .string(text))])
        case .failure(let failure):
            return object("failure", [("text", .string(failure.summary)),
                                      ("details", .array(failure.details.map(JSONValue.string)))])
        }
    }

    /// The object for the error that stopped the run.
    public func line(for error: RuntimeError, line: Int, column: Int) -> String {
        JSONValue.object([
            ("kind", .string("error")), ("file", .string(error.path)), ("line", .int(line)), ("column", .int(column)),
            ("statement", current.map { .string($0.text) } ?? .null),
            ("error", .string(error.kind.rawValue)), ("text", .string(error.message)),
        ]).rendered
    }

    private func object(_ kind: String, _ members: [(String, JSONValue)]) -> String {
        var all: [(String, JSONValue)] = [("kind", .string(kind))]
        if let current {
            all += [("file", .string(current.path)),
                    ("line", current.isAutomatic ? .null : .int(current.line)),
                    ("statement", .string(current.text))]
        } else {
            all += [("file", .null), ("line", .null), ("statement", .null)]
        }
        return JSONValue.object(all + members).rendered
    }
}
