import FlowKit
import Foundation
import Testing

/// The snippets of Sources/FlowKit/FlowKit.docc/Embedding.md, compiled and
/// run: every line of the article's Swift blocks (but the Package.swift one)
/// must be a line of `snippets()` below, so the article cannot drift from
/// code that builds. Their `print` writes to `log`, for the expectations.
@Suite struct EmbeddingArticleTests {
    static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/FlowKit/FlowKit.docc/Embedding.md")

    @Test func theArticlesSnippetsAreTheseLines() throws {
        let article = try String(contentsOf: Self.article, encoding: .utf8)
        let tests = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let lines = Set(tests.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        var inSwift = false
        var block: [String] = []
        var blocks: [[String]] = []
        for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```swift" { inSwift = true; block = []; continue }
            if line == "```" && inSwift { inSwift = false; blocks.append(block); continue }
            if inSwift { block.append(String(line)) }
        }
        #expect(blocks.count >= 6)
        for block in blocks where !block.contains("// Package.swift") {
            for line in block {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty { continue }
                #expect(lines.contains(trimmed), "Embedding.md's line is not compiled here: \(trimmed)")
            }
        }
    }

    @Test func theSnippetsRun() throws {
        log.clear()
        try snippets()
        let text = log.text
        #expect(text.contains("true Details\n"))
        #expect(text.contains("\ntrue\nWelcome\n"))
        #expect(text.contains("✔ next shows the details"))
        #expect(text.contains("1 passed"))
        #expect(text.contains("\nfalse\n"))
    }

    func snippets() throws {
        let source = """
            storyboard Main
            initial Nav
            navigation Nav { root Welcome }
            scene Welcome { button next -> show Details }
            scene Details {}
            test "next shows the details" {
                tap next
                expect visible == Details
            }
            """
        let document = FlowDocument.load(text: source, path: "hello.flow")
        for diagnostic in document.diagnostics {
            print(diagnostic.severity, diagnostic.message)
        }
        if document.hasErrors { print(document.renderedDiagnostics()) }   // as `flow check` prints them

        let outcome = document.runScript { item in print(item) }
        print(outcome?.succeeded ?? false)

        for result in document.runTests() {
            print(result.passed ? "✔" : "✘", result.name)
        }

        let session = try Session(document: document)
        let observation = session.observe { item in print(item) }   // every TraceItem, in order
        let result = session.run("tap next\nexpect visible == Details")
        print(result.succeeded, session.visibleScene ?? "-")        // true Details
        observation.cancel()

        let tree = session.snapshot()            // the hierarchy, a Codable HierarchySnapshot
        print(tree != nil)
        print(session.undo())                    // true: back to before the last input
        print(session.visibleScene ?? "-")       // Welcome
        print(session.script())                  // a .flow file that replays the session

        print(session.whyNot("tap missing").text)
        switch session.path(to: "Details") {
        case .success(let answer): print(answer.text)
        case .failure(let refusal): print(refusal)
        }

        if let exploration = document.explore(options: ExploreOptions(depth: 6)) {
            print(exploration.states, exploration.findings.map(\.message))
        }

        let streams = ReportStreams.memory()
        let status = TestSuiteReporter(format: .text, streams: streams).run([document])
        streams.flush()
        print(status, streams.output.text)

        if let matrix = document.matrixTests(.width) {
            let matrixStreams = ReportStreams.memory()
            _ = MatrixReporter(streams: matrixStreams).write(matrix)
            matrixStreams.flush()
            print(matrixStreams.output.text)
        }

        let confined = try FlowDocument.load(path: "examples/hello.flow",
                                             filePolicy: .confined(toFolderOf: "examples/hello.flow"))
        print(confined.hasErrors)   // false
    }
}

/// What the snippets print.
final class SnippetLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    func clear() { lock.withLock { lines = [] } }
    var text: String { lock.withLock { lines.joined(separator: "\n") + "\n" } }
}

private let log = SnippetLog()

/// The snippets' `print`, into `log`.
private func print(_ items: Any...) {
    log.append(items.map { "\($0)" }.joined(separator: " "))
}
