import FlowImport
import FlowLang
import Foundation
import Testing

/// Shared helpers: the storyboard corpus, importing, and checking
/// what an import produced with FlowLang's formatter and checker.
enum Harness {
    /// `Fixtures/storyboards` beside this file: real storyboards, one folder
    /// per repository they come from (its PROVENANCE.md says which and under
    /// which licence).
    static func corpusDirectory(file: String = #filePath) -> URL {
        URL(fileURLWithPath: file).deletingLastPathComponent()   // FlowImportTests
            .appendingPathComponent("Fixtures/storyboards")
    }

    /// Every `.storyboard` under the corpus, sorted by path.
    static func corpus() -> [URL] {
        let root = corpusDirectory()
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var found: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "storyboard" { found.append(url) }
        return found.sorted { $0.path < $1.path }
    }

    /// A corpus file by its folder and file name.
    static func corpusFile(_ folder: String, _ name: String) -> StoryboardInput? {
        let url = corpusDirectory().appendingPathComponent(folder).appendingPathComponent(name)
        return (try? Data(contentsOf: url)).map { StoryboardInput(path: name, data: $0) }
    }

    /// A corpus file given a short name (`Main.storyboard`), as it is in its app.
    static func corpusFile(_ folder: String, _ name: String, as shortName: String) -> StoryboardInput? {
        corpusFile(folder, name).map { StoryboardInput(path: shortName, data: $0.data) }
    }

    /// A storyboard from its XML text.
    static func input(_ name: String, _ xml: String) -> StoryboardInput {
        StoryboardInput(path: name, data: Data(xml.utf8))
    }

    /// Checks every file of an import together (imports resolve among them);
    /// returns the errors, rendered. The same check `flow import` runs.
    static func checkErrors(_ result: ImportResult) -> [String] { result.checkErrors() }

    /// The files whose text the formatter would change (it must change none).
    static func unformatted(_ result: ImportResult) -> [String] { result.unformattedFiles() }

    /// An import's files joined for a golden: each under a `==> name <==` line,
    /// then the warnings.
    static func transcript(_ result: ImportResult) -> String {
        var text = ""
        for file in result.files { text += "==> \(file.fileName) <==\n" + file.text + "\n" }
        text += "==> warnings <==\n"
        for warning in result.warnings { text += warning.description + "\n" }
        for error in result.errors { text += error.description + "\n" }
        return text
    }
}
