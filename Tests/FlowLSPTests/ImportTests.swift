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

    /// An import that names a file nobody has written yet: opening it (an
    /// unsaved buffer) checks the importer again, and its problem goes.
    @Test func openingAMissingImportRechecksTheImporter() throws {
        let lsp = LSPHarness()
        let main = "file:///tmp/flow-lsp-missing/main.flow"
        lsp.open(main, "import \"Later.flow\"\ninitial Later.Root\n")
        #expect(lsp.diagnostics(for: main)?.isEmpty == false)
        lsp.open("file:///tmp/flow-lsp-missing/Later.flow", "storyboard Later\nscene Root {}\n")
        #expect(lsp.diagnostics(for: main)?.isEmpty == true)
    }

    @Test func completionOffersImportedScenesQualified() {
        let lsp = session()
        lsp.edit(ImportTests.main, version: 2, from: (4, 15), to: (4, 15), text: "\n    button x -> show ")
        let completion = lsp.request("textDocument/completion", lsp.at(ImportTests.main, 5, 22))
        let labels = (completion.result as? [[String: Any]])?.compactMap { $0["label"] as? String } ?? []
        #expect(labels.contains("Settings.Root") && labels.contains("Home"))
    }
}

/// An imported file that is not open still shows its problems, under its own URI.
@Suite struct ImportedProblemsTests {
    @Test func problemsOfAClosedImportArePublishedAndCleared() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let imported = try directory.write("Other.flow", "storyboard Other\nscene Root {\n    button go -> show Nowhere\n}\n")
        let lsp = LSPHarness()
        let main = URL(fileURLWithPath: directory.url.appendingPathComponent("main.flow").path).absoluteString
        let importedURI = URL(fileURLWithPath: imported.path).absoluteString
        lsp.open(main, "import \"Other.flow\"\ninitial Other.Root\n")
        let problems = try #require(lsp.diagnostics(for: importedURI))
        #expect(problems.count == 1 && (problems.first?["message"] as? String)?.contains("Nowhere") == true)
        // Once the import is gone, its problems are cleared.
        lsp.edit(main, version: 2, from: (0, 0), to: (2, 0), text: "scene A {}\n")
        #expect(lsp.diagnostics(for: importedURI)?.isEmpty == true)
    }

    /// Two open files import the same one: when one stops importing it its
    /// problems stay (the other still reports them); when the other is closed they go.
    @Test func problemsOfASharedImportGoWithTheLastFileReportingThem() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let imported = try directory.write("Other.flow", "storyboard Other\nscene Root {\n    button go -> show Nowhere\n}\n")
        let lsp = LSPHarness()
        let first = directory.url.appendingPathComponent("a.flow").absoluteString
        let second = directory.url.appendingPathComponent("c.flow").absoluteString
        let importedURI = imported.absoluteString
        lsp.open(first, "import \"Other.flow\"\ninitial Other.Root\n")
        lsp.open(second, "import \"Other.flow\"\ninitial Other.Root\n")
        #expect(lsp.diagnostics(for: importedURI)?.count == 1)
        let dropped = lsp.send(raw: lsp.encode(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
            "textDocument": ["uri": first, "version": 2],
            "contentChanges": [["text": "initial A\nscene A {}\n"]],
        ] as [String: Any]]))
        let cleared = dropped.contains { ($0["params"] as? [String: Any])?["uri"] as? String == importedURI }
        #expect(!cleared, "the other file still imports it")
        let closed = lsp.notify("textDocument/didClose", ["textDocument": ["uri": second]])
        let clearing = closed.first { ($0["params"] as? [String: Any])?["uri"] as? String == importedURI }
        #expect((clearing?["params"] as? [String: Any])?["diagnostics"] as? [Any] != nil)
        #expect(((clearing?["params"] as? [String: Any])?["diagnostics"] as? [Any])?.isEmpty == true)
    }
}

/// An import naming a pipe or a device is refused, never read: opening a FIFO
/// blocks until a writer comes, and `/dev/stdin` would read the editor's own
/// messages. The server answers on.
@Suite struct ImportsOfDevicesTests {
    @Test func aPipeIsRefusedAndTheServerAnswersOn() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let pipe = directory.url.appendingPathComponent("Pipe.flow").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let main = directory.url.appendingPathComponent("main.flow").absoluteString
        let lsp = LSPHarness()
        lsp.open(main, "import \"Pipe.flow\"\ninitial A\nscene A {}\n")
        let message = lsp.diagnostics(for: main)?.first?["message"] as? String ?? ""
        #expect(message.contains("is not a regular file"), "\(message)")
        let hover = lsp.request("textDocument/hover", lsp.at(main, 2, 7))
        #expect(hover["error"] == nil)
    }
}

/// A folder of its own under the temporary directory, for files a test puts on disk.
struct TemporaryFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flow-lsp-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` in the folder; returns its URL.
    func write(_ name: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
