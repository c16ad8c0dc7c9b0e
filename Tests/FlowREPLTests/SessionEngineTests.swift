import FlowKit
import FlowREPL
import Foundation
import TestSupport
import Testing

/// The REPL's engine over a real FlowKit session: what `flow repl` prints
/// for an input, and how undo, `:save` and `:reload` leave the session.
@Suite struct SessionEngineTests {
    static let storyboard = """
        storyboard Main
        initial Nav
        navigation Nav { root List }
        scene List { cell item -> show Detail }
        scene Detail { title "Detail" }

        """

    /// A fresh folder with `app.flow` holding `text`.
    /// The folders `folder(with:)` makes, removed when the test is done.
    let folders = TemporaryFolders(prefix: "flow-repl")

    func folder(with text: String = SessionEngineTests.storyboard) throws -> URL {
        let folder = try folders.make()
        try Data(text.utf8).write(to: folder.appendingPathComponent("app.flow"))
        return folder
    }

    @Test func statementsPrintTheirEventsAndMoveThePrompt() throws {
        let folder = try folder()
        let engine = SessionEngine(useColor: false)
        #expect(engine.load(folder.appendingPathComponent("app.flow").path) == REPLOutput())
        #expect(engine.location == "List")
        let output = engine.execute("tap item")
        #expect(output.errors.isEmpty)
        #expect(output.text.contains("Detail.viewDidAppear(true)"))
        #expect(engine.location == "Detail")
        #expect(engine.lastEvents().text == output.text, ":events shows the last input's events again")
    }

    @Test func loadSaysWhyAFileCannotBeRead() throws {
        let folder = try folder()
        let engine = SessionEngine(useColor: false)
        #expect(engine.load(folder.appendingPathComponent("nope.flow").path).errors.hasSuffix("error: no such file"))
        #expect(engine.load(folder.path).errors.hasSuffix("error: is a directory"))
    }

    /// Errors point into the input as typed, named by its number, not at the
    /// loaded file's first line.
    @Test func errorsNameTheInput() throws {
        let folder = try folder()
        let engine = SessionEngine(useColor: false)
        _ = engine.load(folder.appendingPathComponent("app.flow").path)
        #expect(engine.execute("tap item").errors.isEmpty)
        let unknown = engine.execute("print 1\ntap nothing")
        #expect(unknown.errors.hasPrefix("<input 2>:2:5: error: no scene declares the control 'nothing'"),
                "\(unknown.errors)")
    }

    /// A runtime error leaves the app as it was before the input, and the
    /// input is not in the history: the next undo takes back the one before.
    @Test func aRuntimeErrorIsUndoneAndUndoGoesBackFurther() throws {
        let folder = try folder()
        let engine = SessionEngine(useColor: false)
        _ = engine.load(folder.appendingPathComponent("app.flow").path)
        _ = engine.execute("tap item")
        let failed = engine.execute("pop\npush Nav")
        #expect(failed.errors.contains("the app is as it was before this input"), "\(failed.errors)")
        #expect(engine.location == "Detail")
        #expect(engine.undo().text == "undone; List is visible\n")
        #expect(engine.undo().errors == "nothing to undo")
    }

    @Test func saveWritesAScriptThatReplaysTheSession() throws {
        let folder = try folder()
        let engine = SessionEngine(useColor: false)
        _ = engine.load(folder.appendingPathComponent("app.flow").path)
        _ = engine.execute("scene Help { title \"Help\" }")
        _ = engine.execute("tap item")
        let saved = folder.appendingPathComponent("session.flow").path
        #expect(engine.save(saved).text.hasPrefix("saved \(saved)"))
        let script = try String(contentsOfFile: saved, encoding: .utf8)
        #expect(format(SourceFile(path: saved, text: script)).text == script, "saved in the canonical layout")
        #expect(script.contains("scene Help"))
        #expect(script.contains("tap item"))
        let replayed = FlowDocument.load(text: script, path: saved)
        #expect(!replayed.hasErrors)
        #expect(replayed.runScript { _ in }?.succeeded == true)
    }

    /// `:reload` reads the file again: a change on disk takes effect, and
    /// the session starts anew from launch.
    @Test func reloadReadsTheFileAgain() throws {
        let folder = try folder()
        let path = folder.appendingPathComponent("app.flow").path
        let engine = SessionEngine(useColor: false)
        _ = engine.load(path)
        _ = engine.execute("tap item")
        try Data((SessionEngineTests.storyboard.replacingOccurrences(of: "initial Nav", with: "initial Detail")).utf8)
            .write(to: URL(fileURLWithPath: path))
        #expect(engine.reload() == REPLOutput())
        #expect(engine.location == "Detail")
        #expect(engine.undo().errors == "nothing to undo", "a reload starts a new history")
        try Data("scene {".utf8).write(to: URL(fileURLWithPath: path))
        #expect(engine.reload().errors.contains("error:"), "a file with errors is reported")
    }
}

/// `:edit NAME`: the declaration goes to the editor and comes back as an input.
@Suite struct EditCommandTests {
    /// Its folders live as long as the test (a temporary instance would remove them at once).
    let session = SessionEngineTests()

    @Test func anEditedDeclarationReplacesTheOldOne() throws {
        let folder = try session.folder()
        let engine = SessionEngine(useColor: false)
        _ = engine.load(folder.appendingPathComponent("app.flow").path)
        engine.editorCommand = #"sed -i 's/title "Detail"/title "Edited"/'"#
        #expect(engine.edit("Detail").text == "declared Detail\n")
        _ = engine.execute("tap item")
        #expect(engine.tree().text.contains("Detail"))
        #expect(engine.execute("print title(Detail)").text.contains("Edited") || engine.history().text.contains("Edited"))
        // Undo takes the edit back like any input.
        #expect(engine.undo().errors.isEmpty)
    }

    @Test func unchangedFailedAndUnknown() throws {
        let folder = try session.folder()
        let engine = SessionEngine(useColor: false)
        _ = engine.load(folder.appendingPathComponent("app.flow").path)
        engine.editorCommand = "true"
        #expect(engine.edit("Detail").text == "Detail unchanged\n")
        engine.editorCommand = "false"
        #expect(engine.edit("Detail").errors.contains("exited 1; nothing changed"))
        #expect(engine.edit("Nope").errors.contains("no declaration is named 'Nope'"))
        engine.editorCommand = #"sed -i 's/title "Detail"/title/'"#
        #expect(!engine.edit("Detail").errors.isEmpty, "an edit that does not parse is refused like a typed input")
        #expect(engine.history().text == "no inputs yet\n")
    }
}
