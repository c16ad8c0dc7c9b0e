/// The live instances of one scene: which name each holds, and their
/// creation order.
///
/// An instance's name is its scene's name for ordinal 1, `Scene#N` for
/// ordinal N: the lowest ordinal no live instance of the scene holds
/// (Language.md, Rules). Finding that ordinal by trying names against every
/// live instance made a stack of n instances of one scene cost n³; here the
/// free ordinals wait in a min-heap, so naming an instance, freeing it and
/// finding the instance that holds a name cost O(log n) at most.
struct SceneRoster: Sendable {
    /// `holders[k]`: the live instance with ordinal k + 1, nil while that ordinal is free.
    private var holders: [InstanceID?] = []
    /// The free ordinals below `holders.count`, each once: `holders` only
    /// grows to the most instances of the scene alive at once.
    private var freeOrdinals = MinHeap()
    /// Instances in creation order, each with its ordinal. A freed one stays
    /// until it reaches the end or the freed outnumber the live (then the
    /// array is compacted), so freeing in any order costs O(1) amortised.
    private var byAge: [(id: InstanceID, ordinal: Int)] = []
    /// How many entries of `byAge` are freed instances.
    private var freedInByAge = 0

    /// Gives `id`, newer than every instance in the roster, the lowest free ordinal.
    mutating func claim(_ id: InstanceID) -> Int {
        let ordinal: Int
        if let free = freeOrdinals.popMin() {
            ordinal = free
            holders[ordinal - 1] = id
        } else {
            holders.append(id)
            ordinal = holders.count
        }
        byAge.append((id, ordinal))
        return ordinal
    }

    /// Frees the ordinal `id` holds.
    mutating func release(_ id: InstanceID, ordinal: Int) {
        guard ordinal >= 1, ordinal <= holders.count, holders[ordinal - 1] == id else { return }
        holders[ordinal - 1] = nil
        freeOrdinals.insert(ordinal)
        freedInByAge += 1
        while let last = byAge.last, !holds(last) {
            byAge.removeLast()
            freedInByAge -= 1
        }
        if freedInByAge > 8 && freedInByAge > byAge.count / 2 {
            let holders = holders
            byAge.removeAll { holders[$0.ordinal - 1] != $0.id }
            freedInByAge = 0
        }
    }

    /// Whether no instance of the scene is alive (`release` drops the freed from the end of `byAge`).
    var isEmpty: Bool { byAge.isEmpty }

    /// The live instance with this ordinal, if any.
    func holder(ordinal: Int) -> InstanceID? {
        guard ordinal >= 1, ordinal <= holders.count else { return nil }
        return holders[ordinal - 1]
    }

    /// The newest live instance that satisfies `predicate`: the newest
    /// itself, unless it is not yet in the hierarchy.
    func newest(where predicate: (InstanceID) -> Bool) -> InstanceID? {
        for entry in byAge.reversed() where holds(entry) && predicate(entry.id) { return entry.id }
        return nil
    }

    private func holds(_ entry: (id: InstanceID, ordinal: Int)) -> Bool {
        holders[entry.ordinal - 1] == entry.id
    }
}

/// A binary min-heap of positive integers.
struct MinHeap: Sendable {
    private var items: [Int] = []

    var count: Int { items.count }

    mutating func insert(_ value: Int) {
        items.append(value)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popMin() -> Int? {
        guard let last = items.popLast() else { return nil }
        guard !items.isEmpty else { return last }
        let minimum = items[0]
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < items.count else { break }
            let right = left + 1
            let smaller = right < items.count && items[right] < items[left] ? right : left
            guard items[smaller] < items[parent] else { break }
            items.swapAt(smaller, parent)
            parent = smaller
        }
        return minimum
    }
}

extension SceneRoster {
    func pack(into writer: inout ByteWriter) {
        writer.unsigned(UInt64(holders.count))
        for holder in holders { writer.instance(holder) }
        freeOrdinals.pack(into: &writer)
        writer.unsigned(UInt64(byAge.count))
        for entry in byAge {
            writer.id(entry.id)
            writer.signed(entry.ordinal)
        }
        writer.signed(freedInByAge)
    }

    init?(unpacking reader: inout ByteReader) {
        guard let holderCount = reader.count() else { return nil }
        for _ in 0..<holderCount {
            guard case .some(let holder) = reader.instance() else { return nil }
            holders.append(holder)
        }
        guard let free = MinHeap(unpacking: &reader), let ageCount = reader.count() else { return nil }
        freeOrdinals = free
        for _ in 0..<ageCount {
            // An ordinal indexes `holders` (from 1): checked, so that the roster never reads past it.
            guard let id = reader.id(), let ordinal = reader.signed(), ordinal >= 1, ordinal <= holders.count else {
                return nil
            }
            byAge.append((id, ordinal))
        }
        guard let freed = reader.signed() else { return nil }
        freedInByAge = freed
    }
}

extension MinHeap {
    /// The heap's array as it is: unpacked, it is the same heap.
    func pack(into writer: inout ByteWriter) {
        writer.unsigned(UInt64(items.count))
        for item in items { writer.signed(item) }
    }

    init?(unpacking reader: inout ByteReader) {
        guard let count = reader.count() else { return nil }
        for _ in 0..<count {
            guard let item = reader.signed() else { return nil }
            items.append(item)
        }
    }
}
