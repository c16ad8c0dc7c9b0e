/// A key of a `KeyedTable`: hashable, and with a hash of its own, cheaper
/// than `Hasher`'s.
///
/// `Dictionary` hashes a `String` through `Hasher` (SipHash), a cost on
/// every lookup of a name, and the
/// index, the checker and the static checks look names up a few hundred
/// thousand times in a 2 MB file. A table's own hash (`NameHash`) and open
/// addressing (`KeyPositions`) take about half of that.
public protocol TableKey: Hashable, Sendable {
    /// Equal keys have equal hashes; the hash is seeded per process.
    var tableHash: UInt64 { get }
}

extension String: TableKey {
    /// An ASCII name's bytes hashed (`NameHash`); any other name's
    /// `hashValue`, because `==` compares strings by Unicode canonical
    /// equivalence: `"é"` written as one scalar or as `e` and a combining
    /// accent is one name with two spellings in bytes, and `hashValue`
    /// hashes its normalized form.
    @inlinable public var tableHash: UInt64 {
        // A native string's bytes are read in place: `withUTF8` needs a
        // variable (it may make a string native), and copying `self` into
        // one cost a retain and a release of the string on every lookup.
        // Any other string (a bridged one) is made native first, so that an
        // ASCII name hashes the same however it is stored.
        if let hash = utf8.withContiguousStorageIfAvailable({ NameHash.asciiHash($0) }) {
            return hash ?? UInt64(truncatingIfNeeded: hashValue)
        }
        var text = self
        return text.withUTF8 { NameHash.asciiHash($0) } ?? UInt64(truncatingIfNeeded: hashValue)
    }
}

/// The hash of a name's UTF-8 bytes: a multiply-and-fold over 16 bytes at a
/// time (the construction of wyhash, which Go's maps also use), seeded once
/// per process at random, so that a file cannot be written to make its names
/// collide and its check quadratic.
@usableFromInline package enum NameHash {
    /// Drawn once per process.
    @usableFromInline package static let seed = UInt64.random(in: .min ... .max)

    @usableFromInline static let first: UInt64 = 0xA076_1D64_78BD_642F
    @usableFromInline static let second: UInt64 = 0xE703_7ED1_A0B4_28DB
    @usableFromInline static let third: UInt64 = 0x8EBC_6AF0_9C88_C6E3

    /// The high and low halves of the 128-bit product, folded.
    @inlinable static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    /// The hash of `bytes`, or nil when one of them is not ASCII.
    @inlinable package static func asciiHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        let count = bytes.count
        var state = seed ^ fold(UInt64(truncatingIfNeeded: count) ^ first, second)
        var offset = 0
        let raw = UnsafeRawBufferPointer(bytes)
        // Every byte read is or-ed in here: a high bit set means not ASCII.
        var highBits: UInt64 = 0
        while count - offset > 16 {
            let low = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let high = raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
            highBits |= low | high
            state = fold(low ^ second ^ state, high ^ third)
            offset += 16
        }
        // The last 0 to 16 bytes as two words, read as wyhash reads them:
        // 8 to 16 bytes as their first and last eight (which may overlap),
        // 4 to 7 as their first and last four, fewer byte by byte. A name is
        // nearly always shorter than 16 bytes, so this is most of the work.
        let rest = count - offset
        let low: UInt64
        let high: UInt64
        if rest >= 8 {
            low = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            high = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else if rest >= 4 {
            low = UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            high = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
        } else if rest > 0 {
            low = UInt64(raw[offset]) << 16 | UInt64(raw[offset + rest / 2]) << 8 | UInt64(raw[count - 1])
            high = 0
        } else {
            low = 0
            high = 0
        }
        // Every byte read sits at a byte's place in these words (the short
        // case's three at bits 0, 8 and 16), so its high bit is one of the mask's.
        highBits |= low | high
        guard highBits & 0x8080_8080_8080_8080 == 0 else { return nil }
        return fold(fold(low ^ second, high ^ third ^ state), first ^ UInt64(truncatingIfNeeded: count))
    }
}

/// The positions of a `KeyedTable`'s entries by key, by open addressing:
/// each slot holds the upper half of a key's hash and its entry's position
/// plus one (zero is empty); the hash picks the first slot, and a slot whose
/// half differs is passed without comparing keys.
@usableFromInline package struct KeyPositions: Sendable {
    /// A power of two, at most five eighths full.
    @usableFromInline var slots: [UInt64]

    /// Room for `count` positions before growing.
    @usableFromInline package init(capacity count: Int) {
        var size = 16
        while size * 5 < count * 8 { size *= 2 }
        slots = Array(repeating: 0, count: size)
    }

    /// The slots of `hash`'s probe: its first, then each next one, wrapping.
    @inlinable static func start(of hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: hash >> 32) & mask
    }

    /// The position whose key `matches`, of those with `hash`.
    @inlinable package func position(hash: UInt64, matches: (Int) -> Bool) -> Int? {
        let mask = slots.count - 1
        let tag = hash >> 32
        var slot = KeyPositions.start(of: hash, mask: mask)
        while true {
            let stored = slots[slot]
            if stored == 0 { return nil }
            if stored >> 32 == tag {
                let position = Int(truncatingIfNeeded: stored & 0xFFFF_FFFF) - 1
                if matches(position) { return position }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Records `position` for a key of `hash` that is not in the table;
    /// `count` positions are recorded already.
    @inlinable package mutating func insert(_ position: Int, hash: UInt64, count: Int) {
        if (count + 1) * 8 > slots.count * 5 { grow() }
        let mask = slots.count - 1
        var slot = KeyPositions.start(of: hash, mask: mask)
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = (hash >> 32) << 32 | UInt64(position + 1)
    }

    /// Twice the slots: each position moves to its new place by the half of
    /// its hash it keeps, so no key is hashed again.
    @usableFromInline mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for stored in old where stored != 0 {
            var slot = KeyPositions.start(of: stored, mask: mask)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = stored
        }
    }
}
