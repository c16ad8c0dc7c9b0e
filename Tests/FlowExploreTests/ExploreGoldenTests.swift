import FlowKit
import Foundation
import Testing

/// `Fixtures/expected/<name>.txt`, `.json` and `.tests.flow` for every
/// example, two imported storyboards and the planted findings: the report
/// and the covering tests, which must pass `flow test` and be formatted.
@Suite struct ExploreGoldenTests {
    @Test(arguments: Support.inputs)
    func goldens(_ input: String) throws {
        let document = try #require(Support.document(input))
        let result = try #require(document.explore(options: Support.options()))
        let tests = try #require(document.coveringTests(of: result))
        let report = ExploreReport(result: result, tests: tests, includesTiming: false)
        let name = Support.goldenName(input)
        Support.check(Support.relative(report.text()), expected: "\(name).txt")
        Support.check(Support.relative(report.json()), expected: "\(name).json")
        Support.check(tests.text, expected: "\(name).tests.flow")

        // The tests pass, run beside the explored file (its imports resolve there).
        let besides = URL(fileURLWithPath: document.path).deletingLastPathComponent()
            .appendingPathComponent("generated.tests.flow").path
        let generated = FlowDocument.load(text: tests.text, path: besides, files: DiskFileProvider())
        #expect(!generated.hasErrors, "\(generated.renderedDiagnostics())")
        let results = generated.runTests()
        #expect(results.count == tests.tests)
        for failed in results where failed.failures.count > 0 || failed.error != nil {
            Issue.record("\(name): generated test '\(failed.name)' fails: \(failed.failures.map(\.summary)) \(failed.error?.text ?? "")")
        }
        // Formatted as `flow fmt` prints it.
        #expect(format(SourceFile(path: "t.flow", text: tests.text)).text == tests.text)
    }

    @Test(arguments: Support.inputs)
    func sameResultsWhateverTheThreadCount(_ input: String) throws {
        let document = try #require(Support.document(input))
        let one = try #require(document.explore(options: Support.options(threads: 1)))
        let four = try #require(document.explore(options: Support.options(threads: 4)))
        #expect(ExploreReport(result: one, includesTiming: false).json() == ExploreReport(result: four, includesTiming: false).json())
        #expect(document.coveringTests(of: one)?.text == document.coveringTests(of: four)?.text)
    }
}
