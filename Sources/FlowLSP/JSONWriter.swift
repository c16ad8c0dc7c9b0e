import FoundationEssentials

// Outgoing messages are written by hand rather than by Foundation's JSONSerialization
// (which flow no longer links), whose Linux implementation boxes every number and sorts:
// a 5,000-line file's semantic tokens (tens of thousands of integers) took a
// quarter of a second that way. Keys are sorted, so the output is stable.

/// Encodes the values the server builds (dictionaries, arrays, strings, numbers, booleans, null) as JSON.
public enum JSONWriter {
    /// `value` as JSON: a `JSONObject`, `[Any]`, `String`, `Int`, `Double`, `Bool` or `JSONNull`
    /// (anything else is `null`), keys sorted.
    public static func encode(_ value: Any) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(value, to: &out)
        return Data(out)
    }

    private static func write(_ value: Any, to out: inout [UInt8]) {
        switch value {
        case let string as String:
            writeString(string, to: &out)
        case _ where type(of: value) == Bool.self:
            out += ((value as? Bool) == true ? "true" : "false").utf8
        case let number as Int where type(of: value) == Int.self:
            out += String(number).utf8
        case let number as Double where type(of: value) == Double.self:
            out += (number.isFinite ? (number == number.rounded() && abs(number) < 1e15
                                       ? String(Int(number)) : String(number)) : "null").utf8
        case let array as [Any]:
            out.append(UInt8(ascii: "["))
            for (index, element) in array.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                write(element, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case let object as [String: Any]:
            out.append(UInt8(ascii: "{"))
            for (index, key) in object.keys.sorted().enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                write(object[key] ?? JSONNull(), to: &out)
            }
            out.append(UInt8(ascii: "}"))
        case is JSONNull:
            out += "null".utf8
        default:
            // A number of another type (a client's id as a host program
            // decoded it) is written as it describes itself, when that is one.
            let text = String(describing: value)
            out += (isNumberLiteral(text) ? text : "null").utf8
        }
    }

    /// Whether `text` is a JSON number: `-7`, `0.5`, `1e3`.
    private static func isNumberLiteral(_ text: String) -> Bool {
        guard let first = text.utf8.first, first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        else { return false }
        return Double(text) != nil && text.utf8.allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "-+.eE".utf8.contains(byte)
        }
    }

    private static func writeString(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += "\\\"".utf8
            case UInt8(ascii: "\\"): out += "\\\\".utf8
            case UInt8(ascii: "\n"): out += "\\n".utf8
            case UInt8(ascii: "\r"): out += "\\r".utf8
            case UInt8(ascii: "\t"): out += "\\t".utf8
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                out += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
