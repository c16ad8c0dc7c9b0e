#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An expression arena's nodes: one block of memory, grown with `realloc`
/// and trimmed to its count with it once the parse is done (`trim`).
///
/// An `Array` grew by doubling and could not give back what it did not use:
/// after parsing the 2 MB nesting shape its 305,919 nodes sat in room for
/// 524,490, 4.4 MB of 20-byte nodes never written, kept as long as the
/// syntax tree (a quarter of that shape's peak). Nodes are plain bytes
/// (`ExpressionArena.Node` holds no reference), so `realloc` may move them,
/// and a large block shrinks where it is, without a second copy beside it.
@usableFromInline struct NodeBuffer {
    @usableFromInline typealias Node = ExpressionArena.Node

    /// Room for `capacity` nodes, the first `count` written.
    @usableFromInline private(set) var base: UnsafeMutablePointer<Node>
    @usableFromInline private(set) var count = 0
    private(set) var capacity: Int

    /// An empty buffer with room for a few nodes.
    init() {
        assert(_isPOD(Node.self), "realloc moves nodes as bytes: a node must hold no reference")
        capacity = 16
        base = Self.resized(nil, to: capacity)
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
            capacity *= 2
            base = Self.resized(base, to: capacity)
        }
        (base + count).initialize(to: node)
        count += 1
    }

    /// Gives back the room no node uses.
    mutating func trim() {
        guard capacity > max(count, 16) else { return }
        capacity = max(count, 16)
        base = Self.resized(base, to: capacity)
    }

    /// Frees the nodes (the arena's `deinit`).
    func deallocate() {
        free(base)
    }

    /// `block` (nil for a new one) with room for `capacity` nodes.
    private static func resized(_ block: UnsafeMutablePointer<Node>?, to capacity: Int) -> UnsafeMutablePointer<Node> {
        let bytes = capacity * MemoryLayout<Node>.stride
        guard let raw = realloc(block, bytes) else {
            // Out of memory: Swift's own allocations stop the process too (an array's growth would).
            fatalError("out of memory for \(capacity) expression nodes")
        }
        return raw.bindMemory(to: Node.self, capacity: capacity)
    }
}
