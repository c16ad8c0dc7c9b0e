import Testing
@testable import FlowLang

/// A long report is rendered in two halves at once (`DiagnosticRenderer.render`):
/// the text must be the diagnostics rendered one after the other.
@Suite struct SplitRenderTests {
    @Test(arguments: [false, true])
    func aLongReportIsTheDiagnosticsInTurn(useColor: Bool) {
        let lines = (0..<2_101).map { "scene S\($0) { button b -> show Nowhere\($0) }\n" }
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
        #expect(diagnostics.count > DiagnosticRenderer.splitFrom)
        #expect(diagnostics.count % 2 == 1)
        let renderer = DiagnosticRenderer(files: [source], useColor: useColor)
        let whole = renderer.render(diagnostics)
        let inTurn = diagnostics.map { renderer.render($0) }.joined()
        let same = whole == inTurn  // not in the expectation: a failure would print both reports
        #expect(same)
        #expect(whole.contains("diagnostic 2100"))
    }
}
