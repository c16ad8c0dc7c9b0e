#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

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

    /// `text`, interned: texts spelled alike share one copy of their bytes.
    package init(interning text: String) {
        let bytes = EventTextStore.shared.intern(text)
        start = UnsafePointer(bytes.baseAddress)
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

/// Every text interned so far, each once, as UTF-8 bytes that are never
/// freed. Interning takes a lock (a pthread mutex, which a sanitizer sees); reading
/// does not: the bytes are written, under the lock, before anyone is handed
/// them, and never change.
private final class EventTextStore: @unchecked Sendable {
    static let shared = EventTextStore()

    /// Allocated once and never moved, as a mutex must not be.
    private let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        return mutex
    }()
    /// The spellings interned for each text as `String`'s `==` tells texts
    /// apart: nearly always one, but `é` written as one scalar and as `e`
    /// with an accent are one key and two spellings, and a name is shown as
    /// it was written.
    private var texts: [String: [UnsafeBufferPointer<UInt8>]] = [:]

    func intern(_ text: String) -> UnsafeBufferPointer<UInt8> {
        var spelling = text
        return spelling.withUTF8 { utf8 in
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            if let spelled = texts[text]?.first(where: { $0.elementsEqual(utf8) }) { return spelled }
            let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: utf8.count)
            _ = bytes.initialize(from: utf8)
            let kept = UnsafeBufferPointer(bytes)
            texts[text, default: []].append(kept)
            return kept
        }
    }
}
