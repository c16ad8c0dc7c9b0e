import Foundation
import Testing

/// `flow import` runs the flow-import helper in its place, so that no other
/// command loads FoundationXML and libxml2 at start-up (Sources/flow-import);
/// `flow` itself loads no more of Foundation than FoundationEssentials.
@Suite struct ImportHelperCLITests {
    let cli = CLITests()

    /// The shared libraries `ldd` lists for a binary beside the tests.
    private func libraries(of name: String) throws -> String {
        let binary = CLITests.executable.deletingLastPathComponent().appendingPathComponent(name).path
        return try CLITests.runProgram(URL(fileURLWithPath: "/usr/bin/ldd"), [binary]).stdout
    }

    @Test func onlyTheImporterLinksTheXMLParser() throws {
        let importer = try libraries(of: "flow-import")
        #expect(importer.contains("libFoundationXML"), "the check below would pass for nothing")
        let flow = try libraries(of: "flow")
        #expect(!flow.contains("libFoundationXML") && !flow.contains("libxml2"), "\(flow)")
    }

    /// `flow` loads FoundationEssentials and not Foundation, its
    /// internationalization and ICU (Dependencies.md, "FoundationEssentials"):
    /// what made a small `flow check` start in 16 ms rather than 11.
    @Test func flowLinksFoundationEssentialsAlone() throws {
        let flow = try libraries(of: "flow")
        #expect(flow.contains("libFoundationEssentials.so"), "the checks below would pass for nothing")
        #expect(!flow.contains("libFoundation.so") && !flow.contains("libFoundationInternationalization")
                && !flow.contains("ICU"), "\(flow)")
    }

    @Test func itSpeaksAsFlowImport() throws {
        let missing = try cli.run(["import", "no/such.storyboard"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "no/such.storyboard: error: cannot read the file\n")
        let folder = try cli.run(["import", "examples/recipes.flow", "--sources", "no/such/folder"])
        #expect(folder.status == 66)
        #expect(folder.stderr.contains("no/such/folder: error: --sources needs a folder that exists\n"))
    }
}
