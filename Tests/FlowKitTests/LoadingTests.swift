import FlowKit
import Foundation
import Testing

@Suite struct LoadingTests {
    @Test func loadsTextWithoutErrors() {
        let document = FlowDocument.load(text: Storyboards.recipes, path: "recipes.flow")
        #expect(!document.hasErrors)
        #expect(document.name == "Main")
        #expect(document.testNames == ["saving counts", "fails on purpose"])
    }

    @Test func reportsErrorsAsValues() throws {
        let text = """
            storyboard Main
            initial List
            scene List { button go -> show Detial }
            scene Detail {}
            """
        let document = FlowDocument.load(text: text, path: "bad.flow")
        #expect(document.hasErrors)
        let errors = document.diagnostics.filter { $0.isError }
        let error = try #require(errors.first)
        #expect(error.severity == .error)
        #expect(error.message.contains("Detial"))
        #expect(error.path == "bad.flow")
        #expect(document.location(of: error.range.start, in: error.path).line == 3)
        #expect(!error.notes.isEmpty || error.help != nil || !error.fixIts.isEmpty)
        #expect(document.renderedDiagnostics().contains("bad.flow:3:"))
        #expect(throws: SessionError.self) { try Session(document: document) }
    }

    @Test func importsComeFromTheFileProvider() throws {
        let files = InMemoryFileProvider([
            "app/main.flow": "storyboard Main\nimport \"Settings.flow\"\ninitial Root\nscene Root { button settings -> present Settings }\n",
            "app/Settings.flow": "storyboard Settings\ninitial Prefs\nscene Prefs {}\n",
        ])
        let document = try FlowDocument.load(path: "app/main.flow", files: files)
        #expect(!document.hasErrors, "\(document.renderedDiagnostics())")
        #expect(document.sources.map(\.path).contains("app/Settings.flow"))
        let session = try Session(document: document)
        #expect(session.run("tap settings").succeeded)
        #expect(session.visibleScene == "Settings.Prefs")
    }

    @Test func aMissingFileThrows() {
        #expect(throws: FlowDocument.LoadError.self) {
            try FlowDocument.load(path: "nowhere.flow", files: InMemoryFileProvider())
        }
    }

    @Test func runsTheDocumentsTests() {
        let document = FlowDocument.load(text: Storyboards.recipes, path: "recipes.flow")
        var seen: [String] = []
        let results = document.runTests { seen.append($0.name) }
        #expect(seen == ["saving counts", "fails on purpose"])
        #expect(results.map(\.passed) == [true, false])
        #expect(results[1].failures.first?.summary.contains("saved == 5") == true)
    }
}

@Suite struct LaunchTests {
    @Test func aSessionLaunchesAtItsWidth() throws {
        let session = try Storyboards.session(width: .regular)
        #expect(session.launchError == nil)
        #expect(session.snapshot()?.width == .regular)
    }
}

/// An `import` reads regular files only: a FIFO would block the check until
/// a writer came, a device such as `/dev/zero` would never end.
@Suite struct ImportsOfDevicesTests {
    @Test func aPipeOrADeviceIsRefusedWithWhy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("Pipe.flow").path, 0o600) == 0)
        let main = folder.appendingPathComponent("main.flow")
        try "import \"Pipe.flow\"\nimport \"/dev/zero\"\ninitial A\nscene A {}\n".write(to: main, atomically: true, encoding: .utf8)
        let document = try FlowDocument.load(path: main.path)
        let messages = document.diagnostics.filter(\.isError).map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.allSatisfy { $0.contains("is not a regular file (a device, a pipe or a socket)") }, "\(messages)")
    }
}
