import FlowKit
import Testing
import FlowChecks

/// `FlowDocument` runs the static checks as `flow check` does.
@Suite struct StaticFindingsTests {
    @Test func aDocumentReportsTheStaticChecksFindings() {
        let document = FlowDocument.load(text: "initial Home\nscene Home { cell item -> show Detail }\nscene Detail {}\n")
        #expect(!document.hasErrors)
        #expect(document.staticFindings().map(\.code) == ["W104"])
        #expect(document.staticFindings(StaticChecks.Options(level: .none)).isEmpty)
        #expect(document.diagnostics(checking: StaticChecks.Options(strict: true)).contains { $0.isError })
        // The document's own diagnostics stay the front end's.
        #expect(document.diagnostics.isEmpty)
    }
}
