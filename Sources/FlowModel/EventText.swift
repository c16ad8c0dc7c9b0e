import FlowStorage

// An event's text: a literal's bytes or text interned for the life of the
// process, held as plain data (EventName.swift says how events hold their words).

/// Text an event holds without owning it: a literal's bytes, or text
/// interned for the life of the process (`EventText(interning:)`). Plain
/// data: an event copies it as two words.
package struct EventText: Hashable, @unchecked Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    // @unchecked: the bytes are never written after they are handed out, and
    // never freed (a literal's are in the binary; the store keeps its own).
    private let start: UnsafePointer<UInt8>?
    private let count: Int

    /// A literal's bytes, held where the program keeps them.
    package init(stringLiteral literal: StaticString) {
        if literal.hasPointerRepresentation {
            start = literal.utf8Start
            count = literal.utf8CodeUnitCount
        } else {
            self = EventText(interning: literal.description)
        }
    }

    /// `text`, interned in the process's one store (`TextStore`, which the
    /// front end's names are in too): texts spelled alike share one copy of
    /// their bytes.
    package init(interning text: String) {
        let bytes = TextStore.utf8(of: TextStore.shared.intern(text))
        start = bytes.baseAddress
        count = bytes.count
    }

    private var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

    /// The text's UTF-8, valid for the life of the process.
    package var utf8: UnsafeBufferPointer<UInt8> { bytes }

    /// Whether the text is empty.
    package var isEmpty: Bool { count == 0 }

    /// The text as a `String`, made when asked for.
    package var description: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends the text's UTF-8 to `out`.
    @inline(__always)
    package func write(to out: inout ByteBuffer) {
        out.append(bytes)
    }

    /// Whether the text is `string`, byte for byte, with no `String` made.
    package func reads(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { $0.elementsEqual(bytes) }
    }

    /// How many bytes of UTF-8 the text is.
    var utf8Count: Int { count }

    /// Whether `other` starts with the text's bytes.
    func isPrefix(of other: UnsafeBufferPointer<UInt8>) -> Bool {
        other.count >= count && UnsafeBufferPointer(rebasing: other.prefix(count)).elementsEqual(bytes)
    }

    /// Equal when the bytes are (two literals of one spelling are one text).
    package static func == (lhs: EventText, rhs: EventText) -> Bool {
        lhs.count == rhs.count && (lhs.start == rhs.start || lhs.bytes.elementsEqual(rhs.bytes))
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
}
