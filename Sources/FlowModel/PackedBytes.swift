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

// MARK: - Masks (Controller+Packing.swift)

/// A field of a mask: its bit is 1 shifted by its position among the cases.
protocol MaskBit: CaseIterable, RawRepresentable<Int> {}

extension MaskBit {
    var bit: UInt64 { 1 << UInt64(rawValue) }
}

/// A mask being made: a field's bit is set when the field is not as new.
struct Mask<Field: MaskBit> {
    private(set) var bits: UInt64 = 0

    mutating func mark(_ field: Field, _ set: Bool) {
        if set { bits |= field.bit }
    }
}

/// Fields a controller records as a group, packed behind a mask of their own (0: as new).
protocol PackedGroup {
    associatedtype Field: MaskBit
    init()
    var mask: UInt64 { get }
    /// The fields whose bits `mask` sets, in order (flags are their bits, and write nothing).
    func write(into writer: inout ByteWriter)
    init?(unpacking fields: inout MaskedFields<Field>)
}

extension ByteWriter {
    /// A group whose mask is not 0: the mask, then its fields.
    mutating func group(_ group: some PackedGroup, mask: UInt64) {
        guard mask != 0 else { return }
        unsigned(mask)
        group.write(into: &self)
    }
}

/// Reads the fields a mask says were written: each read of a field whose bit is clear gives its
/// default without reading; a missing or malformed field is nil.
struct MaskedFields<Field: MaskBit> {
    let mask: UInt64
    var reader: ByteReader

    /// The mask at the reader, which must set no bit past `Field`'s cases.
    init?(_ reader: inout ByteReader) {
        guard let mask = reader.unsigned(), mask >> UInt64(Field.allCases.count) == 0 else { return nil }
        self.mask = mask
        self.reader = reader
    }

    func has(_ field: Field) -> Bool { mask & field.bit != 0 }

    mutating func instance(_ field: Field) -> InstanceID?? {
        guard has(field) else { return .some(nil) }
        return reader.id().map { .some($0) }
    }

    mutating func ids(_ field: Field) -> [InstanceID]? { has(field) ? reader.ids() : [] }

    mutating func text(_ field: Field) -> String?? {
        guard has(field) else { return .some(nil) }
        return reader.string().map { .some($0) }
    }

    mutating func flag(_ field: Field) -> Bool?? {
        guard has(field) else { return .some(nil) }
        return reader.flag().map { .some($0) }
    }

    mutating func choice<Case: CaseIterable>(_ field: Field, _: Case.Type) -> Case?? {
        guard has(field) else { return .some(nil) }
        guard case .some(.some(let value)) = reader.enumCase(Case.self) else { return nil }
        return .some(value)
    }

    mutating func number(_ field: Field) -> Int? { has(field) ? reader.signed() : 0 }

    /// The group behind `field`'s bit: as new when the bit is clear, else read behind its own mask.
    mutating func group<Group: PackedGroup>(_ field: Field, _: Group.Type) -> Group? {
        guard has(field) else { return Group() }
        guard var inner = MaskedFields<Group.Field>(&reader) else { return nil }
        defer { reader = inner.reader }
        return Group(unpacking: &inner)
    }
}
