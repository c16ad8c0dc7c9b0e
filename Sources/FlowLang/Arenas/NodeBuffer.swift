#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An arena's nodes (`ExpressionArena`, `StatementArena`): one block of
/// memory, grown with `realloc` and trimmed to its count with it once the
/// parse is done (`trim`).
///
/// An `Array` grew by doubling and could not give back what it did not use:
/// after parsing the 2 MB nesting shape its 305,919 nodes sat in room for
/// 524,490, 4.4 MB of 20-byte nodes never written, kept as long as the
/// syntax tree (a quarter of that shape's peak). Nodes move as plain bytes
/// (the arenas' nodes hold no reference; a parse's members hold references,
/// which Swift moves as bytes too), so `realloc` may move them,
/// and a large block shrinks where it is, without a second copy beside it.
/// Should `realloc` find no memory, the block moves to Swift's allocator,
/// which ends the process when memory is exhausted, as an array's growth
/// would; this code has no trap of its own.
@usableFromInline struct Nodes<Node> {
    /// Room for `capacity` nodes, the first `count` written.
    @usableFromInline private(set) var base: UnsafeMutablePointer<Node>
    @usableFromInline private(set) var count = 0
    private(set) var capacity: Int
    /// Whether `base` came from `malloc`'s family (`realloc`), not Swift's allocator.
    private var fromMalloc = true

    /// An empty buffer with room for `capacity` nodes (at least one): a few
    /// by default; one for nodes most arenas never hold (an arena made for
    /// one statement or option list holds no segue).
    init(capacity: Int = 16) {
        assert(_isBitwiseTakable(Node.self), "realloc moves nodes as bytes: a node must be movable so")
        self.capacity = max(capacity, 1)
        if let block = realloc(nil, self.capacity * MemoryLayout<Node>.stride) {
            base = block.bindMemory(to: Node.self, capacity: self.capacity)
        } else {
            base = .allocate(capacity: self.capacity)
            fromMalloc = false
        }
    }

    /// The node at `position`, which is below `count`.
    @inlinable subscript(position: Int) -> Node {
        // As an array's subscript does: a position outside the nodes is the arena's bug, not a read of garbage.
        precondition(position >= 0 && position < count, "node position out of range")
        return base[position]
    }

    /// Adds `node` after the others.
    mutating func append(_ node: Node) {
        if count == capacity {
            resize(to: capacity * 2)
        }
        (base + count).initialize(to: node)
        count += 1
    }

    /// Gives back the room no node uses.
    mutating func trim() {
        guard capacity > max(count, 16) else { return }
        resize(to: max(count, 16))
    }

    /// Frees the nodes (the arena's `deinit`): destroys them first, when
    /// they hold references (a parse's members), then their block.
    func deallocate() {
        if !_isPOD(Node.self) { base.deinitialize(count: count) }
        freeBlock()
    }

    /// Gives the block back, whatever its nodes hold (destroyed or moved out already).
    private func freeBlock() {
        if fromMalloc { free(base) } else { base.deallocate() }
    }

    /// The nodes in a block with room for `newCapacity`: the same block
    /// resized where `realloc` can, else a new one from Swift's allocator.
    private mutating func resize(to newCapacity: Int) {
        if fromMalloc, let block = realloc(base, newCapacity * MemoryLayout<Node>.stride) {
            base = block.bindMemory(to: Node.self, capacity: newCapacity)
        } else {
            // `realloc` found no memory (the old block is still ours), or the block is Swift's already.
            let moved = UnsafeMutablePointer<Node>.allocate(capacity: newCapacity)
            moved.moveInitialize(from: base, count: count)
            // The nodes were moved out, not copied: freeing the block must not destroy them again.
            freeBlock()
            base = moved
            fromMalloc = false
        }
        capacity = newCapacity
    }
}

/// The expression arena's nodes.
@usableFromInline typealias NodeBuffer = Nodes<ExpressionArena.Node>

extension Array {
    /// Gives back the room past the elements when it is more than an eighth
    /// of them, as `Nodes.trim` does for a block (an arena's side arrays,
    /// once its parser is done): copied into an array of its count, since an
    /// array cannot shrink in place.
    mutating func giveBackSpareRoom() {
        if capacity > count + count / 8 { self = withUnsafeBufferPointer { Array($0) } }
    }
}
