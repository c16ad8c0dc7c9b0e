import Foundation

/// Golden files: an input beside its exact expected output, for every test
/// target's `Fixtures` folder.
///
/// `FLOW_UPDATE_GOLDEN=1 swift test` rewrites every expectation that differs
/// and the comparison says so, as a failure, so a refresh is always reviewed
/// in the diff. `check` (GoldenIssues.swift) records a difference as an issue
/// of the running Swift Testing test; `compare` returns it, for other uses.
public struct GoldenFiles: Sendable {
    /// The `Fixtures` folder.
    public let root: URL

    /// The `Fixtures` folder beside the test file `file` (pass `#filePath`).
    public init(besideTestFile file: String) {
        root = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    /// `Fixtures/<folder>`.
    public func directory(_ folder: String) -> URL {
        root.appendingPathComponent(folder)
    }

    /// The `.flow` files of a fixture folder, sorted, as names relative to it.
    public func inputs(_ folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".flow") }.sorted()
    }

    /// The bytes of a fixture, as they are: fixtures may hold invalid UTF-8 on purpose.
    public func bytes(_ folder: String, _ name: String) -> [UInt8]? {
        (try? Data(contentsOf: directory(folder).appendingPathComponent(name))).map { Array($0) }
    }

    /// A fixture's text (invalid UTF-8 replaced).
    public func read(_ folder: String, _ name: String) -> String {
        String(decoding: bytes(folder, name) ?? [], as: UTF8.self)
    }

    /// Whether `FLOW_UPDATE_GOLDEN=1` asks for the expectations to be rewritten.
    public static var updating: Bool { ProcessInfo.processInfo.environment["FLOW_UPDATE_GOLDEN"] == "1" }

    /// Compares `actual` with `<folder>/<name>`; with FLOW_UPDATE_GOLDEN=1 writes it instead.
    /// Returns the failure to report, or nil when the two are the same.
    public func compare(_ actual: String, folder: String, expected name: String) -> String? {
        let url = directory(folder).appendingPathComponent(name)
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if actual == expected { return nil }
        if GoldenFiles.updating {
            // A new golden's folder is made, and a write that fails says so rather than "updated".
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                return "could not write \(folder)/\(name): \(error)"
            }
            return "updated \(folder)/\(name): review the change"
        }
        guard let expected else {
            return "missing \(folder)/\(name); run FLOW_UPDATE_GOLDEN=1 swift test to create it"
        }
        return "\(folder)/\(name) differs:\n\(GoldenFiles.lineDiff(expected: expected, actual: actual))"
    }

    /// A small line diff: the first differing lines with their numbers.
    public static func lineDiff(expected: String, actual: String) -> String {
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
