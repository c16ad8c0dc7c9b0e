import FlowGraph
import FlowKit
import Foundation
import TestSupport

/// Loading flows for the tests, and paths made relative so goldens do not
/// depend on where the repository is checked out.
enum Support {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The checked files at `paths`, which must have no errors.
    static func results(_ paths: [String]) -> [CheckResult] {
        paths.compactMap { path in
            guard case .success(let result) = checkFile(at: path) else { return nil }
            return result
        }
    }

    /// The graph of flow source text, checked as `name`.
    static func graph(_ text: String, name: String = "test.flow") -> StoryboardGraph {
        GraphBuilder.build([check(SourceFile(path: name, text: text))])
    }

    /// The canonical text lines of flow source text.
    static func lines(_ text: String) -> [String] {
        TextRenderer.lines(graph(text))
    }

    /// `text` with `folder/` removed wherever it starts a path.
    static func relative(_ text: String, to folder: URL) -> String {
        text.replacingOccurrences(of: folder.path + "/", with: "")
    }

    /// Whether Graphviz's `dot` is on the PATH.
    static var dot: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("dot")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// `dot -Tsvg` of a DOT document.
    static func svg(_ source: String) throws -> Data {
        guard let dot else { return Data() }
        let outcome = try runExecutable(dot, ["-Tsvg"], input: Data(source.utf8))
        return outcome.status == 0 ? Data(outcome.stdout.utf8) : Data()
    }
}
