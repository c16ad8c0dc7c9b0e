import FlowGraph
import FlowKit
import Foundation
import Testing

/// Every example and every imported storyboard, pinned in each format:
/// `Fixtures/examples/<name>.{dot,mmd,json,txt}` for `examples/<name>.flow`,
/// and `Fixtures/imported/<storyboard>/<name>.{…}` beside the imported files,
/// drawn from the files no other file of the folder imports.
/// `FLOW_UPDATE_GOLDEN=1 swift test` rewrites them and fails saying so.
@Suite struct GraphGoldenTests {
    static let examples: [String] = {
        let folder = Support.packageRoot.appendingPathComponent("examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".flow") }.map { String($0.dropLast(5)) }.sorted()
    }()

    static let imported: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Golden.files.directory("imported").path)) ?? []
        return names.filter { !$0.contains(".") }.sorted()
    }()

    @Test func everyExampleAndImportIsPinned() {
        #expect(GraphGoldenTests.examples.count >= 3)
        #expect(GraphGoldenTests.imported.count >= 3)
    }

    @Test(arguments: examples) func example(_ name: String) {
        let root = Support.packageRoot
        let results = Support.results([root.appendingPathComponent("examples/\(name).flow").path])
        #expect(results.count == 1 && !results.contains(where: \.hasErrors))
        pin(GraphBuilder.build(results), folder: "examples", name: name, relativeTo: root)
    }

    @Test(arguments: imported) func importedStoryboard(_ name: String) throws {
        let folder = Golden.files.directory("imported/\(name)")
        let files = Golden.files.inputs("imported/\(name)").map { folder.appendingPathComponent($0).path }
        let all = Support.results(files)
        #expect(all.count == files.count && !all.contains(where: \.hasErrors))
        // Draw the files nothing else imports; what they import is drawn as imported.
        let importedPaths = Set(all.flatMap { $0.sources.dropFirst().map(\.path) })
        let top = all.filter { !importedPaths.contains($0.sources.first?.path ?? "") }
        #expect(!top.isEmpty)
        pin(GraphBuilder.build(top), folder: "imported/\(name)", name: name, relativeTo: folder)
    }

    private func pin(_ graph: StoryboardGraph, folder: String, name: String, relativeTo root: URL,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        Golden.files.check(DOTRenderer.render(graph), folder: folder, expected: name + ".dot", sourceLocation: sourceLocation)
        Golden.files.check(MermaidRenderer.render(graph), folder: folder, expected: name + ".mmd", sourceLocation: sourceLocation)
        Golden.files.check(Support.relative(JSONRenderer.render(graph), to: root), folder: folder, expected: name + ".json",
                     sourceLocation: sourceLocation)
        Golden.files.check(TextRenderer.render(graph), folder: folder, expected: name + ".txt", sourceLocation: sourceLocation)
    }
}
