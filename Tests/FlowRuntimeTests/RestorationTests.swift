import FlowKit
import Foundation
import Testing

/// `preserve to` / `restore from` with files, and a failed restore leaving the app alone.
@Suite struct RestorationTests {
    private let storyboard = """
        storyboard Main
        initial Nav
        navigation Nav { root List; restoration "nav" }
        scene List { restoration "list"; cell open -> show Detail }
        scene Detail { restoration "detail"; var recipe = "" }

        """

    private func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("flow-restore-\(UUID().uuidString)-\(name)").path
    }

    @Test func preserveToAFileThenRestoreFromIt() throws {
        let path = temporaryPath("archive.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try Harness.output(storyboard + """
            tap open
            set Detail.recipe = "Soup"
            preserve to "\(path)"
            restore from "\(path)"
            print stack(Nav)
            print Detail.recipe
            print restored(Detail)
            """)
        #expect(output == ["[List, Detail]", "Soup", "true"])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"version\" : 1"))
    }

    @Test func aFailedRestoreLeavesTheRunningAppAlone() throws {
        let path = temporaryPath("broken.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("{\"format\": \"flow-restoration-archive\", \"vers".utf8).write(to: URL(fileURLWithPath: path))
        let program = try Harness.program(storyboard + """
            tap open
            restore from "\(path)"
            """)
        let interpreter = Interpreter(program: program) { _ in }
        let outcome = interpreter.runScript()
        #expect(outcome.error?.message.contains("corrupt or truncated") == true)
        let app = try #require(interpreter.app)
        #expect(app.visible.flatMap { app.controller($0)?.name } == "Detail", "the app is as it was")
    }

    @Test func restoreWithoutAnArchiveIsAnError() throws {
        let error = try Harness.error(storyboard + "restore\n")
        #expect(error?.message == "nothing to restore: no 'preserve' without a path has run")
    }

    @Test func missingFileIsAnError() throws {
        let error = try Harness.error(storyboard + "restore from \"/nonexistent/flow/archive.json\"\n")
        #expect(error?.message.hasPrefix("cannot read the restoration archive '/nonexistent/flow/archive.json'") == true)
    }
}
