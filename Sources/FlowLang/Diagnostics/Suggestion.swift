/// "Did you mean …": the candidate nearest to a misspelled name.
///
/// Cost is bounded whatever the input: candidates whose length alone rules
/// them out are skipped before any work, the distance is computed only in a
/// band of `2 × limit + 1` diagonals and abandoned as soon as a row exceeds
/// the limit, and the limit itself is capped (`maximumEdits`), so one
/// 40,000-character name costs a few hundred thousand steps, not 10⁹.
public enum Suggestion {
    /// The most edits a suggestion may be away from the name, however long the name.
    public static let maximumEdits = 6

    /// The closest candidate within an edit distance that grows with the
    /// name's length (1 for short names, a third of the length for longer
    /// ones, at most `maximumEdits`); case differences count half. Nil when
    /// nothing is close.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let target = FoldedScalars(name)
        let limit = min(maximumEdits, max(1, target.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            // Each skipped or extra scalar is one edit: a length difference
            // beyond the limit cannot be close (checked before any copy).
            let length = candidate.unicodeScalars.count
            if abs(length - target.count) > limit { continue }
            let bound = min(limit * 2, (best?.distance ?? Int.max) - 1)
            if bound < 0 { break }
            if let distance = editDistance(target, FoldedScalars(candidate), atMost: bound) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Damerau–Levenshtein (optimal string alignment) distance, in half
    /// steps: 2 per edit, 1 for a change of case only. Unbounded; for tests.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        let (left, right) = (FoldedScalars(a), FoldedScalars(b))
        return editDistance(left, right, atMost: 2 * max(left.count, right.count)) ?? Int.max
    }

    /// The distance in half steps when it is at most `bound`, else nil. Only
    /// cells within `bound / 2` diagonals of the main one can stay under the
    /// bound (every step off the diagonal costs 2), so only those are computed.
    static func editDistance(_ a: FoldedScalars, _ b: FoldedScalars, atMost bound: Int) -> Int? {
        let (n, m) = (a.count, b.count)
        let band = bound / 2
        if abs(n - m) > band { return nil }
        if n == 0 { return m * 2 <= bound ? m * 2 : nil }
        if m == 0 { return n * 2 <= bound ? n * 2 : nil }
        let infinity = Int.max / 4
        var previousPrevious = [Int](repeating: infinity, count: m + 1)
        var previous = [Int](repeating: infinity, count: m + 1)
        var current = [Int](repeating: infinity, count: m + 1)
        for j in 0...min(m, band) { previous[j] = j * 2 }
        for i in 1...n {
            let low = max(1, i - band)
            let high = min(m, i + band)
            if low > high { return nil }
            current[low - 1] = low == 1 ? i * 2 : infinity
            var rowMinimum = current[low - 1]
            for j in low...high {
                let substitution = a.scalars[i - 1] == b.scalars[j - 1] ? 0
                    : a.folded[i - 1] == b.folded[j - 1] ? 1 : 2
                var value = min(previous[j] + 2, current[j - 1] + 2, previous[j - 1] + substitution)
                if i > 1, j > 1, a.scalars[i - 1] == b.scalars[j - 2], a.scalars[i - 2] == b.scalars[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 2)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            // The next row reads one cell past this row's band: it must not see a stale value.
            if high < m { current[high + 1] = infinity }
            if rowMinimum > bound { return nil }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        let distance = previous[m]
        return distance <= bound ? distance : nil
    }
}

/// A name's scalars beside their lower-case forms, folded once per name
/// rather than once per comparison.
struct FoldedScalars {
    let scalars: [Unicode.Scalar]
    let folded: [Unicode.Scalar]

    var count: Int { scalars.count }

    init(_ text: String) { self.init(Array(text.unicodeScalars)) }

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        self.folded = scalars.map { scalar in
            if scalar.isASCII {
                let value = scalar.value
                return value >= 65 && value <= 90 ? Unicode.Scalar(UInt8(value + 32)) : scalar
            }
            return scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar
        }
    }
}
