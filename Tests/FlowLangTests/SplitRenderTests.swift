import Testing
@testable import FlowLang

/// A long report is rendered a run at a time, each long run in two halves at
/// once (`DiagnosticRenderer.render`): the text must be the diagnostics
/// rendered one after the other, however it is handed on.
@Suite struct SplitRenderTests {
    @Test(arguments: [false, true])
    func aLongReportIsTheDiagnosticsInTurn(useColor: Bool) {
        let lines = (0..<4_101).map { "scene S\($0) { button b -> show Nowhere\($0) }\n" }
        let source = SourceFile(path: "long.flow", text: lines.joined())
        var offset: UInt32 = 0
        var diagnostics: [Diagnostic] = []
        for (number, line) in lines.enumerated() {
            let name = SourceRange(start: offset + 6, end: offset + 6 + UInt32("S\(number)".utf8.count))
            diagnostics.append(Diagnostic(.make("demo", "diagnostic \(number)"), severity: number % 3 == 0 ? .error : .warning,
                                          path: source.path, range: name,
                                          notes: [Diagnostic.Note(message: "see", path: source.path, range: name)],
                                          help: "help \(number)", code: number % 2 == 0 ? "W101" : nil))
            offset += UInt32(line.utf8.count)
        }
        // Two runs: one split in two, then a short one on this thread alone.
        #expect(diagnostics.count > DiagnosticRenderer.runLength)
        #expect(diagnostics.count - DiagnosticRenderer.runLength < DiagnosticRenderer.splitFrom)
        let renderer = DiagnosticRenderer(files: [source], useColor: useColor)
        let whole = renderer.render(diagnostics)
        let inTurn = diagnostics.map { renderer.render($0) }.joined()
        let same = whole == inTurn  // not in the expectation: a failure would print both reports
        #expect(same)
        #expect(whole.contains("diagnostic 4100"))

        var pieces: [[UInt8]] = []
        renderer.render(diagnostics) { pieces.append(Array($0)) }
        #expect(pieces.count == 3)  // the long run's halves, then the short run
        let streamed = String(decoding: pieces.joined(), as: UTF8.self) == whole
        #expect(streamed)
    }
}
