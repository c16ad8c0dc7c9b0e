import FoundationEssentials

/// The first member name that appears twice in one object of a JSON text,
/// at any depth; nil when every object's names are unique (or the text is
/// not JSON: the decoder says so).
///
/// RFC 8259 leaves such an object's meaning open ("the behavior of software
/// that receives such an object is unpredictable"): JavaScript's
/// `JSON.parse` keeps the last pair, FoundationEssentials' decoder the
/// first, so `{"id": 3, …, "id": 8}` was answered under 3 while a client
/// waited for 8 (a fuzzing campaign on f3a4a6f). The server refuses such a
/// message as an invalid request rather than guess.
enum DuplicateMembers {
    static func first(in data: Data) -> String? {
        let bytes = [UInt8](data)
        /// The names seen in each open object, innermost last; nil for an open array.
        var open: [Set<String>?] = []
        /// Whether the next string in the innermost object is a member name.
        var expectingName = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"):
                open.append([])
                expectingName = true
            case UInt8(ascii: "["):
                open.append(nil)
                expectingName = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !open.isEmpty { open.removeLast() }
                expectingName = false
            case UInt8(ascii: ","):
                expectingName = open.last.map { $0 != nil } ?? false
            case UInt8(ascii: ":"):
                expectingName = false
            case UInt8(ascii: "\""):
                guard let (text, end) = string(in: bytes, from: index) else { return nil }
                if expectingName, let names = open.last, let names {
                    if names.contains(text) { return text }
                    open[open.count - 1] = names.union([text])
                }
                expectingName = false
                index = end
                continue
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The string starting at the quote at `start`, unescaped, and the index
    /// after its closing quote; nil when it does not close.
    private static func string(in bytes: [UInt8], from start: Int) -> (String, Int)? {
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        var index = start + 1
        func flush() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush()
                return (String(scalars), index + 1)
            }
            guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                raw.append(byte)
                index += 1
                continue
            }
            let escaped = bytes[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "u"):
                guard index + 4 <= bytes.count,
                      let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else { return nil }
                index += 4
                flush()
                // A surrogate half stands for itself here: enough to tell names apart.
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            case UInt8(ascii: "n"): raw.append(0x0A)
            case UInt8(ascii: "t"): raw.append(0x09)
            case UInt8(ascii: "r"): raw.append(0x0D)
            case UInt8(ascii: "b"): raw.append(0x08)
            case UInt8(ascii: "f"): raw.append(0x0C)
            default: raw.append(escaped)
            }
        }
        return nil
    }
}
