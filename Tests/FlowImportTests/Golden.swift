import Foundation
import Testing

/// Golden files: an input beside its exact expected output.
///
/// `FLOW_UPDATE_GOLDEN=1 swift test` rewrites every expectation that differs
/// and fails saying so, so a refresh is always reviewed in the diff.
enum Golden {
    /// `Tests/FlowImportTests/Fixtures/<folder>` in the source tree.
    static func directory(_ folder: String, file: String = #filePath) -> URL {
        URL(fileURLWithPath: file).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(folder)
    }

    /// The `.flow` files of a fixture folder, sorted, as names relative to it.
    static func inputs(_ folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".flow") }.sorted()
    }

    /// The bytes of a fixture, as they are: fixtures may hold invalid UTF-8 on purpose.
    static func bytes(_ folder: String, _ name: String) -> [UInt8]? {
        (try? Data(contentsOf: directory(folder).appendingPathComponent(name))).map { Array($0) }
    }

    static func read(_ folder: String, _ name: String) -> String {
        String(decoding: bytes(folder, name) ?? [], as: UTF8.self)
    }

    static var updating: Bool { ProcessInfo.processInfo.environment["FLOW_UPDATE_GOLDEN"] == "1" }

    /// Compares `actual` with `<folder>/<name>`; with FLOW_UPDATE_GOLDEN=1 writes it instead.
    static func check(_ actual: String, folder: String, expected name: String,
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
