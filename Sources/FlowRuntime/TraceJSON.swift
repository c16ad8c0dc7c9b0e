import FlowLang
import FlowModel

/// `flow run --format json`: one JSON object per trace item (JSON Lines),
/// each naming the statement it belongs to. The schema is in Commands.md ("The trace"),
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
        var out = ByteBuffer(capacity: 256)
        write(item, to: &out)
        guard out.last == UInt8(ascii: "\n") else { return nil }
        return out.withBytes { String(decoding: $0.dropLast(), as: UTF8.self) }
    }

    /// Appends the object for an item and a line end to `out`; nothing for a
    /// hidden layout event.
    package mutating func write(_ item: TraceItem, to out: inout ByteBuffer) {
        switch item {
        case .statement(let statement):
            start(statement)
            begin("statement", to: &out)
            Self.member(#","text":"#, statement.text, to: &out)
            out.append(#","automatic":"#)
            out.append(statement.isAutomatic ? "true" : "false")
        case .event(let event):
            if event.kind == .layout && !verbose { return }
            begin(Self.name(of: event.kind), to: &out)
            switch event.kind {
            case .callback, .layout:
                let receiver = Self.member(#","receiver":"#, event.receiverName, to: &out)
                let method = Self.member(#","method":"#, event.methodName, to: &out)
                let argument = Self.member(#","argument":"#, event.argumentName, to: &out)
                let label = Self.member(#","label":"#, event.labelName, to: &out)
                // The text is the same pieces, escaped already: copied, not escaped again.
                out.appendLiteral(#","text":""#)
                if let receiver { out.appendCopy(of: receiver) }
                out.append(UInt8(ascii: "."))
                if let method { out.appendCopy(of: method) }
                if let argument {
                    out.append(UInt8(ascii: "("))
                    if let label {
                        out.appendCopy(of: label)
                        out.appendLiteral(": ")
                    }
                    out.appendCopy(of: argument)
                    out.append(UInt8(ascii: ")"))
                }
                out.append(UInt8(ascii: "\""))
            case .note, .warning:
                Self.member(#","text":"#, event.method, to: &out)
            }
            if showsTime {
                out.append(#","time":"#)
                out.append(JSONBytes.text(of: event.time))
            }
        case .output(let text):
            begin("output", to: &out)
            Self.member(#","text":"#, text, to: &out)
        case .failure(let failure):
            begin("failure", to: &out)
            Self.member(#","text":"#, failure.summary, to: &out)
            out.append(#","details":["#)
            for (index, detail) in failure.details.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.appendJSONString(detail)
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append("}\n")
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
        var members = ByteBuffer(capacity: 256)
        Self.member(#","file":"#, statement.path, to: &members)
        members.append(#","line":"#)
        members.append(statement.isAutomatic ? "null" : String(statement.line))
        Self.member(#","statement":"#, statement.text, to: &members)
        statementMembers = members.withBytes { Array($0) }
    }

    /// An event kind as the `kind` member spells it (its raw value).
    private static func name(of kind: Event.Kind) -> StaticString {
        switch kind {
        case .callback: "callback"
        case .layout: "layout"
        case .note: "note"
        case .warning: "warning"
        }
    }

    /// `{"kind":"…"` and the statement's members.
    private func begin(_ kind: StaticString, to out: inout ByteBuffer) {
        out.appendLiteral(#"{"kind":""#)
        out.appendLiteral(kind)
        out.append(UInt8(ascii: "\""))
        statementMembers.withUnsafeBufferPointer { out.append($0) }
    }

    /// `member` for a name in an event, written from its parts (an
    /// instance's scene and ordinal) with no `String` made for it.
    @discardableResult
    private static func member(_ prefix: StaticString, _ name: EventName?, to out: inout ByteBuffer) -> Range<Int>? {
        let ordinal = name?.instance?.ordinal ?? 1
        return member(prefix, name?.word, to: &out) { $0.appendOrdinal(ordinal) }
    }

    /// `member` for a word of an event (its method, its label).
    @discardableResult
    private static func member(_ prefix: StaticString, _ word: EventText?, to out: inout ByteBuffer,
                               then suffix: (inout ByteBuffer) -> Void = { _ in }) -> Range<Int>? {
        out.appendLiteral(prefix)
        guard let word else {
            out.appendLiteral("null")
            return nil
        }
        out.append(UInt8(ascii: "\""))
        let start = out.count
        out.appendJSONEscaped(word.utf8)
        suffix(&out)
        let end = out.count
        out.append(UInt8(ascii: "\""))
        return start..<end
    }

    /// `,"key":"value"`, or `,"key":null` for nil; `prefix` is `,"key":`.
    /// Returns where the escaped value (without its quotes) lies in `out`.
    @discardableResult
    private static func member(_ prefix: StaticString, _ value: String?, to out: inout ByteBuffer) -> Range<Int>? {
        out.appendLiteral(prefix)
        guard let value else {
            out.appendLiteral("null")
            return nil
        }
        let start = out.count + 1
        out.appendJSONString(value)
        return start..<(out.count - 1)
    }
}

extension ByteBuffer {
    /// Appends `value` as a JSON string, quotes included: one copy when, as
    /// usual, nothing in it needs an escape.
    mutating func appendJSONString(_ value: String) {
        let copied: Bool? = value.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: JSONBytes.needsEscape) else { return false }
            appendQuoted(bytes)
            return true
        }
        if copied == true { return }
        append(UInt8(ascii: "\""))
        appendJSONEscaped(value)
        append(UInt8(ascii: "\""))
    }

    /// Appends `value` escaped for the inside of a JSON string: the runs
    /// between bytes that need an escape are copied whole (JSONBytes).
    mutating func appendJSONEscaped(_ value: String) {
        let copied: Void? = value.utf8.withContiguousStorageIfAvailable { appendJSONEscaped($0) }
        if copied == nil { appendJSONEscaped(String(decoding: Array(value.utf8), as: UTF8.self)) }
    }

    /// Appends UTF-8 `bytes` escaped for the inside of a JSON string.
    mutating func appendJSONEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in bytes.indices where JSONBytes.needsEscape(bytes[index]) {
            append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            append(JSONBytes.escape(bytes[index]))
            runStart = index + 1
        }
        append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
}
