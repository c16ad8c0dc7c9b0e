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
        Golden.check(rendered, folder: "diagnostics", expected: name.replacingOccurrences(of: ".flow", with: ".expected"))
    }
}
