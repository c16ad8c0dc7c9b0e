import FlowKit
import Foundation
import GoldenFiles
import Testing

/// This target's golden files (`Fixtures/<folder>/X.flow` beside `X.trace` or
/// `X.out`), with failures recorded as test issues; the shared mechanism is
/// `GoldenFiles`.
enum Golden {
    static let files = GoldenFiles(besideTestFile: #filePath)

    /// Every fixture folder but `test`, and the `.flow` files `flow run` checks
    /// there: all of `run/`; elsewhere those with a `.trace` beside them (to
    /// add one there, create an empty `.trace` and refresh).
    static func traceInputs() -> [String] {
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: files.root.path)) ?? [])
            .filter { $0 != "test" }.sorted()
        return folders.flatMap { folder in
            files.inputs(folder).filter { name in
                folder == "run" || FileManager.default.fileExists(
                    atPath: files.directory(folder).appendingPathComponent(traceName(name)).path)
            }.map { "\(folder)/\($0)" }
        }
    }

    static func traceName(_ input: String) -> String {
        String(input.dropLast(".flow".count)) + ".trace"
    }

    /// Checks `name` of the fixture folder with its path relative to the
    /// folder, so outputs do not depend on where the repository is.
    static func check(_ folder: String, _ name: String) -> CheckResult? {
        let directory = files.directory(folder)
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) else {
            return nil
        }
        let loader: SourceLoader = { importPath, importingFile in
            let relative = SourceFiles.resolve(importPath, from: importingFile)
            guard let bytes = FileManager.default.contents(atPath: directory.appendingPathComponent(relative).path) else {
                return nil
            }
            return SourceFile(path: relative, bytes: Array(bytes))
        }
        return FlowKit.check(SourceFile(path: name, bytes: Array(data)), loader: loader)
    }

    /// Compares `actual` with `<folder>/<name>`; with FLOW_UPDATE_GOLDEN=1 writes it instead.
    static func compare(_ actual: String, folder: String, expected name: String,
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        if let failure = files.compare(actual, folder: folder, expected: name) {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }
}
