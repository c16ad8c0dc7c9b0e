/// Where the text of a composed source was written: a session composes its
/// storyboard's declarations, each from the loaded file or an input, into one
/// file to check and run, and a place in that file is reported where it was
/// written (`examples/recipes.flow:19:9`, `<input 3>:2:5`), not as a line of
/// the composition, which is no file the user has.
public struct SourcePieces: Sendable {
    /// A run of the composed source copied from another.
    public struct Piece: Sendable {
        /// Where the piece starts in the composed source.
        public var start: UInt32
        /// Its length in bytes.
        public var length: UInt32
        /// The source it was written in.
        public var origin: SourceFile
        /// Where it starts there.
        public var originStart: UInt32
        /// Whether it is the text the composition was made to check (a session's
        /// input): a composition kept for the same text stands for each input that
        /// types it, so its place there is the typing's, not the first one's.
        public var isInput: Bool
    }

    /// The pieces, in the order of the composed source, apart.
    public private(set) var pieces: [Piece] = []

    /// No pieces: every place is the composition's own.
    public init() {}

    /// A piece at `start` of the composed source, `length` bytes copied from `originStart` of `origin`;
    /// after every piece added before.
    public mutating func append(start: UInt32, length: UInt32, from origin: SourceFile, at originStart: UInt32,
                                isInput: Bool = false) {
        pieces.append(Piece(start: start, length: length, origin: origin, originStart: originStart, isInput: isInput))
    }

    /// Where `range` of the composed source was written: its start's piece's
    /// source, and the range there (its end kept inside the piece); nil for a
    /// range that starts in text the composition made (what it put first, the
    /// lines between pieces).
    public func origin(of range: SourceRange) -> (source: SourceFile, range: SourceRange, isInput: Bool)? {
        // The last piece starting at or before the range (pieces are in order and apart).
        var low = 0
        var high = pieces.count
        while low < high {
            let middle = (low + high) / 2
            if pieces[middle].start <= range.start { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let piece = pieces[low - 1]
        let end = piece.start + piece.length
        guard range.start < end || (range.start == end && range.end == end) else { return nil }
        let shift = { (offset: UInt32) in piece.originStart + (min(offset, end) - piece.start) }
        return (piece.origin, SourceRange(start: shift(range.start), end: shift(max(range.end, range.start))), piece.isInput)
    }
}
