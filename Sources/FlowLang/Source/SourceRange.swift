/// A half-open range of UTF-8 byte offsets into one source file.
///
/// Positions are cheap offsets; line and column are computed only when a
/// diagnostic is printed (see `LineTable`). Offsets are `UInt32`, so a source
/// file may be up to 4 GiB, and every AST node stays small.
public struct SourceRange: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The offset of the first byte.
    public var start: UInt32
    /// The offset just past the last byte.
    public var end: UInt32

    /// The range `start..<end`; an `end` before `start` is clamped to an empty range.
    public init(start: UInt32, end: UInt32) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty range at `offset`, used where something is missing.
    public static func empty(at offset: UInt32) -> SourceRange {
        SourceRange(start: offset, end: offset)
    }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    /// The number of bytes covered.
    public var length: Int { Int(end - start) }

    /// The first `count` bytes of the range (all of it when shorter): where a
    /// node's leading keyword stands.
    public func prefix(_ count: Int) -> SourceRange {
        SourceRange(start: start, end: min(start + UInt32(clamping: count), end))
    }

    /// `start..<end`, for dumps and test failures.
    public var description: String { "\(start)..<\(end)" }
}
