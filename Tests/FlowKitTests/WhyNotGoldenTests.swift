import FlowKit
import Foundation
import TestSupport
import Testing

/// `Session.whyNot`, one golden per reason: `Fixtures/why-not/X.flow` is a
/// storyboard whose `//> ` lines are inputs the session runs first and whose
/// `//? ` lines are the questions, in order; `X.out` is the transcript. Each
/// question must leave the session as it was: the test compares the tree
/// and the history before and after.
@Suite struct WhyNotGoldenTests {
    static let files = GoldenFiles(besideTestFile: #filePath)

    @Test(arguments: WhyNotGoldenTests.files.inputs("why-not"))
    func answer(_ name: String) throws {
        let text = Self.files.read("why-not", name)
        let document = FlowDocument.load(text: text, path: name)
        let session = try Session(document: document)
        var transcript = ""
        for line in text.split(separator: "\n") {
            if line.hasPrefix("//> ") {
                let input = String(line.dropFirst(4))
                let result = session.run(input)
                transcript += "> \(input)\n"
                #expect(result.accepted && result.error == nil, "\(input): \(result.diagnostics) \(String(describing: result.error))")
            } else if line.hasPrefix("//? ") {
                let question = String(line.dropFirst(4))
                let before = (session.snapshot(), session.history.count, session.globals)
                let answer = session.whyNot(question)
                let after = (session.snapshot(), session.history.count, session.globals)
                #expect(before.0 == after.0 && before.1 == after.1 && before.2 == after.2,
                        ":why-not \(question) changed the session")
                transcript += "? \(question)\n"
                transcript += answer.diagnostics.isEmpty
                    ? answer.text : DiagnosticRenderer(files: answer.sources).render(answer.diagnostics)
            }
        }
        Self.files.check(transcript, folder: "why-not", expected: String(name.dropLast(5)) + ".out")
    }
}
