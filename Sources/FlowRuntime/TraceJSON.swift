import FlowLang
import FlowModel

/// `flow run --format json`: one JSON object per trace item (JSON Lines),
/// each naming the statement it belongs to. The schema is in README.md,
/// "Trace format"; keys keep this order.
///
/// Objects are written straight into UTF-8 bytes (JSONBytes): there is one
/// per event, so no tree of values is built, and the members naming the
/// statement are escaped once, when the statement starts.
public struct TraceJSON {
    /// Include layout events (`--verbose`).
    public var verbose: Bool
    /// Give every event a `time` member: the virtual clock in seconds (`--time`).
    public var showsTime: Bool
    private var current: TraceStatement?
    /// `,"file":…,"line":…,"statement":…` for the current statement.
    private var statementMembers: [UInt8] = Array(#","file":null,"line":null,"statement":null"#.utf8)

    /// A renderer that hides layout events and times unless asked.
    public init(verbose: Bool = false, showsTime: Bool = false) {
        self.verbose = verbose
        self.showsTime = showsTime
    }

    /// The object for an item, or nil for a hidden layout event.
    public mutating func line(for item: TraceItem) -> String? {
        var out: [UInt8] = []
        write(item, to: &out)
        guard out.last == UInt8(ascii: "\n") else { return nil }
        return String(decoding: out.dropLast(), as: UTF8.self)
    }

    /// Appends the object for an item and a line end to `out`; nothing for a
    /// hidden layout event.
    public mutating func write(_ item: TraceItem, to out: inout [UInt8]) {
        switch item {
        case .statement(let statement):
            start(statement)
            begin("statement", to: &out)
            Self.member("text", statement.text, to: &out)
            out.appendUTF8(#","automatic":"#)
            out.appendUTF8(statement.isAutomatic ? "true" : "false")
        case .event(let event):
            if event.kind == .layout && !verbose { return }
            begin(event.kind.rawValue, to: &out)
            switch event.kind {
            case .callback, .layout:
                Self.member("receiver", event.receiver, to: &out)
                Self.member("method", event.method, to: &out)
                Self.member("argument", event.argument, to: &out)
                Self.member("label", event.label, to: &out)
                out.appendUTF8(#","text":""#)
                JSONBytes.writeEscaped(event.receiver, to: &out)
                out.append(UInt8(ascii: "."))
                JSONBytes.writeEscaped(event.method, to: &out)
                if let argument = event.argument {
                    out.append(UInt8(ascii: "("))
                    if let label = event.label {
                        JSONBytes.writeEscaped(label, to: &out)
                        out.appendUTF8(": ")
                    }
                    JSONBytes.writeEscaped(argument, to: &out)
                    out.append(UInt8(ascii: ")"))
                }
                out.append(UInt8(ascii: "\""))
            case .note, .warning:
                Self.member("text", event.method, to: &out)
            }
            if showsTime {
                out.appendUTF8(#","time":"#)
                JSONBytes.writeDouble(event.time, to: &out)
            }
        case .output(let text):
            begin("output", to: &out)
            Self.member("text", text, to: &out)
        case .failure(let failure):
            begin("failure", to: &out)
            Self.member("text", failure.summary, to: &out)
            out.appendUTF8(#","details":["#)
            for (index, detail) in failure.details.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONBytes.writeString(detail, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        out.appendUTF8("}\n")
    }

    /// The object for the error that stopped the run.
    public func line(for error: RuntimeError, line: Int, column: Int) -> String {
        JSONValue.object([
            ("kind", .string("error")), ("file", .string(error.path)), ("line", .int(line)), ("column", .int(column)),
            ("statement", current.map { .string($0.text) } ?? .null),
            ("error", .string(error.kind.rawValue)), ("text", .string(error.message)),
        ]).rendered
    }

    /// Escapes the members naming `statement` once, for every item under it.
    private mutating func start(_ statement: TraceStatement) {
        current = statement
        statementMembers.removeAll(keepingCapacity: true)
        Self.member("file", statement.path, to: &statementMembers)
        statementMembers.appendUTF8(#","line":"#)
        if statement.isAutomatic {
            statementMembers.appendUTF8("null")
        } else {
            JSONBytes.writeInt(statement.line, to: &statementMembers)
        }
        Self.member("statement", statement.text, to: &statementMembers)
    }

    /// `{"kind":"…"` and the statement's members.
    private func begin(_ kind: String, to out: inout [UInt8]) {
        out.appendUTF8(#"{"kind":""#)
        out.appendUTF8(kind)
        out.append(UInt8(ascii: "\""))
        out.append(contentsOf: statementMembers)
    }

    /// `,"key":"value"`, or `,"key":null` for nil.
    private static func member(_ key: StaticString, _ value: String?, to out: inout [UInt8]) {
        out.append(UInt8(ascii: ","))
        out.append(UInt8(ascii: "\""))
        out.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        out.appendUTF8(#"":"#)
        if let value {
            JSONBytes.writeString(value, to: &out)
        } else {
            out.appendUTF8("null")
        }
    }
}
