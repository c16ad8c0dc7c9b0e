import Foundation
import Testing

/// A script uses files only in its own folder unless `--allow-files` names
/// more: `import`, `preserve to` and `restore from` out of it are refused
/// with the reason and the way to allow it.
@Suite struct FilePolicyCLITests {
    let cli = CLITests()

    /// `root/app/main.flow` beside `root/common/`, with `text` as main.flow.
    func layout(_ text: String) throws -> (root: URL, script: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flow-policy-\(UUID().uuidString)")
        for folder in ["app", "common"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try "storyboard Common\nscene Other {}\n".write(to: root.appendingPathComponent("common/other.flow"),
                                                         atomically: true, encoding: .utf8)
        let script = root.appendingPathComponent("app/main.flow").path
        try text.write(toFile: script, atomically: true, encoding: .utf8)
        return (root, script)
    }

    @Test func anImportOutOfTheFolderIsRefusedUnlessAllowed() throws {
        let (root, script) = try layout("import \"../common/other.flow\"\ninitial Home\nscene Home {}\n")
        defer { try? FileManager.default.removeItem(at: root) }
        for command in ["check", "run"] {
            let refused = try cli.run([command, script])
            #expect(refused.status == 65)
            #expect(refused.stderr.contains("error: '../common/other.flow' is outside the folder this script may use"))
            #expect(refused.stderr.contains("--allow-files"))
            #expect(refused.stderr.contains("1 | import \"../common/other.flow\""))
        }
        let allowed = try cli.run(["check", "--allow-files", root.appendingPathComponent("common").path, script])
        #expect(allowed.status == 0, "\(allowed.stderr)")
    }

    @Test func archivesOutOfTheFolderAreRefusedUnlessAllowed() throws {
        let script = """
            initial Nav
            navigation Nav { root Home; restoration "nav" }
            scene Home { restoration "home" }
            preserve to "state.json"
            restore from "state.json"
            preserve to "../common/state.json"

            """
        let (root, path) = try layout(script)
        defer { try? FileManager.default.removeItem(at: root) }
        let refused = try cli.run(["run", path])
        #expect(refused.status == 70)
        // Relative to the script's folder, as `import` is: app/state.json.
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("app/state.json").path))
        #expect(refused.stderr.contains("'../common/state.json' is outside the folder this script may use"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("common/state.json").path))

        let absolute = try cli.run(["run", "-"], input: "initial Home\nscene Home { restoration \"h\" }\npreserve to \"/tmp/flow-policy-escape.json\"\n")
        #expect(absolute.status == 70)
        #expect(absolute.stderr.contains("is outside the folder this script may use"))

        let allowed = try cli.run(["run", "--allow-files", root.path, path])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("common/state.json").path))
    }
}
