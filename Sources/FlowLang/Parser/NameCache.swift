import FlowStorage

/// The symbols of the names one parser has read, by their bytes in its
/// source: a name written again (a file's scenes share `next`, `visits`,
/// `viewDidLoad` …) is found here, by its bytes compared in place, without
/// the symbol store's lock or its texts. Interning through the store alone
/// took the lock for every name; a large file's two halves, parsed on two
/// threads, then waited on each other there. Dropped with the parser.
struct NameCache {
    /// Each name's place in `entries`, by its bytes' hash.
    private var positions = KeyPositions(capacity: 64)
    /// Where each name read first stands in the source, and its symbol.
    private var entries: [(start: UInt32, end: UInt32, symbol: Symbol)] = []

    /// The symbol of the name `buffer` holds at `range`.
    mutating func symbol(at range: SourceRange, in buffer: UnsafeBufferPointer<UInt8>) -> Symbol {
        let bytes = UnsafeBufferPointer(rebasing: buffer[Int(range.start)..<Int(range.end)])
        // Names in source are ASCII; anything else goes to the store as it comes.
        guard let hash = NameHash.asciiHash(bytes) else { return Symbol(id: TextStore.shared.intern(bytes)) }
        let found = positions.position(hash: hash) { place in
            let entry = entries[place]
            return TextStore.same(UnsafeBufferPointer(rebasing: buffer[Int(entry.start)..<Int(entry.end)]), bytes)
        }
        if let found { return entries[found].symbol }
        let symbol = Symbol(id: TextStore.shared.intern(asciiBytes: bytes, hash: hash))
        positions.insert(entries.count, hash: hash, count: entries.count)
        entries.append((range.start, range.end, symbol))
        return symbol
    }
}
