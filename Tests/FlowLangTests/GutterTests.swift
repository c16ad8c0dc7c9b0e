import Testing
@testable import FlowLang

/// The gutter holds the line number: five columns, wider past line 99,999,
/// and the lines under it (caret, help) line up with it whatever its width.
@Suite struct GutterTests {
    @Test(arguments: [3, 99_999, 123_456, 1_234_567])
    func barsAndCaretLineUp(line: Int) throws {
        let filler = String(repeating: "\n", count: line - 1)
        let source = SourceFile(path: "long.flow", text: filler + "scene B { button x -> show Nowhere }\n")
        let start = UInt32(line - 1 + "scene B { button x -> show ".utf8.count)
        let range = SourceRange(start: start, end: start + UInt32("Nowhere".utf8.count))
        let diagnostic = Diagnostic(.make("demo", "unknown scene 'Nowhere'"), severity: .error, path: source.path,
                                    range: range, help: "declare it", code: nil)
        let lines = DiagnosticRenderer(files: [source]).render(diagnostic).split(separator: "\n").map(String.init)
        let excerpt = try #require(lines.first { $0.hasSuffix("Nowhere }") })
        let caret = try #require(lines.first { $0.contains("^") })
        let help = try #require(lines.first { $0.contains("= help") })
        let bar = try #require(excerpt.firstIndex(of: "|")).utf16Offset(in: excerpt)
        #expect(bar == max(5, String(line).count) + 1)
        #expect(try #require(caret.firstIndex(of: "|")).utf16Offset(in: caret) == bar)
        #expect(try #require(help.firstIndex(of: "=")).utf16Offset(in: help) == bar)
        // The caret stands under the name it marks.
        let name = try #require(offset(of: "Nowhere", in: excerpt))
        #expect(try #require(caret.firstIndex(of: "^")).utf16Offset(in: caret) == name)
    }

    /// Where `needle` starts in `line`, in bytes (the lines are ASCII).
    private func offset(of needle: String, in line: String) -> Int? {
        let bytes = Array(line.utf8)
        let wanted = Array(needle.utf8)
        guard bytes.count >= wanted.count else { return nil }
        return (0...(bytes.count - wanted.count)).first { Array(bytes[$0..<($0 + wanted.count)]) == wanted }
    }
}
