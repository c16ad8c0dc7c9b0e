import FlowKit
import Foundation
import Testing

/// Golden files: an input beside its exact expected output.
///
/// `FLOW_UPDATE_GOLDEN=1 swift test` rewrites every expectation that differs
/// and fails saying so, so a refresh is always reviewed in the diff.
enum Golden {
    /// `Tests/FlowRuntimeTests/Fixtures` in the source tree.
    static func root(file: String = #filePath) -> URL {
        URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    static func directory(_ folder: String) -> URL {
        root().appendingPathComponent(folder)
    }

    /// The `.flow` files of a fixture folder, sorted, as names relative to it.
    static func inputs(_ folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".flow") }.sorted()
    }

    /// Every fixture folder but `test`, and the `.flow` files `flow run` checks
    /// there: all of `run/`; elsewhere those with a `.trace` beside them (to
    /// add one there, create an empty `.trace` and refresh).
    static func traceInputs() -> [String] {
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: root().path)) ?? [])
            .filter { $0 != "test" }.sorted()
        return folders.flatMap { folder in
            inputs(folder).filter { name in
                folder == "run" || FileManager.default.fileExists(
                    atPath: directory(folder).appendingPathComponent(traceName(name)).path)
            }.map { "\(folder)/\($0)" }
        }
    }

    static func traceName(_ input: String) -> String {
        String(input.dropLast(".flow".count)) + ".trace"
    }

    static var updating: Bool { ProcessInfo.processInfo.environment["FLOW_UPDATE_GOLDEN"] == "1" }

    /// Checks `name` of the fixture folder with its path relative to the
    /// folder, so outputs do not depend on where the repository is.
    static func check(_ folder: String, _ name: String) -> CheckResult? {
        let directory = directory(folder)
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
        let url = directory(folder).appendingPathComponent(name)
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if actual == expected { return }
        if updating {
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("updated \(folder)/\(name): review the change", sourceLocation: sourceLocation)
            return
        }
        guard let expected else {
            Issue.record("missing \(folder)/\(name); run FLOW_UPDATE_GOLDEN=1 swift test to create it",
                         sourceLocation: sourceLocation)
            return
        }
        Issue.record("\(folder)/\(name) differs:\n\(lineDiff(expected: expected, actual: actual))",
                     sourceLocation: sourceLocation)
    }

    /// A small line diff: the first differing lines with their numbers.
    static func lineDiff(expected: String, actual: String) -> String {
        let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for index in 0..<max(left.count, right.count) where out.count < 20 {
            let l = index < left.count ? String(left[index]) : "<none>"
            let r = index < right.count ? String(right[index]) : "<none>"
            if l != r { out.append("line \(index + 1):\n  expected: \(l)\n  actual:   \(r)") }
        }
        return out.joined(separator: "\n")
    }
}
