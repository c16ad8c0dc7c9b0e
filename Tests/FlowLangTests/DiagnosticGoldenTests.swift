import FlowLang
import Testing

/// Every file in `Fixtures/diagnostics` is checked and its rendered
/// diagnostics compared with the `.expected` file beside it. One file per
/// error class; imports resolve within the folder.
@Suite struct DiagnosticGoldenTests {
    @Test(arguments: Golden.files.inputs("diagnostics"))
    func diagnostics(_ name: String) {
        let source = SourceFile(path: name, bytes: Golden.files.bytes("diagnostics", name) ?? [])
        let result = check(source) { importPath, _ in
            Golden.files.bytes("diagnostics", importPath).map { SourceFile(path: importPath, bytes: $0) }
        }
        let rendered = DiagnosticRenderer(files: result.sources).render(result.diagnostics)
        #expect(!rendered.isEmpty, "a diagnostics fixture must produce a diagnostic")
        Golden.check(rendered, folder: "diagnostics", expected: name.replacingOccurrences(of: ".flow", with: ".expected"))
    }
}
