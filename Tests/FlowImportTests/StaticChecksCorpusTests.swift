import FlowChecks
import FlowImport
import FlowLang
import Foundation
import Testing

/// The static checks (`--warnings all`) on every real storyboard of
/// `Fixtures/storyboards` after import, one finding a line, kept as goldens in
/// `Fixtures/checks`: what the checks say about real apps, reviewed when it changes.
@Suite struct StaticChecksCorpusTests {
    @Test(arguments: CorpusTests.files)
    func findings(_ url: URL) throws {
        let data = try Data(contentsOf: url)
        let result = importStoryboards([StoryboardInput(path: url.lastPathComponent, data: data)])
        var lines: [String] = []
        for file in result.files {
            let source = SourceFile(path: file.fileName, text: file.text)
            let checked = StaticChecks.apply(to: check(source), options: StaticChecks.Options(level: .all))
            #expect(!checked.hasErrors)
            let table = LineTable(source)
            for diagnostic in checked.diagnostics where diagnostic.code != nil {
                let location = table.location(of: diagnostic.range.start)
                let code = diagnostic.code ?? ""
                lines.append("\(file.fileName):\(location.line):\(location.column): \(code) \(diagnostic.message)")
            }
        }
        let name = url.deletingPathExtension().lastPathComponent + ".expected"
        Golden.files.check(lines.map { $0 + "\n" }.joined(), folder: "checks", expected: name)
    }
}
