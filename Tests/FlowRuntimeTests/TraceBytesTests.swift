import FlowKit
@testable import FlowRuntime
import Testing

/// The trace's byte writers against the plain ones they replace.
@Suite struct TraceBytesTests {
    static let awkward = ["plain", "quote \" and \\ backslash", "tab\tnew\nline\r", "bell \u{7} nul \u{0} esc \u{1B}",
                          "é ü 日本 🎉", "", "\u{7F} del", "end\\"]

    /// The escaping JSON writers did before: one Unicode scalar at a time.
    static func reference(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    @Test func stringsEscapeAsBefore() {
        for text in Self.awkward {
            #expect(JSONValue.string(text).rendered == Self.reference(text), "\(text.debugDescription)")
        }
    }

    @Test func traceObjectsMatchTheValueTree() {
        var json = TraceJSON(showsTime: true)
        for text in Self.awkward {
            let statement = TraceStatement(text: "tap \(text)", path: "dir/\(text).flow", line: 7, column: 1)
            let event = Event.callback("R\(text)", "prepare", text, label: "for")
            let stamped = Event(kind: .callback, receiver: event.receiver, method: event.method,
                                argument: event.argument, label: event.label, time: 0.35)
            let note = Event.note(text)
            #expect(json.line(for: .statement(statement)) == JSONValue.object([
                ("kind", .string("statement")), ("file", .string(statement.path)), ("line", .int(7)),
                ("statement", .string(statement.text)), ("text", .string(statement.text)), ("automatic", .bool(false)),
            ]).rendered)
            #expect(json.line(for: .event(stamped)) == JSONValue.object([
                ("kind", .string("callback")), ("file", .string(statement.path)), ("line", .int(7)),
                ("statement", .string(statement.text)), ("receiver", .string(event.receiver)),
                ("method", .string("prepare")), ("argument", .string(text)), ("label", .string("for")),
                ("text", .string(event.text)), ("time", .double(0.35)),
            ]).rendered)
            #expect(json.line(for: .event(note))?.contains(#""text":\#(JSONValue.string(text).rendered),"time":0.0}"#) == true)
            #expect(json.line(for: .output(text)) == JSONValue.object([
                ("kind", .string("output")), ("file", .string(statement.path)), ("line", .int(7)),
                ("statement", .string(statement.text)), ("text", .string(text)),
            ]).rendered)
        }
    }

    /// A statement's width, counted from its bytes, is its count of Unicode
    /// scalars, as the scalar view counted it.
    @Test(arguments: awkward + ["e\u{301} combining", "👩‍👩‍👧 family", String(repeating: "wide 日本 ", count: 40)])
    func statementWidthsCountScalars(_ text: String) {
        #expect(TraceRenderer.scalarCount(text) == text.unicodeScalars.count)
    }

    @Test func aBufferGrowsAndKeepsItsBytes() {
        var buffer = ByteBuffer(capacity: 16)
        var expected: [UInt8] = []
        for round in 0..<200 {
            let piece = "piece \(round) é;"
            buffer.append(piece)
            buffer.append(UInt8(ascii: "|"), times: round % 3)
            expected += Array(piece.utf8) + Array(repeating: UInt8(ascii: "|"), count: round % 3)
        }
        #expect(buffer.count == expected.count)
        #expect(buffer.withBytes { Array($0) } == expected)
        buffer.removeAll()
        #expect(buffer.isEmpty && buffer.last == nil)
    }

    /// Every length a short copy takes (1 to 16 bytes, as words that
    /// overlap) and the lengths past it land byte for byte, each after the
    /// last, small strings and native ones alike, across the buffer's growth.
    @Test func piecesOfEveryShortLengthLandByteForByte() {
        var buffer = ByteBuffer(capacity: 16)
        var expected: [UInt8] = []
        for length in 0...40 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: 0x41 + (length * 7 + $0 * 13) % 57) }
            bytes.withUnsafeBufferPointer { buffer.append($0) }
            let text = String(decoding: bytes, as: UTF8.self)
            buffer.append(text)
            buffer.append(UInt8(ascii: "|"))
            expected += bytes + bytes + [UInt8(ascii: "|")]
        }
        #expect(buffer.withBytes { Array($0) } == expected)
    }
}
