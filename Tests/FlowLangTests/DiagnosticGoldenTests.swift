import FlowChecks
import FlowLang
import Testing

/// Every file in `Fixtures/diagnostics` is checked and its rendered
/// diagnostics compared with the `.expected` file beside it. One file per
/// error class; imports resolve within the folder.
///
/// `checks-W1xx.flow` files also run the static checks (`--warnings all`):
/// each triggers its code; `checks-W1xx-near-miss.flow` is a flow as close as
/// possible that must not, so its expectation may be empty but never names the code.
@Suite struct DiagnosticGoldenTests {
    @Test(arguments: Golden.files.inputs("diagnostics"))
    func diagnostics(_ name: String) {
        let source = SourceFile(path: name, bytes: Golden.files.bytes("diagnostics", name) ?? [])
        var result = check(source) { importPath, _ in
            Golden.files.bytes("diagnostics", importPath).map { SourceFile(path: importPath, bytes: $0) }
        }
        let code = name.hasPrefix("checks-W") ? String(name.dropFirst("checks-".count).prefix(4)) : nil
        if name.hasPrefix("checks-") {
            result = StaticChecks.apply(to: result, options: StaticChecks.Options(level: .all))
        }
        let rendered = DiagnosticRenderer(files: result.sources).render(result.diagnostics)
        if name.contains("near-miss") {
            if let code { #expect(!rendered.contains("[\(code)]"), "a near miss must not trigger \(code)") }
        } else {
            #expect(!rendered.isEmpty, "a diagnostics fixture must produce a diagnostic")
            if let code { #expect(rendered.contains("warning[\(code)]"), "the fixture must trigger \(code)") }
        }
        Golden.files.check(rendered, folder: "diagnostics", expected: name.replacingOccurrences(of: ".flow", with: ".expected"))
    }
}

/// The renderer's paths the fixtures do not take: colour on a terminal, and
/// a source line that is not printable ASCII (tabs, a control byte, UTF-8).
@Suite struct DiagnosticRendererTests {
    @Test func colourWrapsEachPartInItsStyle() {
        let source = SourceFile(path: "a.flow", text: "scene A {\n    button go -> show B\n}\n")
        let diagnostic = Diagnostic(Message(id: "unknown", text: "unknown scene 'B'"), path: "a.flow",
                                    range: SourceRange(start: 32, end: 33), help: "declare it")
        let rendered = DiagnosticRenderer(files: [source], useColor: true).render(diagnostic)
        let escape = "\u{1B}["
        #expect(rendered == """
            \(escape)1ma.flow:2:23:\(escape)0m \(escape)1;31merror\(escape)0m\(escape)1m:\(escape)0m \(escape)1munknown scene 'B'\(escape)0m
            \(escape)1;34m    2\(escape)0m \(escape)1;34m|\(escape)0m     button go -> show B
            \(escape)1;34m     \(escape)0m \(escape)1;34m|\(escape)0m                       \(escape)1;32m^\(escape)0m
            \(escape)1;34m     \(escape)0m \(escape)1;34m=\(escape)0m \(escape)1mhelp\(escape)0m: declare it

            """)
    }

    @Test func tabsControlBytesAndUTF8LineUpTheCaret() {
        let source = SourceFile(path: "a.flow", bytes: Array("\tx\u{01} é go\n".utf8))
        let diagnostic = Diagnostic(Message(id: "here", text: "here"), path: "a.flow",
                                    range: SourceRange(start: 7, end: 9))
        let rendered = DiagnosticRenderer(files: [source]).render(diagnostic)
        #expect(rendered == """
            a.flow:1:7: error: here
                1 |     x? é go
                  |          ^~

            """)
    }

    /// A long line is shown as a window: 80 characters before the caret
    /// after an ellipsis, 100 under it, 50 after it and an ellipsis. ASCII
    /// lines (cut in bytes) and others (cut in scalars) give the same window.
    @Test(arguments: ["a", "é"])
    func aLongLineIsShownAsAWindowAroundTheCaret(_ filler: String) {
        let before = String(repeating: filler, count: 150)
        let marked = String(repeating: "m", count: 120)
        let after = String(repeating: filler, count: 70)
        let source = SourceFile(path: "a.flow", text: before + marked + after + "\n")
        let start = UInt32(before.utf8.count)
        let diagnostic = Diagnostic(Message(id: "here", text: "here"), path: "a.flow",
                                    range: SourceRange(start: start, end: start + 120))
        let rendered = DiagnosticRenderer(files: [source]).render(diagnostic)
        let shown = "…" + String(repeating: filler, count: 80) + String(repeating: "m", count: 100)
            + String(repeating: filler, count: 50) + "…"
        #expect(rendered == """
            a.flow:1:151: error: here
                1 | \(shown)
                  | \(String(repeating: " ", count: 81))^\(String(repeating: "~", count: 99))

            """)
    }
}
