/// Collects diagnostics while a file is processed, then orders and trims them
/// the way a reader wants them: by position, one error per line, capped.
public struct DiagnosticList: Sendable {
    /// After this many errors the rest are dropped and a final note says so.
    public static let defaultErrorLimit = 50

    /// Every diagnostic appended, in the order appended.
    public private(set) var all: [Diagnostic] = []

    /// An empty list.
    public init() {}

    /// Adds one diagnostic.
    public mutating func append(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
    }

    /// Adds diagnostics from another stage (lexer, parser, an import).
    public mutating func append(contentsOf other: [Diagnostic]) {
        all.append(contentsOf: other)
    }

    /// Whether any diagnostic appended is an error.
    public var hasErrors: Bool { all.contains(where: \.isError) }

    /// The diagnostics sorted by file and position, keeping at most one error per
    /// line (the first is usually the cause of the others) and at most `limit` errors.
    public func finalized(
        lineTables: [String: LineTable],
        limit: Int = DiagnosticList.defaultErrorLimit
    ) -> [Diagnostic] {
        finalized(lineTables: lineTables, limit: limit) { _, diagnostic in diagnostic }
    }

    /// `finalized(lineTables:limit:)`, passing each diagnostic kept through
    /// `complete` with its position in `all` first, in output order: work
    /// that only shown diagnostics deserve ("did you mean") happens there.
    func finalized(
        lineTables: [String: LineTable],
        limit: Int,
        complete: (_ position: Int, Diagnostic) -> Diagnostic
    ) -> [Diagnostic] {
        let sorted = all.indices.sorted { leftIndex, rightIndex in
            let (l, r) = (all[leftIndex], all[rightIndex])
            if l.path != r.path { return l.path < r.path }
            if l.range.start != r.range.start { return l.range.start < r.range.start }
            return leftIndex < rightIndex
        }

        var result: [Diagnostic] = []
        var errorLines: Set<String> = []
        var errorCount = 0
        for position in sorted {
            let diagnostic = all[position]
            let line = lineTables[diagnostic.path].map { $0.lineIndex(of: diagnostic.range.start) } ?? -1
            let key = "\(diagnostic.path):\(line)"
            if diagnostic.isError {
                if errorLines.contains(key) { continue }
                if errorCount == limit {
                    var last = diagnostic
                    last.id = Message.tooManyErrors(limit).id
                    last.message = Message.tooManyErrors(limit).text
                    last.notes = []
                    last.help = nil
                    last.fixIts = []
                    result.append(last)
                    break
                }
                errorLines.insert(key)
                errorCount += 1
            }
            result.append(complete(position, diagnostic))
        }
        return result
    }
}
