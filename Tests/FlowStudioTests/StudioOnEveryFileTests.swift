import FlowImport
import FlowKit
import Foundation
import Testing

/// The page works on every example and on imported real storyboards: a
/// session opens on the app, the graph is drawn, and every control the phone
/// shows enabled, every tab and every back button does what the page says.
@Suite struct StudioOnEveryFileTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let examples = ["hello.flow", "onboarding.flow", "reader.flow", "recipes.flow", "restoration.flow",
                           "settings.flow", "transitions.flow", "unwinds.flow"]

    static let storyboards = ["stevemoser__SMStoryboardSegueCatalog/SMStoryboardSegueCatalog__en.lproj__MainStoryboard.storyboard",
                              "Ranchero-Software__NetNewsWire/iOS__Base.lproj__Main.storyboard"]

    @Test(arguments: examples)
    func everyExample(_ name: String) async throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("examples/\(name)"), encoding: .utf8)
        try await clickThrough(text, name: name)
    }

    @Test(arguments: storyboards)
    func importedStoryboard(_ path: String) async throws {
        let file = try Self.imported(path)
        try await clickThrough(file.text, name: file.fileName)
    }

    /// The `.flow` file `flow import` makes of a test fixture's storyboard.
    static func imported(_ path: String) throws -> ImportedFile {
        let url = root.appendingPathComponent("Tests/FlowImportTests/Fixtures/storyboards/\(path)")
        let imported = importStoryboards([StoryboardInput(path: url.lastPathComponent, data: try Data(contentsOf: url))])
        guard let file = imported.files.first else { throw ImportFailure(path: path) }
        return file
    }

    struct ImportFailure: Error {
        var path: String
    }

    /// Opens a page on `text`, then taps each control, tab and back button the
    /// phone offers on its first screen, undoing each.
    private func clickThrough(_ text: String, name: String) async throws {
        let studio = try await ServedStudio(text: text, name: name)
        let (id, state) = try await studio.openSession()
        #expect(state["diagnostics"] == nil, "\(name): \(state["diagnostics"] ?? "")")
        let layers = try #require(state[path: "screen", "layers"] as? [[String: Any]], "\(name) has no screen")
        #expect(!layers.isEmpty)
        if Graphviz.executable() != nil {
            #expect(try await studio.request("GET", "api/graph.svg?session=\(id)").status == 200, "\(name)")
        }
        let top = try #require(layers.last)
        var statements = (top["controls"] as? [[String: Any]] ?? []).filter { $0["enabled"] as? Bool == true }
            .compactMap { $0["statement"] as? String }
        statements += (top[path: "tabBar", "items"] as? [[String: Any]] ?? []).compactMap { $0["statement"] as? String }
        if let back = top[path: "navigationBar", "back", "statement"] as? String { statements.append(back) }
        for statement in statements {
            let action = try await studio.run(id, statement)
            #expect(action["accepted"] as? Bool == true, "\(name): \(statement): \(action["message"] ?? "")")
            #expect((action["state"] as? [String: Any])?[path: "screen", "layers"] != nil, "\(name): \(statement)")
            _ = try await studio.request("POST", "api/sessions/\(id)/undo")
        }
    }
}
