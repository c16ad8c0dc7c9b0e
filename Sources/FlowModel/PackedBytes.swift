/// Bytes a packed value is written to: unsigned numbers as LEB128
/// varints (a small number is one byte), signed ones zigzagged first,
/// strings as their length and UTF-8. What `flow explore` keeps of each
/// state waiting to be expanded (AppCheckpoint+Packing.swift).
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func unsigned(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func signed(_ value: Int) {
        let wide = Int64(value)
        unsigned(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    mutating func flag(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func double(_ value: Double) {
        var bits = value.bitPattern
        for _ in 0..<8 {
            bytes.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    mutating func string(_ value: String) {
        unsigned(UInt64(value.utf8.count))
        bytes.append(contentsOf: value.utf8)
    }

    /// A string that may be absent: 0, or 1 and the string.
    mutating func optionalString(_ value: String?) {
        flag(value != nil)
        if let value { string(value) }
    }
}

/// Reads what a `ByteWriter` wrote, in the same order; every read is nil
/// past the end or on a malformed number, so a reader never traps.
struct ByteReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }

    mutating func unsigned() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while position < bytes.count, shift < 64 {
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }

    mutating func count() -> Int? {
        guard let value = unsigned(), value <= UInt64(bytes.count - position) * 8 + 64 else { return nil }
        return Int(value)
    }

    mutating func signed() -> Int? {
        guard let raw = unsigned() else { return nil }
        return Int(truncatingIfNeeded: Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1))
    }

    mutating func flag() -> Bool? {
        guard position < bytes.count, bytes[position] <= 1 else { return nil }
        position += 1
        return bytes[position - 1] == 1
    }

    mutating func double() -> Double? {
        guard bytes.count - position >= 8 else { return nil }
        var bits: UInt64 = 0
        for offset in 0..<8 { bits |= UInt64(bytes[position + offset]) << (8 * UInt64(offset)) }
        position += 8
        return Double(bitPattern: bits)
    }

    mutating func string() -> String? {
        guard let length = unsigned(), length <= UInt64(bytes.count - position) else { return nil }
        let end = position + Int(length)
        defer { position = end }
        return String(decoding: bytes[position..<end], as: UTF8.self)
    }

    /// A string written by `optionalString`: `.some(nil)` when it was absent.
    mutating func optionalString() -> String?? {
        guard let present = flag() else { return nil }
        guard present else { return .some(nil) }
        guard let text = string() else { return nil }
        return .some(text)
    }
}
