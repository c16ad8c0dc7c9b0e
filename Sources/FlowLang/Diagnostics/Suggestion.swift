/// "Did you mean …": the candidate nearest to a misspelled name.
public enum Suggestion {
    /// The closest candidate within an edit distance that grows with the
    /// name's length (1 for short names, a third of the length for longer
    /// ones); case differences count half. Nil when nothing is close.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(name.unicodeScalars)
        let limit = max(1, target.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let scalars = Array(candidate.unicodeScalars)
            if abs(scalars.count - target.count) > limit { continue }
            let distance = editDistance(target, scalars)
            if distance <= limit * 2, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Damerau–Levenshtein (optimal string alignment) distance, in half
    /// steps: 2 per edit, 1 for a change of case only.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count * 2 }
        if b.isEmpty { return a.count * 2 }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = (0...b.count).map { $0 * 2 }
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i * 2
            for j in 1...b.count {
                let substitution: Int
                if a[i - 1] == b[j - 1] {
                    substitution = 0
                } else if a[i - 1].properties.lowercaseMapping == b[j - 1].properties.lowercaseMapping {
                    substitution = 1
                } else {
                    substitution = 2
                }
                var value = min(previous[j] + 2, current[j - 1] + 2, previous[j - 1] + substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 2)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
