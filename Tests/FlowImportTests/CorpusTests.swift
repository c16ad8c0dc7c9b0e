import FlowImport
import FlowLang
import Foundation
import Testing

/// Every storyboard of `Fixtures/storyboards` imports with warnings at most,
/// and its output is canonical and checks without errors.
@Suite struct CorpusTests {
    static let files = Harness.corpus()

    @Test func corpusIsThere() {
        #expect(Self.files.count >= 10, "expected the test storyboards at \(Harness.corpusDirectory().path)")
    }

    @Test(arguments: files)
    func importsAndChecks(_ url: URL) throws {
        let data = try Data(contentsOf: url)
        let result = importStoryboards([StoryboardInput(path: url.lastPathComponent, data: data)])
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.files.count == 1)
        #expect(Harness.unformatted(result).isEmpty)
        let errors = Harness.checkErrors(result)
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))\n\(result.files.first?.text ?? "")")
    }

    /// All of them at once: references between files on one command line.
    @Test func importsTogether() throws {
        let inputs = try Self.files.map { StoryboardInput(path: $0.lastPathComponent, data: try Data(contentsOf: $0)) }
        let result = importStoryboards(inputs)
        #expect(result.errors.isEmpty)
        #expect(result.files.count == inputs.count)
        #expect(Harness.checkErrors(result).isEmpty)
    }
}
