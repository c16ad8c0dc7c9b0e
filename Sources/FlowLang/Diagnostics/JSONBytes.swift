/// JSON text written straight into UTF-8 bytes: the trace's JSON Lines
/// write one object per event, so there is no tree of values and no
/// `String` growth on this path.
///
/// Strings are escaped by scanning their bytes: only `"`, `\` and control
/// characters (all single bytes below 0x80) need escapes, so the runs between
/// them, multi-byte UTF-8 included, are copied as they are.
public enum JSONBytes {
    /// Appends `value` as a JSON string, quotes included.
    public static func writeString(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        writeEscaped(value, to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// Appends `value` escaped for the inside of a JSON string, without quotes.
    public static func writeEscaped(_ value: String, to out: inout [UInt8]) {
        let done: Void? = value.utf8.withContiguousStorageIfAvailable { bytes in
            writeEscaped(bytes, to: &out)
        }
        if done == nil { Array(value.utf8).withUnsafeBufferPointer { writeEscaped($0, to: &out) } }
    }

    /// Appends UTF-8 `bytes` escaped for the inside of a JSON string.
    public static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var runStart = bytes.startIndex
        for index in bytes.indices where needsEscape(bytes[index]) {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            append(escape(bytes[index]), to: &out)
            runStart = index + 1
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.endIndex]))
    }

    /// Whether a byte of UTF-8 must be escaped inside a JSON string: `"`,
    /// `\` and the control characters, all single bytes below 0x80, so a
    /// writer can copy the runs between them as they are.
    @inlinable
    public static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// The escape for a byte that `needsEscape`: `\"`, `\\`, `\n`, `\r`,
    /// `\t`, else `\u00XX` in lowercase hex, as JSON writers usually spell it.
    public static func escape(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "\""): return "\\\""
        case UInt8(ascii: "\\"): return "\\\\"
        case UInt8(ascii: "\n"): return "\\n"
        case UInt8(ascii: "\r"): return "\\r"
        case UInt8(ascii: "\t"): return "\\t"
        default:
            let digits = Array("0123456789abcdef".utf8)
            return "\\u00" + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
        }
    }

    /// Appends a string's UTF-8 in one copy (not the generic element-by-element path).
    private static func append(_ string: String, to out: inout [UInt8]) {
        let copied: Void? = string.utf8.withContiguousStorageIfAvailable { out.append(contentsOf: $0) }
        if copied == nil { out.append(contentsOf: string.utf8) }
    }

    /// Appends an integer in decimal.
    public static func writeInt(_ value: Int, to out: inout [UInt8]) {
        if value >= 0 && value < 10 {
            out.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        append(String(value), to: &out)
    }

    /// Appends a number as Swift prints a `Double` (`0.35`, `1e-05`), `null` when not finite.
    public static func writeDouble(_ value: Double, to out: inout [UInt8]) {
        append(text(of: value), to: &out)
    }

    /// A number as JSON writes it: as Swift prints a `Double`, `null` when not finite.
    public static func text(of value: Double) -> String {
        value.isFinite ? String(value) : "null"
    }
}
