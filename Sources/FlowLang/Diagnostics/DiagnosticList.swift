/// Collects diagnostics while a file is processed, then orders and trims them
/// the way a reader wants them: by position, one error per line, capped.
public struct DiagnosticList: Sendable {
    /// After this many errors the rest are dropped and a final note says so.
    public static let defaultErrorLimit = 50

    /// Every diagnostic appended, in the order appended.
    public private(set) var all: [Diagnostic] = []

    /// An empty list.
    public init() {}

    /// A list of `diagnostics`, in their order: the array itself, shared, where
    /// appending them to an empty list copied each one (a retain of each of its
    /// strings; a report of 6,000 warnings passes through three lists).
    public init(_ diagnostics: [Diagnostic]) {
        all = diagnostics
    }

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

    /// The paths of the files with a diagnostic: those whose lines `finalized`
    /// needs. Nearly every diagnostic is in the file of the one before it, so
    /// a path is hashed only when it changes.
    public var paths: Set<String> {
        var paths: Set<String> = []
        var previous: String?
        for position in all.indices where all[position].path != previous {
            previous = all[position].path
            paths.insert(all[position].path)
        }
        return paths
    }

    /// The line tables of those of `sources` that have a diagnostic, by
    /// path, for `finalized`: lines matter only to files with something to
    /// report, so a clean file is never scanned for them.
    public func lineTables(of sources: [SourceFile]) -> [String: LineTable] {
        let reported = paths
        var tables: [String: LineTable] = [:]
        for source in sources where reported.contains(source.path) { tables[source.path] = LineTable(source) }
        return tables
    }

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
        let files = FileOrder(all)
        var result: [Diagnostic] = []
        result.reserveCapacity(all.count)
        var errorLines: Set<ErrorLine> = []
        var errorCount = 0
        for position in files.sortedPositions(all) {
            if all[position].isError {
                let path = all[position].path
                let line = lineTables[path].map { $0.lineIndex(of: all[position].range.start) } ?? -1
                let errorLine = ErrorLine(file: files.file[position], line: line)
                if errorLines.contains(errorLine) { continue }
                if errorCount == limit {
                    var last = all[position]
                    last.id = Message.tooManyErrors(limit).id
                    last.message = Message.tooManyErrors(limit).text
                    last.notes = []
                    last.help = nil
                    last.fixIts = []
                    result.append(last)
                    break
                }
                errorLines.insert(errorLine)
                errorCount += 1
            }
            result.append(complete(position, all[position]))
        }
        return result
    }

    /// A line of a file that already has an error.
    private struct ErrorLine: Hashable {
        var file: Int
        var line: Int
    }

    /// Each diagnostic's file, ranked by path, so that ordering the
    /// diagnostics compares integers: comparing the diagnostics themselves
    /// read two of them out of the array for every comparison, and a
    /// `String` key made for every diagnostic, warnings included, cost more
    /// than the rest of the ordering.
    private struct FileOrder {
        /// The rank of each diagnostic's path among the paths, by position in `all`.
        var file: [Int] = []

        init(_ all: [Diagnostic]) {
            var firstSeen: [String: Int] = [:]
            var paths: [String] = []
            var seen: [Int] = []
            seen.reserveCapacity(all.count)
            var previous: (path: String, seen: Int)?
            for position in all.indices {
                let path = all[position].path
                if let previous, previous.path == path {
                    seen.append(previous.seen)
                    continue
                }
                let number = firstSeen[path] ?? paths.count
                if number == paths.count {
                    firstSeen[path] = number
                    paths.append(path)
                }
                seen.append(number)
                previous = (path, number)
            }
            // The paths in `String` order, which the sort follows.
            var rank = [Int](repeating: 0, count: paths.count)
            for (order, number) in paths.indices.sorted(by: { paths[$0] < paths[$1] }).enumerated() {
                rank[number] = order
            }
            file = seen.map { rank[$0] }
        }

        /// The positions of `all` by file, then by offset, then in the order appended.
        func sortedPositions(_ all: [Diagnostic]) -> [Int] {
            var keys = all.indices.map { position in
                (UInt64(file[position]) << 32 | UInt64(all[position].range.start), position)
            }
            keys.sort { $0 < $1 }
            return keys.map { $0.1 }
        }
    }
}
