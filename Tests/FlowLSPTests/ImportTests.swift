import FlowLSP
import Foundation
import Testing

/// Two open files, one importing the other: names resolve across them, and
/// editing the imported file re-checks the one that imports it.
@Suite struct ImportTests {
    static let main = "file:///tmp/flow-lsp-import/main.flow"
    static let settings = "file:///tmp/flow-lsp-import/Settings.flow"

    func session() -> LSPHarness {
        let lsp = LSPHarness()
        lsp.open(ImportTests.settings, "storyboard Settings\nscene Root {\n    button close -> unwind done\n}\n")
        lsp.open(ImportTests.main, """
            import "Settings.flow"
            initial Home
            scene Home {
                button settings -> present Settings.Root
                unwind done
            }

            """)
        return lsp
    }

    @Test func definitionCrossesTheImport() throws {
        let lsp = session()
        #expect(lsp.diagnostics(for: ImportTests.main)?.isEmpty == true)
        let definition = lsp.request("textDocument/definition", lsp.at(ImportTests.main, 3, 41))
        let location = try #require((definition.result as? [[String: Any]])?.first)
        #expect(location["uri"] as? String == ImportTests.settings)
        let start = (location["range"] as? [String: Any])?["start"] as? [String: Any]
        #expect(start?["line"] as? Int == 1 && start?["character"] as? Int == 6)
    }

    @Test func editingTheImportRechecksTheImporter() throws {
        let lsp = session()
        lsp.edit(ImportTests.settings, version: 2, from: (1, 6), to: (1, 10), text: "Start")
        let diagnostics = try #require(lsp.diagnostics(for: ImportTests.main))
        #expect(diagnostics.count == 1)
        #expect((diagnostics.first?["message"] as? String)?.contains("Root") == true)
    }

    @Test func completionOffersImportedScenesQualified() {
        let lsp = session()
        lsp.edit(ImportTests.main, version: 2, from: (4, 15), to: (4, 15), text: "\n    button x -> show ")
        let completion = lsp.request("textDocument/completion", lsp.at(ImportTests.main, 5, 22))
        let labels = (completion.result as? [[String: Any]])?.compactMap { $0["label"] as? String } ?? []
        #expect(labels.contains("Settings.Root") && labels.contains("Home"))
    }
}
