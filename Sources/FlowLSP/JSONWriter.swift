import Foundation

// Outgoing messages are written by hand rather than by JSONSerialization,
// whose Linux implementation boxes every number and sorts through NSString:
// a 5,000-line file's semantic tokens (tens of thousands of integers) took a
// quarter of a second that way. Keys are sorted, so the output is stable.

/// Encodes the values the server builds (dictionaries, arrays, strings, numbers, booleans, null) as JSON.
enum JSONWriter {
    static func encode(_ value: Any) -> Data {
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
                write(object[key] ?? NSNull(), to: &out)
            }
            out.append(UInt8(ascii: "}"))
        case let number as NSNumber where JSON.isNumber(number):
            // A number echoed from the client's message (a request id).
            out += number.stringValue.utf8
        case let number as NSNumber:
            out += (number.boolValue ? "true" : "false").utf8
        default:
            out += "null".utf8
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
