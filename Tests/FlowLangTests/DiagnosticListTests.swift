@testable import FlowLang
import TestSupport
import Testing

/// `DiagnosticList.finalized` orders by integer keys (each file ranked by
/// path once) and keys an error's line by that rank: it must give what
/// comparing the diagnostics themselves, and keying each line by
/// "path:line", gave (`reference` below, the old code).
@Suite struct DiagnosticListTests {
    /// Files whose paths sort otherwise than they are met: `b` first, then `a`, `c`.
    static let files = [
        SourceFile(path: "b.flow", text: "one\ntwo\nthree\nfour\n"),
        SourceFile(path: "a.flow", text: "alpha\nbeta\ngamma\n"),
        SourceFile(path: "c/é.flow", text: "x\ny\n"),
    ]

    static var tables: [String: LineTable] {
        Dictionary(uniqueKeysWithValues: files.map { ($0.path, LineTable($0)) })
    }

    /// The old `finalized`: sorted by path, then offset, then order appended;
    /// one error per "path:line"; `limit` errors, then the note.
    static func reference(_ all: [Diagnostic], limit: Int) -> [Diagnostic] {
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
            let line = tables[diagnostic.path].map { $0.lineIndex(of: diagnostic.range.start) } ?? -1
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
            result.append(diagnostic)
        }
        return result
    }

    /// A report of `count` diagnostics drawn from `seed`: every file and a
    /// path with no line table, offsets that share lines, errors and warnings.
    static func report(_ count: Int, seed: UInt64) -> [Diagnostic] {
        var generator = SplitMix64(seed: seed)
        let paths = files.map(\.path) + ["unread.flow"]
        return (0..<count).map { number in
            let path = paths[Int.random(in: 0..<paths.count, using: &generator)]
            let start = UInt32.random(in: 0..<20, using: &generator)
            let severity: Diagnostic.Severity = Bool.random(using: &generator) ? .error : .warning
            return Diagnostic(Message(id: "d\(number)", text: "diagnostic \(number)"), severity: severity, path: path,
                              range: SourceRange(start: start, end: start + 1), help: "help \(number)")
        }
    }

    @Test(arguments: 0..<40)
    func ordersAndTrimsAsComparingDiagnosticsDid(seed: Int) {
        let all = Self.report(seed % 10 * 7, seed: UInt64(seed))
        for limit in [0, 1, 3, DiagnosticList.defaultErrorLimit] {
            let finalized = DiagnosticList(all).finalized(lineTables: Self.tables, limit: limit)
            let expected = Self.reference(all, limit: limit)
            #expect(finalized.map(\.message) == expected.map(\.message), "seed \(seed), limit \(limit)")
            #expect(finalized.map(\.path) == expected.map(\.path))
            #expect(finalized.map(\.range) == expected.map(\.range))
            #expect(finalized.map(\.id) == expected.map(\.id))
        }
    }

    @Test func aListMadeOfAnArrayIsTheListAppendedTo() {
        let all = Self.report(30, seed: 7)
        var appended = DiagnosticList()
        appended.append(contentsOf: all)
        #expect(DiagnosticList(all).all == appended.all)
        #expect(DiagnosticList(all).paths == Set(all.map(\.path)))
        #expect(DiagnosticList().paths.isEmpty)
    }
}
