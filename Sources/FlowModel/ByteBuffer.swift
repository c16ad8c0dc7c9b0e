/// Bytes being written out: the trace's buffer.
///
/// An array of bytes makes every append a uniqueness check, a capacity
/// check and a generic copy; the trace appends
/// five to ten pieces per event. Here an append is a capacity check and a
/// copy into memory the buffer owns alone, which is why it cannot be copied.
package struct ByteBuffer: ~Copyable {
    // Inlinable, with what it touches: the trace's writers are in other modules.
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    @usableFromInline var written = 0

    /// How many bytes are written.
    package var count: Int { written }

    /// An empty buffer with room for `capacity` bytes before it grows.
    package init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Whether nothing is written.
    package var isEmpty: Bool { written == 0 }

    /// The last byte written, if any.
    package var last: UInt8? { written > 0 ? base[written - 1] : nil }

    /// Room for `extra` more bytes, doubling as it grows.
    @inlinable
    mutating func reserve(_ extra: Int) {
        guard written + extra > capacity else { return }
        grow(to: written + extra)
    }

    @usableFromInline
    mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: written)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Appends one byte.
    @inlinable
    package mutating func append(_ byte: UInt8) {
        reserve(1)
        base[written] = byte
        written += 1
    }

    /// Appends bytes.
    @inlinable @inline(__always)
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let count = bytes.count
        reserve(count)
        if count <= 16 {
            Self.copyShort(count, from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(base + written))
        } else {
            (base + written).update(from: source, count: count)
        }
        written += count
    }

    /// Copies 1 to 16 bytes as two words that may overlap: most of what a
    /// trace appends is a name or a keyword this short, and a call to
    /// `memcpy` cost more than the copy it made.
    @inlinable @inline(__always)
    static func copyShort(_ count: Int, from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer) {
        if count >= 8 {
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else {
            for offset in 0..<count {
                target.storeBytes(of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
            }
        }
    }

    /// Appends bytes between double quotes.
    @inlinable
    package mutating func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count + 2)
        base[written] = UInt8(ascii: "\"")
        if let source = bytes.baseAddress { (base + written + 1).update(from: source, count: bytes.count) }
        base[written + 1 + bytes.count] = UInt8(ascii: "\"")
        written += bytes.count + 2
    }

    /// Appends a string's UTF-8.
    @inlinable
    package mutating func append(_ string: String) {
        let copied: Void? = string.utf8.withContiguousStorageIfAvailable { append($0) }
        if copied == nil { for byte in string.utf8 { append(byte) } }
    }

    /// Appends a literal's UTF-8.
    @inlinable @inline(__always)
    package mutating func appendLiteral(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends again the bytes already written at `range`.
    @inlinable
    package mutating func appendCopy(of range: Range<Int>) {
        guard range.lowerBound >= 0, range.upperBound <= written, !range.isEmpty else { return }
        reserve(range.count)
        // After `reserve`: growing moves the bytes. The copy lands past them.
        (base + written).update(from: base + range.lowerBound, count: range.count)
        written += range.count
    }

    /// Appends `value` in decimal digits, with no `String` made for them
    /// (an instance's ordinal: `Scene#2`).
    package mutating func appendDecimal(_ value: UInt32) {
        var divisor: UInt32 = 1
        while value / divisor >= 10 { divisor *= 10 }
        var rest = value
        repeat {
            append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest / divisor))
            rest %= divisor
            divisor /= 10
        } while divisor > 0
    }

    /// Appends what follows an instance's scene in its name: `#N` for an
    /// ordinal past 1, nothing for 1 (`RecipeDetail`, `RecipeDetail#2`).
    @inline(__always)
    package mutating func appendOrdinal(_ ordinal: Int32) {
        guard ordinal > 1 else { return }
        append(UInt8(ascii: "#"))
        appendDecimal(UInt32(truncatingIfNeeded: ordinal))
    }

    /// Appends `byte` `times` times.
    package mutating func append(_ byte: UInt8, times: Int) {
        guard times > 0 else { return }
        reserve(times)
        (base + written).initialize(repeating: byte, count: times)
        written += times
    }

    /// Forgets what is written, keeping the room.
    package mutating func removeAll() {
        written = 0
    }

    /// Runs `body` on the bytes written.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: written))
    }

    /// The bytes written, decoded as UTF-8.
    package var string: String {
        withBytes { String(decoding: $0, as: UTF8.self) }
    }
}
